#ifndef GAUNTLET_BOTS_TETRIS_SERVE_H_
#define GAUNTLET_BOTS_TETRIS_SERVE_H_

// The programs' main loops: read messages with LineReader until the input
// ends, answer each with one flushed line. Bad input: a located message on
// stderr and exit code 2; end of input between messages: exit code 0.

#include <istream>
#include <ostream>

#include "bots/tetris/brains.h"

namespace gauntlet::tetris {

int ServePlacer(PlacerBrain& brain, std::istream& in, std::ostream& out,
                std::ostream& err);
int ServeSequencer(SequencerBrain& brain, std::istream& in, std::ostream& out,
                   std::ostream& err);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_SERVE_H_
