#ifndef GAUNTLET_COMMON_CORE_MARKUP_H_
#define GAUNTLET_COMMON_CORE_MARKUP_H_

// Text placed in HTML or SVG: the characters markup gives a meaning to,
// escaped (quotes too, so the result is safe inside an attribute).

#include <string>
#include <string_view>

namespace gauntlet {

inline std::string EscapeMarkup(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_MARKUP_H_
