#include "bots/enclosure/loop_plan.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "bots/enclosure/moves.h"

namespace gauntlet::enclosure {
namespace {

Dir Perpendicular(Dir d, bool clockwise) {
  switch (d) {
    case Dir::kUp:
      return clockwise ? Dir::kRight : Dir::kLeft;
    case Dir::kRight:
      return clockwise ? Dir::kDown : Dir::kUp;
    case Dir::kDown:
      return clockwise ? Dir::kLeft : Dir::kRight;
    case Dir::kLeft:
      return clockwise ? Dir::kUp : Dir::kDown;
    case Dir::kStay:
      break;
  }
  return Dir::kStay;
}

int Dx(Dir d) { return kDx[static_cast<int>(d)]; }
int Dy(Dir d) { return kDy[static_cast<int>(d)]; }

}  // namespace

Dir LoopPlan::StepDir(int k) const {
  if (k < a) return first;
  if (k < a + b) return second;
  if (k < 2 * a + b) return Opposite(first);
  return Opposite(second);
}

int LoopPlan::VertexAfter(int k) const {
  const int s1 = std::min(k, a);
  const int s2 = std::clamp(k - a, 0, b);
  const int s3 = std::clamp(k - a - b, 0, a);
  const int s4 = std::clamp(k - 2 * a - b, 0, b);
  const int x = VertexX(start) + Dx(first) * (s1 - s3) + Dx(second) * (s2 - s4);
  const int y = VertexY(start) + Dy(first) * (s1 - s3) + Dy(second) * (s2 - s4);
  return OnBoard(x, y) ? VertexAt(x, y) : kNoVertex;
}

bool LoopPlan::Fits(const State& state) const {
  const int far = VertexAfter(a + b);
  if (far == kNoVertex || VertexAfter(a) == kNoVertex) return false;
  const int x0 = VertexX(start);
  const int y0 = VertexY(start);
  const int x1 = VertexX(far);
  const int y1 = VertexY(far);
  return RectangleFree(state, std::min(x0, x1), std::min(y0, y1),
                       std::abs(x1 - x0), std::abs(y1 - y0));
}

LoopPlan LoopPlan::CutShort(int k) const {
  LoopPlan cut = *this;
  if (k <= a) {
    cut.a = std::max(k, 1);
    cut.b = 1;
  } else if (k < a + b) {
    cut.b = k - a;
  }
  return cut;
}

void ThreatDistances(const State& state, int me,
                     std::array<uint8_t, kVertices>& threat,
                     const std::array<bool, kPlayers>& passive,
                     int passive_extra) {
  threat.fill(kUnreachable);
  std::array<uint8_t, kVertices> dist;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    if (i == me || !q.alive) continue;
    PenUpDistances(state, i, dist);
    const int extra = q.stuck_left + (passive[i] ? passive_extra : 0);
    for (int v = 0; v < kVertices; ++v) {
      if (dist[v] == kUnreachable) continue;
      const int d = std::min(254, dist[v] + extra);
      threat[v] = static_cast<uint8_t>(std::min<int>(threat[v], d));
    }
  }
}

bool PlanSafe(const LoopPlan& plan, int done, int travel,
              const std::array<uint8_t, kVertices>& threat,
              const LoopOptions& options) {
  const int perimeter = plan.Perimeter();
  int trail_threat = kUnreachable;
  for (int k = 0; k < perimeter; ++k) {
    trail_threat = std::min<int>(trail_threat, threat[plan.VertexAfter(k)]);
    if (k < std::max(done, 1)) continue;
    const LoopPlan cut = plan.CutShort(k);
    const int home = cut.Perimeter() - k;
    int nearest = trail_threat;
    for (int j = k + 1; j < cut.Perimeter(); ++j) {
      nearest = std::min<int>(nearest, threat[cut.VertexAfter(j)]);
    }
    const double rounds = travel + (k - done);
    if (home + options.margin > nearest - options.approach * rounds) {
      return false;
    }
  }
  return true;
}

std::optional<LoopPlan> BestNewPlan(
    const State& state, int me, const std::array<uint8_t, kVertices>& threat,
    const LoopOptions& options) {
  std::array<uint8_t, kVertices> dist;
  PenUpDistances(state, me, dist);
  const int rounds_left = kMaxRounds - state.round;
  struct Candidate {
    double value;
    int travel;
    LoopPlan plan;
  };
  std::vector<Candidate> candidates;
  const int side = std::min(options.max_side, kCellSide);
  for (int h = 1; h <= side; ++h) {
    for (int w = 1; w <= side; ++w) {
      for (int y = 0; y + h <= kCellSide; ++y) {
        for (int x = 0; x + w <= kCellSide; ++x) {
          if (!RectangleFree(state, x, y, w, h)) continue;
          // Each corner, walked either way round.
          const std::array<LoopPlan, 8> plans = {
              LoopPlan{VertexAt(x, y), Dir::kRight, Dir::kDown, w, h},
              LoopPlan{VertexAt(x, y), Dir::kDown, Dir::kRight, h, w},
              LoopPlan{VertexAt(x + w, y), Dir::kDown, Dir::kLeft, h, w},
              LoopPlan{VertexAt(x + w, y), Dir::kLeft, Dir::kDown, w, h},
              LoopPlan{VertexAt(x + w, y + h), Dir::kLeft, Dir::kUp, w, h},
              LoopPlan{VertexAt(x + w, y + h), Dir::kUp, Dir::kLeft, h, w},
              LoopPlan{VertexAt(x, y + h), Dir::kUp, Dir::kRight, h, w},
              LoopPlan{VertexAt(x, y + h), Dir::kRight, Dir::kUp, w, h}};
          for (const LoopPlan& plan : plans) {
            const int travel = dist[plan.start];
            if (travel == kUnreachable) continue;
            const int rounds = travel + plan.Perimeter();
            if (rounds > rounds_left) continue;
            const double area = plan.Area();
            candidates.push_back({area * area / rounds, travel, plan});
          }
        }
      }
    }
  }
  std::sort(
      candidates.begin(), candidates.end(),
      [](const Candidate& x, const Candidate& y) { return x.value > y.value; });
  for (const Candidate& c : candidates) {
    if (PlanSafe(c.plan, 0, c.travel, threat, options)) return c.plan;
  }
  return std::nullopt;
}

std::optional<PlanChoice> ContinuePlan(
    const State& state, int me, const std::array<uint8_t, kVertices>& threat,
    const LoopOptions& options) {
  const PlayerState& p = state.players[me];
  if (!p.drawing || p.trail_len < 2) return std::nullopt;
  const int done = p.trail_len - 1;
  const int start = p.trail[0];
  Dir first = Dir::kStay;
  for (int d = 0; d < 4; ++d) {
    if (Step(start, static_cast<Dir>(d)) == p.trail[1])
      first = static_cast<Dir>(d);
  }
  if (first == Dir::kStay) return std::nullopt;
  const int rounds_left = kMaxRounds - state.round;
  const int side = std::min(options.max_side, kCellSide);
  std::optional<PlanChoice> best_safe;
  double best_value = -1;
  std::optional<PlanChoice> soonest;
  for (const bool clockwise : {true, false}) {
    for (int a = 1; a <= side; ++a) {
      for (int b = 1; b <= side; ++b) {
        const LoopPlan plan{start, first, Perpendicular(first, clockwise), a,
                            b};
        const int home = plan.Perimeter() - done;
        if (home <= 0 || home > rounds_left) continue;
        bool agrees = true;
        for (int k = 1; k <= done && agrees; ++k) {
          agrees = plan.VertexAfter(k) == p.trail[k];
        }
        if (!agrees || !plan.Fits(state)) continue;
        if (!soonest.has_value() || home < soonest->plan.Perimeter() - done ||
            (home == soonest->plan.Perimeter() - done &&
             plan.Area() > soonest->plan.Area())) {
          soonest = PlanChoice{plan, false};
        }
        const double area = plan.Area();
        const double value = area * area / home;
        if (value > best_value && PlanSafe(plan, done, 0, threat, options)) {
          best_value = value;
          best_safe = PlanChoice{plan, true};
        }
      }
    }
  }
  return best_safe.has_value() ? best_safe : soonest;
}

}  // namespace gauntlet::enclosure
