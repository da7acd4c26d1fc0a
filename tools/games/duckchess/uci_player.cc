#include "tools/games/duckchess/uci_player.h"

#include "common/core/line_io.h"
#include "common/duckchess/notation.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {
namespace {

std::vector<std::string_view> Lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

// `K xs ys xt yt ...` as UCI moves; stops at the first malformed move (the
// referee wrote the line, so that does not happen).
void AppendMoves(Tokens& tokens, std::vector<std::string>& moves) {
  absl::StatusOr<int64_t> count = tokens.Int("a move count", 0);
  if (!count.ok()) return;
  for (int64_t i = 0; i < *count; ++i) {
    absl::StatusOr<Move> m = ReadMove(tokens);
    if (!m.ok()) return;
    moves.push_back(ToUci(*m));
  }
}

}  // namespace

absl::StatusOr<UciOption> ParseUciOption(std::string_view text) {
  const size_t equals = text.find('=');
  if (equals == std::string_view::npos || equals == 0) {
    return absl::InvalidArgumentError("--uci-option: '" + std::string(text) +
                                      "' is not NAME=VALUE");
  }
  return UciOption{std::string(text.substr(0, equals)),
                   std::string(text.substr(equals + 1))};
}

UciPlayer::UciPlayer(std::unique_ptr<arena::ProcessPlayer> engine,
                     std::vector<UciOption> options)
    : engine_(std::move(engine)), options_(std::move(options)) {}

void UciPlayer::Read(std::string_view line) {
  std::string copy(line);
  Tokens tokens(copy, 0, "referee");
  const std::string_view word = tokens.Peek();
  if (word == "red" || word == "blue") {
    (void)tokens.Word("colour");
    if (!tokens.AtEnd()) {
      absl::StatusOr<int64_t> ms = tokens.Int("time per move", 1);
      if (ms.ok()) movetime_ms_ = *ms;
    }
  } else if (word == "quit") {
    quit_ = true;
  } else if (word == "start") {
    go_due_ = true;
  } else if (word == "moves") {
    (void)tokens.Word("moves");
    AppendMoves(tokens, moves_);
    go_due_ = true;
  } else if (word == "position") {
    (void)tokens.Word("position");
    start_fen_.clear();
    while (!tokens.AtEnd() && tokens.Peek() != "moves") {
      if (!start_fen_.empty()) start_fen_ += ' ';
      start_fen_ += std::string(*tokens.Word("FEN field"));
    }
    if (!tokens.AtEnd()) {
      (void)tokens.Word("moves");
      AppendMoves(tokens, moves_);
    }
    go_due_ = true;
  } else if (!word.empty()) {
    absl::StatusOr<Move> m = ReadMove(tokens);
    if (m.ok()) moves_.push_back(ToUci(*m));
    go_due_ = true;
  }
}

std::string UciPlayer::GoText() const {
  std::string text = "position " + (start_fen_.empty() ? std::string("startpos")
                                                       : "fen " + start_fen_);
  if (!moves_.empty()) {
    text += " moves";
    for (const std::string& m : moves_) text += " " + m;
  }
  return text + "\ngo movetime " + std::to_string(movetime_ms_) + "\n";
}

arena::Fault UciPlayer::SendEngine(const std::string& text) {
  engine_sent_ = arena::Clock::now();
  return engine_->Send(text);
}

arena::Fault UciPlayer::Send(std::string_view text) {
  sent_ = arena::Clock::now();
  for (std::string_view line : Lines(text)) Read(line);
  if (quit_) return SendEngine("quit\n");
  if (!go_due_) return arena::Fault::kNone;
  go_due_ = false;
  if (!handshaken_) {
    stage_ = Stage::kAwaitUciOk;
    return SendEngine("uci\n");
  }
  stage_ = Stage::kAwaitBestMove;
  return SendEngine(GoText());
}

arena::Reply UciPlayer::Receive(arena::Clock::time_point deadline) {
  for (;;) {
    arena::Reply reply = engine_->Receive(deadline);
    // Time counts from the referee's Send, as for any player.
    reply.elapsed = engine_sent_ + reply.elapsed - sent_;
    if (!reply.ok()) return reply;
    std::string_view line = reply.line;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) {
      line.remove_suffix(1);
    }
    arena::Fault fault = arena::Fault::kNone;
    if (stage_ == Stage::kAwaitUciOk && line == "uciok") {
      std::string text;
      for (const auto& [name, value] : options_) {
        text += "setoption name " + name + " value " + value + "\n";
      }
      fault = SendEngine(text + "ucinewgame\nisready\n");
      stage_ = Stage::kAwaitReadyOk;
    } else if (stage_ == Stage::kAwaitReadyOk && line == "readyok") {
      handshaken_ = true;
      fault = SendEngine(GoText());
      stage_ = Stage::kAwaitBestMove;
    } else if (stage_ == Stage::kAwaitBestMove &&
               line.substr(0, 9) == "bestmove ") {
      stage_ = Stage::kIdle;
      std::string_view move = line.substr(9);
      move = move.substr(0, move.find(' '));  // drop "ponder ..."
      absl::StatusOr<Move> m = FromUci(move);
      if (!m.ok()) return reply;  // the referee refuses it as malformed
      moves_.push_back(ToUci(*m));
      reply.line = FormatMove(*m);
      return reply;
    }
    if (fault != arena::Fault::kNone) {
      reply.fault = fault;
      reply.line.clear();
      return reply;
    }
  }
}

void UciPlayer::Stop() { engine_->Stop(); }

std::string UciPlayer::ExitDescription() const {
  return engine_->ExitDescription();
}

absl::StatusOr<std::unique_ptr<UciPlayer>> StartUciPlayer(
    arena::ProcessOptions process, std::vector<UciOption> options) {
  // A UCI engine may print unasked (a banner, info strings); the adapter
  // skips every line it does not wait for.
  process.early_lines_are_faults = false;
  absl::StatusOr<std::unique_ptr<arena::ProcessPlayer>> engine =
      arena::ProcessPlayer::Start(std::move(process));
  if (!engine.ok()) return engine.status();
  return std::make_unique<UciPlayer>(*std::move(engine), std::move(options));
}

}  // namespace gauntlet::duckchess
