// An Enclosure starter bot: Gauntlet's library speaks the protocol of
// docs/enclosure.md ([START]/[POS], [STATUS]/[ACTION]) and tracks the whole
// state from the [STATUS] lines; your logic goes in the Brain below.
// From the repository root, built as examples/README.md says:
//   build/bin/gauntlet match enclosure --players \
//       build-examples/enclosure-starter build/bin/enclosure-bot \
//       'build/bin/enclosure-bot --level greedy' \
//       'build/bin/enclosure-bot --level random'

#include <iostream>
#include <memory>
#include <vector>

#include "bots/enclosure/moves.h"
#include "bots/enclosure/session.h"
#include "common/core/bot.h"
#include "common/core/rng.h"

namespace {

using namespace gauntlet::enclosure;

class StarterBrain : public Brain {
 public:
  // The start vertex for player `me` (0..3): VertexAt(x, y), x, y in 0..10.
  int ChooseStart(int me) override {
    return VertexAt(me == 1 || me == 2 ? 7 : 3, me >= 2 ? 7 : 3);
  }
  // The action of player `me` in `state` (every player's trail, land,
  // traps) before `deadline`.
  Action ChooseAction(const State& state, int me,
                      gauntlet::Deadline& deadline) override {
    (void)deadline;
    // --- Your logic goes here. This one picks a random action among those
    // that do not kill it at once, never laying traps.
    std::vector<Action> safe;
    SafeActions(state, me, /*traps=*/false, safe);
    return safe[rng_.Below(safe.size())];
  }

 private:
  gauntlet::Rng rng_{11};
};

}  // namespace

int main() {
  SessionBot bot(std::make_unique<BotSession>(std::make_unique<StarterBrain>(),
                                              ThinkTime(kDefaultMoveTime)));
  return gauntlet::ServeBot("enclosure-starter", bot, std::cin, std::cout,
                            std::cerr);
}
