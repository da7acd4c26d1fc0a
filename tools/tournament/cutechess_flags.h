#ifndef GAUNTLET_TOOLS_TOURNAMENT_CUTECHESS_FLAGS_H_
#define GAUNTLET_TOOLS_TOURNAMENT_CUTECHESS_FLAGS_H_

// cutechess-cli's spellings of tournament flags, for users who know them.
// They are translated into `gauntlet tournament`'s own flags before the
// command line is parsed, so there is one code path:
//
//   -engine name=N cmd=C [arg=A]...  --bot N=C (arg words appended, quoted)
//   -each st=S [timemargin=MS]       --match-flags "--movetime S*1000
//                                    [--grace MS]" (added to any given)
//   -rounds R, -games G              --games R*G (games per pairing)
//   -concurrency N                   --concurrency N
//   -sprt elo0=A elo1=B alpha=C beta=D   --sprt A,B,C,D
//   -ratinginterval N                --rating-interval N
//   -tournament round-robin|gauntlet --format ...
//   -srand N                         --seed N
//   -repeat [2]                      nothing: pairs always swap colours
//   -pgnout FILE, -pgnout file=FILE [notation=san]
//                                    --match-flags "--pgnout FILE"
//   -openings file=FILE [format=epd] [order=sequential|random]
//                                    --match-flags "--openings FILE
//                                    [--openings-order ORDER]"
//
// fastchess spells some of them alike, or with KEY=VALUE words where
// cutechess-cli has positional ones (-pgnout file=FILE): both are taken, and
// a KEY=VALUE word is never read as a file name. Every other single-dash
// word (a flag without a Gauntlet meaning, a time control by clock, a PGN
// book, a KEY=VALUE word without an equivalent) is refused in one line that
// names the Gauntlet equivalent or says there is none.

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace gauntlet::tournament {

// `args`: the words after `gauntlet tournament`. Returns them with every
// cutechess-cli flag replaced by its Gauntlet flags (native words are kept
// as they are, in order), or why a word cannot be taken, in one line.
absl::StatusOr<std::vector<std::string>> TranslateCutechessFlags(
    const std::vector<std::string>& args);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_CUTECHESS_FLAGS_H_
