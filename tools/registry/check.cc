#include "tools/registry/check.h"

#include <memory>
#include <utility>

#include "absl/strings/escaping.h"
#include "tools/arena/command_seed.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/player_time.h"
#include "tools/registry/registry.h"

namespace gauntlet::registry {
namespace {

using arena::Clock;

// Longest part of a bad answer quoted in a check's message.
constexpr std::size_t kQuotedAnswer = 60;

// One program under check.
struct Probe {
  std::unique_ptr<arena::Player> player;
  arena::ProcessPlayer* process = nullptr;  // behind player, for its stderr
  FirstMessage message;
  Clock::time_point sent;
  std::string failure;  // Why it failed; empty while it has not.
};

std::string Quoted(const std::string& answer) {
  const bool cut = answer.size() > kQuotedAnswer;
  return "\"" + absl::CHexEscape(answer.substr(0, kQuotedAnswer)) + "\"" +
         (cut ? "..." : "");
}

// "what (detail; stderr: tail)", the tail only when the detail lacks it.
std::string Explained(const std::string& what, std::string detail,
                      const std::string& tail) {
  if (!tail.empty() && detail.find("stderr: ") == std::string::npos) {
    detail += (detail.empty() ? "" : "; ") + ("stderr: " + tail);
  }
  return detail.empty() ? what : what + " (" + detail + ")";
}

std::string FaultText(arena::Fault fault) {
  switch (fault) {
    case arena::Fault::kCrash:
      return "exited before answering its first message";
    case arena::Fault::kEndOfOutput:
      return "closed its output without answering its first message";
    case arena::Fault::kTimeout:
      return "did not answer its first message in time";
    case arena::Fault::kLineTooLong:
      return "answered its first message with a line too long";
    case arena::Fault::kWriteFailed:
      return "did not read its first message";
    case arena::Fault::kEarlyLine:
      return "printed a line before it was sent its first message";
    case arena::Fault::kNone:
      break;
  }
  return "failed";
}

void Start(const Game& game, int role, const std::string& command,
           const CheckSetup& setup, Probe& probe) {
  probe.message = game.first_message(role, setup.time);
  arena::ProcessOptions process = setup.process;
  // A check plays no game: `{seed}` is the first seed of a match's default.
  process.command = arena::WithGameSeed(command, 1);
  arena::TellTimeControl(process, setup.time);
  process.stderr_log_path.clear();
  absl::StatusOr<StartedPlayer> player = setup.start
                                             ? setup.start(std::move(process))
                                             : StartProgram(std::move(process));
  if (!player.ok()) {
    probe.failure =
        "could not be started: " + std::string(player.status().message());
    return;
  }
  probe.player = std::move(player->player);
  probe.process = player->process;
  probe.sent = Clock::now();
  const arena::Fault fault = probe.player->Send(probe.message.text);
  if (fault != arena::Fault::kNone) probe.failure = FaultText(fault);
}

void Judge(const CheckSetup& setup, Probe& probe) {
  if (probe.player == nullptr) return;
  if (!probe.failure.empty()) {
    probe.player->Stop();
    probe.failure = Explained(probe.failure, "", probe.process->stderr_tail());
    return;
  }
  const arena::Reply reply =
      probe.player->Receive(setup.time.Deadline(probe.sent, true));
  probe.player->Stop();
  const std::string tail = probe.process->stderr_tail();
  if (!reply.ok()) {
    probe.failure = Explained(FaultText(reply.fault), reply.detail, tail);
    return;
  }
  if (absl::Status well_formed = probe.message.check(reply.line);
      !well_formed.ok()) {
    probe.failure =
        Explained("answered its first message with " + Quoted(reply.line),
                  std::string(well_formed.message()), tail);
  }
}

}  // namespace

absl::StatusOr<CheckSetup> CheckSetupFromFlags(
    const Game& game, const std::vector<std::string>& words) {
  cxxopts::Options options(std::string(game.name));
  options.allow_unrecognised_options();
  AddTimeFlags(options, game.time);
  arena::AddPlayerLimitFlags(options);
  if (game.add_flags) game.add_flags(options);
  std::vector<const char*> argv = {options.program().c_str()};
  for (const std::string& word : words) argv.push_back(word.c_str());
  try {
    const cxxopts::ParseResult parsed =
        options.parse(static_cast<int>(argv.size()), argv.data());
    CheckSetup setup;
    absl::StatusOr<arena::TimeControl> time = ReadTimeFlags(parsed);
    if (!time.ok()) return time.status();
    setup.time = *time;
    absl::StatusOr<arena::ProcessOptions> process =
        arena::ReadPlayerLimitFlags(parsed);
    if (!process.ok()) return process.status();
    setup.process = *std::move(process);
    if (game.player_starter) {
      absl::StatusOr<StartPlayer> start = game.player_starter(parsed);
      if (!start.ok()) return start.status();
      setup.start = *std::move(start);
    }
    return setup;
  } catch (const cxxopts::exceptions::exception& e) {
    return absl::InvalidArgumentError(e.what());
  }
}

std::vector<absl::Status> CheckEntrants(
    const Game& game, const std::vector<std::vector<std::string>>& entrants,
    const CheckSetup& setup) {
  std::vector<absl::Status> statuses(entrants.size());
  if (!game.first_message) {
    for (absl::Status& status : statuses) {
      status = absl::FailedPreconditionError(std::string(game.name) +
                                             " has no referee to check for");
    }
    return statuses;
  }
  // Every program starts and gets its message before any answer is awaited,
  // so the check takes one first move's time, not one per program.
  std::vector<std::vector<Probe>> probes(entrants.size());
  for (std::size_t e = 0; e < entrants.size(); ++e) {
    if (entrants[e].size() != game.roles.size()) {
      statuses[e] = absl::InvalidArgumentError(
          "a " + std::string(game.name) + " entrant is " + EntrantForm(game));
      continue;
    }
    probes[e].resize(entrants[e].size());
    for (std::size_t r = 0; r < entrants[e].size(); ++r) {
      Start(game, static_cast<int>(r), entrants[e][r], setup, probes[e][r]);
    }
  }
  for (std::size_t e = 0; e < entrants.size(); ++e) {
    for (std::size_t r = 0; r < probes[e].size(); ++r) {
      Probe& probe = probes[e][r];
      Judge(setup, probe);
      if (probe.failure.empty() || !statuses[e].ok()) continue;
      const std::string role = game.roles.size() > 1
                                   ? std::string(game.roles[r].name) + ": "
                                   : std::string();
      statuses[e] = absl::FailedPreconditionError(role + probe.failure);
    }
  }
  return statuses;
}

absl::Status CheckEntrant(const Game& game,
                          const std::vector<std::string>& roles,
                          const CheckSetup& setup) {
  return CheckEntrants(game, {roles}, setup).front();
}

std::string CheckFailureLine(const std::string& name,
                             const std::string& command,
                             const absl::Status& status) {
  return name + " (" + command + "): " + std::string(status.message());
}

}  // namespace gauntlet::registry
