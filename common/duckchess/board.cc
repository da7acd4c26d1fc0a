#include "common/duckchess/board.h"

#include <cctype>
#include <string>

#include "common/core/zobrist.h"

namespace gauntlet::duckchess {
namespace {

constexpr ZobristTable<16, kCells> kPieceKeys(0x6475636b63687373ULL);
constexpr uint64_t kBlueToMove = MakeZobristKeys<1>(0x626c7565ULL)[0];

constexpr int N = kStride;  // one row up (x + 1)
constexpr int E = 1;        // one column right (y + 1)

constexpr int kOrthogonal[4] = {N, -N, E, -E};
constexpr int kDiagonal[4] = {N + E, N - E, -N + E, -N - E};
constexpr int kNeighbours[8] = {N, -N, E, -E, N + E, N - E, -N + E, -N - E};

// A leap with the cells that must be empty on the way.
struct Leap {
  int target;
  int block1;
  int block2;  // equal to block1 when there is only one
};

constexpr Leap kElephantLeaps[4] = {
    {2 * (N + E), N + E, N + E},
    {2 * (N - E), N - E, N - E},
    {2 * (-N + E), -N + E, -N + E},
    {2 * (-N - E), -N - E, -N - E},
};

// Horse: two rows and one column (leg: one row), or one row and two columns
// (leg: one column).
constexpr Leap kHorseLeaps[8] = {
    {2 * N + E, N, N},    {2 * N - E, N, N},    {-2 * N + E, -N, -N},
    {-2 * N - E, -N, -N}, {N + 2 * E, E, E},    {-N + 2 * E, E, E},
    {N - 2 * E, -E, -E},  {-N - 2 * E, -E, -E},
};

// Duck: three rows and two columns through (x+sx, y) and (x+2sx, y+sy), or
// two rows and three columns through (x, y+sy) and (x+sx, y+2sy).
constexpr Leap MakeDuckLong(int sx, int sy) {
  return {3 * sx * N + 2 * sy * E, sx * N, 2 * sx * N + sy * E};
}
constexpr Leap MakeDuckWide(int sx, int sy) {
  return {2 * sx * N + 3 * sy * E, sy * E, sx * N + 2 * sy * E};
}
constexpr Leap kDuckLeaps[8] = {
    MakeDuckLong(1, 1),   MakeDuckLong(1, -1),  MakeDuckLong(-1, 1),
    MakeDuckLong(-1, -1), MakeDuckWide(1, 1),   MakeDuckWide(1, -1),
    MakeDuckWide(-1, 1),  MakeDuckWide(-1, -1),
};

constexpr char kLetters[kPieceTypes] = {'?', 'k', 'g', 'e', 'h', 'c', 'd', 's'};

}  // namespace

uint64_t PieceKey(Cell piece, int cell) { return kPieceKeys(piece, cell); }
uint64_t BlueToMoveKey() { return kBlueToMove; }

std::string_view ColorName(Color c) { return c == kRed ? "red" : "blue"; }

std::string_view TypeName(PieceType t) {
  switch (t) {
    case kCaptain:
      return "captain";
    case kGuard:
      return "guard";
    case kElephant:
      return "elephant";
    case kHorse:
      return "horse";
    case kCar:
      return "car";
    case kDuck:
      return "duck";
    case kSoldier:
      return "soldier";
    case kNoType:
      break;
  }
  return "none";
}

void Position::Clear() {
  board_.fill(kOffBoard);
  for (int x = 0; x < kRows; ++x) {
    for (int y = 0; y < kColumns; ++y) board_[CellIndex(x, y)] = kEmpty;
  }
  count_ = {0, 0};
  captain_ = {0, 0};
  slot_.fill(0);
  side_ = kRed;
  history_.clear();
  history_.reserve(1024);
}

void Position::Put(int cell, Cell piece) {
  const Color c = ColorOf(piece);
  board_[cell] = piece;
  slot_[cell] = count_[c];
  pieces_[c][count_[c]++] = static_cast<uint8_t>(cell);
  if (TypeOf(piece) == kCaptain) captain_[c] = cell;
}

void Position::ComputeHash() {
  hash_ = side_ == kBlue ? kBlueToMove : 0;
  for (int c = 0; c < 2; ++c) {
    for (int i = 0; i < count_[c]; ++i) {
      const int cell = pieces_[c][i];
      hash_ ^= kPieceKeys(board_[cell], cell);
    }
  }
}

Position::Position() : Position(EmptyBoard{}) {
  constexpr PieceType kBackRank[kColumns] = {kCar,      kHorse,   kElephant,
                                             kGuard,    kCaptain, kGuard,
                                             kElephant, kHorse,   kCar};
  for (int c = 0; c < 2; ++c) {
    const Color color = static_cast<Color>(c);
    // Blue mirrors red: red at (x, y) <-> blue at (9 - x, y).
    const auto row = [c](int x) { return c == kRed ? x : kRows - 1 - x; };
    for (int y = 0; y < kColumns; ++y) {
      Put(CellIndex(row(0), y), MakePiece(color, kBackRank[y]));
    }
    Put(CellIndex(row(2), 0), MakePiece(color, kDuck));
    Put(CellIndex(row(2), 8), MakePiece(color, kDuck));
    for (int y = 0; y < kColumns; y += 2) {
      Put(CellIndex(row(3), y), MakePiece(color, kSoldier));
    }
  }
  ComputeHash();
}

absl::StatusOr<Position> Position::FromText(std::string_view text) {
  Position p{EmptyBoard{}};
  const auto fail = [&](const std::string& why) {
    return absl::InvalidArgumentError("position \"" + std::string(text) +
                                      "\": " + why);
  };
  int x = kRows - 1;
  int y = 0;
  std::size_t i = 0;
  for (; i < text.size() && text[i] != ' '; ++i) {
    const char ch = text[i];
    if (ch == '/') {
      if (y != kColumns)
        return fail("row " + std::to_string(x) + " has " + std::to_string(y) +
                    " points, not 9");
      if (--x < 0) return fail("more than 10 rows");
      y = 0;
    } else if (ch >= '1' && ch <= '9') {
      y += ch - '0';
      if (y > kColumns) return fail("row " + std::to_string(x) + " too long");
    } else {
      const char lower = static_cast<char>(std::tolower(ch));
      PieceType type = kNoType;
      for (int t = 1; t < kPieceTypes; ++t) {
        if (kLetters[t] == lower) type = static_cast<PieceType>(t);
      }
      if (type == kNoType) {
        return fail(std::string("unknown piece letter '") + ch + "'");
      }
      if (y >= kColumns) return fail("row " + std::to_string(x) + " too long");
      const Color color = ch == lower ? kRed : kBlue;
      if (p.count_[color] == kMaxPieces) {
        return fail("more than 16 pieces of one side");
      }
      if (type == kCaptain && p.captain_[color] != 0) {
        return fail("two captains of one side");
      }
      p.Put(CellIndex(x, y), MakePiece(color, type));
      ++y;
    }
  }
  if (x != 0 || y != kColumns) return fail("expected 10 rows of 9 points");
  if (i + 2 != text.size() || (text[i + 1] != 'r' && text[i + 1] != 'b')) {
    return fail("expected ' r' or ' b' after the rows");
  }
  p.side_ = text[i + 1] == 'r' ? kRed : kBlue;
  p.ComputeHash();
  return p;
}

std::string Position::ToText() const {
  std::string out;
  for (int x = kRows - 1; x >= 0; --x) {
    int empty = 0;
    for (int y = 0; y < kColumns; ++y) {
      const Cell cell = At(x, y);
      if (cell == kEmpty) {
        ++empty;
        continue;
      }
      if (empty > 0) out += static_cast<char>('0' + empty);
      empty = 0;
      const char letter = kLetters[TypeOf(cell)];
      out += ColorOf(cell) == kRed ? letter
                                   : static_cast<char>(std::toupper(letter));
    }
    if (empty > 0) out += static_cast<char>('0' + empty);
    if (x > 0) out += '/';
  }
  out += side_ == kRed ? " r" : " b";
  return out;
}

// Calls visit(to) for every cell the piece on `from` may move to, blocking
// squares respected but not the target's occupant: the caller decides.
template <class Visit>
inline void VisitTargets(const std::array<Cell, kCells>& board, int from,
                         Visit&& visit) {
  switch (TypeOf(board[from])) {
    case kCaptain:
      for (int d : kOrthogonal) visit(from + d);
      break;
    case kGuard:
      for (int d : kDiagonal) visit(from + d);
      break;
    case kSoldier:
      for (int d : kNeighbours) visit(from + d);
      break;
    case kElephant:
      for (const Leap& l : kElephantLeaps) {
        if (board[from + l.block1] == kEmpty) visit(from + l.target);
      }
      break;
    case kHorse:
      for (const Leap& l : kHorseLeaps) {
        if (board[from + l.block1] == kEmpty) visit(from + l.target);
      }
      break;
    case kDuck:
      for (const Leap& l : kDuckLeaps) {
        if (board[from + l.block1] == kEmpty &&
            board[from + l.block2] == kEmpty) {
          visit(from + l.target);
        }
      }
      break;
    case kCar:
      for (int d : kOrthogonal) {
        int to = from + d;
        while (board[to] == kEmpty) {
          visit(to);
          to += d;
        }
        visit(to);
      }
      break;
    case kNoType:
      break;
  }
}

template <bool kCapturesOnly>
void Position::Generate(MoveList& list) const {
  if (IsOver()) return;
  const Color us = side_;
  for (int i = 0; i < count_[us]; ++i) {
    const int from = pieces_[us][i];
    // Empty targets (unless only captures are wanted) and enemy pieces; off
    // board and own pieces are refused.
    VisitTargets(board_, from, [&](int to) {
      const Cell target = board_[to];
      if (target == kEmpty ? !kCapturesOnly
                           : target != kOffBoard && ColorOf(target) != us) {
        list.push_back(
            Move{static_cast<uint8_t>(from), static_cast<uint8_t>(to)});
      }
    });
  }
}

int Position::CountTargets(int from) const {
  const Color us = ColorOf(board_[from]);
  int count = 0;
  VisitTargets(board_, from, [&](int to) {
    const Cell target = board_[to];
    count += target == kEmpty || (target != kOffBoard && ColorOf(target) != us);
  });
  return count;
}

void Position::GenerateMoves(MoveList& list) const {
  list.clear();
  Generate<false>(list);
}

void Position::GenerateCaptures(MoveList& list) const {
  list.clear();
  Generate<true>(list);
}

bool Position::IsLegal(Move m) const {
  const Cell moving = board_[m.from];
  if (!IsPiece(moving) || ColorOf(moving) != side_ || IsOver()) return false;
  MoveList list;
  GenerateMoves(list);
  for (Move candidate : list) {
    if (candidate == m) return true;
  }
  return false;
}

bool Position::Attacks(Color by, int cell) const {
  const auto is = [&](int at, PieceType type) {
    return board_[at] == MakePiece(by, type);
  };
  for (int d : kOrthogonal) {
    if (is(cell + d, kCaptain) || is(cell + d, kSoldier)) return true;
    int at = cell + d;
    while (board_[at] == kEmpty) at += d;
    if (is(at, kCar)) return true;
  }
  for (int d : kDiagonal) {
    if (is(cell + d, kGuard) || is(cell + d, kSoldier)) return true;
  }
  // Leapers are symmetric: an attacker at cell - target moves by +target and
  // needs (cell - target) + block empty.
  for (const Leap& l : kElephantLeaps) {
    const int at = cell - l.target;
    if (is(at, kElephant) && board_[at + l.block1] == kEmpty) return true;
  }
  for (const Leap& l : kHorseLeaps) {
    const int at = cell - l.target;
    if (is(at, kHorse) && board_[at + l.block1] == kEmpty) return true;
  }
  for (const Leap& l : kDuckLeaps) {
    const int at = cell - l.target;
    if (is(at, kDuck) && board_[at + l.block1] == kEmpty &&
        board_[at + l.block2] == kEmpty) {
      return true;
    }
  }
  return false;
}

void Position::MakeNull() {
  history_.push_back(Undo{kNoMove, kEmpty, 0, hash_});
  hash_ ^= kBlueToMove;
  side_ = Opponent(side_);
}

void Position::UnmakeNull() {
  hash_ = history_.back().hash;
  history_.pop_back();
  side_ = Opponent(side_);
}

int Position::RepetitionCount() const {
  // history_[i].hash is the hash before move i; the position before move i
  // has the same side to move as now when ply() - i is even.
  int count = 0;
  const int n = static_cast<int>(history_.size());
  for (int i = n - 1; i >= 0; --i) {
    const Undo& u = history_[i];
    if (u.move == kNoMove) break;  // a null move: not a real game line
    if ((n - i) % 2 == 0 && u.hash == hash_) ++count;
    if (u.captured != kEmpty) break;  // nothing before a capture recurs
  }
  return count;
}

}  // namespace gauntlet::duckchess
