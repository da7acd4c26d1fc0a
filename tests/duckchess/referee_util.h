#ifndef GAUNTLET_TESTS_DUCKCHESS_REFEREE_UTIL_H_
#define GAUNTLET_TESTS_DUCKCHESS_REFEREE_UTIL_H_

// Duck chess games between in-process players for referee tests: the table
// they sit at, and a game played on it with or without its replay.

#include <catch2/catch.hpp>
#include <chrono>

#include "tests/support/run_program.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"
#include "tools/games/duckchess/game.h"

namespace gauntlet::duckchess {

// A table of two in-process players, red first, with `time` per move.
inline arena::Table DuckchessTable(
    arena::Player& red, arena::Player& blue,
    arena::TimeControl time = {std::chrono::milliseconds(200), {}, {}}) {
  arena::Table table;
  table.game = "duckchess";
  table.rules_version = "1";
  table.seed = 5;
  table.time = time;
  table.seats = {{{&red}, "red", "in-process", 0},
                 {{&blue}, "blue", "in-process", 1}};
  return table;
}

// A game played to its end, with the replay it wrote read back.
struct RecordedGame {
  GameRecord record;
  arena::Replay replay;
};

// Plays `config` between `red` and `blue` with `time` per move; the
// referee's own errors fail the test.
inline RecordedGame PlayRecorded(arena::Player& red, arena::Player& blue,
                                 const GameConfig& config,
                                 arena::TimeControl time) {
  const gauntlet::testing::TempFile file("");
  absl::StatusOr<arena::ReplayWriter> writer =
      arena::ReplayWriter::Open(file.path());
  REQUIRE(writer.ok());
  absl::StatusOr<GameRecord> record =
      PlayGame(DuckchessTable(red, blue, time), config, *writer);
  INFO(record.status().message());
  REQUIRE(record.ok());
  REQUIRE(writer->Close().ok());
  absl::StatusOr<arena::Replay> replay = arena::ReplayReader::Read(file.path());
  INFO(replay.status().message());
  REQUIRE(replay.ok());
  return {*std::move(record), *std::move(replay)};
}

// The same without a replay: only the record.
inline GameRecord PlayBetween(arena::Player& red, arena::Player& blue,
                              const GameConfig& config,
                              arena::TimeControl time) {
  arena::ReplayWriter no_replay;
  absl::StatusOr<GameRecord> record =
      PlayGame(DuckchessTable(red, blue, time), config, no_replay);
  INFO(record.status().message());
  REQUIRE(record.ok());
  return *std::move(record);
}

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TESTS_DUCKCHESS_REFEREE_UTIL_H_
