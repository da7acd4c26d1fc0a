#include "tools/games/tetris/duel.h"

#include "absl/strings/str_cat.h"

namespace gauntlet::tetris {

void DecideWinner(DuelResult& duel) {
  const auto summary =
      absl::StrCat("A ", duel.a.score, " in ", duel.a.rounds, " rounds (",
                   duel.a.end, "), B ", duel.b.score, " in ", duel.b.rounds,
                   " rounds (", duel.b.end, ")");
  if (duel.a.score != duel.b.score) {
    duel.winner = duel.a.score > duel.b.score ? 0 : 1;
    duel.outcome = absl::StrCat(summary, "; higher score wins");
    return;
  }
  if (duel.a.rounds != duel.b.rounds) {
    duel.winner = duel.a.rounds > duel.b.rounds ? 0 : 1;
    duel.outcome = absl::StrCat(summary, "; equal scores, more rounds wins");
    return;
  }
  // A side's time: its placer in its own game, its sequencer in the other.
  const auto a_time = duel.a.placer_time + duel.b.sequencer_time;
  const auto b_time = duel.b.placer_time + duel.a.sequencer_time;
  if (a_time != b_time) {
    duel.winner = a_time < b_time ? 0 : 1;
    duel.outcome = absl::StrCat(summary,
                                "; equal scores and rounds, less "
                                "time wins");
    return;
  }
  duel.winner = -1;
  duel.outcome = absl::StrCat(summary, "; a draw");
}

DuelResult PlayDuel(
    arena::Player& a_placer, arena::Player& a_sequencer,
    arena::Player& b_placer, arena::Player& b_sequencer,
    const SideGameOptions& options,
    const std::function<void(int, const RoundRecord&)>& on_round) {
  DuelResult duel;
  const auto forward = [&](int side) -> RoundCallback {
    if (!on_round) return nullptr;
    return [&on_round, side](const RoundRecord& r) { on_round(side, r); };
  };
  duel.a = PlaySideGame(a_placer, b_sequencer, options, forward(0));
  duel.b = PlaySideGame(b_placer, a_sequencer, options, forward(1));
  DecideWinner(duel);
  return duel;
}

}  // namespace gauntlet::tetris
