#ifndef GAUNTLET_BOTS_TETRIS_SERVE_H_
#define GAUNTLET_BOTS_TETRIS_SERVE_H_

// The two roles' protocols as Bots, their levels, and the programs' main
// loops: read messages until the input ends, answer each with one flushed
// line. Bad input: a located message on stderr and exit code 2; end of input
// between messages: exit code 0.

#include <istream>
#include <memory>
#include <ostream>
#include <string_view>

#include "absl/status/statusor.h"
#include "bots/tetris/brains.h"
#include "bots/tetris/placer.h"
#include "bots/tetris/sequencer.h"
#include "common/core/bot.h"

namespace gauntlet::tetris {

// "search" (beam search with `options`) or "baseline" (Dellacherie).
absl::StatusOr<std::unique_ptr<PlacerBrain>> MakePlacer(
    std::string_view level, const PlacerOptions& options = {});
// "adversarial" (with `options`) or "random" (uniform, seeded by
// options.seed).
absl::StatusOr<std::unique_ptr<SequencerBrain>> MakeSequencer(
    std::string_view level, const SequencerOptions& options = {});

std::unique_ptr<Bot> PlacerBot(std::unique_ptr<PlacerBrain> brain);
std::unique_ptr<Bot> SequencerBot(std::unique_ptr<SequencerBrain> brain);

int ServePlacer(PlacerBrain& brain, std::istream& in, std::ostream& out,
                std::ostream& err);
int ServeSequencer(SequencerBrain& brain, std::istream& in, std::ostream& out,
                   std::ostream& err);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_SERVE_H_
