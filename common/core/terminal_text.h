#ifndef GAUNTLET_COMMON_CORE_TERMINAL_TEXT_H_
#define GAUNTLET_COMMON_CORE_TERMINAL_TEXT_H_

// Text from a player (its answers, its stderr, a fault quoting them) made
// safe to print on a terminal: a NUL, an ESC (which starts the sequences
// that move the cursor, recolour or retitle a terminal) or any other control
// byte is shown as an escape instead of being acted on. Files (replays,
// results) keep the raw bytes; this is for what people read.

#include <string>
#include <string_view>

namespace gauntlet {

// `text` with a line end, tab and carriage return shown as `\n`, `\t`, `\r`,
// every other byte below 0x20 and DEL (0x7f) as `\xNN`, and the C1 controls
// as UTF-8 (U+0080..U+009F) as `\u00NN`. Printable ASCII (a backslash too:
// text already escaped, a JSON string, stays as it is) and other UTF-8 are
// kept.
std::string TerminalSafe(std::string_view text);

// The same, but a line end is kept as it is: for multi-line text (a match's
// summary lines, an error that spans lines).
std::string TerminalSafeLines(std::string_view text);

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_TERMINAL_TEXT_H_
