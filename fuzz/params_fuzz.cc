// The parameters file (--params FILE, common/core/params.h) and --param
// NAME=VALUE assignments, on a table of every kind of parameter, and the
// tables of two real bots (duck chess's search, Tetris's placer).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bots/duckchess/strategy.h"
#include "bots/tetris/placer.h"
#include "common/core/params.h"
#include "fuzz/fuzz_input.h"

namespace gauntlet {
namespace {

struct EveryKind {
  int small = 3;
  int64_t big = -5;
  std::size_t count = 7;
  bool flag = false;
  double real = 0.5;
};

void Declare(EveryKind& fields, ParamTable& table) {
  table.Int("a.small", &fields.small, -10, 10, 1, "an int");
  table.Int("a.big", &fields.big, -(int64_t{1} << 52), int64_t{1} << 52, 3,
            "an int64");
  table.Int("a.count", &fields.count, 0, 1000000, 1, "a size");
  table.Bool("a.flag", &fields.flag, "a switch");
  table.Real("a.real", &fields.real, -1e300, 1e300, 0.25, "a real");
}

void LoadOwnTable(std::string_view text) {
  EveryKind fields;
  ParamTable table;
  Declare(fields, table);
  (void)table.LoadText(text);
  (void)table.Check();
  (void)table.Format();
}

void AssignOwnTable(std::string_view text) {
  EveryKind fields;
  ParamTable table;
  Declare(fields, table);
  std::vector<std::string> assignments;
  fuzz::EachLine(text, [&assignments](std::string_view line, int) {
    assignments.emplace_back(line);
  });
  (void)ApplyAssignments(assignments, table);
}

void LoadDuckChessSearch(std::string_view text) {
  duckchess::StrategyConfig config;
  ParamTable table;
  duckchess::DeclareParams("search", config, table);
  (void)table.LoadText(text);
}

void LoadTetrisPlacer(std::string_view text) {
  tetris::PlacerOptions options;
  ParamTable table;
  tetris::DeclareParams("search", options, table);
  (void)table.LoadText(text);
}

}  // namespace
}  // namespace gauntlet

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gauntlet;
  static const fuzz::Parser parsers[] = {LoadOwnTable, AssignOwnTable,
                                         LoadDuckChessSearch, LoadTetrisPlacer};
  fuzz::Dispatch(data, size, parsers);
  return 0;
}
