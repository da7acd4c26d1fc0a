#ifndef GAUNTLET_COMMON_CORE_CLI_H_
#define GAUNTLET_COMMON_CORE_CLI_H_

// Command-line parsing shared by every program: cxxopts plus the flags every
// program has (--help, --version) and one behaviour for bad flags.

#include <cxxopts.hpp>

namespace gauntlet {

// Adds --help and --version to `options`, parses, and handles both (printing
// to stdout and exiting 0). A malformed command line prints one line to
// stderr, `<program>: <problem> (see --help)`, naming the flag at fault
// ("unknown flag --foo", "--movetime: 'abc' is not a valid value"), and exits
// with code 2.
cxxopts::ParseResult ParseCommandLine(cxxopts::Options& options, int argc,
                                      const char* const* argv);

// Prints `<program>: <message> (see --help)` to stderr and exits with code 2;
// for values and flag combinations that cxxopts cannot check by itself.
[[noreturn]] void UsageError(const cxxopts::Options& options,
                             const std::string& message);

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_CLI_H_
