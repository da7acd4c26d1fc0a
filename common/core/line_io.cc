#include "common/core/line_io.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <string>

#include "common/core/terminal_text.h"

namespace gauntlet {
namespace {

// The most of a bad token an error message quotes.
constexpr std::size_t kQuotedTokenBytes = 64;

// Debian's Abseil keeps its own string_view type, so messages are built with
// std::string rather than absl::StrCat.
std::string Located(std::string_view message, int line, std::size_t token) {
  return std::string(message) + ", line " + std::to_string(line) + ", token " +
         std::to_string(token);
}

}  // namespace

LineReader::LineReader(std::istream& in, std::size_t max_length)
    : buffer_(in.rdbuf()), max_length_(max_length) {}

absl::StatusOr<std::string> LineReader::Next() {
  using Traits = std::char_traits<char>;
  std::string line;
  bool too_long = false;
  bool any = false;
  for (;;) {
    const int c = buffer_->sbumpc();
    if (Traits::eq_int_type(c, Traits::eof())) break;
    any = true;
    if (c == '\n') break;
    if (line.size() < max_length_) {
      line.push_back(Traits::to_char_type(c));
    } else {
      too_long = true;
    }
  }
  if (!any) return absl::OutOfRangeError("end of input");
  ++line_number_;
  if (too_long) {
    return absl::ResourceExhaustedError("line " + std::to_string(line_number_) +
                                        ": longer than " +
                                        std::to_string(max_length_) + " bytes");
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

bool IsEndOfInput(const absl::Status& status) {
  return absl::IsOutOfRange(status);
}

Tokens::Tokens(std::string_view line, int line_number, std::string_view message)
    : message_(message), line_number_(line_number), line_(line) {
  const std::string_view text(line_);
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) tokens_.push_back(text.substr(start, i - start));
  }
}

std::string_view Tokens::Peek() const {
  return AtEnd() ? std::string_view() : tokens_[next_];
}

absl::Status Tokens::Error(std::string_view expected) const {
  return ErrorAt(next_, expected);
}

absl::Status Tokens::ErrorAt(std::size_t position,
                             std::string_view expected) const {
  if (position >= tokens_.size()) {
    return absl::InvalidArgumentError(
        Located(message_, line_number_, position + 1) +
        " (end of line): expected " + std::string(expected));
  }
  std::string text = Located(message_, line_number_, position + 1);
  // A token is quoted as it came, but cut (a 10 MB token must not become a
  // 10 MB message) and with its control bytes shown, not sent.
  const std::string_view token = tokens_[position];
  std::size_t keep = std::min(token.size(), kQuotedTokenBytes);
  while (keep > 0 && keep < token.size() &&
         (static_cast<unsigned char>(token[keep]) & 0xC0) == 0x80) {
    --keep;
  }
  text += " \"";
  text += TerminalSafe(token.substr(0, keep));
  if (keep < token.size()) {
    text += "...\" (";
    text += std::to_string(token.size());
    text += " bytes): expected ";
  } else {
    text += "\": expected ";
  }
  text += expected;
  return absl::InvalidArgumentError(text);
}

absl::StatusOr<int64_t> Tokens::Int(std::string_view what, int64_t min,
                                    int64_t max) {
  const auto describe = [&] {
    if (min == std::numeric_limits<int64_t>::min() &&
        max == std::numeric_limits<int64_t>::max()) {
      return std::string(what) + " (an integer)";
    }
    return std::string(what) + " (an integer in [" + std::to_string(min) +
           ", " + std::to_string(max) + "])";
  };
  if (AtEnd()) return Error(describe());
  const std::string_view token = tokens_[next_];
  int64_t value = 0;
  const char* first = token.data();
  const char* last = token.data() + token.size();
  if (first != last && *first == '+') ++first;
  const auto [end, error] = std::from_chars(first, last, value);
  if (error != std::errc() || end != last || value < min || value > max) {
    return Error(describe());
  }
  ++next_;
  return value;
}

absl::StatusOr<int64_t> Tokens::PlainInt(std::string_view what, int64_t min,
                                         int64_t max) {
  const std::string_view token = Peek();
  if (!token.empty() &&
      (token.front() == '+' ||
       (token.front() == '-' &&
        token.find_first_not_of('0', 1) == std::string_view::npos))) {
    return Error(std::string(what) + " (a plain integer)");
  }
  return Int(what, min, max);
}

absl::StatusOr<std::string_view> Tokens::Word(std::string_view what) {
  if (AtEnd()) return Error(what);
  return tokens_[next_++];
}

absl::Status Tokens::Expect(std::string_view word) {
  if (AtEnd() || tokens_[next_] != word) {
    std::string quoted = "\"";  // Built stepwise: g++ 12 -Wrestrict misfires.
    quoted += word;
    quoted += '"';
    return Error(quoted);
  }
  ++next_;
  return absl::OkStatus();
}

absl::StatusOr<int> Tokens::OneOf(
    std::string_view what, const std::vector<std::string_view>& choices) {
  if (!AtEnd()) {
    for (std::size_t i = 0; i < choices.size(); ++i) {
      if (tokens_[next_] == choices[i]) {
        ++next_;
        return static_cast<int>(i);
      }
    }
  }
  std::string expected = std::string(what) + " (one of:";
  for (const std::string_view choice : choices) {
    expected += " ";
    expected += choice;
  }
  return Error(expected + ")");
}

absl::Status Tokens::End() const {
  if (AtEnd()) return absl::OkStatus();
  return Error("end of line");
}

void WriteLine(std::ostream& out, std::string_view line) {
  out.write(line.data(), static_cast<std::streamsize>(line.size()));
  out.put('\n');
  out.flush();
}

}  // namespace gauntlet
