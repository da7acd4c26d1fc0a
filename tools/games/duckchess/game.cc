#include "tools/games/duckchess/game.h"

#include <array>
#include <optional>

#include "common/duckchess/opening.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {
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

GameRecord PlayGame(arena::Player& red, arena::Player& blue,
                    const GameConfig& config, arena::ReplayWriter* replay) {
  GameRecord record;
  // The caller checked the opening (PlayOpening).
  Position position = PlayOpening(config.opening).value();
  std::vector<Move> moves = config.opening.moves;
  std::array<arena::Player*, 2> players = {&red, &blue};
  std::array<bool, 2> started = {false, false};
  std::optional<ScoreAdjudicator> judge;
  if (config.adjudication.enabled()) judge.emplace(config.adjudication);

  const auto lose = [&](Color side, const std::string& fault) {
    record.faulty = side;
    record.fault = fault;
    record.end = side == kRed ? GameEnd::kBlueWins : GameEnd::kRedWins;
    record.outcome = std::string(ColorName(side)) + " loses: " + fault;
  };

  // Keeps a played turn and writes it to the replay at once; false when
  // the replay could not be written.
  const int opening_plies = static_cast<int>(config.opening.moves.size());
  const auto keep = [&](const Turn& turn) {
    record.turns.push_back(turn);
    if (replay == nullptr) return true;
    const int number = opening_plies + static_cast<int>(record.turns.size());
    record.replay_status = replay->WriteTurn(TurnRecordOf(turn, number));
    return record.replay_status.ok();
  };

  for (int c = 0; c < 2 && !record.faulty; ++c) {
    const Color side = static_cast<Color>(c);
    const std::string header =
        FormatColourLine(side, config.time.movetime.count()) + "\n";
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
      keep(turn);
      lose(side, std::string(arena::FaultName(send_fault)) + at);
      break;
    }
    const arena::Reply reply =
        player.Receive(config.time.Deadline(sent_at, first_turn));
    turn.elapsed_ms =
        std::chrono::duration<double, std::milli>(reply.elapsed).count();
    if (!reply.ok()) {
      turn.fault = reply.fault;
      turn.detail = reply.detail;
      keep(turn);
      std::string fault = std::string(arena::FaultName(reply.fault)) + at;
      if (!reply.detail.empty()) fault += " (" + reply.detail + ")";
      lose(side, fault);
      break;
    }
    turn.reply = reply.line;
    const auto move = ParseMoveLine(reply.line, position.ply() + 1, "move");
    if (!move.ok()) {
      keep(turn);
      lose(side,
           "malformed move" + at + ": " + std::string(move.status().message()));
      break;
    }
    if (!position.IsLegal(*move)) {
      keep(turn);
      lose(side, "illegal move " + FormatMove(*move) + at);
      break;
    }
    const Position before = position;
    position.Make(*move);
    moves.push_back(*move);
    turn.description = DescribeMove(before, *move, position);
    if (!keep(turn)) break;
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
  record.plies = position.ply();
  record.moves = std::move(moves);
  record.final_position = position.ToText();
  return record;
}

}  // namespace gauntlet::duckchess
