#include "tools/tournament/records.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

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

TEST_CASE("a result must name exactly the scheduled entrants") {
  const TournamentSpec spec = TwoBots();
  const GameSpec game = (*BuildSchedule(spec))[0];
  const std::string good =
      R"({"entrants":[{"name":"a","seat":0,"score":1,"rank":1},)"
      R"({"name":"b","seat":1,"score":0,"rank":2,"faults":["x"]}]})";
  auto record = MakeRecord(game, spec, good);
  REQUIRE(record.ok());
  CHECK(record->entrants[1].faults == 1);
  CHECK(!MakeRecord(game, spec,
                    R"({"entrants":[{"name":"a","seat":0,)"
                    R"("score":1,"rank":1}]})")
             .ok());
  CHECK(!MakeRecord(game, spec,
                    R"({"entrants":[{"name":"a","seat":0,)"
                    R"("score":1,"rank":1},{"name":"c",)"
                    R"("seat":1,"score":0,"rank":2}]})")
             .ok());
  CHECK(!MakeRecord(game, spec, "{\"entrants\":").ok());
  // A record survives its own line format.
  const std::string line = RecordLine(*record, "f00d");
  auto parsed = ParseRecordLine(line.substr(0, line.size() - 1), "f00d");
  REQUIRE(parsed.ok());
  CHECK(parsed->seat_names == record->seat_names);
  CHECK(parsed->result == record->result);
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
