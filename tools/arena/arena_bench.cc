// Harness round-trip figures: how long a Send + Receive of one short line
// takes through ProcessPlayer (pipes, I/O thread) and InProcessPlayer, and
// how long ProcessPlayer::Stop takes (once per player per game).
//   arena_bench [--rounds N] [--stops N] [--command CMD]

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/quantile.h"
#include "tools/arena/in_process_player.h"
#include "tools/arena/process_player.h"

namespace {

using gauntlet::arena::Clock;
using gauntlet::arena::Player;

void Report(const std::string& what, const std::string& unit,
            const std::vector<double>& micros) {
  using gauntlet::Quantile;
  std::cout << what << ": " << micros.size() << " " << unit << ", median "
            << Quantile(micros, 0.5) << " us, p99 " << Quantile(micros, 0.99)
            << " us, max " << Quantile(micros, 1) << " us\n";
}

double MicrosSince(Clock::time_point start) {
  return std::chrono::duration<double, std::micro>(Clock::now() - start)
      .count();
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
    micros.push_back(MicrosSince(start));
  }
  return true;
}

// Answers each line with itself.
class EchoBot : public gauntlet::Bot {
 public:
  absl::StatusOr<std::optional<std::string>> Step(
      gauntlet::LineReader& input) override {
    auto line = input.Next();
    if (!line.ok()) return line.status();
    return *line;
  }
};

}  // namespace

int main(int argc, char** argv) {
  cxxopts::Options options("arena_bench", "Harness round-trip latency");
  options.add_options()("rounds", "round trips per player kind",
                        cxxopts::value<int>()->default_value("5000"))(
      "stops", "players started, asked once and stopped, for Stop's cost",
      cxxopts::value<int>()->default_value("50"))(
      "command", "an echoing player command",
      cxxopts::value<std::string>()->default_value("cat"));
  const auto parsed = gauntlet::ParseCommandLine(options, argc, argv);
  const int rounds = parsed["rounds"].as<int>();
  if (rounds < 1) gauntlet::UsageError(options, "--rounds must be positive");
  const int stops = parsed["stops"].as<int>();
  if (stops < 1) gauntlet::UsageError(options, "--stops must be positive");

  gauntlet::arena::ProcessOptions process;
  process.command = parsed["command"].as<std::string>();
  auto player = gauntlet::arena::ProcessPlayer::Start(process);
  if (!player.ok()) {
    std::cerr << player.status().message() << "\n";
    return 1;
  }
  std::vector<double> micros;
  if (!RoundTrips(**player, rounds, micros)) return 1;
  Report("ProcessPlayer (" + process.command + ")", "round trips", micros);
  (*player)->Stop();

  // One Stop is one sample of a noisy figure; a player that answered once is
  // what a game leaves behind.
  micros.clear();
  for (int i = 0; i < stops; ++i) {
    auto stopped = gauntlet::arena::ProcessPlayer::Start(process);
    if (!stopped.ok()) {
      std::cerr << stopped.status().message() << "\n";
      return 1;
    }
    std::vector<double> ignored;
    if (!RoundTrips(**stopped, 1, ignored)) return 1;
    const auto start = Clock::now();
    (*stopped)->Stop();
    micros.push_back(MicrosSince(start));
  }
  Report("ProcessPlayer::Stop", "stops", micros);

  gauntlet::arena::InProcessPlayer echo(std::make_unique<EchoBot>());
  micros.clear();
  if (!RoundTrips(echo, rounds, micros)) return 1;
  Report("InProcessPlayer", "round trips", micros);
  return 0;
}
