#ifndef GAUNTLET_TESTS_ENCLOSURE_REFEREE_UTIL_H_
#define GAUNTLET_TESTS_ENCLOSURE_REFEREE_UTIL_H_

// In-process players for referee tests: real bot sessions and scripted ones.

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/session.h"
#include "tests/arena/scripted_player.h"
#include "tools/games/enclosure/game.h"

namespace gauntlet::enclosure::testing {

// A bot session (any brain level) behind an ScriptedPlayer.
inline std::unique_ptr<arena::ScriptedPlayer> BotPlayer(
    const std::string& level, uint64_t seed) {
  BrainOptions options;
  options.seed = seed;
  auto brain = MakeBrain(level, options);
  auto session = std::make_shared<BotSession>(std::move(*brain),
                                              std::chrono::milliseconds(5));
  auto line_number = std::make_shared<int>(0);
  return std::make_unique<arena::ScriptedPlayer>(
      [session, line_number](std::string_view line,
                             arena::ScriptedPlayer::Responder& out) {
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
inline std::unique_ptr<arena::ScriptedPlayer> ScriptedPlayer(
    std::string start, std::vector<std::string> script) {
  auto next = std::make_shared<std::size_t>(0);
  return std::make_unique<arena::ScriptedPlayer>(
      [start, script, next](std::string_view line,
                            arena::ScriptedPlayer::Responder& out) {
        if (line.rfind("[START]", 0) == 0) {
          out.Say(start);
          return;
        }
        out.Say(*next < script.size() ? script[(*next)++] : "[ACTION] s 0");
      });
}

// A table of four in-process players, seat m = players[m], with `step` per
// round.
inline arena::Table Seat(
    const std::array<arena::ScriptedPlayer*, 4>& players,
    std::chrono::milliseconds step = std::chrono::milliseconds(200),
    uint64_t seed = 0) {
  arena::Table table;
  table.game = "enclosure";
  table.rules_version = "1";
  table.seed = seed;
  table.time.movetime = step;
  for (int m = 0; m < 4; ++m) {
    table.seats.push_back(arena::SeatedPlayer{
        {players[m]}, "p" + std::to_string(m + 1), "in-process", m});
  }
  return table;
}

}  // namespace gauntlet::enclosure::testing

#endif  // GAUNTLET_TESTS_ENCLOSURE_REFEREE_UTIL_H_
