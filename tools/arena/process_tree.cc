#include "tools/arena/process_tree.h"

#include <unistd.h>

#include <atomic>
#include <cstdint>

#include "absl/strings/str_cat.h"

extern char** environ;

namespace gauntlet::arena {

std::string NewPlayerToken() {
  static std::atomic<uint64_t> serial{0};
  return absl::StrCat("GAUNTLET_PLAYER_", getpid(), "=", ++serial);
}

std::vector<const char*> PlayerEnvironment(const std::string& token) {
  const std::string_view name(token.data(), token.find('=') + 1);
  std::vector<const char*> result;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    if (std::string_view(*entry).substr(0, name.size()) != name) {
      result.push_back(*entry);
    }
  }
  result.push_back(token.c_str());
  result.push_back(nullptr);
  return result;
}

}  // namespace gauntlet::arena
