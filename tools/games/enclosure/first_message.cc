#include "tools/games/enclosure/first_message.h"

#include <string>

#include "common/enclosure/protocol.h"

namespace gauntlet::registry {

// Player 0's `[START] 0`; the answer is its `[POS] x y`.
FirstMessage EnclosureFirstMessage(int, const arena::TimeControl&) {
  FirstMessage message;
  message.text = enclosure::FormatStart(0) + "\n";
  message.check = [](const std::string& answer) {
    return enclosure::ParsePos(answer, 1).status();
  };
  return message;
}

}  // namespace gauntlet::registry
