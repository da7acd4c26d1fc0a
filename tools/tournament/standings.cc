#include "tools/tournament/standings.h"

#include <algorithm>
#include <cstdio>
#include <utility>

namespace gauntlet::tournament {
namespace {

// The points one entrant takes from a game, from the ranks of all.
double PointsOf(const arena::EntrantResult& me,
                const std::vector<arena::EntrantResult>& all) {
  if (all.size() < 2) return 0;
  double beaten = 0;
  for (const arena::EntrantResult& other : all) {
    if (&other == &me) continue;
    if (other.rank > me.rank) beaten += 1;
    if (other.rank == me.rank) beaten += 0.5;
  }
  return beaten / static_cast<double>(all.size() - 1);
}

std::string Printf(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

std::string Pad(const std::string& text, std::size_t width, bool left) {
  if (text.size() >= width) return text;
  const std::string space(width - text.size(), ' ');
  return left ? text + space : space + text;
}

}  // namespace

Standings ComputeStandings(const TournamentSpec& spec,
                           const std::vector<GameSpec>& schedule,
                           const std::map<int, GameRecord>& records) {
  Standings standings;
  const auto info = FindGame(spec.game);
  standings.two_player = info.ok() && info->seating == Seating::kTwoPlayer;
  standings.games_scheduled = static_cast<int>(schedule.size());
  std::map<std::string, int> index;
  for (const Bot& bot : spec.bots) {
    index[bot.name] = static_cast<int>(standings.table.size());
    Standing row;
    row.name = bot.name;
    standings.table.push_back(row);
  }

  // Records are visited in id order, so sums do not depend on the order in
  // which games finished.
  std::map<int, std::map<std::string, double>> unit_points;  // unit -> name
  std::map<int, int> unit_games;
  std::map<int, int> unit_draws;
  for (const auto& [id, record] : records) {
    ++standings.games_done;
    const auto& entrants = record.result.entrants;
    if (entrants.size() == 2 && entrants[0].rank == entrants[1].rank) {
      ++unit_draws[record.unit];
    }
    for (const arena::EntrantResult& entrant : record.result.entrants) {
      Standing& row = standings.table[index.at(entrant.name)];
      const double points = PointsOf(entrant, record.result.entrants);
      ++row.games;
      row.points += points;
      row.score_sum += entrant.score;
      row.place_sum += entrant.rank;
      row.faults += static_cast<int>(entrant.faults.size());
      if (points == 1) ++row.wins;
      if (points == 0) ++row.losses;
      if (points > 0 && points < 1) ++row.draws;
      unit_points[record.unit][entrant.name] += points;
    }
    ++unit_games[record.unit];
  }

  if (standings.two_player) {
    std::map<int, std::vector<int>> unit_seats;  // unit -> its two bots
    for (const GameSpec& game : schedule) {
      if (!unit_seats.count(game.unit)) {
        unit_seats[game.unit] = {std::min(game.seats[0], game.seats[1]),
                                 std::max(game.seats[0], game.seats[1])};
      }
    }
    std::map<std::pair<int, int>, PairingStats> by_pairing;
    std::vector<std::pair<int, int>> order;
    for (const auto& [unit, bots] : unit_seats) {
      const std::pair<int, int> key{bots[0], bots[1]};
      if (!by_pairing.count(key)) order.push_back(key);
      PairingStats& stats = by_pairing[key];
      stats.games += unit_games[unit];
      stats.draws += unit_draws[unit];
      Pentanomial& pairing = stats.pairs;
      if (unit_games[unit] != 2) continue;  // an incomplete pair is no sample
      // A pair's points are 0, 0.5, ..., 2: twice that indexes the bucket.
      const double first = unit_points[unit][spec.bots[bots[0]].name];
      const int bucket = static_cast<int>(first * 2 + 0.5);
      Pentanomial one;
      one.counts[bucket] = 1;
      pairing.Add(one);
      standings.table[bots[0]].pairs.Add(one);
      standings.table[bots[1]].pairs.Add(one.Mirrored());
    }
    for (const auto& key : order) {
      PairingStats stats = by_pairing[key];
      stats.first = spec.bots[key.first].name;
      stats.second = spec.bots[key.second].name;
      standings.pairings.push_back(std::move(stats));
    }
  }

  std::stable_sort(standings.table.begin(), standings.table.end(),
                   [](const Standing& a, const Standing& b) {
                     const double sa = a.games ? a.points / a.games : -1;
                     const double sb = b.games ? b.points / b.games : -1;
                     if (sa != sb) return sa > sb;
                     return a.name < b.name;
                   });
  return standings;
}

Pentanomial HeadToHead(const Standings& standings) {
  if (standings.pairings.empty()) return {};
  return standings.pairings.front().pairs;
}

std::string FormatStandings(const TournamentSpec& spec,
                            const Standings& standings,
                            const std::optional<SprtConfig>& sprt) {
  std::size_t name_width = 4;
  for (const Standing& row : standings.table) {
    name_width = std::max(name_width, row.name.size());
  }
  std::string out =
      spec.game + " " +
      (spec.format == Format::kGauntlet ? "gauntlet" : "round-robin") + ", " +
      std::to_string(spec.bots.size()) + " entrants, " +
      std::to_string(standings.games_done) + "/" +
      std::to_string(standings.games_scheduled) + " games, seed " +
      std::to_string(spec.seed) + "\n";
  out += "  # " + Pad("name", name_width, true) + "  games";
  out += standings.two_player ? "     W     D     L" : "  avg place";
  out += "  points  score%  avg score  faults";
  if (standings.two_player) out += "  Elo vs field (pairs)";
  out += "\n";
  int place = 0;
  for (const Standing& row : standings.table) {
    const double games = row.games ? row.games : 1;
    out += Pad(std::to_string(++place), 3, false) + " " +
           Pad(row.name, name_width, true) + "  " +
           Pad(std::to_string(row.games), 5, false);
    if (standings.two_player) {
      out += " " + Pad(std::to_string(row.wins), 5, false) + " " +
             Pad(std::to_string(row.draws), 5, false) + " " +
             Pad(std::to_string(row.losses), 5, false);
    } else {
      out += "  " + Pad(Printf("%.2f", row.place_sum / games), 9, false);
    }
    out += "  " + Pad(Printf("%.1f", row.points), 6, false) + "  " +
           Pad(Printf("%.1f%%", 100 * row.points / games), 6, false) + "  " +
           Pad(Printf("%.2f", row.score_sum / games), 9, false) + "  " +
           Pad(std::to_string(row.faults), 6, false);
    if (standings.two_player) {
      out += "  " + FormatElo(EstimateElo(row.pairs)) + " (" +
             std::to_string(row.pairs.Pairs()) + ")";
    }
    out += "\n";
  }
  if (standings.two_player && !standings.pairings.empty()) {
    out +=
        "pairings: pairs by points of the first [0 0.5 1 1.5 2], Elo of "
        "the first (no interval under " +
        std::to_string(kMinPairsForInterval) +
        " pairs), its likelihood of superiority, draws of the games\n";
    for (const PairingStats& pairing : standings.pairings) {
      const Pentanomial& p = pairing.pairs;
      std::string counts;
      for (int k = 0; k < 5; ++k) {
        counts += (k ? " " : "") + std::to_string(p.counts[k]);
      }
      const EloEstimate elo = EstimateElo(p);
      out += "  " + pairing.first + " vs " + pairing.second + ": [" + counts +
             "] " + FormatElo(elo) + ", " + FormatLos(elo) + ", draws " +
             (pairing.games
                  ? Printf("%.1f%%", 100.0 * pairing.draws / pairing.games)
                  : std::string("n/a")) +
             "\n";
    }
  }
  if (sprt) {
    out += FormatSprt(EvaluateSprt(HeadToHead(standings), *sprt), *sprt) + "\n";
  }
  return out;
}

}  // namespace gauntlet::tournament
