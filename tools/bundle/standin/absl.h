#ifndef GAUNTLET_TOOLS_BUNDLE_STANDIN_ABSL_H_
#define GAUNTLET_TOOLS_BUNDLE_STANDIN_ABSL_H_

// The few Abseil names the bundled programs use, in the standard library
// only, for one-file bundles (tools/bundle/bundler.h). `gauntlet bundle` puts
// this text in place of every `#include "absl/..."`; the project's own
// builds never include it. It covers what the bundled sources use and no
// more: a bundle that needs another name fails to compile in the bundle
// tests, and the name is added here.
//
// Status, StatusOr, the error constructors and StrCat behave as Abseil's for
// every use in the tree: a status is a code and a message, Update keeps the
// first error, StrCat writes integers in decimal and floating-point numbers
// as "%g" does (Abseil's six significant digits). flat_hash_set and
// flat_hash_map are an open-addressing table of our own with the members
// the sources call; their iteration order is unspecified, as Abseil's is.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iterator>
#include <new>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace absl {

enum class StatusCode : int {
  kOk = 0,
  kCancelled = 1,
  kUnknown = 2,
  kInvalidArgument = 3,
  kDeadlineExceeded = 4,
  kNotFound = 5,
  kAlreadyExists = 6,
  kPermissionDenied = 7,
  kResourceExhausted = 8,
  kFailedPrecondition = 9,
  kAborted = 10,
  kOutOfRange = 11,
  kUnimplemented = 12,
  kInternal = 13,
  kUnavailable = 14,
  kDataLoss = 15,
  kUnauthenticated = 16,
};

inline std::string StatusCodeToString(StatusCode code) {
  static constexpr const char* kNames[] = {
      "OK",
      "CANCELLED",
      "UNKNOWN",
      "INVALID_ARGUMENT",
      "DEADLINE_EXCEEDED",
      "NOT_FOUND",
      "ALREADY_EXISTS",
      "PERMISSION_DENIED",
      "RESOURCE_EXHAUSTED",
      "FAILED_PRECONDITION",
      "ABORTED",
      "OUT_OF_RANGE",
      "UNIMPLEMENTED",
      "INTERNAL",
      "UNAVAILABLE",
      "DATA_LOSS",
      "UNAUTHENTICATED",
  };
  const int index = static_cast<int>(code);
  return index >= 0 && index <= 16 ? kNames[index] : "UNKNOWN";
}

class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(StatusCode code, std::string_view message)
      : code_(code),
        message_(code == StatusCode::kOk ? "" : std::string(message)) {}

  bool ok() const { return code_ == StatusCode::kOk; }
  StatusCode code() const { return code_; }
  std::string_view message() const { return message_; }
  // Keeps the first error: an ok status takes `other`, an error stays.
  void Update(const Status& other) {
    if (ok()) *this = other;
  }
  std::string ToString() const {
    if (ok()) return "OK";
    return StatusCodeToString(code_) + ": " + message_;
  }
  void IgnoreError() const {}

  friend bool operator==(const Status& a, const Status& b) {
    return a.code_ == b.code_ && a.message_ == b.message_;
  }
  friend std::ostream& operator<<(std::ostream& out, const Status& status) {
    return out << status.ToString();
  }

 private:
  StatusCode code_ = StatusCode::kOk;
  std::string message_;
};

inline Status OkStatus() { return Status(); }

#define GAUNTLET_STANDIN_ERROR(Name)                    \
  inline Status Name##Error(std::string_view message) { \
    return Status(StatusCode::k##Name, message);        \
  }                                                     \
  inline bool Is##Name(const Status& status) {          \
    return status.code() == StatusCode::k##Name;        \
  }
GAUNTLET_STANDIN_ERROR(Cancelled)
GAUNTLET_STANDIN_ERROR(Unknown)
GAUNTLET_STANDIN_ERROR(InvalidArgument)
GAUNTLET_STANDIN_ERROR(DeadlineExceeded)
GAUNTLET_STANDIN_ERROR(NotFound)
GAUNTLET_STANDIN_ERROR(AlreadyExists)
GAUNTLET_STANDIN_ERROR(PermissionDenied)
GAUNTLET_STANDIN_ERROR(ResourceExhausted)
GAUNTLET_STANDIN_ERROR(FailedPrecondition)
GAUNTLET_STANDIN_ERROR(Aborted)
GAUNTLET_STANDIN_ERROR(OutOfRange)
GAUNTLET_STANDIN_ERROR(Unimplemented)
GAUNTLET_STANDIN_ERROR(Internal)
GAUNTLET_STANDIN_ERROR(Unavailable)
GAUNTLET_STANDIN_ERROR(DataLoss)
GAUNTLET_STANDIN_ERROR(Unauthenticated)
#undef GAUNTLET_STANDIN_ERROR

// A value or the error that prevented it. Reading the value of an error is
// a programming error, reported and aborted as Abseil does.
template <class T>
class [[nodiscard]] StatusOr {
 public:
  StatusOr() : status_(StatusCode::kUnknown, "") {}
  StatusOr(const Status& status) : status_(status) {  // NOLINT: implicit
    if (status_.ok()) Die("an ok status without a value");
  }
  template <class U = T, class = std::enable_if_t<
                             std::is_constructible_v<T, U&&> &&
                             !std::is_same_v<std::decay_t<U>, StatusOr<T>> &&
                             !std::is_same_v<std::decay_t<U>, Status> &&
                             !std::is_same_v<std::decay_t<U>, std::in_place_t>>>
  StatusOr(U&& value)  // NOLINT: implicit, as Abseil's
      : value_(std::in_place, std::forward<U>(value)) {}
  template <class U,
            class = std::enable_if_t<!std::is_same_v<U, T> &&
                                     std::is_constructible_v<T, const U&>>>
  StatusOr(const StatusOr<U>& other)  // NOLINT: implicit conversion
      : status_(other.status()) {
    if (other.ok()) value_.emplace(*other);
  }
  template <class U, class = std::enable_if_t<!std::is_same_v<U, T> &&
                                              std::is_constructible_v<T, U&&>>>
  StatusOr(StatusOr<U>&& other)  // NOLINT: implicit conversion
      : status_(other.status()) {
    if (other.ok()) value_.emplace(*std::move(other));
  }

  bool ok() const { return status_.ok(); }
  const Status& status() const& { return status_; }
  Status status() && { return std::move(status_); }

  T& value() & { return Checked(), *value_; }
  const T& value() const& { return Checked(), *value_; }
  T&& value() && { return Checked(), std::move(*value_); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T&& operator*() && { return std::move(*this).value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  template <class U>
  T value_or(U&& fallback) const& {
    return ok() ? *value_ : static_cast<T>(std::forward<U>(fallback));
  }

 private:
  [[noreturn]] static void Die(const char* why) {
    std::fprintf(stderr, "absl::StatusOr: %s\n", why);
    std::abort();
  }
  void Checked() const {
    if (!ok()) {
      std::fprintf(stderr, "absl::StatusOr: value of an error: %s\n",
                   status_.ToString().c_str());
      std::abort();
    }
  }

  Status status_;
  std::optional<T> value_;
};

namespace standin {

inline void Append(std::string& out, std::string_view text) { out += text; }
inline void Append(std::string& out, const char* text) { out += text; }
inline void Append(std::string& out, const std::string& text) { out += text; }
template <class T>
std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool> &&
                 !std::is_same_v<T, char>>
Append(std::string& out, T value) {
  out += std::to_string(value);
}
inline void Append(std::string& out, double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  out += text;
}
inline void Append(std::string& out, float value) {
  Append(out, static_cast<double>(value));
}

}  // namespace standin

template <class... Parts>
std::string StrCat(const Parts&... parts) {
  std::string out;
  (standin::Append(out, parts), ...);
  return out;
}

namespace standin {

// Mixes the bits of an integer so that keys differing in a few low bits
// land far apart (the finaliser of SplitMix64).
inline uint64_t Mix(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

template <class T, class = void>
struct Hash {
  uint64_t operator()(const T& value) const {
    return Mix(static_cast<uint64_t>(std::hash<T>()(value)));
  }
};
template <class T>
struct Hash<T, std::enable_if_t<std::is_integral_v<T> || std::is_enum_v<T>>> {
  uint64_t operator()(T value) const {
    return Mix(static_cast<uint64_t>(value));
  }
};
template <class A, class B>
struct Hash<std::pair<A, B>> {
  uint64_t operator()(const std::pair<A, B>& value) const {
    return Mix(Hash<A>()(value.first) * 31 + Hash<B>()(value.second));
  }
};

// Open addressing with linear probing and tombstones; the capacity is a
// power of two and at most 7/8 of it is used (erased slots included).
// Entry is the stored value, KeyOf gives its key.
template <class Key, class Entry, class KeyOf>
class Table {
  enum class Slot : uint8_t { kEmpty, kFull, kErased };

 public:
  using key_type = Key;
  using value_type = Entry;
  using size_type = std::size_t;

  template <bool kConst>
  class Iterator {
   public:
    using Owner = std::conditional_t<kConst, const Table, Table>;
    using reference = std::conditional_t<kConst, const Entry&, Entry&>;
    using pointer = std::conditional_t<kConst, const Entry*, Entry*>;
    using value_type = Entry;
    using difference_type = std::ptrdiff_t;
    using iterator_category = std::forward_iterator_tag;

    Iterator() = default;
    Iterator(Owner* table, std::size_t index) : table_(table), index_(index) {
      Skip();
    }
    template <bool kOther, class = std::enable_if_t<kConst && !kOther>>
    Iterator(const Iterator<kOther>& other)  // NOLINT: iterator to const
        : table_(other.table_), index_(other.index_) {}

    reference operator*() const { return table_->entries_[index_]; }
    pointer operator->() const { return &table_->entries_[index_]; }
    Iterator& operator++() {
      ++index_;
      Skip();
      return *this;
    }
    Iterator operator++(int) {
      Iterator before = *this;
      ++*this;
      return before;
    }
    friend bool operator==(const Iterator& a, const Iterator& b) {
      return a.index_ == b.index_;
    }
    friend bool operator!=(const Iterator& a, const Iterator& b) {
      return a.index_ != b.index_;
    }

   private:
    friend class Table;
    template <bool>
    friend class Iterator;
    void Skip() {
      while (index_ < table_->slots_.size() &&
             table_->slots_[index_] != Slot::kFull) {
        ++index_;
      }
    }
    Owner* table_ = nullptr;
    std::size_t index_ = 0;
  };
  using iterator = Iterator<false>;
  using const_iterator = Iterator<true>;

  iterator begin() { return iterator(this, 0); }
  iterator end() { return iterator(this, slots_.size()); }
  const_iterator begin() const { return const_iterator(this, 0); }
  const_iterator end() const { return const_iterator(this, slots_.size()); }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() {
    for (std::size_t i = 0; i < slots_.size(); ++i) {
      if (slots_[i] != Slot::kEmpty) {
        slots_[i] = Slot::kEmpty;
        entries_[i] = Entry();
      }
    }
    size_ = 0;
    used_ = 0;
  }
  void reserve(std::size_t count) {
    std::size_t capacity = 16;
    while (capacity * 7 / 8 < count) capacity *= 2;
    if (capacity > slots_.size()) Rehash(capacity);
  }

  iterator find(const Key& key) {
    const std::size_t index = Lookup(key);
    return iterator(this, index == kMissing ? slots_.size() : index);
  }
  const_iterator find(const Key& key) const {
    const std::size_t index = Lookup(key);
    return const_iterator(this, index == kMissing ? slots_.size() : index);
  }
  bool contains(const Key& key) const { return Lookup(key) != kMissing; }
  std::size_t count(const Key& key) const { return contains(key) ? 1 : 0; }

  std::pair<iterator, bool> insert(const Entry& entry) {
    return Place(KeyOf()(entry), [&] { return entry; });
  }
  std::pair<iterator, bool> insert(Entry&& entry) {
    const Key key = KeyOf()(entry);
    return Place(key, [&] { return std::move(entry); });
  }
  template <class... Args>
  std::pair<iterator, bool> emplace(Args&&... args) {
    Entry entry(std::forward<Args>(args)...);
    return insert(std::move(entry));
  }

  void erase(const_iterator at) {
    slots_[at.index_] = Slot::kErased;
    entries_[at.index_] = Entry();
    --size_;
  }
  void erase(iterator at) { erase(const_iterator(at)); }
  std::size_t erase(const Key& key) {
    const std::size_t index = Lookup(key);
    if (index == kMissing) return 0;
    erase(const_iterator(this, index));
    return 1;
  }

 protected:
  template <class Make>
  std::pair<iterator, bool> Place(const Key& key, Make make) {
    const std::size_t found = Lookup(key);
    if (found != kMissing) return {iterator(this, found), false};
    if ((used_ + 1) * 8 > slots_.size() * 7) {
      Rehash(slots_.empty()                   ? 16
             : size_ * 2 >= slots_.size() / 2 ? slots_.size() * 2
                                              : slots_.size());
    }
    const std::size_t mask = slots_.size() - 1;
    std::size_t index = Hash<Key>()(key) & mask;
    while (slots_[index] == Slot::kFull) index = (index + 1) & mask;
    if (slots_[index] == Slot::kEmpty) ++used_;
    slots_[index] = Slot::kFull;
    entries_[index] = make();
    ++size_;
    return {iterator(this, index), true};
  }

 private:
  static constexpr std::size_t kMissing = static_cast<std::size_t>(-1);

  std::size_t Lookup(const Key& key) const {
    if (slots_.empty()) return kMissing;
    const std::size_t mask = slots_.size() - 1;
    std::size_t index = Hash<Key>()(key) & mask;
    while (slots_[index] != Slot::kEmpty) {
      if (slots_[index] == Slot::kFull && KeyOf()(entries_[index]) == key) {
        return index;
      }
      index = (index + 1) & mask;
    }
    return kMissing;
  }

  void Rehash(std::size_t capacity) {
    std::vector<Slot> slots(capacity, Slot::kEmpty);
    std::vector<Entry> entries(capacity);
    const std::size_t mask = capacity - 1;
    for (std::size_t i = 0; i < slots_.size(); ++i) {
      if (slots_[i] != Slot::kFull) continue;
      std::size_t index = Hash<Key>()(KeyOf()(entries_[i])) & mask;
      while (slots[index] == Slot::kFull) index = (index + 1) & mask;
      slots[index] = Slot::kFull;
      entries[index] = std::move(entries_[i]);
    }
    slots_ = std::move(slots);
    entries_ = std::move(entries);
    used_ = size_;
  }

  std::vector<Slot> slots_;
  std::vector<Entry> entries_;
  std::size_t size_ = 0;
  std::size_t used_ = 0;  // full and erased slots
};

struct SetKey {
  template <class T>
  const T& operator()(const T& entry) const {
    return entry;
  }
};
struct MapKey {
  template <class Pair>
  const auto& operator()(const Pair& entry) const {
    return entry.first;
  }
};

}  // namespace standin

template <class T>
class flat_hash_set : public standin::Table<T, T, standin::SetKey> {};

// Entries are pairs of a key and a value; the key is not const (unlike
// Abseil's) because the table moves entries when it grows.
template <class K, class V>
class flat_hash_map
    : public standin::Table<K, std::pair<K, V>, standin::MapKey> {
  using Base = standin::Table<K, std::pair<K, V>, standin::MapKey>;

 public:
  using mapped_type = V;
  V& operator[](const K& key) {
    return Base::Place(key, [&] { return std::pair<K, V>(key, V()); })
        .first->second;
  }
  template <class... Args>
  std::pair<typename Base::iterator, bool> try_emplace(const K& key,
                                                       Args&&... args) {
    return Base::Place(key, [&] {
      return std::pair<K, V>(key, V(std::forward<Args>(args)...));
    });
  }
};

}  // namespace absl

#endif  // GAUNTLET_TOOLS_BUNDLE_STANDIN_ABSL_H_
