#ifndef GAUNTLET_COMMON_DUCKCHESS_BOARD_H_
#define GAUNTLET_COMMON_DUCKCHESS_BOARD_H_

// Duck chess (THUPC 2019) on a padded mailbox: the 10x9 points sit inside a
// 16x15 array with three rings of off-board cells, so every leap (the duck
// reaches three rows or columns away) lands on a sentinel instead of needing
// a bounds test. Each side also keeps a piece list so move generation visits
// 16 pieces instead of 90 points.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace gauntlet::duckchess {

inline constexpr int kRows = 10;                     // x in [0, 9]
inline constexpr int kColumns = 9;                   // y in [0, 8]
inline constexpr int kPad = 3;                       // the duck's longest reach
inline constexpr int kStride = kColumns + 2 * kPad;  // 15
inline constexpr int kCells = (kRows + 2 * kPad) * kStride;  // 240
inline constexpr int kMaxPieces = 16;                        // per side
inline constexpr int kMaxMoves = 192;  // comfortably above any position's count

// The start position as Fairy-Stockfish's FEN (Position::ToFen).
inline constexpr std::string_view kStartFen =
    "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC w - - 0 1";

enum Color : uint8_t { kRed = 0, kBlue = 1 };
inline constexpr Color Opponent(Color c) { return static_cast<Color>(c ^ 1); }

enum PieceType : uint8_t {
  kNoType = 0,
  kCaptain = 1,
  kGuard,
  kElephant,
  kHorse,
  kCar,
  kDuck,
  kSoldier,
};
inline constexpr int kPieceTypes = 8;  // index 0 unused

// A cell: 0 empty, type | color << 3 for a piece, kOffBoard outside.
using Cell = uint8_t;
inline constexpr Cell kEmpty = 0;
inline constexpr Cell kOffBoard = 0x40;
inline constexpr Cell MakePiece(Color c, PieceType t) {
  return static_cast<Cell>(t | (c << 3));
}
inline constexpr PieceType TypeOf(Cell cell) {
  return static_cast<PieceType>(cell & 7);
}
inline constexpr Color ColorOf(Cell cell) {
  return static_cast<Color>((cell >> 3) & 1);
}
inline constexpr bool IsPiece(Cell cell) {
  return cell != kEmpty && cell != kOffBoard;
}

inline constexpr int CellIndex(int x, int y) {
  return (x + kPad) * kStride + (y + kPad);
}
inline constexpr int RowOf(int cell) { return cell / kStride - kPad; }
inline constexpr int ColumnOf(int cell) { return cell % kStride - kPad; }
inline constexpr bool OnBoard(int x, int y) {
  return x >= 0 && x < kRows && y >= 0 && y < kColumns;
}

// A move between two cells (padded indices). The default move is "none".
struct Move {
  uint8_t from = 0;
  uint8_t to = 0;
  friend constexpr bool operator==(Move a, Move b) = default;
};
inline constexpr Move kNoMove{};

// A fixed-capacity move list: generation never allocates.
class MoveList {
 public:
  void push_back(Move m) { moves_[size_++] = m; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  Move operator[](int i) const { return moves_[i]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }

 private:
  std::array<Move, kMaxMoves> moves_;
  int size_ = 0;
};

std::string_view ColorName(Color c);     // "red", "blue"
std::string_view TypeName(PieceType t);  // "captain", ..., "soldier"

// The full game state: board, side to move, hash and the undo history (which
// also serves repetition detection).
class Position {
 public:
  // The official start position, red to move.
  Position();

  // Parses the text form (see ToText). Errors name what is wrong.
  static absl::StatusOr<Position> FromText(std::string_view text);
  // Rows from x=9 down to x=0 separated by '/', runs of empty points as
  // digits, red pieces lower case (k g e h c d s), blue upper case, then a
  // space and the side to move ('r' or 'b'). The start position is
  // "CHEGKGEHC/9/D7D/S1S1S1S1S/9/9/s1s1s1s1s/d7d/9/chegkgehc r".
  std::string ToText() const;

  // Fairy-Stockfish's FEN for this game as the variant `thupcduck`
  // (tests/data/duckchess/thupcduck.ini) writes it: the same rows with red
  // upper case and blue lower case, the side to move 'w' (red) or 'b'
  // (blue), no castling or en passant ('-' '-'), the halfmove clock (plies
  // since the last capture) and the fullmove number. The start position is
  // kStartFen. FromFen also takes a FEN without its last two or four fields,
  // as Fairy-Stockfish does (clock 0, move 1); errors name the field and the
  // character.
  static absl::StatusOr<Position> FromFen(std::string_view fen);
  std::string ToFen() const;
  // Either form: a FEN, or the text form above. "ROWS b" alone could be
  // both and is refused.
  static absl::StatusOr<Position> FromAnyText(std::string_view text);

  // The FEN's counters for the current position: plies since the last
  // capture (or since the start) and the move number, 1 + full moves made.
  int halfmove_clock() const;
  int fullmove_number() const;

  Cell At(int x, int y) const { return board_[CellIndex(x, y)]; }
  Cell AtCell(int cell) const { return board_[cell]; }
  Color side_to_move() const { return side_; }
  uint64_t hash() const { return hash_; }
  // Plies made since construction (or since the text position).
  int ply() const { return static_cast<int>(history_.size()); }
  // 0 when that side's captain has been captured.
  int captain_cell(Color c) const { return captain_[c]; }
  bool IsOver() const { return captain_[kRed] == 0 || captain_[kBlue] == 0; }
  // The side whose captain is gone lost; only meaningful when IsOver().
  Color Winner() const { return captain_[kRed] == 0 ? kBlue : kRed; }

  int piece_count(Color c) const { return count_[c]; }
  int piece_cell(Color c, int i) const { return pieces_[c][i]; }

  // All moves of the side to move (none once the game is over).
  void GenerateMoves(MoveList& list) const;
  // Only the moves that capture something.
  void GenerateCaptures(MoveList& list) const;
  // Number of moves the piece on `cell` has (its side need not be to move).
  int CountTargets(int cell) const;
  // The same count; also marks, for every piece (of either side) the piece
  // on `cell` attacks or defends, bit TypeOf(that piece) in reached[its cell].
  int CountTargets(int cell, std::array<uint8_t, kCells>& reached) const;
  // Whether `m` is a legal move of the side to move (the game not over).
  bool IsLegal(Move m) const;
  // Whether a piece of `by` could capture on `cell` (its own pieces' rules,
  // blocking squares included). `cell` itself may hold anything.
  bool Attacks(Color by, int cell) const;
  // Whether `victim`'s captain is attacked by the other side.
  bool CaptainAttacked(Color victim) const {
    return captain_[victim] != 0 && Attacks(Opponent(victim), captain_[victim]);
  }
  // The statement's "check": either side can capture the other's captain.
  bool IsCheck() const {
    return !IsOver() && (CaptainAttacked(kRed) || CaptainAttacked(kBlue));
  }

  void Make(Move m);
  void Unmake();
  // Passes the turn (null-move pruning); undone by UnmakeNull.
  void MakeNull();
  void UnmakeNull();

  // Cell captured by the last move (kEmpty if none).
  Cell LastCaptured() const { return history_.back().captured; }
  // Whether the current position occurred before with the same side to move
  // since the last capture, and how often.
  int RepetitionCount() const;

 private:
  struct EmptyBoard {};
  explicit Position(EmptyBoard) { Clear(); }

  struct Undo {
    Move move;
    Cell captured;
    uint8_t captured_slot;
    uint64_t hash;
  };

  void Clear();
  void Put(int cell, Cell piece);
  void ComputeHash();
  template <bool kCapturesOnly>
  void Generate(MoveList& list) const;

  std::array<Cell, kCells> board_;
  std::array<std::array<uint8_t, kMaxPieces>, 2> pieces_{};
  std::array<uint8_t, 2> count_{};
  std::array<uint8_t, kCells> slot_{};  // index in its side's piece list
  std::array<int, 2> captain_{};
  Color side_ = kRed;
  uint64_t hash_ = 0;
  std::vector<Undo> history_;
  // The FEN counters of the position the history starts from: its halfmove
  // clock and its game ply (2 * (fullmove - 1), plus 1 with blue to move).
  int base_halfmove_ = 0;
  int base_game_ply_ = 0;
};

// Zobrist keys: one per (cell value, padded cell) and one for blue to move.
uint64_t PieceKey(Cell piece, int cell);
uint64_t BlueToMoveKey();

inline void Position::Make(Move m) {
  const Cell moving = board_[m.from];
  const Cell captured = board_[m.to];
  const Color us = side_;
  Undo undo{m, captured, 0, hash_};
  if (captured != kEmpty) {
    const Color them = Opponent(us);
    const uint8_t slot = slot_[m.to];
    undo.captured_slot = slot;
    const uint8_t last = pieces_[them][--count_[them]];
    pieces_[them][slot] = last;
    slot_[last] = slot;
    hash_ ^= PieceKey(captured, m.to);
    if (TypeOf(captured) == kCaptain) captain_[them] = 0;
  }
  history_.push_back(undo);
  board_[m.to] = moving;
  board_[m.from] = kEmpty;
  const uint8_t slot = slot_[m.from];
  pieces_[us][slot] = m.to;
  slot_[m.to] = slot;
  if (TypeOf(moving) == kCaptain) captain_[us] = m.to;
  hash_ ^= PieceKey(moving, m.from) ^ PieceKey(moving, m.to) ^ BlueToMoveKey();
  side_ = Opponent(us);
}

inline void Position::Unmake() {
  const Undo undo = history_.back();
  history_.pop_back();
  const Move m = undo.move;
  side_ = Opponent(side_);
  const Color us = side_;
  const Cell moving = board_[m.to];
  board_[m.from] = moving;
  const uint8_t slot = slot_[m.to];
  pieces_[us][slot] = m.from;
  slot_[m.from] = slot;
  if (TypeOf(moving) == kCaptain) captain_[us] = m.from;
  board_[m.to] = undo.captured;
  if (undo.captured != kEmpty) {
    const Color them = Opponent(us);
    // Undo the swap-with-last removal so the list order is restored exactly.
    const uint8_t victim_slot = undo.captured_slot;
    const uint8_t displaced = pieces_[them][victim_slot];
    pieces_[them][count_[them]] = displaced;
    slot_[displaced] = count_[them];
    ++count_[them];
    pieces_[them][victim_slot] = m.to;
    slot_[m.to] = victim_slot;
    if (TypeOf(undo.captured) == kCaptain) captain_[them] = m.to;
  }
  hash_ = undo.hash;
}

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_BOARD_H_
