#include "tools/games/hunger/first_message.h"

#include <string>

#include "common/hunger/config.h"
#include "common/hunger/protocol.h"
#include "common/hunger/world.h"

namespace gauntlet::registry {

// The first message of the only player of a small generated game; the
// answer is one action.
FirstMessage HungerFirstMessage(int, const arena::TimeControl&) {
  hunger::RulesConfig rules;
  rules.width = rules.height = 300;
  rules.players = 1;
  hunger::World world = hunger::GenerateWorld(rules, 1);
  hunger::Observation observation;
  world.Observe(0, observation);
  FirstMessage message;
  message.text = hunger::FormatObservation(observation);
  message.check = [](const std::string& answer) {
    return hunger::ParseAction(answer).status();
  };
  return message;
}

}  // namespace gauntlet::registry
