// The shipped openings book (data/duckchess/openings.txt) and its generator.

#include "bots/duckchess/book.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "common/duckchess/opening.h"
#include "tools/games/duckchess/match.h"

namespace gauntlet::duckchess {
namespace {

const std::string kBookPath =
    std::string(GAUNTLET_SOURCE_DIR) + "/data/duckchess/openings.txt";

// The book's opening lines, without comments and blank lines.
std::vector<std::string> BookLines() {
  std::ifstream in(kBookPath);
  REQUIRE(in);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

// The score recorded after "# " on a book line.
int RecordedScore(const std::string& line) {
  const std::size_t hash = line.find("# ");
  REQUIRE(hash != std::string::npos);
  return std::stoi(line.substr(hash + 2));
}

SearchStrategy DepthEight() {
  SearchSettings settings;
  settings.max_depth = 8;
  return SearchStrategy(Weights{}, settings);
}

TEST_CASE("the shipped book: 200+ distinct legal openings scored in +-50") {
  const auto openings = LoadOpenings(kBookPath);
  REQUIRE(openings.ok());
  CHECK(openings->size() >= 200);
  std::set<uint64_t> positions;
  for (const Opening& opening : *openings) {
    CHECK(opening.fen.empty());
    CHECK(opening.moves.size() % 2 == 0);  // red moves next
    const Position end = PlayOpening(opening).value();
    CHECK_FALSE(end.IsCheck());
    positions.insert(end.hash());
  }
  CHECK(positions.size() == openings->size());
  for (const std::string& line : BookLines()) {
    CHECK(std::abs(RecordedScore(line)) <= 50);
  }
}

TEST_CASE("sampled book lines score as recorded at depth 8") {
  // Eight lines spread over the book, searched as the generator did.
  const std::vector<std::string> lines = BookLines();
  const auto openings = LoadOpenings(kBookPath).value();
  REQUIRE(lines.size() == openings.size());
  SearchStrategy search = DepthEight();
  for (std::size_t i = 7; i < lines.size(); i += lines.size() / 8) {
    INFO(lines[i]);
    const int score = ScoreOpening(search, openings[i].moves);
    CHECK(score == RecordedScore(lines[i]));
    CHECK(std::abs(score) <= 50);
  }
}

TEST_CASE("the generator reproduces the book's first lines from its seed") {
  BookConfig config;  // the shipped book's seed 1, depth 8, +-50
  config.count = 3;
  const Book book = MakeBook(config, Weights{});
  REQUIRE(book.entries.size() == 3);
  const std::vector<std::string> lines = BookLines();
  for (int i = 0; i < 3; ++i) {
    const BookEntry& entry = book.entries[i];
    CHECK(lines[i].rfind(FormatMoves(entry.moves) + "  # ", 0) == 0);
    CHECK(entry.score == RecordedScore(lines[i]));
  }
  const std::string text = FormatBook(book, config, "make it");
  CHECK_THAT(text, Catch::Contains("# made by: make it\n"));
  CHECK(ParseOpenings(text, "generated").value().size() == 3);
}

}  // namespace
}  // namespace gauntlet::duckchess
