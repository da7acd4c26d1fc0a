#ifndef GAUNTLET_TOOLS_TUNE_SVG_PLOT_H_
#define GAUNTLET_TOOLS_TUNE_SVG_PLOT_H_

// A tuning run as a picture, in plain SVG (opens in any browser, no
// plotting program needed): above, every parameter per iteration, in its
// declared steps from its start so that all share one axis; below, the
// objective.

#include <string>
#include <vector>

namespace gauntlet::tune {

struct Series {
  std::string name;
  std::vector<double> values;  // one per iteration
};

struct PlotData {
  std::string title;
  // Each parameter's trajectory, in declared steps from its start.
  std::vector<Series> parameters;
  std::string objective_label;
  std::vector<Series> objective;  // e.g. result and its moving average
};

std::string PlotSvg(const PlotData& data);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_SVG_PLOT_H_
