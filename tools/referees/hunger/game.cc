#include "tools/referees/hunger/game.h"

#include <algorithm>
#include <chrono>
#include <ctime>

#include "absl/strings/str_cat.h"
#include "common/hunger/protocol.h"
#include "common/hunger/world.h"
#include "nlohmann/json.hpp"

namespace gauntlet::hunger {
namespace {

constexpr int kMaxFaultsListed = 10;

double ThreadCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

void AddFault(SeatOutcome& seat, std::string fault) {
  if (static_cast<int>(seat.faults.size()) < kMaxFaultsListed) {
    seat.faults.push_back(std::move(fault));
  }
}

nlohmann::json PlayerJson(const World& world, int id) {
  const PlayerState& p = world.player(id);
  // This round's events, as the player will read them in its next message.
  Observation events_only;
  events_only.events = p.events;
  std::string text = FormatObservation(events_only);
  text.erase(0, text.find('\n') + 1);
  nlohmann::json events = nlohmann::json::array();
  for (size_t start = 0; start < text.size();) {
    const size_t end = text.find('\n', start);
    events.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return {{"events", events},
          {"x", p.x + world.origin().x},
          {"y", p.y + world.origin().y},
          {"dir", std::string(1, DirLetter(p.dir))},
          {"h", p.health},
          {"s", p.energy},
          {"f", p.food},
          {"b", p.battery},
          {"score", world.Score(id)},
          {"active", p.active}};
}

}  // namespace

void AssignRanks(std::vector<SeatOutcome>& seats) {
  for (SeatOutcome& seat : seats) {
    int better = 0;
    for (const SeatOutcome& other : seats) {
      if (other.disqualified != seat.disqualified) {
        better += seat.disqualified ? 1 : 0;
      } else if (other.score > seat.score) {
        ++better;
      }
    }
    seat.rank = better + 1;
  }
}

GameOutcome PlayGame(const RulesConfig& config, uint64_t seed,
                     std::span<arena::Player* const> players,
                     std::ostream* replay) {
  // The referee's own cost is counted in this thread's CPU time, so that
  // neither waiting for players nor other programs sharing the machine count.
  double own = 0;
  double mark = ThreadCpuSeconds();
  const auto own_time = [&] {
    const double now = ThreadCpuSeconds();
    own += now - mark;
    mark = now;
  };
  const auto waited = [&] { mark = ThreadCpuSeconds(); };

  RulesConfig game_config = config;
  game_config.players = static_cast<int>(players.size());
  World world = GenerateWorld(game_config, seed);
  const int n = world.player_count();
  GameOutcome outcome;
  outcome.seats.resize(n);
  std::vector<int> timeouts(n, 0);
  std::vector<Action> actions(n);
  std::vector<bool> asked(n);
  std::vector<std::string> answers(n);
  Observation obs;
  std::string text;

  if (replay != nullptr) {
    const Rect safe = world.final_safe_area();
    *replay << nlohmann::json{{"type", "header"},
                              {"game", "hunger"},
                              {"seed", seed},
                              {"players", n},
                              {"origin", {world.origin().x, world.origin().y}},
                              {"final_safe_area",
                               {safe.x0, safe.y0, safe.x1, safe.y1}},
                              {"rules", ConfigToJson(game_config)}}
                   .dump()
            << '\n';
  }

  const auto disqualify = [&](int id, std::string fault) {
    AddFault(outcome.seats[id], std::move(fault));
    outcome.seats[id].disqualified = true;
    world.Disqualify(id);
    players[id]->Stop();
  };

  int round = 0;
  for (; round < game_config.turns; ++round) {
    int active = 0;
    for (int id = 0; id < n; ++id) active += world.player(id).active;
    if (active == 0) break;
    const auto budget = std::chrono::milliseconds(
        round == 0 ? game_config.first_turn_ms : game_config.turn_ms);
    const auto deadline = arena::Clock::now() + budget;
    for (int id = 0; id < n; ++id) {
      asked[id] = false;
      actions[id] = Action::Idle();
      answers[id].clear();
      if (!world.player(id).active) continue;
      text.clear();
      world.Observe(id, obs);
      AppendObservation(obs, text);
      own_time();
      const arena::Fault fault = players[id]->Send(text);
      waited();
      if (fault != arena::Fault::kNone) {
        disqualify(id, absl::StrCat(std::string(arena::FaultName(fault)),
                                    " at turn ", round));
        continue;
      }
      asked[id] = true;
    }
    for (int id = 0; id < n; ++id) {
      if (!asked[id]) continue;
      own_time();
      const arena::Reply reply = players[id]->Receive(deadline);
      waited();
      if (reply.fault == arena::Fault::kTimeout) {
        AddFault(outcome.seats[id], absl::StrCat("timeout at turn ", round));
        if (++timeouts[id] > game_config.max_timeouts) {
          disqualify(id, absl::StrCat("disqualified after ", timeouts[id],
                                      " timeouts"));
        } else {
          world.AddEvent(id, {EventKind::kFailure, 0});
        }
        continue;
      }
      if (!reply.ok()) {
        disqualify(
            id, absl::StrCat(std::string(arena::FaultName(reply.fault)),
                             " at turn ", round,
                             reply.detail.empty() ? "" : ": ", reply.detail));
        continue;
      }
      answers[id] = reply.line;
      auto parsed =
          static_cast<int>(reply.line.size()) > game_config.max_line
              ? absl::StatusOr<Action>(absl::InvalidArgumentError("too long"))
              : ParseAction(reply.line, round + 1);
      if (!parsed.ok()) {
        // A malformed answer is a failed action: the player idles.
        world.AddEvent(id, {EventKind::kFailure, 0});
        AddFault(outcome.seats[id],
                 absl::StrCat("malformed answer at turn ", round));
        continue;
      }
      actions[id] = *parsed;
    }
    world.PlayRound(actions);
    if (replay != nullptr) {
      nlohmann::json state = nlohmann::json::array();
      for (int id = 0; id < n; ++id) state.push_back(PlayerJson(world, id));
      *replay << nlohmann::json{{"type", "turn"},
                                {"turn", round},
                                {"answers", answers},
                                {"players", state},
                                {"rays", world.rays().size()}}
                     .dump()
              << '\n';
    }
  }

  for (int id = 0; id < n; ++id) {
    SeatOutcome& seat = outcome.seats[id];
    const PlayerState& p = world.player(id);
    seat.score = world.Score(id);
    seat.saber_kills = p.saber_kills;
    seat.ray_kills = p.ray_kills;
    seat.deaths = p.deaths;
    if (!p.active) continue;
    text.clear();
    world.Observe(id, obs);
    obs.events.push_back({EventKind::kFinish, 0});
    AppendObservation(obs, text);
    players[id]->Send(text);
  }
  own_time();
  for (int id = 0; id < n; ++id) players[id]->Stop();
  waited();
  AssignRanks(outcome.seats);
  outcome.rounds = round;
  int best = 0;
  for (int id = 1; id < n; ++id) {
    if (outcome.seats[id].rank < outcome.seats[best].rank) best = id;
  }
  outcome.summary = n == 0 ? "no players"
                           : absl::StrCat("player ", best, " first with ",
                                          outcome.seats[best].score / 10000,
                                          " points after ", round, " turns");
  if (replay != nullptr) {
    nlohmann::json seats = nlohmann::json::array();
    for (const SeatOutcome& seat : outcome.seats) {
      seats.push_back({{"score", seat.score / 10000.0},
                       {"rank", seat.rank},
                       {"disqualified", seat.disqualified},
                       {"saber_kills", seat.saber_kills},
                       {"ray_kills", seat.ray_kills},
                       {"deaths", seat.deaths},
                       {"faults", seat.faults}});
    }
    *replay << nlohmann::json{{"type", "result"},
                              {"turns", round},
                              {"outcome", outcome.summary},
                              {"seats", seats}}
                   .dump()
            << '\n';
    replay->flush();
  }
  own_time();
  outcome.referee_seconds = own;
  return outcome;
}

}  // namespace gauntlet::hunger
