#include "common/enclosure/protocol.h"

#include <cstdint>
#include <limits>

#include "common/core/line_io.h"
#include "common/core/status_macros.h"

namespace gauntlet::enclosure {
namespace {

constexpr std::string_view kDirLetters = "udlrs";

}  // namespace

Status MakeStatus(const State& state) {
  Status status;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& p = state.players[i];
    status.players[i] = StatusPlayer{VertexX(p.pos), VertexY(p.pos),
                                     !p.alive ? -1 : (p.drawing ? 1 : 0),
                                     p.stuck_left, -kTrapCost * p.traps_used};
  }
  state.traps.ForEach([&](int v) {
    status.traps.push_back(
        StatusTrap{VertexX(v), VertexY(v), state.trap_left[v]});
  });
  return status;
}

std::string FormatStart(int player) {
  return "[START] " + std::to_string(player);
}

std::string FormatPos(int vertex) {
  return "[POS] " + std::to_string(VertexX(vertex)) + " " +
         std::to_string(VertexY(vertex));
}

std::string FormatStatus(const Status& status) {
  std::string line = "[STATUS]";
  const auto add = [&line](int value) {
    line += ' ';
    line += std::to_string(value);
  };
  for (const StatusPlayer& p : status.players) {
    add(p.x);
    add(p.y);
    add(p.stat);
    add(p.stuck_left);
    add(p.score_decline);
  }
  add(static_cast<int>(status.traps.size()));
  for (const StatusTrap& t : status.traps) {
    add(t.x);
    add(t.y);
    add(t.left);
  }
  return line;
}

std::string FormatAction(Action action) {
  std::string line = "[ACTION] ";
  line += kDirLetters[static_cast<int>(action.dir)];
  line += ' ';
  line += std::to_string(static_cast<int>(action.pen));
  return line;
}

absl::StatusOr<int> ParseStart(std::string_view line, int line_number) {
  Tokens tokens(line, line_number, "[START]");
  GAUNTLET_RETURN_IF_ERROR(tokens.Expect("[START]"));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t player,
                            tokens.Int("player number", 0, kPlayers - 1));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return static_cast<int>(player);
}

absl::StatusOr<int> ParsePos(std::string_view line, int line_number) {
  Tokens tokens(line, line_number, "[POS]");
  GAUNTLET_RETURN_IF_ERROR(tokens.Expect("[POS]"));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t x, tokens.Int("x", 0, 10));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t y, tokens.Int("y", 0, 10));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return VertexAt(static_cast<int>(x), static_cast<int>(y));
}

absl::StatusOr<Status> ParseStatus(std::string_view line, int line_number) {
  constexpr int64_t kIntMin = std::numeric_limits<int32_t>::min();
  constexpr int64_t kIntMax = std::numeric_limits<int32_t>::max();
  constexpr int kMaxSide = kVertexSide - 1;
  Tokens tokens(line, line_number, "[STATUS]");
  GAUNTLET_RETURN_IF_ERROR(tokens.Expect("[STATUS]"));
  Status status;
  for (StatusPlayer& p : status.players) {
    // A dead player's fields mean nothing, and judges print them as they
    // like; only the pen state, read third, says which rules apply.
    const std::size_t x_at = tokens.position();
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t x,
                              tokens.Int("x", kIntMin, kIntMax));
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t y,
                              tokens.Int("y", kIntMin, kIntMax));
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t stat, tokens.Int("stat", -1, 1));
    const bool alive = stat != -1;
    if (alive && (x < 0 || x > kMaxSide)) {
      return tokens.ErrorAt(x_at,
                            "x (an integer in [0, 10]) for a living player");
    }
    if (alive && (y < 0 || y > kMaxSide)) {
      return tokens.ErrorAt(x_at + 1,
                            "y (an integer in [0, 10]) for a living player");
    }
    GAUNTLET_ASSIGN_OR_RETURN(
        const int64_t stuck,
        tokens.Int("trappedleft", alive ? 0 : kIntMin, kIntMax));
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t decline,
                              tokens.Int("scoredecline", -kIntMax, kIntMax));
    p = StatusPlayer{static_cast<int>(x), static_cast<int>(y),
                     static_cast<int>(stat), static_cast<int>(stuck),
                     static_cast<int>(decline < 0 ? decline : -decline)};
  }
  const auto room = static_cast<int64_t>(tokens.size() - tokens.position());
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t count,
                            tokens.Int("nTraps", 0, (room - 1) / 3));
  for (int64_t i = 0; i < count; ++i) {
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t x,
                              tokens.Int("trap x", 0, kMaxSide));
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t y,
                              tokens.Int("trap y", 0, kMaxSide));
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t left,
                              tokens.Int("trap rounds left", 0, kIntMax));
    status.traps.push_back(StatusTrap{static_cast<int>(x), static_cast<int>(y),
                                      static_cast<int>(left)});
  }
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return status;
}

absl::StatusOr<Action> ParseAction(std::string_view line, int line_number) {
  Tokens tokens(line, line_number, "[ACTION]");
  GAUNTLET_RETURN_IF_ERROR(tokens.Expect("[ACTION]"));
  GAUNTLET_ASSIGN_OR_RETURN(
      const int dir, tokens.OneOf("direction", {"u", "d", "l", "r", "s", "1"}));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t pen, tokens.Int("action", -1, 1));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  Action action;
  action.dir = dir == 5 ? Dir::kLeft : static_cast<Dir>(dir);
  action.pen = static_cast<Pen>(pen);
  return action;
}

}  // namespace gauntlet::enclosure
