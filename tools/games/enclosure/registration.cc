#include "tools/games/enclosure/registration.h"

#include "bots/enclosure/brain.h"
#include "bots/enclosure/ladder.h"
#include "bots/enclosure/session.h"
#include "common/core/params.h"
#include "common/core/status_macros.h"
#include "tools/bundle/package.h"
#include "tools/games/enclosure/first_message.h"
#include "tools/games/enclosure/match.h"
#include "tools/games/enclosure/view_frames.h"

namespace gauntlet::registry {
namespace {

constexpr bundle::BundledProgram kBotProgram{
    "enclosure-bot", "bots/enclosure/bot_main.cc",
    "Enclosure (NOI 2013): the MCTS bot"};
// The playout benchmark, bundled only to measure a bundle's speed
// (tools/bundle-speed); the other games' programs have --bench.
constexpr bundle::BundledProgram kBenchProgram{
    "enclosure-bench", "bots/enclosure/bench_main.cc",
    "Enclosure: playout and MCTS speed"};

}  // namespace

Game EnclosureGame() {
  using std::chrono::milliseconds;
  Game game;
  game.name = "enclosure";
  game.title = "Enclosure (NOI 2013): four players draw loops on a 10x10 grid";
  game.rules_version = "1";
  game.roles = {{"",
                 "enclosure-bot",
                 {"adaptive", "mcts", "lookahead", "loops", "greedy", "random"},
                 enclosure::Ladder()}};
  // The rungs' ratings as last calibrated (docs/ladder.md has the run).
  game.calibrated_elo = {0,     269.5, 405.9, 524, 617.1,
                         737.2, 790.1, 834.9, 1199};
  game.seat_names = {"0", "1", "2", "3"};
  game.min_entrants = game.max_entrants = 4;
  game.seating = Seating::kFourPlayer;
  // The statement's second per step; its first answer may come 2 s later
  // (ours), so that interpreters and large programs can start.
  game.time = {milliseconds(1000), milliseconds(0), milliseconds(2000)};
  game.read_flags = [](const cxxopts::ParseResult&,
                       int) -> absl::StatusOr<PlayTable> {
    return PlayTable(&enclosure::PlayTable);
  };
  game.make_bot =
      [](const BotSpec& spec) -> absl::StatusOr<std::unique_ptr<Bot>> {
    const std::string level = spec.level.empty() ? "adaptive" : spec.level;
    enclosure::BrainOptions options;
    options.seed = spec.seed;
    ParamTable params;
    enclosure::DeclareParams(level, options, params);
    GAUNTLET_RETURN_IF_ERROR(ApplyAssignments(spec.params, params));
    if (spec.inspect_params) spec.inspect_params(params);
    GAUNTLET_ASSIGN_OR_RETURN(std::unique_ptr<enclosure::Brain> brain,
                              enclosure::MakeBrain(level, options));
    return std::make_unique<enclosure::SessionBot>(
        std::make_unique<enclosure::BotSession>(
            std::move(brain), enclosure::ThinkTime(spec.movetime)));
  };
  game.showcase = {
      "Enclosure: the default bot (adaptive) against two greedy rectangle "
      "drawers and a random-but-safe bot, seats rotating",
      {{"adaptive", "enclosure-bot"},
       {"greedy1", "enclosure-bot --level greedy --seed 2"},
       {"greedy2", "enclosure-bot --level greedy --seed 3"},
       {"random", "enclosure-bot --level random"}},
      4,
      "",
      {}};
  game.first_message = &EnclosureFirstMessage;
  game.frames = &view::EnclosureFrames;
  // The page and the statement call seats players 0 to 3.
  game.replay_terms = [](const arena::Replay&) {
    return arena::ReplayTerms{{"player 0", "player 1", "player 2", "player 3"},
                              {}};
  };
  game.bundled_programs = {kBotProgram, kBenchProgram};
  game.package = {"NOI 2013: one .cpp", bundle::OneSource(kBotProgram)};
  return game;
}

}  // namespace gauntlet::registry
