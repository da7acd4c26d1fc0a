#ifndef GAUNTLET_COMMON_TETRIS_PROTOCOL_H_
#define GAUNTLET_COMMON_TETRIS_PROTOCOL_H_

// The statement's messages. Placer input: score, "CN" (current and next
// piece), 30 board rows top first. Sequencer input: score, the current
// piece (`n` before the first), 30 rows. Placer reply: one command line;
// sequencer reply: one line whose first character is the next piece.

#include <cstdint>
#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "common/core/line_io.h"
#include "common/tetris/board.h"

namespace gauntlet::tetris {

struct PlacerInput {
  int64_t score = 0;
  Piece current = Piece::kT;
  Piece next = Piece::kT;
  Board board;  // Only the 30 shown rows are filled in.
};

struct SequencerInput {
  int64_t score = 0;
  std::optional<Piece> current;  // nullopt for the first call (`n`).
  Board board;
};

std::string FormatPlacerInput(int64_t score, Piece current, Piece next,
                              const Board& board);
std::string FormatSequencerInput(int64_t score, std::optional<Piece> current,
                                 const Board& board);

// Read one message; errors name the message, line and token. End of input
// before the message is passed through as the reader's OutOfRange status;
// inside it (29 board rows, say) it is an error naming the missing line.
absl::StatusOr<PlacerInput> ReadPlacerInput(LineReader& reader);
absl::StatusOr<SequencerInput> ReadSequencerInput(LineReader& reader);

// The piece a sequencer reply names, or nullopt if its first character is
// not one of TISZOLJ.
std::optional<Piece> ParseSequencerReply(const std::string& line);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_COMMON_TETRIS_PROTOCOL_H_
