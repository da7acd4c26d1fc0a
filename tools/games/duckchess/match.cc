#include "tools/games/duckchess/match.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "common/core/rng.h"
#include "common/core/status_macros.h"
#include "common/duckchess/protocol.h"
#include "tools/arena/match_output.h"
#include "tools/games/duckchess/pgn.h"
#include "tools/games/duckchess/uci_player.h"

namespace gauntlet::duckchess {
namespace {

// Creates `path` when missing, so an unwritable PGN file is refused before
// any game.
absl::Status TouchFile(const std::string& path) {
  const int fd =
      open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) {
    return absl::InvalidArgumentError("--pgnout: cannot open " + path + ": " +
                                      std::strerror(errno));
  }
  close(fd);
  return absl::OkStatus();
}

}  // namespace

void AddFlags(cxxopts::Options& options) {
  options.add_options("game")(
      "openings",
      "openings file: one a line, `moves K xs ys xt yt ...` or a "
      "Fairy-Stockfish FEN (optionally followed by `moves K ...`); each "
      "opening is played once with each colour (default: 2-6 random plies)",
      cxxopts::value<std::string>(), "FILE")(
      "openings-order",
      "sequential (round j plays opening j, wrapping around: games 2j and "
      "2j+1 of a match, or a tournament's round j with each colour) or "
      "random (one drawn from the game seed)",
      cxxopts::value<std::string>()->default_value("sequential"))(
      "pgnout", "append each game to this PGN file (variant thupcduck)",
      cxxopts::value<std::string>(), "FILE")(
      "uci-option",
      "an option for every `uci:ENGINE_CMD` entrant (a UCI engine), sent "
      "as `setoption name NAME value VALUE` in its handshake; repeatable, "
      "e.g. VariantPath=thupcduck.ini, UCI_Variant=thupcduck, Threads=1, "
      "Hash=16",
      cxxopts::value<std::vector<std::string>>(), "NAME=VALUE")(
      "adjudicate-draw",
      "a draw from game ply PLY on, once the referee's own score (a short "
      "search after every move, red's view) has stayed within +-SCORE for "
      "PLIES positions in a row (default: games end by their rules only)",
      cxxopts::value<std::string>(), "PLY,PLIES,SCORE")(
      "adjudicate-win",
      "a win for the side the referee's score has favoured by SCORE or more "
      "for PLIES positions in a row",
      cxxopts::value<std::string>(), "PLIES,SCORE");
}

absl::StatusOr<MatchOptions> ReadFlags(const cxxopts::ParseResult& parsed) {
  MatchOptions options;
  const std::string order = parsed["openings-order"].as<std::string>();
  if (order == "random") {
    options.order = OpeningOrder::kRandom;
  } else if (order != "sequential") {
    return absl::InvalidArgumentError("--openings-order: '" + order +
                                      "' is not random or sequential");
  }
  if (parsed.count("openings")) {
    GAUNTLET_ASSIGN_OR_RETURN(
        options.openings, LoadOpenings(parsed["openings"].as<std::string>()));
  } else if (parsed.count("openings-order")) {
    return absl::InvalidArgumentError("--openings-order needs --openings FILE");
  }
  if (parsed.count("pgnout")) {
    options.pgn_path = parsed["pgnout"].as<std::string>();
    if (options.pgn_path.empty()) {
      return absl::InvalidArgumentError("--pgnout: empty file name");
    }
    GAUNTLET_RETURN_IF_ERROR(TouchFile(options.pgn_path));
  }
  GAUNTLET_ASSIGN_OR_RETURN(options.uci_options, ReadUciOptions(parsed));
  if (parsed.count("adjudicate-draw")) {
    GAUNTLET_RETURN_IF_ERROR(ParseDrawRule(
        parsed["adjudicate-draw"].as<std::string>(), options.adjudication));
  }
  if (parsed.count("adjudicate-win")) {
    GAUNTLET_RETURN_IF_ERROR(ParseWinRule(
        parsed["adjudicate-win"].as<std::string>(), options.adjudication));
  }
  return options;
}

absl::StatusOr<std::vector<UciOption>> ReadUciOptions(
    const cxxopts::ParseResult& parsed) {
  std::vector<UciOption> options;
  if (!parsed.count("uci-option")) return options;
  for (const std::string& text :
       parsed["uci-option"].as<std::vector<std::string>>()) {
    GAUNTLET_ASSIGN_OR_RETURN(UciOption option, ParseUciOption(text));
    options.push_back(std::move(option));
  }
  return options;
}

absl::StatusOr<std::vector<Opening>> ParseOpenings(std::string_view text,
                                                   std::string_view name) {
  std::vector<Opening> openings;
  std::istringstream in{std::string(text)};
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    const std::size_t hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where =
        std::string(name) + ", line " + std::to_string(number);
    Tokens tokens(line, number, name);
    GAUNTLET_ASSIGN_OR_RETURN(Opening opening, ReadOpening(tokens, where));
    absl::StatusOr<Position> end = PlayOpening(opening);
    if (!end.ok()) {
      return absl::InvalidArgumentError(where + ": " +
                                        std::string(end.status().message()));
    }
    if (end->IsOver()) {
      return absl::InvalidArgumentError(
          where + ": the game is over after the opening (" +
          std::string(ColorName(Opponent(end->Winner()))) +
          " captain captured)");
    }
    openings.push_back(std::move(opening));
  }
  if (openings.empty()) {
    return absl::InvalidArgumentError(std::string(name) +
                                      ": no openings in the file");
  }
  return openings;
}

absl::StatusOr<std::vector<Opening>> LoadOpenings(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return absl::InvalidArgumentError("--openings: cannot open " + path + ": " +
                                      std::strerror(errno));
  }
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) {
    return absl::InvalidArgumentError("--openings: cannot read " + path);
  }
  return ParseOpenings(text.str(), path);
}

Opening ChooseOpening(const MatchOptions& options, int round, uint64_t seed) {
  if (options.openings.empty()) return Opening{"", RandomOpening(seed)};
  const uint64_t n = options.openings.size();
  if (options.order == OpeningOrder::kRandom) {
    Rng rng(DeriveSeed(seed, 0x6f70656e696e67ULL));  // "opening"
    return options.openings[rng.Below(n)];
  }
  return options.openings[static_cast<uint64_t>(round) % n];
}

absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             const MatchOptions& options,
                                             arena::ReplayWriter& replay) {
  GameConfig config;
  config.opening = ChooseOpening(options, table.round, table.seed);
  config.adjudication = options.adjudication;
  GAUNTLET_ASSIGN_OR_RETURN(const GameRecord record,
                            PlayGame(table, config, replay));
  if (!options.pgn_path.empty()) {
    PgnGame pgn;
    pgn.site = PgnSite();
    pgn.date = PgnDate();
    // Both colours of an opening share a round, as fastchess numbers them.
    pgn.round = std::to_string(table.round + 1);
    pgn.white = table.seats[kRed].name;
    pgn.black = table.seats[kBlue].name;
    pgn.end = record.end;
    pgn.fen = config.opening.fen;
    pgn.time_control = PgnTimeControl(table.time.movetime);
    pgn.moves = record.moves;
    if (record.faulty) pgn.termination = TerminationOf(record.fault);
    if (record.adjudicated) pgn.termination = "adjudication";
    pgn.comment = record.outcome;
    GAUNTLET_RETURN_IF_ERROR(
        arena::AppendWhole(options.pgn_path, FormatPgn(pgn)));
  }
  return record.result;
}

}  // namespace gauntlet::duckchess
