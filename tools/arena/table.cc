#include "tools/arena/table.h"

#include <utility>

namespace gauntlet::arena {

ReplayHeader Table::Header() const {
  ReplayHeader header;
  header.game = game;
  header.rules_version = rules_version;
  header.seed = seed;
  header.index = index;
  header.players.resize(seats.size());
  for (size_t s = 0; s < seats.size(); ++s) {
    header.players[seats[s].entrant] =
        ReplayPlayer{seats[s].name, seats[s].command, static_cast<int>(s)};
  }
  header.limits = Json{{"move_ms", time.movetime.count()},
                       {"grace_ms", time.grace.count()},
                       {"startup_ms", time.startup.count()}};
  for (const auto& [key, value] : limits.items()) header.limits[key] = value;
  return header;
}

MatchResult Table::Result() const {
  MatchResult result;
  result.game = game;
  result.index = index;
  result.seed = seed;
  result.entrants.resize(seats.size());
  for (size_t s = 0; s < seats.size(); ++s) {
    EntrantResult& entrant = result.entrants[seats[s].entrant];
    entrant.name = seats[s].name;
    entrant.command = seats[s].command;
    entrant.seat = static_cast<int>(s);
  }
  return result;
}

EntrantResult& Table::AtSeat(MatchResult& result, const Table& table,
                             int seat) {
  return result.entrants[table.seats[seat].entrant];
}

void Table::StopAll() const {
  for (const SeatedPlayer& seat : seats) {
    for (Player* player : seat.roles) player->Stop();
  }
}

absl::StatusOr<SeatedTable> SeatEntrants(
    const Table& table, const MatchFlags& flags,
    const std::vector<std::string>& commands, int roles, int index,
    const PlayerMaker& make) {
  const int n = static_cast<int>(commands.size());
  SeatedTable seated;
  seated.table = table;
  seated.table.index = index;
  seated.table.seed = flags.GameSeed(index);
  seated.table.round = flags.RoundOf(index);
  seated.table.seats.assign(n, SeatedPlayer{});
  for (int entrant = 0; entrant < n; ++entrant) {
    SeatedPlayer& seat = seated.table.seats[SeatOf(entrant, index, n)];
    seat.name = flags.names[entrant];
    seat.command = commands[entrant];
    seat.entrant = entrant;
    for (int role = 0; role < roles; ++role) {
      absl::StatusOr<std::unique_ptr<Player>> player =
          make(entrant, role, index);
      if (!player.ok()) {
        for (auto& started : seated.owned) started->Stop();
        return player.status();
      }
      seat.roles.push_back(player->get());
      seated.owned.push_back(*std::move(player));
    }
  }
  return seated;
}

}  // namespace gauntlet::arena
