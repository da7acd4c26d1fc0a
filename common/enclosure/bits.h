#ifndef GAUNTLET_COMMON_ENCLOSURE_BITS_H_
#define GAUNTLET_COMMON_ENCLOSURE_BITS_H_

// A 128-bit set: enough for the 121 vertices or the 100 cells of the board, so
// trails, land and traps are single words that copy and combine cheaply in
// playouts.

#include <bit>
#include <cstdint>

namespace gauntlet::enclosure {

class Bits128 {
 public:
  constexpr Bits128() = default;

  static constexpr Bits128 FirstN(int n) {
    Bits128 b;
    b.bits_ = n >= 128 ? ~U128{0} : ((U128{1} << n) - 1);
    return b;
  }
  static constexpr Bits128 Single(int i) {
    Bits128 b;
    b.bits_ = U128{1} << i;
    return b;
  }

  constexpr bool Test(int i) const { return ((bits_ >> i) & 1) != 0; }
  constexpr void Set(int i) { bits_ |= U128{1} << i; }
  constexpr void Reset(int i) { bits_ &= ~(U128{1} << i); }
  constexpr bool Any() const { return bits_ != 0; }
  constexpr bool None() const { return bits_ == 0; }
  constexpr int Count() const {
    return std::popcount(static_cast<uint64_t>(bits_)) +
           std::popcount(static_cast<uint64_t>(bits_ >> 64));
  }
  // Index of the lowest set bit; the set must not be empty.
  constexpr int Lowest() const {
    const auto low = static_cast<uint64_t>(bits_);
    if (low != 0) return std::countr_zero(low);
    return 64 + std::countr_zero(static_cast<uint64_t>(bits_ >> 64));
  }

  constexpr Bits128 operator|(Bits128 o) const { return Make(bits_ | o.bits_); }
  constexpr Bits128 operator&(Bits128 o) const { return Make(bits_ & o.bits_); }
  constexpr Bits128 operator^(Bits128 o) const { return Make(bits_ ^ o.bits_); }
  constexpr Bits128 operator~() const { return Make(~bits_); }
  constexpr Bits128 operator<<(int n) const { return Make(bits_ << n); }
  constexpr Bits128 operator>>(int n) const { return Make(bits_ >> n); }
  constexpr Bits128& operator|=(Bits128 o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr Bits128& operator&=(Bits128 o) {
    bits_ &= o.bits_;
    return *this;
  }
  constexpr bool operator==(const Bits128&) const = default;

  // Calls f(index) for every set bit, lowest first.
  template <class F>
  constexpr void ForEach(F&& f) const {
    Bits128 rest = *this;
    while (rest.Any()) {
      const int i = rest.Lowest();
      f(i);
      rest.Reset(i);
    }
  }

 private:
  using U128 = unsigned __int128;
  static constexpr Bits128 Make(U128 v) {
    Bits128 b;
    b.bits_ = v;
    return b;
  }
  U128 bits_ = 0;
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_COMMON_ENCLOSURE_BITS_H_
