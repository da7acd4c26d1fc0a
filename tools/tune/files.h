#ifndef GAUNTLET_TOOLS_TUNE_FILES_H_
#define GAUNTLET_TOOLS_TUNE_FILES_H_

// A tuning run's directory:
//   tune.json       what is being tuned (game, bots, method, settings);
//                   a resumed run must match it
//   state.json      where the run stands, rewritten atomically after every
//                   batch: a kill at any moment leaves the last one whole
//   history.jsonl   one line per iteration (generation), appended before
//                   the state that counts it
//   best.params     the parameters to use, loadable by the bot's --params
//   plot.svg        each parameter's trajectory and the objective
//   verify.json     the held-out SPRT's verdict (--verify)
//   games/<id>/     planned games (--plan), as a tournament keeps them

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace gauntlet::tune {

// Writes `text` to `path` through a temporary file, fsync and rename, so
// readers (and a resumed run) see the old or the new file, never a part.
absl::Status WriteFileAtomically(const std::string& path,
                                 const std::string& text);

// The JSON in `path`, or NotFound when there is no file.
absl::StatusOr<nlohmann::json> ReadJsonFile(const std::string& path);

// Appends one line to `path` and flushes it to disk.
absl::Status AppendLine(const std::string& path, const std::string& line);

// The history lines of iterations before `iteration`, parsed: lines a
// killed run wrote for a batch its state never counted are left out, and so
// are the lines a running run writes before its state counts them.
absl::StatusOr<std::vector<nlohmann::json>> ReadHistory(const std::string& path,
                                                        int iteration);

// ReadHistory, and the file rewritten to hold only those lines.
absl::StatusOr<std::vector<nlohmann::json>> TrimHistory(const std::string& path,
                                                        int iteration);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_FILES_H_
