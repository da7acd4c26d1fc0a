#include "tools/games/hunger/game.h"

#include <algorithm>
#include <chrono>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/core/thread_cpu.h"
#include "common/hunger/config_json.h"
#include "common/hunger/protocol.h"
#include "common/hunger/world.h"

namespace gauntlet::hunger {
namespace {

using arena::Json;

constexpr int kMaxFaultsListed = 10;

// The replay entry of a message that asks for no answer, or whose sending
// failed.
arena::TurnEntry Unanswered(int seat, const std::string& sent,
                            arena::Fault fault) {
  arena::TurnEntry entry;
  entry.seat = seat;
  entry.sent = sent;
  entry.fault = fault;
  return entry;
}

void AddFault(SeatOutcome& seat, std::string fault) {
  if (static_cast<int>(seat.faults.size()) < kMaxFaultsListed) {
    seat.faults.push_back(std::move(fault));
  }
}

arena::ReplayHeader Header(const arena::Table& table, const RulesConfig& rules,
                           const World& world) {
  arena::ReplayHeader header = table.Header();
  const Rect safe = world.final_safe_area();
  // The full rules configuration: a replay holds everything needed to play
  // its game again (`--rules` accepts this object as it is).
  header.setup = Json{{"origin", {world.origin().x, world.origin().y}},
                      {"final_safe_area", {safe.x0, safe.y0, safe.x1, safe.y1}},
                      {"rules", Json(ConfigToJson(rules))}};
  return header;
}

// Player `id`'s state after a round, with the events it will read in its
// next message, so that a replay can be followed without re-playing it.
Json PlayerInfo(const World& world, int id) {
  const PlayerState& p = world.player(id);
  Observation events_only;
  events_only.events = p.events;
  std::string text = FormatObservation(events_only);
  text.erase(0, text.find('\n') + 1);
  Json events = Json::array();
  for (size_t start = 0; start < text.size();) {
    const size_t end = text.find('\n', start);
    events.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return {{"seat", id},
          {"x", p.x + world.origin().x},
          {"y", p.y + world.origin().y},
          {"dir", std::string(1, DirLetter(p.dir))},
          {"h", p.health},
          {"s", p.energy},
          {"f", p.food},
          {"b", p.battery},
          {"score", static_cast<double>(world.Score(id)) / 10000},
          {"events", std::move(events)},
          {"active", p.active}};
}

arena::MatchResult ResultOf(const arena::Table& table,
                            const GameRecord& outcome) {
  arena::MatchResult result = table.Result();
  for (size_t s = 0; s < table.seats.size(); ++s) {
    const SeatOutcome& seat = outcome.seats[s];
    arena::EntrantResult& entrant =
        arena::Table::AtSeat(result, table, static_cast<int>(s));
    entrant.score = static_cast<double>(seat.score) / 10000;
    entrant.rank = seat.rank;
    entrant.faults = seat.faults;
  }
  result.outcome = outcome.summary;
  result.plies = outcome.rounds;
  return result;
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

absl::StatusOr<GameRecord> PlayGame(const arena::Table& table,
                                    const RulesConfig& rules,
                                    arena::ReplayWriter& replay) {
  const std::vector<arena::SeatedPlayer>& seats = table.seats;
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

  RulesConfig game_config = rules;
  game_config.players = static_cast<int>(seats.size());
  // The table's time control is the game's: recorded in the rules of the
  // replay's setup, so that the setup plays the game again.
  game_config.turn_ms =
      static_cast<int>((table.time.movetime + table.time.grace).count());
  game_config.first_turn_ms =
      game_config.turn_ms + static_cast<int>(table.time.startup.count());
  World world = GenerateWorld(game_config, table.seed);
  const int n = world.player_count();
  const auto stop_all = [&] {
    own_time();
    table.StopAll();
    waited();
  };
  // Only a replay needs the messages and answers kept past their turn.
  const bool recording = replay.enabled();
  if (recording) {
    if (absl::Status s = replay.WriteHeader(Header(table, game_config, world));
        !s.ok()) {
      stop_all();
      return s;
    }
  }
  GameRecord outcome;
  outcome.seats.resize(n);
  std::vector<int> timeouts(n, 0);
  std::vector<Action> actions(n);
  std::vector<bool> asked(n);
  // With a replay, each player's message of the round is kept until its
  // answer is in; without, one buffer serves every message, which keeps the
  // memory they pass through small (a message can be ~500 KB).
  std::vector<std::string> texts(recording ? n : 1);
  // Reused every message, so building one allocates nothing once they have
  // grown to the longest.
  Observation obs;
  ObservationLists lists;
  arena::TurnRecord record;

  const auto disqualify = [&](int id, std::string fault) {
    AddFault(outcome.seats[id], std::move(fault));
    outcome.seats[id].disqualified = true;
    world.Disqualify(id);
    seats[id].player().Stop();
  };

  int round = 0;
  for (; round < game_config.turns; ++round) {
    int active = 0;
    for (int id = 0; id < n; ++id) active += world.player(id).active;
    if (active == 0) break;
    const auto budget = std::chrono::milliseconds(
        round == 0 ? game_config.first_turn_ms : game_config.turn_ms);
    const auto deadline = arena::Clock::now() + budget;
    record.turn = round;
    record.players.clear();
    for (int id = 0; id < n; ++id) {
      asked[id] = false;
      actions[id] = Action::Idle();
      if (!world.player(id).active) continue;
      std::string& text = texts[recording ? id : 0];
      text.clear();
      world.Observe(id, obs, lists);
      AppendObservation(obs, lists, text, game_config.profile);
      own_time();
      const arena::Fault fault = seats[id].player().Send(text);
      waited();
      if (fault != arena::Fault::kNone) {
        if (recording) record.players.push_back(Unanswered(id, text, fault));
        disqualify(id, absl::StrCat(std::string(arena::FaultName(fault)),
                                    " at turn ", round));
        continue;
      }
      asked[id] = true;
    }
    for (int id = 0; id < n; ++id) {
      if (!asked[id]) continue;
      own_time();
      const arena::Reply reply = seats[id].player().Receive(deadline);
      waited();
      if (recording) {
        record.players.push_back(arena::TurnEntry::From(id, texts[id], reply));
      }
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
    if (recording) {
      // Entries by seat, whether the player was lost sending or answering.
      std::sort(record.players.begin(), record.players.end(),
                [](const arena::TurnEntry& a, const arena::TurnEntry& b) {
                  return a.seat < b.seat;
                });
      Json players = Json::array();
      for (int id = 0; id < n; ++id) players.push_back(PlayerInfo(world, id));
      record.info =
          Json{{"players", std::move(players)}, {"rays", world.rays().size()}};
      if (absl::Status s = replay.WriteTurn(record); !s.ok()) {
        stop_all();
        return s;
      }
    }
  }

  // Every remaining player reads its final state with a `finish` event; no
  // answer is asked for. The replay keeps these messages in a last record.
  record.turn = round;
  record.players.clear();
  for (int id = 0; id < n; ++id) {
    SeatOutcome& seat = outcome.seats[id];
    const PlayerState& p = world.player(id);
    seat.score = world.Score(id);
    seat.saber_kills = p.saber_kills;
    seat.ray_kills = p.ray_kills;
    seat.deaths = p.deaths;
    if (!p.active) continue;
    std::string& text = texts[recording ? id : 0];
    text.clear();
    world.Observe(id, obs, lists);
    obs.events.push_back({EventKind::kFinish, 0});
    AppendObservation(obs, lists, text, game_config.profile);
    own_time();
    const arena::Fault fault = seats[id].player().Send(text);
    waited();
    if (recording) record.players.push_back(Unanswered(id, text, fault));
  }
  if (recording) {
    record.info = Json{{"finish", true}};
    if (absl::Status s = replay.WriteTurn(record); !s.ok()) {
      stop_all();
      return s;
    }
  }
  stop_all();
  AssignRanks(outcome.seats);
  outcome.rounds = round;
  int best = 0;
  for (int id = 1; id < n; ++id) {
    if (outcome.seats[id].rank < outcome.seats[best].rank) best = id;
  }
  outcome.summary =
      n == 0 ? "no players"
             : absl::StrCat("player ", best, " (", seats[best].name,
                            ") first with ", outcome.seats[best].score / 10000,
                            " points after ", round, " turns");
  outcome.result = ResultOf(table, outcome);
  own_time();
  outcome.referee_seconds = own;
  return outcome;
}

}  // namespace gauntlet::hunger
