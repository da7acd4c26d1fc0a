#include "tools/games/enclosure/game.h"

#include <algorithm>

#include "common/core/status_macros.h"
#include "common/enclosure/protocol.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

using arena::Clock;
using arena::Json;
using arena::Reply;
using arena::TurnEntry;
using arena::TurnRecord;

std::string FaultText(const Reply& reply) {
  std::string text(arena::FaultName(reply.fault));
  if (!reply.detail.empty()) text += " (" + reply.detail + ")";
  return text;
}

Json ClosuresJson(const RoundReport& report) {
  Json out = Json::array();
  for (int k = 0; k < report.closure_count; ++k) {
    const Closure& c = report.closures[k];
    out.push_back(Json{{"player", c.player},
                       {"area", c.area},
                       {"gain", c.gain},
                       {"regions", c.regions}});
  }
  return out;
}

std::string Outcome(const State& state) {
  const int alive = state.AliveCount();
  const std::string when = "after round " + std::to_string(state.round);
  if (alive == 1) {
    for (int i = 0; i < kPlayers; ++i) {
      if (state.players[i].alive) {
        return "player " + std::to_string(i) + " sole survivor " + when;
      }
    }
  }
  if (alive == 0) return "everyone dead " + when;
  if (state.owned == kAllCells) return "no land left " + when;
  return std::to_string(alive) + " alive at the round limit";
}

// Why some players rank below their score: empty when nobody faulted.
std::string FaultedNote(
    const arena::Table& table,
    const std::array<std::vector<std::string>, kPlayers>& faults) {
  std::string note;
  for (int m = 0; m < kPlayers; ++m) {
    if (faults[m].empty()) continue;
    note += note.empty() ? "; ranked last for faults: " : ", ";
    note += table.seats[m].name + " (" + faults[m].front() + ")";
  }
  return note;
}

}  // namespace

absl::StatusOr<GameRecord> PlayGame(const arena::Table& table,
                                    arena::ReplayWriter& replay) {
  const std::vector<arena::SeatedPlayer>& seats = table.seats;
  if (seats.size() != kPlayers) {
    return absl::InvalidArgumentError("enclosure needs exactly four seats");
  }
  GAUNTLET_RETURN_IF_ERROR(replay.WriteHeader(table.Header()));

  std::array<std::vector<std::string>, kPlayers> faults;
  // Turn 0: [START] to everyone, [POS] back by one deadline.
  TurnRecord opening;
  std::array<int, kPlayers> starts{};
  std::array<std::string, kPlayers> sent{};
  for (int m = 0; m < kPlayers; ++m) {
    sent[m] = FormatStart(m) + "\n";
    seats[m].player().Send(sent[m]);
  }
  Clock::time_point deadline = table.time.Deadline(Clock::now(), true);
  for (int m = 0; m < kPlayers; ++m) {
    const Reply reply = seats[m].player().Receive(deadline);
    opening.players.push_back(TurnEntry::From(m, sent[m], reply));
    starts[m] = kNoVertex;
    if (!reply.ok()) {
      faults[m].push_back(FaultText(reply) + " at [POS]");
      continue;
    }
    const auto pos = ParsePos(reply.line, 1);
    if (!pos.ok()) {
      faults[m].push_back("bad [POS]: " + std::string(pos.status().message()));
      continue;
    }
    starts[m] = *pos;
  }
  State state = NewGame(starts);
  Json opening_deaths = Json::object();
  for (int m = 0; m < kPlayers; ++m) {
    if (!state.players[m].alive) {
      opening_deaths[std::to_string(m)] = DeathName(Death::kBadOutput);
      seats[m].player().Stop();
    }
  }
  opening.info = Json{{"deaths", opening_deaths}};
  GAUNTLET_RETURN_IF_ERROR(replay.WriteTurn(opening));

  while (!IsOver(state)) {
    const int round = state.round + 1;
    TurnRecord turn;
    turn.turn = round;
    const std::string status = FormatStatus(MakeStatus(state)) + "\n";
    std::array<bool, kPlayers> asked{};
    for (int m = 0; m < kPlayers; ++m) {
      if (!state.players[m].alive) continue;
      asked[m] = true;
      seats[m].player().Send(status);
    }
    deadline = table.time.Deadline(Clock::now(), false);
    std::array<Action, kPlayers> actions{};
    std::array<bool, kPlayers> bad{};
    for (int m = 0; m < kPlayers; ++m) {
      if (!asked[m]) continue;
      const Reply reply = seats[m].player().Receive(deadline);
      turn.players.push_back(TurnEntry::From(m, status, reply));
      const std::string where = " at round " + std::to_string(round);
      if (!reply.ok()) {
        faults[m].push_back(FaultText(reply) + where);
        bad[m] = true;
        continue;
      }
      const auto action = ParseAction(reply.line, round);
      if (!action.ok()) {
        faults[m].push_back("bad [ACTION]" + where + ": " +
                            std::string(action.status().message()));
        bad[m] = true;
        continue;
      }
      actions[m] = *action;
    }
    for (int m = 0; m < kPlayers; ++m) {
      if (bad[m]) Kill(state, m);
    }
    RoundReport report;
    ResolveRound(state, actions, &report);
    Json deaths = Json::object();
    for (int m = 0; m < kPlayers; ++m) {
      const Death death = bad[m] ? Death::kBadOutput : report.deaths[m];
      if (death == Death::kNone) continue;
      deaths[std::to_string(m)] = DeathName(death);
      if (!bad[m] && death != Death::kEnclosed && death != Death::kTrailHit &&
          death != Death::kCollision) {
        faults[m].push_back(std::string(DeathName(death)) + " at round " +
                            std::to_string(round));
      }
      seats[m].player().Stop();
    }
    turn.info = Json{{"deaths", deaths},
                     {"closures", ClosuresJson(report)},
                     {"status", FormatStatus(MakeStatus(state))}};
    GAUNTLET_RETURN_IF_ERROR(replay.WriteTurn(turn));
  }
  Finish(state);
  for (int m = 0; m < kPlayers; ++m) seats[m].player().Stop();

  GameRecord record;
  record.final = state;
  arena::MatchResult& result = record.result;
  result = table.Result();
  for (int m = 0; m < kPlayers; ++m) {
    arena::EntrantResult& entrant = arena::Table::AtSeat(result, table, m);
    entrant.score = static_cast<double>(Score(state, m));
    entrant.faults = faults[m];
  }
  // The statement's score stays the score; a faulted player ranks below
  // every clean one, so that a crash cannot win on `4 - m` (ours).
  arena::RankByScoreFaultedLast(result.entrants);
  result.outcome = Outcome(state) + FaultedNote(table, faults);
  result.plies = state.round;
  return record;
}

}  // namespace gauntlet::enclosure
