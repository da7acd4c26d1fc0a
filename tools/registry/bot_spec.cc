#include <fstream>
#include <sstream>

#include "common/core/ladder.h"
#include "tools/registry/registry.h"

namespace gauntlet::registry {
namespace {

// A parameter file (common/core/params.h) as NAME=VALUE assignments, so the
// bot's own table checks names and values when it is built.
absl::StatusOr<std::vector<std::string>> ReadParamsFile(
    const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError("cannot read parameter file " + path);
  std::vector<std::string> assignments;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (const auto hash = line.find('#'); hash != std::string::npos) {
      line.resize(hash);
    }
    std::istringstream words(line);
    std::string name, value, extra;
    if (!(words >> name)) continue;
    if (!(words >> value) || (words >> extra)) {
      return absl::InvalidArgumentError(path + ":" + std::to_string(number) +
                                        ": want 'name value'");
    }
    assignments.push_back(name + "=" + value);
  }
  return assignments;
}

absl::StatusOr<BotSpec> ParseRole(const Game& game, int role,
                                  const std::string& text) {
  BotSpec bot;
  bot.role = role;
  std::istringstream words(text);
  std::string word;
  const auto value =
      [&](const std::string& flag) -> absl::StatusOr<std::string> {
    std::string next;
    if (!(words >> next)) {
      return absl::InvalidArgumentError(flag + " wants a value in '" + text +
                                        "'");
    }
    return next;
  };
  while (words >> word) {
    if (word == "--seed") {
      auto seed = value(word);
      if (!seed.ok()) return seed.status();
      if (seed->empty() ||
          seed->find_first_not_of("0123456789") != std::string::npos) {
        return absl::InvalidArgumentError("--seed wants a number, got '" +
                                          *seed + "'");
      }
      bot.seed = std::stoull(*seed);
    } else if (word == "--param") {
      auto assignment = value(word);
      if (!assignment.ok()) return assignment.status();
      bot.params.push_back(*assignment);
    } else if (word == "--params") {
      auto path = value(word);
      if (!path.ok()) return path.status();
      auto assignments = ReadParamsFile(*path);
      if (!assignments.ok()) return assignments.status();
      for (std::string& assignment : *assignments) {
        bot.params.push_back(std::move(assignment));
      }
    } else if (word.starts_with("--")) {
      return absl::InvalidArgumentError(
          "an in-process bot takes LEVEL [--seed S] [--params FILE] "
          "[--param NAME=VALUE]..., "
          "not " +
          word);
    } else if (bot.level.empty()) {
      bot.level = word;
    } else {
      return absl::InvalidArgumentError("two levels in '" + text + "'");
    }
  }
  const Role& spec = game.roles[role];
  if (IsRungNumber(bot.level)) {
    if (absl::StatusOr<LevelChoice> rung = ChooseLevel(bot.level, spec.ladder);
        !rung.ok()) {
      return rung.status();
    }
  } else if (!bot.level.empty() &&
             std::find(spec.levels.begin(), spec.levels.end(), bot.level) ==
                 spec.levels.end()) {
    std::string known;
    for (std::string_view level : spec.levels) {
      known += (known.empty() ? "" : ", ") + std::string(level);
    }
    if (!spec.ladder.empty()) known += "; or a rung " + RungRange(spec.ladder);
    return absl::InvalidArgumentError("no level '" + bot.level + "' (" + known +
                                      ")");
  }
  return bot;
}

}  // namespace

absl::StatusOr<InProcessEntrant> ParseInProcessEntrant(
    const Game& game, const std::string& name, const std::string& spec) {
  absl::StatusOr<std::vector<std::string>> roles = SplitRoles(game, spec);
  if (!roles.ok()) return roles.status();
  InProcessEntrant entrant{name, {}, {}};
  for (size_t r = 0; r < roles->size(); ++r) {
    absl::StatusOr<BotSpec> bot =
        ParseRole(game, static_cast<int>(r), (*roles)[r]);
    if (!bot.ok()) return bot.status();
    // Each bot is built once to refuse bad parameters before any game.
    if (absl::StatusOr<std::unique_ptr<Bot>> made = game.make_bot(*bot);
        !made.ok()) {
      return made.status();
    }
    entrant.roles.push_back(*std::move(bot));
  }
  return entrant;
}

}  // namespace gauntlet::registry
