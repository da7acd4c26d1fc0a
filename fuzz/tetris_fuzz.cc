// Every parser of Tetris text: the placer's and the sequencer's input (as
// tetris-placer and tetris-sequencer read stdin), the judge's reading of a
// placer's commands and of a sequencer's piece, and the placer's weights
// file.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "bots/tetris/evaluator.h"
#include "bots/tetris/serve.h"
#include "common/tetris/game.h"
#include "common/tetris/piece.h"
#include "common/tetris/protocol.h"
#include "fuzz/fuzz_input.h"

namespace gauntlet::tetris {
namespace {

void PlayPlacer(std::string_view text) {
  // The Dellacherie baseline: one ply, so each message costs little.
  auto brain = MakePlacer("baseline");
  if (!brain.ok()) return;
  fuzz::ServeText(*PlacerBot(std::move(*brain)), text);
}

void PlaySequencer(std::string_view text) {
  auto brain = MakeSequencer("random");
  if (!brain.ok()) return;
  fuzz::ServeText(*SequencerBot(std::move(*brain)), text);
}

// Each line is a placer's reply to the next piece of a fixed cycle, played
// as the judge plays it, until the board is full.
void JudgeReplies(std::string_view text) {
  Game game;
  size_t next = 0;
  fuzz::EachLine(text, [&game, &next](std::string_view line, int) {
    const Piece current = kAllPieces[next++ % kAllPieces.size()];
    (void)ParseSequencerReply(std::string(line));
    if (game.board().CanSpawn(current)) game.Play(current, line);
  });
}

void ReadWeights(std::string_view text) {
  (void)Weights::FromText(text, "fuzz");
}

}  // namespace
}  // namespace gauntlet::tetris

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gauntlet::tetris;
  static const gauntlet::fuzz::Parser parsers[] = {PlayPlacer, PlaySequencer,
                                                   JudgeReplies, ReadWeights};
  gauntlet::fuzz::Dispatch(data, size, parsers);
  return 0;
}
