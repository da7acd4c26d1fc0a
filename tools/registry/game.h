#ifndef GAUNTLET_TOOLS_REGISTRY_GAME_H_
#define GAUNTLET_TOOLS_REGISTRY_GAME_H_

// What a game is, to every tool: one registration per game
// (tools/games/<name>/registration.cc) names it, says who plays it and how,
// runs its referee, builds its bots in-process and draws its replays.
// `gauntlet match`, the tournament, the showcase, the viewer and in-process
// matches read nothing else, so a new game is one folder per layer plus its
// name in `GAUNTLET_GAMES`.

#include <cstdint>
#include <cxxopts.hpp>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/bot.h"
#include "common/core/ladder.h"
#include "common/core/params.h"
#include "tools/arena/process_player.h"
#include "tools/arena/replay.h"
#include "tools/arena/replay_text.h"
#include "tools/arena/table.h"
#include "tools/bundle/bundler.h"
#include "tools/bundle/package.h"
#include "tools/registry/game_frames.h"

namespace gauntlet::registry {

// One program an entrant runs. Most games have one role; a Tetris side has a
// placer and a sequencer.
struct Role {
  std::string_view name;     // "" for the only role, else "placer", ...
  std::string_view program;  // Our bot program for it, in build/bin.
  // Its levels (`--level NAME`), the strongest first: the default.
  std::vector<std::string_view> levels;
  // Its ladder of strength (`--level N`, common/core/ladder.h), weakest
  // first; empty for a program without one.
  std::span<const Rung> ladder;
};

// How a tournament seats entrants in games of this game.
enum class Seating {
  kNone,         // One-player puzzle: no tournament.
  kTwoPlayer,    // Colour-swapped pairs from one seed.
  kFourPlayer,   // Groups of four, each member in each seat once per seed.
  kAllOnOneMap,  // Every entrant in every game, one game per seed.
};

// A referee flag naming one entrant's role, e.g. --red or --a-placer.
struct EntrantFlag {
  std::string_view flag;
  int entrant = 0;
  int role = 0;
};

// One game played on a table; the referee's own errors only (a player's
// fault is part of the result).
using PlayTable = std::function<absl::StatusOr<arena::MatchResult>(
    const arena::Table& table, arena::ReplayWriter& replay)>;

// An in-process bot: which level of which role, with what seed, time and
// parameters (NAME=VALUE, as the program's --param takes them).
struct BotSpec {
  int role = 0;
  std::string level;  // Empty: the role's default level.
  uint64_t seed = 1;
  std::chrono::milliseconds movetime{0};  // 0: the game's default.
  std::vector<std::string> params;
  // Sees the bot's parameter table once `params` are applied: how the tuner
  // learns a level's declared parameters, their values and ranges.
  std::function<void(const ParamTable&)> inspect_params;
};

// What a program of one role is sent first in a game, and whether its first
// answer is well-formed: entrants are checked with it before a match or
// tournament starts (tools/registry/check.h).
struct FirstMessage {
  std::string text;  // Whole lines, as the referee sends them.
  // OK when `answer` (one line, without its newline) is a well-formed
  // answer to `text`; else why not, in one line.
  std::function<absl::Status(const std::string& answer)> check;
};

// A player started from an entrant's command, and the program behind it
// (whose stderr a failed check quotes).
struct StartedPlayer {
  std::unique_ptr<arena::Player> player;
  arena::ProcessPlayer* process = nullptr;
};
// Starts the player of `process.command` under `process`'s limits.
using StartPlayer =
    std::function<absl::StatusOr<StartedPlayer>(arena::ProcessOptions)>;
// Runs every command as a program (a ProcessPlayer).
absl::StatusOr<StartedPlayer> StartProgram(arena::ProcessOptions process);

struct Showcase {
  std::string_view title;
  // Name and command (programs relative to build/bin, `|` between a Tetris
  // side's programs) of each bot of a short tournament.
  std::vector<std::pair<std::string_view, std::string_view>> bots;
  int games = 0;
  std::string_view match_flags;
  // Shell lines to run instead, for a one-player game (programs relative to
  // build/bin).
  std::vector<std::string_view> commands;
};

struct Game {
  std::string_view name;  // As in `gauntlet match NAME`.
  std::string_view title;
  std::string_view rules_version;
  std::vector<Role> roles;
  std::vector<std::string_view> seat_names;  // For display, seat 0 first.
  int min_entrants = 1;
  int max_entrants = 1;
  Seating seating = Seating::kNone;
  // The statement's time control, the referee's defaults.
  arena::TimeControl time;
  // Consecutive games of a match that share a seed (arena::MatchFlags).
  int games_per_seed = 1;
  // The Elo of each rung of its ladder as last calibrated, rung 1 first
  // (a Tetris side's rung k is placer and sequencer rung k): what
  // `gauntlet rate` rates against unless it is given a calibration's
  // ladder.json. Empty: not calibrated.
  std::vector<double> calibrated_elo;

  // The referee; absent for a game without one (a batch puzzle).
  std::vector<EntrantFlag> entrant_flags;
  std::function<void(cxxopts::Options&)> add_flags;
  // Turns the game's own flags into the function that plays one table.
  std::function<absl::StatusOr<PlayTable>(const cxxopts::ParseResult&,
                                          int entrants)>
      read_flags;

  // For a game where some commands mean more than a program (duck chess:
  // `uci:ENGINE` seats a UCI engine through an adapter): how a match with
  // these referee flags (its own included) starts players. Absent: every
  // command is a program (StartProgram).
  std::function<absl::StatusOr<StartPlayer>(const cxxopts::ParseResult&)>
      player_starter;

  // Our bot of any level, in this process, and the longest line it reads.
  std::size_t bot_max_line = LineReader::kDefaultMaxLength;
  std::function<absl::StatusOr<std::unique_ptr<Bot>>(const BotSpec&)> make_bot;

  // The first message of role `role` under the time control `time`;
  // absent for a game without a referee.
  std::function<FirstMessage(int role, const arena::TimeControl& time)>
      first_message;

  // What the replay viewer draws of each turn, re-played by the game's own
  // engine (tools/registry/game_frames.h); absent: `gauntlet view` cannot draw
  // the game. The page's script is tools/games/<name>/view.js.
  std::function<absl::StatusOr<view::GameFrames>(const arena::Replay&)> frames;

  // How `gauntlet replay` names a replay's seats and turns in the game's
  // own terms (colours, its move notation); absent: "seat N" and each
  // turn's info as JSON.
  std::function<arena::ReplayTerms(const arena::Replay&)> replay_terms;

  // The programs `gauntlet bundle` makes one source of (bundler.h), and
  // what `gauntlet package` writes for the game's contest (package.h).
  std::vector<bundle::BundledProgram> bundled_programs;
  bundle::Package package;

  Showcase showcase;
  // The game's own referee flags for a short game (smoke tests, checks).
  std::vector<std::string_view> short_game_flags;

  bool has_referee() const { return static_cast<bool>(read_flags); }
};

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_REGISTRY_GAME_H_
