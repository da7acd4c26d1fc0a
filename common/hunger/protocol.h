#ifndef GAUNTLET_COMMON_HUNGER_PROTOCOL_H_
#define GAUNTLET_COMMON_HUNGER_PROTOCOL_H_

// The statement's per-turn message and answers, as data and as text. The
// referee formats with these functions and the bots parse with them, so both
// sides speak exactly one dialect.

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/line_io.h"

namespace gauntlet::hunger {

// Facing; N is towards larger y, E towards larger x (statement).
enum class Dir : uint8_t { kN = 0, kE = 1, kS = 2, kW = 3 };

// The dialect of the messages (docs/hunger.md, "The lsh2019 profile"). The
// default writes smooth(h) with two decimals and r with four; kLsh2019
// writes both as whole numbers, rounded down, as bots written for the 2019
// judge read them. Part of the rules configuration (RulesConfig::profile).
enum class Profile : uint8_t { kDefault = 0, kLsh2019 = 1 };

// "default", "lsh2019".
std::string_view ProfileName(Profile profile);
std::optional<Profile> ProfileFromName(std::string_view name);
// The names, for error messages: "default, lsh2019".
std::string ProfileNames();

struct Point {
  int64_t x = 0;
  int64_t y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

char DirLetter(Dir dir);
std::optional<Dir> DirFromLetter(std::string_view letter);
Point Forward(Dir dir);  // unit step
inline Dir TurnRight(Dir d) { return static_cast<Dir>((int(d) + 1) % 4); }
inline Dir TurnLeft(Dir d) { return static_cast<Dir>((int(d) + 3) % 4); }
inline Dir Opposite(Dir d) { return static_cast<Dir>((int(d) + 2) % 4); }

enum class EventKind : uint8_t {
  kPickupBattery,
  kPickupFood,
  kAttack,
  kAttackRay,
  kAttackPlatform,
  kRecover,
  kStarve,
  kDeath,
  kFailure,
  kFinish,
};

// The event's word in messages: "pickup_food", "attack", ...
std::string_view EventName(EventKind kind);

struct Event {
  EventKind kind;
  int value = 0;  // capacity, food value or attacker id; 0 otherwise
  friend bool operator==(const Event&, const Event&) = default;
};

struct SeenPlayer {
  Point center;
  Dir dir = Dir::kN;
  int id = 0;
  int smooth_hundredths = 0;          // smooth(h) * 100
  int64_t score_ten_thousandths = 0;  // player_r * 10000
  // The step of smooth_hundredths as the message wrote it: 1 for two
  // decimals (exact), 100 for a whole number. Whole numbers are rounded
  // down (the lsh2019 profile), so smooth(h) * 100 then lies in
  // [smooth_hundredths, smooth_hundredths + smooth_step).
  int smooth_step = 1;
  friend bool operator==(const SeenPlayer&, const SeenPlayer&) = default;
};

struct SeenRay {
  int owner = 0;
  std::vector<Point> cells;  // from tail to head: the direction of travel
  friend bool operator==(const SeenRay&, const SeenRay&) = default;
};

// One turn's message. Object lists with no entries are not sent.
struct Observation {
  int id = 0;
  int health = 0;
  int energy = 0;
  int64_t food = 0;
  int64_t battery = 0;
  Point center;
  Dir dir = Dir::kN;
  std::vector<Event> events;
  std::vector<SeenPlayer> players;
  std::vector<Point> food_cells;
  std::vector<Point> battery_cells;
  std::vector<SeenRay> rays;
  std::vector<Point> obstacles;
  std::vector<Point> damaged;
  std::vector<Point> destroyed;

  void Clear();
  bool HasEvent(EventKind kind) const;
  friend bool operator==(const Observation&, const Observation&) = default;
};

// Appends the message (status line, events, objects) to `out`, in the
// dialect of `profile`.
void AppendObservation(const Observation& obs, std::string& out,
                       Profile profile = Profile::kDefault);
std::string FormatObservation(const Observation& obs,
                              Profile profile = Profile::kDefault);

// A coordinate as a point list writes it, with its leading space (" -17"),
// ready to be copied: a message late in a game lists tens of thousands of
// cells, and copying precomputed texts of the platform's columns and rows is
// several times faster than formatting every number (hunger-bench).
struct CoordText {
  char text[23] = {};  // " " and any int64; the rest is unused
  uint8_t size = 0;
};
CoordText MakeCoordText(int64_t value);

// A point list collected as message text (" x1 y1 x2 y2 ..."). Its buffer
// is kept across Clear, so refilling it does not allocate once it has grown
// to the longest list.
class PointListText {
 public:
  void Clear() {
    size_ = 0;
    count_ = 0;
  }
  int64_t count() const { return count_; }
  std::string_view text() const { return {buffer_.data(), size_}; }

  // Appends " x y".
  void Add(const CoordText& x, const CoordText& y) { AddRow(&x, 1, y); }
  // Appends " x y" for each of the `count` texts from `xs`: a run of cells
  // of one row.
  void AddRow(const CoordText* xs, int count, const CoordText& y) {
    // Texts are copied whole (fixed-size copies are a few moves) and the end
    // advanced by their real sizes, so room for whole ones is needed.
    const size_t most = static_cast<size_t>(count) * 2 * sizeof y.text;
    if (buffer_.size() - size_ < most) Grow(size_ + most);
    char* out = buffer_.data() + size_;
    for (int i = 0; i < count; ++i) {
      std::memcpy(out, xs[i].text, sizeof y.text);
      out += xs[i].size;
      std::memcpy(out, y.text, sizeof y.text);
      out += y.size;
    }
    size_ = static_cast<size_t>(out - buffer_.data());
    count_ += count;
  }

 private:
  // Makes the buffer at least `size` bytes long.
  void Grow(size_t size);

  std::vector<char> buffer_;
  size_t size_ = 0;
  int64_t count_ = 0;
};

// The point lists of a message as text, for the referee's fast path
// (World::Observe with lists); players, rays and events stay in the
// Observation.
struct ObservationLists {
  PointListText food;
  PointListText battery;
  PointListText obstacles;
  PointListText damaged;
  PointListText destroyed;

  void Clear();
};

// The same bytes as AppendObservation of an observation whose point lists
// are those of `lists`; `obs`'s own point lists must be empty.
void AppendObservation(const Observation& obs, const ObservationLists& lists,
                       std::string& out, Profile profile = Profile::kDefault);
// Reads one message of either dialect (smooth(h) and r with decimals or
// whole); errors name the line and token. End of input before the status
// line is the reader's OutOfRange.
absl::Status ReadObservation(LineReader& reader, Observation& obs);

// smooth(h) = h / 50 printed with two decimals: strictly increasing, 0..5.
int SmoothHundredths(int health);

enum class ActionKind : uint8_t {
  kIdle,
  kMove,
  kTurn,
  kAttack,
  kShoot,
  kEat,
};

struct SimpleAction {
  ActionKind kind = ActionKind::kIdle;
  Point target;  // move: new centre; shoot: aim point
  Dir dir = Dir::kN;
  int64_t amount = 0;  // eat: food; attack: victim id
  friend bool operator==(const SimpleAction&, const SimpleAction&) = default;
};

// An answer: one action, or `both first and second`.
struct Action {
  SimpleAction first;
  std::optional<SimpleAction> second;
  friend bool operator==(const Action&, const Action&) = default;

  static Action Idle() { return {}; }
  static Action Move(Point to) { return {{ActionKind::kMove, to}, {}}; }
  static Action Turn(Dir d) { return {{ActionKind::kTurn, {}, d}, {}}; }
  static Action Attack(int id) {
    return {{ActionKind::kAttack, {}, Dir::kN, id}, {}};
  }
  static Action Shoot(Point at) { return {{ActionKind::kShoot, at}, {}}; }
  static Action Eat(int64_t amount) {
    return {{ActionKind::kEat, {}, Dir::kN, amount}, {}};
  }
  static Action Both(Action a, Action b) { return {a.first, b.first}; }
};

std::string FormatAction(const Action& action);
// Parses an answer line. Only the statement's combinations are accepted:
// `both` of (move or turn) and (attack or shoot), in that order.
absl::StatusOr<Action> ParseAction(std::string_view line, int line_number = 1);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_COMMON_HUNGER_PROTOCOL_H_
