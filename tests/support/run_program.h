#ifndef GAUNTLET_TESTS_SUPPORT_RUN_PROGRAM_H_
#define GAUNTLET_TESTS_SUPPORT_RUN_PROGRAM_H_

// Running the built programs from tests, checking how they refuse, and the
// files they read and write.

#include <chrono>
#include <string>
#include <vector>

#include "nlohmann/json.hpp"

namespace gauntlet::testing {

// How a program ended and what it wrote.
struct ProgramRun {
  int exit_code = -1;  // -1 when it did not exit normally (a signal).
  std::string out;
  std::string err;
};

// Runs `command_line`, whose first word names a program in build/bin/ (e.g.
// "duckchess-bot --perft 3"), through the shell with `input` on its stdin.
// Its streams pass through temporary files unique to this process and call,
// removed afterwards.
ProgramRun RunProgram(const std::string& command_line,
                      const std::string& input = "");

// Runs a whole shell command line as it stands (paths and redirections its
// own) and returns its exit code and stdout; stderr is left alone.
ProgramRun RunShell(const std::string& command);

// What KillWhenReplayHasTurns saw.
struct KilledRun {
  bool killed = false;  // killed while running (not ended or timed out first)
  int turns_seen = 0;   // whole turn records in the replay before the kill
  std::string err;      // its stderr
};

// Starts `command_line` (as RunProgram, with no input) in the background,
// polls the replay at `replay_path` until it holds `turns` whole turn records
// (lines of "type":"turn"), then kills the program with SIGKILL: a referee
// dying mid-game. `killed` is false when the program ended first, or when
// `give_up` passed first (it is killed then too).
KilledRun KillWhenReplayHasTurns(
    const std::string& command_line, const std::string& replay_path, int turns,
    std::chrono::milliseconds give_up = std::chrono::seconds(60));

// Checks the replay at `path` of a game whose referee was killed: every
// line ended by a newline parses, the first is the header, the rest turn
// records numbered one after the other and no result; a last line without
// its newline (cut while written) is left out. Returns the turns found.
int CheckReplayCutShort(const std::string& path);

// Checks that `command_line` (as for RunProgram) on `input` is refused: exit
// code 2, with `message` somewhere in its stderr.
void CheckRefusedSaying(const std::string& command_line,
                        const std::string& message,
                        const std::string& input = "");

// The bytes of the file at `path`; empty when it cannot be read.
std::string ReadFile(const std::string& path);

// The lines of the file at `path`, without their newlines.
std::vector<std::string> ReadLines(const std::string& path);

// Each line of the JSON Lines file at `path`, parsed.
std::vector<nlohmann::json> ReadJsonLines(const std::string& path);

// A file in the temporary directory holding `text`, unique to this process
// and object, removed with the object.
class TempFile {
 public:
  explicit TempFile(const std::string& text);
  ~TempFile();
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// `lines` as a program prints them: each one ended by a newline.
std::string JoinLines(const std::vector<std::string>& lines);

// A fresh, empty directory in the temporary directory for the part of a test
// called `name`, unique to this process: gauntlet_<name>_<pid>.
std::string ScratchDir(const std::string& name);

}  // namespace gauntlet::testing

#endif  // GAUNTLET_TESTS_SUPPORT_RUN_PROGRAM_H_
