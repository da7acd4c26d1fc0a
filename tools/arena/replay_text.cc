#include "tools/arena/replay_text.h"

#include <algorithm>
#include <sstream>

#include "tools/arena/match_output.h"

namespace gauntlet::arena {
namespace {

// A player's text on one line: JSON string escaping shows newlines and
// control bytes unambiguously.
std::string Quoted(const std::string& text) {
  return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string Milliseconds(double ms) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(1);
  out << ms << " ms";
  return out.str();
}

}  // namespace

std::string ReplayText(const Replay& replay, bool with_sent) {
  const ReplayHeader& header = replay.header;
  std::ostringstream out;
  out << header.game << " (rules " << header.rules_version << ") game "
      << header.index << ", seed " << header.seed << "\n";
  std::vector<ReplayPlayer> by_seat = header.players;
  std::sort(by_seat.begin(), by_seat.end(),
            [](const ReplayPlayer& a, const ReplayPlayer& b) {
              return a.seat < b.seat;
            });
  for (const ReplayPlayer& p : by_seat) {
    out << "  seat " << p.seat << ": " << p.name << "  (" << p.command << ")\n";
  }
  out << "  limits: " << header.limits.dump() << "\n";
  if (!header.setup.is_null())
    out << "  setup: " << header.setup.dump() << "\n";
  for (const TurnRecord& turn : replay.turns) {
    out << "turn " << turn.turn << "\n";
    for (const TurnEntry& e : turn.players) {
      out << "  seat " << e.seat << ": ";
      if (with_sent) {
        out << "sent " << Quoted(e.sent);
        if (e.sent_bytes != 0)
          out << " (first bytes of " << e.sent_bytes << ")";
        out << ", ";
      }
      if (e.fault == Fault::kNone) {
        out << Quoted(e.answer);
      } else {
        out << FaultName(e.fault);
        if (!e.detail.empty()) out << " (" << e.detail << ")";
        if (!e.answer.empty()) out << " " << Quoted(e.answer);
      }
      if (e.answer_bytes != 0) {
        out << " (first bytes of " << e.answer_bytes << ")";
      }
      out << "  " << Milliseconds(e.elapsed_ms) << "\n";
    }
    if (!turn.info.is_null()) out << "  info: " << turn.info.dump() << "\n";
  }
  if (replay.result) {
    out << "result: " << SummaryLine(*replay.result) << "\n";
  } else {
    out << "no result: the game was cut short\n";
  }
  return out.str();
}

}  // namespace gauntlet::arena
