#include "tools/games/duckchess/game.h"

#include <array>
#include <chrono>
#include <optional>

#include "common/core/status_macros.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {
namespace {

// One turn as it is played: what `side` was sent and how it answered.
struct Turn {
  Color side;
  std::string sent;         // the turn line sent (without newline)
  std::string reply;        // the answer (empty on a fault)
  std::string description;  // "red car;NA;no;no" for a legal move
  double elapsed_ms = 0;
  arena::Fault fault = arena::Fault::kNone;  // the harness's verdict
  std::string detail;
};

// The replay's record of `turn`, numbered `number` (the game's ply, the
// opening's moves counted).
arena::TurnRecord TurnRecordOf(const Turn& turn, int number) {
  arena::TurnRecord record;
  record.turn = number;
  arena::TurnEntry entry;
  entry.seat = turn.side;
  entry.sent = turn.sent + "\n";
  entry.answer = turn.reply;
  entry.elapsed_ms = turn.elapsed_ms;
  entry.fault = turn.fault;
  entry.detail = turn.detail;
  record.players.push_back(entry);
  if (!turn.description.empty()) {
    record.info = arena::Json{{"move", turn.description}};
  }
  return record;
}

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

// The replay's header: the table's, with the start position, its FEN and
// the opening's moves as the setup.
arena::ReplayHeader HeaderOf(const arena::Table& table, const Position& start,
                             const Opening& opening) {
  arena::ReplayHeader header = table.Header();
  arena::Json moves = arena::Json::array();
  for (Move m : opening.moves) moves.push_back(FormatMove(m));
  header.setup = {
      {"start", start.ToText()}, {"fen", start.ToFen()}, {"opening", moves}};
  return header;
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
  // A fault loses the game, so the faulted side is last by its score too;
  // ranked as every referee ranks faults all the same.
  arena::RankByScoreFaultedLast(result.entrants);
  result.outcome = record.outcome;
  result.plies = record.plies;
  return result;
}

absl::StatusOr<GameRecord> PlayGame(const arena::Table& table,
                                    const GameConfig& config,
                                    arena::ReplayWriter& replay) {
  if (table.seats.size() != 2) {
    return absl::InvalidArgumentError("duck chess needs exactly two seats");
  }
  GAUNTLET_ASSIGN_OR_RETURN(const Position start,
                            config.opening.fen.empty()
                                ? Position()
                                : Position::FromFen(config.opening.fen));
  GAUNTLET_ASSIGN_OR_RETURN(Position position, PlayOpening(config.opening));
  GAUNTLET_RETURN_IF_ERROR(
      replay.WriteHeader(HeaderOf(table, start, config.opening)));

  const arena::TimeControl& time = table.time;
  GameRecord record;
  std::vector<Move> moves = config.opening.moves;
  std::array<arena::Player*, 2> players = {&table.seats[kRed].player(),
                                           &table.seats[kBlue].player()};
  std::array<bool, 2> started = {false, false};
  std::optional<ScoreAdjudicator> judge;
  if (config.adjudication.enabled()) judge.emplace(config.adjudication);

  const auto lose = [&](Color side, const std::string& fault) {
    record.faulty = side;
    record.fault = fault;
    record.end = side == kRed ? GameEnd::kBlueWins : GameEnd::kRedWins;
    record.outcome = std::string(ColorName(side)) + " loses: " + fault;
  };

  // Writes a played turn to the replay at once; false when it could not be
  // written (the game stops there).
  int turn_number = static_cast<int>(config.opening.moves.size());
  absl::Status replay_status;
  const auto write_turn = [&](const Turn& turn) {
    replay_status = replay.WriteTurn(TurnRecordOf(turn, ++turn_number));
    return replay_status.ok();
  };

  for (int c = 0; c < 2 && !record.faulty; ++c) {
    const Color side = static_cast<Color>(c);
    const std::string header =
        FormatColourLine(side, time.movetime.count()) + "\n";
    if (players[c]->Send(header) != arena::Fault::kNone) {
      lose(side, "write_failed at ply " + std::to_string(position.ply() + 1));
    }
  }

  while (!record.faulty) {
    if (auto result = Adjudicate(position, config.ply_limit)) {
      record.end = result->end;
      record.outcome = result->reason;
      break;
    }
    const Color side = position.side_to_move();
    const std::string at = " at ply " + std::to_string(position.ply() + 1);
    arena::Player& player = *players[side];
    Turn turn{side, "", "", "", 0, arena::Fault::kNone, ""};
    const bool first_turn = !started[side];
    turn.sent = first_turn ? FormatFirstTurnLine(config.opening.fen, moves)
                           : FormatTurnLine(moves.back());
    started[side] = true;
    const auto sent_at = arena::Clock::now();
    const arena::Fault send_fault = player.Send(turn.sent + "\n");
    if (send_fault != arena::Fault::kNone) {
      turn.fault = send_fault;
      write_turn(turn);
      lose(side, std::string(arena::FaultName(send_fault)) + at);
      break;
    }
    const arena::Reply reply =
        player.Receive(time.Deadline(sent_at, first_turn));
    turn.elapsed_ms =
        std::chrono::duration<double, std::milli>(reply.elapsed).count();
    if (!reply.ok()) {
      turn.fault = reply.fault;
      turn.detail = reply.detail;
      write_turn(turn);
      std::string fault = std::string(arena::FaultName(reply.fault)) + at;
      if (!reply.detail.empty()) fault += " (" + reply.detail + ")";
      lose(side, fault);
      break;
    }
    turn.reply = reply.line;
    const auto move = ParseMoveLine(reply.line, position.ply() + 1, "move");
    if (!move.ok()) {
      write_turn(turn);
      lose(side,
           "malformed move" + at + ": " + std::string(move.status().message()));
      break;
    }
    if (!position.IsLegal(*move)) {
      write_turn(turn);
      lose(side, "illegal move " + FormatMove(*move) + at);
      break;
    }
    const Position before = position;
    position.Make(*move);
    moves.push_back(*move);
    turn.description = DescribeMove(before, *move, position);
    if (!write_turn(turn)) break;
    // The score rules judge only a game the game's own rules go on with.
    if (judge && !Adjudicate(position, config.ply_limit)) {
      if (auto verdict = judge->Observe(position)) {
        record.end = verdict->end;
        record.outcome = verdict->reason;
        record.adjudicated = true;
        break;
      }
    }
  }

  for (arena::Player* p : players) {
    p->Send(std::string(kQuitLine) + "\n");
    p->Stop();
  }
  GAUNTLET_RETURN_IF_ERROR(replay_status);
  record.plies = position.ply();
  record.moves = std::move(moves);
  record.final_position = position.ToText();
  record.result = ResultOf(record, table);
  return record;
}

}  // namespace gauntlet::duckchess
