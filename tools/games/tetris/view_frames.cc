// Tetris duel: each side's board after each round, re-played through the
// judge's engine (common/tetris/game.h) from the sequencer's pieces and the
// placer's commands. The two sides play one after the other; the page shows
// them side by side, round by round.

#include "tools/games/tetris/view_frames.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "common/tetris/game.h"
#include "common/tetris/protocol.h"

namespace gauntlet::view {
namespace {

using namespace ::gauntlet::tetris;

std::string Letter(Piece piece) { return std::string(1, LetterOf(piece)); }

// The 36 rows, row 0 first, each as three hex digits of its 12-bit mask.
std::string RowsHex(const Board& board) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (int y = 0; y < kHeight; ++y) {
    const unsigned row = board.row(y);
    hex += kDigits[(row >> 8) & 15];
    hex += kDigits[(row >> 4) & 15];
    hex += kDigits[row & 15];
  }
  return hex;
}

struct Side {
  Game game;
  std::optional<Piece> next;  // the piece the sequencer chose last
  std::vector<Json> rounds;   // the side's state after each round
  std::vector<int> records;   // the replay record of each round
};

}  // namespace

absl::StatusOr<GameFrames> TetrisFrames(const arena::Replay& replay) {
  GameFrames out;
  std::array<Side, 2> sides;
  for (int r = 0; r < static_cast<int>(replay.turns.size()); ++r) {
    const arena::TurnRecord& record = replay.turns[r];
    const std::string where = "turn " + std::to_string(record.turn);
    const Json& info = record.info;
    if (!info.is_object() || !info.contains("side") ||
        !info.at("side").is_number_integer()) {
      return absl::InvalidArgumentError(where + ": no \"side\" in its info");
    }
    const int s = info.at("side").get<int>();
    if (s != 0 && s != 1) {
      return absl::InvalidArgumentError(where + ": side " + std::to_string(s));
    }
    Side& side = sides[s];
    // The sequencer's answers (seat 1 - s) come first: in round 1 the
    // current piece and then the next, later only the next.
    std::optional<Piece> current = side.next;
    Json chosen = Json::array();
    for (const arena::TurnEntry& e : record.players) {
      if (e.seat == s) continue;
      const std::optional<Piece> piece = e.fault == arena::Fault::kNone
                                             ? ParseSequencerReply(e.answer)
                                             : std::nullopt;
      if (!piece) continue;
      chosen.push_back(Letter(*piece));
      if (!current) {
        current = piece;
      } else {
        side.next = piece;
      }
    }
    Json state = Json::object();
    state["round"] = side.rounds.size() + 1;
    state["current"] = current ? Json(Letter(*current)) : Json();
    state["next"] = side.next ? Json(Letter(*side.next)) : Json();
    state["chosen"] = std::move(chosen);
    if (info.contains("piece") && current) {
      const arena::TurnEntry* placer = nullptr;
      for (const arena::TurnEntry& e : record.players) {
        if (e.seat == s) placer = &e;
      }
      if (placer == nullptr) {
        return absl::InvalidArgumentError(where + ": a piece but no placer");
      }
      if (!side.game.board().CanSpawn(*current)) {
        return absl::InvalidArgumentError(where + ": " + Letter(*current) +
                                          " cannot spawn");
      }
      const RoundOutcome outcome = side.game.Play(*current, placer->answer);
      if (!outcome.placed()) {
        return absl::InvalidArgumentError(where + ": the engine refuses \"" +
                                          placer->answer +
                                          "\": " + outcome.execution.error);
      }
      const Piece placed = outcome.execution.piece;
      Json cells = Json::array();
      for (const tetris::Cell& c : ShapeOf(placed, outcome.landed.state)) {
        cells.push_back(Json{outcome.landed.x + c.dx, outcome.landed.y + c.dy});
      }
      const bool agrees = info.value("x", -1) == outcome.landed.x &&
                          info.value("y", -1) == outcome.landed.y &&
                          info.value("state", -1) == outcome.landed.state &&
                          info.value("lines", -1) == outcome.lines;
      if (!agrees && out.warnings.empty()) {
        out.warnings.push_back(where +
                               ": the re-played landing differs "
                               "from the referee's");
      }
      state["piece"] = Letter(placed);
      state["bought"] = outcome.execution.bought;
      state["cells"] = std::move(cells);
      state["lines"] = outcome.lines;
    }
    state["score"] = info.value("score", Json(0));
    if (info.contains("end")) state["end"] = info.at("end");
    state["rows"] = RowsHex(side.game.board());
    state["locked"] = side.game.rounds();
    side.rounds.push_back(std::move(state));
    side.records.push_back(r);
  }

  std::size_t rounds = std::max(sides[0].rounds.size(), sides[1].rounds.size());
  const std::string empty_rows(3 * kHeight, '0');
  Frame start;
  start.label = "start";
  start.state = Json{{"sides", Json::array()}};
  for (int s = 0; s < 2; ++s) {
    start.state["sides"].push_back(Json{{"round", 0},
                                        {"rows", empty_rows},
                                        {"score", 0},
                                        {"locked", 0},
                                        {"chosen", Json::array()}});
  }
  out.frames.push_back(std::move(start));
  for (std::size_t k = 0; k < rounds; ++k) {
    Frame frame;
    frame.turn = static_cast<int>(k + 1);
    frame.label = "round " + std::to_string(k + 1);
    frame.state = Json{{"sides", Json::array()}};
    for (int s = 0; s < 2; ++s) {
      const Side& side = sides[s];
      if (side.rounds.empty()) {
        frame.state["sides"].push_back(out.frames[0].state["sides"][s]);
        continue;
      }
      if (k < side.rounds.size()) {
        frame.records.push_back(side.records[k]);
        frame.state["sides"].push_back(side.rounds[k]);
      } else {
        // This side's game is over: it stays as it ended.
        Json over = side.rounds.back();
        over["over"] = true;
        frame.state["sides"].push_back(std::move(over));
      }
    }
    out.frames.push_back(std::move(frame));
  }
  out.role = [](const arena::TurnRecord& record,
                const arena::TurnEntry& entry) -> std::string {
    return entry.seat == record.info.value("side", -1) ? "placer" : "sequencer";
  };
  out.statics = Json{{"width", kWidth},
                     {"height", kHeight},
                     {"visible_height", kVisibleHeight}};
  return out;
}

}  // namespace gauntlet::view
