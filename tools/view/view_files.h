#ifndef GAUNTLET_TOOLS_VIEW_VIEW_FILES_H_
#define GAUNTLET_TOOLS_VIEW_VIEW_FILES_H_

// What `gauntlet view PATH` writes:
// - a replay file X.replay.jsonl: X.html beside it (or `out`);
// - a match directory (a referee's --out): a page per game beside its
//   replay, and DIR/index.html with each game's result and link;
// - a tournament directory (tournament.json): the same for every game under
//   games/<id>/, and DIR/index.html with the standings (Elo +- for two-player
//   games) and every game's link.
// Returns the path of the page to open.

#include <functional>
#include <string>

#include "absl/status/statusor.h"
#include "tools/view/view_data.h"

namespace gauntlet::view {

struct WriteOptions {
  ViewOptions view;
  std::string out;  // a replay's page path; empty: beside the replay
  // Told the path of every game page written (progress for long runs).
  std::function<void(const std::string&)> on_page;
};

absl::StatusOr<std::string> WriteView(const std::string& path,
                                      const WriteOptions& options);

// The page path for a replay: "game-3.replay.jsonl" -> "game-3.html".
std::string PagePathFor(const std::string& replay_path);

}  // namespace gauntlet::view

#endif  // GAUNTLET_TOOLS_VIEW_VIEW_FILES_H_
