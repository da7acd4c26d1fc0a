#include "common/core/ladder.h"

#include <charconv>

#include "absl/status/status.h"
#include "common/core/cli.h"

namespace gauntlet {

bool IsRungNumber(std::string_view text) {
  return !text.empty() && text.size() <= 3 &&
         text.find_first_not_of("0123456789") == std::string_view::npos;
}

std::string RungRange(std::span<const Rung> ladder) {
  return "1.." + std::to_string(ladder.size());
}

absl::StatusOr<LevelChoice> ChooseLevel(std::string_view text,
                                        std::span<const Rung> ladder) {
  LevelChoice choice;
  if (!IsRungNumber(text)) {
    choice.level = std::string(text);
    return choice;
  }
  int number = 0;
  std::from_chars(text.data(), text.data() + text.size(), number);
  if (number < 1 || number > static_cast<int>(ladder.size())) {
    return absl::InvalidArgumentError(
        "level " + std::string(text) + ": the ladder's rungs are " +
        (ladder.empty() ? std::string("none") : RungRange(ladder)));
  }
  const Rung& rung = ladder[number - 1];
  choice.level = std::string(rung.level);
  for (std::string_view p : rung.params) choice.params.emplace_back(p);
  return choice;
}

absl::Status ApplyRung(const LevelChoice& choice, ParamTable& table) {
  if (choice.params.empty()) return absl::OkStatus();
  return ApplyAssignments(choice.params, table);
}

LevelChoice ChooseLevelOrExit(const cxxopts::Options& options,
                              std::string_view text,
                              std::span<const Rung> ladder) {
  absl::StatusOr<LevelChoice> choice = ChooseLevel(text, ladder);
  if (!choice.ok()) UsageError(options, std::string(choice.status().message()));
  return *std::move(choice);
}

void ApplyRungOrExit(const cxxopts::Options& options, const LevelChoice& choice,
                     ParamTable& table) {
  if (absl::Status s = ApplyRung(choice, table); !s.ok()) {
    UsageError(options, "level: " + std::string(s.message()));
  }
}

}  // namespace gauntlet
