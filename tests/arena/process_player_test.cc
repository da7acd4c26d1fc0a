#include "tools/arena/process_player.h"

#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/strip.h"
#include "tests/arena/process_test_util.h"
#include "tools/arena/containment.h"

namespace gauntlet::arena {
namespace {

// Asks `player` `line`, checks that it answers `answer`, then stops the
// player and checks that nothing is left.
void CheckAnswerOnAsk(ProcessPlayer& player, const std::string& line,
                      const std::string& answer) {
  const auto [reply, took] = Ask(player, line, kPatience);
  REQUIRE(reply.ok());
  CHECK(reply.line == answer);
  StopAndCheckNothingLeft(player);
}

// Asks `player` `line`, checks that the answer is a crash described by
// `detail`, then stops the player and checks that nothing is left.
void CheckCrashOnAsk(ProcessPlayer& player, const std::string& line,
                     const std::string& detail,
                     milliseconds patience = kPatience) {
  const auto [reply, took] = Ask(player, line, patience);
  CHECK(reply.fault == Fault::kCrash);
  CHECK(reply.detail == detail);
  StopAndCheckNothingLeft(player);
}

TEST_CASE("an echo player answers each line, timed from the send") {
  auto player = StartOrDie(Options("echo"));
  for (int i = 0; i < 20; ++i) {
    const auto [reply, took] =
        Ask(*player, "ping " + std::to_string(i), kPatience);
    REQUIRE(reply.ok());
    CHECK(reply.line == "echo ping " + std::to_string(i));
    CHECK(reply.elapsed > Clock::duration::zero());
    CHECK(reply.elapsed <= took);
  }
  const auto [end, took] = Ask(*player, "quit", kPatience);
  CHECK(end.fault == Fault::kEndOfOutput);
  CHECK(end.detail == "exit 0");
  StopAndCheckNothingLeft(*player);
  CHECK(player->ExitDescription() == "exit 0");
}

TEST_CASE("a player inherits no descriptors but its three pipes") {
  auto player = StartOrDie(Options("fds"));
  CheckAnswerOnAsk(*player, "list", "3 0 1 2");
}

TEST_CASE("a player that crashes at start is a crash with its signal") {
  auto player = StartOrDie(Options("crash_start"));
  CheckCrashOnAsk(*player, "hello", "signal 11 (SIGSEGV)");
  CHECK(player->ExitDescription() == "signal 11 (SIGSEGV)");
}

// Whether `pid` has ended (a zombie, or gone), waiting at most kPatience.
bool EndsWithin(pid_t pid, milliseconds patience) {
  const auto give_up = Clock::now() + patience;
  while (Clock::now() < give_up) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    if (!std::getline(in, text)) return true;
    if (text.substr(text.rfind(')') + 2, 1) == "Z") return true;
    std::this_thread::sleep_for(milliseconds(5));
  }
  return false;
}

TEST_CASE("a player dead before its first message is a crash, not a send") {
  auto player = StartOrDie(Options("crash_start"));
  REQUIRE(EndsWithin(player->pid(), kPatience));
  CHECK(player->Send("hello\n") == Fault::kNone);
  const Reply reply = player->Receive(In(kPatience));
  CHECK(reply.fault == Fault::kCrash);
  CHECK(reply.detail == "signal 11 (SIGSEGV)");
  StopAndCheckNothingLeft(*player);
}

// What a referee reports for a player it asks as the duck chess referee does:
// a header line, then the first turn (ply 7 after a six-ply opening), then
// the reply.
std::string RefereeSees(ProcessPlayer& player) {
  constexpr int kPly = 7;
  const Fault header = player.Send("red 1000\n");
  if (header != Fault::kNone) {
    return std::string(FaultName(header)) + " at ply " + std::to_string(kPly);
  }
  const Fault turn = player.Send("moves 6 0 1 2 2 9 1 7 2 3 0 4 0 6 0 5 0\n");
  if (turn != Fault::kNone) {
    return std::string(FaultName(turn)) + " at ply " + std::to_string(kPly);
  }
  return DescribeFault(player.Receive(In(kPatience)), kPly);
}

TEST_CASE("a player that dies at start is the same crash every time") {
  std::map<std::string, int> seen;
  for (int i = 0; i < 100; ++i) {
    auto player = StartOrDie(Options("crash_start"));
    // From a write before the death to one well after it.
    std::this_thread::sleep_for(std::chrono::microseconds(50 * i));
    ++seen[RefereeSees(*player)];
    player->Stop();
  }
  std::string summary;  // Each text seen, and how often.
  for (const auto& [text, count] : seen) {
    summary += text + " x" + std::to_string(count) + "\n";
  }
  CHECK(summary == "crash at ply 7 (signal 11 (SIGSEGV)) x100\n");
  CHECK(CountOurChildren() == 0);
}

TEST_CASE("a missing command is exit 127 with the shell's complaint") {
  ProcessOptions options;
  options.command = "./typo-bot-" + std::to_string(getpid()) + " --level 3";
  auto player = StartOrDie(options);
  const std::string seen = RefereeSees(*player);
  CHECK_THAT(seen,
             Catch::Matchers::StartsWith(
                 "crash at ply 7 (exit 127: command not found; stderr: "
                 "sh: 1: ") &&
                 Catch::Matchers::EndsWith(
                     "typo-bot-" + std::to_string(getpid()) + ": not found)"));
  StopAndCheckNothingLeft(*player);
}

TEST_CASE(
    "a crash carries the last lines of stderr with control bytes escaped") {
  auto player = StartOrDie(Options("complain 4"));
  CheckCrashOnAsk(
      *player, "move?",
      "exit 4; stderr: warning 4\\nwarning 5\\nfatal:\\tno \\x01 luck");
  // A long last line is cut to its last 300 bytes.
  auto verbose = StartOrDie(Options("complain 5"));
  const auto [long_reply, took2] = Ask(*verbose, "move?", kPatience);
  CHECK(long_reply.detail == "exit 5; stderr: ..." + std::string(297, 'z'));
  StopAndCheckNothingLeft(*verbose);
}

TEST_CASE("a live player that closed its input is a failed send") {
  ProcessOptions options;
  options.command = "exec 0<&-; exec sleep 30";
  auto player = StartOrDie(options);
  Fault fault = Fault::kNone;
  for (int i = 0; i < 500 && fault == Fault::kNone; ++i) {
    fault = player->Send("hello\n");
    if (fault == Fault::kNone) std::this_thread::sleep_for(milliseconds(10));
  }
  CHECK(fault == Fault::kWriteFailed);
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("a player that crashes mid-game answers until it crashes") {
  auto player = StartOrDie(Options("crash_mid 3"));
  for (int i = 0; i < 3; ++i) {
    const auto [reply, took] = Ask(*player, "turn", kPatience);
    REQUIRE(reply.ok());
    CHECK(reply.line == "ok turn");
  }
  CheckCrashOnAsk(*player, "turn", "signal 11 (SIGSEGV)");
}

TEST_CASE("exit codes are reported, a missing program included") {
  auto player = StartOrDie(Options("exit_code 3"));
  CheckCrashOnAsk(*player, "x", "exit 3");

  ProcessOptions missing;
  missing.command = "/nonexistent/bot --flag";
  auto absent = StartOrDie(missing);
  CheckCrashOnAsk(*absent, "x",
                  "exit 127: command not found; stderr: sh: 1: exec: "
                  "/nonexistent/bot: not found");
}

TEST_CASE("compound commands and assignments run under the shell") {
  ProcessOptions assigned;
  assigned.command = std::string("GREETING=hi ") + ARENA_PLAYER + " echo";
  auto player = StartOrDie(assigned);
  CheckAnswerOnAsk(*player, "x", "echo x");

  ProcessOptions compound;
  compound.command = std::string("cd / && ") + ARENA_PLAYER + " crash_start";
  auto crashing = StartOrDie(compound);
  // The shell's 128 + SIGSEGV, and what it said about it.
  CheckCrashOnAsk(*crashing, "x", "exit 139; stderr: Segmentation fault");
}

TEST_CASE("a garbage answer is passed on byte for byte for the referee") {
  auto player = StartOrDie(Options("garbage"));
  CheckAnswerOnAsk(*player, "move?", "\x01\xff garbage \x7f\t");
}

TEST_CASE("a 10 MB line without newline is too long, in bounded memory") {
  const long before = StatusKb("VmRSS");
  auto player = StartOrDie(Options("long_line 10"));
  const auto [reply, took] = Ask(*player, "go", kPatience);
  CHECK(reply.fault == Fault::kLineTooLong);
  CHECK(took < kPatience);
  // Still too long: the protocol is lost, the rest is discarded.
  CHECK(player->Receive(In(milliseconds(10))).fault == Fault::kLineTooLong);
  std::this_thread::sleep_for(milliseconds(200));  // Let it drain the rest.
  CHECK(StatusKb("VmHWM") - before < 8 * 1024);
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("a silent player times out at the deadline") {
  auto player = StartOrDie(Options("silent"));
  const auto start = Clock::now();
  const auto deadline = In(milliseconds(200));
  REQUIRE(player->Send("move?\n") == Fault::kNone);
  const Reply reply = player->Receive(deadline);
  const auto took = Clock::now() - start;
  CHECK(reply.fault == Fault::kTimeout);
  // The detail gives the time from the send to the deadline, to a tenth of
  // a millisecond: at most the 200 ms, less what the send itself took
  // (which a loaded, sanitized run can make a fraction of a millisecond).
  double shown = 0;
  REQUIRE(absl::StartsWith(reply.detail, "no reply within "));
  REQUIRE(absl::EndsWith(reply.detail, " ms"));
  REQUIRE(absl::SimpleAtod(
      absl::StripSuffix(absl::StripPrefix(reply.detail, "no reply within "),
                        " ms"),
      &shown));
  CHECK(shown <= 200.0);
  CHECK(shown > 150.0);
  CHECK(took >= milliseconds(199));
  CHECK(took < milliseconds(1200));
  StopAndCheckNothingLeft(*player);
  CHECK(player->ExitDescription() ==
        "signal 9 (SIGKILL) (stopped by the harness)");
}

TEST_CASE("a player sleeping past the limit times out, its late line is late") {
  auto player = StartOrDie(Options("sleep 0.2"));
  // Once it runs (its start is not part of the timing)...
  REQUIRE(Ask(*player, "warm up", kPatience).reply.ok());
  REQUIRE(player->Send("move?\n") == Fault::kNone);
  const auto deadline = In(milliseconds(50));
  const Reply first = player->Receive(deadline);
  CHECK(first.fault == Fault::kTimeout);
  CHECK(first.line.empty());
  CHECK(Clock::now() - deadline < milliseconds(1000));
  // Asked again later with the same deadline, the reply that came after it
  // is still a timeout, with the line for the record.
  std::this_thread::sleep_for(milliseconds(600));
  const Reply late = player->Receive(deadline);
  CHECK(late.fault == Fault::kTimeout);
  CHECK(late.line == "late move?");
  CHECK(late.elapsed >= milliseconds(190));
  StopAndCheckNothingLeft(*player);
}

// Waits (bounded) until the player has written `bytes` bytes on stderr.
void AwaitStderr(const ProcessPlayer& player, uint64_t bytes = 1) {
  const auto give_up = Clock::now() + kPatience;
  while (player.stderr_bytes() < bytes && Clock::now() < give_up) {
    std::this_thread::sleep_for(milliseconds(1));
  }
  REQUIRE(player.stderr_bytes() >= bytes);
}

TEST_CASE("a line printed before the first request is an early line") {
  auto player = StartOrDie(Options("banner"));
  AwaitStderr(*player);  // The banner is written.
  const auto [reply, took] = Ask(*player, "move?", kPatience);
  CHECK(reply.fault == Fault::kEarlyLine);
  CHECK(reply.line == "banner");
  CHECK(reply.detail == "a line written before it was asked: \"banner\"");
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("a second line of an answer is early for the next request") {
  auto player = StartOrDie(Options("twice"));
  const auto [first, took] = Ask(*player, "a", kPatience);
  REQUIRE(first.ok());
  CHECK(first.line == "first a");
  // "second a" came in the same write as "first a": it is waiting already.
  const auto [next, took_next] = Ask(*player, "b", kPatience);
  CHECK(next.fault == Fault::kEarlyLine);
  CHECK(next.line == "second a");
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("the lines of one request's answer read one by one are not early") {
  auto player = StartOrDie(Options("twice"));
  REQUIRE(player->Send("a\n") == Fault::kNone);
  REQUIRE(player->Send("b\n") == Fault::kNone);
  for (const char* expected : {"first a", "second a", "first b", "second b"}) {
    const Reply reply = player->Receive(In(kPatience));
    CHECK(reply.ok());
    CHECK(reply.line == expected);
  }
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("early lines are taken as answers when the protocol allows them") {
  ProcessOptions options = Options("banner");
  options.early_lines_are_faults = false;
  auto player = StartOrDie(options);
  AwaitStderr(*player);
  const auto [reply, took] = Ask(*player, "move?", kPatience);
  CHECK(reply.ok());
  CHECK(reply.line == "banner");
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("a late answer before the next request is dropped, not early") {
  auto player = StartOrDie(Options("slow 0.2"));
  REQUIRE(Ask(*player, "warm up", kPatience).reply.ok());
  const auto [timed_out, took] = Ask(*player, "move?", milliseconds(20));
  CHECK(timed_out.fault == Fault::kTimeout);
  AwaitStderr(*player, 2);  // "late move?" is written.
  const auto [next, took_next] = Ask(*player, "next", kPatience);
  CHECK(next.ok());
  CHECK(next.line == "late next");
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("a busy loop is killed by the CPU limit") {
  ProcessOptions options = Options("busy");
  options.limits.cpu_seconds = 1;
  auto player = StartOrDie(options);
  CheckCrashOnAsk(*player, "think", "signal 24 (SIGXCPU)", milliseconds(30000));
}

TEST_CASE("a player that closes stdout has ended its output") {
  auto player = StartOrDie(Options("close_stdout"));
  const auto [reply, took] = Ask(*player, "move?", kPatience);
  CHECK(reply.fault == Fault::kEndOfOutput);
  CHECK(reply.detail == "closed its output");
  CHECK(CountInGroup(player->pid()) == 1);  // Still alive until stopped.
  StopAndCheckNothingLeft(*player);
}

TEST_CASE(
    "a child holding the pipe open does not hide the exit, nor outlive Stop") {
  auto player = StartOrDie(Options("fork_holder"));
  const auto [reply, took] = Ask(*player, "move?", kPatience);
  CHECK(reply.fault == Fault::kCrash);
  CHECK(reply.detail == "exit 3");
  // The grandchild lives on in the group (so the check below can fail).
  CHECK(CountInGroup(player->pid()) == 2);
  StopAndCheckNothingLeft(*player);
  CHECK(player->ExitDescription() == "exit 3");
}

TEST_CASE("a player allocating without bound hits the address-space limit") {
  ProcessOptions options = Options("memory_hog");
  options.limits.address_space_bytes = 256ull << 20;
  auto player = StartOrDie(options);
  CheckCrashOnAsk(*player, "go", "signal 6 (SIGABRT)");
}

TEST_CASE("the file-size limit applies to the player's commands") {
  const std::string file =
      "/tmp/gauntlet-arena-fsize-" + std::to_string(getpid());
  ProcessOptions options;
  options.command =
      "read line; head -c 100000 /dev/zero > " + file + "; echo $?";
  options.limits.file_size_bytes = 10000;
  auto player = StartOrDie(options);
  const auto [reply, took] = Ask(*player, "go", kPatience);
  REQUIRE(reply.ok());
  CHECK(reply.line == "153");  // 128 + SIGXFSZ.
  struct stat info {};
  REQUIRE(stat(file.c_str(), &info) == 0);
  CHECK(info.st_size == 10000);
  std::remove(file.c_str());
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("a stderr flood is capped in the log and never blocks the player") {
  const std::string log =
      "/tmp/gauntlet-arena-stderr-" + std::to_string(getpid());
  const long before = StatusKb("VmRSS");
  ProcessOptions options = Options("stderr_flood 20");
  options.stderr_log_path = log;
  auto player = StartOrDie(options);
  const auto [reply, took] = Ask(*player, "go", milliseconds(10000));
  REQUIRE(reply.ok());
  CHECK(reply.line == "done");
  CHECK(player->stderr_bytes() >= (20u << 20) - (128u << 10));
  CHECK(StatusKb("VmHWM") - before < 8 * 1024);
  StopAndCheckNothingLeft(*player);
  struct stat info {};
  REQUIRE(stat(log.c_str(), &info) == 0);
  CHECK(info.st_size >= (64 << 10));
  CHECK(info.st_size < (64 << 10) + 100);
  std::remove(log.c_str());
}

TEST_CASE("sending to a player that never reads does not block") {
  ProcessOptions options = Options("no_read");
  options.max_pending_input_bytes = 1 << 20;
  auto player = StartOrDie(options);
  const std::string chunk((64 << 10) - 1, 'x');
  const auto start = Clock::now();
  Fault fault = Fault::kNone;
  int sent = 0;
  for (; sent < 400 && fault == Fault::kNone; ++sent) {
    fault = player->Send(chunk + "\n");
  }
  CHECK(fault == Fault::kWriteFailed);
  CHECK(sent < 40);  // 1 MiB queue + the pipe's buffer, then refused.
  CHECK(Clock::now() - start < milliseconds(2000));
  CHECK(player->Send("more\n") == Fault::kWriteFailed);
  StopAndCheckNothingLeft(*player);
}

TEST_CASE("a player that chatters without being asked is throttled") {
  for (const int length : {1000, 0}) {  // Long lines, then empty ones.
    const long before = StatusKb("VmRSS");
    ProcessOptions options = Options("chatter " + std::to_string(length));
    options.max_buffered_output_bytes = 256 << 10;
    auto player = StartOrDie(options);
    std::this_thread::sleep_for(milliseconds(300));
    CHECK(StatusKb("VmHWM") - before < 8 * 1024);
    for (int i = 0; i < 1000; ++i) {
      const Reply reply = player->Receive(In(kPatience));
      REQUIRE(reply.ok());
      CHECK(reply.line.size() == static_cast<size_t>(length));
    }
    StopAndCheckNothingLeft(*player);
  }
}

TEST_CASE("replies are judged by arrival, not by when they are read") {
  auto first = StartOrDie(Options("echo"));
  auto second = StartOrDie(Options("echo"));
  REQUIRE(Ask(*first, "warm up", kPatience).reply.ok());
  REQUIRE(Ask(*second, "warm up", kPatience).reply.ok());
  REQUIRE(first->Send("a\n") == Fault::kNone);
  REQUIRE(second->Send("b\n") == Fault::kNone);
  const auto deadline = In(milliseconds(500));
  std::this_thread::sleep_for(milliseconds(700));
  const Reply a = first->Receive(deadline);
  const Reply b = second->Receive(deadline);
  CHECK(a.ok());
  CHECK(b.ok());
  CHECK(a.elapsed < milliseconds(500));
  CHECK(b.elapsed < milliseconds(500));
  const pid_t group = first->pid();
  StopAndCheckNothingLeft(*second, /*others_running=*/true);
  CHECK(CountInGroup(group) == 1);
  StopAndCheckNothingLeft(*first);
}

TEST_CASE("stop is idempotent and the destructor stops") {
  pid_t group;
  {
    auto player = StartOrDie(Options("silent"));
    group = player->pid();
    CHECK(player->ExitDescription() == "running");
    CHECK(CountInGroup(group) == 1);
  }
  CHECK(CountInGroup(group) == 0);
  CHECK(CountOurChildren() == 0);  // The only player is gone: no zombie.
  auto player = StartOrDie(Options("silent"));
  player->Stop();
  player->Stop();
  CHECK(player->Send("x\n") == Fault::kWriteFailed);
  CHECK(player->Receive(In(milliseconds(10))).fault == Fault::kTimeout);
}

int CountOwnFds() {
  int count = 0;
  DIR* dir = opendir("/proc/self/fd");
  REQUIRE(dir != nullptr);
  while (dirent* entry = readdir(dir)) count += entry->d_name[0] != '.';
  closedir(dir);
  return count;
}

TEST_CASE("the harness leaks no descriptors, however players end") {
  // The harness's own, once per process: the watcher's pipe.
  arena::HarnessContainment();
  const int before = CountOwnFds();
  for (const char* mode : {"echo", "crash_start", "silent", "close_stdout",
                           "fork_holder", "no_read"}) {
    ProcessOptions options = Options(mode);
    options.stderr_log_path = "/dev/null";
    auto player = StartOrDie(options);
    player->Send("x\n");
    player->Receive(In(milliseconds(20)));
    StopAndCheckNothingLeft(*player);
  }
  CHECK(CountOwnFds() == before);
}

TEST_CASE("players started from several threads at once stay separate") {
  std::vector<std::thread> threads;
  std::vector<int> answered(4, 0);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([t, &answered] {
      auto player = ProcessPlayer::Start(Options("echo"));
      if (!player.ok()) return;
      for (int i = 0; i < 50; ++i) {
        const std::string line = std::to_string(t) + " " + std::to_string(i);
        if ((*player)->Send(line + "\n") != Fault::kNone) return;
        const Reply reply = (*player)->Receive(In(kPatience));
        if (!reply.ok() || reply.line != "echo " + line) return;
        ++answered[t];
      }
      (*player)->Stop();
    });
  }
  for (std::thread& thread : threads) thread.join();
  CHECK(answered == std::vector<int>(4, 50));
  CHECK(CountOurChildren() == 0);
}

// A player's own token, from its env_tokens reply: the one entry that is not
// `outer`, which must be there once.
TEST_CASE("an unwritable stderr log is a start error") {
  ProcessOptions options = Options("echo");
  options.stderr_log_path = "/nonexistent-dir/log";
  CHECK(!ProcessPlayer::Start(options).ok());
}

}  // namespace
}  // namespace gauntlet::arena
