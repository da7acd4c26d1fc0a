#ifndef GAUNTLET_COMMON_ROBOTS_GENERATOR_H_
#define GAUNTLET_COMMON_ROBOTS_GENERATOR_H_

// Random valid instances: R robots on distinct cells other than (15,15), and
// T distinct teleport cells anywhere on the board (a teleport cell may hold a
// robot or be the start, as the statement allows).

#include <cstdint>
#include <optional>

#include "common/core/rng.h"
#include "common/robots/board.h"

namespace gauntlet::robots {

struct GeneratorOptions {
  // Fixed counts, or uniform in [1, 50] and [0, 20] when unset.
  std::optional<int> robots;
  std::optional<int> teleports;
};

Instance GenerateInstance(Rng& rng, const GeneratorOptions& options);

// The instance for `seed`: the bench and `robots --generate` agree on it.
Instance GenerateInstance(uint64_t seed, const GeneratorOptions& options);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_GENERATOR_H_
