#include "tools/referees/duckchess/match.h"

#include <array>

#include "common/core/status_macros.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {
namespace {

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

arena::MatchResult ResultOf(const GameRecord& record,
                            const arena::Table& table) {
  const std::array<double, 2> scores = Scores(record.end);
  arena::MatchResult result = table.Result();
  for (int seat = 0; seat < 2; ++seat) {
    arena::EntrantResult& entrant = arena::Table::AtSeat(result, table, seat);
    entrant.score = scores[seat];
    if (record.faulty == static_cast<Color>(seat)) {
      entrant.faults.push_back(record.fault);
    }
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

absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             arena::ReplayWriter& replay) {
  if (table.seats.size() != 2) {
    return absl::InvalidArgumentError("duck chess needs exactly two seats");
  }
  GameConfig config;
  config.time = table.time;
  config.opening = RandomOpening(table.seed);

  arena::ReplayHeader header = table.Header();
  arena::Json opening = arena::Json::array();
  for (Move m : config.opening) opening.push_back(FormatMove(m));
  header.setup = {{"start", Position().ToText()}, {"opening", opening}};
  GAUNTLET_RETURN_IF_ERROR(replay.WriteHeader(header));

  const GameRecord record =
      PlayGame(table.seats[kRed].player(), table.seats[kBlue].player(), config);
  for (const arena::TurnRecord& turn : TurnRecords(record, config)) {
    GAUNTLET_RETURN_IF_ERROR(replay.WriteTurn(turn));
  }
  return ResultOf(record, table);
}

}  // namespace gauntlet::duckchess
