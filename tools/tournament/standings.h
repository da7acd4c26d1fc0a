#ifndef GAUNTLET_TOOLS_TOURNAMENT_STANDINGS_H_
#define GAUNTLET_TOOLS_TOURNAMENT_STANDINGS_H_

// From finished games to a table: per entrant games, wins/draws/losses or
// average place, points, average score; for two-player games Elo from
// complete pairs, overall and per pairing.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tools/tournament/elo.h"
#include "tools/tournament/records.h"
#include "tools/tournament/schedule.h"

namespace gauntlet::tournament {

struct Standing {
  std::string name;
  int games = 0;
  int wins = 0, draws = 0, losses = 0;  // two-player games
  double place_sum = 0;                 // sum of ranks
  // 1 for beating everyone, 0 for losing to everyone, ties count half:
  // (opponents ranked below + half the opponents tied) / opponents.
  double points = 0;
  double score_sum = 0;  // the game's own score
  int faults = 0;
  Pentanomial pairs;  // complete pairs, from this entrant's side
};

struct PairingStats {
  std::string first, second;
  Pentanomial pairs;  // from `first`'s side
  int games = 0;      // finished, in complete pairs or not
  int draws = 0;
};

struct Standings {
  bool two_player = false;
  int games_done = 0;
  int games_scheduled = 0;
  std::vector<Standing> table;         // best first
  std::vector<PairingStats> pairings;  // two-player only, schedule order
};

Standings ComputeStandings(const TournamentSpec& spec,
                           const std::vector<GameSpec>& schedule,
                           const std::map<int, GameRecord>& records);

// The pentanomial of the first entrant against the second (two bots only).
Pentanomial HeadToHead(const Standings& standings);

std::string FormatStandings(const TournamentSpec& spec,
                            const Standings& standings,
                            const std::optional<SprtConfig>& sprt);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_STANDINGS_H_
