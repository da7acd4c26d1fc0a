#ifndef GAUNTLET_BOTS_DUCKCHESS_UCI_H_
#define GAUNTLET_BOTS_DUCKCHESS_UCI_H_

// `duckchess-bot --uci`: the search level behind the Universal Chess
// Interface, with positions and moves as Fairy-Stockfish writes them for the
// variant `thupcduck` (tests/data/duckchess/thupcduck.ini): FENs as
// Position::ToFen, moves as ToUci ("e1e2", "a10a9"). The search runs on its
// own thread so `stop`, `isready` and `quit` are answered while it thinks.
//
// Commands: uci, isready, setoption name N [value V], ucinewgame,
// position startpos|fen FEN [moves M...], go [movetime MS | wtime MS btime MS
// [winc MS] [binc MS] [movestogo N] | depth D | nodes N | infinite], stop,
// quit. Options: Hash (MB), Threads (1), UCI_Variant (thupcduck),
// VariantPath (accepted, not read: the rules are built in), and every search
// parameter by its name (`duckchess-bot --print-params`).
//
// A line the engine cannot use (an unknown command, a bad FEN, an illegal
// move, a bad option value) is reported on stderr and as `info string`,
// naming the line and token, and otherwise ignored, as UCI asks: a GUI's
// engine keeps running. A bad `position` leaves the previous position.
// Commands arriving during a search with a limit (depth, nodes, time) wait
// for it, except isready (answered at once), stop and quit.

#include <atomic>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "absl/status/status.h"
#include "bots/duckchess/strategy.h"
#include "common/core/params.h"

namespace gauntlet::duckchess {

class UciEngine {
 public:
  // Answers go to `out` (one flushed line each), complaints to `err`.
  UciEngine(const StrategyConfig& config, std::ostream& out, std::ostream& err);
  // Stops and joins a running search.
  ~UciEngine();
  UciEngine(const UciEngine&) = delete;
  UciEngine& operator=(const UciEngine&) = delete;

  // Handles one input line (`number` counts from 1, for messages). Returns
  // false after `quit`.
  bool Handle(std::string_view line, int number);
  // Lets a search with a limit finish (an infinite one is stopped) and
  // joins it: at end of input, and before a command that changes what the
  // next search sees, as Stockfish waits before its next `go`.
  void Finish();

 private:
  void Say(const std::string& line);
  void Complain(int number, const std::string& what);
  absl::Status SetOption(std::string_view line);
  absl::Status SetPosition(std::string_view line, int number);
  absl::Status Go(std::string_view line, int number);
  // Ends a running search (its bestmove is printed) and joins its thread.
  void StopSearch();

  StrategyConfig config_;
  ParamTable params_;                         // bound to config_
  std::unique_ptr<SearchStrategy> strategy_;  // rebuilt after setoption
  bool stale_ = true;
  Position position_;
  std::thread worker_;
  std::atomic<bool> stop_{false};
  bool infinite_ = false;  // the running search waits for stop
  std::mutex out_mutex_;
  std::ostream& out_;
  std::ostream& err_;
};

// Reads UCI from `in` until `quit` or end of input; returns the exit code.
int RunUci(std::istream& in, std::ostream& out, std::ostream& err,
           const StrategyConfig& config);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_BOTS_DUCKCHESS_UCI_H_
