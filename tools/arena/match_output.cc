#include "tools/arena/match_output.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/core/status_macros.h"
#include "common/core/terminal_text.h"
#include "tools/arena/stop_on_signals.h"

namespace gauntlet::arena {

absl::StatusOr<MatchOutput> MatchOutput::Create(const std::string& dir) {
  if (!dir.empty()) {
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error || !std::filesystem::is_directory(dir)) {
      return absl::UnavailableError(absl::StrCat(
          "cannot create --out directory ", dir, ": ", error.message()));
    }
  }
  return MatchOutput(dir);
}

std::vector<std::string> ReplaysIn(const std::string& dir) {
  namespace fs = std::filesystem;
  constexpr std::string_view kSuffix = ".replay.jsonl";
  std::vector<std::pair<int, std::string>> found;
  std::error_code error;
  for (const fs::directory_entry& e : fs::directory_iterator(dir, error)) {
    const std::string name = e.path().filename().string();
    if (!name.starts_with("game-") || !name.ends_with(kSuffix)) continue;
    const std::string k = name.substr(5, name.size() - 5 - kSuffix.size());
    if (k.empty() || k.size() > 9 ||
        k.find_first_not_of("0123456789") != std::string::npos) {
      continue;
    }
    found.emplace_back(std::stoi(k), e.path().string());
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> paths;
  for (auto& [k, path] : found) paths.push_back(std::move(path));
  return paths;
}

absl::StatusOr<ReplayWriter> MatchOutput::OpenReplay(int index) const {
  if (!enabled()) return ReplayWriter();
  return ReplayWriter::Open(
      absl::StrCat(dir_, "/game-", index, ".replay.jsonl"));
}

absl::Status AppendWhole(const std::string& path, const std::string& text) {
  const int fd =
      open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) {
    return absl::UnavailableError(
        absl::StrCat("cannot open ", path, ": ", strerror(errno)));
  }
  // One write with O_APPEND: concurrent writers to the same file never
  // interleave inside a record.
  size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    written += static_cast<size_t>(n);
  }
  const bool synced = fsync(fd) == 0;
  const bool closed = close(fd) == 0;
  if (written != text.size() || !synced || !closed) {
    return absl::UnavailableError(absl::StrCat("cannot write ", path));
  }
  return absl::OkStatus();
}

absl::Status MatchOutput::AppendResult(const MatchResult& result) const {
  ParkIfInterrupted();
  if (!enabled()) return absl::OkStatus();
  return AppendWhole(
      absl::StrCat(dir_, "/results.jsonl"),
      ToJson(result).dump(-1, ' ', false, Json::error_handler_t::replace) +
          "\n");
}

std::string SummaryLine(const MatchResult& result) {
  std::ostringstream out;
  out << "game " << result.index << ":";
  for (size_t i = 0; i < result.entrants.size(); ++i) {
    const EntrantResult& e = result.entrants[i];
    out << (i == 0 ? " " : ", ") << e.name << " " << ScoreText(e.score)
        << " (seat " << e.seat << ", rank " << e.rank << ")";
    for (const std::string& fault : e.faults) out << " [" << fault << "]";
  }
  out << " - " << result.outcome;
  return out.str();
}

absl::Status PlayMatchGames(
    const MatchFlags& flags, const PlayGame& play_game,
    const std::function<void(const MatchResult&)>& on_result) {
  GAUNTLET_ASSIGN_OR_RETURN(const MatchOutput output,
                            MatchOutput::Create(flags.out));
  for (int index = flags.first_game; index < flags.end_game(); ++index) {
    absl::StatusOr<ReplayWriter> replay = output.OpenReplay(index);
    if (!replay.ok()) return replay.status();
    replay->set_sent_limit(flags.replay_sent_bytes);
    replay->set_answer_limit(flags.replay_answer_bytes);
    absl::StatusOr<MatchResult> result =
        play_game(index, flags.GameSeed(index), *replay);
    absl::Status written =
        result.ok() ? replay->WriteResult(*result) : result.status();
    if (written.ok()) written = replay->Close();
    if (written.ok()) written = output.AppendResult(*result);
    if (!written.ok()) {
      return absl::Status(written.code(), absl::StrCat("game ", index, ": ",
                                                       written.message()));
    }
    on_result(*result);
  }
  return absl::OkStatus();
}

int RunMatchGames(const MatchFlags& flags, const PlayGame& play_game) {
  std::vector<double> totals(flags.names.size(), 0.0);
  const absl::Status status =
      PlayMatchGames(flags, play_game, [&](const MatchResult& result) {
        ParkIfInterrupted();
        std::cout << TerminalSafe(SummaryLine(result)) << std::endl;
        for (size_t i = 0; i < result.entrants.size() && i < totals.size();
             ++i) {
          totals[i] += result.entrants[i].score;
        }
      });
  if (!status.ok()) {
    std::cerr << TerminalSafe(std::string(status.message())) << "\n";
    return 1;
  }
  std::cout << "total:";
  for (size_t i = 0; i < totals.size(); ++i) {
    std::cout << (i == 0 ? " " : ", ") << flags.names[i] << " "
              << ScoreText(std::round(totals[i] * 1e6) / 1e6);
  }
  std::cout << std::endl;
  return 0;
}

}  // namespace gauntlet::arena
