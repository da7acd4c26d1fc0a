#include "bots/duckchess/uci.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <optional>
#include <vector>

#include "bots/duckchess/bot_protocol.h"
#include "common/duckchess/notation.h"

namespace gauntlet::duckchess {
namespace {

constexpr std::string_view kVariant = "thupcduck";
// One transposition-table entry: key, move, score, depth, bound, age.
constexpr int64_t kTableEntryBytes = 24;
constexpr int kDefaultHashMb = 24;  // the default 2^20 entries

std::vector<std::string_view> Words(std::string_view line) {
  std::vector<std::string_view> words;
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && space(line[i])) ++i;
    const size_t start = i;
    while (i < line.size() && !space(line[i])) ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

std::optional<int64_t> Number(std::string_view word) {
  int64_t value = 0;
  const auto [end, error] =
      std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc() || end != word.data() + word.size()) {
    return std::nullopt;
  }
  return value;
}

absl::Status TokenError(size_t index, std::string_view word,
                        const std::string& expected) {
  return absl::InvalidArgumentError("token " + std::to_string(index + 1) +
                                    " \"" + std::string(word) +
                                    "\": expected " + expected);
}

// "cp 35" or "mate 3" (moves, negative when the engine is mated).
std::string ScoreText(int score) {
  if (std::abs(score) < search::kAlphaBetaWinBound) {
    return "cp " + std::to_string(score);
  }
  const int plies = search::kAlphaBetaWin - std::abs(score);
  const int moves = (plies + 1) / 2;
  return "mate " + std::to_string(score > 0 ? moves : -moves);
}

// The time a `go wtime/btime` search may use: a share of what is left plus
// most of the increment, never more than a third of the clock.
int64_t ClockBudget(int64_t left, int64_t increment, int64_t moves_to_go) {
  const int64_t share =
      left / std::clamp<int64_t>(moves_to_go, 1, 40) + increment * 3 / 4;
  return std::max<int64_t>(1, std::min(share, left / 3));
}

}  // namespace

UciEngine::UciEngine(const StrategyConfig& config, std::ostream& out,
                     std::ostream& err)
    : config_(config), out_(out), err_(err) {
  DeclareParams("search", config_, params_);
}

UciEngine::~UciEngine() { StopSearch(); }

void UciEngine::Say(const std::string& line) {
  const std::lock_guard<std::mutex> lock(out_mutex_);
  out_ << line << '\n' << std::flush;
}

void UciEngine::Complain(int number, const std::string& what) {
  const std::string text = "line " + std::to_string(number) + ": " + what;
  {
    const std::lock_guard<std::mutex> lock(out_mutex_);
    err_ << "duckchess-bot: " << text << '\n' << std::flush;
  }
  Say("info string error: " + text);
}

void UciEngine::StopSearch() {
  if (!worker_.joinable()) return;
  stop_ = true;
  worker_.join();
}

absl::Status UciEngine::SetOption(std::string_view line) {
  // setoption name NAME WORDS [value VALUE WORDS]
  const std::vector<std::string_view> words = Words(line);
  if (words.size() < 3 || words[1] != "name") {
    return absl::InvalidArgumentError(
        "expected \"setoption name NAME [value VALUE]\"");
  }
  std::string name;
  std::string value;
  bool in_value = false;
  for (size_t i = 2; i < words.size(); ++i) {
    if (!in_value && words[i] == "value") {
      in_value = true;
      continue;
    }
    std::string& part = in_value ? value : name;
    if (!part.empty()) part += ' ';
    part += words[i];
  }
  const auto number = [&]() -> absl::StatusOr<int64_t> {
    const std::optional<int64_t> n = Number(value);
    if (!n) {
      return absl::InvalidArgumentError("option " + name + ": value \"" +
                                        value + "\" is not an integer");
    }
    return *n;
  };
  if (name == "Hash") {
    absl::StatusOr<int64_t> mb = number();
    if (!mb.ok()) return mb.status();
    if (*mb < 1 || *mb > 4096) {
      return absl::InvalidArgumentError("option Hash: " + value +
                                        " MB is outside 1..4096");
    }
    const int64_t entries = *mb * (int64_t{1} << 20) / kTableEntryBytes;
    int log2 = 10;
    while (log2 < 24 && (int64_t{1} << (log2 + 1)) <= entries) ++log2;
    config_.search.options.tt_size_log2 = log2;
  } else if (name == "Threads") {
    absl::StatusOr<int64_t> threads = number();
    if (!threads.ok()) return threads.status();
    if (*threads != 1) {
      return absl::InvalidArgumentError("option Threads: only 1 is supported");
    }
  } else if (name == "UCI_Variant") {
    if (value != kVariant) {
      return absl::InvalidArgumentError("option UCI_Variant: \"" + value +
                                        "\" is not thupcduck, the only one");
    }
  } else if (name == "VariantPath") {
    // The rules are built in; the file is the other engines' business.
  } else {
    if (absl::Status set = params_.Set(name, value); !set.ok()) {
      return absl::InvalidArgumentError("option " + name + ": " +
                                        std::string(set.message()));
    }
  }
  stale_ = true;
  return absl::OkStatus();
}

absl::Status UciEngine::SetPosition(std::string_view line, int) {
  const std::vector<std::string_view> words = Words(line);
  size_t i = 1;
  Position position;
  if (i < words.size() && words[i] == "startpos") {
    ++i;
  } else if (i < words.size() && words[i] == "fen") {
    ++i;
    std::string fen;
    while (i < words.size() && words[i] != "moves") {
      if (!fen.empty()) fen += ' ';
      fen += words[i++];
    }
    absl::StatusOr<Position> parsed = Position::FromFen(fen);
    if (!parsed.ok()) return parsed.status();
    position = *std::move(parsed);
  } else {
    return TokenError(i, i < words.size() ? words[i] : "",
                      "\"startpos\" or \"fen\"");
  }
  if (i < words.size()) {
    if (words[i] != "moves") return TokenError(i, words[i], "\"moves\"");
    for (++i; i < words.size(); ++i) {
      absl::StatusOr<Move> m = FromUci(words[i]);
      if (!m.ok()) {
        return TokenError(i, words[i],
                          "a move: " + std::string(m.status().message()));
      }
      if (position.IsOver() || !position.IsLegal(*m)) {
        return TokenError(i, words[i],
                          std::string("a legal move for ") +
                              std::string(ColorName(position.side_to_move())));
      }
      position.Make(*m);
    }
  }
  position_ = std::move(position);
  return absl::OkStatus();
}

absl::Status UciEngine::Go(std::string_view line, int) {
  const std::vector<std::string_view> words = Words(line);
  std::optional<int64_t> movetime, depth, nodes, moves_to_go;
  int64_t clock[2] = {-1, -1};
  int64_t increment[2] = {0, 0};
  bool infinite = false;
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string_view word = words[i];
    if (word == "infinite") {
      infinite = true;
      continue;
    }
    if (word == "ponder") continue;  // thinking on the opponent's time: as go
    int64_t* target = nullptr;
    int64_t min = 0;
    if (word == "wtime") target = &clock[kRed];
    if (word == "btime") target = &clock[kBlue];
    if (word == "winc") target = &increment[kRed];
    if (word == "binc") target = &increment[kBlue];
    std::optional<int64_t>* optional = nullptr;
    if (word == "movetime") optional = &movetime, min = 1;
    if (word == "depth") optional = &depth, min = 1;
    if (word == "nodes") optional = &nodes, min = 1;
    if (word == "movestogo") optional = &moves_to_go, min = 1;
    if (target == nullptr && optional == nullptr) {
      return TokenError(i, word,
                        "movetime, wtime, btime, winc, binc, movestogo, "
                        "depth, nodes or infinite");
    }
    if (i + 1 >= words.size()) {
      return TokenError(i + 1, "", "a number after " + std::string(word));
    }
    const std::optional<int64_t> value = Number(words[++i]);
    if (!value || *value < min) {
      return TokenError(
          i, words[i],
          "a number >= " + std::to_string(min) + " after " + std::string(word));
    }
    if (target != nullptr) *target = *value;
    if (optional != nullptr) *optional = *value;
  }

  Finish();
  if (stale_ || strategy_ == nullptr) {
    strategy_ =
        std::make_unique<SearchStrategy>(config_.weights, config_.search);
    stale_ = false;
  }
  const Color us = position_.side_to_move();
  Deadline deadline = Deadline::Never();
  if (movetime) {
    deadline = MoveDeadline(*movetime);
  } else if (clock[us] >= 0) {
    deadline = MoveDeadline(
        ClockBudget(clock[us], increment[us], moves_to_go.value_or(30)));
  }
  const int max_depth = depth ? static_cast<int>(std::min<int64_t>(
                                    *depth, search::kAlphaBetaMaxPly))
                              : search::kAlphaBetaMaxPly;
  stop_ = false;
  infinite_ = infinite || (!movetime && clock[us] < 0 && !depth && !nodes);
  worker_ = std::thread([this, deadline, max_depth, infinite,
                         max_nodes = nodes.value_or(0),
                         position = position_]() mutable {
    using std::chrono::duration_cast;
    using std::chrono::milliseconds;
    const auto start = Deadline::Clock::now();
    if (position.IsOver()) {
      // Nothing to search: the game ended with the last move.
      while (infinite && !stop_) std::this_thread::sleep_for(milliseconds(1));
      Say("bestmove (none)");
      return;
    }
    search::AlphaBetaControl<Move> control;
    control.stop = &stop_;
    control.max_nodes = static_cast<uint64_t>(max_nodes);
    control.on_iteration = [&](const search::AlphaBetaResult<Move>& r) {
      const int64_t ms =
          duration_cast<milliseconds>(Deadline::Clock::now() - start).count();
      std::string info =
          "info depth " + std::to_string(r.depth) + " score " +
          ScoreText(r.score) + " nodes " + std::to_string(r.nodes) + " nps " +
          std::to_string(r.nodes * 1000 /
                         static_cast<uint64_t>(std::max<int64_t>(ms, 1))) +
          " time " + std::to_string(ms) + " pv";
      for (Move m : r.pv) info += " " + ToUci(m);
      Say(info);
    };
    const Move best =
        strategy_->Think(position, deadline, max_depth, control).best;
    // `infinite` waits for stop even when the search ended by itself.
    while (infinite && !stop_) std::this_thread::sleep_for(milliseconds(1));
    Say("bestmove " + (best == kNoMove ? std::string("(none)") : ToUci(best)));
  });
  return absl::OkStatus();
}

void UciEngine::Finish() {
  if (!worker_.joinable()) return;
  if (infinite_) stop_ = true;
  worker_.join();
}

bool UciEngine::Handle(std::string_view line, int number) {
  const std::vector<std::string_view> words = Words(line);
  if (words.empty()) return true;
  const std::string_view command = words[0];
  absl::Status status;
  if (command == "uci") {
    Say("id name duckchess-bot (Gauntlet)");
    Say("id author the Gauntlet authors");
    Say("option name Hash type spin default " + std::to_string(kDefaultHashMb) +
        " min 1 max 4096");
    Say("option name Threads type spin default 1 min 1 max 1");
    Say("option name UCI_Variant type combo default thupcduck var thupcduck");
    Say("option name VariantPath type string default <empty>");
    Say("uciok");
  } else if (command == "isready") {
    Say("readyok");
  } else if (command == "setoption") {
    Finish();
    status = SetOption(line);
  } else if (command == "ucinewgame") {
    Finish();
    if (strategy_ != nullptr) strategy_->Clear();
    position_ = Position();
  } else if (command == "position") {
    Finish();
    status = SetPosition(line, number);
  } else if (command == "go") {
    status = Go(line, number);
  } else if (command == "stop") {
    StopSearch();
  } else if (command == "quit") {
    StopSearch();
    return false;
  } else if (command == "ponderhit" || command == "debug" ||
             command == "register") {
    // Nothing to do: no pondering, debug output or registration.
  } else {
    status = absl::InvalidArgumentError("unknown command \"" +
                                        std::string(command) + "\"");
  }
  if (!status.ok()) {
    Complain(number,
             std::string(command) + ": " + std::string(status.message()));
  }
  return true;
}

int RunUci(std::istream& in, std::ostream& out, std::ostream& err,
           const StrategyConfig& config) {
  UciEngine engine(config, out, err);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (!engine.Handle(line, number)) return 0;
  }
  engine.Finish();
  return 0;
}

}  // namespace gauntlet::duckchess
