#ifndef GAUNTLET_TOOLS_ARENA_JSON_FIELD_H_
#define GAUNTLET_TOOLS_ARENA_JSON_FIELD_H_

// Reading the fields of result lines and replay records (result.cc,
// replay.cc); not part of the arena's interface.

#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "tools/arena/result.h"

namespace gauntlet::arena::internal {

// Reads `json[key]` into `out`, turning type errors into a Status.
template <class T>
absl::Status Get(const Json& json, const char* key, T& out) {
  if (!json.is_object() || !json.contains(key)) {
    return absl::InvalidArgumentError(absl::StrCat("missing \"", key, "\""));
  }
  try {
    out = json.at(key).get<T>();
  } catch (const Json::exception& e) {
    return absl::InvalidArgumentError(
        absl::StrCat("bad \"", key, "\": ", e.what()));
  }
  return absl::OkStatus();
}

// Reads the seed `json[key]` as SeedFromJson does.
inline absl::Status GetSeed(const Json& json, const char* key, uint64_t& out) {
  if (!json.is_object() || !json.contains(key)) {
    return absl::InvalidArgumentError(absl::StrCat("missing \"", key, "\""));
  }
  absl::StatusOr<uint64_t> seed = SeedFromJson(json.at(key));
  if (!seed.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "bad \"", key, "\": ", std::string(seed.status().message())));
  }
  out = *seed;
  return absl::OkStatus();
}

}  // namespace gauntlet::arena::internal

#endif  // GAUNTLET_TOOLS_ARENA_JSON_FIELD_H_
