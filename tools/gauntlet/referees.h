#ifndef GAUNTLET_TOOLS_GAUNTLET_REFEREES_H_
#define GAUNTLET_TOOLS_GAUNTLET_REFEREES_H_

#include <span>
#include <string_view>

namespace gauntlet {

// A game whose referee is plugged into `gauntlet match <game>`.
struct Referee {
  std::string_view game;
  std::string_view summary;
  // argv starts at the game's name.
  int (*run_match)(int argc, char** argv);
};

std::span<const Referee> Referees();

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_REFEREES_H_
