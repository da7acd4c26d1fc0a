#include "tools/tournament/check_bots.h"

#include <map>
#include <utility>

#include "tools/registry/check.h"
#include "tools/registry/registry.h"

namespace gauntlet::tournament {

absl::StatusOr<std::vector<std::string>> SplitShellWords(
    std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
      continue;
    }
    in_word = true;
    if (c == '\\') {
      if (++i == text.size()) {
        return absl::InvalidArgumentError("a backslash ends the text");
      }
      if (text[i] != '\n') word += text[i];
    } else if (c == '\'') {
      const std::size_t end = text.find('\'', i + 1);
      if (end == std::string_view::npos) {
        return absl::InvalidArgumentError("unterminated '");
      }
      word += text.substr(i + 1, end - i - 1);
      i = end;
    } else if (c == '"') {
      for (++i;; ++i) {
        if (i == text.size()) {
          return absl::InvalidArgumentError("unterminated \"");
        }
        if (text[i] == '"') break;
        if (text[i] == '\\' && i + 1 < text.size() &&
            std::string_view("$`\"\\\n").find(text[i + 1]) !=
                std::string_view::npos) {
          ++i;
          if (text[i] == '\n') continue;
        }
        word += text[i];
      }
    } else {
      word += c;
    }
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

absl::StatusOr<std::vector<std::string>> CheckBots(const TournamentSpec& spec) {
  absl::StatusOr<GameInfo> info = FindGame(spec.game);
  if (!info.ok()) return info.status();
  const registry::Game& game = *info->game;
  absl::StatusOr<std::vector<std::string>> words =
      SplitShellWords(spec.match_flags);
  if (!words.ok()) {
    return absl::InvalidArgumentError("--match-flags: " +
                                      std::string(words.status().message()));
  }
  absl::StatusOr<registry::CheckSetup> setup =
      registry::CheckSetupFromFlags(game, *words);
  if (!setup.ok()) {
    return absl::InvalidArgumentError("--match-flags: " +
                                      std::string(setup.status().message()));
  }
  // Each distinct command once, however many names it plays under.
  std::map<std::string, int> index;
  std::vector<std::vector<std::string>> entrants;
  for (const Bot& bot : spec.bots) {
    if (index.count(bot.command)) continue;
    absl::StatusOr<std::vector<std::string>> roles =
        registry::SplitRoles(game, bot.command);
    if (!roles.ok()) {
      return absl::InvalidArgumentError(bot.name + ": " +
                                        std::string(roles.status().message()));
    }
    index[bot.command] = static_cast<int>(entrants.size());
    entrants.push_back(*std::move(roles));
  }
  const std::vector<absl::Status> checked =
      registry::CheckEntrants(game, entrants, *setup);
  std::vector<std::string> failures;
  for (const Bot& bot : spec.bots) {
    const absl::Status& status = checked[index.at(bot.command)];
    if (!status.ok()) {
      failures.push_back(
          registry::CheckFailureLine(bot.name, bot.command, status));
    }
  }
  return failures;
}

}  // namespace gauntlet::tournament
