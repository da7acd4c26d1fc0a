#include "tools/arena/exit_text.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include "absl/strings/str_cat.h"
#include "common/core/terminal_text.h"

namespace gauntlet::arena {
namespace {

constexpr int kTailLines = 3;
constexpr size_t kTailBytes = 300;

}  // namespace

std::string DescribeWaitStatus(int status) {
  if (WIFEXITED(status)) {
    // The shell's codes for a command it could not run.
    const int code = WEXITSTATUS(status);
    if (code == 127) return "exit 127: command not found";
    if (code == 126) return "exit 126: command not executable";
    return absl::StrCat("exit ", code);
  }
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const char* abbrev = sigabbrev_np(sig);
    return absl::StrCat("signal ", sig, " (SIG",
                        abbrev != nullptr ? abbrev : "?", ")");
  }
  return absl::StrCat("wait status ", status);
}

std::string StderrTail(std::string_view text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' ||
                           text.back() == ' ' || text.back() == '\t')) {
    text.remove_suffix(1);
  }
  size_t start = text.size();
  for (int lines = 0; start > 0; --start) {
    if (text[start - 1] == '\n' && ++lines == kTailLines) break;
  }
  text.remove_prefix(start);
  std::string shown;
  if (text.size() > kTailBytes) {
    text.remove_prefix(text.size() - (kTailBytes - 3));
    while (!text.empty() &&
           (static_cast<unsigned char>(text[0]) & 0xc0) == 0x80) {
      text.remove_prefix(1);  // The rest of a character cut in two.
    }
    shown = "...";
  }
  shown += TerminalSafe(text);
  return shown;
}

}  // namespace gauntlet::arena
