#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "common/core/status_macros.h"
#include "tests/arena/scripted_player.h"
#include "tests/support/match_results.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/match_output.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/process_player.h"
#include "tools/arena/table.h"

namespace gauntlet::arena {
namespace {

cxxopts::ParseResult Parse(cxxopts::Options& options,
                           std::vector<const char*> args) {
  args.insert(args.begin(), "referee");
  return options.parse(static_cast<int>(args.size()), args.data());
}

TEST_CASE("the common match flags parse with their defaults") {
  cxxopts::Options options("referee");
  AddMatchFlags(options);
  auto flags = ReadMatchFlags(Parse(options, {}), 2);
  REQUIRE(flags.ok());
  CHECK(flags->games == 1);
  CHECK(flags->first_game == 0);
  CHECK(flags->out.empty());
  CHECK(flags->names == std::vector<std::string>{"p1", "p2"});
  CHECK(flags->replay_sent_bytes == 4096);
  CHECK(flags->replay_answer_bytes == 4096);

  cxxopts::Options again("referee");
  AddMatchFlags(again);
  flags = ReadMatchFlags(
      Parse(again, {"--games", "4", "--seed", "99", "--first-game", "6",
                    "--out", "/tmp/x", "--names", "alpha,beta",
                    "--replay-sent-bytes", "0", "--replay-answer-bytes", "10"}),
      2);
  REQUIRE(flags.ok());
  CHECK(flags->games == 4);
  CHECK(flags->seed == 99);
  CHECK(flags->first_game == 6);
  CHECK(flags->end_game() == 10);
  CHECK(flags->out == "/tmp/x");
  CHECK(flags->names == std::vector<std::string>{"alpha", "beta"});
  CHECK(flags->GameSeed(6) == DeriveSeed(99, 6));
  CHECK(flags->replay_sent_bytes == 0);
  CHECK(flags->replay_answer_bytes == 10);
}

TEST_CASE("match flags that cannot work are refused") {
  cxxopts::Options options("referee");
  AddMatchFlags(options);
  CHECK(!ReadMatchFlags(Parse(options, {"--names", "a,b,c"}), 2).ok());
  cxxopts::Options zero("referee");
  AddMatchFlags(zero);
  CHECK(!ReadMatchFlags(Parse(zero, {"--games", "0"}), 2).ok());
}

TEST_CASE("player limit flags set the process options") {
  cxxopts::Options options("referee");
  AddPlayerLimitFlags(options);
  auto limits = ReadPlayerLimitFlags(
      Parse(options, {"--cpu-seconds", "5", "--memory-mb", "512"}));
  REQUIRE(limits.ok());
  CHECK(limits->limits.cpu_seconds == 5);
  CHECK(limits->limits.address_space_bytes == 512ull << 20);
  CHECK(limits->max_line_length == 1 << 20);
  CHECK(LimitsJson(*limits)["cpu_seconds"] == 5);

  CHECK(StderrLogPath("", 3, 1).empty());
  CHECK(StderrLogPath("/tmp", 3, 1) == "/tmp/game-3.1.stderr.log");
  CHECK(StderrLogPath("/tmp", 3, 1, "placer") ==
        "/tmp/game-3.1.placer.stderr.log");
}

TEST_CASE("seats rotate with the game index and back again") {
  CHECK(SeatOf(0, 0, 2) == 0);
  CHECK(SeatOf(0, 1, 2) == 1);
  CHECK(SeatOf(1, 1, 2) == 0);
  for (int n = 1; n <= 4; ++n) {
    for (int game = 0; game < 9; ++game) {
      std::vector<bool> taken(n, false);
      for (int e = 0; e < n; ++e) {
        const int seat = SeatOf(e, game, n);
        CHECK(!taken[seat]);
        taken[seat] = true;
        CHECK(EntrantAt(seat, game, n) == e);
      }
    }
  }
}

TEST_CASE("a command list is cut out of argv up to the next flag") {
  std::vector<std::string> words = {"referee",      "--players", "bot a,b",
                                    "python3 x.py", "--games",   "3",
                                    "--players",    "late"};
  std::vector<char*> args;
  for (std::string& w : words) args.push_back(w.data());
  CHECK(TakeCommandList(args, "--players") ==
        std::vector<std::string>{"bot a,b", "python3 x.py", "late"});
  REQUIRE(args.size() == 3);
  CHECK(std::string(args[0]) == "referee");
  CHECK(std::string(args[1]) == "--games");
  CHECK(std::string(args[2]) == "3");
  CHECK(TakeCommandList(args, "--players").empty());
  CHECK(args.size() == 3);
}

TEST_CASE("entrants start in their rotated seats under their names") {
  cxxopts::Options options("referee");
  AddMatchFlags(options);
  auto flags = ReadMatchFlags(Parse(options, {"--names", "a,b,c"}), 3);
  REQUIRE(flags.ok());
  const std::vector<std::string> commands = {"echo 0", "echo 1", "echo 2"};
  const PlayerMaker start =
      [&](int entrant, int role,
          int index) -> absl::StatusOr<std::unique_ptr<Player>> {
    CHECK(role == 0);
    CHECK(index == 1);
    ProcessOptions process;
    process.command = commands[entrant];
    auto player = ProcessPlayer::Start(process);
    if (!player.ok()) return player.status();
    return std::unique_ptr<Player>(*std::move(player));
  };
  Table base;
  base.game = "toy";
  auto started = SeatEntrants(base, *flags, commands, 1, 1, start);
  REQUIRE(started.ok());
  REQUIRE(started->table.seats.size() == 3);
  CHECK(started->table.seed == flags->GameSeed(1));
  for (int e = 0; e < 3; ++e) {
    const SeatedPlayer& seat = started->table.seats[SeatOf(e, 1, 3)];
    CHECK(seat.entrant == e);
    CHECK(seat.name == flags->names[e]);
    CHECK(seat.command == commands[e]);
    CHECK(&seat.player() == started->owned[e].get());
    const Reply reply =
        seat.player().Receive(Clock::now() + std::chrono::seconds(10));
    REQUIRE(reply.ok());
    CHECK(reply.line == std::to_string(e));
  }
  const ReplayHeader header = started->table.Header();
  CHECK(header.game == "toy");
  REQUIRE(header.players.size() == 3);
  CHECK(header.players[2].seat == SeatOf(2, 1, 3));
  CHECK(header.limits["move_ms"] == 1000);
  MatchResult result = started->table.Result();
  CHECK(result.entrants[1].name == flags->names[1]);
  CHECK(Table::AtSeat(result, started->table, SeatOf(1, 1, 3)).name ==
        flags->names[1]);
  started->table.StopAll();
}

TEST_CASE("games of one rotation share a seed") {
  MatchFlags flags;
  flags.seed = 9;
  CHECK(flags.GameSeed(3) == DeriveSeed(9, 3));
  flags.games_per_seed = 2;
  CHECK(flags.GameSeed(2) == DeriveSeed(9, 2));
  CHECK(flags.GameSeed(3) == DeriveSeed(9, 2));
  CHECK(flags.GameSeed(4) == DeriveSeed(9, 4));
}

// A toy game through the shared match loop: each entrant names a number,
// the highest wins; an entrant whose reply is not a number scores 0.
TEST_CASE("the match loop writes replays and one result line per game") {
  const std::string dir =
      "/tmp/gauntlet-match-test-" + std::to_string(getpid()) + "/nested";
  MatchFlags flags;
  flags.games = 2;
  flags.first_game = 5;
  flags.seed = 7;
  flags.out = dir;
  flags.names = {"low", "high"};
  const auto play = [&](int index, uint64_t seed,
                        ReplayWriter& replay) -> absl::StatusOr<MatchResult> {
    ReplayHeader header;
    header.game = "toy";
    header.rules_version = "1";
    header.index = index;
    header.seed = seed;
    MatchResult result;
    result.game = "toy";
    result.index = index;
    result.seed = seed;
    TurnRecord turn;
    turn.turn = 1;
    for (int entrant = 0; entrant < 2; ++entrant) {
      const int seat = SeatOf(entrant, index, 2);
      header.players.push_back({flags.names[entrant], "in-process", seat});
      ScriptedPlayer player(
          [entrant](std::string_view, ScriptedPlayer::Responder& out) {
            out.Say(std::to_string(10 * (entrant + 1)));
          });
      const std::string sent = "go\n";
      player.Send(sent);
      const Reply reply = player.Receive(Clock::now());
      turn.players.push_back(TurnEntry::From(seat, sent, reply));
      result.entrants.push_back({flags.names[entrant],
                                 "in-process",
                                 seat,
                                 std::stod(reply.line),
                                 0,
                                 {}});
    }
    RankByScore(result.entrants);
    result.outcome = "highest number wins";
    result.plies = 1;
    GAUNTLET_RETURN_IF_ERROR(replay.WriteHeader(header));
    GAUNTLET_RETURN_IF_ERROR(replay.WriteTurn(turn));
    return result;
  };
  REQUIRE(RunMatchGames(flags, play) == 0);

  const std::vector<MatchResult> games =
      testing::ReadMatchResults(dir + "/results.jsonl");
  REQUIRE(games.size() == 2);
  CHECK(games[0].index == 5);
  CHECK(games[1].index == 6);
  CHECK(games[0].seed == DeriveSeed(7, 5));
  CHECK(games[0].entrants[1].rank == 1);
  CHECK(games[0].entrants[0].seat != games[1].entrants[0].seat);
  auto replay = ReplayReader::Read(dir + "/game-6.replay.jsonl");
  REQUIRE(replay.ok());
  CHECK(replay->header.index == 6);
  REQUIRE(replay->result.has_value());
  CHECK(replay->result->entrants[1].score == 20);
  CHECK(!std::filesystem::exists(dir + "/game-4.replay.jsonl"));
  std::filesystem::remove_all(std::filesystem::path(dir).parent_path());
}

TEST_CASE("a referee failure and an unwritable --out exit with 1") {
  MatchFlags flags;
  flags.names = {"a", "b"};
  CHECK(RunMatchGames(
            flags,
            [](int, uint64_t, ReplayWriter&) -> absl::StatusOr<MatchResult> {
              return absl::InternalError("map file missing");
            }) == 1);
  flags.out = "/proc/gauntlet-cannot-create";
  CHECK(MatchOutput::Create(flags.out).status().code() ==
        absl::StatusCode::kUnavailable);
  CHECK(RunMatchGames(
            flags,
            [](int, uint64_t, ReplayWriter&) -> absl::StatusOr<MatchResult> {
              return MatchResult{};
            }) == 1);
}

}  // namespace
}  // namespace gauntlet::arena
