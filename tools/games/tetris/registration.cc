#include "tools/games/tetris/registration.h"

#include "bots/tetris/ladder.h"
#include "bots/tetris/serve.h"
#include "common/core/params.h"
#include "common/core/status_macros.h"
#include "tools/games/tetris/first_message.h"
#include "tools/games/tetris/match.h"
#include "tools/games/tetris/package.h"
#include "tools/games/tetris/view_frames.h"

namespace gauntlet::registry {

Game TetrisGame() {
  using std::chrono::milliseconds;
  Game game;
  game.name = "tetris";
  game.title =
      "TEG 2017 Tetris duel: each side's placer plays against the other "
      "side's sequencer; higher score wins, then more rounds, then less time";
  game.rules_version = "teg2017-judge";
  game.roles = {{"placer",
                 "tetris-placer",
                 {"search", "baseline"},
                 tetris::PlacerLadder()},
                {"sequencer",
                 "tetris-sequencer",
                 {"adversarial", "random"},
                 tetris::SequencerLadder()}};
  // The rungs' ratings as last calibrated (docs/ladder.md has the run).
  game.calibrated_elo = {0,      501.1,  1011.1, 1520.6,
                         2030.2, 2538.1, 3088.7, 3266.3};
  game.seat_names = {"A", "B"};
  game.min_entrants = game.max_entrants = 2;
  game.seating = Seating::kTwoPlayer;
  // 100 ms free per reply, failure at 1000 ms, 300 ms to load.
  game.time = {milliseconds(100), milliseconds(900), milliseconds(300)};
  game.entrant_flags = {{"a-placer", 0, 0},
                        {"a-sequencer", 0, 1},
                        {"b-placer", 1, 0},
                        {"b-sequencer", 1, 1}};
  game.add_flags = &tetris::AddFlags;
  game.read_flags = [](const cxxopts::ParseResult& parsed,
                       int) -> absl::StatusOr<PlayTable> {
    GAUNTLET_ASSIGN_OR_RETURN(const int rounds, tetris::ReadRounds(parsed));
    return PlayTable(
        [rounds](const arena::Table& table, arena::ReplayWriter& replay) {
          return tetris::PlayTable(table, rounds, replay);
        });
  };
  game.make_bot =
      [](const BotSpec& spec) -> absl::StatusOr<std::unique_ptr<Bot>> {
    ParamTable params;
    if (spec.role == 0) {
      const std::string level = spec.level.empty() ? "search" : spec.level;
      tetris::PlacerOptions options;
      options.seed = spec.seed;
      tetris::DeclareParams(level, options, params);
      GAUNTLET_RETURN_IF_ERROR(ApplyAssignments(spec.params, params));
      if (spec.inspect_params) spec.inspect_params(params);
      GAUNTLET_ASSIGN_OR_RETURN(std::unique_ptr<tetris::PlacerBrain> placer,
                                tetris::MakePlacer(level, options));
      return tetris::PlacerBot(std::move(placer));
    }
    const std::string level = spec.level.empty() ? "adversarial" : spec.level;
    tetris::SequencerOptions options;
    options.seed = spec.seed;
    if (level == "adversarial") tetris::DeclareParams(options, params);
    GAUNTLET_RETURN_IF_ERROR(ApplyAssignments(spec.params, params));
    if (spec.inspect_params) spec.inspect_params(params);
    GAUNTLET_ASSIGN_OR_RETURN(std::unique_ptr<tetris::SequencerBrain> sequencer,
                              tetris::MakeSequencer(level, options));
    return tetris::SequencerBot(std::move(sequencer));
  };
  game.showcase = {
      "Tetris duel: our placer and sequencer against the Dellacherie baseline "
      "placer with a random sequencer",
      {{"ours", "tetris-placer | tetris-sequencer"},
       {"baseline",
        "tetris-placer --level baseline | tetris-sequencer --level random "
        "--seed 3"}},
      2,
      "--rounds 300",
      {}};
  game.short_game_flags = {"--rounds", "40"};
  game.first_message = &TetrisFirstMessage;
  game.frames = &view::TetrisFrames;
  // A seat is a side (its placer, and the sequencer choosing the other
  // side's pieces).
  game.replay_terms = [](const arena::Replay&) {
    return arena::ReplayTerms{{"side A", "side B"}, {}};
  };
  game.bundled_programs = {tetris::kPlacerProgram, tetris::kSequencerProgram};
  game.package = {"TEG 2017: part1/ and part2/ folders",
                  &tetris::WriteTegEntry};
  return game;
}

}  // namespace gauntlet::registry
