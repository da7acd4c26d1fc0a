// Harness round-trip figures: how long a Send + Receive of one short line
// takes through ProcessPlayer (pipes, I/O thread) and InProcessPlayer.
//   arena_bench [--rounds N] [--command CMD]

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "tools/arena/in_process_player.h"
#include "tools/arena/process_player.h"

namespace {

using gauntlet::arena::Clock;
using gauntlet::arena::Player;

void Report(const std::string& what, std::vector<double>& micros) {
  std::sort(micros.begin(), micros.end());
  const auto at = [&micros](double q) {
    return micros[static_cast<size_t>(q * (micros.size() - 1))];
  };
  std::cout << what << ": " << micros.size() << " round trips, median "
            << at(0.5) << " us, p99 " << at(0.99) << " us, max "
            << micros.back() << " us\n";
}

// False when the player did not echo.
bool RoundTrips(Player& player, int rounds, std::vector<double>& micros) {
  const std::string line = "move 12 34 up\n";
  for (int i = 0; i < rounds; ++i) {
    const auto start = Clock::now();
    player.Send(line);
    const auto reply = player.Receive(start + std::chrono::seconds(5));
    if (!reply.ok()) {
      std::cerr << "no echo: " << gauntlet::arena::FaultName(reply.fault) << " "
                << reply.detail << "\n";
      return false;
    }
    micros.push_back(
        std::chrono::duration<double, std::micro>(Clock::now() - start)
            .count());
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  cxxopts::Options options("arena_bench", "Harness round-trip latency");
  options.add_options()("rounds", "round trips per player kind",
                        cxxopts::value<int>()->default_value("5000"))(
      "command", "an echoing player command",
      cxxopts::value<std::string>()->default_value("cat"));
  const auto parsed = gauntlet::ParseCommandLine(options, argc, argv);
  const int rounds = parsed["rounds"].as<int>();
  if (rounds < 1) gauntlet::UsageError(options, "--rounds must be positive");

  gauntlet::arena::ProcessOptions process;
  process.command = parsed["command"].as<std::string>();
  auto player = gauntlet::arena::ProcessPlayer::Start(process);
  if (!player.ok()) {
    std::cerr << player.status().message() << "\n";
    return 1;
  }
  std::vector<double> micros;
  if (!RoundTrips(**player, rounds, micros)) return 1;
  Report("ProcessPlayer (" + process.command + ")", micros);
  const auto stop_start = Clock::now();
  (*player)->Stop();
  std::cout << "Stop: "
            << std::chrono::duration<double, std::micro>(Clock::now() -
                                                         stop_start)
                   .count()
            << " us\n";

  gauntlet::arena::InProcessPlayer echo(
      [](std::string_view line,
         gauntlet::arena::InProcessPlayer::Responder& out) {
        out.Say(std::string(line));
      });
  micros.clear();
  if (!RoundTrips(echo, rounds, micros)) return 1;
  Report("InProcessPlayer", micros);
  return 0;
}
