// A Tetris duel starter: one program for both roles, `tetris-starter
// placer` and `tetris-starter sequencer` (an entrant is the two joined by
// '|'). The messages of docs/tetris.md are read and answered by Gauntlet's
// library; your logic goes in the two Respond functions below.
// From the repository root, built as examples/README.md says:
//   s=build-examples/tetris-starter
//   build/bin/gauntlet match tetris --players "$s placer | $s sequencer" \
//       'build/bin/tetris-placer | build/bin/tetris-sequencer'

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "bots/tetris/serve.h"
#include "common/core/rng.h"
#include "common/tetris/reach.h"

namespace {

using namespace gauntlet::tetris;

class StarterPlacer : public PlacerBrain {
 public:
  // One command line for the current piece: L/R/D/C/A with counts, e.g.
  // "C1,L3"; the piece then drops. `input` has the score, the current and
  // next piece and the 30 visible rows.
  std::string Respond(const PlacerInput& input) override {
    // --- Your logic goes here. This one takes the reachable resting place
    // whose piece ends lowest (the first such).
    std::vector<Position> places;
    reacher_.Placements(input.board, input.current, places);
    if (places.empty()) return "D1";
    Position best = places.front();
    for (const Position& p : places) {
      if (p.y < best.y) best = p;
    }
    const auto command = reacher_.CommandFor(input.board, input.current, best);
    return command && !command->empty() ? *command : "D1";
  }

 private:
  Reacher reacher_;
};

class StarterSequencer : public SequencerBrain {
 public:
  // One line whose first letter is the opponent's next piece (TISZOLJ).
  std::string Respond(const SequencerInput& input) override {
    (void)input;
    // --- Your logic goes here. This one is uniformly random.
    return std::string(1, kPieceLetters[rng_.Below(kPieceLetters.size())]);
  }

 private:
  gauntlet::Rng rng_{7};
};

}  // namespace

int main(int argc, char** argv) {
  const std::string role = argc > 1 ? argv[1] : "";
  if (role == "placer") {
    StarterPlacer placer;
    return ServePlacer(placer, std::cin, std::cout, std::cerr);
  }
  if (role == "sequencer") {
    StarterSequencer sequencer;
    return ServeSequencer(sequencer, std::cin, std::cout, std::cerr);
  }
  std::cerr << "usage: tetris-starter placer|sequencer\n";
  return 2;
}
