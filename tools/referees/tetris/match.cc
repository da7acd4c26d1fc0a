#include "tools/referees/tetris/match.h"

#include <array>
#include <memory>
#include <string>
#include <thread>

#include "absl/strings/str_cat.h"
#include "common/core/cli.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/match_output.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/process_player.h"
#include "tools/referees/tetris/duel.h"

namespace gauntlet::tetris {
namespace {

constexpr std::chrono::milliseconds kSettleTime{300};

struct Entrant {
  std::string placer;
  std::string sequencer;
};

std::string CommandText(const Entrant& entrant) {
  return absl::StrCat("placer: ", entrant.placer,
                      "; sequencer: ", entrant.sequencer);
}

absl::StatusOr<std::unique_ptr<arena::ProcessPlayer>> Start(
    const std::string& command, const arena::ProcessOptions& limits,
    const arena::MatchFlags& flags, int index, int entrant, const char* role) {
  arena::ProcessOptions options = limits;
  options.command = command;
  options.stderr_log_path =
      arena::StderrLogPath(flags.out, index, entrant, role);
  return arena::ProcessPlayer::Start(std::move(options));
}

arena::Json RoundInfo(const RoundRecord& r) {
  arena::Json info = arena::Json::object();
  info["round"] = r.round;
  if (r.placer && r.end.empty()) {
    info["piece"] = std::string(1, LetterOf(r.placed));
    if (r.bought) info["bought"] = true;
    info["x"] = r.landed.x;
    info["y"] = r.landed.y;
    info["state"] = r.landed.state;
    info["lines"] = r.lines;
  }
  info["score"] = r.score;
  if (!r.end.empty()) info["end"] = r.end;
  return info;
}

absl::StatusOr<arena::MatchResult> PlayGame(
    const std::array<Entrant, 2>& entrants, const arena::MatchFlags& flags,
    const arena::ProcessOptions& limits, const SideGameOptions& options,
    int index, uint64_t seed, arena::ReplayWriter& replay) {
  // Seat 0 is side A of this game: its placer plays first.
  std::array<int, 2> at_seat{};
  for (int e = 0; e < 2; ++e) at_seat[arena::SeatOf(e, index, 2)] = e;

  arena::ReplayHeader header;
  header.game = "tetris";
  header.rules_version = "teg2017-judge";
  header.seed = seed;
  header.index = index;
  for (int e = 0; e < 2; ++e) {
    header.players.push_back(arena::ReplayPlayer{
        flags.names[e], CommandText(entrants[e]), arena::SeatOf(e, index, 2)});
  }
  header.limits = arena::LimitsJson(limits);
  header.limits["move_ms"] = options.free_time.count();
  header.limits["fail_ms"] = options.fail_time.count();
  header.limits["rounds"] = options.rounds;
  if (auto status = replay.WriteHeader(header); !status.ok()) return status;

  std::array<std::unique_ptr<arena::ProcessPlayer>, 2> placers;
  std::array<std::unique_ptr<arena::ProcessPlayer>, 2> sequencers;
  for (int seat = 0; seat < 2; ++seat) {
    const int e = at_seat[seat];
    auto placer = Start(entrants[e].placer, limits, flags, index, e, "placer");
    if (!placer.ok()) return placer.status();
    placers[seat] = std::move(*placer);
    auto sequencer =
        Start(entrants[e].sequencer, limits, flags, index, e, "sequencer");
    if (!sequencer.ok()) return sequencer.status();
    sequencers[seat] = std::move(*sequencer);
  }

  // The judge starts both programs before its first message; give ours
  // time to load so start-up is not billed as thinking time.
  std::this_thread::sleep_for(kSettleTime);

  int turn = 0;
  absl::Status replay_status;
  const auto on_round = [&](int side, const RoundRecord& r) {
    arena::TurnRecord record;
    record.turn = ++turn;
    // Side 0's placer meets seat 1's sequencer and the other way round.
    for (const Exchange& x : r.sequencer) {
      record.players.push_back(
          arena::TurnEntry::From(1 - side, x.sent, x.reply));
    }
    if (r.placer) {
      record.players.push_back(
          arena::TurnEntry::From(side, r.placer->sent, r.placer->reply));
    }
    record.info = RoundInfo(r);
    record.info["side"] = side;
    if (replay_status.ok()) replay_status = replay.WriteTurn(record);
  };
  DuelResult duel = PlayDuel(*placers[0], *sequencers[0], *placers[1],
                             *sequencers[1], options, on_round);
  for (int seat = 0; seat < 2; ++seat) {
    placers[seat]->Stop();
    sequencers[seat]->Stop();
  }
  if (!replay_status.ok()) return replay_status;

  arena::MatchResult result;
  result.game = "tetris";
  result.index = index;
  result.seed = seed;
  result.outcome = duel.outcome;
  result.plies = duel.a.rounds + duel.b.rounds;
  for (int e = 0; e < 2; ++e) {
    const int seat = arena::SeatOf(e, index, 2);
    const SideGameResult& own = seat == 0 ? duel.a : duel.b;
    const SideGameResult& other = seat == 0 ? duel.b : duel.a;
    arena::EntrantResult entrant;
    entrant.name = flags.names[e];
    entrant.command = CommandText(entrants[e]);
    entrant.seat = seat;
    entrant.score = static_cast<double>(own.score);
    entrant.rank = duel.winner < 0 ? 1 : (duel.winner == seat ? 1 : 2);
    for (const std::string& f : own.placer_faults) {
      entrant.faults.push_back("placer: " + f);
    }
    for (const std::string& f : other.sequencer_faults) {
      entrant.faults.push_back("sequencer: " + f);
    }
    result.entrants.push_back(std::move(entrant));
  }
  return result;
}

}  // namespace

int RunTetrisMatch(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet match tetris",
      "TEG 2017 Tetris duel: each side's placer plays against the other "
      "side's sequencer; higher score wins, then more rounds, then less "
      "time.");
  options.add_options("tetris")("a-placer", "side A's placer command",
                                cxxopts::value<std::string>())(
      "a-sequencer", "side A's sequencer command",
      cxxopts::value<std::string>())("b-placer", "side B's placer command",
                                     cxxopts::value<std::string>())(
      "b-sequencer", "side B's sequencer command",
      cxxopts::value<std::string>())(
      "rounds", "rounds (pieces) per placer game",
      cxxopts::value<int>()->default_value("10000"));
  arena::AddMatchFlags(options);
  arena::AddPlayerLimitFlags(options);
  const auto parsed = ParseCommandLine(options, argc, argv);
  for (const char* flag :
       {"a-placer", "a-sequencer", "b-placer", "b-sequencer"}) {
    if (parsed.count(flag) == 0) {
      UsageError(options, absl::StrCat("--", flag, " is required"));
    }
  }
  const int rounds = parsed["rounds"].as<int>();
  if (rounds < 1) UsageError(options, "--rounds must be at least 1");
  const arena::RefereeFlags referee =
      arena::ReadRefereeFlagsOrExit(options, parsed, 2);
  const std::array<Entrant, 2> entrants = {
      Entrant{parsed["a-placer"].as<std::string>(),
              parsed["a-sequencer"].as<std::string>()},
      Entrant{parsed["b-placer"].as<std::string>(),
              parsed["b-sequencer"].as<std::string>()}};
  SideGameOptions game_options;
  game_options.rounds = rounds;
  return arena::RunMatchGames(referee.match, [&](int index, uint64_t seed,
                                                 arena::ReplayWriter& replay) {
    return PlayGame(entrants, referee.match, referee.limits, game_options,
                    index, seed, replay);
  });
}

}  // namespace gauntlet::tetris
