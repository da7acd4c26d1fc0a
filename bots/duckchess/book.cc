#include "bots/duckchess/book.h"

#include <algorithm>
#include <cstdio>
#include <unordered_set>

#include "common/core/rng.h"
#include "common/duckchess/match_rules.h"
#include "common/duckchess/opening.h"

namespace gauntlet::duckchess {
namespace {

// A random quiet sequence of exactly `plies` moves; empty if a position had
// no quiet move.
std::vector<Move> QuietSequence(Rng& rng, int plies) {
  std::vector<Move> moves = RandomQuietMoves(rng, plies);
  if (static_cast<int>(moves.size()) != plies) return {};
  return moves;
}

std::string Signed(int score) {
  return (score > 0 ? "+" : "") + std::to_string(score);
}

}  // namespace

int ScoreOpening(SearchStrategy& search, const std::vector<Move>& moves) {
  Position position;
  for (Move m : moves) position.Make(m);
  search.Clear();
  search.Choose(position, Deadline::Never());
  return search.last().score;
}

Book MakeBook(const BookConfig& config, const Weights& weights,
              const SearchSettings& settings,
              const std::function<void(const Book&)>& progress) {
  SearchSettings fixed = settings;
  fixed.max_depth = config.depth;
  SearchStrategy search(weights, fixed);
  Rng rng(config.seed);
  Book book;
  std::unordered_set<uint64_t> seen;
  const int choices = (config.max_plies - config.min_plies) / 2 + 1;
  for (int attempt = 0; static_cast<int>(book.entries.size()) < config.count &&
                        book.candidates < config.max_candidates &&
                        attempt < 10 * config.max_candidates;
       ++attempt) {
    const int plies =
        config.min_plies + 2 * static_cast<int>(rng.Below(choices));
    const std::vector<Move> moves = QuietSequence(rng, plies);
    if (moves.empty()) continue;
    Position end;
    for (Move m : moves) end.Make(m);
    if (!seen.insert(end.hash()).second) continue;  // a transposition
    ++book.candidates;
    const int score = ScoreOpening(search, moves);
    if (std::abs(score) <= config.max_score) {
      book.entries.push_back({moves, score});
    }
    if (progress) progress(book);
  }
  return book;
}

std::string FormatBook(const Book& book, const BookConfig& config,
                       const std::string& command) {
  int low = 0;
  int high = 0;
  double sum = 0;
  double abs_sum = 0;
  for (std::size_t i = 0; i < book.entries.size(); ++i) {
    const int s = book.entries[i].score;
    low = i == 0 ? s : std::min(low, s);
    high = i == 0 ? s : std::max(high, s);
    sum += s;
    abs_sum += std::abs(s);
  }
  const double n = std::max<double>(1, book.entries.size());
  char spread[160];
  std::snprintf(spread, sizeof spread,
                "# scores: min %s, max %s, mean %+.1f, mean |score| %.1f\n",
                Signed(low).c_str(), Signed(high).c_str(), sum / n,
                abs_sum / n);
  std::string out =
      "# Duck chess openings: " + std::to_string(book.entries.size()) +
      " positions after " + std::to_string(config.min_plies) + "-" +
      std::to_string(config.max_plies) +
      " random quiet plies that our search (default weights, cleared "
      "tables) scores within +-" +
      std::to_string(config.max_score) + " at depth " +
      std::to_string(config.depth) +
      ".\n# Each line: `moves K xs ys xt yt ...` from the start, red to move "
      "next; the comment is the score for red.\n# made by: " +
      command + "\n# candidates searched: " + std::to_string(book.candidates) +
      ", kept: " + std::to_string(book.entries.size()) + "\n" + spread;
  for (const BookEntry& entry : book.entries) {
    out += FormatMoves(entry.moves) + "  # " + Signed(entry.score) + "\n";
  }
  return out;
}

}  // namespace gauntlet::duckchess
