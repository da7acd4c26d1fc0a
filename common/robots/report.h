#ifndef GAUNTLET_COMMON_ROBOTS_REPORT_H_
#define GAUNTLET_COMMON_ROBOTS_REPORT_H_

// The text the program prints: the statement's lines, plus the move lines of
// plans and the boards of traces. Every function returns whole lines, each
// ending in '\n'.

#include <string>

#include "common/robots/board.h"
#include "common/robots/state.h"

namespace gauntlet::robots {

// "(r,c)", 1-based, no space.
std::string CellText(Cell cell);

// "Move m: teleport to (r,c)".
std::string TeleportLine(int move, Cell target);

// The statement's result block for a finished game: three lines for a win,
// four for a loss. A game stopped at kMoveLimit gets a block that says so.
std::string ResultBlock(const State& state);

// One line per move of a plan: "Move m: walk NE to (r,c)",
// "Move m: stay at (r,c)" or "Move m: teleport to (r,c)"; `after` is the
// state the move led to.
std::string MoveLine(Action action, const State& after);

// The board as 31 lines of 31 characters: '@' the player, 'R' a robot, '#'
// debris, '+' an unused teleport location, '.' empty. A robot that reached
// the player shows as 'X'.
std::string BoardText(const State& state);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_REPORT_H_
