#include "tools/view/view_data.h"

#include "tools/registry/game_frames.h"
#include "tools/registry/registry.h"

namespace gauntlet::view {
namespace {

absl::StatusOr<GameFrames> FramesOf(const arena::Replay& replay) {
  const std::string& name = replay.header.game;
  absl::StatusOr<const registry::Game*> game = registry::FindGame(name);
  if (!game.ok() || !(*game)->frames) {
    return absl::InvalidArgumentError("no drawing for the game \"" + name +
                                      "\"");
  }
  return (*game)->frames(replay);
}

Json MessageJson(const arena::TurnRecord& record, arena::TurnEntry entry,
                 const std::string& role, const ViewOptions& options) {
  if (options.sent_limit > 0 && entry.sent.size() > options.sent_limit) {
    const std::size_t whole =
        entry.sent_bytes > 0 ? entry.sent_bytes : entry.sent.size();
    entry.KeepSentHead(options.sent_limit);
    entry.sent_bytes = whole;
  }
  Json message = {{"turn", record.turn},
                  {"seat", entry.seat},
                  {"sent", entry.sent},
                  {"answer", entry.answer},
                  {"ms", entry.elapsed_ms}};
  if (entry.sent_bytes > 0) message["sent_bytes"] = entry.sent_bytes;
  if (!role.empty()) message["role"] = role;
  if (entry.fault != arena::Fault::kNone) {
    message["fault"] = std::string(arena::FaultName(entry.fault));
  }
  if (!entry.detail.empty()) message["detail"] = entry.detail;
  return message;
}

}  // namespace

absl::StatusOr<Json> GameData(const arena::Replay& replay,
                              const std::string& source,
                              const ViewOptions& options) {
  const arena::ReplayHeader& header = replay.header;
  absl::StatusOr<GameFrames> frames = FramesOf(replay);
  if (!frames.ok()) {
    return absl::InvalidArgumentError(header.game + " replay " + source + ": " +
                                      std::string(frames.status().message()));
  }
  Json players = Json::array();
  for (const arena::ReplayPlayer& p : header.players) {
    players.push_back(
        Json{{"name", p.name}, {"command", p.command}, {"seat", p.seat}});
  }
  Json frame_list = Json::array();
  for (Frame& frame : frames->frames) {
    Json messages = Json::array();
    bool fault = false;
    for (int r : frame.records) {
      const arena::TurnRecord& record = replay.turns[r];
      for (const arena::TurnEntry& entry : record.players) {
        fault = fault || entry.fault != arena::Fault::kNone;
        const std::string role =
            frames->role ? frames->role(record, entry) : std::string();
        messages.push_back(MessageJson(record, entry, role, options));
      }
    }
    Json json = {{"turn", frame.turn},
                 {"label", frame.label},
                 {"messages", std::move(messages)},
                 {"state", std::move(frame.state)}};
    if (fault) json["fault"] = true;
    frame_list.push_back(std::move(json));
  }
  Json result = Json();
  if (replay.result) result = arena::ToJson(*replay.result);
  return Json{{"kind", "game"},
              {"game", header.game},
              {"rules_version", header.rules_version},
              {"source", source},
              {"index", header.index},
              {"seed", arena::SeedText(header.seed)},
              {"players", std::move(players)},
              {"limits", header.limits},
              {"static", std::move(frames->statics)},
              {"warnings", frames->warnings},
              {"result", std::move(result)},
              {"frames", std::move(frame_list)}};
}

}  // namespace gauntlet::view
