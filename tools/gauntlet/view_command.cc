#include "tools/gauntlet/view_command.h"

#include <spawn.h>

#include <cstdlib>
#include <iostream>
#include <string>

#include "common/core/cli.h"
#include "tools/view/view_files.h"

extern char** environ;

namespace gauntlet {
namespace {

// Hands the page to the desktop's browser: $BROWSER when set, else xdg-open
// where there is a display. The browser is not waited for.
void OpenInBrowser(const std::string& page) {
  const char* browser = std::getenv("BROWSER");
  const bool display =
      std::getenv("DISPLAY") != nullptr || std::getenv("WAYLAND_DISPLAY");
  std::string program =
      browser != nullptr && *browser != '\0' ? browser : "xdg-open";
  if (browser == nullptr && !display) {
    std::cerr << "gauntlet view: no desktop here (neither DISPLAY nor "
                 "WAYLAND_DISPLAY is set); open the page in a browser\n";
    return;
  }
  std::string target = page;
  char* argv[] = {program.data(), target.data(), nullptr};
  pid_t pid = 0;
  if (posix_spawnp(&pid, program.c_str(), nullptr, nullptr, argv, environ) !=
      0) {
    std::cerr << "gauntlet view: cannot start " << program
              << "; open the page in a browser\n";
  }
}

}  // namespace

int RunView(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet view",
      "Write a self-contained HTML page that plays a game (or lists a match's "
      "or tournament's games, with standings) and print its path.\n  PATH: a "
      "replay file, a match directory (a referee's --out) or a tournament "
      "directory");
  options.add_options()("path", "replay file or directory",
                        cxxopts::value<std::string>())(
      "out",
      "the page for a replay file (default: beside it, X.replay.jsonl -> "
      "X.html); directories get index.html and a page beside each replay",
      cxxopts::value<std::string>())(
      "sent-bytes",
      "cut each message sent to this many bytes in the page (default 0: as "
      "the replay stored it)",
      cxxopts::value<std::size_t>()->default_value("0"))(
      "open", "hand the page to the desktop's browser");
  options.parse_positional({"path"});
  options.positional_help("PATH");
  const cxxopts::ParseResult parsed = ParseCommandLine(options, argc, argv);
  if (parsed.count("path") == 0) {
    UsageError(options, "no replay file or directory given");
  }
  view::WriteOptions write;
  if (parsed.count("out")) write.out = parsed["out"].as<std::string>();
  write.view.sent_limit = parsed["sent-bytes"].as<std::size_t>();
  const absl::StatusOr<std::string> page =
      view::WriteView(parsed["path"].as<std::string>(), write);
  if (!page.ok()) {
    std::cerr << "gauntlet view: " << page.status().message() << "\n";
    return 1;
  }
  std::cout << *page << "\n" << std::flush;
  if (parsed.count("open")) OpenInBrowser(*page);
  return 0;
}

}  // namespace gauntlet
