// A Star Hunger Games starter bot: Gauntlet's library reads each message of
// docs/hunger.md into an Observation and writes the answer; your logic goes
// in Decide below.
// From the repository root, built as examples/README.md says:
//   build/bin/gauntlet match hunger --players build-examples/hunger-starter \
//       build/bin/hunger-bot --width 300 --height 300 --turns 100

#include <cstdlib>
#include <iostream>
#include <memory>

#include "bots/hunger/strategy.h"
#include "common/core/bot.h"

namespace {

using namespace gauntlet::hunger;

class StarterStrategy : public Strategy {
 public:
  // One answer to the message `obs`: own state, events, what is in view.
  Action Decide(const Observation& obs) override {
    // --- Your logic goes here. This one steps one cell towards the
    // nearest food it sees (straight along x first), else idles.
    const Point* nearest = nullptr;
    int64_t best = 0;
    for (const Point& food : obs.food_cells) {
      const int64_t d =
          std::llabs(food.x - obs.center.x) + std::llabs(food.y - obs.center.y);
      if (nearest == nullptr || d < best) {
        nearest = &food;
        best = d;
      }
    }
    if (nearest == nullptr || best == 0) return Action::Idle();
    Point step = obs.center;
    if (nearest->x != obs.center.x) {
      step.x += nearest->x > obs.center.x ? 1 : -1;
    } else {
      step.y += nearest->y > obs.center.y ? 1 : -1;
    }
    return Action::Move(step);
  }
};

}  // namespace

int main() {
  StrategyBot bot(std::make_unique<StarterStrategy>());
  return gauntlet::ServeBot("hunger-starter", bot, std::cin, std::cout,
                            std::cerr, kMaxMessageLine);
}
