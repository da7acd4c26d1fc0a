#ifndef GAUNTLET_COMMON_CORE_DEADLINE_H_
#define GAUNTLET_COMMON_CORE_DEADLINE_H_

// A per-move time budget on the steady clock. Search loops poll Expired(),
// which reads the clock only every few calls so polling stays cheap.

#include <chrono>
#include <cstdint>

namespace gauntlet {

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;

  // A budget that starts now; `margin` is kept back for answering and pipe
  // latency, and the result never goes below zero.
  static Deadline After(
      std::chrono::milliseconds budget,
      std::chrono::milliseconds margin = std::chrono::milliseconds(0)) {
    const auto usable =
        budget > margin ? budget - margin : std::chrono::milliseconds(0);
    return Deadline(Clock::now(), Clock::now() + usable);
  }
  static Deadline At(Clock::time_point end) {
    return Deadline(Clock::now(), end);
  }
  static Deadline Never() {
    return Deadline(Clock::now(), Clock::time_point::max());
  }

  // Polls the clock every kPollInterval calls: safe inside tight loops.
  bool Expired() {
    if (expired_) return true;
    if (++calls_ % kPollInterval != 0) return false;
    return ExpiredNow();
  }
  // Always reads the clock.
  bool ExpiredNow() {
    if (!expired_ && Clock::now() >= end_) expired_ = true;
    return expired_;
  }

  Clock::duration Elapsed() const { return Clock::now() - start_; }
  Clock::duration Remaining() const {
    const auto now = Clock::now();
    return now >= end_ ? Clock::duration::zero() : end_ - now;
  }
  Clock::time_point end() const { return end_; }
  // The same start with only `share` (0..1) of the budget: a player that
  // keeps part of its time in reserve. A deadline that never expires stays
  // so.
  Deadline Shortened(double share) const {
    if (end_ == Clock::time_point::max()) return *this;
    const auto total = std::chrono::duration<double>(end_ - start_) * share;
    return Deadline(
        start_, start_ + std::chrono::duration_cast<Clock::duration>(total));
  }
  // Fraction of the budget used so far, for time managers that stop an
  // iteration early when the next one cannot finish.
  double FractionUsed() const {
    if (end_ == Clock::time_point::max()) return 0.0;
    const auto total = end_ - start_;
    if (total <= Clock::duration::zero()) return 1.0;
    return std::chrono::duration<double>(Elapsed()) /
           std::chrono::duration<double>(total);
  }

 private:
  static constexpr uint32_t kPollInterval = 256;

  Deadline(Clock::time_point start, Clock::time_point end)
      : start_(start), end_(end) {}

  Clock::time_point start_;
  Clock::time_point end_;
  uint32_t calls_ = 0;
  bool expired_ = false;
};

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_DEADLINE_H_
