#ifndef GAUNTLET_TOOLS_ARENA_MATCH_FLAGS_H_
#define GAUNTLET_TOOLS_ARENA_MATCH_FLAGS_H_

// The flags every referee shares (docs/match-contract.md): --games --seed
// --first-game --round --out --names, the per-game seed and round, and seat
// rotation.

#include <cstddef>
#include <cstdint>
#include <cxxopts.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/rng.h"

namespace gauntlet::arena {

struct MatchFlags {
  int games = 1;
  uint64_t seed = 1;
  int first_game = 0;
  std::string out;                 // Empty: no files.
  std::vector<std::string> names;  // One per entrant, in command order.
  // Replays keep at most this many bytes of each message sent (whole lines,
  // TurnEntry::KeepSentHead); 0 keeps every message whole.
  std::size_t replay_sent_bytes = 4096;
  // The same for answers (--replay-answer-bytes).
  std::size_t replay_answer_bytes = 4096;

  // Consecutive games that share one seed: 2 where each opening is played
  // once with each colour (duck chess), else 1.
  int games_per_seed = 1;
  // The round of game 0, from 0 (--round R gives R - 1). A tournament plays
  // each game as game 0 of a match of its own and gives it its round.
  int first_round = 0;

  // The games this run plays: first_game .. first_game + games - 1.
  int end_game() const { return first_game + games; }
  // Game k's seed, for everything random in it: DeriveSeed(seed, k - k % R)
  // with R = games_per_seed.
  uint64_t GameSeed(int game_index) const {
    return DeriveSeed(
        seed, static_cast<uint64_t>(game_index - game_index % games_per_seed));
  }
  // Game k's round, from 0: first_round + k / R, the games that share a seed
  // sharing a round. A book of openings steps by it, and PGN numbers by it.
  int RoundOf(int game_index) const {
    return first_round + game_index / games_per_seed;
  }
};

// Adds the common flags to a referee's options (group "match").
void AddMatchFlags(cxxopts::Options& options);

// Reads them back and checks them against the number of entrants (names
// default to p1, p2, ...). The message suits gauntlet::UsageError.
absl::StatusOr<MatchFlags> ReadMatchFlags(const cxxopts::ParseResult& parsed,
                                          int entrants);

// Cuts `flag` and the words after it, up to the next word that starts with
// "--", out of `args` (argv, program name included) and returns those words.
// cxxopts takes one value per flag and splits at commas, so a list of
// commands (`--players A B C`) is taken out before parsing.
std::vector<std::string> TakeCommandList(std::vector<char*>& args,
                                         std::string_view flag);

// Seating is a pure function of the game index: game k shifts every entrant
// k seats forward, so two-player games alternate colours and larger games
// rotate.
constexpr int SeatOf(int entrant, int game_index, int entrants) {
  return (entrant + game_index % entrants) % entrants;
}
constexpr int EntrantAt(int seat, int game_index, int entrants) {
  return (seat - game_index % entrants + entrants) % entrants;
}

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_MATCH_FLAGS_H_
