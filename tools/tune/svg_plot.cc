#include "tools/tune/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <utility>

#include "common/core/markup.h"

namespace gauntlet::tune {
namespace {

constexpr double kWidth = 960;
constexpr double kPanel = 300;  // height of each panel
constexpr double kLeft = 70;
constexpr double kRight = 260;  // room for the legend
constexpr double kTop = 40;
constexpr double kGap = 60;

std::string Number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

std::string Label(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

// A colour per series, spread around the hue circle.
std::string Colour(size_t index, size_t count) {
  const double hue = 360.0 * static_cast<double>(index) /
                     static_cast<double>(std::max<size_t>(count, 1));
  return "hsl(" + Number(hue) + ",70%,40%)";
}

// One panel: axes, grid labels from `low` to `high`, a polyline per series
// and a legend on the right.
std::string Panel(const std::vector<Series>& series, double top, double low,
                  double high, const std::string& label) {
  size_t points = 0;
  for (const Series& s : series) points = std::max(points, s.values.size());
  const double plot_width = kWidth - kLeft - kRight;
  const double span = high > low ? high - low : 1;
  const auto x = [&](size_t i) {
    return kLeft + (points > 1 ? plot_width * static_cast<double>(i) /
                                     static_cast<double>(points - 1)
                               : 0);
  };
  const auto y = [&](double v) {
    return top + kPanel * (1 - (v - low) / span);
  };
  std::string svg;
  svg += "<rect x=\"" + Number(kLeft) + "\" y=\"" + Number(top) +
         "\" width=\"" + Number(plot_width) + "\" height=\"" + Number(kPanel) +
         "\" fill=\"none\" stroke=\"#888\"/>\n";
  for (int tick = 0; tick <= 4; ++tick) {
    const double v = low + span * tick / 4;
    svg += "<line x1=\"" + Number(kLeft) + "\" x2=\"" +
           Number(kLeft + plot_width) + "\" y1=\"" + Number(y(v)) + "\" y2=\"" +
           Number(y(v)) + "\" stroke=\"#eee\"/>\n";
    svg += "<text x=\"" + Number(kLeft - 6) + "\" y=\"" + Number(y(v) + 4) +
           "\" text-anchor=\"end\">" + Label(v) + "</text>\n";
  }
  svg += "<text x=\"" + Number(kLeft + plot_width / 2) + "\" y=\"" +
         Number(top + kPanel + 28) + "\" text-anchor=\"middle\">" +
         EscapeMarkup(label) + "</text>\n";
  if (points > 1) {
    svg += "<text x=\"" + Number(kLeft + plot_width) + "\" y=\"" +
           Number(top + kPanel + 14) + "\" text-anchor=\"end\">" +
           std::to_string(points - 1) + "</text>\n";
  }
  svg += "<text x=\"" + Number(kLeft) + "\" y=\"" + Number(top + kPanel + 14) +
         "\">0</text>\n";
  for (size_t s = 0; s < series.size(); ++s) {
    const std::string colour = Colour(s, series.size());
    std::string line;
    for (size_t i = 0; i < series[s].values.size(); ++i) {
      if (!std::isfinite(series[s].values[i])) continue;
      line += Number(x(i)) + "," + Number(y(series[s].values[i])) + " ";
    }
    svg += "<polyline fill=\"none\" stroke=\"" + colour +
           "\" stroke-width=\"1.5\" points=\"" + line + "\"/>\n";
    const double legend_y = top + 14 * static_cast<double>(s) + 10;
    if (legend_y < top + kPanel + 40) {
      svg += "<text x=\"" + Number(kWidth - kRight + 10) + "\" y=\"" +
             Number(legend_y) + "\" fill=\"" + colour + "\">" +
             EscapeMarkup(series[s].name) + "</text>\n";
    }
  }
  return svg;
}

// The smallest and largest finite value of every series, widened when
// they are equal.
std::pair<double, double> Range(const std::vector<Series>& series) {
  double low = std::numeric_limits<double>::infinity();
  double high = -low;
  for (const Series& s : series) {
    for (double v : s.values) {
      if (!std::isfinite(v)) continue;
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  if (!std::isfinite(low)) return {0, 1};
  if (high - low < 1e-12) return {low - 0.5, high + 0.5};
  return {low, high};
}

}  // namespace

std::string PlotSvg(const PlotData& data) {
  const double height = kTop + 2 * kPanel + 2 * kGap;
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                    Number(kWidth) + "\" height=\"" + Number(height) +
                    "\" font-family=\"sans-serif\" font-size=\"11\">\n"
                    "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  svg += "<text x=\"" + Number(kLeft) + "\" y=\"24\" font-size=\"15\">" +
         EscapeMarkup(data.title) + "</text>\n";
  const auto [p_low, p_high] = Range(data.parameters);
  svg += Panel(data.parameters, kTop, p_low, p_high,
               "parameters, in declared steps from the start, by iteration");
  const auto [o_low, o_high] = Range(data.objective);
  svg += Panel(data.objective, kTop + kPanel + kGap, o_low, o_high,
               data.objective_label);
  svg += "</svg>\n";
  return svg;
}

}  // namespace gauntlet::tune
