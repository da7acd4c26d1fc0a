#ifndef GAUNTLET_TOOLS_TUNE_SVG_PLOT_H_
#define GAUNTLET_TOOLS_TUNE_SVG_PLOT_H_

// A tuning run as a picture, in plain SVG (opens in any browser, no
// plotting program needed): above, every parameter's value per iteration,
// drawn as a share of its range so all fit one axis; below, the objective.

#include <string>
#include <vector>

namespace gauntlet::tune {

struct Series {
  std::string name;
  std::vector<double> values;  // one per iteration
};

struct PlotData {
  std::string title;
  // Each parameter's trajectory, already scaled to [0, 1] of its range.
  std::vector<Series> parameters;
  std::string objective_label;
  std::vector<Series> objective;  // e.g. result and its moving average
};

std::string PlotSvg(const PlotData& data);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_SVG_PLOT_H_
