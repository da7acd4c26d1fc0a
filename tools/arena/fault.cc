#include "tools/arena/player.h"

namespace gauntlet::arena {

std::string_view FaultName(Fault fault) {
  switch (fault) {
    case Fault::kNone:
      return "none";
    case Fault::kTimeout:
      return "timeout";
    case Fault::kEndOfOutput:
      return "end_of_output";
    case Fault::kCrash:
      return "crash";
    case Fault::kLineTooLong:
      return "line_too_long";
    case Fault::kWriteFailed:
      return "write_failed";
    case Fault::kEarlyLine:
      return "early_line";
  }
  return "unknown";
}

std::string DescribeFault(const Reply& reply, int ply) {
  std::string text(FaultName(reply.fault));
  text += " at ply " + std::to_string(ply);
  if (!reply.detail.empty()) text += " (" + reply.detail + ")";
  return text;
}

}  // namespace gauntlet::arena
