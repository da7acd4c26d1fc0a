#include "tools/arena/replay.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/arena/result_samples.h"
#include "tools/arena/replay_text.h"

namespace gauntlet::arena {
namespace {

ReplayHeader SampleHeader() {
  ReplayHeader header;
  header.game = "duckchess";
  header.rules_version = "2";
  header.index = 3;
  header.seed = 18446744073709551615ull;  // Seeds use all 64 bits.
  header.players = {{"a", "bin/a --x", 1}, {"b", "bin/b", 0}};
  header.limits = {{"move_ms", 100}, {"cpu_seconds", 10}};
  return header;
}

TEST_CASE("a replay header's 64-bit seed survives readers that use doubles") {
  ReplayHeader header = SampleHeader();
  header.seed = 9626026794937781409ull;
  CHECK(ThroughDoubles(nlohmann::json(header.seed)) != header.seed);
  const nlohmann::json written = nlohmann::json::parse(ToJson(header).dump());
  CHECK(written.at("seed") == "9626026794937781409");
  CHECK(ThroughDoubles(written.at("seed")) == header.seed);
  const auto read = HeaderFromJson(Json::parse(ToJson(header).dump()));
  REQUIRE(read.ok());
  CHECK(read->seed == 9626026794937781409ull);
}

TEST_CASE("replays written with numeric seeds still read") {
  std::istringstream old(
      R"({"type":"header","game":"duckchess","rules_version":"2","index":0,)"
      R"("seed":18446744073709551615,"players":[],"limits":{}})"
      "\n"
      R"({"type":"result","game":"duckchess","index":0,"seed":42,)"
      R"("entrants":[],"outcome":"","plies":0})"
      "\n");
  const auto replay = ReplayReader::Parse(old);
  REQUIRE(replay.ok());
  CHECK(replay->header.seed == 18446744073709551615ull);
  REQUIRE(replay->result.has_value());
  CHECK(replay->result->seed == 42);
  std::istringstream negative(
      R"({"type":"header","game":"duckchess","rules_version":"2","index":0,)"
      R"("seed":-3,"players":[],"limits":{}})"
      "\n");
  const auto bad = ReplayReader::Parse(negative);
  REQUIRE(!bad.ok());
  CHECK(std::string(bad.status().message()) ==
        "line 1: bad \"seed\": seed -3 is negative");
}

TEST_CASE("a replay is written line by line and read back") {
  const std::string path =
      "/tmp/gauntlet-replay-test-" + std::to_string(getpid()) + ".jsonl";
  {
    auto writer = ReplayWriter::Open(path);
    REQUIRE(writer.ok());
    REQUIRE(writer->enabled());
    ReplayHeader header = SampleHeader();
    header.setup = {{"map", "x"}};
    REQUIRE(writer->WriteHeader(header).ok());
    Reply reply;
    reply.line = "e2e4";
    reply.elapsed = std::chrono::microseconds(12345);
    TurnRecord turn;
    turn.turn = 1;
    turn.players.push_back(TurnEntry::From(1, "state\n", reply));
    Reply late;
    late.fault = Fault::kTimeout;
    late.detail = "no reply within 100 ms";
    turn.players.push_back(TurnEntry::From(0, "state\n", late));
    turn.info = {{"board", "..."}};
    REQUIRE(writer->WriteTurn(turn).ok());
    // Flushed already: readable before the game ends.
    auto partial = ReplayReader::Read(path);
    REQUIRE(partial.ok());
    CHECK(partial->turns.size() == 1);
    CHECK(!partial->result.has_value());
    REQUIRE(writer->WriteResult(SampleResult()).ok());
    REQUIRE(writer->Close().ok());
  }
  std::ifstream in(path);
  std::string first, second, third;
  std::getline(in, first);
  std::getline(in, second);
  std::getline(in, third);
  CHECK(first.rfind(
            R"({"type":"header","game":"duckchess","rules_version":"2",)", 0) ==
        0);
  CHECK(
      second ==
      R"({"type":"turn","turn":1,"players":[)"
      R"({"seat":1,"sent":"state\n","answer":"e2e4","elapsed_ms":12.345,"fault":"none"},)"
      R"({"seat":0,"sent":"state\n","answer":"","elapsed_ms":0.0,"fault":"timeout",)"
      R"("detail":"no reply within 100 ms"}],"info":{"board":"..."}})");
  CHECK(third.rfind(R"({"type":"result","game":"duckchess","index":3,)", 0) ==
        0);

  auto replay = ReplayReader::Read(path);
  REQUIRE(replay.ok());
  CHECK(replay->header.seed == 18446744073709551615ull);
  CHECK(replay->header.players[0].command == "bin/a --x");
  CHECK(replay->header.players[0].seat == 1);
  CHECK(replay->header.limits["move_ms"] == 100);
  CHECK(replay->header.setup["map"] == "x");
  REQUIRE(replay->turns.size() == 1);
  CHECK(replay->turns[0].players[0].answer == "e2e4");
  CHECK(replay->turns[0].players[0].elapsed_ms == Approx(12.345));
  CHECK(replay->turns[0].players[1].fault == Fault::kTimeout);
  CHECK(replay->turns[0].players[1].detail == "no reply within 100 ms");
  REQUIRE(replay->result.has_value());
  CHECK(replay->result->plies == 41);
  std::filesystem::remove(path);
}

TEST_CASE("a sent message is cut to its first whole lines, its size kept") {
  TurnEntry entry;
  entry.sent = "status 1 2\nfood 3 4\nfood 5 6\n";  // 11 + 9 + 9 bytes
  entry.KeepSentHead(0);
  CHECK(entry.sent.size() == 29);
  CHECK(entry.sent_bytes == 0);
  entry.KeepSentHead(29);
  CHECK(entry.sent_bytes == 0);
  entry.KeepSentHead(20);
  CHECK(entry.sent == "status 1 2\nfood 3 4\n");
  CHECK(entry.sent_bytes == 29);
  entry.KeepSentHead(19);
  CHECK(entry.sent == "status 1 2\n");
  CHECK(entry.sent_bytes == 29);  // Still the size of the whole.

  TurnEntry one_line;
  one_line.sent =
      "ab\xC3\xA9"
      "cd";                  // "abécd": é is two bytes.
  one_line.KeepSentHead(3);  // Would split é.
  CHECK(one_line.sent == "ab");
  CHECK(one_line.sent_bytes == 6);
}

TEST_CASE("a writer with a sent limit cuts messages and the reader sees it") {
  const std::string path =
      "/tmp/gauntlet-replay-cut-" + std::to_string(getpid()) + ".jsonl";
  std::string big;
  for (int i = 0; i < 1000; ++i) big += "cell " + std::to_string(i) + "\n";
  {
    auto writer = ReplayWriter::Open(path);
    REQUIRE(writer.ok());
    writer->set_sent_limit(64);
    REQUIRE(writer->WriteHeader(SampleHeader()).ok());
    TurnRecord turn;
    turn.turn = 1;
    turn.players.push_back(TurnEntry::From(0, big, Reply{}));
    turn.players.push_back(TurnEntry::From(1, "small\n", Reply{}));
    REQUIRE(writer->WriteTurn(turn).ok());
    CHECK(turn.players[0].sent == big);  // The caller's record is untouched.
    REQUIRE(writer->WriteResult(SampleResult()).ok());
    REQUIRE(writer->Close().ok());
  }
  CHECK(std::filesystem::file_size(path) < 1000);
  auto replay = ReplayReader::Read(path);
  REQUIRE(replay.ok());
  REQUIRE(replay->turns.size() == 1);
  const TurnEntry& cut = replay->turns[0].players[0];
  CHECK(cut.sent_bytes == big.size());
  CHECK(cut.sent.size() <= 64);
  CHECK(big.rfind(cut.sent, 0) == 0);
  CHECK(cut.sent.back() == '\n');
  CHECK(replay->turns[0].players[1].sent == "small\n");
  CHECK(replay->turns[0].players[1].sent_bytes == 0);
  CHECK(ReplayText(*replay, true)
            .find("(first bytes of " + std::to_string(big.size()) + ")") !=
        std::string::npos);
  std::filesystem::remove(path);
}

TEST_CASE("a writer with an answer limit keeps each answer's head and size") {
  const std::string path =
      "/tmp/gauntlet-replay-answer-" + std::to_string(getpid()) + ".jsonl";
  // A padded 1 MiB answer, as a player may send up to the line limit, with
  // a two-byte UTF-8 sequence across the cut.
  const std::string padded =
      std::string(99, 'x') + "\xc3\xa9" + std::string(1 << 20, ' ') + "E";
  {
    auto writer = ReplayWriter::Open(path);
    REQUIRE(writer.ok());
    writer->set_answer_limit(100);
    REQUIRE(writer->WriteHeader(SampleHeader()).ok());
    TurnRecord turn;
    turn.turn = 1;
    Reply long_reply;
    long_reply.line = padded;
    Reply short_reply;
    short_reply.line = "e2e4";
    turn.players.push_back(TurnEntry::From(0, "go\n", long_reply));
    turn.players.push_back(TurnEntry::From(1, "go\n", short_reply));
    REQUIRE(writer->WriteTurn(turn).ok());
    CHECK(turn.players[0].answer == padded);  // The caller's is untouched.
    REQUIRE(writer->WriteResult(SampleResult()).ok());
    REQUIRE(writer->Close().ok());
  }
  CHECK(std::filesystem::file_size(path) < 2000);
  auto replay = ReplayReader::Read(path);
  REQUIRE(replay.ok());
  const TurnEntry& cut = replay->turns[0].players[0];
  CHECK(cut.answer == std::string(99, 'x'));  // Not half of the sequence.
  CHECK(cut.answer_bytes == padded.size());
  CHECK(replay->turns[0].players[1].answer == "e2e4");
  CHECK(replay->turns[0].players[1].answer_bytes == 0);
  CHECK(ReplayText(*replay, false)
            .find("(first bytes of " + std::to_string(padded.size()) + ")") !=
        std::string::npos);
  std::filesystem::remove(path);
}

TEST_CASE("bot output that is not UTF-8 does not break the replay") {
  const std::string path =
      "/tmp/gauntlet-replay-utf8-" + std::to_string(getpid()) + ".jsonl";
  auto writer = ReplayWriter::Open(path);
  REQUIRE(writer.ok());
  REQUIRE(writer->WriteHeader(SampleHeader()).ok());
  TurnRecord turn;
  Reply reply;
  reply.line = "\xff\xfe garbage";
  turn.players.push_back(TurnEntry::From(0, "x\n", reply));
  REQUIRE(writer->WriteTurn(turn).ok());
  REQUIRE(writer->Close().ok());
  auto replay = ReplayReader::Read(path);
  REQUIRE(replay.ok());
  CHECK(replay->turns[0].players[0].answer ==
        "\xEF\xBF\xBD\xEF\xBF\xBD garbage");
  std::filesystem::remove(path);
}

TEST_CASE("a broken replay is refused with the line that is wrong") {
  const std::string header = ToJson(SampleHeader()).dump();
  std::istringstream not_json(header + "\n{oops\n");
  auto bad = ReplayReader::Parse(not_json);
  REQUIRE(!bad.ok());
  CHECK(std::string(bad.status().message()) == "line 2: not JSON");

  std::istringstream unknown(header + "\n{\"type\":\"chat\"}\n");
  bad = ReplayReader::Parse(unknown);
  REQUIRE(!bad.ok());
  CHECK(std::string(bad.status().message()) ==
        "line 2: unknown record type \"chat\"");

  std::istringstream no_header(
      "{\"type\":\"turn\",\"turn\":1,\"players\":[]}\n");
  bad = ReplayReader::Parse(no_header);
  REQUIRE(!bad.ok());
  CHECK(std::string(bad.status().message()) ==
        "line 1: expected a \"header\" record, got \"turn\"");

  std::istringstream bad_fault(
      header +
      "\n{\"type\":\"turn\",\"turn\":1,\"players\":[{\"seat\":0,"
      "\"sent\":\"\",\"answer\":\"\",\"elapsed_ms\":1,"
      "\"fault\":\"sulk\"}]}\n");
  bad = ReplayReader::Parse(bad_fault);
  REQUIRE(!bad.ok());
  CHECK(std::string(bad.status().message()) ==
        "line 2: unknown fault \"sulk\"");

  std::istringstream empty("");
  CHECK(!ReplayReader::Parse(empty).ok());
}

TEST_CASE("a replay reads as text, seats in order, faults spelled out") {
  Replay replay;
  replay.header = SampleHeader();
  TurnRecord turn;
  turn.turn = 1;
  TurnEntry moved;
  moved.seat = 0;
  moved.sent = "go\n";
  moved.answer = "e2e4";
  moved.elapsed_ms = 12.34;
  TurnEntry late;
  late.seat = 1;
  late.sent = "go\n";
  late.fault = Fault::kTimeout;
  late.detail = "no reply within 100 ms";
  late.elapsed_ms = 100;
  turn.players = {moved, late};
  replay.turns.push_back(turn);
  replay.result = SampleResult();
  CHECK(ReplayText(replay, /*with_sent=*/true) ==
        "duckchess (rules 2) game 3, seed 18446744073709551615\n"
        "  seat 0: b  (bin/b)\n"
        "  seat 1: a  (bin/a --x)\n"
        "  limits: {\"move_ms\":100,\"cpu_seconds\":10}\n"
        "turn 1\n"
        "  seat 0: sent \"go\\n\", \"e2e4\"  12.3 ms\n"
        "  seat 1: sent \"go\\n\", timeout (no reply within 100 ms)  100.0 ms\n"
        "result: game 3: a 1 (seat 1, rank 1), b 0 (seat 0, rank 2) "
        "[timeout at ply 17] - red captain captured at ply 41\n");
  replay.result.reset();
  CHECK(ReplayText(replay, false).find("no result") != std::string::npos);
}

TEST_CASE("a replay reads in its game's terms: seat names and turn notes") {
  Replay replay;
  replay.header = SampleHeader();
  TurnRecord turn;
  turn.turn = 1;
  TurnEntry moved;
  moved.seat = 1;
  moved.answer = "0 1 2 2";
  moved.elapsed_ms = 3;
  turn.players = {moved};
  turn.info = Json{{"move", "red horse;NA;no;no"}};
  replay.turns = {turn, turn};
  replay.result = SampleResult();
  // The second turn has no note: its info stays as recorded.
  const ReplayTerms terms{{"red", "blue"}, {"move Hc3: red horse b1-c3", ""}};
  CHECK(ReplayText(replay, false, terms) ==
        "duckchess (rules 2) game 3, seed 18446744073709551615\n"
        "  red: b  (bin/b)\n"
        "  blue: a  (bin/a --x)\n"
        "  limits: {\"move_ms\":100,\"cpu_seconds\":10}\n"
        "turn 1\n"
        "  blue: \"0 1 2 2\"  3.0 ms\n"
        "  move Hc3: red horse b1-c3\n"
        "turn 1\n"
        "  blue: \"0 1 2 2\"  3.0 ms\n"
        "  info: {\"move\":\"red horse;NA;no;no\"}\n"
        "result: game 3: a 1 (blue, rank 1), b 0 (red, rank 2) "
        "[timeout at ply 17] - red captain captured at ply 41\n");
  // A seat the game does not name stays numbered.
  CHECK(SeatName(ReplayTerms{{"red"}, {}}, 1) == "seat 1");
}

TEST_CASE("a disabled writer accepts everything and writes nothing") {
  ReplayWriter writer;
  CHECK(!writer.enabled());
  CHECK(writer.WriteHeader(SampleHeader()).ok());
  CHECK(writer.WriteResult(SampleResult()).ok());
  CHECK(writer.Close().ok());
}

}  // namespace
}  // namespace gauntlet::arena
