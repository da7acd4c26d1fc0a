#include "tools/tournament/tournament_command.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include "common/core/cli.h"
#include "common/core/terminal_text.h"
#include "tools/tournament/check_bots.h"
#include "tools/tournament/cutechess_flags.h"
#include "tools/tournament/records.h"
#include "tools/tournament/runner.h"
#include "tools/tournament/standings.h"

namespace gauntlet::tournament {
namespace {

std::optional<SprtConfig> ParseSprt(const cxxopts::Options& options,
                                    const std::string& text) {
  SprtConfig config;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%lf,%lf,%lf,%lf%c", &config.elo0, &config.elo1,
                  &config.alpha, &config.beta, &tail) != 4 ||
      !(config.elo0 < config.elo1) || !(config.alpha > 0 && config.alpha < 1) ||
      !(config.beta > 0 && config.beta < 1)) {
    UsageError(options,
               "--sprt wants elo0,elo1,alpha,beta with elo0 < elo1 and "
               "0 < alpha, beta < 1, got '" +
                   text + "'");
  }
  return config;
}

std::string DefaultReferee() {
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  return ShellQuote(error ? "gauntlet" : self.string()) + " match";
}

std::string GameList() {
  std::string list;
  for (const GameInfo& info : TournamentGames()) {
    list += "\n  " + std::string(info.game->name) +
            ": --bot NAME=" + info.command_form;
  }
  return list;
}

// cxxopts splits vector values at commas, and bot commands may hold commas:
// --bot values are taken out of argv here, before cxxopts sees the rest.
std::vector<std::string> TakeBots(int& argc, char** argv) {
  std::vector<std::string> bots;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string_view word = argv[i];
    if (word == "--bot" && i + 1 < argc) {
      bots.push_back(argv[++i]);
    } else if (word.starts_with("--bot=")) {
      bots.emplace_back(word.substr(6));
    } else {
      argv[kept++] = argv[i];
    }
  }
  argc = kept;
  return bots;
}

}  // namespace

int RunTournamentCommand(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet tournament",
      "Plays every game of a tournament, each as one `gauntlet match` child "
      "(docs/tournament.md).\nusage: gauntlet tournament <game> --bot "
      "NAME=CMD --bot NAME=CMD ... --out DIR [flags]\ncutechess-cli's "
      "-engine name=N cmd=C, -each st=S timemargin=MS, -rounds, -games, "
      "-concurrency, -sprt elo0= elo1= alpha= beta=, -ratinginterval, "
      "-tournament, -srand and -repeat are taken as the flags they mean "
      "here.\ngames:" +
          GameList() + "\n");
  options.add_options()("game", "the game", cxxopts::value<std::string>())(
      "bot", "an entrant NAME=CMD (repeat; CMD may hold commas)",
      cxxopts::value<std::string>())(
      "format", "round-robin or gauntlet (first bot against the others)",
      cxxopts::value<std::string>()->default_value("round-robin"))(
      "games",
      "games per pairing (per group of four in enclosure, in all in hunger); "
      "rounded up to whole pairs / seat rotations; 0 = one",
      cxxopts::value<int>()->default_value("0"))(
      "j,concurrency", "games at once (default: the number of cores)",
      cxxopts::value<int>()->default_value("0"))(
      "seed", "tournament seed",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "out", "tournament directory (results, replays; resume from it)",
      cxxopts::value<std::string>())(
      "match-flags",
      "shell words added to every game's referee command (e.g. "
      "\"--movetime 200\")",
      cxxopts::value<std::string>()->default_value(""))(
      "plan",
      "print every game still to play as one shell command line and exit")(
      "sprt", "elo0,elo1,alpha,beta: stop a two-bot match once decided",
      cxxopts::value<std::string>())(
      "referee",
      "shell words that start a match-contract referee, followed by the "
      "game and its flags (default: this gauntlet's `match`)",
      cxxopts::value<std::string>())(
      "rating-interval",
      "print the standings (Elo, and the LLR with --sprt) to stderr every N "
      "finished games; 0 = never; with --quiet only when given",
      cxxopts::value<int>()->default_value("10"))("quiet", "no progress line")(
      "no-check",
      "do not check the bots before scheduling games (each distinct command "
      "is otherwise started once and must answer its first message in "
      "time)");
  options.parse_positional({"game"});
  options.positional_help("<game>");
  // cutechess-cli's spellings become our own flags first: one code path.
  absl::StatusOr<std::vector<std::string>> translated =
      TranslateCutechessFlags(std::vector<std::string>(argv + 1, argv + argc));
  if (!translated.ok()) {
    UsageError(options, std::string(translated.status().message()));
  }
  std::vector<std::string> words = {argv[0]};
  words.insert(words.end(), translated->begin(), translated->end());
  std::vector<char*> word_pointers;
  for (std::string& word : words) word_pointers.push_back(word.data());
  int word_count = static_cast<int>(word_pointers.size());
  const std::vector<std::string> bots =
      TakeBots(word_count, word_pointers.data());
  const auto args = ParseCommandLine(options, word_count, word_pointers.data());
  if (!args.count("game")) UsageError(options, "which game?");
  if (!args.count("out")) UsageError(options, "--out DIR is required");

  TournamentSpec spec;
  spec.game = args["game"].as<std::string>();
  if (auto info = FindGame(spec.game); !info.ok()) {
    UsageError(options, std::string(info.status().message()));
  }
  for (const std::string& text : bots) {
    const auto equals = text.find('=');
    if (equals == std::string::npos) {
      UsageError(options, "--bot wants NAME=CMD, got '" + text + "'");
    }
    spec.bots.push_back({text.substr(0, equals), text.substr(equals + 1)});
  }
  const std::string format = args["format"].as<std::string>();
  if (format != "round-robin" && format != "gauntlet") {
    UsageError(options, "--format is round-robin or gauntlet");
  }
  spec.format = format == "gauntlet" ? Format::kGauntlet : Format::kRoundRobin;
  spec.games = args["games"].as<int>();
  if (spec.games < 0) UsageError(options, "--games must be >= 0");
  spec.seed = args["seed"].as<uint64_t>();
  spec.match_flags = args["match-flags"].as<std::string>();
  if (auto schedule = BuildSchedule(spec); !schedule.ok()) {
    UsageError(options, std::string(schedule.status().message()));
  }

  const std::string dir = args["out"].as<std::string>();
  const std::string referee = args.count("referee")
                                  ? args["referee"].as<std::string>()
                                  : DefaultReferee();
  // Every bot starts and answers its first message, or nothing is played.
  const auto refused = [&] {
    if (args.count("no-check")) return false;
    absl::StatusOr<std::vector<std::string>> failures = CheckBots(spec);
    if (!failures.ok()) {
      UsageError(options, std::string(failures.status().message()));
    }
    for (const std::string& line : *failures) {
      std::cerr << "gauntlet tournament: " << TerminalSafe(line) << "\n";
    }
    return !failures->empty();
  };
  if (args.count("plan")) {
    if (refused()) return 2;
    auto lines = PlanTournament(spec, dir, referee);
    if (!lines.ok()) {
      std::cerr << "gauntlet tournament: " << lines.status().message() << "\n";
      return 1;
    }
    for (const std::string& line : *lines) std::cout << line << "\n";
    return 0;
  }

  RunOptions run;
  run.dir = dir;
  run.referee = referee;
  const int cores =
      std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  run.concurrency = args["concurrency"].as<int>();
  if (run.concurrency < 0) UsageError(options, "--concurrency must be >= 0");
  if (run.concurrency == 0) run.concurrency = cores;
  if (run.concurrency > cores) {
    std::cerr << "gauntlet tournament: warning: " << run.concurrency
              << " games at once on " << cores
              << " cores; per-move time limits are wall-clock, so slowed "
                 "bots may lose on time\n";
  }
  if (args.count("sprt")) {
    const auto info = *FindGame(spec.game);
    if (info.seating != Seating::kTwoPlayer || spec.bots.size() != 2) {
      UsageError(options,
                 "--sprt needs a two-player game and exactly two bots");
    }
    run.sprt = ParseSprt(options, args["sprt"].as<std::string>());
  }
  run.rating_interval = args["rating-interval"].as<int>();
  if (run.rating_interval < 0) {
    UsageError(options, "--rating-interval must be >= 0");
  }
  run.errors = &std::cerr;
  if (!args.count("quiet")) {
    run.progress = &std::cerr;
    run.progress_is_terminal = isatty(STDERR_FILENO);
  }
  if (!args.count("quiet") || args.count("rating-interval")) {
    run.ratings = &std::cerr;
  }
  if (refused()) return 2;
  auto summary = RunTournament(spec, run);
  if (!summary.ok()) {
    std::cerr << "gauntlet tournament: " << summary.status().message() << "\n";
    return 1;
  }
  const std::string table = FormatStandings(spec, summary->standings, run.sprt);
  std::cout << table << std::flush;
  std::ofstream(dir + "/standings.txt") << table;
  if (summary->failed > 0) {
    std::cerr << "gauntlet tournament: " << summary->failed
              << " games failed; run the same command again to retry them\n";
    return 1;
  }
  return 0;
}

int RunMergeCommand(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet merge",
      "Combines the results of tournament directories holding parts of one "
      "tournament (e.g. a plan run on several hosts) into its standings; a "
      "game found in several is counted once.\nusage: gauntlet merge DIR... "
      "[--sprt elo0,elo1,alpha,beta]\n");
  options.add_options()("dirs", "tournament directories",
                        cxxopts::value<std::vector<std::string>>())(
      "sprt", "elo0,elo1,alpha,beta: also report this test",
      cxxopts::value<std::string>());
  options.parse_positional({"dirs"});
  options.positional_help("DIR...");
  const auto args = ParseCommandLine(options, argc, argv);
  if (!args.count("dirs")) UsageError(options, "which directories?");
  const auto dirs = args["dirs"].as<std::vector<std::string>>();

  std::optional<TournamentSpec> spec;
  std::vector<GameSpec> schedule;
  std::map<int, GameRecord> records;
  for (const std::string& dir : dirs) {
    auto here = ReadSpec(dir);
    if (!here.ok()) {
      std::cerr << "gauntlet merge: " << here.status().message() << "\n";
      return 1;
    }
    if (!spec) {
      spec = *here;
      auto built = BuildSchedule(*spec);
      if (!built.ok()) {
        std::cerr << "gauntlet merge: " << built.status().message() << "\n";
        return 1;
      }
      schedule = std::move(*built);
    } else if (Fingerprint(*here) != Fingerprint(*spec)) {
      std::cerr << "gauntlet merge: " << dir << " holds a different tournament "
                << "than " << dirs.front() << "\n";
      return 1;
    }
    std::vector<std::string> notes;
    auto found = CollectRecords(dir, *spec, schedule, &notes);
    for (const std::string& note : notes) {
      std::cerr << "gauntlet merge: " << TerminalSafe(note) << "\n";
    }
    if (!found.ok()) {
      std::cerr << "gauntlet merge: " << found.status().message() << "\n";
      return 1;
    }
    records.merge(*found);  // ids already present are kept once
  }
  std::optional<SprtConfig> sprt;
  if (args.count("sprt"))
    sprt = ParseSprt(options, args["sprt"].as<std::string>());
  std::cout << FormatStandings(*spec,
                               ComputeStandings(*spec, schedule, records), sprt)
            << std::flush;
  return 0;
}

}  // namespace gauntlet::tournament
