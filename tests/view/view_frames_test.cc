// The frames each game's engine computes from a replay (tools/view/), and
// the page they are put in, without a browser.

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "catch2/catch.hpp"
#include "common/duckchess/board.h"
#include "common/duckchess/protocol.h"
#include "common/robots/replay.h"
#include "tests/support/run_program.h"
#include "tests/view/sample_replays.h"
#include "tools/registry/registry.h"
#include "tools/view/page.h"
#include "tools/view/view_data.h"
#include "tools/view/web_files.h"

namespace gauntlet {
namespace {

namespace fs = std::filesystem;
using arena::Json;

Json Data(const arena::Replay& replay) {
  absl::StatusOr<Json> data = view::GameData(replay, "test", {});
  INFO((data.ok() ? "" : std::string(data.status().message())));
  REQUIRE(data.ok());
  return *std::move(data);
}

TEST_CASE("every web file is compiled in exactly as it is in the tree") {
  // The shared files of tools/view/web/, and each game's script, which its
  // folder keeps as view.js and the page names <game>.js.
  std::vector<std::pair<std::string, std::string>> expected;
  for (const char* name : {"page.html", "view.css", "player.js", "index.js"}) {
    expected.emplace_back(name, std::string("tools/view/web/") + name);
  }
  for (const registry::Game& game : registry::Games()) {
    expected.emplace_back(std::string(game.name) + ".js",
                          "tools/games/" + std::string(game.name) + "/view.js");
  }
  REQUIRE(view::WebFiles().size() == expected.size());
  for (const auto& [name, path] : expected) {
    const auto file =
        std::find_if(view::WebFiles().begin(), view::WebFiles().end(),
                     [&](const view::WebFile& f) { return f.name == name; });
    INFO(name);
    REQUIRE(file != view::WebFiles().end());
    CHECK(file->text ==
          testing::ReadFile(std::string(GAUNTLET_SOURCE_DIR) + "/" + path));
  }
}

TEST_CASE("a page keeps its data inside its script element") {
  const Json data = {{"kind", "index"},
                     {"title", "</script><script>alert(1)</script><!--"},
                     {"games", Json::array()}};
  const std::string page = view::RenderPage(data, "a <b> & c");
  CHECK(page.find("alert(1)</script>") == std::string::npos);
  CHECK(page.find("<!--\"") == std::string::npos);
  CHECK(page.find("\\u003c/script>\\u003cscript>alert(1)") !=
        std::string::npos);
  CHECK(page.find("<title>a &lt;b&gt; &amp; c</title>") != std::string::npos);
  for (const char* mark :
       {"{{TITLE}}", "{{STYLE}}", "{{DATA}}", "{{SCRIPTS}}"}) {
    CHECK(page.find(mark) == std::string::npos);
  }
  // Everything inline: no file or address is fetched.
  CHECK(page.find("src=") == std::string::npos);
  CHECK(page.find("href=\"http") == std::string::npos);
}

TEST_CASE("duck chess frames follow every ply from the opening") {
  const std::string dir = testing::ScratchDir("view_duckchess");
  const arena::Replay replay = view_test::ReadSampleReplay(
      view_test::WriteSampleReplay("duckchess", dir));
  const Json data = Data(replay);
  const Json& frames = data.at("frames");
  REQUIRE(frames.size() == replay.turns.size() + 1);
  CHECK(data.at("warnings").empty());
  // The same game through the FEN and the engine, ply by ply.
  auto position = duckchess::Position::FromFen(
      replay.header.setup.at("fen").get<std::string>());
  REQUIRE(position.ok());
  int ply = 0;
  for (const Json& m : replay.header.setup.at("opening")) {
    position->Make(*duckchess::ParseMoveLine(m.get<std::string>(), ++ply, "m"));
  }
  CHECK(frames[0].at("state").at("ply") == ply);
  for (std::size_t k = 0; k < replay.turns.size(); ++k) {
    const auto move =
        duckchess::ParseMoveLine(replay.turns[k].players[0].answer, 1, "move");
    REQUIRE(move.ok());
    position->Make(*move);
    const Json& state = frames[k + 1].at("state");
    CHECK(state.at("pieces")[0] == position->piece_count(duckchess::kRed));
    CHECK(state.at("pieces")[1] == position->piece_count(duckchess::kBlue));
    CHECK(state.at("side") ==
          std::string(duckchess::ColorName(position->side_to_move())));
  }
  fs::remove_all(dir);
}

TEST_CASE("enclosure frames re-play the referee's status lines") {
  const std::string dir = testing::ScratchDir("view_enclosure");
  const arena::Replay replay = view_test::ReadSampleReplay(
      view_test::WriteSampleReplay("enclosure", dir));
  const Json data = Data(replay);
  // A disagreement with any recorded status line would be a warning.
  CHECK(data.at("warnings").empty());
  REQUIRE(data.at("frames").size() == replay.turns.size());
  const Json& last = data.at("frames").back().at("state");
  REQUIRE(replay.result.has_value());
  for (const arena::EntrantResult& e : replay.result->entrants) {
    CHECK(last.at("players")[e.seat].at("score") == e.score);
  }
  fs::remove_all(dir);
}

TEST_CASE("tetris frames show both sides round by round") {
  const std::string dir = testing::ScratchDir("view_tetris");
  const arena::Replay replay =
      view_test::ReadSampleReplay(view_test::WriteSampleReplay("tetris", dir));
  const Json data = Data(replay);
  CHECK(data.at("warnings").empty());
  const Json& frames = data.at("frames");
  REQUIRE(frames.size() == 31);  // the start and 30 rounds
  REQUIRE(replay.result.has_value());
  for (const arena::EntrantResult& e : replay.result->entrants) {
    CHECK(frames.back().at("state").at("sides")[e.seat].at("score") == e.score);
  }
  // Each round's messages: the other side's sequencer, then the placer.
  for (const Json& m : frames[3].at("messages")) {
    CHECK((m.at("role") == "placer" || m.at("role") == "sequencer"));
  }
  // --sent-bytes: messages cut after their last whole line within the limit,
  // with the size of the whole kept.
  view::ViewOptions cut;
  cut.sent_limit = 60;
  const absl::StatusOr<Json> small = view::GameData(replay, "test", cut);
  REQUIRE(small.ok());
  for (const Json& m : small->at("frames")[3].at("messages")) {
    const std::string sent = m.at("sent");
    INFO(sent);
    CHECK(sent.size() <= 60);
    if (m.contains("sent_bytes")) CHECK(m.at("sent_bytes") > 60);
    CHECK((sent.empty() || sent.back() == '\n'));
  }
  fs::remove_all(dir);
}

TEST_CASE("hunger frames change the platform by rectangles that undo") {
  const std::string dir = testing::ScratchDir("view_hunger");
  const arena::Replay replay =
      view_test::ReadSampleReplay(view_test::WriteSampleReplay("hunger", dir));
  const Json data = Data(replay);
  CHECK(data.at("warnings").empty());
  const Json& statics = data.at("static");
  const int width = statics.at("width");
  const int height = statics.at("height");
  std::vector<int> codes(static_cast<std::size_t>(width) * height, 0);
  // Every rectangle's cells hold its `before` code when it applies.
  const auto apply = [&](const Json& rects, bool forward) {
    for (std::size_t k = 0; k + 5 < rects.size(); k += 6) {
      const int x = rects[k], y = rects[k + 1], w = rects[k + 2],
                h = rects[k + 3], before = rects[k + 4], after = rects[k + 5];
      for (int yy = y; yy < y + h; ++yy) {
        for (int xx = x; xx < x + w; ++xx) {
          int& code = codes[static_cast<std::size_t>(yy) * width + xx];
          REQUIRE(code == (forward ? before : after));
          code = forward ? after : before;
        }
      }
    }
  };
  const auto food = [&] {
    return std::count_if(codes.begin(), codes.end(),
                         [](int c) { return (c & 4) != 0; });
  };
  apply(statics.at("cells"), true);
  const Json& frames = data.at("frames");
  CHECK(food() == frames[0].at("state").at("food"));
  for (std::size_t i = 1; i < frames.size(); ++i) {
    apply(frames[i].at("state").at("cells"), true);
    CHECK(food() == frames[i].at("state").at("food"));
  }
  for (std::size_t i = frames.size() - 1; i >= 1; --i) {
    apply(frames[i].at("state").at("cells"), false);
  }
  apply(statics.at("cells"), false);
  CHECK(std::all_of(codes.begin(), codes.end(), [](int c) { return c == 0; }));
  // The players stand where the referee recorded them, turn by turn.
  for (std::size_t r = 0; r + 1 < replay.turns.size(); ++r) {
    const Json& recorded = replay.turns[r].info.at("players");
    const Json& drawn = frames[r + 1].at("state").at("players");
    for (std::size_t p = 0; p < recorded.size(); ++p) {
      CHECK(drawn[p].at("x").get<int64_t>() +
                statics.at("origin")[0].get<int64_t>() ==
            recorded[p].at("x").get<int64_t>());
      CHECK(drawn[p].at("h") == recorded[p].at("h"));
    }
  }
  fs::remove_all(dir);
}

TEST_CASE("robots frames follow the moves of a robots --replay file") {
  const std::string dir = testing::ScratchDir("view_robots");
  const arena::Replay replay =
      view_test::ReadSampleReplay(view_test::WriteSampleReplay("robots", dir));
  REQUIRE(replay.result.has_value());
  CHECK(replay.result->outcome == "Lost game after making 78 moves");
  const Json data = Data(replay);
  const Json& frames = data.at("frames");
  REQUIRE(frames.size() == 79);
  CHECK(frames.back().at("state").at("outcome") == "lost");
  CHECK(frames.back().at("state").at("moves") == 78);
  CHECK(frames[0].at("state").at("player") == Json{15, 15});
  fs::remove_all(dir);
}

TEST_CASE("robots move tokens read back as the moves they name") {
  using robots::Action;
  for (int code = 0; code < 9 + robots::kMaxTeleports; ++code) {
    const Action action = Action::FromCode(static_cast<uint8_t>(code));
    const auto back = robots::ParseActionToken(robots::ActionToken(action));
    REQUIRE(back.has_value());
    CHECK(*back == action);
  }
  for (const char* bad : {"", "walk", "walk NNE", "teleport 0", "teleport 21",
                          "teleport x", "Stay", "teleport 1 "}) {
    CHECK_FALSE(robots::ParseActionToken(bad).has_value());
  }
}

// A replay whose lines are `lines`, read.
arena::Replay ReplayOf(const std::string& lines) {
  std::istringstream in(lines);
  absl::StatusOr<arena::Replay> replay = arena::ReplayReader::Parse(in);
  REQUIRE(replay.ok());
  return *std::move(replay);
}

TEST_CASE("replays the viewer cannot follow are refused with the reason") {
  const std::string players =
      R"("players":[{"name":"a","command":"a","seat":0}],"limits":{})";
  const auto refused = [](const arena::Replay& replay) {
    const absl::StatusOr<Json> data = view::GameData(replay, "x", {});
    REQUIRE_FALSE(data.ok());
    return std::string(data.status().message());
  };
  CHECK(refused(ReplayOf(R"({"type":"header","game":"go","rules_version":"1",)"
                         R"("index":0,"seed":"1",)" +
                         players + "}\n"))
            .find("no drawing for the game \"go\"") != std::string::npos);
  CHECK(refused(
            ReplayOf(R"({"type":"header","game":"hunger","rules_version":"1",)"
                     R"("index":0,"seed":"1",)" +
                     players + "}\n"))
            .find("setup: no \"rules\"") != std::string::npos);
  const std::string robots_header =
      R"({"type":"header","game":"robots","rules_version":"1","index":0,)"
      R"("seed":"0",)" +
      players + R"(,"setup":{"robots":[[1,1]],"teleports":[]}})" + "\n";
  CHECK(refused(ReplayOf(robots_header +
                         R"({"type":"turn","turn":1,"players":[{"seat":0,)"
                         R"("sent":"","answer":"fly","elapsed_ms":0,)"
                         R"("fault":"none"}]})" +
                         "\n"))
            .find("move 1: \"fly\" is not a legal move") != std::string::npos);
  CHECK(refused(
            ReplayOf(R"({"type":"header","game":"robots","rules_version":"1",)"
                     R"("index":0,"seed":"0",)" +
                     players +
                     R"(,"setup":{"robots":[[0,1]],"teleports":[]}})" + "\n"))
            .find("off the board") != std::string::npos);
  // A duck chess answer the referee refused leaves the board as it was.
  const std::string duck =
      R"({"type":"header","game":"duckchess","rules_version":"1","index":0,)"
      R"("seed":"0",)" +
      players + "}\n" +
      R"({"type":"turn","turn":1,"players":[{"seat":0,"sent":"start\n",)"
      R"("answer":"9 9 9 9","elapsed_ms":1,"fault":"none"}]})" +
      "\n";
  const Json data = Data(ReplayOf(duck));
  CHECK(data.at("frames")[1].at("state").at("board") ==
        data.at("frames")[0].at("state").at("board"));
  CHECK(data.at("frames")[1].at("state").at("last").is_null());
}

}  // namespace
}  // namespace gauntlet
