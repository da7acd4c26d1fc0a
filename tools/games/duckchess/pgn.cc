#include "tools/games/duckchess/pgn.h"

#include <unistd.h>

#include <cstdio>
#include <ctime>

#include "common/duckchess/notation.h"

namespace gauntlet::duckchess {
namespace {

// A tag value with '\' and '"' escaped and line breaks as spaces.
std::string TagValue(const std::string& value) {
  std::string out;
  for (char c : value) {
    if (c == '\\' || c == '"') out += '\\';
    out += c == '\n' || c == '\r' ? ' ' : c;
  }
  return out;
}

std::string Tag(const std::string& name, const std::string& value) {
  return "[" + name + " \"" + TagValue(value) + "\"]\n";
}

bool StartsWith(const std::string& text, std::string_view prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace

std::string_view PgnResult(GameEnd end) {
  switch (end) {
    case GameEnd::kRedWins:
      return "1-0";
    case GameEnd::kBlueWins:
      return "0-1";
    case GameEnd::kDraw:
      break;
  }
  return "1/2-1/2";
}

std::string TerminationOf(const std::string& fault) {
  if (StartsWith(fault, "timeout")) return "time forfeit";
  if (StartsWith(fault, "crash") || StartsWith(fault, "end_of_output") ||
      StartsWith(fault, "write_failed")) {
    return "abandoned";
  }
  return "rules infraction";
}

std::string FormatPgn(const PgnGame& game) {
  const std::string result(PgnResult(game.end));
  std::string out = Tag("Event", game.event) + Tag("Site", game.site) +
                    Tag("Date", game.date) + Tag("Round", game.round) +
                    Tag("White", game.white) + Tag("Black", game.black) +
                    Tag("Result", result) +
                    Tag("Variant", std::string(kVariantName));
  Position position;
  if (!game.fen.empty()) {
    out += Tag("SetUp", "1") + Tag("FEN", game.fen);
    position = Position::FromFen(game.fen).value();
  }
  if (!game.time_control.empty()) {
    out += Tag("TimeControl", game.time_control);
  }
  out += Tag("PlyCount", std::to_string(game.moves.size()));
  if (!game.termination.empty()) out += Tag("Termination", game.termination);
  out += "\n";

  // The move text as tokens, then wrapped.
  std::vector<std::string> tokens;
  for (Move m : game.moves) {
    const std::string number = std::to_string(position.fullmove_number());
    if (position.side_to_move() == kRed) {
      tokens.push_back(number + ".");
    } else if (tokens.empty()) {
      tokens.push_back(number + "...");
    }
    tokens.push_back(ToSan(position, m));
    position.Make(m);
  }
  if (!game.comment.empty()) {
    std::string comment = "{";
    for (char c : game.comment) {
      comment += c == '}' ? ')' : c == '\n' || c == '\r' ? ' ' : c;
    }
    tokens.push_back(comment + "}");
  }
  tokens.push_back(result);
  std::string line;
  for (const std::string& token : tokens) {
    if (!line.empty() && line.size() + 1 + token.size() > 79) {
      out += line + "\n";
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += token;
  }
  out += line + "\n\n";
  return out;
}

std::string PgnTimeControl(std::chrono::milliseconds movetime) {
  const long long ms = movetime.count();
  std::string seconds = std::to_string(ms / 1000);
  if (ms % 1000 != 0) {
    char fraction[8];
    std::snprintf(fraction, sizeof fraction, ".%03lld", ms % 1000);
    seconds += fraction;
    while (seconds.back() == '0') seconds.pop_back();
  }
  return seconds + "/move";
}

std::string PgnDate() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[16];
  std::strftime(text, sizeof text, "%Y.%m.%d", &utc);
  return text;
}

std::string PgnSite() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0 || name[0] == '\0') return "?";
  return name;
}

}  // namespace gauntlet::duckchess
