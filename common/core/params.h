#ifndef GAUNTLET_COMMON_CORE_PARAMS_H_
#define GAUNTLET_COMMON_CORE_PARAMS_H_

// Tunable parameters: a bot declares each number it wants tuned once, by
// binding a field of its own configuration struct with a name, a range, a
// step (the tuner's perturbation scale) and a line of help. The value at
// binding time is the default. The table then reads and writes the field
// itself, so the bot keeps using its struct as before.
//
// One text format serves every bot, for `--params FILE` and `--print-params`:
//   name value      one parameter per line
//   # comment       anywhere on a line; blank lines are ignored
// Format() writes every parameter with its default, range and step in a
// comment, and LoadText() reads that output back unchanged.
//
// Each program adds the flags with AddParamFlags() and applies them with
// ApplyParamFlags() after parsing:
//   --params FILE        a file in the format above (applied first)
//   --param NAME=VALUE   one parameter (repeatable, applied in order)
//   --print-params       print the table with the values in use and exit 0

#include <cstddef>
#include <cstdint>
#include <cxxopts.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"

namespace gauntlet {

enum class ParamKind { kInt, kReal };

// One declared parameter. Values are reported as doubles (integers are exact:
// an integer parameter's range lies within +-2^53).
class Param {
 public:
  std::string_view name() const { return name_; }
  ParamKind kind() const { return kind_; }
  std::string_view help() const { return help_; }
  // The value in the bound field now.
  double value() const;
  double default_value() const { return default_; }
  double min() const { return min_; }
  double max() const { return max_; }
  double step() const { return step_; }

 private:
  friend class ParamTable;
  enum class Field : uint8_t { kInt, kInt64, kSize, kBool, kDouble };

  void Store(double value) const;

  std::string name_;
  std::string help_;
  ParamKind kind_ = ParamKind::kInt;
  Field field_type_ = Field::kInt;
  void* field_ = nullptr;
  double default_ = 0;
  double min_ = 0;
  double max_ = 0;
  double step_ = 1;
};

class ParamTable {
 public:
  ParamTable() = default;
  // A table points into the struct it was filled from; copying it would
  // make two tables write one struct, so it is move-only.
  ParamTable(const ParamTable&) = delete;
  ParamTable& operator=(const ParamTable&) = delete;
  ParamTable(ParamTable&&) = default;
  ParamTable& operator=(ParamTable&&) = default;

  // Declarations. Names are lower-case letters, digits, '_' and '.', unique
  // in the table; min <= default <= max and step > 0. A broken declaration
  // is a programming error: it prints the reason and aborts.
  void Int(std::string_view name, int* field, int64_t min, int64_t max,
           int64_t step, std::string_view help);
  void Int(std::string_view name, int64_t* field, int64_t min, int64_t max,
           int64_t step, std::string_view help);
  void Int(std::string_view name, std::size_t* field, int64_t min, int64_t max,
           int64_t step, std::string_view help);
  // An on/off switch: an integer parameter in [0, 1].
  void Bool(std::string_view name, bool* field, std::string_view help);
  void Real(std::string_view name, double* field, double min, double max,
            double step, std::string_view help);

  // Sets one parameter from its text. Refuses unknown names, text that is
  // not a number, a fraction for an integer parameter and values outside
  // the range; the message names the parameter, the value and the range.
  absl::Status Set(std::string_view name, std::string_view text);
  // The same for a number (a tuner's perturbed value).
  absl::Status SetValue(std::string_view name, double value);

  // Applies a whole text in the shared format, all or nothing: on an error
  // (which names the line number) no parameter has changed. A name given
  // twice takes its last value.
  absl::Status LoadText(std::string_view text);
  // LoadText of a file; errors name the file.
  absl::Status LoadFile(const std::string& path);

  // Every parameter, one line each, with its default, range, step and help
  // in a comment. LoadText(Format()) changes nothing.
  std::string Format() const;

  // Whether every bound field holds a value within its range (fields can be
  // written behind the table's back, e.g. by an older weights file).
  absl::Status Check() const;
  // Puts every field back to its default.
  void ResetToDefaults();

  const std::vector<Param>& params() const { return params_; }
  // The parameter called `name`, or nullptr.
  const Param* Find(std::string_view name) const;
  std::size_t size() const { return params_.size(); }
  bool empty() const { return params_.empty(); }

 private:
  void Declare(std::string_view name, ParamKind kind, Param::Field field_type,
               void* field, double min, double max, double step,
               std::string_view help);
  // Checks `value` for `param`; the error names both.
  static absl::Status Validate(const Param& param, double value);
  static absl::Status Parse(const Param& param, std::string_view text,
                            double* value);

  std::vector<Param> params_;
};

// Adds --params FILE, --param NAME=VALUE (repeatable) and --print-params.
void AddParamFlags(cxxopts::Options& options);

// Applies the flags to `table`: the --params file first, then each --param
// in order; then checks every value against its range.
absl::Status ApplyParamArgs(const cxxopts::ParseResult& args,
                            ParamTable& table);

// Applies "NAME=VALUE" assignments in order (the values of --param), then
// checks every value against its range.
absl::Status ApplyAssignments(const std::vector<std::string>& assignments,
                              ParamTable& table);

// ApplyParamArgs for a program: an error prints "<program>: <message>" on
// stderr and exits with code 2; with --print-params it then prints
// table.Format() on stdout and exits 0.
void ApplyParamFlags(const cxxopts::Options& options,
                     const cxxopts::ParseResult& args, ParamTable& table);

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_PARAMS_H_
