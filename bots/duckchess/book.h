#ifndef GAUNTLET_BOTS_DUCKCHESS_BOOK_H_
#define GAUNTLET_BOTS_DUCKCHESS_BOOK_H_

// A balanced openings book made with our own search: short random quiet
// move sequences from the start (no capture, neither captain attacked
// afterwards), each searched to a fixed depth with cleared tables, kept when
// the score lies within a window around 0 and the position is new. The same
// seed, depth and parameters give the same book.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bots/duckchess/strategy.h"
#include "common/duckchess/board.h"
#include "common/duckchess/eval.h"

namespace gauntlet::duckchess {

struct BookConfig {
  int count = 200;     // openings to keep
  uint64_t seed = 1;   // of the random sequences
  int depth = 8;       // search depth of the score
  int max_score = 50;  // keep |score| <= this
  int min_plies = 4;   // each sequence has an even number of plies in
  int max_plies = 8;   // [min_plies, max_plies], so red moves next
  int max_candidates = 20000;
};

struct BookEntry {
  std::vector<Move> moves;
  int score = 0;  // for red, the side to move after the moves
};

struct Book {
  std::vector<BookEntry> entries;
  int candidates = 0;  // sequences searched
};

// The score of the position after `moves` from the start: a search to
// `depth` with cleared tables, for the side to move.
int ScoreOpening(SearchStrategy& search, const std::vector<Move>& moves);

// Makes the book; `progress` (if any) hears of each candidate searched.
Book MakeBook(const BookConfig& config, const Weights& weights,
              const SearchSettings& settings = {},
              const std::function<void(const Book&)>& progress = nullptr);

// The book as an openings file: comment lines saying how it was made
// (`command`) and its score spread, then one `moves K ...` line per
// opening with its score as a comment ("# +12").
std::string FormatBook(const Book& book, const BookConfig& config,
                       const std::string& command);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_BOTS_DUCKCHESS_BOOK_H_
