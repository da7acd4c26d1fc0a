// Enclosure: the engine's State after each round, re-played from the
// players' [POS] and [ACTION] answers exactly as the referee applies them
// (tools/games/enclosure/game.cc).

#include "tools/games/enclosure/view_frames.h"

#include <array>
#include <string>

#include "common/enclosure/protocol.h"
#include "common/enclosure/rules.h"
#include "common/enclosure/state.h"

namespace gauntlet::view {
namespace {

using namespace ::gauntlet::enclosure;

Json StateJson(const State& state) {
  Json players = Json::array();
  for (int m = 0; m < kPlayers; ++m) {
    const PlayerState& p = state.players[m];
    Json trail = Json::array();
    for (uint8_t v : p.Trail()) trail.push_back(Json{VertexX(v), VertexY(v)});
    players.push_back(Json{{"x", VertexX(p.pos)},
                           {"y", VertexY(p.pos)},
                           {"alive", p.alive},
                           {"drawing", p.drawing},
                           {"stuck", p.stuck_left},
                           {"traps_used", p.traps_used},
                           {"regions", p.regions},
                           {"cells", p.cells},
                           {"score", Score(state, m)},
                           {"trail", std::move(trail)}});
  }
  // One character per cell, row by row: '.' unowned, '0'..'3' the owner.
  std::string owner(kCells, '.');
  for (int c = 0; c < kCells; ++c) {
    const int who = state.OwnerOf(c);
    if (who >= 0) owner[c] = static_cast<char>('0' + who);
  }
  Json traps = Json::array();
  for (int v = 0; v < kVertices; ++v) {
    if (state.trap_left[v] != 0) {
      traps.push_back(Json{VertexX(v), VertexY(v), state.trap_left[v]});
    }
  }
  return Json{{"round", state.round},
              {"players", std::move(players)},
              {"owner", owner},
              {"traps", std::move(traps)}};
}

Json InfoField(const arena::TurnRecord& record, const char* key) {
  if (record.info.is_object() && record.info.contains(key)) {
    return record.info.at(key);
  }
  return Json();
}

}  // namespace

absl::StatusOr<GameFrames> EnclosureFrames(const arena::Replay& replay) {
  GameFrames out;
  out.statics = Json{{"vertex_side", kVertexSide},
                     {"cell_side", kCellSide},
                     {"max_rounds", kMaxRounds}};
  if (replay.turns.empty() || replay.turns[0].turn != 0) {
    // No [POS] round recorded: nothing was played.
    return out;
  }
  std::array<int, kPlayers> starts;
  starts.fill(kNoVertex);
  for (const arena::TurnEntry& e : replay.turns[0].players) {
    if (e.seat < 0 || e.seat >= kPlayers) {
      return absl::InvalidArgumentError("turn 0: no seat " +
                                        std::to_string(e.seat));
    }
    if (e.fault != arena::Fault::kNone) continue;
    if (auto pos = ParsePos(e.answer, 1); pos.ok()) starts[e.seat] = *pos;
  }
  State state = NewGame(starts);
  Frame first;
  first.turn = 0;
  first.label = "start";
  first.records = {0};
  first.state = StateJson(state);
  first.state["deaths"] = InfoField(replay.turns[0], "deaths");
  out.frames.push_back(std::move(first));

  for (int r = 1; r < static_cast<int>(replay.turns.size()); ++r) {
    const arena::TurnRecord& record = replay.turns[r];
    if (record.turn != state.round + 1) {
      return absl::InvalidArgumentError("turn " + std::to_string(record.turn) +
                                        " follows round " +
                                        std::to_string(state.round));
    }
    std::array<Action, kPlayers> actions{};
    std::array<bool, kPlayers> bad{};
    for (const arena::TurnEntry& e : record.players) {
      if (e.seat < 0 || e.seat >= kPlayers) {
        return absl::InvalidArgumentError(
            "turn " + std::to_string(record.turn) + ": no seat " +
            std::to_string(e.seat));
      }
      auto action = ParseAction(e.answer, record.turn);
      if (e.fault != arena::Fault::kNone || !action.ok()) {
        bad[e.seat] = true;
      } else {
        actions[e.seat] = *action;
      }
    }
    for (int m = 0; m < kPlayers; ++m) {
      if (bad[m]) Kill(state, m);
    }
    RoundReport report;
    ResolveRound(state, actions, &report);
    const bool last = r + 1 == static_cast<int>(replay.turns.size());
    // The referee settles a finished game (a sole survivor takes the rest)
    // before scoring it; the last frame shows the scored board.
    if (last && replay.result && IsOver(state)) Finish(state);
    const Json status = InfoField(record, "status");
    if (status.is_string() &&
        status.get<std::string>() != FormatStatus(MakeStatus(state)) &&
        out.warnings.empty()) {
      out.warnings.push_back("round " + std::to_string(record.turn) +
                             ": the re-played state differs from the "
                             "referee's status line");
    }
    Frame frame;
    frame.turn = record.turn;
    frame.label = "round " + std::to_string(record.turn);
    frame.records = {r};
    frame.state = StateJson(state);
    frame.state["deaths"] = InfoField(record, "deaths");
    frame.state["closures"] = InfoField(record, "closures");
    out.frames.push_back(std::move(frame));
  }
  return out;
}

}  // namespace gauntlet::view
