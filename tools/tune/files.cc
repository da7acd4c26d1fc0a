#include "tools/tune/files.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "common/core/status_macros.h"

namespace gauntlet::tune {
namespace {

absl::Status WriteAll(int fd, const std::string& text,
                      const std::string& path) {
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      return absl::InternalError("cannot write " + path + ": " +
                                 std::strerror(errno));
    }
    done += static_cast<size_t>(n);
  }
  return absl::OkStatus();
}

// ReadHistory; `text` gets the kept lines as they were written.
absl::StatusOr<std::vector<nlohmann::json>> ReadKept(const std::string& path,
                                                     int iteration,
                                                     std::string& text) {
  std::vector<nlohmann::json> kept;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    nlohmann::json json = nlohmann::json::parse(line, nullptr, false);
    // A torn last line (a kill inside write) is not JSON: dropped.
    if (json.is_discarded() || !json.contains("iteration")) continue;
    if (json["iteration"].get<int>() >= iteration) continue;
    text += line + "\n";
    kept.push_back(std::move(json));
  }
  if (static_cast<int>(kept.size()) != iteration) {
    return absl::DataLossError(path + " holds " + std::to_string(kept.size()) +
                               " iterations where the state counts " +
                               std::to_string(iteration));
  }
  return kept;
}

}  // namespace

absl::Status WriteFileAtomically(const std::string& path,
                                 const std::string& text) {
  const std::string temporary = path + ".tmp";
  const int fd = open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    return absl::InternalError("cannot write " + temporary + ": " +
                               std::strerror(errno));
  }
  absl::Status written = WriteAll(fd, text, temporary);
  if (written.ok() && fsync(fd) != 0) {
    written = absl::InternalError("cannot flush " + temporary + ": " +
                                  std::strerror(errno));
  }
  close(fd);
  if (!written.ok()) return written;
  if (rename(temporary.c_str(), path.c_str()) != 0) {
    return absl::InternalError("cannot rename " + temporary + ": " +
                               std::strerror(errno));
  }
  const std::string dir = std::filesystem::path(path).parent_path().string();
  const int dir_fd = open(dir.empty() ? "." : dir.c_str(), O_RDONLY);
  if (dir_fd >= 0) {
    fsync(dir_fd);
    close(dir_fd);
  }
  return absl::OkStatus();
}

absl::StatusOr<nlohmann::json> ReadJsonFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError("no " + path);
  std::stringstream text;
  text << in.rdbuf();
  nlohmann::json json = nlohmann::json::parse(text.str(), nullptr, false);
  if (json.is_discarded()) {
    return absl::DataLossError(path + " is not JSON");
  }
  return json;
}

absl::Status AppendLine(const std::string& path, const std::string& line) {
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (fd < 0) {
    return absl::InternalError("cannot append to " + path + ": " +
                               std::strerror(errno));
  }
  absl::Status written = WriteAll(fd, line + "\n", path);
  if (written.ok() && fdatasync(fd) != 0) {
    written = absl::InternalError("cannot flush " + path);
  }
  close(fd);
  return written;
}

absl::StatusOr<std::vector<nlohmann::json>> ReadHistory(const std::string& path,
                                                        int iteration) {
  std::string text;
  return ReadKept(path, iteration, text);
}

absl::StatusOr<std::vector<nlohmann::json>> TrimHistory(const std::string& path,
                                                        int iteration) {
  std::string text;
  GAUNTLET_ASSIGN_OR_RETURN(std::vector<nlohmann::json> kept,
                            ReadKept(path, iteration, text));
  if (absl::Status s = WriteFileAtomically(path, text); !s.ok()) return s;
  return kept;
}

}  // namespace gauntlet::tune
