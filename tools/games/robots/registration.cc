#include "tools/games/robots/registration.h"

#include "tools/bundle/package.h"
#include "tools/games/robots/view_frames.h"

namespace gauntlet::registry {
namespace {

constexpr bundle::BundledProgram kProgram{
    "robots", "bots/robots/main.cc",
    "Robots (ECNA 2001): the statement's solution"};

}  // namespace

// A one-player batch puzzle: the program reads instances and prints their
// outcomes, so there is no referee and no tournament.
Game RobotsGame() {
  Game game;
  game.name = "robots";
  game.title = "Robots (ECNA 2001): one player against robots, batch";
  game.rules_version = "ecna2001";
  game.roles = {{"", "robots", {"plan", "strategy"}, {}}};
  game.showcase = {
      "Robots: one generated instance, the statement's strategy and then the "
      "planner",
      {},
      0,
      "",
      {"robots --generate --seed 7 | robots",
       "robots --generate --seed 7 | robots --plan"}};
  game.frames = &view::RobotsFrames;
  game.bundled_programs = {kProgram};
  game.package = {"ECNA 2001 judge problem: one .cpp",
                  bundle::OneSource(kProgram)};
  return game;
}

}  // namespace gauntlet::registry
