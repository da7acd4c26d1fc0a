#ifndef GAUNTLET_COMMON_CORE_LADDER_H_
#define GAUNTLET_COMMON_CORE_LADDER_H_

// A bot's ladder of strength: `--level N` picks rung N, one of the bot's
// named levels with parameters that cap its search by nodes, depth or
// playouts (never by wall time, so a rung plays alike on a fast and a slow
// machine) and, near the bottom, add randomness. docs/ladder.md has each
// game's rungs and their calibrated ratings.

#include <cxxopts.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/params.h"

namespace gauntlet {

struct Rung {
  std::string_view level;                // one of the bot's named levels
  std::vector<std::string_view> params;  // NAME=VALUE, before the user's
};

// What `--level TEXT` means: a named level as it is, or rung TEXT (1 is the
// weakest) of `ladder`.
struct LevelChoice {
  std::string level;
  std::vector<std::string> params;  // the rung's assignments
};

// Whether `text` is a rung number (digits only), in range or not.
bool IsRungNumber(std::string_view text);

// A rung number out of 1..ladder.size() is an error naming the range; any
// other text is a named level, checked later by the bot.
absl::StatusOr<LevelChoice> ChooseLevel(std::string_view text,
                                        std::span<const Rung> ladder);

// "1..8" for a ladder of eight rungs.
std::string RungRange(std::span<const Rung> ladder);

// Applies the rung's assignments of `choice` to `table` (before the user's
// --params and --param, which may change them).
absl::Status ApplyRung(const LevelChoice& choice, ParamTable& table);

// For a program's --level: ChooseLevel, or a usage error (exit code 2).
LevelChoice ChooseLevelOrExit(const cxxopts::Options& options,
                              std::string_view text,
                              std::span<const Rung> ladder);
// ApplyRung, or a usage error (exit code 2).
void ApplyRungOrExit(const cxxopts::Options& options, const LevelChoice& choice,
                     ParamTable& table);

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_LADDER_H_
