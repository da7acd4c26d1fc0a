#include "tools/tournament/cutechess_flags.h"

#include <cctype>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <utility>

#include "tools/tournament/runner.h"

namespace gauntlet::tournament {
namespace {

// Native flags whose value is the next word unless given as --flag=value.
const std::set<std::string_view> kNativeValued = {
    "--game",           "--bot", "--format",      "--games", "--concurrency",
    "--seed",           "--out", "--match-flags", "--sprt",  "--referee",
    "--rating-interval"};

// cutechess-cli flags that have no Gauntlet meaning, and what to say.
const std::map<std::string_view, std::string_view>& Unsupported() {
  static const auto* const kUnsupported = new std::map<std::string_view,
                                                       std::string_view>{
      {"-openings",
       "takes file=FILE [format=epd] [order=sequential|random]: duck chess's "
       "book of one opening a line (a FEN or `moves K ...`), --match-flags "
       "\"--openings FILE\""},
      {"-epdout",
       "no Gauntlet equivalent (every game is kept as a replay in "
       "DIR/games/<id>/)"},
      {"-bookmode", "no Gauntlet equivalent (no opening books)"},
      {"-variant",
       "no Gauntlet equivalent: the game is the first argument, gauntlet "
       "tournament GAME"},
      {"-noswap",
       "no Gauntlet equivalent: the two games of a pair always swap colours"},
      {"-reverse",
       "no Gauntlet equivalent: the two games of a pair always swap colours"},
      {"-recover",
       "no Gauntlet equivalent: every game starts its bots afresh, and a bot "
       "that crashes loses that game"},
      // cutechess-cli adjudicates by the engines' own scores; our referees
      // read none, but duck chess's can judge by a score of its own.
      {"-resign",
       "not taken: the engines' scores are not read; duck chess's referee "
       "judges by its own score with --match-flags \"--adjudicate-win "
       "PLIES,SCORE\""},
      {"-draw",
       "not taken: the engines' scores are not read; duck chess's referee "
       "judges by its own score with --match-flags \"--adjudicate-draw "
       "PLY,PLIES,SCORE\""},
      {"-maxmoves", "no Gauntlet equivalent: games end by their own rules"},
      {"-tb", "no Gauntlet equivalent: games end by their own rules"},
      {"-tbpieces", "no Gauntlet equivalent: games end by their own rules"},
      {"-tbignore50", "no Gauntlet equivalent: games end by their own rules"},
      {"-debug",
       "no Gauntlet equivalent: every game's referee output is kept in "
       "DIR/games/<id>/match.log, its bots' stderr beside it"},
      {"-event", "no Gauntlet equivalent (no PGN tags)"},
      {"-site", "no Gauntlet equivalent (no PGN tags)"},
      {"-resultformat", "no Gauntlet equivalent"},
      {"-outcomeinterval",
       "no Gauntlet equivalent (-ratinginterval N, --rating-interval N, "
       "prints the standings)"},
      {"-seeds", "no Gauntlet equivalent (no knockout tournaments)"},
      {"-wait", "no Gauntlet equivalent"},
  };
  return *kUnsupported;
}

absl::Status Refused(std::string_view what, std::string_view why) {
  return absl::InvalidArgumentError(std::string(what) + ": " +
                                    std::string(why));
}

bool IsCount(const std::string& text) {
  if (text.empty() || text.size() > 9) return false;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

std::optional<double> Number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (*end != '\0' || !std::isfinite(value)) return std::nullopt;
  return value;
}

// What one -engine or -each key means when it is not taken.
std::string_view KeyRefusal(const std::string& key) {
  if (key == "tc") {
    return "Gauntlet has no game clock, only a time per move: -each "
           "st=SECONDS (--match-flags \"--movetime MS\")";
  }
  if (key == "proto") {
    return "no Gauntlet equivalent: bots speak their game's own protocol";
  }
  if (key.starts_with("option.")) {
    return "no Gauntlet equivalent: give the bot's own flags in its "
           "command (e.g. --param NAME=VALUE)";
  }
  if (key == "dir") {
    return "no Gauntlet equivalent: give the program's path in its command";
  }
  return "no Gauntlet equivalent";
}

class Translator {
 public:
  explicit Translator(const std::vector<std::string>& args) : args_(args) {}

  absl::StatusOr<std::vector<std::string>> Run() {
    while (at_ < args_.size()) {
      const std::string& word = args_[at_++];
      if (word.starts_with("--")) {
        Native(word);
      } else if (word == "-j" || word == "-h") {
        out_.push_back(word);
        if (word == "-j" && at_ < args_.size()) out_.push_back(args_[at_++]);
      } else if (word.size() > 1 && word[0] == '-' &&
                 std::isalpha(static_cast<unsigned char>(word[1])) &&
                 !(word[1] == 'j' && IsCount(word.substr(2)))) {
        if (absl::Status s = Cutechess(word); !s.ok()) return s;
      } else {
        out_.push_back(word);
      }
    }
    if (rounds_ || games_) {
      if (native_games_) {
        return Refused("-rounds/-games",
                       "give them or --games, not both (--games is "
                       "rounds x games per pairing)");
      }
      const int64_t total = rounds_.value_or(1) * games_.value_or(1);
      if (total > INT_MAX) return Refused("-rounds/-games", "too many games");
      out_.push_back("--games");
      out_.push_back(std::to_string(total));
    }
    if (native_match_flags_ || !match_flags_.empty()) {
      std::string flags = native_match_flags_.value_or("");
      for (const std::string& word : match_flags_) {
        flags += (flags.empty() ? "" : " ") + word;
      }
      out_.push_back("--match-flags");
      out_.push_back(flags);
    }
    return out_;
  }

 private:
  void Native(const std::string& word) {
    const std::string name = word.substr(0, word.find('='));
    const bool inline_value = name.size() < word.size();
    if (name == "--games") native_games_ = true;
    if (name == "--match-flags") {
      if (inline_value) {
        native_match_flags_ = word.substr(name.size() + 1);
      } else if (at_ < args_.size()) {
        native_match_flags_ = args_[at_++];
      } else {
        out_.push_back(word);  // Left for the parser to refuse.
      }
      return;
    }
    out_.push_back(word);
    if (!inline_value && kNativeValued.count(name) && at_ < args_.size()) {
      out_.push_back(args_[at_++]);
    }
  }

  // The key=value words after a flag.
  std::vector<std::pair<std::string, std::string>> Options() {
    std::vector<std::pair<std::string, std::string>> options;
    while (at_ < args_.size() && !args_[at_].starts_with("-")) {
      const std::string& word = args_[at_];
      const auto equals = word.find('=');
      if (equals == std::string::npos || equals == 0) break;
      options.emplace_back(word.substr(0, equals), word.substr(equals + 1));
      ++at_;
    }
    return options;
  }

  absl::StatusOr<std::string> Value(const std::string& flag) {
    if (at_ >= args_.size() || args_[at_].starts_with("-")) {
      return Refused(flag, "a value is missing");
    }
    return args_[at_++];
  }

  absl::Status Cutechess(const std::string& flag) {
    if (flag == "-engine") return Engine();
    if (flag == "-each") return Each();
    if (flag == "-sprt") return Sprt();
    if (flag == "-rounds" || flag == "-games") {
      absl::StatusOr<std::string> value = Value(flag);
      if (!value.ok()) return value.status();
      if (!IsCount(*value) || std::stoll(*value) < 1) {
        return Refused(flag, "'" + *value + "' is not a positive count");
      }
      (flag == "-rounds" ? rounds_ : games_) = std::stoll(*value);
      return absl::OkStatus();
    }
    static const std::map<std::string_view, std::string_view> kSameValue = {
        {"-concurrency", "--concurrency"},
        {"-ratinginterval", "--rating-interval"},
        {"-srand", "--seed"},
        {"-tournament", "--format"}};
    if (auto same = kSameValue.find(flag); same != kSameValue.end()) {
      absl::StatusOr<std::string> value = Value(flag);
      if (!value.ok()) return value.status();
      if (flag == "-tournament" && *value != "round-robin" &&
          *value != "gauntlet") {
        return Refused(flag + " " + *value,
                       "no Gauntlet equivalent (--format round-robin or "
                       "gauntlet)");
      }
      out_.push_back(std::string(same->second));
      out_.push_back(*value);
      return absl::OkStatus();
    }
    if (flag == "-pgnout") return PgnOut();
    if (flag == "-openings" && at_ < args_.size() &&
        args_[at_].starts_with("file=")) {
      return Openings();
    }
    if (flag == "-repeat") {
      // Each seed is played once per seat order: a pair swaps colours.
      if (at_ < args_.size() && IsCount(args_[at_])) {
        const std::string& times = args_[at_++];
        if (times != "2") {
          return Refused("-repeat " + times,
                         "no Gauntlet equivalent: the games of a pair are "
                         "the same seed with colours swapped, twice");
        }
      }
      return absl::OkStatus();
    }
    if (auto known = Unsupported().find(flag); known != Unsupported().end()) {
      return Refused(flag, known->second);
    }
    return Refused(flag,
                   "not a flag of gauntlet tournament, nor one of the "
                   "cutechess-cli flags it takes (-engine -each -rounds "
                   "-games -concurrency -sprt -ratinginterval -tournament "
                   "-srand -repeat -pgnout -openings file=)");
  }

  // -pgnout FILE [min] [fi] (cutechess-cli) or -pgnout file=FILE [KEY=VALUE]
  // (fastchess): every game's referee appends its game to the one file.
  absl::Status PgnOut() {
    if (at_ < args_.size() && args_[at_].find('=') != std::string::npos &&
        !args_[at_].starts_with("-")) {
      std::optional<std::string> file;
      for (const auto& [key, value] : Options()) {
        const std::string what = "-pgnout " + key + "=" + value;
        if (key == "file") {
          if (value.empty()) return Refused(what, "an empty file name");
          file = value;
        } else if (key == "notation" && value == "san") {
          // The moves are SAN already.
        } else if (key == "notation") {
          return Refused(what, "no Gauntlet equivalent: the moves are SAN");
        } else if (key == "min") {
          return Refused(what,
                         "no Gauntlet equivalent: games are written whole");
        } else if (key == "nodes" || key == "seldepth" || key == "nps" ||
                   key == "hashfull" || key == "tbhits" || key == "timeleft" ||
                   key == "latency" || key == "pv") {
          return Refused(what,
                         "no Gauntlet equivalent: the bots' search figures "
                         "are not read");
        } else {
          return Refused(what, "no Gauntlet equivalent (-pgnout file=FILE)");
        }
      }
      if (!file) {
        return Refused("-pgnout",
                       "file=FILE is required (--match-flags "
                       "\"--pgnout FILE\")");
      }
      match_flags_.push_back("--pgnout " + ShellQuote(*file));
      return absl::OkStatus();
    }
    absl::StatusOr<std::string> file = Value("-pgnout");
    if (!file.ok()) return file.status();
    if (at_ < args_.size() && (args_[at_] == "min" || args_[at_] == "fi")) {
      return Refused("-pgnout " + *file + " " + args_[at_],
                     "no Gauntlet equivalent: games are written whole");
    }
    match_flags_.push_back("--pgnout " + ShellQuote(*file));
    return absl::OkStatus();
  }

  // -openings file=FILE [format=epd] [order=sequential|random]: a file of
  // one position a line is duck chess's book (its referee reads each line as
  // a FEN or `moves K ...`, and refuses the file at start otherwise); PGN
  // books and the keys that pick within them have no equivalent.
  absl::Status Openings() {
    std::string file;
    std::string order;
    for (const auto& [key, value] : Options()) {
      const std::string what = "-openings " + key + "=" + value;
      if (key == "file") {
        file = value;
      } else if (key == "format" && value == "pgn") {
        return Refused(what,
                       "PGN books are not read: give duck chess a file of "
                       "one opening a line (a FEN or `moves K ...`), "
                       "format=epd");
      } else if (key == "format" && value != "epd") {
        return Refused(what, "not a format (epd: one position a line)");
      } else if (key == "order" &&
                 (value == "sequential" || value == "random")) {
        order = value;
      } else if (key != "format") {
        return Refused(what,
                       "no Gauntlet equivalent (-openings file=FILE "
                       "[format=epd] [order=sequential|random])");
      }
    }
    if (file.empty()) return Refused("-openings", "file=FILE is required");
    match_flags_.push_back("--openings " + ShellQuote(file));
    if (!order.empty()) match_flags_.push_back("--openings-order " + order);
    return absl::OkStatus();
  }

  absl::Status Engine() {
    std::string name;
    std::string command;
    std::vector<std::string> extra;
    const auto options = Options();
    for (const auto& [key, value] : options) {
      if (key == "name") {
        name = value;
      } else if (key == "cmd") {
        command = value;
      } else if (key == "arg") {
        extra.push_back(value);
      } else if (key == "st" || key == "timemargin") {
        return Refused(
            "-engine " + key + "=" + value,
            "every bot gets the same time in Gauntlet: -each " + key + "=...");
      } else {
        return Refused("-engine " + key + "=" + value, KeyRefusal(key));
      }
    }
    if (command.empty()) {
      return Refused("-engine", "cmd=COMMAND is required (--bot NAME=CMD)");
    }
    if (name.empty()) {
      return Refused("-engine", "name=NAME is required (--bot NAME=CMD)");
    }
    for (const std::string& word : extra) command += " " + ShellQuote(word);
    out_.push_back("--bot");
    out_.push_back(name + "=" + command);
    return absl::OkStatus();
  }

  absl::Status Each() {
    const auto options = Options();
    if (options.empty()) return Refused("-each", "expects KEY=VALUE words");
    for (const auto& [key, value] : options) {
      const std::string what = "-each " + key + "=" + value;
      if (key == "st") {
        const std::optional<double> seconds = Number(value);
        if (!seconds || *seconds <= 0) {
          return Refused(what, "not a positive number of seconds");
        }
        const double ms = std::round(*seconds * 1000);
        if (ms < 1 || ms > INT_MAX) {
          return Refused(what,
                         "--movetime takes whole milliseconds, 1 or more");
        }
        match_flags_.push_back("--movetime " +
                               std::to_string(static_cast<int64_t>(ms)));
      } else if (key == "timemargin") {
        if (!IsCount(value)) {
          return Refused(what, "not a whole number of milliseconds");
        }
        match_flags_.push_back("--grace " + value);
      } else if (key == "name" || key == "cmd" || key == "arg") {
        return Refused(what,
                       "give each bot its own: -engine name=NAME "
                       "cmd=COMMAND (--bot NAME=CMD)");
      } else {
        return Refused(what, KeyRefusal(key));
      }
    }
    return absl::OkStatus();
  }

  absl::Status Sprt() {
    std::map<std::string, std::string> values;
    for (const auto& [key, value] : Options()) {
      if (key != "elo0" && key != "elo1" && key != "alpha" && key != "beta") {
        return Refused("-sprt " + key + "=" + value,
                       "no Gauntlet equivalent (--sprt elo0,elo1,alpha,beta)");
      }
      if (!Number(value)) {
        return Refused("-sprt " + key + "=" + value, "not a number");
      }
      values[key] = value;
    }
    if (values.size() != 4) {
      return Refused("-sprt",
                     "takes elo0=, elo1=, alpha= and beta= (--sprt "
                     "elo0,elo1,alpha,beta)");
    }
    out_.push_back("--sprt");
    out_.push_back(values["elo0"] + "," + values["elo1"] + "," +
                   values["alpha"] + "," + values["beta"]);
    return absl::OkStatus();
  }

  const std::vector<std::string>& args_;
  std::size_t at_ = 0;
  std::vector<std::string> out_;
  std::optional<std::string> native_match_flags_;
  std::vector<std::string> match_flags_;  // From -each and -pgnout.
  bool native_games_ = false;
  std::optional<int64_t> rounds_;
  std::optional<int64_t> games_;
};

}  // namespace

absl::StatusOr<std::vector<std::string>> TranslateCutechessFlags(
    const std::vector<std::string>& args) {
  return Translator(args).Run();
}

}  // namespace gauntlet::tournament
