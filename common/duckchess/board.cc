#include "common/duckchess/board.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>
#include <vector>

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
  p.base_game_ply_ = p.side_ == kBlue ? 1 : 0;
  p.ComputeHash();
  return p;
}

namespace {

// A field of a FEN: its text and where it starts (0-based).
struct Field {
  std::string_view text;
  std::size_t at = 0;
};

std::vector<Field> SplitFields(std::string_view text) {
  std::vector<Field> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    fields.push_back({text.substr(start, i - start), start});
  }
  return fields;
}

// A FEN counter: digits only, at most `max`.
bool ReadCounter(std::string_view text, int max, int& value) {
  if (text.empty() || text.size() > 9) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value <= max;
}

}  // namespace

absl::StatusOr<Position> Position::FromFen(std::string_view fen) {
  Position p{EmptyBoard{}};
  // Errors say where: "FEN \"...\": character 12 (rank 9, file c): ...".
  const auto fail = [&](std::size_t at, const std::string& why) {
    return absl::InvalidArgumentError("FEN \"" + std::string(fen) +
                                      "\": character " +
                                      std::to_string(at + 1) + " " + why);
  };
  const std::vector<Field> fields = SplitFields(fen);
  if (fields.size() < 2 || fields.size() > 6) {
    return absl::InvalidArgumentError(
        "FEN \"" + std::string(fen) + "\": expected 2 to 6 fields (rows, " +
        "side to move, castling, en passant, halfmove clock, fullmove " +
        "number), got " + std::to_string(fields.size()));
  }
  // Ranks 10 down to 1 are rows x = 9 down to 0; files a..i are y = 0..8.
  const auto square = [](int x, int y) {
    return "(rank " + std::to_string(x + 1) + ", file " +
           std::string(1, static_cast<char>('a' + y)) + ")";
  };
  const Field& rows = fields[0];
  int x = kRows - 1;
  int y = 0;
  bool after_digit = false;
  for (std::size_t i = 0; i < rows.text.size(); ++i) {
    const std::size_t at = rows.at + i;
    const char ch = rows.text[i];
    if (ch == '/') {
      if (y != kColumns) {
        return fail(at, "(end of rank " + std::to_string(x + 1) +
                            "): " + std::to_string(y) + " files, not 9");
      }
      if (--x < 0) return fail(at, "'/': more than 10 ranks");
      y = 0;
      after_digit = false;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      if (ch == '0' || after_digit) {
        return fail(at,
                    square(x, y) + ": a run of empty files is one digit 1-9");
      }
      y += ch - '0';
      if (y > kColumns) {
        return fail(at, square(x, y - (ch - '0')) + ": rank " +
                            std::to_string(x + 1) + " longer than 9 files");
      }
      after_digit = true;
      continue;
    }
    after_digit = false;
    const char lower = static_cast<char>(std::tolower(ch));
    PieceType type = kNoType;
    for (int t = 1; t < kPieceTypes; ++t) {
      if (kLetters[t] == lower) type = static_cast<PieceType>(t);
    }
    if (type == kNoType) {
      return fail(at, std::string("'") + ch + "': not a piece letter (k g e " +
                          "h c d s, red upper case)");
    }
    if (y >= kColumns) {
      return fail(at, "'" + std::string(1, ch) + "': rank " +
                          std::to_string(x + 1) + " longer than 9 files");
    }
    const Color color = ch == lower ? kBlue : kRed;
    if (p.count_[color] == kMaxPieces) {
      return fail(at, square(x, y) + ": more than 16 " +
                          std::string(ColorName(color)) + " pieces");
    }
    if (type == kCaptain && p.captain_[color] != 0) {
      return fail(at, square(x, y) + ": a second " +
                          std::string(ColorName(color)) + " captain");
    }
    p.Put(CellIndex(x, y), MakePiece(color, type));
    ++y;
  }
  if (x != 0 || y != kColumns) {
    return fail(rows.at + rows.text.size(),
                "(end of the rows): expected 10 ranks of 9 files, the last "
                "one ending at rank " +
                    std::to_string(x + 1) + " after " + std::to_string(y) +
                    " files");
  }
  const Field& side = fields[1];
  if (side.text == "r") {
    return fail(side.at,
                "(side to move): 'r' is the text form's red; a FEN has 'w' "
                "(red) or 'b' (blue) and red upper case");
  }
  if (side.text != "w" && side.text != "b") {
    return fail(side.at, "(side to move): expected 'w' or 'b', got '" +
                             std::string(side.text) + "'");
  }
  p.side_ = side.text == "w" ? kRed : kBlue;
  if (fields.size() > 2 && fields[2].text != "-") {
    return fail(fields[2].at,
                "(castling): expected '-' (the variant has no castling), "
                "got '" +
                    std::string(fields[2].text) + "'");
  }
  if (fields.size() > 3 && fields[3].text != "-") {
    return fail(fields[3].at,
                "(en passant): expected '-' (the variant has none), got '" +
                    std::string(fields[3].text) + "'");
  }
  int halfmove = 0;
  if (fields.size() > 4 && !ReadCounter(fields[4].text, 1000000, halfmove)) {
    return fail(fields[4].at,
                "(halfmove clock): expected a number 0..1000000, got '" +
                    std::string(fields[4].text) + "'");
  }
  int fullmove = 1;
  if (fields.size() > 5 && !ReadCounter(fields[5].text, 1000000, fullmove)) {
    return fail(fields[5].at,
                "(fullmove number): expected a number 0..1000000, got '" +
                    std::string(fields[5].text) + "'");
  }
  p.base_halfmove_ = halfmove;
  // As Fairy-Stockfish reads it; a fullmove number of 0 counts as 1.
  p.base_game_ply_ =
      std::max(2 * (fullmove - 1), 0) + (p.side_ == kBlue ? 1 : 0);
  p.ComputeHash();
  return p;
}

std::string Position::ToFen() const {
  std::string text = ToText();
  const std::size_t rows = text.find(' ');
  for (std::size_t i = 0; i < rows; ++i) {
    const char c = text[i];
    if (std::islower(c)) {
      text[i] = static_cast<char>(std::toupper(c));
    } else if (std::isupper(c)) {
      text[i] = static_cast<char>(std::tolower(c));
    }
  }
  text.resize(rows);
  text += side_ == kRed ? " w - - " : " b - - ";
  text += std::to_string(halfmove_clock()) + " " +
          std::to_string(fullmove_number());
  return text;
}

absl::StatusOr<Position> Position::FromAnyText(std::string_view text) {
  const std::vector<Field> fields = SplitFields(text);
  if (fields.size() > 2 || (fields.size() == 2 && fields[1].text == "w")) {
    return FromFen(text);
  }
  if (fields.size() == 2 && fields[1].text == "b") {
    return absl::InvalidArgumentError(
        "position \"" + std::string(text) +
        "\" is ambiguous: rows and 'b' may be the text form (red lower case) "
        "or a FEN (red upper case); write a FEN with its other fields ('b - "
        "- 0 1') or the text form with 'r'");
  }
  return FromText(text);
}

int Position::halfmove_clock() const {
  const int n = static_cast<int>(history_.size());
  for (int i = n - 1; i >= 0; --i) {
    if (history_[i].captured != kEmpty) return n - 1 - i;
  }
  return base_halfmove_ + n;
}

int Position::fullmove_number() const {
  const int game_ply = base_game_ply_ + static_cast<int>(history_.size());
  return 1 + (game_ply - (side_ == kBlue ? 1 : 0)) / 2;
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

int Position::CountTargets(int from,
                           std::array<uint8_t, kCells>& reached) const {
  const Color us = ColorOf(board_[from]);
  const uint8_t bit = static_cast<uint8_t>(1u << TypeOf(board_[from]));
  int count = 0;
  VisitTargets(board_, from, [&](int to) {
    const Cell target = board_[to];
    if (IsPiece(target)) reached[to] |= bit;
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
