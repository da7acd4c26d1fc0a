#include "common/core/params.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace gauntlet {
namespace {

struct Config {
  int horse = 420;
  int64_t nodes = 1 << 17;
  std::size_t width = 48;
  bool prune = true;
  double exploration = 0.5;
  double penalty = -2.5;
};

void Declare(Config& c, ParamTable& t) {
  t.Int("eval.material.horse", &c.horse, 0, 2000, 20, "a horse's value");
  t.Int("mcts.nodes", &c.nodes, 1024, 1 << 22, 4096, "tree size");
  t.Int("search.width", &c.width, 1, 1024, 8, "beam width");
  t.Bool("search.prune", &c.prune, "prune or not");
  t.Real("mcts.exploration", &c.exploration, 0, 3, 0.05, "UCB constant");
  t.Real("eval.penalty", &c.penalty, -100, 0, 0.5, "a penalty");
}

bool Contains(const absl::Status& status, const std::string& text) {
  return std::string(status.message()).find(text) != std::string::npos;
}

TEST_CASE("A table reports what was declared, defaults from the fields") {
  Config c;
  ParamTable t;
  Declare(c, t);
  REQUIRE(t.size() == 6);
  const Param* horse = t.Find("eval.material.horse");
  REQUIRE(horse != nullptr);
  CHECK(horse->kind() == ParamKind::kInt);
  CHECK(horse->value() == 420);
  CHECK(horse->default_value() == 420);
  CHECK(horse->min() == 0);
  CHECK(horse->max() == 2000);
  CHECK(horse->step() == 20);
  CHECK(horse->help() == "a horse's value");
  const Param* prune = t.Find("search.prune");
  REQUIRE(prune != nullptr);
  CHECK(prune->kind() == ParamKind::kInt);
  CHECK(prune->min() == 0);
  CHECK(prune->max() == 1);
  CHECK(prune->value() == 1);
  CHECK(t.Find("mcts.exploration")->kind() == ParamKind::kReal);
  CHECK(t.Find("nothing") == nullptr);
  CHECK(t.params()[0].name() == "eval.material.horse");
  CHECK(t.params()[5].name() == "eval.penalty");
}

TEST_CASE("Set writes the bound fields") {
  Config c;
  ParamTable t;
  Declare(c, t);
  REQUIRE(t.Set("eval.material.horse", "500").ok());
  REQUIRE(t.Set("mcts.nodes", "+8192").ok());
  REQUIRE(t.Set("search.width", "64").ok());
  REQUIRE(t.Set("search.prune", "0").ok());
  REQUIRE(t.Set("mcts.exploration", "0.75").ok());
  REQUIRE(t.Set("eval.penalty", "-3").ok());
  CHECK(c.horse == 500);
  CHECK(c.nodes == 8192);
  CHECK(c.width == 64);
  CHECK_FALSE(c.prune);
  CHECK(c.exploration == 0.75);
  CHECK(c.penalty == -3.0);
  CHECK(t.Find("eval.material.horse")->value() == 500);
  CHECK(t.Find("eval.material.horse")->default_value() == 420);
  REQUIRE(t.SetValue("mcts.exploration", 1.25).ok());
  CHECK(c.exploration == 1.25);
  t.ResetToDefaults();
  CHECK(c.horse == 420);
  CHECK(c.nodes == 1 << 17);
  CHECK(c.width == 48);
  CHECK(c.prune);
  CHECK(c.exploration == 0.5);
  CHECK(c.penalty == -2.5);
}

TEST_CASE("Set refuses unknown names, bad numbers, fractions and ranges") {
  Config c;
  ParamTable t;
  Declare(c, t);

  const absl::Status unknown = t.Set("eval.material.unicorn", "7");
  CHECK_FALSE(unknown.ok());
  CHECK(Contains(unknown, "unknown parameter \"eval.material.unicorn\""));
  CHECK(Contains(unknown, "\"7\""));

  for (const char* bad : {"abc", "", "12x", "-", "+-3", "0x10"}) {
    INFO(bad);
    const absl::Status s = t.Set("eval.material.horse", bad);
    CHECK_FALSE(s.ok());
    CHECK(Contains(s, "parameter eval.material.horse"));
    CHECK(Contains(s, std::string("\"") + bad + "\" is not a number"));
    CHECK(Contains(s, "an integer in [0, 2000]"));
  }
  for (const char* bad : {"abc", "1.5.2", "nan", "inf", "-inf", "1,5"}) {
    INFO(bad);
    const absl::Status s = t.Set("mcts.exploration", bad);
    CHECK_FALSE(s.ok());
    CHECK(Contains(s, "parameter mcts.exploration"));
    CHECK(Contains(s, std::string("\"") + bad + "\" is not a number"));
    CHECK(Contains(s, "a number in [0, 3]"));
  }

  const absl::Status high = t.Set("eval.material.horse", "2001");
  CHECK_FALSE(high.ok());
  CHECK(Contains(high, "parameter eval.material.horse: 2001 is out of range"));
  CHECK(Contains(high, "[0, 2000]"));
  const absl::Status low = t.Set("eval.penalty", "-100.5");
  CHECK(Contains(low, "parameter eval.penalty: -100.5 is out of range"));
  CHECK(Contains(low, "[-100, 0]"));
  CHECK(Contains(t.Set("search.prune", "2"),
                 "out of range (an integer in [0, 1])"));
  CHECK(Contains(t.Set("eval.material.horse", "99999999999999999999999"),
                 "out of range"));
  CHECK(Contains(t.Set("mcts.exploration", "1e999"), "out of range"));

  for (const char* fraction : {"420.5", "420.0", "1e2"}) {
    INFO(fraction);
    const absl::Status s = t.Set("eval.material.horse", fraction);
    CHECK(Contains(s, std::string("parameter eval.material.horse: \"") +
                          fraction + "\" is not an integer"));
    CHECK(Contains(s, "[0, 2000]"));
  }
  CHECK(Contains(t.SetValue("search.width", 8.5), "not an integer"));
  CHECK(Contains(t.SetValue("search.width", 0), "out of range"));
  CHECK(Contains(t.SetValue("nothing", 1), "unknown parameter"));

  // Nothing refused was written.
  CHECK(c.horse == 420);
  CHECK(c.exploration == 0.5);
  CHECK(c.penalty == -2.5);
  CHECK(c.prune);
  CHECK(c.width == 48);
}

TEST_CASE("LoadText reads name value lines with comments") {
  Config c;
  ParamTable t;
  Declare(c, t);
  const absl::Status s = t.LoadText(
      "# a comment line\n"
      "\n"
      "eval.material.horse 380   # trailing comment\n"
      "  mcts.exploration\t0.9\r\n"
      "search.prune 0\n"
      "eval.material.horse 400");  // no final newline; the last value wins
  REQUIRE(s.ok());
  CHECK(c.horse == 400);
  CHECK(c.exploration == 0.9);
  CHECK_FALSE(c.prune);
  CHECK(c.penalty == -2.5);
}

TEST_CASE("LoadText names the bad line and changes nothing") {
  struct Case {
    const char* text;
    const char* expected;
  };
  const Case cases[] = {
      {"eval.material.horse 300\n\nunicorn 3\n", "line 3: unknown parameter"},
      {"# c\neval.material.horse\n", "line 2: expected \"name value\""},
      {"eval.material.horse 1 2\n", "line 1: expected \"name value\""},
      {"mcts.exploration 0.7\n#\n#\neval.material.horse 3000\n",
       "line 4: parameter eval.material.horse: 3000 is out of range"},
      {"mcts.exploration 0.7\neval.material.horse 12.5\n",
       "line 2: parameter eval.material.horse: \"12.5\" is not an integer"},
      {"mcts.exploration fast\n",
       "line 1: parameter mcts.exploration: \"fast\" is not a number"},
  };
  for (const Case& k : cases) {
    INFO(k.text);
    Config c;
    ParamTable t;
    Declare(c, t);
    const absl::Status s = t.LoadText(k.text);
    CHECK_FALSE(s.ok());
    CHECK(Contains(s, k.expected));
    CHECK(c.horse == 420);
    CHECK(c.exploration == 0.5);
  }
}

TEST_CASE("Format writes every parameter and loads back unchanged") {
  Config a;
  ParamTable ta;
  Declare(a, ta);
  REQUIRE(ta.LoadText("eval.material.horse 520\nmcts.exploration 0.1\n"
                      "eval.penalty -0.3\nsearch.prune 0\nsearch.width 1\n"
                      "mcts.nodes 4194304\n")
              .ok());
  const std::string text = ta.Format();
  INFO(text);
  CHECK(text.find("eval.material.horse 520") != std::string::npos);
  CHECK(text.find("# default 420, [0, 2000], step 20: a horse's value") !=
        std::string::npos);
  CHECK(text.find("mcts.exploration    0.1") != std::string::npos);
  CHECK(text.find("# default 0.5, [0, 3], step 0.05: UCB constant") !=
        std::string::npos);
  CHECK(text.find("eval.penalty        -0.3") != std::string::npos);

  Config b;
  ParamTable tb;
  Declare(b, tb);
  REQUIRE(tb.LoadText(text).ok());
  CHECK(b.horse == 520);
  CHECK(b.nodes == 4194304);
  CHECK(b.width == 1);
  CHECK_FALSE(b.prune);
  CHECK(b.exploration == 0.1);
  CHECK(b.penalty == -0.3);
  CHECK(tb.Format() == text);

  // Awkward doubles survive the text exactly.
  REQUIRE(ta.SetValue("mcts.exploration", 0.1 + 0.2).ok());
  REQUIRE(ta.SetValue("eval.penalty", -1.0 / 3).ok());
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(b.exploration == 0.1 + 0.2);
  CHECK(b.penalty == -1.0 / 3);
  REQUIRE(ta.SetValue("mcts.exploration", 1e-9).ok());
  CHECK(ta.Format().find("mcts.exploration    0.000000001 ") !=
        std::string::npos);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(b.exploration == 1e-9);

  ParamTable empty;
  CHECK(empty.LoadText(empty.Format()).ok());
}

TEST_CASE("Check finds a field written out of range behind the table") {
  Config c;
  ParamTable t;
  Declare(c, t);
  CHECK(t.Check().ok());
  c.horse = -5;
  const absl::Status s = t.Check();
  CHECK_FALSE(s.ok());
  CHECK(Contains(s, "parameter eval.material.horse"));
  CHECK(Contains(s, "-5"));
  CHECK(Contains(s, "[0, 2000]"));
}

// Parses `argv` with the parameter flags.
cxxopts::ParseResult Parse(cxxopts::Options& options,
                           std::vector<const char*> argv) {
  AddParamFlags(options);
  return options.parse(static_cast<int>(argv.size()), argv.data());
}

TEST_CASE("The flags apply the file first, then each --param in order") {
  const std::string path =
      "params_test_" + std::to_string(getpid()) + ".params";
  std::ofstream(path) << "eval.material.horse 100\nmcts.exploration 2\n";
  Config c;
  ParamTable t;
  Declare(c, t);
  cxxopts::Options options("prog", "");
  const auto args =
      Parse(options, {"prog", "--param", "eval.material.horse=200", "--params",
                      path.c_str(), "--param", "eval.material.horse=300"});
  REQUIRE(ApplyParamArgs(args, t).ok());
  CHECK(c.horse == 300);
  CHECK(c.exploration == 2);
  CHECK_FALSE(args.count("print-params"));

  std::ofstream(path) << "\nmcts.exploration 9\n";
  Config d;
  ParamTable u;
  Declare(d, u);
  cxxopts::Options bad_file("prog", "");
  const absl::Status s =
      ApplyParamArgs(Parse(bad_file, {"prog", "--params", path.c_str()}), u);
  CHECK(Contains(s, "params file " + path +
                        ", line 2: parameter "
                        "mcts.exploration: 9 is out of "
                        "range"));
  std::remove(path.c_str());

  cxxopts::Options missing("prog", "");
  CHECK(Contains(
      ApplyParamArgs(Parse(missing, {"prog", "--params", path.c_str()}), u),
      "cannot open the params file"));
  cxxopts::Options no_equals("prog", "");
  CHECK(Contains(
      ApplyParamArgs(Parse(no_equals, {"prog", "--param", "search.width"}), u),
      "--param wants NAME=VALUE"));
  cxxopts::Options unknown("prog", "");
  CHECK(Contains(
      ApplyParamArgs(Parse(unknown, {"prog", "--param", "search.depth=3"}), u),
      "unknown parameter \"search.depth\""));
  d.horse = 5000;
  cxxopts::Options none("prog", "");
  CHECK(Contains(ApplyParamArgs(Parse(none, {"prog"}), u),
                 "eval.material.horse: the value in use, 5000, is out of "
                 "range"));
}

}  // namespace
}  // namespace gauntlet
