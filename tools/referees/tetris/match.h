#ifndef GAUNTLET_TOOLS_REFEREES_TETRIS_MATCH_H_
#define GAUNTLET_TOOLS_REFEREES_TETRIS_MATCH_H_

namespace gauntlet::tetris {

// `gauntlet match tetris --a-placer CMD --a-sequencer CMD --b-placer CMD
// --b-sequencer CMD [--rounds N] [common match flags]`; argv starts at the
// game's name. Returns the exit code of docs/match-contract.md.
int RunTetrisMatch(int argc, char** argv);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_REFEREES_TETRIS_MATCH_H_
