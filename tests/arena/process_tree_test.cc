// Stop ends every process a player started, wherever it went: out of its
// process group (setsid), away from its parent (a daemon), without its
// environment, or forking as fast as it can.

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

#include "tests/arena/process_test_util.h"
#include "tools/arena/process_player.h"

namespace gauntlet::arena {
namespace {

std::string OwnToken(const Reply& reply, const std::string& outer) {
  REQUIRE(reply.ok());
  std::istringstream in(reply.line);
  std::vector<std::string> tokens{std::istream_iterator<std::string>(in), {}};
  REQUIRE(tokens.size() == 2);
  CHECK(std::count(tokens.begin(), tokens.end(), outer) == 1);
  return tokens[0] == outer ? tokens[1] : tokens[0];
}

TEST_CASE(
    "each player carries a token of its own and keeps another harness's") {
  const std::string name = "GAUNTLET_PLAYER_" + std::to_string(getpid());
  // As if this harness were another harness's player, and had inherited a
  // stale token of its own name.
  setenv("GAUNTLET_PLAYER_1", "7", 1);
  setenv(name.c_str(), "stale", 1);
  auto first = StartOrDie(Options("env_tokens"));
  auto second = StartOrDie(Options("env_tokens"));
  unsetenv("GAUNTLET_PLAYER_1");
  unsetenv(name.c_str());
  const std::string first_token =
      OwnToken(first->Receive(In(kPatience)), "GAUNTLET_PLAYER_1=7");
  const std::string second_token =
      OwnToken(second->Receive(In(kPatience)), "GAUNTLET_PLAYER_1=7");
  CHECK(first_token.rfind(name + "=", 0) == 0);
  CHECK(second_token.rfind(name + "=", 0) == 0);
  CHECK(first_token != name + "=stale");
  CHECK(first_token != second_token);
  StopAndCheckNothingLeft(*first, /*others_running=*/true);
  StopAndCheckNothingLeft(*second);
}

// The pid a player reports as "ready <pid>".
pid_t ReadyPid(const Reply& reply) {
  REQUIRE(reply.ok());
  REQUIRE(reply.line.rfind("ready ", 0) == 0);
  return std::atoi(reply.line.c_str() + 6);
}

TEST_CASE("a child in a session of its own does not outlive Stop") {
  const Marker marker("setsid");
  auto player = StartOrDie(Options("setsid_child " + marker.text()));
  const pid_t child = ReadyPid(Ask(*player, "go", kPatience).reply);
  // Out of the player's group (so the group kill misses it) and alive.
  CHECK(StatOf(child).pgrp == child);
  CHECK(Marked(marker.text()).size() == 2);
  StopAndCheckNoneMarked(*player, marker);
}

TEST_CASE("a daemon whose parent died does not outlive Stop") {
  const Marker marker("daemon");
  auto player = StartOrDie(Options("daemon " + marker.text()));
  const pid_t daemon = ReadyPid(Ask(*player, "go", kPatience).reply);
  // Its parent is gone: it was re-parented to us, out of the player's tree.
  const ProcStat stat = StatOf(daemon);
  CHECK(stat.ppid == getpid());
  CHECK(stat.pgrp != player->pid());
  StopAndCheckNoneMarked(*player, marker);
}

TEST_CASE("a setsid child that dropped its environment is found by descent") {
  const Marker marker("noenv");
  auto player = StartOrDie(Options("setsid_noenv " + marker.text()));
  const pid_t child = ReadyPid(Ask(*player, "go", kPatience).reply);
  std::ifstream environment("/proc/" + std::to_string(child) + "/environ");
  CHECK(std::string(std::istreambuf_iterator<char>(environment), {}).empty());
  CHECK(StatOf(child).pgrp == child);
  StopAndCheckNoneMarked(*player, marker);
}

TEST_CASE("a fork bomb in a new session is killed to the last process") {
  const Marker marker("bomb");
  auto player = StartOrDie(Options("fork_bomb " + marker.text() + " 7"));
  REQUIRE(Ask(*player, "go", kPatience).reply.line == "started");
  const auto [ready, took] = Ask(*player, "count", kPatience);
  CHECK(ready.line == "ready 254");
  // The nodes, and the player itself.
  CHECK(Marked(marker.text()).size() == 255);
  StopAndCheckNoneMarked(*player, marker);
}

TEST_CASE("a fork bomb stopped while it grows is killed to the last process") {
  const Marker marker("growing");
  auto player = StartOrDie(Options("fork_bomb " + marker.text() + " 7"));
  REQUIRE(Ask(*player, "go", kPatience).reply.line == "started");
  StopAndCheckNoneMarked(*player, marker);
  // Nothing comes back after Stop: no survivor was left forking.
  std::this_thread::sleep_for(milliseconds(300));
  CHECK(Marked(marker.text()).empty());
  CHECK(CountOurChildrenSettled() == 0);
}

TEST_CASE("stopping a player kills only that player's processes") {
  const Marker first_marker("first");
  const Marker second_marker("second");
  const Marker bystander_marker("bystander");
  auto first = StartOrDie(Options("daemon " + first_marker.text()));
  auto second = StartOrDie(Options("daemon " + second_marker.text()));
  ReadyPid(Ask(*first, "go", kPatience).reply);
  ReadyPid(Ask(*second, "go", kPatience).reply);
  // A process of the harness's own, started after the players, in its own
  // session like the daemons: no player's, so no Stop may touch it.
  pid_t bystander;
  const char* argv[] = {ARENA_PLAYER, "sleeper",
                        bystander_marker.text().c_str(), nullptr};
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
  REQUIRE(posix_spawn(&bystander, ARENA_PLAYER, nullptr, &attributes,
                      const_cast<char* const*>(argv), environ) == 0);
  posix_spawnattr_destroy(&attributes);
  // posix_spawn returns once the exec is under way, before the new command
  // line is in place.
  const auto give_up = In(kPatience);
  while (Marked(bystander_marker.text()).empty() && Clock::now() < give_up) {
    std::this_thread::sleep_for(milliseconds(1));
  }
  REQUIRE(Marked(bystander_marker.text()).size() == 1);

  StopAndCheckNoneMarked(*first, first_marker, /*others_running=*/true);
  CHECK(Marked(second_marker.text()).size() == 2);
  CHECK(Marked(bystander_marker.text()).size() == 1);
  StopAndCheckNoneMarked(*second, second_marker, /*others_running=*/true);
  CHECK(Marked(bystander_marker.text()) == std::vector<pid_t>{bystander});
  kill(bystander, SIGKILL);
  int status;
  CHECK(waitpid(bystander, &status, 0) == bystander);
  CHECK(CountOurChildren() == 0);
}

}  // namespace
}  // namespace gauntlet::arena
