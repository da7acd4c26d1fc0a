#ifndef GAUNTLET_TOOLS_REFEREES_HUNGER_MATCH_H_
#define GAUNTLET_TOOLS_REFEREES_HUNGER_MATCH_H_

namespace gauntlet::hunger {

// `gauntlet match hunger --players CMD... [flags]` (docs/match-contract.md);
// argv starts at "hunger".
int RunHungerMatch(int argc, char** argv);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_TOOLS_REFEREES_HUNGER_MATCH_H_
