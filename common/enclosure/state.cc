#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

State NewGame(const std::array<int, kPlayers>& starts) {
  State state;
  state.region_of.fill(kNoRegion);
  for (int i = 0; i < kPlayers; ++i) {
    auto& p = state.players[i];
    if (starts[i] >= 0 && starts[i] < kVertices) {
      p.pos = static_cast<uint8_t>(starts[i]);
    } else {
      p.pos = 0;
      p.alive = false;
    }
  }
  return state;
}

void GrantRegions(State& state, int player, Bits128 cells) {
  auto& p = state.players[player];
  while (cells.Any()) {
    const Bits128 component = ComponentOf(cells, cells.Lowest());
    cells = cells & ~component;
    const uint8_t region = state.region_count++;
    const int size = component.Count();
    state.region_owner[region] = static_cast<uint8_t>(player);
    state.region_size[region] = static_cast<uint8_t>(size);
    component.ForEach([&](int c) { state.region_of[c] = region; });
    state.owned |= component;
    p.regions += 1;
    p.cells += static_cast<uint16_t>(size);
    p.sum_squares += size * size;
  }
}

}  // namespace gauntlet::enclosure
