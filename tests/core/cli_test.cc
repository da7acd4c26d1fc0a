#include "common/core/cli.h"

#include <catch2/catch.hpp>

#include "common/core/version.h"

namespace gauntlet {
namespace {

TEST_CASE("ParseCommandLine reads declared flags") {
  cxxopts::Options options("prog", "test program");
  options.add_options()("n", "a number",
                        cxxopts::value<int>()->default_value("3"));
  const char* argv[] = {"prog", "-n", "7"};
  const auto result = ParseCommandLine(options, 3, argv);
  CHECK(result["n"].as<int>() == 7);
}

TEST_CASE("The git revision is recorded at configure time") {
  CHECK_FALSE(GitRevision().empty());
}

}  // namespace
}  // namespace gauntlet
