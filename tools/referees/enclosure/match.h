#ifndef GAUNTLET_TOOLS_REFEREES_ENCLOSURE_MATCH_H_
#define GAUNTLET_TOOLS_REFEREES_ENCLOSURE_MATCH_H_

namespace gauntlet::enclosure {

// `gauntlet match enclosure --players CMD CMD CMD CMD [--step-ms MS]` plus
// the flags of docs/match-contract.md. argv starts at "enclosure".
int RunEnclosureMatch(int argc, char** argv);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_TOOLS_REFEREES_ENCLOSURE_MATCH_H_
