#include "tools/tournament/records.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <tuple>

#include "tests/arena/result_samples.h"
#include "tests/support/run_program.h"

namespace gauntlet::tournament {
namespace {

namespace fs = std::filesystem;
using arena::ThroughDoubles;

TournamentSpec TwoBots() {
  TournamentSpec spec;
  spec.game = "duckchess";
  spec.bots = {{"a", "x"}, {"b", "y"}};
  return spec;
}

TEST_CASE("a torn last line is not a result and is cut off on append") {
  const std::string dir = testing::ScratchDir("records_torn");
  const std::string path = dir + "/results.jsonl";
  std::ofstream(path) << "{\"whole\":1}\n{\"torn\":";
  CHECK(CompleteLines(path) == std::vector<std::string>{"{\"whole\":1}"});
  {
    auto log = ResultsLog::Open(path);
    REQUIRE(log.ok());
    REQUIRE(log->Append("{\"next\":2}\n").ok());
  }
  CHECK(CompleteLines(path) ==
        std::vector<std::string>{"{\"whole\":1}", "{\"next\":2}"});
  fs::remove_all(dir);
}

// A result line as a referee writes it, for entrants given as
// {name, seat, score, rank, faults}.
std::string ResultLine(
    const std::vector<std::tuple<std::string, int, int, int, int>>& entrants) {
  std::string line = R"({"game":"duckchess","index":0,"seed":"5","entrants":[)";
  for (std::size_t i = 0; i < entrants.size(); ++i) {
    const auto& [name, seat, score, rank, faults] = entrants[i];
    line += (i ? "," : "") + std::string(R"({"name":")") + name +
            R"(","command":"x","seat":)" + std::to_string(seat) +
            R"(,"score":)" + std::to_string(score) + R"(,"rank":)" +
            std::to_string(rank) + R"(,"faults":[)" +
            (faults ? R"("timeout at ply 3")" : "") + "]}";
  }
  return line + R"(],"outcome":"red wins","plies":3})";
}

TEST_CASE("a result must name exactly the scheduled entrants") {
  const TournamentSpec spec = TwoBots();
  const GameSpec game = (*BuildSchedule(spec))[0];
  const std::string good = ResultLine({{"a", 0, 1, 1, 0}, {"b", 1, 0, 2, 1}});
  auto record = MakeRecord(game, spec, good);
  REQUIRE(record.ok());
  CHECK(record->result.entrants[1].faults.size() == 1);
  CHECK(record->result.outcome == "red wins");
  CHECK(!MakeRecord(game, spec, ResultLine({{"a", 0, 1, 1, 0}})).ok());
  CHECK(!MakeRecord(game, spec,
                    ResultLine({{"a", 0, 1, 1, 0}, {"c", 1, 0, 2, 0}}))
             .ok());
  CHECK(!MakeRecord(game, spec,
                    ResultLine({{"a", 0, 1, 1, 0}, {"a", 1, 0, 2, 0}}))
             .ok());
  CHECK(!MakeRecord(game, spec, "{\"entrants\":").ok());
  // Not a result line of the contract: no outcome.
  CHECK(
      !MakeRecord(game, spec,
                  R"({"game":"duckchess","index":0,"seed":"5","entrants":[]})")
           .ok());
  // A record keeps the referee's line verbatim and survives its own format.
  const std::string line = RecordLine(*record, "f00d");
  CHECK(line.find(R"("result":)" + good + "}\n") != std::string::npos);
  auto parsed = ParseRecordLine(line.substr(0, line.size() - 1), "f00d");
  REQUIRE(parsed.ok());
  CHECK(parsed->id == record->id);
  CHECK(parsed->seed == record->seed);
  CHECK(parsed->seat_names == record->seat_names);
  CHECK(parsed->result_line == good);
  CHECK(arena::ToJson(parsed->result) == arena::ToJson(record->result));
  CHECK(!ParseRecordLine(line, "other").ok());
}

TEST_CASE("a directory holds one tournament") {
  const std::string dir = testing::ScratchDir("records_spec");
  TournamentSpec spec = TwoBots();
  REQUIRE(WriteOrCheckSpec(dir, spec).ok());
  REQUIRE(WriteOrCheckSpec(dir, spec).ok());
  auto read = ReadSpec(dir);
  REQUIRE(read.ok());
  CHECK(Fingerprint(*read) == Fingerprint(spec));
  spec.seed = 7;
  CHECK(!WriteOrCheckSpec(dir, spec).ok());
  fs::remove_all(dir);
}

const std::string kNumericSeeds =
    GAUNTLET_SOURCE_DIR "/tests/tournament/data/numeric-seeds";

TEST_CASE("records and tournament.json hold 64-bit seeds as strings") {
  constexpr uint64_t kSeed = 9626026794937781409ull;
  CHECK(ThroughDoubles(nlohmann::json(kSeed)) != kSeed);

  const std::string dir = testing::ScratchDir("records_seeds");
  TournamentSpec spec = TwoBots();
  spec.seed = kSeed;
  REQUIRE(WriteOrCheckSpec(dir, spec).ok());
  std::ifstream in(TournamentFile(dir));
  const nlohmann::json written = nlohmann::json::parse(in);
  CHECK(written.at("seed") == "9626026794937781409");
  CHECK(ThroughDoubles(written.at("seed")) == kSeed);
  auto read = ReadSpec(dir);
  REQUIRE(read.ok());
  CHECK(read->seed == kSeed);

  const GameSpec game = (*BuildSchedule(spec))[0];
  auto record = MakeRecord(game, spec,
                           ResultLine({{"a", 0, 1, 1, 0}, {"b", 1, 0, 2, 0}}));
  REQUIRE(record.ok());
  REQUIRE(game.seed > (uint64_t{1} << 53));
  const nlohmann::json line =
      nlohmann::json::parse(RecordLine(*record, Fingerprint(spec)));
  CHECK(line.at("seed").is_string());
  CHECK(ThroughDoubles(line.at("seed")) == game.seed);
  auto parsed = ParseRecordLine(line.dump(), Fingerprint(spec));
  REQUIRE(parsed.ok());
  CHECK(parsed->seed == game.seed);
  fs::remove_all(dir);
}

TEST_CASE("a directory written when seeds were numbers still reads") {
  // Written before seeds were strings: tournament.json and results.jsonl
  // hold numeric seeds, and so does the referee's line of game 5 (finished,
  // not recorded).
  auto spec = ReadSpec(kNumericSeeds);
  REQUIRE(spec.ok());
  CHECK(spec->seed == 9626026794937781409ull);
  // The fingerprint that directory was written with: it never changes.
  CHECK(Fingerprint(*spec) == "5f0d777879539880");
  const auto schedule = BuildSchedule(*spec);
  REQUIRE(schedule.ok());
  auto records = CollectRecords(kNumericSeeds, *spec, *schedule);
  REQUIRE(records.ok());
  CHECK(records->size() == 6);
  for (const auto& [id, record] : *records) {
    CHECK(record.seed == (*schedule)[id].seed);
    CHECK(record.result.seed == (*schedule)[id].seed);
  }
  CHECK(records->count(5) == 1);
}

TEST_CASE("a corrupt record mid-file is named, set aside, its game replayed") {
  // A copy of a finished directory whose results.jsonl gets a bad line in
  // its middle (line 3 of 6).
  const std::string dir = testing::ScratchDir("records_corrupt");
  fs::copy(kNumericSeeds, dir,
           fs::copy_options::recursive | fs::copy_options::overwrite_existing);
  const std::string path = ResultsFile(dir);
  std::vector<std::string> lines = testing::ReadLines(path);
  REQUIRE(lines.size() == 5);
  const std::string corrupt = lines[2].substr(0, lines[2].size() / 2) + "#";
  lines[2] = corrupt;
  lines.insert(lines.begin() + 4, "{\"not\":\"a record\"}");
  {
    std::ofstream out(path, std::ios::trunc);
    for (const std::string& line : lines) out << line << "\n";
  }
  auto spec = ReadSpec(dir);
  REQUIRE(spec.ok());
  const auto schedule = BuildSchedule(*spec);
  REQUIRE(schedule.ok());
  std::vector<std::string> notes;
  auto records = CollectRecords(dir, *spec, *schedule, &notes);
  REQUIRE(records.ok());
  // The two bad lines are named by file and line; the good ones and the
  // finished game 5 count; the corrupt game is not played (so a resume
  // plays it again).
  REQUIRE(notes.size() == 2);
  CHECK(notes[0].rfind(path + ":3: ", 0) == 0);
  CHECK(notes[0].find(".rejected, its game is played again") !=
        std::string::npos);
  CHECK(notes[1].rfind(path + ":5: ", 0) == 0);
  CHECK(records->size() == 5);
  // Set aside: out of results.jsonl, into results.jsonl.rejected.
  const std::vector<std::string> rejected =
      testing::ReadLines(path + ".rejected");
  REQUIRE(rejected.size() == 2);
  CHECK(rejected[0] == corrupt);
  CHECK(testing::ReadLines(path).size() == 4);
  // Read again: nothing more to set aside, the same records.
  notes.clear();
  auto again = CollectRecords(dir, *spec, *schedule, &notes);
  REQUIRE(again.ok());
  CHECK(notes.empty());
  CHECK(again->size() == 5);
}

TEST_CASE("seeds that are not whole non-negative numbers are refused") {
  const std::string dir = testing::ScratchDir("records_badseed");
  nlohmann::json json = SpecToJson(TwoBots());
  for (const nlohmann::json& bad :
       {nlohmann::json(-1), nlohmann::json(1.5), nlohmann::json("0x10"),
        nlohmann::json("-1")}) {
    json["seed"] = bad;
    std::ofstream(TournamentFile(dir)) << json.dump();
    auto read = ReadSpec(dir);
    REQUIRE(!read.ok());
    CHECK(std::string(read.status().message()).find("seed") !=
          std::string::npos);
  }
  const TournamentSpec spec = TwoBots();
  const GameSpec game = (*BuildSchedule(spec))[0];
  auto record = MakeRecord(game, spec,
                           ResultLine({{"a", 0, 1, 1, 0}, {"b", 1, 0, 2, 0}}));
  REQUIRE(record.ok());
  nlohmann::json line = nlohmann::json::parse(RecordLine(*record, "f00d"));
  line["seed"] = "12 ";
  auto parsed = ParseRecordLine(line.dump(), "f00d");
  REQUIRE(!parsed.ok());
  CHECK(std::string(parsed.status().message()) ==
        "bad record of game 0: seed \"12 \" is not a string of decimal digits");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gauntlet::tournament
