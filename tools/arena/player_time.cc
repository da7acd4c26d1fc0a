#include "tools/arena/player_time.h"

#include <charconv>
#include <utility>
#include <vector>

#include "common/core/move_time.h"

namespace gauntlet::arena {
namespace {

std::vector<std::string_view> Words(std::string_view text) {
  std::vector<std::string_view> words;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t start = text.find_first_not_of(" \t\n", at);
    if (start == std::string_view::npos) break;
    const std::size_t end = text.find_first_of(" \t\n", start);
    words.push_back(text.substr(start, end - start));
    at = end == std::string_view::npos ? text.size() : end;
  }
  return words;
}

// The value of `flag` in `words` (`--flag N` or `--flag=N`), when a number.
std::optional<long long> FlagMs(const std::vector<std::string_view>& words,
                                std::string_view flag) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    std::string_view value;
    if (words[i] == flag && i + 1 < words.size()) {
      value = words[i + 1];
    } else if (words[i].starts_with(flag) && words[i].size() > flag.size() &&
               words[i][flag.size()] == '=') {
      value = words[i].substr(flag.size() + 1);
    } else {
      continue;
    }
    long long ms = 0;
    const auto [end, error] =
        std::from_chars(value.data(), value.data() + value.size(), ms);
    if (error == std::errc() && end == value.data() + value.size()) return ms;
  }
  return std::nullopt;
}

}  // namespace

std::string WithMoveTime(std::string command,
                         std::chrono::milliseconds movetime) {
  const std::string text = std::to_string(movetime.count());
  for (auto at = command.find(kMoveTimeField); at != std::string::npos;
       at = command.find(kMoveTimeField, at + text.size())) {
    command.replace(at, kMoveTimeField.size(), text);
  }
  return command;
}

void TellTimeControl(ProcessOptions& process, const TimeControl& time) {
  process.command = WithMoveTime(std::move(process.command), time.movetime);
  process.environment.push_back(std::string(kMoveTimeVariable) + "=" +
                                std::to_string(time.movetime.count()));
}

std::optional<std::string> MoveTimeMismatch(
    std::string_view command, std::chrono::milliseconds movetime) {
  const std::vector<std::string_view> words = Words(command);
  const std::string allowed =
      "the match allows " + std::to_string(movetime.count()) + " ms a move";
  if (const auto own = FlagMs(words, "--movetime");
      own && *own > movetime.count()) {
    return "its command says --movetime " + std::to_string(*own) + " but " +
           allowed +
           " (our bots keep to the match's time; write --movetime "
           "{movetime} for a program of yours)";
  }
  if (const auto think = FlagMs(words, "--think-ms");
      think && *think >= movetime.count()) {
    return "its command says --think-ms " + std::to_string(*think) + " but " +
           allowed + " (our bots then think within the match's time)";
  }
  return std::nullopt;
}

}  // namespace gauntlet::arena
