#ifndef GAUNTLET_TOOLS_BUNDLE_STANDIN_CXXOPTS_H_
#define GAUNTLET_TOOLS_BUNDLE_STANDIN_CXXOPTS_H_

// The part of cxxopts 3.1's interface that the bundled programs use, in the
// standard library only, for one-file bundles (tools/bundle/bundler.h).
// `gauntlet bundle` puts this text in place of `#include <cxxopts.hpp>`; the
// project's own builds never include it.
//
// It parses as cxxopts does, so common/core/cli.cc reports bad command lines
// in the same words through it: `--name value`, `--name=value`, `-x value`
// and groups of short flags; a flag without a value type takes none
// (`--flag=false` sets one); a vector value splits at commas; repeating a
// flag keeps the last value; anything that is not a flag is unmatched; `--`
// ends the flags. Errors are the same exception types with the same
// messages. Only --help's layout differs a little.

#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <limits>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <system_error>
#include <type_traits>
#include <vector>

namespace cxxopts {

inline const std::string LQUOTE("\xe2\x80\x98");  // NOLINT: cxxopts's name
inline const std::string RQUOTE("\xe2\x80\x99");  // NOLINT: cxxopts's name

namespace exceptions {

class exception : public std::exception {
 public:
  explicit exception(std::string message) : message_(std::move(message)) {}
  const char* what() const noexcept override { return message_.c_str(); }

 private:
  std::string message_;
};
class specification : public exception {
  using exception::exception;
};
class parsing : public exception {
  using exception::exception;
};
class no_such_option : public parsing {
 public:
  explicit no_such_option(const std::string& option)
      : parsing("Option " + LQUOTE + option + RQUOTE + " does not exist") {}
};
class missing_argument : public parsing {
 public:
  explicit missing_argument(const std::string& option)
      : parsing("Option " + LQUOTE + option + RQUOTE +
                " is missing an argument") {}
};
class option_requires_argument : public parsing {
 public:
  explicit option_requires_argument(const std::string& option)
      : parsing("Option " + LQUOTE + option + RQUOTE +
                " requires an argument") {}
};
class invalid_option_syntax : public parsing {
 public:
  explicit invalid_option_syntax(const std::string& text)
      : parsing("Argument " + LQUOTE + text + RQUOTE +
                " starts with a - but has incorrect syntax") {}
};
class incorrect_argument_type : public parsing {
 public:
  explicit incorrect_argument_type(const std::string& text)
      : parsing("Argument " + LQUOTE + text + RQUOTE + " failed to parse") {}
};
class option_has_no_value : public exception {
 public:
  explicit option_has_no_value(const std::string& option)
      : exception("Option " + LQUOTE + option + RQUOTE + " has no value") {}
};

}  // namespace exceptions

namespace values {

inline void Parse(const std::string& text, std::string& value) { value = text; }

inline void Parse(const std::string& text, bool& value) {
  if (text == "t" || text == "T" || text == "true" || text == "True" ||
      text == "1") {
    value = true;
  } else if (text == "f" || text == "F" || text == "false" || text == "False" ||
             text == "0") {
    value = false;
  } else {
    throw exceptions::incorrect_argument_type(text);
  }
}

// cxxopts's integers: an optional minus, then decimal digits or 0x and hex
// digits; out of the type's range is a bad value.
template <class T>
std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>> Parse(
    const std::string& text, T& value) {
  std::size_t at = 0;
  const bool negative = !text.empty() && text[0] == '-';
  if (negative) ++at;
  int base = 10;
  if (text.compare(at, 2, "0x") == 0) {
    base = 16;
    at += 2;
  }
  if (at == text.size()) throw exceptions::incorrect_argument_type(text);
  uint64_t magnitude = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] =
      std::from_chars(text.data() + at, end, magnitude, base);
  if (error != std::errc() || stop != end) {
    throw exceptions::incorrect_argument_type(text);
  }
  using Limits = std::numeric_limits<T>;
  if (negative) {
    if (!Limits::is_signed ||
        magnitude > static_cast<uint64_t>(Limits::max()) + 1) {
      throw exceptions::incorrect_argument_type(text);
    }
    value = static_cast<T>(0 - magnitude);
  } else {
    if (magnitude > static_cast<uint64_t>(Limits::max())) {
      throw exceptions::incorrect_argument_type(text);
    }
    value = static_cast<T>(magnitude);
  }
}

template <class T>
std::enable_if_t<std::is_floating_point_v<T>> Parse(const std::string& text,
                                                    T& value) {
  std::istringstream in(text);
  in >> value;
  if (in.fail() || !in.eof()) throw exceptions::incorrect_argument_type(text);
}

template <class T>
void Parse(const std::string& text, std::vector<T>& value) {
  std::istringstream in(text);
  std::string token;
  while (!in.eof() && std::getline(in, token, ',')) {
    T item;
    Parse(token, item);
    value.push_back(std::move(item));
  }
}

// One option's value: its type, default, and what the command line gave.
class Value {
 public:
  virtual ~Value() = default;
  virtual std::shared_ptr<Value> Fresh() const = 0;
  virtual void Read(const std::string& text) = 0;
  virtual bool takes_argument() const { return true; }
  bool has_default() const { return has_default_; }
  const std::string& default_text() const { return default_; }

 protected:
  bool has_default_ = false;
  std::string default_;
};

template <class T>
class Typed : public Value, public std::enable_shared_from_this<Typed<T>> {
 public:
  std::shared_ptr<Typed<T>> default_value(const std::string& text) {
    has_default_ = true;
    default_ = text;
    return this->shared_from_this();
  }
  std::shared_ptr<Value> Fresh() const override {
    auto copy = std::make_shared<Typed<T>>();
    copy->has_default_ = has_default_;
    copy->default_ = default_;
    return copy;
  }
  void Read(const std::string& text) override {
    if constexpr (std::is_same_v<T, std::vector<std::string>>) {
      Parse(text, value_);
    } else {
      T value{};
      Parse(text, value);
      value_ = std::move(value);
    }
  }
  bool takes_argument() const override { return !std::is_same_v<T, bool>; }
  const T& get() const { return value_; }

 private:
  T value_{};
};

}  // namespace values

template <class T>
std::shared_ptr<values::Typed<T>> value() {
  return std::make_shared<values::Typed<T>>();
}

struct OptionSpec {
  std::string short_name;
  std::string long_name;
  std::string help;
  std::string arg_help;
  std::string group;
  std::shared_ptr<values::Value> value;
};

class OptionValue {
 public:
  OptionValue() = default;
  OptionValue(std::string name, std::shared_ptr<values::Value> value,
              bool given)
      : name_(std::move(name)), value_(std::move(value)), given_(given) {}
  template <class T>
  const T& as() const {
    if (!value_) throw exceptions::option_has_no_value(name_);
    const auto* typed = dynamic_cast<const values::Typed<T>*>(value_.get());
    if (typed == nullptr) {
      throw exceptions::exception("Option " + LQUOTE + name_ + RQUOTE +
                                  " has another type");
    }
    return typed->get();
  }
  bool given() const { return given_; }

 private:
  std::string name_;
  std::shared_ptr<values::Value> value_;
  bool given_ = false;
};

class ParseResult {
 public:
  ParseResult() = default;
  std::size_t count(const std::string& name) const {
    const auto it = counts_.find(Canonical(name));
    return it == counts_.end() ? 0 : it->second;
  }
  const OptionValue& operator[](const std::string& name) const {
    const auto it = values_.find(Canonical(name));
    if (it == values_.end()) throw exceptions::option_has_no_value(name);
    return it->second;
  }
  const std::vector<std::string>& unmatched() const { return unmatched_; }

 private:
  friend class Options;
  std::string Canonical(const std::string& name) const {
    const auto it = aliases_.find(name);
    return it == aliases_.end() ? name : it->second;
  }

  std::map<std::string, std::string> aliases_;  // short name -> long name
  std::map<std::string, std::size_t> counts_;
  std::map<std::string, OptionValue> values_;
  std::vector<std::string> unmatched_;
};

class Options;

class OptionAdder {
 public:
  OptionAdder(Options& options, std::string group)
      : options_(options), group_(std::move(group)) {}
  // "l,long" or "long"; no value type means a flag that takes no value.
  OptionAdder& operator()(const std::string& names, const std::string& help,
                          std::shared_ptr<values::Value> value =
                              std::make_shared<values::Typed<bool>>(),
                          std::string arg_help = "");

 private:
  Options& options_;
  std::string group_;
};

class Options {
 public:
  Options(std::string program, std::string description = "")
      : program_(std::move(program)), description_(std::move(description)) {}

  OptionAdder add_options(std::string group = "") {
    return OptionAdder(*this, std::move(group));
  }
  const std::string& program() const { return program_; }

  ParseResult parse(int argc, const char* const* argv) const {
    ParseResult result;
    std::map<std::string, std::shared_ptr<values::Value>> given;
    for (const OptionSpec& spec : specs_) {
      if (!spec.short_name.empty()) {
        result.aliases_[spec.short_name] = spec.long_name;
      }
    }
    const auto take = [&](const OptionSpec& spec, const std::string& text) {
      auto& slot = given[spec.long_name];
      const bool is_vector =
          dynamic_cast<values::Typed<std::vector<std::string>>*>(
              spec.value.get()) != nullptr;
      if (!slot || !is_vector) slot = spec.value->Fresh();
      slot->Read(text);
      ++result.counts_[spec.long_name];
    };
    // The option's next argument as its value, or "true" for a flag.
    const auto take_next = [&](const OptionSpec& spec, const std::string& name,
                               int& index) {
      if (!spec.value->takes_argument()) {
        take(spec, "true");
      } else if (index + 1 >= argc) {
        throw exceptions::missing_argument(name);
      } else {
        take(spec, argv[++index]);
      }
    };
    int index = 1;
    for (; index < argc; ++index) {
      const std::string argument = argv[index];
      if (argument == "--") {
        ++index;
        break;
      }
      std::string name;
      std::string text;
      bool has_text = false;
      if (IsLongFlag(argument, name, text, has_text)) {
        const OptionSpec* spec = Find(name);
        if (spec == nullptr) throw exceptions::no_such_option(name);
        if (has_text) {
          take(*spec, text);
        } else {
          take_next(*spec, name, index);
        }
      } else if (IsShortGroup(argument)) {
        const std::string letters = argument.substr(1);
        for (std::size_t i = 0; i < letters.size(); ++i) {
          const std::string letter(1, letters[i]);
          const OptionSpec* spec = Find(letter);
          if (spec == nullptr) throw exceptions::no_such_option(letter);
          if (i + 1 == letters.size()) {
            take_next(*spec, letter, index);
          } else if (!spec->value->takes_argument()) {
            take(*spec, "true");
          } else {
            take(*spec, letters.substr(i + 1));
            break;
          }
        }
      } else if (argument.size() > 1 && argument[0] == '-') {
        throw exceptions::invalid_option_syntax(argument);
      } else {
        result.unmatched_.push_back(argument);
      }
    }
    for (; index < argc; ++index) result.unmatched_.emplace_back(argv[index]);
    for (const OptionSpec& spec : specs_) {
      auto it = given.find(spec.long_name);
      std::shared_ptr<values::Value> value;
      if (it != given.end()) {
        value = it->second;
      } else if (spec.value->has_default()) {
        value = spec.value->Fresh();
        value->Read(spec.value->default_text());
      }
      result.values_[spec.long_name] =
          OptionValue(spec.long_name, value, it != given.end());
    }
    return result;
  }

  std::string help() const {
    std::string out =
        description_ + "\nUsage:\n  " + program_ + " [OPTION...]\n";
    std::string group = "\x01";
    for (const OptionSpec& spec : specs_) {
      if (spec.group != group) {
        group = spec.group;
        out += "\n";
        if (!group.empty()) out += " " + group + " options:\n";
      }
      std::string left = spec.short_name.empty() ? "      --" + spec.long_name
                                                 : "  -" + spec.short_name +
                                                       ", --" + spec.long_name;
      if (spec.value->takes_argument()) {
        left += " " + (spec.arg_help.empty() ? "arg" : spec.arg_help);
      }
      out += left;
      out += left.size() < 30 ? std::string(30 - left.size(), ' ') : "  ";
      out += spec.help;
      if (spec.value->has_default() && spec.value->takes_argument()) {
        out += " (default: " + spec.value->default_text() + ")";
      }
      out += "\n";
    }
    return out;
  }

 private:
  friend class OptionAdder;

  const OptionSpec* Find(const std::string& name) const {
    for (const OptionSpec& spec : specs_) {
      if (spec.long_name == name || spec.short_name == name) return &spec;
    }
    return nullptr;
  }

  // "--name" or "--name=text": a letter or digit, then letters, digits, '-'
  // and '_', at least two characters.
  static bool IsLongFlag(const std::string& argument, std::string& name,
                         std::string& text, bool& has_text) {
    if (argument.compare(0, 2, "--") != 0 || argument.size() < 3) return false;
    std::size_t at = 2;
    if (!std::isalnum(static_cast<unsigned char>(argument[at]))) return false;
    while (at < argument.size() &&
           (std::isalnum(static_cast<unsigned char>(argument[at])) ||
            argument[at] == '-' || argument[at] == '_')) {
      ++at;
    }
    name = argument.substr(2, at - 2);
    if (name.size() < 2) return false;
    if (at == argument.size()) {
      has_text = false;
      return true;
    }
    if (argument[at] != '=') return false;
    has_text = true;
    text = argument.substr(at + 1);
    return true;
  }

  // "-abc": letters and digits after one dash.
  static bool IsShortGroup(const std::string& argument) {
    if (argument.size() < 2 || argument[0] != '-' || argument[1] == '-') {
      return false;
    }
    for (std::size_t i = 1; i < argument.size(); ++i) {
      if (!std::isalnum(static_cast<unsigned char>(argument[i]))) return false;
    }
    return true;
  }

  std::string program_;
  std::string description_;
  std::vector<OptionSpec> specs_;
};

inline OptionAdder& OptionAdder::operator()(
    const std::string& names, const std::string& help,
    std::shared_ptr<values::Value> value, std::string arg_help) {
  OptionSpec spec;
  const std::size_t comma = names.find(',');
  if (comma == std::string::npos) {
    spec.long_name = names;
  } else {
    spec.short_name = names.substr(0, comma);
    spec.long_name = names.substr(comma + 1);
    while (!spec.long_name.empty() && spec.long_name[0] == ' ') {
      spec.long_name.erase(0, 1);
    }
  }
  if (spec.long_name.size() == 1 && spec.short_name.empty()) {
    std::swap(spec.long_name, spec.short_name);
  }
  spec.help = help;
  spec.arg_help = std::move(arg_help);
  spec.group = group_;
  spec.value = std::move(value);
  options_.specs_.push_back(std::move(spec));
  return *this;
}

}  // namespace cxxopts

#endif  // GAUNTLET_TOOLS_BUNDLE_STANDIN_CXXOPTS_H_
