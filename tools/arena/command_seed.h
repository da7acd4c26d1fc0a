#ifndef GAUNTLET_TOOLS_ARENA_COMMAND_SEED_H_
#define GAUNTLET_TOOLS_ARENA_COMMAND_SEED_H_

// A player's command may contain `{seed}`: the referee starts it with the
// game's seed there (docs/match-contract.md), so a program with randomness
// plays a different game for each seed of a match or tournament, and the
// same game again for the same seed. Programs get nothing else of the
// seed, and a deterministic bot would otherwise repeat one game for ever.

#include <cstdint>
#include <string>
#include <string_view>

namespace gauntlet::arena {

inline constexpr std::string_view kSeedField = "{seed}";

inline std::string WithGameSeed(std::string command, uint64_t seed) {
  const std::string text = std::to_string(seed);
  for (auto at = command.find(kSeedField); at != std::string::npos;
       at = command.find(kSeedField, at + text.size())) {
    command.replace(at, kSeedField.size(), text);
  }
  return command;
}

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_COMMAND_SEED_H_
