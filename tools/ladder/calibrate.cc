#include "tools/ladder/calibrate.h"

#include <algorithm>
#include <filesystem>

#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "common/core/status_macros.h"
#include "tools/tournament/runner.h"

namespace gauntlet::ladder {
namespace {

using registry::Game;
using registry::Seating;

std::string RungName(int rung) { return "L" + std::to_string(rung); }

// Rung numbers of each meeting (1-based).
std::vector<std::vector<int>> Meetings(Seating seating, int rungs) {
  std::vector<std::vector<int>> meetings;
  switch (seating) {
    case Seating::kTwoPlayer:
      for (int step = 1; step <= 2; ++step) {
        for (int k = 1; k + step <= rungs; ++k)
          meetings.push_back({k, k + step});
      }
      break;
    case Seating::kFourPlayer:
      for (int k = 1; k + 3 <= rungs; k += 2) {
        meetings.push_back({k, k + 1, k + 2, k + 3});
      }
      if ((rungs - 4) % 2 != 0) {
        meetings.push_back({rungs - 3, rungs - 2, rungs - 1, rungs});
      }
      break;
    case Seating::kAllOnOneMap: {
      std::vector<int> all;
      for (int k = 1; k <= rungs; ++k) all.push_back(k);
      meetings.push_back(all);
      break;
    }
    case Seating::kNone:
      break;
  }
  return meetings;
}

}  // namespace

int LadderSize(const Game& game) {
  int size = 0;
  for (const registry::Role& role : game.roles) {
    if (role.ladder.empty()) return 0;
    size = size == 0 ? static_cast<int>(role.ladder.size())
                     : std::min(size, static_cast<int>(role.ladder.size()));
  }
  return size;
}

tournament::Bot RungBot(const Game& game, const std::string& bin_dir,
                        int rung) {
  std::vector<std::string> programs;
  for (const registry::Role& role : game.roles) {
    programs.push_back(
        tournament::ShellQuote(
            (std::filesystem::path(bin_dir) / role.program).string()) +
        " --level " + std::to_string(rung) + " --seed {seed}");
  }
  return {RungName(rung), absl::StrJoin(programs, " | ")};
}

absl::StatusOr<std::vector<std::pair<std::string, tournament::TournamentSpec>>>
CalibrationPlan(const Game& game, const CalibrationOptions& options) {
  const int rungs = LadderSize(game);
  if (rungs < 2) {
    return absl::FailedPreconditionError(std::string(game.name) +
                                         " has no ladder of strength");
  }
  std::vector<std::pair<std::string, tournament::TournamentSpec>> plan;
  for (const std::vector<int>& meeting : Meetings(game.seating, rungs)) {
    tournament::TournamentSpec spec;
    spec.game = std::string(game.name);
    spec.games = options.games;
    spec.seed = options.seed;
    spec.match_flags = options.match_flags;
    std::vector<std::string> names;
    for (int rung : meeting) {
      spec.bots.push_back(RungBot(game, options.bin_dir, rung));
      names.push_back(RungName(rung));
    }
    plan.emplace_back(absl::StrJoin(names, "-"), std::move(spec));
  }
  return plan;
}

std::vector<PairResult> PairResults(
    const std::map<int, tournament::GameRecord>& records,
    const std::vector<std::string>& names) {
  std::vector<PairResult> results;
  for (const auto& [id, record] : records) {
    const auto& entrants = record.result.entrants;
    if (entrants.size() < 2 || record.seat_names.size() != entrants.size()) {
      continue;
    }
    std::vector<int> players;
    for (const std::string& name : record.seat_names) {
      const auto found = std::find(names.begin(), names.end(), name);
      players.push_back(
          found == names.end() ? -1 : static_cast<int>(found - names.begin()));
    }
    if (std::count(players.begin(), players.end(), -1) > 0) continue;
    const double weight = 1.0 / static_cast<double>(entrants.size() - 1);
    for (size_t i = 0; i < entrants.size(); ++i) {
      for (size_t j = i + 1; j < entrants.size(); ++j) {
        const int ri = entrants[i].rank;
        const int rj = entrants[j].rank;
        const double score = ri < rj ? 1 : (ri == rj ? 0.5 : 0);
        results.push_back({players[i], players[j], score, weight});
      }
    }
  }
  return results;
}

absl::StatusOr<std::map<int, tournament::GameRecord>> PlayMissing(
    const tournament::TournamentSpec& spec, const tournament::RunOptions& run) {
  GAUNTLET_ASSIGN_OR_RETURN(tournament::RunSummary summary,
                            tournament::RunTournament(spec, run));
  if (summary.failed > 0) {
    return absl::UnavailableError(
        absl::StrFormat("%d games in %s gave no result; run again to play them",
                        summary.failed, run.dir));
  }
  GAUNTLET_ASSIGN_OR_RETURN(std::vector<tournament::GameSpec> schedule,
                            tournament::BuildSchedule(spec));
  return tournament::CollectRecords(run.dir, spec, schedule);
}

absl::StatusOr<Calibration> Calibrate(const Game& game,
                                      const CalibrationOptions& options) {
  GAUNTLET_ASSIGN_OR_RETURN(auto plan, CalibrationPlan(game, options));
  const int rungs = LadderSize(game);
  std::vector<std::string> names;
  for (int k = 1; k <= rungs; ++k) names.push_back(RungName(k));
  std::vector<PairResult> results;
  Calibration calibration;
  calibration.rungs.resize(rungs);
  for (auto& [sub_dir, spec] : plan) {
    tournament::RunOptions run;
    run.dir = (std::filesystem::path(options.dir) / sub_dir).string();
    run.referee = options.referee;
    run.concurrency = options.concurrency;
    run.errors = options.progress;
    if (options.progress != nullptr) {
      *options.progress << "gauntlet ladder: " << sub_dir << "\n";
    }
    GAUNTLET_ASSIGN_OR_RETURN(auto records, PlayMissing(spec, run));
    int faulted = 0;
    for (const auto& [id, record] : records) {
      for (const auto& entrant : record.result.entrants) {
        if (!entrant.faults.empty()) ++faulted;
      }
      for (const std::string& name : record.seat_names) {
        const auto found = std::find(names.begin(), names.end(), name);
        if (found != names.end())
          ++calibration.rungs[found - names.begin()].games;
      }
    }
    // A rung that crashes or overruns is not the strength it stands for:
    // say so, the table is suspect.
    if (faulted > 0 && options.progress != nullptr) {
      *options.progress << "gauntlet ladder: warning: " << faulted
                        << " faulted seats in " << sub_dir << " (see "
                        << run.dir << "/results.jsonl)\n";
    }
    calibration.games += static_cast<int>(records.size());
    const std::vector<PairResult> these = PairResults(records, names);
    results.insert(results.end(), these.begin(), these.end());
  }
  const std::vector<Rating> ratings = FitRatings(rungs, results, 0);
  for (int k = 0; k < rungs; ++k) {
    calibration.rungs[k].rung = k + 1;
    calibration.rungs[k].rating = ratings[k];
  }
  return calibration;
}

std::string FormatCalibration(const Game& game,
                              const Calibration& calibration) {
  std::string text =
      "| rung | what it plays | Elo | ± (95%) | games "
      "|\n|---|---|---|---|---|\n";
  for (const RungRating& r : calibration.rungs) {
    std::vector<std::string> roles;
    for (const registry::Role& role : game.roles) {
      const Rung& rung = role.ladder[r.rung - 1];
      std::string what = std::string(rung.level);
      for (std::string_view param : rung.params) {
        what += " " + std::string(param);
      }
      roles.push_back((game.roles.size() > 1 ? std::string(role.name) + ": "
                                             : std::string()) +
                      "`" + what + "`");
    }
    text +=
        absl::StrFormat("| %d | %s | %.0f | %s | %d |\n", r.rung,
                        absl::StrJoin(roles, "; "), r.rating.elo,
                        r.rung == 1 ? std::string("anchor")
                                    : absl::StrFormat("%.0f", r.rating.error95),
                        r.games);
  }
  return text;
}

}  // namespace gauntlet::ladder
