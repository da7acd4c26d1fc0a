#include "common/core/quantile.h"

#include <catch2/catch.hpp>

#include "common/core/thread_cpu.h"

namespace gauntlet {
namespace {

TEST_CASE("quantiles are nearest-rank samples") {
  std::vector<double> hundred;
  for (int i = 100; i >= 1; --i) hundred.push_back(i);  // unsorted
  CHECK(Quantile(hundred, 0.5) == 50);
  CHECK(Quantile(hundred, 0.99) == 99);
  CHECK(Quantile(hundred, 1.0) == 100);
  CHECK(Quantile(hundred, 0.0) == 1);
  CHECK(Quantile({7, 3, 5}, 0.5) == 5);
  CHECK(Quantile({7, 3, 5}, 0.99) == 7);
  CHECK(Quantile({4}, 0.5) == 4);
  CHECK(Quantile({}, 0.5) == 0);
}

TEST_CASE("thread CPU time grows with the thread's work") {
  const double start = ThreadCpuSeconds();
  volatile double sink = 0;
  for (int i = 0; i < 20'000'000; ++i) sink = sink + i;
  CHECK(ThreadCpuSeconds() > start);
}

}  // namespace
}  // namespace gauntlet
