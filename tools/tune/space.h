#ifndef GAUNTLET_TOOLS_TUNE_SPACE_H_
#define GAUNTLET_TOOLS_TUNE_SPACE_H_

// The space a tuner searches: a bot's declared parameters, each measured in
// its own declared step from its starting value. In these coordinates every
// parameter moves on the same scale (1 = one step), so one gain or one step
// size serves parameters as different as a piece value and a margin.

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/params.h"

namespace gauntlet::tune {

struct Dimension {
  std::string name;
  bool integer = false;
  double start = 0;  // the value tuning starts from
  double min = 0;
  double max = 0;
  double step = 1;
};

// The description of every parameter of `table` (values in use as starts).
std::vector<Dimension> DimensionsOf(const ParamTable& table);

class SearchSpace {
 public:
  explicit SearchSpace(std::vector<Dimension> dimensions);

  int size() const { return static_cast<int>(dimensions_.size()); }
  const std::vector<Dimension>& dimensions() const { return dimensions_; }

  // Bounds of coordinate i: the parameter's range in steps from its start.
  double Lower(int i) const;
  double Upper(int i) const;
  std::vector<double> Clamp(std::vector<double> x) const;

  // The parameter value at coordinate x_i: clamped to the range and, for an
  // integer parameter, rounded to the nearest integer.
  double Value(int i, double x_i) const;
  std::vector<double> Values(const std::vector<double>& x) const;
  // The coordinates of parameter values (the inverse of Values for values
  // in range).
  std::vector<double> Coordinates(const std::vector<double>& values) const;

  // "name=value" per parameter, as a bot's --param takes them.
  std::vector<std::string> Assignments(const std::vector<double>& x) const;
  // A parameter file (`--params FILE`): "name value" per line.
  std::string ParamsText(const std::vector<double>& x,
                         const std::string& comment) const;

 private:
  std::vector<Dimension> dimensions_;
};

// The shortest text that reads back as exactly `value`.
std::string NumberText(double value);

// Keeps only the dimensions named in `names` (all when empty); refuses an
// unknown name, naming the known ones.
absl::StatusOr<std::vector<Dimension>> SelectDimensions(
    std::vector<Dimension> all, const std::vector<std::string>& names);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_SPACE_H_
