// The referee with in-process players.

#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>

#include "bots/hunger/strategy.h"
#include "common/core/line_io.h"
#include "tests/arena/scripted_player.h"
#include "tests/support/match_results.h"
#include "tests/support/run_program.h"
#include "tools/arena/in_process_player.h"
#include "tools/arena/match_output.h"
#include "tools/games/hunger/game.h"

namespace gauntlet::hunger {
namespace {

namespace fs = std::filesystem;

// Answers every message with `answer` (or a fault) and keeps what it got.
class ScriptedPlayer : public arena::Player {
 public:
  explicit ScriptedPlayer(std::string answer,
                          arena::Fault fault = arena::Fault::kNone)
      : answer_(std::move(answer)), fault_(fault) {}
  arena::Fault Send(std::string_view text) override {
    messages.emplace_back(text);
    return arena::Fault::kNone;
  }
  arena::Reply Receive(arena::Clock::time_point) override {
    arena::Reply reply;
    reply.fault = fault_;
    reply.line = answer_;
    return reply;
  }
  void Stop() override { ++stops; }
  std::string ExitDescription() const override { return "scripted"; }

  std::vector<std::string> messages;
  int stops = 0;

 private:
  std::string answer_;
  arena::Fault fault_;
};

// An in-process player that idles, answering once per message (the status
// line says how many event and object lines follow it), and crashes at its
// `crash_at`-th message when that is positive.
arena::ScriptedPlayer Idler(int crash_at = 0) {
  struct State {
    int skip = 0;
    int messages = 0;
  };
  return arena::ScriptedPlayer(
      [state = State{}, crash_at](
          std::string_view line,
          arena::ScriptedPlayer::Responder& out) mutable {
        if (state.skip > 0) {
          --state.skip;
          return;
        }
        std::istringstream words{std::string(line)};
        std::string word;
        for (int i = 0; i < 8; ++i) words >> word;
        int events = -1;
        int objects = -1;
        words >> events >> objects;
        if (!words || events < 0 || objects < 0) {
          out.Fail(arena::Fault::kCrash, "not a status line");
          return;
        }
        state.skip = events + objects;
        if (++state.messages == crash_at) {
          out.Fail(arena::Fault::kCrash, "signal 11 (SIGSEGV)");
          return;
        }
        out.Say("idle");
      });
}

RulesConfig SmallRules(int turns) {
  RulesConfig config;
  config.width = config.height = 300;
  config.turns = turns;
  return config;
}

// A bot of `level` in this process whose every answer takes no time, so
// games replay identically whatever the machine's load.
std::unique_ptr<arena::InProcessPlayer> BotPlayer(const std::string& level,
                                                  uint64_t seed) {
  arena::InProcessOptions options;
  options.reply_time = arena::Clock::duration::zero();
  options.max_line_length = kMaxMessageLine;
  return std::make_unique<arena::InProcessPlayer>(
      std::make_unique<StrategyBot>(*MakeStrategy(level, seed)), options);
}

// The statement's turn times: 200 ms, 2000 ms for the first.
arena::TimeControl TurnTimes() {
  return {std::chrono::milliseconds(200), std::chrono::milliseconds(0),
          std::chrono::milliseconds(1800)};
}

arena::Table Seats(const std::vector<arena::Player*>& players, uint64_t seed) {
  arena::Table table;
  table.game = "hunger";
  table.rules_version = "lsh2019";
  table.seed = seed;
  table.time = TurnTimes();
  for (size_t s = 0; s < players.size(); ++s) {
    const std::string name = "p" + std::to_string(s + 1);
    table.seats.push_back({{players[s]}, name, "in-process " + name, int(s)});
  }
  return table;
}

GameRecord Play(const RulesConfig& config, uint64_t seed,
                const std::vector<arena::Player*>& players,
                arena::ReplayWriter& replay) {
  absl::StatusOr<GameRecord> outcome =
      PlayGame(Seats(players, seed), config, replay);
  REQUIRE(outcome.ok());
  return *std::move(outcome);
}

GameRecord Play(const RulesConfig& config, uint64_t seed,
                const std::vector<arena::Player*>& players) {
  arena::ReplayWriter no_replay;
  return Play(config, seed, players, no_replay);
}

// A game of the four bot levels with its replay in `path`.
GameRecord BotGame(const std::string& path) {
  std::vector<std::unique_ptr<arena::InProcessPlayer>> bots;
  std::vector<arena::Player*> players;
  for (const char* level : {"planner", "greedy", "random", "idle"}) {
    bots.push_back(BotPlayer(level, 3));
    players.push_back(bots.back().get());
  }
  auto replay = arena::ReplayWriter::Open(path);
  REQUIRE(replay.ok());
  GameRecord outcome = Play(SmallRules(60), 11, players, *replay);
  REQUIRE(replay->WriteResult(outcome.result).ok());
  REQUIRE(replay->Close().ok());
  return outcome;
}

TEST_CASE("a game with bots: replay, ranks, finish, every player stopped") {
  const std::string dir = testing::ScratchDir("hunger_bots");
  const GameRecord outcome = BotGame(dir + "/a.replay.jsonl");
  CHECK(outcome.rounds == 60);
  REQUIRE(outcome.seats.size() == 4);
  int firsts = 0;
  for (const SeatOutcome& seat : outcome.seats) {
    firsts += seat.rank == 1;
    CHECK(seat.faults.empty());
  }
  CHECK(firsts >= 1);

  const auto replay = arena::ReplayReader::Read(dir + "/a.replay.jsonl");
  REQUIRE(replay.ok());
  CHECK(replay->header.game == "hunger");
  CHECK(replay->header.setup["rules"]["turns"] == 60);
  CHECK(replay->header.setup["rules"]["players"] == 4);
  CHECK(replay->header.setup["origin"].size() == 2);
  CHECK(replay->header.setup["final_safe_area"].size() == 4);
  CHECK(replay->header.limits["move_ms"] == 200);
  CHECK(replay->header.limits["startup_ms"] == 1800);
  CHECK(replay->header.setup["rules"]["turn_ms"] == 200);
  CHECK(replay->header.setup["rules"]["first_turn_ms"] == 2000);
  CHECK(replay->header.setup["rules"]["profile"] == "default");
  // 60 rounds and the `finish` messages.
  REQUIRE(replay->turns.size() == 61);
  for (int t = 0; t < 60; ++t) {
    const arena::TurnRecord& turn = replay->turns[t];
    CHECK(turn.turn == t);
    REQUIRE(turn.players.size() == 4);
    for (int s = 0; s < 4; ++s) {
      const arena::TurnEntry& entry = turn.players[s];
      CHECK(entry.seat == s);
      CHECK(entry.sent.starts_with(std::to_string(s) + " "));
      CHECK(entry.fault == arena::Fault::kNone);
      CHECK(ParseAction(entry.answer).ok());
    }
    REQUIRE(turn.info["players"].size() == 4);
    for (const char* key :
         {"x", "y", "dir", "h", "s", "f", "b", "score", "events", "active"}) {
      CHECK(turn.info["players"][0].contains(key));
    }
  }
  const arena::TurnRecord& finish = replay->turns.back();
  CHECK(finish.turn == 60);
  CHECK(finish.info["finish"] == true);
  REQUIRE(finish.players.size() == 4);
  CHECK(finish.players[0].sent.find("\nfinish\n") != std::string::npos);
  // The last round's state is the one the final messages show.
  const arena::Json& last = replay->turns[59].info["players"][2];
  CHECK(finish.players[2].sent.starts_with(
      "2 " + std::to_string(last["h"].get<int>()) + " " +
      std::to_string(last["s"].get<int>()) + " "));
  REQUIRE(replay->result.has_value());
  CHECK(arena::ToJson(*replay->result) == arena::ToJson(outcome.result));

  // Same seed, same game, byte for byte.
  BotGame(dir + "/b.replay.jsonl");
  CHECK(testing::ReadFile(dir + "/a.replay.jsonl") ==
        testing::ReadFile(dir + "/b.replay.jsonl"));
  fs::remove_all(dir);
}

TEST_CASE("a match through the arena: replays parse, results match them") {
  const std::string dir = testing::ScratchDir("hunger_match");
  arena::MatchFlags flags;
  flags.games = 2;
  flags.seed = 5;
  flags.out = dir;
  flags.names = {"planner", "greedy", "idler", "crasher"};
  const auto play =
      [&](int index, uint64_t seed,
          arena::ReplayWriter& replay) -> absl::StatusOr<arena::MatchResult> {
    auto planner = BotPlayer("planner", seed);
    auto greedy = BotPlayer("greedy", seed);
    arena::ScriptedPlayer idler = Idler();
    arena::ScriptedPlayer crasher = Idler(/*crash_at=*/3);
    arena::Player* entrants[] = {planner.get(), greedy.get(), &idler, &crasher};
    arena::Table table = Seats({}, seed);
    table.index = index;
    table.limits = arena::Json{{"cpu_seconds", 0}};
    table.seats.resize(4);
    for (int e = 0; e < 4; ++e) {
      table.seats[arena::SeatOf(e, index, 4)] =
          arena::SeatedPlayer{{entrants[e]}, flags.names[e], "in-process", e};
    }
    absl::StatusOr<GameRecord> outcome =
        PlayGame(table, SmallRules(20), replay);
    if (!outcome.ok()) return outcome.status();
    return std::move(outcome->result);
  };
  REQUIRE(arena::RunMatchGames(flags, play) == 0);

  const std::vector<arena::MatchResult> lines =
      testing::ReadMatchResults(dir + "/results.jsonl");
  REQUIRE(lines.size() == 2);
  for (int k = 0; k < 2; ++k) {
    INFO("game " << k);
    const auto replay = arena::ReplayReader::Read(
        dir + "/game-" + std::to_string(k) + ".replay.jsonl");
    REQUIRE(replay.ok());
    REQUIRE(replay->result.has_value());
    CHECK(arena::ToJson(*replay->result) == arena::ToJson(lines[k]));
    CHECK(replay->header.index == k);
    CHECK(replay->header.seed == flags.GameSeed(k));
    CHECK(replay->header.limits["cpu_seconds"] == 0);
    CHECK(replay->header.limits["move_ms"] == 200);
    const arena::MatchResult& result = lines[k];
    CHECK(result.game == "hunger");
    CHECK(result.plies == 20);
    REQUIRE(result.entrants.size() == 4);
    for (int e = 0; e < 4; ++e) {
      // Entrants in command order; game 0 seats them in that order.
      CHECK(result.entrants[e].name == flags.names[e]);
      CHECK(result.entrants[e].seat == arena::SeatOf(e, k, 4));
      CHECK(replay->header.players[e].seat == arena::SeatOf(e, k, 4));
    }
    if (k == 0) CHECK(result.entrants[2].seat == 2);
    // The crasher answered twice, died at its third message and ranks last.
    const arena::EntrantResult& crasher = result.entrants[3];
    CHECK(crasher.rank == 4);
    REQUIRE(crasher.faults.size() == 1);
    CHECK(crasher.faults[0] == "crash at turn 2: signal 11 (SIGSEGV)");
    const int seat = crasher.seat;
    const auto entry_of = [&](int turn) -> const arena::TurnEntry* {
      for (const arena::TurnEntry& e : replay->turns[turn].players) {
        if (e.seat == seat) return &e;
      }
      return nullptr;
    };
    REQUIRE(entry_of(1) != nullptr);
    CHECK(entry_of(1)->answer == "idle");
    REQUIRE(entry_of(2) != nullptr);
    CHECK(entry_of(2)->fault == arena::Fault::kCrash);
    CHECK(entry_of(3) == nullptr);
    CHECK(replay->turns[3].info["players"][seat]["active"] == false);
    CHECK(result.entrants[2].faults.empty());
  }
  fs::remove_all(dir);
}

// Passes everything on to `inner`, keeping the messages it was sent.
class Recorder : public arena::Player {
 public:
  explicit Recorder(arena::Player& inner) : inner_(inner) {}
  arena::Fault Send(std::string_view text) override {
    messages.emplace_back(text);
    return inner_.Send(text);
  }
  arena::Reply Receive(arena::Clock::time_point deadline) override {
    return inner_.Receive(deadline);
  }
  void Stop() override { inner_.Stop(); }
  std::string ExitDescription() const override {
    return inner_.ExitDescription();
  }

  std::vector<std::string> messages;

 private:
  arena::Player& inner_;
};

bool WholeNumber(const std::string& word) {
  if (word.empty() || word == "-") return false;
  for (size_t i = word[0] == '-' ? 1 : 0; i < word.size(); ++i) {
    if (word[i] < '0' || word[i] > '9') return false;
  }
  return true;
}

TEST_CASE("under the lsh2019 profile our bots play clean in the 2019 format") {
  RulesConfig config = SmallRules(150);  // the platform decays within it
  config.height = 320;
  ApplyProfile(Profile::kLsh2019, config);
  std::vector<std::unique_ptr<arena::InProcessPlayer>> bots;
  std::vector<std::unique_ptr<Recorder>> recorders;
  std::vector<arena::Player*> players;
  for (const char* level : {"planner", "greedy", "greedy"}) {
    bots.push_back(BotPlayer(level, 7 + bots.size()));
    recorders.push_back(std::make_unique<Recorder>(*bots.back()));
    players.push_back(recorders.back().get());
  }
  const std::string dir = testing::ScratchDir("hunger_lsh2019");
  auto replay = arena::ReplayWriter::Open(dir + "/game.replay.jsonl");
  REQUIRE(replay.ok());
  const GameRecord outcome = Play(config, 21, players, *replay);
  REQUIRE(replay->Close().ok());
  CHECK(outcome.rounds == 150);
  for (const SeatOutcome& seat : outcome.seats) {
    CHECK(seat.faults.empty());
    CHECK(!seat.disqualified);
  }
  const auto header = arena::ReplayReader::Read(dir + "/game.replay.jsonl");
  REQUIRE(header.ok());
  CHECK(header->header.setup["rules"]["profile"] == "lsh2019");
  CHECK(header->header.setup["origin"] == arena::Json::array({0, 0}));
  fs::remove_all(dir);

  const auto inside = [&](const Point& p) {
    return p.x >= 0 && p.x < config.width && p.y >= 0 && p.y < config.height;
  };
  int player_lines = 0;
  int64_t cells = 0;
  for (const auto& recorder : recorders) {
    CHECK(recorder->messages.size() == 151);
    for (const std::string& message : recorder->messages) {
      // `player x y D id smooth r`: every field a whole number but D.
      std::istringstream lines(message);
      for (std::string line; std::getline(lines, line);) {
        if (!line.starts_with("player ")) continue;
        ++player_lines;
        std::istringstream words(line);
        std::vector<std::string> fields;
        for (std::string word; words >> word;) fields.push_back(word);
        REQUIRE(fields.size() == 7);
        for (int i : {1, 2, 4, 5, 6}) {
          INFO(line);
          CHECK(WholeNumber(fields[i]));
        }
      }
      // Every coordinate on the platform, as the 2019 judge numbers it.
      std::istringstream in(message);
      LineReader reader(in, kMaxMessageLine);
      Observation obs;
      REQUIRE(ReadObservation(reader, obs).ok());
      CHECK(inside(obs.center));
      for (const SeenPlayer& p : obs.players) CHECK(inside(p.center));
      for (const SeenRay& ray : obs.rays) {
        for (const Point& p : ray.cells) CHECK(inside(p));
      }
      for (const auto* list : {&obs.food_cells, &obs.battery_cells,
                               &obs.obstacles, &obs.damaged, &obs.destroyed}) {
        for (const Point& p : *list) {
          cells += 1;
          if (!inside(p)) FAIL_CHECK("outside: " << p.x << " " << p.y);
        }
      }
    }
  }
  // The checks met players and many cells.
  CHECK(player_lines > 20);
  CHECK(cells > 10000);
}

TEST_CASE("malformed and impossible answers are failures and idle") {
  ScriptedPlayer garbage("dance now");
  ScriptedPlayer impossible("attack 0");  // attacks itself (id 1 -> 0 far)
  ScriptedPlayer idle("idle");
  const GameRecord outcome =
      Play(SmallRules(5), 3, {&garbage, &impossible, &idle});
  CHECK(!outcome.seats[0].disqualified);
  CHECK(outcome.seats[0].faults.size() == 5);
  CHECK(outcome.seats[1].faults.empty());  // legal syntax, just impossible
  // From the second message on, each carries the failure of the last turn.
  REQUIRE(garbage.messages.size() == 6);
  for (int i = 1; i < 6; ++i) {
    CHECK(garbage.messages[i].find("\nfailure\n") != std::string::npos);
    CHECK(impossible.messages[i].find("\nfailure\n") != std::string::npos);
    CHECK(idle.messages[i].find("failure") == std::string::npos);
  }
  // The last message ends the game with `finish`.
  CHECK(idle.messages.back().find("\nfinish\n") != std::string::npos);
  // Its status line says the player idled five turns: 200 - 5 energy.
  std::istringstream in(idle.messages.back());
  LineReader reader(in, 32 << 20);
  Observation obs;
  const absl::Status read = ReadObservation(reader, obs);
  INFO(read.message() << "\n" << idle.messages.back());
  REQUIRE(read.ok());
  CHECK(obs.id == 2);
  CHECK(obs.energy == 195);
  CHECK(obs.HasEvent(EventKind::kFinish));
}

TEST_CASE("timeouts: failure until the limit, then disqualified") {
  RulesConfig config = SmallRules(10);
  config.max_timeouts = 2;
  ScriptedPlayer slow("", arena::Fault::kTimeout);
  ScriptedPlayer crashed("", arena::Fault::kCrash);
  ScriptedPlayer idle("idle");
  const GameRecord outcome = Play(config, 4, {&slow, &crashed, &idle});
  CHECK(outcome.rounds == 10);
  CHECK(outcome.seats[0].disqualified);
  CHECK(slow.messages.size() == 3);  // two timeouts allowed, the third ends it
  CHECK(slow.messages[1].find("\nfailure\n") != std::string::npos);
  CHECK(outcome.seats[1].disqualified);
  CHECK(crashed.messages.size() == 1);
  CHECK(!outcome.seats[1].faults.empty());
  CHECK(outcome.seats[2].rank == 1);
  CHECK(outcome.seats[0].rank > 1);
  CHECK(idle.messages.size() == 11);
  CHECK(idle.stops >= 1);
  // Disqualified seats rank after the others in the contract's result too.
  CHECK(outcome.result.entrants[2].rank == 1);
  CHECK(outcome.result.entrants[0].rank > 1);
  CHECK(outcome.result.entrants[1].rank > 1);
}

TEST_CASE("ranks: higher score first, ties shared, disqualified last") {
  std::vector<SeatOutcome> seats(4);
  seats[0].score = 10;
  seats[1].score = 30;
  seats[2].score = 10;
  seats[3].score = 99;
  seats[3].disqualified = true;
  AssignRanks(seats);
  CHECK(seats[1].rank == 1);
  CHECK(seats[0].rank == 2);
  CHECK(seats[2].rank == 2);
  CHECK(seats[3].rank == 4);
}

}  // namespace
}  // namespace gauntlet::hunger
