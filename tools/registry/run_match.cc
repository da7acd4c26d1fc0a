// The one referee front end: `gauntlet match GAME` for every game, and the
// same games played in-process. Both seat entrants on a Table and hand it to
// the game's PlayTable; they differ only in where players come from.

#include <iostream>
#include <utility>

#include "absl/strings/ascii.h"
#include "common/core/cli.h"
#include "common/core/status_macros.h"
#include "common/core/terminal_text.h"
#include "tools/arena/command_seed.h"
#include "tools/arena/match_output.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/player_time.h"
#include "tools/arena/process_player.h"
#include "tools/registry/check.h"
#include "tools/registry/registry.h"

namespace gauntlet::registry {
namespace {

using std::chrono::milliseconds;

int Roles(const Game& game) { return static_cast<int>(game.roles.size()); }

std::string Trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// What replays and results record of an entrant: its command, or each
// role's ("placer: A; sequencer: B").
std::string CommandText(const Game& game,
                        const std::vector<std::string>& roles) {
  if (roles.size() == 1) return roles[0];
  std::string text;
  for (size_t r = 0; r < roles.size(); ++r) {
    text += (r == 0 ? "" : "; ") + std::string(game.roles[r].name) + ": " +
            roles[r];
  }
  return text;
}

absl::Status CheckEntrantCount(const Game& game, int n) {
  if (n >= game.min_entrants && n <= game.max_entrants) {
    return absl::OkStatus();
  }
  const std::string needs = game.min_entrants == game.max_entrants
                                ? "exactly " + std::to_string(game.min_entrants)
                                : std::to_string(game.min_entrants) + " to " +
                                      std::to_string(game.max_entrants);
  return absl::InvalidArgumentError(std::string(game.name) + " needs " + needs +
                                    " entrants, got " + std::to_string(n));
}

// The loop both ways share: seat, play, stop, hand each table's players to
// `seen` once the game is over.
arena::PlayGame PlayOnTables(
    const arena::Table& base, const arena::MatchFlags& flags,
    const std::vector<std::string>& commands, int roles,
    const arena::PlayerMaker& make, const PlayTable& play,
    const std::function<void(const arena::SeatedTable&)>& seen) {
  return [&, roles](int index, uint64_t, arena::ReplayWriter& replay)
             -> absl::StatusOr<arena::MatchResult> {
    GAUNTLET_ASSIGN_OR_RETURN(
        arena::SeatedTable seated,
        arena::SeatEntrants(base, flags, commands, roles, index, make));
    absl::StatusOr<arena::MatchResult> result = play(seated.table, replay);
    seated.table.StopAll();
    if (seen) seen(seated);
    return result;
  };
}

// Reads the game's flags, as `gauntlet match` would, from `words`.
absl::StatusOr<PlayTable> ReadGameFlags(const Game& game,
                                        std::vector<std::string> words,
                                        int entrants) {
  cxxopts::Options options(std::string(game.name));
  if (game.add_flags) game.add_flags(options);
  words.insert(words.begin(), std::string(game.name));
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  try {
    const cxxopts::ParseResult parsed =
        options.parse(static_cast<int>(argv.size()), argv.data());
    if (!parsed.unmatched().empty()) {
      return absl::InvalidArgumentError("unexpected argument: " +
                                        parsed.unmatched().front());
    }
    return game.read_flags(parsed, entrants);
  } catch (const cxxopts::exceptions::exception& e) {
    return absl::InvalidArgumentError(e.what());
  }
}

}  // namespace

void AddTimeFlags(cxxopts::Options& options, const arena::TimeControl& time) {
  options.add_options("time")("movetime",
                              "ms a player has per move (per round)",
                              cxxopts::value<int>()->default_value(
                                  std::to_string(time.movetime.count())))(
      "grace", "ms allowed on top of --movetime before a reply is late",
      cxxopts::value<int>()->default_value(std::to_string(time.grace.count())))(
      "startup", "ms allowed on top for each player's first reply",
      cxxopts::value<int>()->default_value(
          std::to_string(time.startup.count())));
}

absl::StatusOr<arena::TimeControl> ReadTimeFlags(
    const cxxopts::ParseResult& parsed) {
  arena::TimeControl time;
  time.movetime = milliseconds(parsed["movetime"].as<int>());
  time.grace = milliseconds(parsed["grace"].as<int>());
  time.startup = milliseconds(parsed["startup"].as<int>());
  if (time.movetime.count() <= 0) {
    return absl::InvalidArgumentError("--movetime must be positive");
  }
  if (time.grace.count() < 0 || time.startup.count() < 0) {
    return absl::InvalidArgumentError("--grace and --startup must be >= 0");
  }
  return time;
}

void AddTimeOverrideFlags(cxxopts::Options& options) {
  options.add_options("time")("movetime", "ms per move (default: the game's)",
                              cxxopts::value<int>())(
      "grace", "ms on top before a reply is late (default: the game's)",
      cxxopts::value<int>())("startup",
                             "ms more for a first reply (default: the game's)",
                             cxxopts::value<int>());
}

absl::StatusOr<bool> ApplyTimeOverrides(const cxxopts::ParseResult& parsed,
                                        arena::TimeControl& time) {
  bool any = false;
  for (const auto& [flag, field] :
       {std::pair{"movetime", &time.movetime}, std::pair{"grace", &time.grace},
        std::pair{"startup", &time.startup}}) {
    if (!parsed.count(flag)) continue;
    const int ms = parsed[flag].as<int>();
    if (ms < 0 || (ms == 0 && field == &time.movetime)) {
      return absl::InvalidArgumentError(std::string("--") + flag +
                                        " is out of range");
    }
    *field = milliseconds(ms);
    any = true;
  }
  return any;
}

std::string EntrantForm(const Game& game) {
  if (Roles(game) == 1) return "CMD";
  std::string form;
  for (const Role& role : game.roles) {
    if (!form.empty()) form += "|";
    for (char c : role.name) form += absl::ascii_toupper(c);
    form += "_CMD";
  }
  return form;
}

absl::StatusOr<std::vector<std::string>> SplitRoles(
    const Game& game, const std::string& command) {
  std::vector<std::string> roles;
  for (size_t start = 0;;) {
    const size_t bar = command.find('|', start);
    roles.push_back(Trim(command.substr(start, bar - start)));
    if (bar == std::string::npos) break;
    start = bar + 1;
  }
  bool empty = false;
  for (const std::string& role : roles) empty = empty || role.empty();
  if (static_cast<int>(roles.size()) != Roles(game) || empty) {
    if (Roles(game) == 1) {
      return absl::InvalidArgumentError("a " + std::string(game.name) +
                                        " entrant is one command, got '" +
                                        command + "'");
    }
    return absl::InvalidArgumentError(
        "a " + std::string(game.name) + " entrant is " + EntrantForm(game) +
        " (exactly " + std::to_string(Roles(game) - 1) + " '|'), got '" +
        command + "'");
  }
  return roles;
}

int RunMatchCommand(const Game& game, int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  const std::vector<std::string> listed =
      arena::TakeCommandList(args, "--players");

  std::string usage = std::string(game.title) +
                      "\n  --players CMD...   the entrants' commands (each "
                      "run with /bin/sh -c)";
  if (Roles(game) > 1) {
    usage += "; each entrant is its programs' commands joined by '|'";
  }
  cxxopts::Options options("gauntlet match " + std::string(game.name), usage);
  for (const EntrantFlag& flag : game.entrant_flags) {
    const std::string_view role = game.roles[flag.role].name;
    options.add_options("entrants")(
        std::string(flag.flag),
        "command of entrant " + std::to_string(flag.entrant + 1) +
            (role.empty() ? "" : "'s " + std::string(role)),
        cxxopts::value<std::string>());
  }
  AddTimeFlags(options, game.time);
  if (game.add_flags) game.add_flags(options);
  arena::AddMatchFlags(options);
  arena::AddPlayerLimitFlags(options);
  options.add_options("check")(
      "no-check",
      "do not check the entrants before the first game (each program is "
      "otherwise started once and must answer its first message in time)");
  const auto parsed =
      ParseCommandLine(options, static_cast<int>(args.size()), args.data());

  // Entrants by command order, one command per role.
  std::vector<std::vector<std::string>> entrants;
  for (const std::string& command : listed) {
    absl::StatusOr<std::vector<std::string>> roles = SplitRoles(game, command);
    if (!roles.ok()) UsageError(options, std::string(roles.status().message()));
    entrants.push_back(*std::move(roles));
  }
  bool any_flag = false;
  for (const EntrantFlag& flag : game.entrant_flags) {
    if (!parsed.count(std::string(flag.flag))) continue;
    any_flag = true;
    if (static_cast<int>(entrants.size()) <= flag.entrant) {
      entrants.resize(flag.entrant + 1, std::vector<std::string>(Roles(game)));
    }
    entrants[flag.entrant][flag.role] =
        parsed[std::string(flag.flag)].as<std::string>();
  }
  if (any_flag && !listed.empty()) {
    UsageError(options,
               "give the entrants by --players or by their flags, "
               "not both");
  }
  for (const EntrantFlag& flag : game.entrant_flags) {
    if (any_flag && (static_cast<int>(entrants.size()) <= flag.entrant ||
                     entrants[flag.entrant][flag.role].empty())) {
      UsageError(options, "--" + std::string(flag.flag) + " is required");
    }
  }
  const int n = static_cast<int>(entrants.size());
  if (absl::Status count = CheckEntrantCount(game, n); !count.ok()) {
    UsageError(options, std::string(count.message()));
  }
  absl::StatusOr<arena::TimeControl> time = ReadTimeFlags(parsed);
  if (!time.ok()) UsageError(options, std::string(time.status().message()));
  arena::RefereeFlags referee =
      arena::ReadRefereeFlagsOrExit(options, parsed, n);
  referee.match.games_per_seed = game.games_per_seed;
  absl::StatusOr<PlayTable> play = game.read_flags(parsed, n);
  if (!play.ok()) UsageError(options, std::string(play.status().message()));

  std::vector<std::string> commands;
  for (const auto& roles : entrants) {
    commands.push_back(CommandText(game, roles));
  }
  StartPlayer start_player = StartProgram;
  if (game.player_starter) {
    absl::StatusOr<StartPlayer> starter = game.player_starter(parsed);
    if (!starter.ok()) {
      UsageError(options, std::string(starter.status().message()));
    }
    start_player = *std::move(starter);
  }
  // Told twice, the time may disagree: say so before anything is played.
  for (int e = 0; e < n; ++e) {
    for (const std::string& command : entrants[e]) {
      if (const auto mismatch =
              arena::MoveTimeMismatch(command, time->movetime)) {
        std::cerr << options.program() << ": warning: "
                  << TerminalSafe(referee.match.names[e] + " (" + command +
                                  "): " + *mismatch)
                  << "\n";
      }
    }
  }
  if (!parsed.count("no-check")) {
    const std::vector<absl::Status> checked = CheckEntrants(
        game, entrants, CheckSetup{*time, referee.limits, start_player});
    bool refused = false;
    for (int e = 0; e < n; ++e) {
      if (checked[e].ok()) continue;
      refused = true;
      std::cerr << options.program() << ": "
                << TerminalSafe(CheckFailureLine(referee.match.names[e],
                                                 commands[e], checked[e]))
                << "\n";
    }
    if (refused) return 2;
  }
  arena::Table base;
  base.game = game.name;
  base.rules_version = game.rules_version;
  base.time = *time;
  base.limits = arena::LimitsJson(referee.limits);
  const arena::PlayerMaker start =
      [&](int entrant, int role,
          int index) -> absl::StatusOr<std::unique_ptr<arena::Player>> {
    arena::ProcessOptions process = referee.limits;
    process.command = arena::WithGameSeed(entrants[entrant][role],
                                          referee.match.GameSeed(index));
    arena::TellTimeControl(process, *time);
    process.stderr_log_path = arena::StderrLogPath(
        referee.match.out, index, entrant,
        Roles(game) > 1 ? game.roles[role].name : std::string_view());
    GAUNTLET_ASSIGN_OR_RETURN(StartedPlayer player,
                              start_player(std::move(process)));
    return std::move(player.player);
  };
  return arena::RunMatchGames(
      referee.match, PlayOnTables(base, referee.match, commands, Roles(game),
                                  start, *play, nullptr));
}

absl::StatusOr<std::vector<arena::MatchResult>> PlayInProcess(
    const Game& game, const std::vector<InProcessEntrant>& entrants,
    const InProcessMatch& match) {
  if (!game.has_referee() || !game.make_bot) {
    return absl::FailedPreconditionError(std::string(game.name) +
                                         " has no referee");
  }
  const int n = static_cast<int>(entrants.size());
  GAUNTLET_RETURN_IF_ERROR(CheckEntrantCount(game, n));
  arena::MatchFlags flags;
  flags.games = match.games;
  flags.seed = match.seed;
  flags.first_game = match.first_game;
  flags.out = match.out;
  flags.games_per_seed = game.games_per_seed;
  std::vector<std::string> commands;
  for (const InProcessEntrant& entrant : entrants) {
    if (!entrant.start &&
        static_cast<int>(entrant.roles.size()) != Roles(game)) {
      return absl::InvalidArgumentError(entrant.name + ": " +
                                        std::string(game.name) + " needs " +
                                        std::to_string(Roles(game)) + " bots");
    }
    flags.names.push_back(entrant.name);
    if (entrant.start) {
      commands.push_back(entrant.command);
      continue;
    }
    std::vector<std::string> levels;
    for (const BotSpec& bot : entrant.roles) {
      levels.push_back("in-process " +
                       (bot.level.empty()
                            ? std::string(game.roles[bot.role].levels.front())
                            : bot.level));
    }
    commands.push_back(CommandText(game, levels));
  }
  GAUNTLET_ASSIGN_OR_RETURN(PlayTable play,
                            ReadGameFlags(game, match.game_flags, n));
  arena::Table base;
  base.game = game.name;
  base.rules_version = game.rules_version;
  base.time = match.time.value_or(game.time);

  // Players by game, entrant and role, kept for `on_player`.
  std::vector<std::vector<arena::InProcessPlayer*>> by_entrant;
  const arena::PlayerMaker make =
      [&](int entrant, int role,
          int index) -> absl::StatusOr<std::unique_ptr<arena::Player>> {
    if (entrants[entrant].start) return entrants[entrant].start(role, index);
    BotSpec spec = entrants[entrant].roles[role];
    spec.role = role;
    // Each game's bots draw from the game's seed, so a match seed picks
    // other games even where the referee has nothing random (Tetris).
    spec.seed = InProcessBotSeed(spec.seed, flags.GameSeed(index));
    if (spec.movetime.count() == 0) spec.movetime = base.time.movetime;
    GAUNTLET_ASSIGN_OR_RETURN(std::unique_ptr<Bot> bot, game.make_bot(spec));
    arena::InProcessOptions options = match.player;
    options.max_line_length = game.bot_max_line;
    auto player =
        std::make_unique<arena::InProcessPlayer>(std::move(bot), options);
    if (static_cast<int>(by_entrant.size()) <= entrant) {
      by_entrant.resize(entrant + 1);
    }
    by_entrant[entrant].push_back(player.get());
    return std::unique_ptr<arena::Player>(std::move(player));
  };
  const auto seen = [&](const arena::SeatedTable& seated) {
    if (match.on_player) {
      for (int e = 0; e < static_cast<int>(by_entrant.size()); ++e) {
        for (int r = 0; r < static_cast<int>(by_entrant[e].size()); ++r) {
          match.on_player(seated.table.index, e, r, *by_entrant[e][r]);
        }
      }
    }
    by_entrant.clear();
  };
  std::vector<arena::MatchResult> results;
  GAUNTLET_RETURN_IF_ERROR(arena::PlayMatchGames(
      flags, PlayOnTables(base, flags, commands, Roles(game), make, play, seen),
      [&](const arena::MatchResult& result) { results.push_back(result); }));
  return results;
}

}  // namespace gauntlet::registry
