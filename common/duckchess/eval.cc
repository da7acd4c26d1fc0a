#include "common/duckchess/eval.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

#include "common/core/line_io.h"
#include "common/core/status_macros.h"

namespace gauntlet::duckchess {
namespace {

constexpr int kCaptainValue = 100000;
// The values that say which piece is cheaper for the hanging term: fixed
// (the material of 2026-11-26), so the term never moves with the weights
// and the evaluation stays linear in them.
constexpr Weights::PerType kRankValue = {0, 0, 128, 150, 423, 900, 471, 401};

struct PerTypeField {
  std::string_view name;
  Weights::PerType Weights::*field;
};
constexpr PerTypeField kPerTypeFields[] = {
    {"material", &Weights::material}, {"advance", &Weights::advance},
    {"crossed", &Weights::crossed},   {"defended", &Weights::defended},
    {"center", &Weights::center},     {"mobility", &Weights::mobility},
};
struct ScalarField {
  std::string_view name;
  int Weights::*field;
};
constexpr ScalarField kScalarFields[] = {
    {"captain_shield", &Weights::captain_shield},
    {"captain_danger", &Weights::captain_danger},
    {"captain_threatened", &Weights::captain_threatened},
    {"tempo", &Weights::tempo},
    {"forked", &Weights::forked},
    {"captain_zone", &Weights::captain_zone},
    {"captain_exits", &Weights::captain_exits},
    {"hanging", &Weights::hanging},
};

}  // namespace

void DeclareParams(Weights& w, ParamTable& table) {
  struct PerTypeParam {
    std::string_view name;
    Weights::PerType Weights::*field;
    int min, max, step;
    std::string_view help;  // after the type's name
  };
  static constexpr PerTypeParam kPerType[] = {
      {"material", &Weights::material, 0, 3000, 20, "material value"},
      {"advance", &Weights::advance, -50, 100, 2,
       "per row advanced toward the enemy's back rank"},
      {"crossed", &Weights::crossed, -300, 300, 5,
       "on the enemy's half of the board"},
      {"defended", &Weights::defended, -300, 300, 5,
       "defended by another own piece"},
      {"center", &Weights::center, -50, 100, 2,
       "per column nearer the middle column"},
      {"mobility", &Weights::mobility, -20, 50, 1, "per move available"},
  };
  for (const PerTypeParam& f : kPerType) {
    for (int t = kCaptain; t < kPieceTypes; ++t) {
      if (f.field == &Weights::material && t == kCaptain) continue;
      const std::string_view type = TypeName(static_cast<PieceType>(t));
      table.Int("eval." + std::string(f.name) + "." + std::string(type),
                &(w.*f.field)[t], f.min, f.max, f.step,
                std::string(type) + ": " + std::string(f.help));
    }
  }
  for (int t = kCaptain; t < kPieceTypes; ++t) {
    const std::string type(TypeName(static_cast<PieceType>(t)));
    for (int x = 0; x < kRows; ++x) {
      table.Int("eval.row." + type + "." + std::to_string(x), &w.row[t][x],
                -300, 300, 5,
                type + ": on this row from the own back rank (0-9)");
    }
    for (int d = 0; d < 5; ++d) {
      table.Int("eval.column." + type + "." + std::to_string(d),
                &w.column[t][d], -300, 300, 5,
                type + ": this many columns from the middle one (0-4)");
    }
  }
  table.Int("eval.captain_shield", &w.captain_shield, 0, 300, 5,
            "per own piece next to the own captain");
  table.Int("eval.captain_danger", &w.captain_danger, 0, 300, 5,
            "per enemy piece within two rows and columns of the own captain");
  table.Int("eval.captain_threatened", &w.captain_threatened, 0, 1000, 10,
            "penalty when the side to move's captain is attacked");
  table.Int("eval.tempo", &w.tempo, 0, 200, 5, "bonus of the side to move");
  table.Int("eval.forked", &w.forked, 0, 100, 5,
            "percent of the second largest threatened loss of the side to "
            "move (0: off)");
  table.Int("eval.captain_zone", &w.captain_zone, -300, 300, 5,
            "per point next to the own captain the enemy attacks");
  table.Int("eval.captain_exits", &w.captain_exits, -300, 300, 5,
            "per point the own captain can step to, free of own pieces and "
            "not attacked");
  table.Int("eval.hanging", &w.hanging, -300, 300, 5,
            "per piece of the side to move attacked undefended or by a "
            "cheaper piece");
}

absl::StatusOr<Weights> ParseWeights(const std::string& text) {
  Weights w;
  std::istringstream in(text);
  LineReader reader(in);
  for (;;) {
    auto line = reader.Next();
    if (IsEndOfInput(line.status())) break;
    if (!line.ok()) return line.status();
    std::string content = *line;
    content = content.substr(0, content.find('#'));
    Tokens tokens(content, reader.line_number(), "weights");
    if (tokens.AtEnd()) continue;
    GAUNTLET_ASSIGN_OR_RETURN(const std::string_view name,
                              tokens.Word("a weight name"));
    bool known = false;
    for (const auto& f : kPerTypeFields) {
      if (f.name != name) continue;
      known = true;
      for (int t = kCaptain; t < kPieceTypes; ++t) {
        GAUNTLET_ASSIGN_OR_RETURN(const int64_t v,
                                  tokens.Int("a weight", -1000000, 1000000));
        (w.*f.field)[t] = static_cast<int>(v);
      }
    }
    for (const auto& f : kScalarFields) {
      if (f.name != name) continue;
      known = true;
      GAUNTLET_ASSIGN_OR_RETURN(const int64_t v,
                                tokens.Int("a weight", -1000000, 1000000));
      w.*f.field = static_cast<int>(v);
    }
    if (!known) {
      return absl::InvalidArgumentError(
          "weights, line " + std::to_string(reader.line_number()) +
          ": unknown weight \"" + std::string(name) + "\"");
    }
    GAUNTLET_RETURN_IF_ERROR(tokens.End());
  }
  return w;
}

absl::StatusOr<Weights> LoadWeights(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError("cannot open weights file " + path);
  std::stringstream text;
  text << in.rdbuf();
  return ParseWeights(text.str());
}

std::string FormatWeights(const Weights& w) {
  std::string out =
      "# per type: captain guard elephant horse car duck soldier\n";
  for (const auto& f : kPerTypeFields) {
    out += std::string(f.name);
    for (int t = kCaptain; t < kPieceTypes; ++t) {
      out += ' ' + std::to_string((w.*f.field)[t]);
    }
    out += '\n';
  }
  for (const auto& f : kScalarFields) {
    out += std::string(f.name) + ' ' + std::to_string(w.*f.field) + '\n';
  }
  return out;
}

Evaluator::Evaluator(const Weights& weights) : weights_(weights) {
  for (int t = kCaptain; t < kPieceTypes; ++t) {
    defended_ = defended_ || weights.defended[t] != 0;
  }
  needs_reached_ = weights.forked > 0 || weights.hanging != 0 || defended_;
  for (int t = 0; t < kPieceTypes; ++t) value_[t] = weights.material[t];
  value_[kCaptain] = kCaptainValue;
  for (int c = 0; c < 2; ++c) {
    for (int t = 0; t < kPieceTypes; ++t) {
      square_[c][t].fill(0);
      if (t == kNoType) continue;
      for (int x = 0; x < kRows; ++x) {
        const int advanced = c == kRed ? x : kRows - 1 - x;
        for (int y = 0; y < kColumns; ++y) {
          const int central = 4 - std::abs(y - 4);
          square_[c][t][CellIndex(x, y)] =
              (t == kCaptain ? 0 : weights.material[t]) +
              weights.advance[t] * advanced + weights.center[t] * central +
              (advanced >= kRows / 2 ? weights.crossed[t] : 0) +
              weights.row[t][advanced] + weights.column[t][std::abs(y - 4)];
        }
      }
    }
  }
}

namespace {

// The least rank value among the piece types in `types`.
int CheapestRank(unsigned types) {
  int cheapest = kCaptainValue;
  for (int t = kGuard; t < kPieceTypes; ++t) {
    if ((types >> t) & 1u) cheapest = std::min(cheapest, kRankValue[t]);
  }
  return cheapest;
}

}  // namespace

int Evaluator::CheapestValue(unsigned types) const {
  int cheapest = value_[kCaptain];
  for (int t = kGuard; t < kPieceTypes; ++t) {
    if ((types >> t) & 1u) cheapest = std::min(cheapest, value_[t]);
  }
  return cheapest;
}

int Evaluator::ForkedLoss(
    const Position& p,
    const std::array<std::array<uint8_t, kCells>, 2>& reached) const {
  const Color us = p.side_to_move();
  const Color them = Opponent(us);
  int largest = 0;
  int second = 0;
  for (int i = 0; i < p.piece_count(us); ++i) {
    const int cell = p.piece_cell(us, i);
    const PieceType type = TypeOf(p.AtCell(cell));
    const unsigned attackers = reached[them][cell];
    if (type == kCaptain || attackers == 0) continue;
    const int value = value_[type];
    const int loss = reached[us][cell] != 0
                         ? std::max(0, value - CheapestValue(attackers))
                         : value;
    if (loss > largest) {
      second = largest;
      largest = loss;
    } else if (loss > second) {
      second = loss;
    }
  }
  return second;
}

int Evaluator::Evaluate(const Position& p) const {
  int score[2] = {0, 0};
  // Which piece types reach each occupied point, per side: only filled in
  // when the fork, hanging or defended terms need it.
  const bool forks = needs_reached_;
  const bool defence = defended_;
  std::array<std::array<uint8_t, kCells>, 2> reached;
  if (forks) {
    for (int c = 0; c < 2; ++c) {
      const Color color = static_cast<Color>(c);
      for (int i = 0; i < p.piece_count(color); ++i) {
        reached[0][p.piece_cell(color, i)] = 0;
        reached[1][p.piece_cell(color, i)] = 0;
      }
    }
  }
  for (int c = 0; c < 2; ++c) {
    const Color color = static_cast<Color>(c);
    for (int i = 0; i < p.piece_count(color); ++i) {
      const int cell = p.piece_cell(color, i);
      const PieceType type = TypeOf(p.AtCell(cell));
      score[c] += square_[c][type][cell];
      if (forks) {
        score[c] += weights_.mobility[type] * p.CountTargets(cell, reached[c]);
      } else if (weights_.mobility[type] != 0) {
        score[c] += weights_.mobility[type] * p.CountTargets(cell);
      }
    }
    const int captain = p.captain_cell(color);
    if (captain == 0) continue;
    if (weights_.captain_zone != 0 || weights_.captain_exits != 0) {
      score[c] += CaptainSurroundings(p, color);
    }
    // Shield and danger around the captain: a 5x5 window.
    for (int dx = -2; dx <= 2; ++dx) {
      for (int dy = -2; dy <= 2; ++dy) {
        const Cell near = p.AtCell(captain + dx * kStride + dy);
        if (!IsPiece(near) || (dx == 0 && dy == 0)) continue;
        if (ColorOf(near) == color) {
          if (std::abs(dx) <= 1 && std::abs(dy) <= 1) {
            score[c] += weights_.captain_shield;
          }
        } else {
          score[c] -= weights_.captain_danger;
        }
      }
    }
  }
  if (defence) {
    for (int c = 0; c < 2; ++c) {
      const Color color = static_cast<Color>(c);
      for (int i = 0; i < p.piece_count(color); ++i) {
        const int cell = p.piece_cell(color, i);
        if (reached[c][cell] != 0) {
          score[c] += weights_.defended[TypeOf(p.AtCell(cell))];
        }
      }
    }
  }
  const Color us = p.side_to_move();
  const Color them = Opponent(us);
  int total = score[us] - score[them] + weights_.tempo;
  // (The side to move attacking the enemy captain is a win the search sees
  // before it evaluates.)
  if (p.CaptainAttacked(us)) total -= weights_.captain_threatened;
  if (forks) {
    if (weights_.forked > 0) {
      total -= weights_.forked * ForkedLoss(p, reached) / 100;
    }
    if (weights_.hanging != 0) total -= weights_.hanging * Hanging(p, reached);
  }
  return total;
}

int Evaluator::CaptainSurroundings(const Position& p, Color color) const {
  const int captain = p.captain_cell(color);
  const Color enemy = Opponent(color);
  int zone = 0;
  int exits = 0;
  for (int dx = -1; dx <= 1; ++dx) {
    for (int dy = -1; dy <= 1; ++dy) {
      const int cell = captain + dx * kStride + dy;
      const Cell at = p.AtCell(cell);
      if ((dx == 0 && dy == 0) || at == kOffBoard) continue;
      const bool attacked = p.Attacks(enemy, cell);
      zone += attacked;
      const bool own = IsPiece(at) && ColorOf(at) == color;
      exits += (dx == 0 || dy == 0) && !own && !attacked;
    }
  }
  return weights_.captain_exits * exits - weights_.captain_zone * zone;
}

int Evaluator::Hanging(
    const Position& p,
    const std::array<std::array<uint8_t, kCells>, 2>& reached) const {
  const Color us = p.side_to_move();
  const Color them = Opponent(us);
  int count = 0;
  for (int i = 0; i < p.piece_count(us); ++i) {
    const int cell = p.piece_cell(us, i);
    const PieceType type = TypeOf(p.AtCell(cell));
    const unsigned attackers = reached[them][cell];
    if (type == kCaptain || attackers == 0) continue;
    // Cheaper by the fixed rank values, not the material weights.
    count +=
        reached[us][cell] == 0 || CheapestRank(attackers) < kRankValue[type];
  }
  return count;
}

}  // namespace gauntlet::duckchess
