#ifndef GAUNTLET_COMMON_CORE_CLOCK_TEXT_H_
#define GAUNTLET_COMMON_CORE_CLOCK_TEXT_H_

// A duration as progress lines show it: "h:mm:ss", rounded to the second.

#include <cstdio>
#include <string>

namespace gauntlet {

inline std::string ClockText(double seconds) {
  const long total = static_cast<long>(seconds + 0.5);
  char text[32];
  std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600,
                total / 60 % 60, total % 60);
  return text;
}

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_CLOCK_TEXT_H_
