#ifndef GAUNTLET_TOOLS_ARENA_STOP_ON_SIGNALS_H_
#define GAUNTLET_TOOLS_ARENA_STOP_ON_SIGNALS_H_

// What a referee or a tournament does on SIGINT, SIGTERM or SIGHUP: stop
// every player it started, say so on one line, and exit 128 + the signal.
// A second signal ends the process at once (its players still die: they get
// PR_SET_PDEATHSIG, and the watcher of containment.h kills the rest).

#include <string>

namespace gauntlet::arena {

struct SignalStopOptions {
  // The name that starts the lines it prints ("gauntlet match").
  std::string program;
  // Whether the direct children are harnesses themselves (a tournament's
  // referees): they are sent SIGTERM first and given `children_patience_ms`
  // to stop their own players and exit, before everything left is killed.
  bool children_are_harnesses = false;
  int children_patience_ms = 5000;
};

// Call from main before any other thread starts: blocks the three signals in
// the calling thread (and so in every thread started after it) and starts
// the thread that waits for them.
void StopPlayersOnSignals(SignalStopOptions options);

// Whether a stop signal arrived. Results, replays and summaries are not
// written from then on: a game cut short by the stop is not a result (its
// players died of our kill, not of their own faults).
bool Interrupted();

// Once a stop signal arrived, blocks the calling thread for good (the stop
// ends the process): called before anything is written that a stop would
// make wrong.
void ParkIfInterrupted();

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_STOP_ON_SIGNALS_H_
