#include <memory>
#include <utility>

#include "tools/registry/game.h"

namespace gauntlet::registry {

absl::StatusOr<StartedPlayer> StartProgram(arena::ProcessOptions process) {
  absl::StatusOr<std::unique_ptr<arena::ProcessPlayer>> player =
      arena::ProcessPlayer::Start(std::move(process));
  if (!player.ok()) return player.status();
  StartedPlayer started;
  started.process = player->get();
  started.player = *std::move(player);
  return started;
}

}  // namespace gauntlet::registry
