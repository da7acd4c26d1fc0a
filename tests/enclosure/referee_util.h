#ifndef GAUNTLET_TESTS_ENCLOSURE_REFEREE_UTIL_H_
#define GAUNTLET_TESTS_ENCLOSURE_REFEREE_UTIL_H_

// In-process players for referee tests: real bot sessions and scripted ones.

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/session.h"
#include "tools/arena/in_process_player.h"
#include "tools/referees/enclosure/referee.h"

namespace gauntlet::enclosure::testing {

// A bot session (any brain level) behind an InProcessPlayer.
inline std::unique_ptr<arena::InProcessPlayer> BotPlayer(
    const std::string& level, uint64_t seed) {
  BrainOptions options;
  options.seed = seed;
  auto brain = MakeBrain(level, options);
  auto session = std::make_shared<BotSession>(std::move(*brain),
                                              std::chrono::milliseconds(5));
  auto line_number = std::make_shared<int>(0);
  return std::make_unique<arena::InProcessPlayer>(
      [session, line_number](std::string_view line,
                             arena::InProcessPlayer::Responder& out) {
        auto reply = session->Handle(line, ++*line_number);
        if (!reply.ok()) {
          out.Fail(arena::Fault::kCrash, "exit 2");
        } else if (reply->has_value()) {
          out.Say(**reply);
        }
      });
}

// Answers [POS] `start`, then the scripted lines one per [STATUS]; after the
// script it stands still.
inline std::unique_ptr<arena::InProcessPlayer> ScriptedPlayer(
    std::string start, std::vector<std::string> script) {
  auto next = std::make_shared<std::size_t>(0);
  return std::make_unique<arena::InProcessPlayer>(
      [start, script, next](std::string_view line,
                            arena::InProcessPlayer::Responder& out) {
        if (line.rfind("[START]", 0) == 0) {
          out.Say(start);
          return;
        }
        out.Say(*next < script.size() ? script[(*next)++] : "[ACTION] s 0");
      });
}

inline std::array<arena::SeatedPlayer, 4> Seat(
    const std::array<arena::InProcessPlayer*, 4>& players) {
  std::array<arena::SeatedPlayer, 4> seats;
  for (int m = 0; m < 4; ++m) {
    seats[m] = arena::SeatedPlayer{players[m], "p" + std::to_string(m + 1),
                                   "in-process", m};
  }
  return seats;
}

}  // namespace gauntlet::enclosure::testing

#endif  // GAUNTLET_TESTS_ENCLOSURE_REFEREE_UTIL_H_
