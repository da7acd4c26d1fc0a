#ifndef GAUNTLET_COMMON_CORE_THREAD_CPU_H_
#define GAUNTLET_COMMON_CORE_THREAD_CPU_H_

// The calling thread's CPU time. Benchmarks report it beside wall time:
// on a shared, loaded machine a move's wall time also counts the time other
// processes held the core, its CPU time only the move's own work.

#include <time.h>

namespace gauntlet {

inline double ThreadCpuSeconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) +
         1e-9 * static_cast<double>(now.tv_nsec);
}

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_THREAD_CPU_H_
