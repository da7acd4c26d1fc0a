#include "tools/tune/tune_command.h"

#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <sstream>

#include "absl/strings/str_split.h"
#include "common/core/cli.h"
#include "tools/arena/match_flags.h"
#include "tools/registry/registry.h"
#include "tools/tournament/runner.h"
#include "tools/tune/spsa.h"
#include "tools/tune/tuner.h"

namespace gauntlet::tune {
namespace {

constexpr char kCommandPrefix[] = "cmd:";

// The parameters a bot of `spec` declares for `role`, with the values its
// spec sets.
absl::StatusOr<std::vector<Dimension>> DeclaredDimensions(
    const registry::Game& game, registry::BotSpec spec) {
  std::vector<Dimension> dimensions;
  spec.inspect_params = [&](const ParamTable& table) {
    dimensions = DimensionsOf(table);
  };
  absl::StatusOr<std::unique_ptr<Bot>> bot = game.make_bot(spec);
  if (!bot.ok()) return bot.status();
  return dimensions;
}

absl::StatusOr<Entrant> OpponentFrom(const registry::Game& game,
                                     const std::string& name,
                                     const std::string& text) {
  Entrant entrant;
  entrant.name = name;
  if (text.starts_with(kCommandPrefix)) {
    entrant.command = text.substr(std::string(kCommandPrefix).size());
    absl::StatusOr<std::vector<std::string>> roles =
        registry::SplitRoles(game, entrant.command);
    if (!roles.ok()) return roles.status();
    return entrant;
  }
  absl::StatusOr<registry::InProcessEntrant> parsed =
      registry::ParseInProcessEntrant(game, name, text);
  if (!parsed.ok()) return parsed.status();
  entrant.bots = parsed->roles;
  return entrant;
}

absl::StatusOr<tournament::SprtConfig> ParseSprt(const std::string& text) {
  std::vector<std::string> parts = absl::StrSplit(text, ',');
  tournament::SprtConfig sprt;
  if (parts.size() != 4) {
    return absl::InvalidArgumentError(
        "--sprt wants elo0,elo1,alpha,beta, got '" + text + "'");
  }
  try {
    sprt.elo0 = std::stod(parts[0]);
    sprt.elo1 = std::stod(parts[1]);
    sprt.alpha = std::stod(parts[2]);
    sprt.beta = std::stod(parts[3]);
  } catch (const std::exception&) {
    return absl::InvalidArgumentError("--sprt: not numbers: '" + text + "'");
  }
  if (!(sprt.elo0 < sprt.elo1) || !(sprt.alpha > 0 && sprt.alpha < 0.5) ||
      !(sprt.beta > 0 && sprt.beta < 0.5)) {
    return absl::InvalidArgumentError(
        "--sprt: want elo0 < elo1 and 0 < alpha, beta < 0.5");
  }
  return sprt;
}

}  // namespace

int RunTuneCommand(int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  // Specs hold spaces and commas: taken out before cxxopts sees them.
  std::vector<std::string> against = arena::TakeCommandList(args, "--against");
  std::vector<std::string> bot_words = arena::TakeCommandList(args, "--bot");
  cxxopts::Options options(
      "gauntlet tune",
      "Tunes a bot's declared parameters by playing games (docs/tuning.md).\n"
      "  --bot SPEC          our bot: LEVEL [--params FILE] [--param N=V]..., "
      "per role joined by '|' (Tetris: PLACER|SEQUENCER); default: each "
      "role's strongest level\n"
      "  --against SPEC...   opponents: bot specs as --bot, or cmd:COMMAND "
      "for any program");
  options.positional_help("GAME");
  options.add_options()("game", "the game", cxxopts::value<std::string>())(
      "role",
      "the role whose parameters are tuned (Tetris: placer or "
      "sequencer)",
      cxxopts::value<std::string>())(
      "method", "spsa (match outcomes) or cmaes (a score with little noise)",
      cxxopts::value<std::string>()->default_value("spsa"))(
      "objective",
      "outcome (share of opponents beaten), score (the game's score) or "
      "margin (score less the others' mean); default: outcome for spsa, "
      "score for cmaes",
      cxxopts::value<std::string>())(
      "iterations", "SPSA iterations or CMA-ES generations",
      cxxopts::value<int>()->default_value("100"))(
      "tune", "only these parameters, comma-separated (default: all)",
      cxxopts::value<std::string>()->default_value(""))(
      "seed", "the run's seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "j,jobs", "trials played at once (results depend on it)",
      cxxopts::value<int>()->default_value("1"))(
      "out", "the run's directory (running again resumes)",
      cxxopts::value<std::string>())(
      "game-flags", "the game's own referee flags, e.g. \"--rounds 300\"",
      cxxopts::value<std::string>()->default_value(""))(
      "no-deadline",
      "in-process answers count as instant: never late, no time rule, "
      "results independent of the machine's load")(
      "players", "players per game in many-player games",
      cxxopts::value<int>())("no-rotate",
                             "play each seed once, not in every seat")(
      "a", "SPSA: the first iteration's gain",
      cxxopts::value<double>()->default_value("0.5"))(
      "c", "SPSA: the first perturbation, in declared steps",
      cxxopts::value<double>()->default_value("1"))(
      "A", "SPSA: stability constant (default: 10% of the iterations)",
      cxxopts::value<double>()->default_value("-1"))(
      "alpha", "SPSA: gain decay",
      cxxopts::value<double>()->default_value("0.602"))(
      "gamma", "SPSA: perturbation decay",
      cxxopts::value<double>()->default_value("0.101"))(
      "sigma", "CMA-ES: first step size, in declared steps",
      cxxopts::value<double>()->default_value("1"))(
      "lambda", "CMA-ES: population (default 4 + 3 ln n)",
      cxxopts::value<int>()->default_value("0"))(
      "seeds", "CMA-ES: fixed seeds every candidate plays",
      cxxopts::value<int>()->default_value("4"))(
      "verify",
      "at the end, an SPRT of tuned against starting parameters "
      "on held-out seeds")("verify-games", "most games the verification plays",
                           cxxopts::value<int>()->default_value("400"))(
      "sprt", "the verification's elo0,elo1,alpha,beta",
      cxxopts::value<std::string>()->default_value("0,10,0.05,0.05"))(
      "plan",
      "print the next batch's games as match-contract command lines "
      "(to run anywhere), and exit; run again to adopt their results")(
      "report",
      "print the run's estimate as it stands (and SPSA's signal), play "
      "nothing")("quiet", "no progress lines");
  registry::AddTimeOverrideFlags(options);
  options.parse_positional({"game"});
  const auto parsed =
      ParseCommandLine(options, static_cast<int>(args.size()), args.data());
  if (!parsed.count("game")) UsageError(options, "which game?");
  absl::StatusOr<const registry::Game*> found =
      registry::FindGame(parsed["game"].as<std::string>());
  if (!found.ok()) UsageError(options, std::string(found.status().message()));
  const registry::Game& game = **found;
  if (!game.has_referee() || !game.make_bot) {
    UsageError(options, std::string(game.name) + " has no referee to tune in");
  }
  if (!parsed.count("out")) UsageError(options, "--out DIR is required");
  if (bot_words.size() > 1) UsageError(options, "one --bot");

  TuneSetup setup;
  setup.runner.game = &game;
  setup.runner.dir = parsed["out"].as<std::string>();
  const std::filesystem::path self =
      std::filesystem::read_symlink("/proc/self/exe");
  setup.runner.bin_dir = self.parent_path().string();
  setup.runner.referee = tournament::ShellQuote(self.string()) + " match";
  setup.runner.enforce_deadline = parsed.count("no-deadline") == 0;
  std::istringstream game_flags(parsed["game-flags"].as<std::string>());
  for (std::string word; game_flags >> word;) {
    setup.runner.game_flags.push_back(word);
  }
  arena::TimeControl time = game.time;
  absl::StatusOr<bool> time_given = registry::ApplyTimeOverrides(parsed, time);
  if (!time_given.ok()) {
    UsageError(options, std::string(time_given.status().message()));
  }
  if (*time_given) setup.runner.time = time;

  // Our bot, and the role tuned.
  std::string bot_text;
  if (bot_words.empty()) {
    for (const registry::Role& role : game.roles) {
      bot_text += (bot_text.empty() ? "" : "|") + std::string(role.levels[0]);
    }
  } else {
    bot_text = bot_words.front();
  }
  const std::string& role_text = bot_text;
  absl::StatusOr<registry::InProcessEntrant> bot =
      registry::ParseInProcessEntrant(game, "tuned", role_text);
  if (!bot.ok())
    UsageError(options, "--bot: " + std::string(bot.status().message()));
  setup.bot.name = "tuned";
  setup.bot.bots = bot->roles;
  if (parsed.count("role")) {
    const std::string role = parsed["role"].as<std::string>();
    setup.tuned_role = -1;
    for (size_t r = 0; r < game.roles.size(); ++r) {
      if (game.roles[r].name == role) setup.tuned_role = static_cast<int>(r);
    }
    if (setup.tuned_role < 0) UsageError(options, "no role '" + role + "'");
  } else if (game.roles.size() > 1) {
    UsageError(options, "--role: which role's parameters (" +
                            std::string(game.roles[0].name) + " or " +
                            std::string(game.roles[1].name) + ")?");
  }
  absl::StatusOr<std::vector<Dimension>> declared =
      DeclaredDimensions(game, setup.bot.bots[setup.tuned_role]);
  if (!declared.ok())
    UsageError(options, std::string(declared.status().message()));
  std::vector<std::string> names;
  if (const std::string list = parsed["tune"].as<std::string>();
      !list.empty()) {
    names = absl::StrSplit(list, ',');
  }
  absl::StatusOr<std::vector<Dimension>> chosen =
      SelectDimensions(*declared, names);
  if (!chosen.ok()) UsageError(options, std::string(chosen.status().message()));
  if (chosen->empty()) {
    UsageError(options, "this level declares no parameters to tune");
  }
  setup.space = SearchSpace(*chosen);

  // The method and its settings.
  const std::string method = parsed["method"].as<std::string>();
  if (method == "spsa") {
    setup.method = Method::kSpsa;
  } else if (method == "cmaes") {
    setup.method = Method::kCmaes;
  } else {
    UsageError(options, "--method is spsa or cmaes, not " + method);
  }
  const std::string objective = parsed.count("objective")
                                    ? parsed["objective"].as<std::string>()
                                : setup.method == Method::kSpsa ? "outcome"
                                                                : "score";
  if (objective == "outcome") {
    setup.objective = Objective::kOutcome;
  } else if (objective == "score") {
    setup.objective = Objective::kScore;
  } else if (objective == "margin") {
    setup.objective = Objective::kMargin;
  } else {
    UsageError(options, "--objective is outcome, score or margin");
  }
  setup.iterations = parsed["iterations"].as<int>();
  setup.seed = parsed["seed"].as<uint64_t>();
  setup.jobs = parsed["jobs"].as<int>();
  setup.spsa = {parsed["a"].as<double>(),     parsed["c"].as<double>(),
                parsed["A"].as<double>(),     parsed["alpha"].as<double>(),
                parsed["gamma"].as<double>(), setup.iterations};
  setup.sigma = parsed["sigma"].as<double>();
  setup.lambda = parsed["lambda"].as<int>();
  setup.seeds = parsed["seeds"].as<int>();
  if (setup.iterations < 1 || setup.jobs < 1 || setup.seeds < 1 ||
      setup.lambda < 0 || !(setup.sigma > 0) || !(setup.spsa.a > 0) ||
      !(setup.spsa.c > 0)) {
    UsageError(options,
               "--iterations, -j, --seeds, --sigma, -a and -c must be "
               "positive");
  }
  setup.verify = parsed.count("verify") > 0;
  setup.verify_games = parsed["verify-games"].as<int>();
  absl::StatusOr<tournament::SprtConfig> sprt =
      ParseSprt(parsed["sprt"].as<std::string>());
  if (!sprt.ok()) UsageError(options, std::string(sprt.status().message()));
  setup.sprt = *sprt;
  setup.plan = parsed.count("plan") > 0;
  setup.report = parsed.count("report") > 0;
  if (setup.report && (setup.plan || setup.verify)) {
    UsageError(options, "--report plays nothing: not with --plan or --verify");
  }

  // The table: seats per game, and opponents enough to fill it.
  switch (game.seating) {
    case registry::Seating::kTwoPlayer:
      setup.shape.seats = 2;
      break;
    case registry::Seating::kFourPlayer:
      setup.shape.seats = 4;
      break;
    default:
      setup.shape.seats = parsed.count("players")
                              ? parsed["players"].as<int>()
                              : std::max(game.min_entrants, 4);
  }
  if (setup.shape.seats < game.min_entrants ||
      setup.shape.seats > game.max_entrants) {
    UsageError(options, "--players: " + std::string(game.name) + " takes " +
                            std::to_string(game.min_entrants) + " to " +
                            std::to_string(game.max_entrants));
  }
  setup.shape.rotate = parsed.count("no-rotate") == 0;
  for (size_t i = 0; i < against.size(); ++i) {
    absl::StatusOr<Entrant> opponent =
        OpponentFrom(game, "opponent" + std::to_string(i + 1), against[i]);
    if (!opponent.ok()) {
      UsageError(options, "--against '" + against[i] +
                              "': " + std::string(opponent.status().message()));
    }
    setup.opponents.push_back(*std::move(opponent));
  }
  // Without opponents, SPSA plays + against - where two play; otherwise
  // the starting bot fills the table.
  const int fill = setup.method == Method::kSpsa ? setup.shape.seats - 2
                                                 : setup.shape.seats - 1;
  if (setup.opponents.empty() &&
      (setup.method == Method::kCmaes || setup.shape.seats > 2)) {
    setup.opponents.push_back(setup.bot);
    setup.opponents.back().name = "start";
  }
  for (size_t i = 0; !setup.opponents.empty() &&
                     static_cast<int>(setup.opponents.size()) < fill;
       ++i) {
    Entrant copy = setup.opponents[i];
    copy.name += "-" + std::to_string(setup.opponents.size() + 1);
    setup.opponents.push_back(std::move(copy));
  }

  nlohmann::json dims = nlohmann::json::array();
  for (const Dimension& d : setup.space.dimensions()) {
    dims.push_back({{"name", d.name},
                    {"start", d.start},
                    {"min", d.min},
                    {"max", d.max},
                    {"step", d.step}});
  }
  setup.description = {
      {"game", game.name},
      {"bot", bot_text},
      {"role", game.roles[setup.tuned_role].name},
      {"against", against},
      {"method", method},
      {"objective", objective},
      {"iterations", setup.iterations},
      {"seed", std::to_string(setup.seed)},
      {"parameters", dims},
      {"seats", setup.shape.seats},
      {"rotate", setup.shape.rotate},
      {"time",
       {time.movetime.count(), time.grace.count(), time.startup.count()}},
      {"game_flags", setup.runner.game_flags},
      {"deadline", setup.runner.enforce_deadline}};
  if (setup.method == Method::kSpsa) {
    setup.description["spsa"] = {setup.spsa.a, setup.spsa.c, setup.spsa.A,
                                 setup.spsa.alpha, setup.spsa.gamma};
  } else {
    setup.description["cmaes"] = {setup.sigma, setup.lambda, setup.seeds};
  }
  if (!parsed.count("quiet")) {
    setup.progress = &std::cerr;
    setup.progress_is_terminal = isatty(STDERR_FILENO) != 0;
  }
  setup.plan_out = &std::cout;

  absl::StatusOr<TuneOutcome> outcome = RunTune(setup);
  if (!outcome.ok()) {
    std::cerr << "gauntlet tune: " << outcome.status().message() << "\n";
    return absl::IsInvalidArgument(outcome.status()) ||
                   absl::IsFailedPrecondition(outcome.status())
               ? 2
               : 1;
  }
  if (outcome->planned) return 0;
  // Under --plan, stdout holds plan lines only: an empty plan means done.
  std::ostream& out = setup.plan ? std::cerr : std::cout;
  if (outcome->iterations_done < setup.iterations) {
    out << "estimate after " << outcome->iterations_done << " of "
        << setup.iterations << " iterations";
  } else {
    out << "tuned after " << outcome->iterations_done << " iterations";
  }
  out << " (" << setup.runner.dir << "/best.params):\n";
  for (int i = 0; i < setup.space.size(); ++i) {
    const Dimension& d = setup.space.dimensions()[i];
    out << "  " << d.name << " " << NumberText(outcome->values[i])
        << "   (start " << NumberText(d.start);
    if (!outcome->signal.empty()) {
      out << ", signal " << SpsaSignal::Text(outcome->signal[i]);
    }
    out << ")\n";
  }
  if (!outcome->signal.empty()) {
    out << "(signal z: how consistently the games favoured the + side of a "
           "parameter; |z| under 2 is what chance gives a parameter that "
           "does not matter)\n";
  }
  if (!outcome->verdict.empty()) out << outcome->verdict << "\n";
  return 0;
}

}  // namespace gauntlet::tune
