#include "common/core/terminal_text.h"

namespace gauntlet {
namespace {

constexpr char kHex[] = "0123456789abcdef";

std::string Escape(std::string_view text, bool keep_newlines) {
  std::string shown;
  shown.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') {
      shown += keep_newlines ? "\n" : "\\n";
    } else if (c == '\t') {
      shown += "\\t";
    } else if (c == '\r') {
      shown += "\\r";
    } else if (byte < 0x20 || byte == 0x7f) {
      shown += "\\x";
      shown += kHex[byte >> 4];
      shown += kHex[byte & 0xf];
    } else if (byte == 0xc2 && i + 1 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
               static_cast<unsigned char>(text[i + 1]) <= 0x9f) {
      // A C1 control encoded in UTF-8 (U+009B is a CSI to some terminals).
      const auto code = static_cast<unsigned char>(text[++i]);
      shown += "\\u00";
      shown += kHex[code >> 4];
      shown += kHex[code & 0xf];
    } else {
      shown += c;
    }
  }
  return shown;
}

}  // namespace

std::string TerminalSafe(std::string_view text) { return Escape(text, false); }

std::string TerminalSafeLines(std::string_view text) {
  return Escape(text, true);
}

}  // namespace gauntlet
