#include "common/core/process_age.h"

#include <cstdio>
#include <cstring>
#include <ctime>

#if defined(__linux__)
#include <unistd.h>
#endif

namespace gauntlet {

std::optional<std::chrono::milliseconds> ProcessAge() {
#if defined(__linux__)
  std::FILE* file = std::fopen("/proc/self/stat", "r");
  if (file == nullptr) return std::nullopt;
  char text[1024];
  const std::size_t size = std::fread(text, 1, sizeof(text) - 1, file);
  std::fclose(file);
  text[size] = '\0';
  // The command name (field 2) is in parentheses and may hold spaces or
  // parentheses: the fields after it start after the last ')'.
  const char* rest = std::strrchr(text, ')');
  if (rest == nullptr) return std::nullopt;
  // Field 22 (start time) is the 20th after the name.
  unsigned long long start_ticks = 0;
  int field = 2;
  for (const char* p = rest + 1; *p != '\0'; ++p) {
    if (*p != ' ') continue;
    if (++field == 22) {
      if (std::sscanf(p + 1, "%llu", &start_ticks) != 1) return std::nullopt;
      break;
    }
  }
  if (field != 22) return std::nullopt;
  const long ticks_per_second = sysconf(_SC_CLK_TCK);
  timespec now{};
  if (ticks_per_second <= 0 || clock_gettime(CLOCK_BOOTTIME, &now) != 0) {
    return std::nullopt;
  }
  const double age_seconds =
      static_cast<double>(now.tv_sec) + now.tv_nsec * 1e-9 -
      static_cast<double>(start_ticks) / static_cast<double>(ticks_per_second);
  if (age_seconds < 0) return std::chrono::milliseconds(0);
  return std::chrono::milliseconds(static_cast<long long>(age_seconds * 1000));
#else
  return std::nullopt;
#endif
}

}  // namespace gauntlet
