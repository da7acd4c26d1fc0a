#ifndef GAUNTLET_COMMON_CORE_LINE_IO_H_
#define GAUNTLET_COMMON_CORE_LINE_IO_H_

// Line-oriented protocol I/O for bots and tools. Every parse error names the
// message being read, the line number, the token and what was expected, so a
// bot fed bad input can say exactly what was wrong before exiting.

#include <cstddef>
#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace gauntlet {

// Reads lines from a stream, refusing lines longer than a cap so that a
// hostile peer cannot make us buffer without bound. A trailing '\r' is
// dropped. End of input is reported as absl::OutOfRangeError.
class LineReader {
 public:
  static constexpr std::size_t kDefaultMaxLength = 1 << 16;

  explicit LineReader(std::istream& in,
                      std::size_t max_length = kDefaultMaxLength);

  // The next line without its terminator. A final line without '\n' counts.
  // Errors: OutOfRange at end of input, ResourceExhausted past the cap (the
  // rest of that line is discarded so reading can go on).
  absl::StatusOr<std::string> Next();

  // Number of the line last returned (1-based); 0 before the first.
  int line_number() const { return line_number_; }

 private:
  std::streambuf* buffer_;
  std::size_t max_length_;
  int line_number_ = 0;
};

// True when `status` is the reader's end-of-input signal.
bool IsEndOfInput(const absl::Status& status);

// A cursor over the whitespace-separated tokens of one line. `message` names
// what the line is (e.g. "move", "[POS] block") for error messages.
class Tokens {
 public:
  Tokens(std::string_view line, int line_number, std::string_view message);

  std::size_t size() const { return tokens_.size(); }
  std::size_t position() const { return next_; }
  bool AtEnd() const { return next_ == tokens_.size(); }
  // The next token without consuming it; empty at the end.
  std::string_view Peek() const;

  // An integer in [min, max]; `what` describes it ("row", "time per move").
  // A leading '+' is taken ("+1" is 1).
  absl::StatusOr<int64_t> Int(std::string_view what, int64_t min = INT64_MIN,
                              int64_t max = INT64_MAX);
  // The same, but only as a statement writes plain integers: no '+', no
  // "-0" (for readers whose statement says so, e.g. Robots' instances).
  absl::StatusOr<int64_t> PlainInt(std::string_view what,
                                   int64_t min = INT64_MIN,
                                   int64_t max = INT64_MAX);
  // Any word.
  absl::StatusOr<std::string_view> Word(std::string_view what);
  // Exactly `word`.
  absl::Status Expect(std::string_view word);
  // One of `choices`; returns its index.
  absl::StatusOr<int> OneOf(std::string_view what,
                            const std::vector<std::string_view>& choices);
  // Fails if tokens remain.
  absl::Status End() const;

  // An InvalidArgument error located at the current token (or at the end of
  // the line), e.g. `move, line 3, token 2 "x9": expected a row in [0, 9]`.
  absl::Status Error(std::string_view expected) const;
  // The same, located at token `position` (0-based), for a token whose
  // meaning only a later one settles.
  absl::Status ErrorAt(std::size_t position, std::string_view expected) const;

 private:
  std::string_view message_;
  int line_number_;
  std::vector<std::string_view> tokens_;
  std::string line_;  // Owns the text the views point into.
  std::size_t next_ = 0;
};

// Writes `line` and a newline, then flushes: protocol peers wait for it.
void WriteLine(std::ostream& out, std::string_view line);

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_LINE_IO_H_
