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
  }
  return "unknown";
}

}  // namespace gauntlet::arena
