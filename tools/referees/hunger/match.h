#ifndef GAUNTLET_TOOLS_REFEREES_HUNGER_MATCH_H_
#define GAUNTLET_TOOLS_REFEREES_HUNGER_MATCH_H_

namespace gauntlet::hunger {

// `gauntlet match hunger --players CMD... [--width W --height H --turns T
// --rules FILE]` plus the flags of docs/match-contract.md (tools/arena's
// match and player-limit flags); game k seats entrant e at
// arena::SeatOf(e, k, n). argv starts at "hunger".
int RunHungerMatch(int argc, char** argv);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_TOOLS_REFEREES_HUNGER_MATCH_H_
