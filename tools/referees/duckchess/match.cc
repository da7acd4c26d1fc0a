#include "tools/referees/duckchess/match.h"

#include <array>
#include <memory>

#include "common/core/cli.h"
#include "common/core/rng.h"
#include "common/duckchess/protocol.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/match_output.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/process_player.h"

namespace gauntlet::duckchess {
namespace {

constexpr int kEntrants = 2;

// Scores of red and blue.
std::array<double, 2> Scores(GameEnd end) {
  switch (end) {
    case GameEnd::kRedWins:
      return {1, 0};
    case GameEnd::kBlueWins:
      return {0, 1};
    case GameEnd::kDraw:
      break;
  }
  return {0.5, 0.5};
}

}  // namespace

bool FirstEntrantIsRed(int game_index) {
  return arena::SeatOf(0, game_index, kEntrants) == kRed;
}

std::vector<Move> OpeningForGame(uint64_t match_seed, int game_index) {
  return RandomOpening(DeriveSeed(match_seed, game_index - game_index % 2));
}

arena::MatchResult ResultOf(const GameRecord& record, int game_index,
                            uint64_t game_seed, const Entrant (&entrants)[2]) {
  const std::array<double, 2> scores = Scores(record.end);
  arena::MatchResult result;
  result.game = "duckchess";
  result.index = game_index;
  result.seed = game_seed;
  for (int e = 0; e < kEntrants; ++e) {
    const int seat = arena::SeatOf(e, game_index, kEntrants);
    arena::EntrantResult entrant;
    entrant.name = entrants[e].name;
    entrant.command = entrants[e].command;
    entrant.seat = seat;
    entrant.score = scores[seat];
    if (record.faulty == static_cast<Color>(seat)) {
      entrant.faults.push_back(record.fault);
    }
    result.entrants.push_back(entrant);
  }
  arena::RankByScore(result.entrants);
  result.outcome = record.outcome;
  result.plies = record.plies;
  return result;
}

std::vector<arena::TurnRecord> TurnRecords(const GameRecord& record,
                                           const GameConfig& config) {
  std::vector<arena::TurnRecord> turns;
  int ply = static_cast<int>(config.opening.size());
  for (const Turn& t : record.turns) {
    arena::TurnRecord turn;
    turn.turn = ++ply;
    arena::TurnEntry entry;
    entry.seat = t.side;
    entry.sent = t.sent + "\n";
    entry.answer = t.reply;
    entry.elapsed_ms = t.elapsed_ms;
    entry.fault = t.fault;
    entry.detail = t.detail;
    turn.players.push_back(entry);
    if (!t.description.empty())
      turn.info = arena::Json{{"move", t.description}};
    turns.push_back(turn);
  }
  return turns;
}

int RunDuckchessMatch(int argc, char** argv) {
  cxxopts::Options options("gauntlet match duckchess",
                           "Duck chess match between two commands");
  options.add_options()("red",
                        "command of the first entrant (red in even games)",
                        cxxopts::value<std::string>())(
      "blue", "command of the second entrant (blue in even games)",
      cxxopts::value<std::string>())(
      "movetime", "time per move in ms",
      cxxopts::value<int>()->default_value("1000"))(
      "grace", "ms allowed on top of --movetime before a timeout",
      cxxopts::value<int>()->default_value("100"))(
      "startup", "ms allowed on top for each player's first move",
      cxxopts::value<int>()->default_value("2000"));
  arena::AddMatchFlags(options);
  arena::AddPlayerLimitFlags(options);
  const auto args = ParseCommandLine(options, argc, argv);
  if (!args.count("red") || !args.count("blue")) {
    UsageError(options, "--red and --blue are required");
  }
  const int move_time = args["movetime"].as<int>();
  const int grace = args["grace"].as<int>();
  const int startup = args["startup"].as<int>();
  if (move_time <= 0 || grace < 0 || startup < 0) {
    UsageError(options, "--movetime must be > 0, --grace and --startup >= 0");
  }
  const arena::RefereeFlags referee =
      arena::ReadRefereeFlagsOrExit(options, args, kEntrants);
  const arena::MatchFlags& flags = referee.match;
  const arena::ProcessOptions& limits = referee.limits;
  const Entrant entrants[2] = {
      {flags.names[0], args["red"].as<std::string>()},
      {flags.names[1], args["blue"].as<std::string>()}};

  const auto play =
      [&](int index, uint64_t seed,
          arena::ReplayWriter& replay) -> absl::StatusOr<arena::MatchResult> {
    GameConfig config;
    config.move_time = std::chrono::milliseconds(move_time);
    config.grace = std::chrono::milliseconds(grace);
    config.startup = std::chrono::milliseconds(startup);
    config.opening = OpeningForGame(flags.seed, index);

    arena::ReplayHeader header;
    header.game = "duckchess";
    header.rules_version = "thupc2019";
    header.seed = seed;
    header.index = index;
    std::array<std::unique_ptr<arena::ProcessPlayer>, 2> players;  // by seat
    for (int e = 0; e < kEntrants; ++e) {
      const int seat = arena::SeatOf(e, index, kEntrants);
      header.players.push_back({entrants[e].name, entrants[e].command, seat});
      arena::ProcessOptions process = limits;
      process.command = entrants[e].command;
      process.stderr_log_path = arena::StderrLogPath(flags.out, index, e);
      auto started = arena::ProcessPlayer::Start(process);
      if (!started.ok()) return started.status();
      players[seat] = std::move(*started);
    }
    header.limits = arena::LimitsJson(limits);
    header.limits["move_ms"] = move_time;
    header.limits["grace_ms"] = grace;
    header.limits["startup_ms"] = startup;
    arena::Json opening = arena::Json::array();
    for (Move m : config.opening) opening.push_back(FormatMove(m));
    header.setup = {{"start", Position().ToText()}, {"opening", opening}};
    if (auto s = replay.WriteHeader(header); !s.ok()) return s;

    const GameRecord record = PlayGame(*players[kRed], *players[kBlue], config);
    for (const arena::TurnRecord& turn : TurnRecords(record, config)) {
      if (auto s = replay.WriteTurn(turn); !s.ok()) return s;
    }
    return ResultOf(record, index, seed, entrants);
  };
  return arena::RunMatchGames(flags, play);
}

}  // namespace gauntlet::duckchess
