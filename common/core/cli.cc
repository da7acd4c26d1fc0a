#include "common/core/cli.h"

#include <cstdlib>
#include <iostream>

#include "common/core/version.h"

namespace gauntlet {

cxxopts::ParseResult ParseCommandLine(cxxopts::Options& options, int argc,
                                      const char* const* argv) {
  options.add_options()("h,help", "Print this help and exit")(
      "version", "Print the git revision and exit");
  try {
    auto result = options.parse(argc, argv);
    if (result.count("help")) {
      std::cout << options.help() << std::flush;
      std::exit(0);
    }
    if (result.count("version")) {
      std::cout << options.program() << " " << GitRevision() << std::endl;
      std::exit(0);
    }
    if (!result.unmatched().empty()) {
      UsageError(options, "unexpected argument: " + result.unmatched().front());
    }
    return result;
  } catch (const cxxopts::exceptions::exception& e) {
    UsageError(options, e.what());
  }
}

void UsageError(const cxxopts::Options& options, const std::string& message) {
  std::cerr << options.program() << ": " << message << "\n\n"
            << options.help() << std::flush;
  std::exit(2);
}

}  // namespace gauntlet
