// The bundler and the contest packages, without compiling the programs'
// bundles (bundle_programs_test.cc runs those).

#include "tools/bundle/bundler.h"

#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "tests/support/run_program.h"
#include "tools/bundle/package.h"
#include "tools/bundle/private_names.h"
#include "tools/registry/bundles.h"

namespace gauntlet::bundle {
namespace {

// The programs and packages by name, as `gauntlet bundle` and `gauntlet
// package` find them in the games' registrations.
using registry::BundledPrograms;
using registry::BundleProgram;
using registry::WritePackage;

namespace fs = std::filesystem;
using testing::ReadFile;
using testing::RunShell;
using testing::ScratchDir;

int CountOf(const std::string& text, const std::string& part) {
  int count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos;
       at = text.find(part, at + 1)) {
    ++count;
  }
  return count;
}

// Lines of `text` that start with `start`.
int LinesStartingWith(const std::string& text, const std::string& start) {
  return CountOf("\n" + text, "\n" + start);
}

void WriteText(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

TEST_CASE("every program bundles into one source that includes no library") {
  for (const BundledProgram& program : BundledPrograms()) {
    INFO(program.name);
    const absl::StatusOr<std::string> text =
        BundleProgram(program.name, GAUNTLET_SOURCE_DIR, "rev-under-test");
    REQUIRE(text.ok());
    // The prologue comes before the first include, so it covers everything.
    const std::size_t prologue = text->find(kPrologue);
    REQUIRE(prologue != std::string::npos);
    CHECK(prologue < text->find("#include"));
    // Every project include was pasted in; no library is left to find.
    CHECK(LinesStartingWith(*text, "#include \"") == 0);
    CHECK(LinesStartingWith(*text, "#include <cxxopts") == 0);
    CHECK(LinesStartingWith(*text, "#include <absl") == 0);
    CHECK(LinesStartingWith(*text, "#include <nlohmann") == 0);
    CHECK(LinesStartingWith(*text, "int main(") == 1);
    // --version prints the revision it was made from.
    CHECK(CountOf(*text, "return \"rev-under-test\";") == 1);
  }
}

TEST_CASE("an unknown program is refused with the list of programs") {
  const absl::StatusOr<std::string> text =
      BundleProgram("chess-bot", GAUNTLET_SOURCE_DIR, "r");
  REQUIRE_FALSE(text.ok());
  CHECK(absl::IsNotFound(text.status()));
  CHECK(std::string(text.status().message()).find("duckchess-bot") !=
        std::string::npos);
}

TEST_CASE("a library without a stand-in is refused by name") {
  const fs::path root = ScratchDir("bundler_library");
  WriteText(root / "bots/robots/main.cc",
            "#include \"nlohmann/json.hpp\"\nint main() { return 0; }\n");
  const absl::StatusOr<std::string> text = BundleProgram("robots", root, "r");
  REQUIRE_FALSE(text.ok());
  CHECK(absl::IsFailedPrecondition(text.status()));
  CHECK(std::string(text.status().message()).find("nlohmann/json.hpp") !=
        std::string::npos);
  // What a source keeps out of bundles is neither followed nor pasted.
  WriteText(root / "bots/robots/main.cc",
            "#ifndef GAUNTLET_BUNDLE  // JSON\n#include \"nlohmann/json.hpp\"\n"
            "#if 1\nint Json();\n#endif\n#else\nint Kept();\n#endif\n"
            "int main() { return 0; }\n");
  const absl::StatusOr<std::string> kept = BundleProgram("robots", root, "r");
  REQUIRE(kept.ok());
  CHECK(CountOf(*kept, "nlohmann") == 0);
  CHECK(CountOf(*kept, "Json") == 0);
  CHECK(CountOf(*kept, "int Kept();") == 1);
  CHECK(CountOf(*kept, "#else") == 0);
  fs::remove_all(root);
}

TEST_CASE("sources are found by the header they implement, each once") {
  // main.cc reaches lib/a.h twice (directly and through lib/b.h); a.cc and
  // b.cc implement them, other.cc implements nothing reached, tool.cc has a
  // main of its own. Both helpers are called Helper in an anonymous
  // namespace: the bundle keeps them apart and the program prints 12.
  const fs::path root = ScratchDir("bundler_units");
  WriteText(root / "bots/robots/main.cc",
            "#include <cstdio>\n\n#include \"lib/a.h\"\n#include "
            "\"lib/b.h\"\n\nint main() {\n  std::printf(\"%d%d\\n\", A(), "
            "B());\n}\n");
  WriteText(root / "lib/a.h", "#ifndef A_H\n#define A_H\nint A();\n#endif\n");
  WriteText(
      root / "lib/b.h",
      "#ifndef B_H\n#define B_H\n#include \"lib/a.h\"\nint B();\n#endif\n");
  WriteText(root / "lib/a.cc",
            "#include \"lib/a.h\"\n\nnamespace {\nint Helper() { return 1; "
            "}\n}  // namespace\n\nint A() { return Helper(); }\n");
  WriteText(root / "lib/b.cc",
            "#include \"lib/b.h\"\n\nnamespace {\nint Helper() { return 2; "
            "}\n}  // namespace\n\nint B() { return Helper(); }\n");
  WriteText(root / "lib/other.cc", "#include \"lib/other.h\"\nint Other();\n");
  WriteText(root / "lib/tool.cc",
            "#include \"lib/a.h\"\nint main() { return A(); }\n");
  const absl::StatusOr<std::string> text = BundleProgram("robots", root, "r");
  REQUIRE(text.ok());
  CHECK(CountOf(*text, "// ===== lib/a.cc =====") == 1);
  CHECK(CountOf(*text, "// ===== lib/b.cc =====") == 1);
  CHECK(CountOf(*text, "// ----- lib/a.h -----") == 1);
  CHECK(CountOf(*text, "Other") == 0);
  CHECK(CountOf(*text, "int main(") == 1);
  WriteText(root / "out/units.cpp", *text);
  const auto run = RunShell("cd '" + (root / "out").string() +
                            "' && g++ -std=c++20 -o units units.cpp && "
                            "./units");
  CHECK(run.exit_code == 0);
  CHECK(run.out == "12\n");
  fs::remove_all(root);
}

TEST_CASE("private names are the anonymous namespaces' own declarations") {
  const std::string source =
      "#include <map>\n"
      "namespace gauntlet {\n"
      "namespace {\n"
      "constexpr int kLimit = Other::kMax;  // kComment(\n"
      "struct Cell : Base { int x; };\n"
      "enum class Kind : int { kA };\n"
      "using Map = std::map<int, Cell>;\n"
      "int Helper(int value = Default()) { int local = 2; return local; }\n"
      "}  // namespace\n"
      "int Public() { return Helper(); }\n"
      "}  // namespace gauntlet\n";
  CHECK(AnonymousNamespaceNames(source) ==
        std::set<std::string>{"Cell", "Helper", "Kind", "Map", "kLimit"});
}

TEST_CASE("renaming touches code only, never members or qualified names") {
  const std::string source =
      "#define Helper 1\n"
      "int Helper() { return a.Helper + p->Helper + N::Helper; }\n"
      "// Helper\n"
      "const char* s = \"Helper\"; char c = 'H'; int n = 1'000;\n"
      "int x = Helper();\n";
  CHECK(RenameIdentifiers(source, {{"Helper", "Helper_b1"}}) ==
        "#define Helper 1\n"
        "int Helper_b1() { return a.Helper + p->Helper + N::Helper; }\n"
        "// Helper\n"
        "const char* s = \"Helper\"; char c = 'H'; int n = 1'000;\n"
        "int x = Helper_b1();\n");
}

bool IsExecutable(const fs::path& path) {
  struct stat info {};
  return stat(path.c_str(), &info) == 0 && (info.st_mode & S_IXUSR) != 0;
}

TEST_CASE("package writes the TEG 2017 folders") {
  const fs::path out = ScratchDir("package_tetris");
  PackageOptions options;
  options.source_root = GAUNTLET_SOURCE_DIR;
  options.revision = "r";
  options.build = false;
  std::ostringstream log;
  REQUIRE(WritePackage("tetris", out, options, log).ok());
  for (const char* part : {"part1", "part2"}) {
    INFO(part);
    CHECK(IsExecutable(out / part / "make.sh"));
    CHECK(IsExecutable(out / part / "run.sh"));
  }
  CHECK(ReadFile(out / "part1/placer.cpp") ==
        BundleProgram("tetris-placer", GAUNTLET_SOURCE_DIR, "r").value());
  CHECK(ReadFile(out / "part2/sequencer.cpp") ==
        BundleProgram("tetris-sequencer", GAUNTLET_SOURCE_DIR, "r").value());
  CHECK(ReadFile(out / "part1/make.sh").find("g++ -std=c++20") !=
        std::string::npos);
  CHECK(ReadFile(out / "readme.txt").find("Language: C++") == 0);
  fs::remove_all(out);
}

TEST_CASE("package writes one source for the other contests") {
  const struct {
    const char* game;
    const char* file;
    const char* program;
  } kCases[] = {{"enclosure", "enclosure-bot.cpp", "enclosure-bot"},
                {"duckchess", "duckchess-replay.cpp", "duckchess-replay"},
                {"robots", "robots.cpp", "robots"},
                {"hunger", "hunger-bot.cpp", "hunger-bot"}};
  PackageOptions options;
  options.source_root = GAUNTLET_SOURCE_DIR;
  options.revision = "r";
  for (const auto& c : kCases) {
    INFO(c.game);
    const fs::path out = ScratchDir(std::string("package_") + c.game);
    std::ostringstream log;
    REQUIRE(WritePackage(c.game, out, options, log).ok());
    CHECK(log.str() == (out / c.file).string() + "\n");
    CHECK(std::distance(fs::directory_iterator(out),
                        fs::directory_iterator()) == 1);
    CHECK(ReadFile(out / c.file) ==
          BundleProgram(c.program, GAUNTLET_SOURCE_DIR, "r").value());
    fs::remove_all(out);
  }
  std::ostringstream log;
  const absl::Status unknown =
      WritePackage("go", ScratchDir("package_unknown"), options, log);
  CHECK(absl::IsNotFound(unknown));
}

}  // namespace
}  // namespace gauntlet::bundle
