// The main of the fuzz targets where libFuzzer is not linked (g++ builds,
// plain and sanitized): runs every input file named, or every file of the
// folders named, through the target's LLVMFuzzerTestOneInput once, then
// `--mutations N` seeded variants of each (fuzz/mutate.h). ctest replays the
// committed corpus this way (tests/fuzz), so every build checks that the
// seeds and their neighbours parse without a crash, a hang or, under the
// sanitizers, a memory error; `tools/fuzz` is for exploring with libFuzzer.
//
//   fuzz_TARGET [--mutations N] [--seed S] PATH...
//
// An input that crashes is written to ./fuzz-crash-input first, so
// `fuzz_TARGET fuzz-crash-input` (here or under libFuzzer) replays it.

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "common/core/rng.h"
#include "fuzz/mutate.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

// The input under test, for the crash handler: the one piece of state a
// dying process can still reach.
struct CurrentInput {
  const char* data = nullptr;
  size_t size = 0;
};
CurrentInput current;

// Async-signal-safe: open, write and close only.
void SaveCurrentInput() {
  const int fd = open("fuzz-crash-input", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd >= 0) {
    size_t done = 0;
    while (done < current.size) {
      const ssize_t n = write(fd, current.data + done, current.size - done);
      if (n <= 0) break;
      done += static_cast<size_t>(n);
    }
    close(fd);
  }
  static constexpr char kNote[] =
      "fuzz replay: the crashing input is in ./fuzz-crash-input\n";
  (void)!write(STDERR_FILENO, kNote, sizeof kNote - 1);
}

void OnFatalSignal(int signal_number) {
  SaveCurrentInput();
  ::signal(signal_number, SIG_DFL);
  raise(signal_number);
}

void InstallCrashHandlers() {
#if defined(__SANITIZE_ADDRESS__)
  // The sanitizers report memory errors and undefined behaviour themselves
  // and then die through this callback; aborts are left to us.
  __sanitizer_set_death_callback(SaveCurrentInput);
  ::signal(SIGABRT, OnFatalSignal);
#else
  for (const int s : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) {
    ::signal(s, OnFatalSignal);
  }
#endif
}

int Usage(const char* program, const std::string& why) {
  std::fprintf(stderr, "%s: %s\nusage: %s [--mutations N] [--seed S] PATH...\n",
               program, why.c_str(), program);
  return 2;
}

bool ParseCount(std::string_view text, uint64_t& value) {
  const auto [end, error] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

void RunOne(const std::string& input) {
  current = {input.data(), input.size()};
  LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(input.data()),
                         input.size());
}

}  // namespace

int main(int argc, char** argv) {
  const char* program = argv[0];
  uint64_t mutations = 0;
  uint64_t seed = 1;
  std::vector<std::filesystem::path> files;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--mutations" || arg == "--seed") {
      if (i + 1 == argc) return Usage(program, std::string(arg) + " needs N");
      if (!ParseCount(argv[++i], arg == "--seed" ? seed : mutations)) {
        return Usage(program,
                     std::string(arg) + ": '" + argv[i] + "' is not a count");
      }
      continue;
    }
    if (arg.starts_with("-")) {
      return Usage(program, "unknown flag " + std::string(arg));
    }
    std::error_code error;
    if (std::filesystem::is_directory(arg, error)) {
      std::vector<std::filesystem::path> found;
      for (const auto& entry : std::filesystem::directory_iterator(arg)) {
        if (entry.is_regular_file()) found.push_back(entry.path());
      }
      // Sorted, so a seed names the same variants everywhere.
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (std::filesystem::is_regular_file(arg, error)) {
      files.emplace_back(arg);
    } else {
      return Usage(program, "no file or folder " + std::string(arg));
    }
  }
  if (files.empty()) return Usage(program, "no input");

  InstallCrashHandlers();
  uint64_t runs = 0;
  for (size_t f = 0; f < files.size(); ++f) {
    std::ifstream in(files[f], std::ios::binary);
    const std::string seed_input((std::istreambuf_iterator<char>(in)),
                                 std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) {
      std::fprintf(stderr, "%s: cannot read %s\n", program, files[f].c_str());
      return 1;
    }
    RunOne(seed_input);
    gauntlet::Rng rng(gauntlet::DeriveSeed(seed, f));
    for (uint64_t m = 0; m < mutations; ++m) {
      RunOne(gauntlet::fuzz::Mutate(seed_input, rng));
    }
    runs += 1 + mutations;
  }
  std::printf("%s: %zu files, %llu inputs with their variants: clean\n",
              std::filesystem::path(program).filename().c_str(), files.size(),
              static_cast<unsigned long long>(runs));
  return 0;
}
