#include "tools/games/tetris/side_game.h"

#include <optional>

#include "absl/strings/str_cat.h"
#include "common/tetris/protocol.h"

namespace gauntlet::tetris {
namespace {

using std::chrono::duration;
using std::chrono::milliseconds;

double Millis(arena::Clock::duration elapsed) {
  return duration<double, std::milli>(elapsed).count();
}

// Whole milliseconds over the free time (the judge counts whole ms).
int64_t OverMs(arena::Clock::duration elapsed, milliseconds free_time) {
  const auto ms = std::chrono::duration_cast<milliseconds>(elapsed);
  return ms > free_time ? (ms - free_time).count() : 0;
}

std::string Describe(const arena::Reply& reply) {
  std::string text(arena::FaultName(reply.fault));
  if (!reply.detail.empty()) text += " (" + reply.detail + ")";
  return text;
}

}  // namespace

SideGameResult PlaySideGame(arena::Player& placer, arena::Player& sequencer,
                            const SideGameOptions& options,
                            const RoundCallback& on_round) {
  SideGameResult result;
  Game game;
  RoundRecord record;
  record.round = 1;

  const auto finish = [&](std::string end) {
    result.end = std::move(end);
    record.end = result.end;
    record.score = game.score();
    // A game that ends between rounds leaves nothing more to record.
    if (on_round && (!record.sequencer.empty() || record.placer)) {
      on_round(record);
    }
  };

  // Asks the sequencer; nullopt when it failed (the game is then over).
  const auto ask_sequencer =
      [&](std::optional<Piece> current) -> std::optional<Piece> {
    Exchange exchange;
    exchange.sent = FormatSequencerInput(game.score(), current, game.board());
    std::optional<Piece> piece;
    std::string fault;
    if (sequencer.Send(exchange.sent) != arena::Fault::kNone) {
      exchange.reply.fault = arena::Fault::kWriteFailed;
      fault = "stopped reading its input";
    } else {
      exchange.reply =
          sequencer.Receive(arena::Clock::now() + options.fail_time);
      const arena::Reply& reply = exchange.reply;
      result.sequencer_time += reply.elapsed;
      record.sequencer_ms = Millis(reply.elapsed);
      result.sequencer_ms.push_back(record.sequencer_ms);
      if (!reply.ok()) {
        fault = Describe(reply);
      } else if (reply.elapsed >= options.fail_time) {
        fault = "timeout";
      } else if (!(piece = ParseSequencerReply(reply.line))) {
        fault =
            absl::StrCat("malformed reply \"", reply.line.substr(0, 40), "\"");
      } else {
        game.AddPoints(OverMs(reply.elapsed, options.free_time));
      }
    }
    record.sequencer.push_back(std::move(exchange));
    if (piece) return piece;
    // The judge pays the placer what it could still have scored.
    result.sequencer_faults.push_back(
        absl::StrCat(fault, " at round ", game.rounds() + 1));
    game.AddPoints((1'000'000 - 100 * static_cast<int64_t>(game.rounds())) /
                   12);
    finish("sequencer failed: " + fault);
    return std::nullopt;
  };

  std::optional<Piece> current = ask_sequencer(std::nullopt);
  while (current) {
    if (game.rounds() >= options.rounds) {
      finish("round limit");
      break;
    }
    if (!game.board().CanSpawn(*current)) {
      finish(absl::StrCat(std::string(1, LetterOf(*current)), " cannot spawn"));
      break;
    }
    const std::optional<Piece> next = ask_sequencer(current);
    if (!next) break;
    record.current = *current;
    record.next = *next;
    Exchange exchange;
    exchange.sent =
        FormatPlacerInput(game.score(), *current, *next, game.board());
    if (placer.Send(exchange.sent) != arena::Fault::kNone) {
      exchange.reply.fault = arena::Fault::kWriteFailed;
      record.placer = std::move(exchange);
      result.placer_faults.push_back(
          absl::StrCat("stopped reading at round ", record.round));
      finish("placer failed: stopped reading");
      break;
    }
    exchange.reply = placer.Receive(arena::Clock::now() + options.fail_time);
    const arena::Reply& reply = exchange.reply;
    result.placer_time += reply.elapsed;
    record.placer_ms = Millis(reply.elapsed);
    result.placer_ms.push_back(record.placer_ms);
    record.command = reply.line;
    record.placer = exchange;
    if (!reply.ok() || reply.elapsed >= options.fail_time) {
      const std::string fault = reply.ok() ? "timeout" : Describe(reply);
      result.placer_faults.push_back(
          absl::StrCat(fault, " at round ", record.round));
      finish("placer failed: " + fault);
      break;
    }
    game.AddPoints(-OverMs(reply.elapsed, options.free_time));
    const RoundOutcome outcome = game.Play(*current, reply.line);
    record.placed = outcome.execution.piece;
    record.bought = outcome.execution.bought;
    record.landed = outcome.landed;
    record.lines = outcome.lines;
    if (outcome.execution.bought) ++result.buys;
    if (outcome.execution.outcome == CommandOutcome::kPlacerFailed) {
      result.placer_faults.push_back(
          absl::StrCat(outcome.execution.error, " at round ", record.round));
      finish("placer failed: " + outcome.execution.error);
      break;
    }
    if (outcome.execution.outcome == CommandOutcome::kBuyEndsGame) {
      finish(outcome.execution.error);
      break;
    }
    ++result.clears[outcome.lines];
    record.score = game.score();
    if (on_round) on_round(record);
    record = RoundRecord{};
    record.round = game.rounds() + 1;
    current = next;
  }
  result.score = game.score();
  result.rounds = game.rounds();
  return result;
}

}  // namespace gauntlet::tetris
