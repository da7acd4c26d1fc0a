#include "tools/tune/space.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace gauntlet::tune {

std::vector<Dimension> DimensionsOf(const ParamTable& table) {
  std::vector<Dimension> dimensions;
  for (const Param& param : table.params()) {
    dimensions.push_back({std::string(param.name()),
                          param.kind() == ParamKind::kInt, param.value(),
                          param.min(), param.max(), param.step()});
  }
  return dimensions;
}

SearchSpace::SearchSpace(std::vector<Dimension> dimensions)
    : dimensions_(std::move(dimensions)) {}

double SearchSpace::Lower(int i) const {
  const Dimension& d = dimensions_[i];
  return (d.min - d.start) / d.step;
}

double SearchSpace::Upper(int i) const {
  const Dimension& d = dimensions_[i];
  return (d.max - d.start) / d.step;
}

std::vector<double> SearchSpace::Clamp(std::vector<double> x) const {
  for (int i = 0; i < size(); ++i) x[i] = std::clamp(x[i], Lower(i), Upper(i));
  return x;
}

double SearchSpace::Value(int i, double x_i) const {
  const Dimension& d = dimensions_[i];
  double value = std::clamp(d.start + x_i * d.step, d.min, d.max);
  if (d.integer) value = std::clamp(std::round(value), d.min, d.max);
  return value;
}

std::vector<double> SearchSpace::Values(const std::vector<double>& x) const {
  std::vector<double> values(size());
  for (int i = 0; i < size(); ++i) values[i] = Value(i, x[i]);
  return values;
}

std::vector<double> SearchSpace::Coordinates(
    const std::vector<double>& values) const {
  std::vector<double> x(size());
  for (int i = 0; i < size(); ++i) {
    x[i] = (values[i] - dimensions_[i].start) / dimensions_[i].step;
  }
  return x;
}

std::vector<std::string> SearchSpace::Assignments(
    const std::vector<double>& x) const {
  std::vector<std::string> assignments;
  for (int i = 0; i < size(); ++i) {
    assignments.push_back(dimensions_[i].name + "=" +
                          NumberText(Value(i, x[i])));
  }
  return assignments;
}

std::string SearchSpace::ParamsText(const std::vector<double>& x,
                                    const std::string& comment) const {
  std::string text;
  if (!comment.empty()) text += "# " + comment + "\n";
  for (int i = 0; i < size(); ++i) {
    text += dimensions_[i].name + " " + NumberText(Value(i, x[i])) + "\n";
  }
  return text;
}

std::string NumberText(double value) {
  if (value == std::floor(value) && std::fabs(value) < 1e15) {
    return std::to_string(static_cast<long long>(value));
  }
  char text[64];
  const auto end = std::to_chars(text, text + sizeof text, value).ptr;
  return std::string(text, end);
}

absl::StatusOr<std::vector<Dimension>> SelectDimensions(
    std::vector<Dimension> all, const std::vector<std::string>& names) {
  if (names.empty()) return all;
  std::vector<Dimension> chosen;
  for (const std::string& name : names) {
    const auto found =
        std::find_if(all.begin(), all.end(),
                     [&](const Dimension& d) { return d.name == name; });
    if (found == all.end()) {
      std::string known;
      for (const Dimension& d : all)
        known += (known.empty() ? "" : " ") + d.name;
      return absl::InvalidArgumentError("no parameter '" + name +
                                        "' (the bot has: " + known + ")");
    }
    chosen.push_back(*found);
  }
  return chosen;
}

}  // namespace gauntlet::tune
