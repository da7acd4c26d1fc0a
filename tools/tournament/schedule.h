#ifndef GAUNTLET_TOOLS_TOURNAMENT_SCHEDULE_H_
#define GAUNTLET_TOOLS_TOURNAMENT_SCHEDULE_H_

// Which games a tournament plays: a pure function of the entrants, the
// format, the number of games and the seed.

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/tournament/game_table.h"

namespace gauntlet::tournament {

struct Bot {
  std::string name;
  std::string command;
};

enum class Format {
  kRoundRobin,  // every pairing (or group of four) of the entrants
  kGauntlet,    // only pairings (groups) that include the first entrant
};

struct TournamentSpec {
  std::string game;
  std::vector<Bot> bots;
  Format format = Format::kRoundRobin;
  // Games per pairing (two-player), per group (enclosure) or in all
  // (hunger); rounded up to whole units. 0 means one unit.
  int games = 0;
  uint64_t seed = 1;
  // Shell words added to every game's referee command, e.g. a time control
  // ("--movetime 200"); part of what is played, so resume keeps them.
  std::string match_flags;
};

// One game. Games of one unit (a colour-swapped pair, a group's four seat
// rotations) share a seed, so they are the same opening or map.
struct GameSpec {
  int id = 0;     // position in the schedule
  int unit = 0;   // the pair / rotation set this game belongs to
  int round = 0;  // which seed of the pairing or group
  uint64_t seed = 0;
  std::vector<int> seats;  // bot indices, seat 0 first
};

// Games per unit: 2 for two-player games, 4 for enclosure, 1 for hunger.
int GamesPerUnit(Seating seating);

// The number of units each pairing/group plays for a requested game count.
int RoundsFor(Seating seating, int games);

// The seed of round r: the same for every pairing or group, so all entrants
// meet the same openings and maps.
uint64_t RoundSeed(uint64_t tournament_seed, int round);

absl::StatusOr<std::vector<GameSpec>> BuildSchedule(const TournamentSpec& spec);

// "000017": a game's id as a fixed-width string, used for its directory.
// Inline, so the record reader needs no schedule (fuzz/records_fuzz.cc).
inline std::string GameIdText(int id) {
  char text[16];
  std::snprintf(text, sizeof text, "%06d", id);
  return text;
}

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_SCHEDULE_H_
