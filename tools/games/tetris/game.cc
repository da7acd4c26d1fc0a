#include "tools/games/tetris/game.h"

#include <array>
#include <string>
#include <thread>

#include "common/core/status_macros.h"

namespace gauntlet::tetris {
namespace {

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

// Why a side ranks below its score, from each seat's first fault (empty
// when clean): empty unless exactly one side faulted.
std::string TetrisFaultNote(const arena::Table& table,
                            const std::array<std::string, 2>& first_fault) {
  if (first_fault[0].empty() == first_fault[1].empty()) return "";
  const int seat = first_fault[0].empty() ? 1 : 0;
  return "; ranked last for faults: " + table.seats[seat].name + " (" +
         first_fault[seat] + ")";
}

}  // namespace

absl::StatusOr<GameRecord> PlayGame(const arena::Table& table, int rounds,
                                    arena::ReplayWriter& replay) {
  if (table.seats.size() != 2) {
    return absl::InvalidArgumentError("a Tetris duel needs exactly two seats");
  }
  SideGameOptions options;
  options.rounds = rounds;
  options.free_time = table.time.movetime;
  options.fail_time = table.time.movetime + table.time.grace;
  arena::ReplayHeader header = table.Header();
  header.limits["rounds"] = rounds;
  GAUNTLET_RETURN_IF_ERROR(replay.WriteHeader(header));

  // The judge starts both programs before its first message; give them
  // the start-up allowance to load, so it is not billed as thinking time.
  std::this_thread::sleep_for(table.time.startup);

  int turn = 0;
  absl::Status replay_status;
  const auto on_round = [&](int side, const RoundRecord& r) {
    arena::TurnRecord written;
    written.turn = ++turn;
    // Side 0's placer meets seat 1's sequencer and the other way round.
    for (const Exchange& x : r.sequencer) {
      written.players.push_back(
          arena::TurnEntry::From(1 - side, x.sent, x.reply));
    }
    if (r.placer) {
      written.players.push_back(
          arena::TurnEntry::From(side, r.placer->sent, r.placer->reply));
    }
    written.info = RoundInfo(r);
    written.info["side"] = side;
    if (replay_status.ok()) replay_status = replay.WriteTurn(written);
  };
  const auto player = [&](int seat, int role) -> arena::Player& {
    return table.seats[seat].player(role);
  };
  GameRecord record;
  DuelResult& duel = record.duel;
  duel = PlayDuel(player(0, 0), player(0, 1), player(1, 0), player(1, 1),
                  options, on_round);
  table.StopAll();
  if (!replay_status.ok()) return replay_status;

  arena::MatchResult& result = record.result;
  result = table.Result();
  result.outcome = duel.outcome;
  result.plies = duel.a.rounds + duel.b.rounds;
  std::array<bool, 2> faulted{};
  std::array<std::string, 2> first_fault;
  for (int seat = 0; seat < 2; ++seat) {
    const SideGameResult& own = seat == 0 ? duel.a : duel.b;
    const SideGameResult& other = seat == 0 ? duel.b : duel.a;
    arena::EntrantResult& entrant = arena::Table::AtSeat(result, table, seat);
    entrant.score = static_cast<double>(own.score);
    for (const std::string& f : own.placer_faults) {
      entrant.faults.push_back("placer: " + f);
    }
    for (const std::string& f : other.sequencer_faults) {
      entrant.faults.push_back("sequencer: " + f);
    }
    faulted[seat] = !entrant.faults.empty();
    if (faulted[seat]) first_fault[seat] = entrant.faults.front();
  }
  // The statement's score stays the score, but a side whose program
  // faulted (crashed, timed out, answered garbage) ranks below a clean
  // one, as in every game: a placer that crashes at once must not win on
  // its 0 over a clean placer's penalties. Between two clean or two
  // faulted sides the duel's own rule (DecideWinner) ranks.
  for (int seat = 0; seat < 2; ++seat) {
    int rank = duel.winner < 0 ? 1 : (duel.winner == seat ? 1 : 2);
    if (faulted[0] != faulted[1]) rank = faulted[seat] ? 2 : 1;
    arena::Table::AtSeat(result, table, seat).rank = rank;
  }
  result.outcome += TetrisFaultNote(table, first_fault);
  return record;
}

}  // namespace gauntlet::tetris
