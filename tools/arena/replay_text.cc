#include "tools/arena/replay_text.h"

#include <algorithm>
#include <sstream>
#include <string>

#include "tools/arena/match_output.h"
#include "tools/arena/result.h"

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

std::string SeatName(const ReplayTerms& terms, int seat) {
  if (seat >= 0 && seat < static_cast<int>(terms.seat_names.size())) {
    return terms.seat_names[seat];
  }
  return "seat " + std::to_string(seat);
}

std::string ResultText(const MatchResult& result, const ReplayTerms& terms) {
  std::ostringstream out;
  for (size_t i = 0; i < result.entrants.size(); ++i) {
    const EntrantResult& e = result.entrants[i];
    out << (i == 0 ? "" : ", ") << e.name << " " << ScoreText(e.score) << " ("
        << SeatName(terms, e.seat) << ", rank " << e.rank << ")";
    for (const std::string& fault : e.faults) out << " [" << fault << "]";
  }
  out << " - " << result.outcome;
  return out.str();
}

std::string ReplayText(const Replay& replay, bool with_sent,
                       const ReplayTerms& terms) {
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
    out << "  " << SeatName(terms, p.seat) << ": " << p.name << "  ("
        << p.command << ")\n";
  }
  out << "  limits: " << header.limits.dump() << "\n";
  if (!header.setup.is_null())
    out << "  setup: " << header.setup.dump() << "\n";
  for (size_t r = 0; r < replay.turns.size(); ++r) {
    const TurnRecord& turn = replay.turns[r];
    out << "turn " << turn.turn << "\n";
    for (const TurnEntry& e : turn.players) {
      out << "  " << SeatName(terms, e.seat) << ": ";
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
    const bool noted =
        r < terms.turn_notes.size() && !terms.turn_notes[r].empty();
    if (noted) {
      out << "  " << terms.turn_notes[r] << "\n";
    } else if (!turn.info.is_null()) {
      out << "  info: " << turn.info.dump() << "\n";
    }
  }
  if (replay.result) {
    out << "result: game " << replay.result->index << ": "
        << ResultText(*replay.result, terms) << "\n";
  } else {
    out << "no result: the game was cut short\n";
  }
  return out.str();
}

}  // namespace gauntlet::arena
