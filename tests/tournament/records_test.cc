#include "tools/tournament/records.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <tuple>

namespace gauntlet::tournament {
namespace {

namespace fs = std::filesystem;

std::string TempDir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() /
      ("gauntlet_records_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir.string();
}

TournamentSpec TwoBots() {
  TournamentSpec spec;
  spec.game = "duckchess";
  spec.bots = {{"a", "x"}, {"b", "y"}};
  return spec;
}

TEST_CASE("a torn last line is not a result and is cut off on append") {
  const std::string dir = TempDir("torn");
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
  std::string line = R"({"game":"duckchess","index":0,"seed":5,"entrants":[)";
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
  CHECK(!MakeRecord(game, spec,
                    R"({"game":"duckchess","index":0,"seed":5,"entrants":[]})")
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
  const std::string dir = TempDir("spec");
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

}  // namespace
}  // namespace gauntlet::tournament
