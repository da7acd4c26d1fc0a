#include "tools/arena/match_flags.h"

#include <utility>

#include "absl/strings/str_cat.h"

namespace gauntlet::arena {

void AddMatchFlags(cxxopts::Options& options) {
  options.add_options("match")("games", "games to play in this match",
                               cxxopts::value<int>()->default_value("1"))(
      "seed",
      "the match seed; game k uses DeriveSeed(seed, k - k % R), where R "
      "consecutive games share a seed (2 where colour-swapped pairs share "
      "an opening, else 1)",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "first-game", "index of the first game to play",
      cxxopts::value<int>()->default_value("0"))(
      "round",
      "the round of game 0, from 1: game k is in round R + k / R' (R' games "
      "share a seed); a tournament gives each game its own. Duck chess "
      "plays a book's openings in round order, and numbers PGN by it",
      cxxopts::value<int>()->default_value("1"),
      "R")("out", "directory for replays and results.jsonl (none: no files)",
           cxxopts::value<std::string>()->default_value(""))(
      "names",
      "display names of the entrants, comma-separated, in command order",
      cxxopts::value<std::vector<std::string>>())(
      "replay-sent-bytes",
      "keep at most this many bytes of each message sent in replays (whole "
      "lines; the size of the whole is recorded); 0 keeps all",
      cxxopts::value<std::size_t>()->default_value("4096"))(
      "replay-answer-bytes",
      "keep at most this many bytes of each answer in replays (the size of "
      "the whole is recorded); 0 keeps all",
      cxxopts::value<std::size_t>()->default_value("4096"));
}

std::vector<std::string> TakeCommandList(std::vector<char*>& args,
                                         std::string_view flag) {
  std::vector<std::string> commands;
  std::vector<char*> rest;
  bool in_list = false;
  for (char* arg : args) {
    const std::string_view word = arg;
    if (word == flag) {
      in_list = true;
      continue;
    }
    if (in_list && word.starts_with("--")) in_list = false;
    if (in_list) {
      commands.emplace_back(word);
    } else {
      rest.push_back(arg);
    }
  }
  args = std::move(rest);
  return commands;
}

absl::StatusOr<MatchFlags> ReadMatchFlags(const cxxopts::ParseResult& parsed,
                                          int entrants) {
  MatchFlags flags;
  flags.games = parsed["games"].as<int>();
  flags.seed = parsed["seed"].as<uint64_t>();
  flags.first_game = parsed["first-game"].as<int>();
  flags.first_round = parsed["round"].as<int>() - 1;
  flags.out = parsed["out"].as<std::string>();
  flags.replay_sent_bytes = parsed["replay-sent-bytes"].as<std::size_t>();
  flags.replay_answer_bytes = parsed["replay-answer-bytes"].as<std::size_t>();
  if (flags.games < 1) {
    return absl::InvalidArgumentError("--games must be at least 1");
  }
  if (flags.first_game < 0) {
    return absl::InvalidArgumentError("--first-game must not be negative");
  }
  if (flags.first_round < 0) {
    return absl::InvalidArgumentError("--round must be at least 1");
  }
  if (parsed.count("names") > 0) {
    flags.names = parsed["names"].as<std::vector<std::string>>();
    if (static_cast<int>(flags.names.size()) != entrants) {
      return absl::InvalidArgumentError(
          absl::StrCat("--names has ", flags.names.size(), " names for ",
                       entrants, " entrants"));
    }
    for (const std::string& name : flags.names) {
      if (name.empty())
        return absl::InvalidArgumentError("--names has an empty name");
    }
  } else {
    for (int i = 1; i <= entrants; ++i)
      flags.names.push_back(absl::StrCat("p", i));
  }
  return flags;
}

}  // namespace gauntlet::arena
