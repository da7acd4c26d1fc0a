// Star Hunger Games: the platform re-played from the replay's setup (the
// rules configuration and the game's seed regenerate the very map) and the
// players' answers, through common/hunger/world.h. Messages keep only the
// head of what players saw, so the map cannot come from them.
//
// A 1500 x 1500 platform does not fit in every frame: frame 0 carries the
// generated map and each later frame only the cells that changed, as
// rectangles of equal change, [x, y, width, height, before, after], which the
// page applies forwards and undoes backwards. A cell's code is its terrain
// (0 free, 1 obstacle, 2 damaged, 3 destroyed) plus 4 for food, 8 for a
// battery.

#include "tools/games/hunger/view_frames.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "common/hunger/config.h"
#include "common/hunger/config_json.h"
#include "common/hunger/protocol.h"
#include "common/hunger/world.h"

namespace gauntlet::view {
namespace {

using namespace ::gauntlet::hunger;

void CellCodes(const World& world, std::vector<uint8_t>& codes) {
  const int w = world.width();
  codes.resize(static_cast<std::size_t>(w) * world.height());
  for (int y = 0; y < world.height(); ++y) {
    for (int x = 0; x < w; ++x) {
      codes[static_cast<std::size_t>(y) * w + x] =
          static_cast<uint8_t>(static_cast<int>(world.terrain(x, y)) |
                               (static_cast<int>(world.item(x, y)) << 2));
    }
  }
}

// The cells whose code differs between `before` and `after`, as rectangles:
// runs along each row, then runs of the row below with the same columns and
// change joined to them.
Json ChangedRects(const std::vector<uint8_t>& before,
                  const std::vector<uint8_t>& after, int width, int height) {
  struct Rect {
    int x, y, w, h, from, to;
  };
  std::vector<Rect> rects;
  using Key = std::tuple<int, int, int, int>;  // x, w, from, to
  std::map<Key, std::size_t> open, next_open;
  for (int y = 0; y < height; ++y) {
    next_open.clear();
    const std::size_t row = static_cast<std::size_t>(y) * width;
    for (int x = 0; x < width;) {
      const uint8_t from = before[row + x];
      const uint8_t to = after[row + x];
      if (from == to) {
        ++x;
        continue;
      }
      int end = x + 1;
      while (end < width && before[row + end] == from &&
             after[row + end] == to) {
        ++end;
      }
      const Key key{x, end - x, from, to};
      const auto above = open.find(key);
      if (above != open.end()) {
        ++rects[above->second].h;
        next_open[key] = above->second;
      } else {
        next_open[key] = rects.size();
        rects.push_back(Rect{x, y, end - x, 1, from, to});
      }
      x = end;
    }
    open.swap(next_open);
  }
  Json flat = Json::array();
  for (const Rect& r : rects) {
    for (int v : {r.x, r.y, r.w, r.h, r.from, r.to}) flat.push_back(v);
  }
  return flat;
}

Json PlayersJson(const World& world, const arena::TurnRecord* record) {
  Json players = Json::array();
  for (int id = 0; id < world.player_count(); ++id) {
    const PlayerState& p = world.player(id);
    Json events = Json::array();
    if (record != nullptr && record->info.is_object() &&
        record->info.contains("players")) {
      for (const Json& recorded : record->info.at("players")) {
        if (recorded.value("seat", -1) == id && recorded.contains("events")) {
          events = recorded.at("events");
        }
      }
    }
    players.push_back(
        Json{{"x", p.x},
             {"y", p.y},
             {"dir", std::string(1, DirLetter(p.dir))},
             {"h", p.health},
             {"s", p.energy},
             {"f", p.food},
             {"b", p.battery},
             {"score", static_cast<double>(world.Score(id)) / 10000},
             {"kills", p.saber_kills + p.ray_kills},
             {"deaths", p.deaths},
             {"active", p.active},
             {"events", std::move(events)}});
  }
  return players;
}

Json RaysJson(const World& world) {
  Json rays = Json::array();
  for (const Ray& ray : world.rays()) {
    const auto cells = ray.Current();
    if (cells.empty()) continue;
    rays.push_back(Json{ray.owner, cells.front().x, cells.front().y,
                        cells.back().x, cells.back().y});
  }
  return rays;
}

Json RectJson(const Rect& r) { return Json{r.x0, r.y0, r.x1, r.y1}; }

// Whether the re-played players stand where the referee recorded them.
bool AgreesWithRecord(const World& world, const arena::TurnRecord& record) {
  if (!record.info.is_object() || !record.info.contains("players")) {
    return true;
  }
  for (const Json& recorded : record.info.at("players")) {
    const int id = recorded.value("seat", -1);
    if (id < 0 || id >= world.player_count()) return false;
    const PlayerState& p = world.player(id);
    if (recorded.value("x", int64_t{0}) != p.x + world.origin().x ||
        recorded.value("y", int64_t{0}) != p.y + world.origin().y ||
        recorded.value("h", -1) != p.health ||
        recorded.value("s", -1) != p.energy) {
      return false;
    }
  }
  return true;
}

}  // namespace

absl::StatusOr<GameFrames> HungerFrames(const arena::Replay& replay) {
  const Json& setup = replay.header.setup;
  if (!setup.is_object() || !setup.contains("rules")) {
    return absl::InvalidArgumentError(
        "setup: no \"rules\" (the replay cannot regenerate its platform)");
  }
  // The referee's own copy of the rules, which the header holds whole.
  absl::StatusOr<RulesConfig> rules = ConfigFromJson(
      nlohmann::json::parse(setup.at("rules").dump()), RulesConfig());
  if (!rules.ok()) {
    return absl::InvalidArgumentError("setup: rules: " +
                                      std::string(rules.status().message()));
  }
  World world = GenerateWorld(*rules, replay.header.seed);
  const int n = world.player_count();
  const int width = world.width();
  const int height = world.height();

  GameFrames out;
  std::vector<uint8_t> codes,
      previous(static_cast<std::size_t>(width) * height, 0);
  CellCodes(world, codes);
  out.statics = Json{{"width", width},
                     {"height", height},
                     {"origin", {world.origin().x, world.origin().y}},
                     {"final_safe", RectJson(world.final_safe_area())},
                     {"turns", rules->turns},
                     {"vision", rules->vision_radius},
                     {"max_health", rules->max_health},
                     {"max_energy", rules->max_energy},
                     {"cells", ChangedRects(previous, codes, width, height)}};
  previous.swap(codes);

  const auto frame_state = [&](const arena::TurnRecord* record) {
    return Json{{"round", world.round()},
                {"safe", RectJson(world.safe_area())},
                {"food", world.food_count()},
                {"batteries", world.battery_count()},
                {"players", PlayersJson(world, record)},
                {"rays", RaysJson(world)},
                {"cells", Json::array()}};
  };
  Frame start;
  start.label = "start";
  start.state = frame_state(nullptr);
  out.frames.push_back(std::move(start));

  std::vector<int> timeouts(n, 0);
  std::vector<Action> actions(n);
  for (int r = 0; r < static_cast<int>(replay.turns.size()); ++r) {
    const arena::TurnRecord& record = replay.turns[r];
    const bool finish =
        record.info.is_object() && record.info.value("finish", false);
    if (finish) {
      // The players' last messages: no answer, nothing changes.
      out.frames.back().records.push_back(r);
      continue;
    }
    const std::string where = "turn " + std::to_string(record.turn);
    if (record.turn != world.round()) {
      return absl::InvalidArgumentError(where + " follows round " +
                                        std::to_string(world.round() - 1));
    }
    // Reading a message consumes a player's events (World::Observe).
    for (int id = 0; id < n; ++id) world.mutable_player(id).events.clear();
    std::fill(actions.begin(), actions.end(), Action::Idle());
    for (const arena::TurnEntry& e : record.players) {
      const int id = e.seat;
      if (id < 0 || id >= n) {
        return absl::InvalidArgumentError(where + ": no seat " +
                                          std::to_string(id));
      }
      // The referee's handling of each answer (tools/games/hunger).
      if (e.fault == arena::Fault::kTimeout) {
        if (++timeouts[id] > rules->max_timeouts) {
          world.Disqualify(id);
        } else {
          world.AddEvent(id, {EventKind::kFailure, 0});
        }
        continue;
      }
      if (e.fault != arena::Fault::kNone) {
        world.Disqualify(id);
        continue;
      }
      auto parsed =
          static_cast<int>(e.answer.size()) > rules->max_line
              ? absl::StatusOr<Action>(absl::InvalidArgumentError("too long"))
              : ParseAction(e.answer, record.turn + 1);
      if (!parsed.ok()) {
        world.AddEvent(id, {EventKind::kFailure, 0});
        continue;
      }
      actions[id] = *parsed;
    }
    world.PlayRound(actions);
    if (out.warnings.empty() && !AgreesWithRecord(world, record)) {
      out.warnings.push_back(where +
                             ": the re-played players differ from the "
                             "referee's record (from here on the platform "
                             "may be wrong)");
    }
    CellCodes(world, codes);
    Frame frame;
    frame.turn = record.turn;
    frame.label = "turn " + std::to_string(record.turn);
    frame.records = {r};
    frame.state = frame_state(&record);
    frame.state["cells"] = ChangedRects(previous, codes, width, height);
    previous.swap(codes);
    out.frames.push_back(std::move(frame));
  }
  return out;
}

}  // namespace gauntlet::view
