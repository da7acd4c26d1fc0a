#include "common/core/cli.h"

#include <cstdlib>
#include <iostream>
#include <string>

#include "common/core/version.h"

namespace gauntlet {
namespace {

// The index of the argument at which parsing `argv` first fails: the
// shortest prefix of the command line that fails ends there. A prefix that
// merely ends with a flag still waiting for its value does not count. -1
// when every prefix parses.
int FailingArgument(cxxopts::Options& options, int argc,
                    const char* const* argv) {
  for (int end = 2; end <= argc; ++end) {
    try {
      options.parse(end, argv);
    } catch (const cxxopts::exceptions::missing_argument&) {
      if (end == argc) return end - 1;
    } catch (const cxxopts::exceptions::exception&) {
      return end - 1;
    }
  }
  return -1;
}

// Whether argv[index] is the value of the flag before it: parsing up to that
// flag finds it still waiting for a value.
bool IsValueOfPreviousFlag(cxxopts::Options& options, int index,
                           const char* const* argv) {
  if (index < 2) return false;
  try {
    options.parse(index, argv);
  } catch (const cxxopts::exceptions::missing_argument&) {
    return true;
  } catch (const cxxopts::exceptions::exception&) {
  }
  return false;
}

// "--name" of a long flag argument (without any "=value"); a group of short
// flags ("-vn") stands for its last letter, the one that takes a value.
std::string FlagOf(const std::string& argument) {
  if (argument.rfind("--", 0) == 0)
    return argument.substr(0, argument.find('='));
  if (argument.size() > 2) return "-" + argument.substr(argument.size() - 1);
  return argument;
}

// The name cxxopts quotes in its message ("Option 'foo' does not exist").
std::string QuotedName(const std::string& message) {
  const size_t open = message.find(cxxopts::LQUOTE);
  const size_t close = message.rfind(cxxopts::RQUOTE);
  if (open == std::string::npos || close == std::string::npos ||
      close <= open) {
    return "";
  }
  const size_t start = open + cxxopts::LQUOTE.size();
  return message.substr(start, close - start);
}

// cxxopts's messages start with a capital; ours continue a sentence.
std::string Lowered(std::string message) {
  if (!message.empty() && message[0] >= 'A' && message[0] <= 'Z') {
    message[0] = static_cast<char>(message[0] - 'A' + 'a');
  }
  return message;
}

// One line that names the argument cxxopts refused and why. cxxopts's own
// message for a bad value ("Argument 'abc' failed to parse") does not name
// the flag, so the command line is parsed again to find where it failed.
std::string DescribeParseError(const cxxopts::exceptions::exception& error,
                               cxxopts::Options& options, int argc,
                               const char* const* argv) {
  const int index = FailingArgument(options, argc, argv);
  if (index < 1) return Lowered(error.what());
  const std::string argument = argv[index];
  if (dynamic_cast<const cxxopts::exceptions::incorrect_argument_type*>(
          &error) != nullptr) {
    const size_t equals = argument.find('=');
    if (argument.rfind("--", 0) == 0 && equals != std::string::npos) {
      return argument.substr(0, equals) + ": '" + argument.substr(equals + 1) +
             "' is not a valid value";
    }
    if (IsValueOfPreviousFlag(options, index, argv)) {
      return FlagOf(argv[index - 1]) + ": '" + argument +
             "' is not a valid value";
    }
    if (argument.size() > 2 && argument[0] == '-' && argument[1] != '-') {
      return argument + ": not a valid value";  // A short flag and its value.
    }
    return "'" + argument + "' is not a valid argument";
  }
  if (dynamic_cast<const cxxopts::exceptions::no_such_option*>(&error) !=
      nullptr) {
    if (argument.rfind("--", 0) == 0) return "unknown flag " + FlagOf(argument);
    const std::string name = QuotedName(error.what());
    return "unknown flag " + (name.empty() ? argument : "-" + name);
  }
  if (dynamic_cast<const cxxopts::exceptions::invalid_option_syntax*>(&error) !=
      nullptr) {
    return "unknown flag " + argument;
  }
  if (dynamic_cast<const cxxopts::exceptions::missing_argument*>(&error) !=
          nullptr ||
      dynamic_cast<const cxxopts::exceptions::option_requires_argument*>(
          &error) != nullptr) {
    return FlagOf(argument) + ": a value is missing";
  }
  return Lowered(error.what());
}

[[noreturn]] void Refuse(const cxxopts::Options& options,
                         const std::string& problem) {
  std::cerr << options.program() << ": " << problem << " (see --help)"
            << std::endl;
  std::exit(2);
}

}  // namespace

cxxopts::ParseResult ParseCommandLine(cxxopts::Options& options, int argc,
                                      const char* const* argv) {
  options.add_options()("h,help", "Print this help and exit")(
      "version", "Print the git revision and exit");
  cxxopts::ParseResult result;
  try {
    result = options.parse(argc, argv);
  } catch (const cxxopts::exceptions::exception& e) {
    Refuse(options, DescribeParseError(e, options, argc, argv));
  }
  if (result.count("help")) {
    std::cout << options.help() << std::flush;
    std::exit(0);
  }
  if (result.count("version")) {
    std::cout << options.program() << " " << GitRevision() << std::endl;
    std::exit(0);
  }
  if (!result.unmatched().empty()) {
    Refuse(options, "unexpected argument '" + result.unmatched().front() + "'");
  }
  return result;
}

void UsageError(const cxxopts::Options& options, const std::string& message) {
  Refuse(options, message);
}

}  // namespace gauntlet
