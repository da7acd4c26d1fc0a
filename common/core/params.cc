#include "common/core/params.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <utility>

#include "common/core/status_macros.h"

namespace gauntlet {
namespace {

// Concatenates strings and string views.
template <class... Parts>
std::string Cat(const Parts&... parts) {
  std::string out;
  ((out += std::string_view(parts)), ...);
  return out;
}

// Integers beyond this are not exact as doubles.
constexpr double kMaxExactInt = 9007199254740992.0;  // 2^53

std::string FormatNumber(ParamKind kind, double value) {
  if (kind == ParamKind::kInt) {
    return std::to_string(static_cast<int64_t>(value));
  }
  // The shortest text that reads back as the same double, without an
  // exponent when that fits.
  char buffer[64];
  std::to_chars_result result = std::to_chars(buffer, buffer + sizeof buffer,
                                              value, std::chars_format::fixed);
  if (result.ec != std::errc()) {
    result = std::to_chars(buffer, buffer + sizeof buffer, value);
  }
  return result.ec == std::errc() ? std::string(buffer, result.ptr) : "?";
}

std::string RangeText(const Param& param) {
  return Cat(param.kind() == ParamKind::kInt ? "an integer" : "a number",
             " in [", FormatNumber(param.kind(), param.min()), ", ",
             FormatNumber(param.kind(), param.max()), "]");
}

std::string Prefix(const Param& param) {
  return Cat("parameter ", param.name(), ": ");
}

[[noreturn]] void DeclarationError(std::string_view name,
                                   std::string_view why) {
  std::fprintf(stderr, "parameter declaration %.*s: %.*s\n",
               static_cast<int>(name.size()), name.data(),
               static_cast<int>(why.size()), why.data());
  std::abort();
}

bool ValidName(std::string_view name) {
  if (name.empty() || name.front() == '.' || name.back() == '.') return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.';
  });
}

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The whitespace-separated words of `line`.
std::vector<std::string_view> Words(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && IsSpace(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !IsSpace(line[i])) ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

}  // namespace

double Param::value() const {
  switch (field_type_) {
    case Field::kInt:
      return *static_cast<const int*>(field_);
    case Field::kInt64:
      return static_cast<double>(*static_cast<const int64_t*>(field_));
    case Field::kSize:
      return static_cast<double>(*static_cast<const std::size_t*>(field_));
    case Field::kBool:
      return *static_cast<const bool*>(field_) ? 1 : 0;
    case Field::kDouble:
      return *static_cast<const double*>(field_);
  }
  return 0;
}

void Param::Store(double value) const {
  switch (field_type_) {
    case Field::kInt:
      *static_cast<int*>(field_) = static_cast<int>(value);
      return;
    case Field::kInt64:
      *static_cast<int64_t*>(field_) = static_cast<int64_t>(value);
      return;
    case Field::kSize:
      *static_cast<std::size_t*>(field_) = static_cast<std::size_t>(value);
      return;
    case Field::kBool:
      *static_cast<bool*>(field_) = value != 0;
      return;
    case Field::kDouble:
      *static_cast<double*>(field_) = value;
      return;
  }
}

void ParamTable::Declare(std::string_view name, ParamKind kind,
                         Param::Field field_type, void* field, double min,
                         double max, double step, std::string_view help) {
  if (!ValidName(name)) {
    DeclarationError(name, "names use a-z, 0-9, '_' and inner '.'");
  }
  if (Find(name) != nullptr) DeclarationError(name, "declared twice");
  if (field == nullptr) DeclarationError(name, "no field bound");
  if (!(min <= max) || !std::isfinite(min) || !std::isfinite(max)) {
    DeclarationError(name, "the range is empty or not finite");
  }
  if (!(step > 0) || !std::isfinite(step)) {
    DeclarationError(name, "the step must be positive");
  }
  if (kind == ParamKind::kInt &&
      (std::abs(min) > kMaxExactInt || std::abs(max) > kMaxExactInt)) {
    DeclarationError(name, "an integer range must lie within +-2^53");
  }
  if (help.empty() || help.find('\n') != std::string_view::npos) {
    DeclarationError(name, "the help is one non-empty line");
  }
  Param param;
  param.name_ = std::string(name);
  param.help_ = std::string(help);
  param.kind_ = kind;
  param.field_type_ = field_type;
  param.field_ = field;
  param.min_ = min;
  param.max_ = max;
  param.step_ = step;
  param.default_ = param.value();
  if (!(param.default_ >= min && param.default_ <= max)) {
    DeclarationError(name,
                     Cat("the default ", FormatNumber(kind, param.default_),
                         " is outside ", RangeText(param)));
  }
  params_.push_back(std::move(param));
}

void ParamTable::Int(std::string_view name, int* field, int64_t min,
                     int64_t max, int64_t step, std::string_view help) {
  if (min < INT32_MIN || max > INT32_MAX) {
    DeclarationError(name, "the range does not fit an int");
  }
  Declare(name, ParamKind::kInt, Param::Field::kInt, field,
          static_cast<double>(min), static_cast<double>(max),
          static_cast<double>(step), help);
}

void ParamTable::Int(std::string_view name, int64_t* field, int64_t min,
                     int64_t max, int64_t step, std::string_view help) {
  Declare(name, ParamKind::kInt, Param::Field::kInt64, field,
          static_cast<double>(min), static_cast<double>(max),
          static_cast<double>(step), help);
}

void ParamTable::Int(std::string_view name, std::size_t* field, int64_t min,
                     int64_t max, int64_t step, std::string_view help) {
  if (min < 0) DeclarationError(name, "an unsigned field needs min >= 0");
  Declare(name, ParamKind::kInt, Param::Field::kSize, field,
          static_cast<double>(min), static_cast<double>(max),
          static_cast<double>(step), help);
}

void ParamTable::Bool(std::string_view name, bool* field,
                      std::string_view help) {
  Declare(name, ParamKind::kInt, Param::Field::kBool, field, 0, 1, 1, help);
}

void ParamTable::Real(std::string_view name, double* field, double min,
                      double max, double step, std::string_view help) {
  Declare(name, ParamKind::kReal, Param::Field::kDouble, field, min, max, step,
          help);
}

const Param* ParamTable::Find(std::string_view name) const {
  for (const Param& param : params_) {
    if (param.name_ == name) return &param;
  }
  return nullptr;
}

absl::Status ParamTable::Validate(const Param& param, double value) {
  if (!std::isfinite(value)) {
    return absl::InvalidArgumentError(
        Cat(Prefix(param), FormatNumber(ParamKind::kReal, value),
            " is not a finite number (", RangeText(param), ")"));
  }
  if (param.kind_ == ParamKind::kInt && value != std::floor(value)) {
    return absl::InvalidArgumentError(
        Cat(Prefix(param), FormatNumber(ParamKind::kReal, value),
            " is not an integer (", RangeText(param), ")"));
  }
  if (value < param.min_ || value > param.max_) {
    return absl::OutOfRangeError(
        Cat(Prefix(param), FormatNumber(param.kind_, value),
            " is out of range (", RangeText(param), ")"));
  }
  return absl::OkStatus();
}

absl::Status ParamTable::Parse(const Param& param, std::string_view text,
                               double* value) {
  std::string_view digits = text;
  if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  const char* begin = digits.data();
  const char* end = digits.data() + digits.size();
  const auto out_of_range = [&] {
    return absl::OutOfRangeError(
        Cat(Prefix(param), text, " is out of range (", RangeText(param), ")"));
  };
  const auto refused = [&](std::string_view what) {
    return absl::InvalidArgumentError(Cat(Prefix(param), "\"", text,
                                          "\" is not ", what, " (",
                                          RangeText(param), ")"));
  };
  if (digits.empty() || (digits.size() < text.size() && digits[0] == '-')) {
    return refused("a number");
  }
  double real = 0;
  const auto [real_end, real_ec] = std::from_chars(begin, end, real);
  const bool all_read = real_end == end;
  // Too large (or too small) for a double, though written as a number.
  const bool huge = all_read && real_ec == std::errc::result_out_of_range;
  const bool number = all_read && real_ec == std::errc() && std::isfinite(real);
  if (param.kind_ == ParamKind::kInt) {
    int64_t whole = 0;
    const auto [int_end, int_ec] = std::from_chars(begin, end, whole);
    if (int_end == end && int_ec == std::errc::result_out_of_range) {
      return out_of_range();
    }
    if (int_end != end || int_ec != std::errc()) {
      return refused(number || huge ? "an integer" : "a number");
    }
    const double exact = static_cast<double>(whole);
    if (exact < param.min_ || exact > param.max_) return out_of_range();
    *value = exact;
    return absl::OkStatus();
  }
  if (huge) return out_of_range();
  if (!number) return refused("a number");
  if (real < param.min_ || real > param.max_) return out_of_range();
  *value = real;
  return absl::OkStatus();
}

absl::Status ParamTable::Set(std::string_view name, std::string_view text) {
  const Param* param = Find(name);
  if (param == nullptr) {
    return absl::NotFoundError(Cat("unknown parameter \"", name,
                                   "\" (given the value \"", text,
                                   "\"; --print-params lists the parameters)"));
  }
  double value = 0;
  GAUNTLET_RETURN_IF_ERROR(Parse(*param, text, &value));
  param->Store(value);
  return absl::OkStatus();
}

absl::Status ParamTable::SetValue(std::string_view name, double value) {
  const Param* param = Find(name);
  if (param == nullptr) {
    return absl::NotFoundError(Cat("unknown parameter \"", name,
                                   "\" (given the value ",
                                   FormatNumber(ParamKind::kReal, value), ")"));
  }
  GAUNTLET_RETURN_IF_ERROR(Validate(*param, value));
  param->Store(value);
  return absl::OkStatus();
}

absl::Status ParamTable::LoadText(std::string_view text) {
  std::vector<std::pair<const Param*, double>> pending;
  int line_number = 0;
  while (!text.empty()) {
    ++line_number;
    const std::size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    text.remove_prefix(newline == std::string_view::npos ? text.size()
                                                         : newline + 1);
    line = line.substr(0, line.find('#'));
    const std::vector<std::string_view> words = Words(line);
    if (words.empty()) continue;
    const std::string where = Cat("line ", std::to_string(line_number), ": ");
    if (words.size() != 2) {
      return absl::InvalidArgumentError(
          Cat(where, "expected \"name value\", got \"", line, "\""));
    }
    const Param* param = Find(words[0]);
    if (param == nullptr) {
      return absl::NotFoundError(Cat(where, "unknown parameter \"", words[0],
                                     "\" (given the value \"", words[1],
                                     "\")"));
    }
    double value = 0;
    const absl::Status parsed = Parse(*param, words[1], &value);
    if (!parsed.ok()) {
      return absl::Status(parsed.code(), where + std::string(parsed.message()));
    }
    pending.emplace_back(param, value);
  }
  for (const auto& [param, value] : pending) param->Store(value);
  return absl::OkStatus();
}

absl::Status ParamTable::LoadFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    return absl::NotFoundError(Cat("cannot open the params file ", path));
  }
  std::stringstream text;
  text << in.rdbuf();
  const absl::Status status = LoadText(text.str());
  if (status.ok()) return status;
  return absl::Status(status.code(), Cat("params file ", path, ", ",
                                         std::string(status.message())));
}

std::string ParamTable::Format() const {
  if (params_.empty()) return "# no tunable parameters\n";
  // Names and values in aligned columns.
  std::vector<std::string> values;
  values.reserve(params_.size());
  std::size_t name_width = 0;
  std::size_t value_width = 0;
  for (const Param& param : params_) {
    values.push_back(FormatNumber(param.kind_, param.value()));
    name_width = std::max(name_width, param.name_.size());
    value_width = std::max(value_width, values.back().size());
  }
  std::string out =
      "# name value  # default, [min, max], tuning step: meaning\n";
  for (std::size_t i = 0; i < params_.size(); ++i) {
    const Param& p = params_[i];
    out += p.name_;
    out.append(name_width - p.name_.size() + 1, ' ');
    out += values[i];
    out.append(value_width - values[i].size(), ' ');
    out +=
        Cat("  # default ", FormatNumber(p.kind_, p.default_), ", [",
            FormatNumber(p.kind_, p.min_), ", ", FormatNumber(p.kind_, p.max_),
            "], step ", FormatNumber(p.kind_, p.step_), ": ", p.help_, "\n");
  }
  return out;
}

absl::Status ParamTable::Check() const {
  for (const Param& param : params_) {
    const double value = param.value();
    if (!std::isfinite(value) || value < param.min_ || value > param.max_) {
      return absl::OutOfRangeError(Cat(
          Prefix(param), "the value in use, ", FormatNumber(param.kind_, value),
          ", is out of range (", RangeText(param), ")"));
    }
  }
  return absl::OkStatus();
}

void ParamTable::ResetToDefaults() {
  for (const Param& param : params_) param.Store(param.default_);
}

void AddParamFlags(cxxopts::Options& options) {
  options.add_options("parameters")(
      "params", "load tunable parameters from FILE (\"name value\" lines)",
      cxxopts::value<std::string>(),
      "FILE")("param", "set one tunable parameter (repeatable; after --params)",
              cxxopts::value<std::vector<std::string>>(), "NAME=VALUE")(
      "print-params",
      "print the tunable parameters in use (a --params file) and exit");
}

absl::Status ApplyParamArgs(const cxxopts::ParseResult& args,
                            ParamTable& table) {
  if (args.count("params")) {
    GAUNTLET_RETURN_IF_ERROR(table.LoadFile(args["params"].as<std::string>()));
  }
  if (args.count("param")) {
    GAUNTLET_RETURN_IF_ERROR(
        ApplyAssignments(args["param"].as<std::vector<std::string>>(), table));
  }
  return table.Check();
}

absl::Status ApplyAssignments(const std::vector<std::string>& assignments,
                              ParamTable& table) {
  for (const std::string& item : assignments) {
    const std::size_t equals = item.find('=');
    if (equals == std::string::npos) {
      return absl::InvalidArgumentError(
          Cat("--param wants NAME=VALUE, got \"", item, "\""));
    }
    GAUNTLET_RETURN_IF_ERROR(
        table.Set(std::string_view(item).substr(0, equals),
                  std::string_view(item).substr(equals + 1)));
  }
  return table.Check();
}

void ApplyParamFlags(const cxxopts::Options& options,
                     const cxxopts::ParseResult& args, ParamTable& table) {
  const absl::Status status = ApplyParamArgs(args, table);
  if (!status.ok()) {
    std::cerr << options.program() << ": " << status.message() << std::endl;
    std::exit(2);
  }
  if (args.count("print-params")) {
    std::cout << table.Format() << std::flush;
    std::exit(0);
  }
}

}  // namespace gauntlet
