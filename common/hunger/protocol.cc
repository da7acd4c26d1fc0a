#include "common/hunger/protocol.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "common/core/status_macros.h"

namespace gauntlet::hunger {
namespace {

constexpr int64_t kCoordLimit = 1000000000;
constexpr std::string_view kEventNames[] = {
    "pickup_battery", "pickup_food", "attack", "attack_ray", "attack_platform",
    "recover",        "starve",      "death",  "failure",    "finish"};

}  // namespace

std::string_view EventName(EventKind kind) {
  return kEventNames[static_cast<int>(kind)];
}

namespace {

bool EventHasValue(EventKind kind) {
  return kind == EventKind::kPickupBattery || kind == EventKind::kPickupFood ||
         kind == EventKind::kAttack || kind == EventKind::kAttackRay;
}

void AppendInt(std::string& out, int64_t value) {
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, result.ptr);
}

// `value / 10^digits` with exactly `digits` decimals.
void AppendFixed(std::string& out, int64_t value, int digits) {
  int64_t scale = 1;
  for (int i = 0; i < digits; ++i) scale *= 10;
  if (value < 0) {
    out.push_back('-');
    value = -value;
  }
  AppendInt(out, value / scale);
  out.push_back('.');
  char fraction[24];
  const auto end =
      std::to_chars(fraction, fraction + sizeof fraction, value % scale).ptr;
  out.append(digits - (end - fraction), '0');
  out.append(fraction, end);
}

// `value / 10^digits` rounded down to a whole number (towards minus
// infinity: -4999.5 is -5000).
void AppendWhole(std::string& out, int64_t value, int digits) {
  int64_t scale = 1;
  for (int i = 0; i < digits; ++i) scale *= 10;
  int64_t whole = value / scale;
  if (value % scale < 0) --whole;
  AppendInt(out, whole);
}

void AppendPoints(std::string& out, const std::vector<Point>& points) {
  AppendInt(out, static_cast<int64_t>(points.size()));
  for (const Point& p : points) {
    out.push_back(' ');
    AppendInt(out, p.x);
    out.push_back(' ');
    AppendInt(out, p.y);
  }
  out.push_back('\n');
}

void AppendPointLine(std::string& out, std::string_view name,
                     const std::vector<Point>& points) {
  if (points.empty()) return;
  out.append(name);
  out.push_back(' ');
  AppendPoints(out, points);
}

// A decimal with at most `digits` decimals (or none: a whole number), as an
// integer count of 10^-digits units; `*written` gets the number of decimals
// the token had.
absl::StatusOr<int64_t> FixedToken(Tokens& tokens, std::string_view what,
                                   int digits, int* written = nullptr) {
  const std::string error = absl::StrCat("a decimal ", std::string(what),
                                         " with at most ", digits, " decimals");
  if (tokens.AtEnd()) return tokens.Error(error);
  std::string_view text = tokens.Peek();
  bool negative = false;
  if (!text.empty() && text[0] == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  const auto dot = text.find('.');
  std::string_view whole = text.substr(0, dot);
  std::string_view fraction =
      dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
  const auto digits_only = [](std::string_view s) {
    for (char c : s) {
      if (c < '0' || c > '9') return false;
    }
    return true;
  };
  if (whole.empty() || whole.size() > 15 || !digits_only(whole) ||
      !digits_only(fraction) || static_cast<int>(fraction.size()) > digits ||
      (dot != std::string_view::npos && fraction.empty())) {
    return tokens.Error(error);
  }
  int64_t value = 0;
  for (char c : whole) value = value * 10 + (c - '0');
  for (int i = 0; i < digits; ++i) {
    value = value * 10 +
            (i < static_cast<int>(fraction.size()) ? fraction[i] - '0' : 0);
  }
  GAUNTLET_RETURN_IF_ERROR(tokens.Word(what).status());
  if (written != nullptr) *written = static_cast<int>(fraction.size());
  return negative ? -value : value;
}

absl::StatusOr<Point> PointTokens(Tokens& tokens) {
  Point p;
  GAUNTLET_ASSIGN_OR_RETURN(p.x, tokens.Int("x", -kCoordLimit, kCoordLimit));
  GAUNTLET_ASSIGN_OR_RETURN(p.y, tokens.Int("y", -kCoordLimit, kCoordLimit));
  return p;
}

absl::StatusOr<Dir> DirToken(Tokens& tokens) {
  GAUNTLET_ASSIGN_OR_RETURN(int index,
                            tokens.OneOf("direction", {"N", "E", "S", "W"}));
  return static_cast<Dir>(index);
}

absl::Status PointList(Tokens& tokens, std::vector<Point>& points) {
  GAUNTLET_ASSIGN_OR_RETURN(int64_t n, tokens.Int("count", 1, 10000000));
  points.reserve(points.size() + n);
  for (int64_t i = 0; i < n; ++i) {
    GAUNTLET_ASSIGN_OR_RETURN(Point p, PointTokens(tokens));
    points.push_back(p);
  }
  return tokens.End();
}

// Point lists can hold tens of thousands of numbers, so they are read in
// place rather than through Tokens (which copies and splits the line); the
// errors name the line and token the same way.
class FastCursor {
 public:
  FastCursor(std::string_view text, int line_number)
      : text_(text), line_number_(line_number) {}

  std::string_view Next() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
    const size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != ' ') ++pos_;
    ++index_;
    return text_.substr(start, pos_ - start);
  }
  absl::StatusOr<int64_t> Int(std::string_view what, int64_t lo, int64_t hi) {
    const std::string_view token = Next();
    int64_t value = 0;
    const auto [end, error] =
        std::from_chars(token.data(), token.data() + token.size(), value);
    if (token.empty() || error != std::errc() ||
        end != token.data() + token.size() || value < lo || value > hi) {
      return Error(token, absl::StrCat("expected ", std::string(what), " in [",
                                       lo, ", ", hi, "]"));
    }
    return value;
  }
  absl::Status End() {
    const std::string_view token = Next();
    if (token.empty()) return absl::OkStatus();
    return Error(token, "expected the end of the line");
  }

 private:
  absl::Status Error(std::string_view token, const std::string& expected) {
    return absl::InvalidArgumentError(
        absl::StrCat("object, line ", line_number_, ", token ", index_, " \"",
                     std::string(token), "\": ", expected));
  }

  std::string_view text_;
  int line_number_;
  size_t pos_ = 0;
  int index_ = 0;
};

absl::Status FastPointList(std::string_view line, int line_number,
                           std::vector<Point>& points) {
  FastCursor cursor(line, line_number);
  cursor.Next();  // the object's name, already recognised
  GAUNTLET_ASSIGN_OR_RETURN(int64_t n, cursor.Int("count", 1, 10000000));
  points.reserve(points.size() + n);
  for (int64_t i = 0; i < n; ++i) {
    Point p;
    GAUNTLET_ASSIGN_OR_RETURN(p.x, cursor.Int("x", -kCoordLimit, kCoordLimit));
    GAUNTLET_ASSIGN_OR_RETURN(p.y, cursor.Int("y", -kCoordLimit, kCoordLimit));
    points.push_back(p);
  }
  return cursor.End();
}

absl::StatusOr<SimpleAction> SimpleActionTokens(Tokens& tokens) {
  SimpleAction action;
  GAUNTLET_ASSIGN_OR_RETURN(
      int kind, tokens.OneOf("action", {"idle", "move", "turn", "attack",
                                        "shoot", "eat"}));
  action.kind = static_cast<ActionKind>(kind);
  switch (action.kind) {
    case ActionKind::kIdle:
      break;
    case ActionKind::kMove:
    case ActionKind::kShoot: {
      GAUNTLET_ASSIGN_OR_RETURN(action.target, PointTokens(tokens));
      break;
    }
    case ActionKind::kTurn: {
      GAUNTLET_ASSIGN_OR_RETURN(action.dir, DirToken(tokens));
      break;
    }
    case ActionKind::kAttack: {
      GAUNTLET_ASSIGN_OR_RETURN(action.amount,
                                tokens.Int("player id", 0, 1000000));
      break;
    }
    case ActionKind::kEat: {
      GAUNTLET_ASSIGN_OR_RETURN(action.amount,
                                tokens.Int("food amount", 1, INT64_MAX / 2));
      break;
    }
  }
  return action;
}

void AppendSimple(std::string& out, const SimpleAction& a) {
  switch (a.kind) {
    case ActionKind::kIdle:
      out += "idle";
      return;
    case ActionKind::kMove:
    case ActionKind::kShoot:
      out += a.kind == ActionKind::kMove ? "move " : "shoot ";
      AppendInt(out, a.target.x);
      out.push_back(' ');
      AppendInt(out, a.target.y);
      return;
    case ActionKind::kTurn:
      out += "turn ";
      out.push_back(DirLetter(a.dir));
      return;
    case ActionKind::kAttack:
      out += "attack ";
      AppendInt(out, a.amount);
      return;
    case ActionKind::kEat:
      out += "eat ";
      AppendInt(out, a.amount);
      return;
  }
}

bool HasLine(const std::vector<Point>& points, const PointListText* text) {
  return text == nullptr ? !points.empty() : text->count() > 0;
}

// One point list line from either form: the text form when `text` is
// given, else the points.
void AppendListLine(std::string& out, std::string_view name,
                    const std::vector<Point>& points,
                    const PointListText* text) {
  if (text == nullptr) {
    AppendPointLine(out, name, points);
    return;
  }
  if (text->count() == 0) return;
  out.append(name);
  out.push_back(' ');
  AppendInt(out, text->count());
  out.append(text->text());
  out.push_back('\n');
}

// The message, with the point lists from `lists` when it is not null.
void AppendMessage(const Observation& obs, const ObservationLists* lists,
                   Profile profile, std::string& out) {
  const auto text = [lists](PointListText ObservationLists::*list) {
    return lists == nullptr ? nullptr : &(lists->*list);
  };
  const PointListText* food = text(&ObservationLists::food);
  const PointListText* battery = text(&ObservationLists::battery);
  const PointListText* obstacles = text(&ObservationLists::obstacles);
  const PointListText* damaged = text(&ObservationLists::damaged);
  const PointListText* destroyed = text(&ObservationLists::destroyed);
  const int object_lines =
      static_cast<int>(obs.players.size() + obs.rays.size()) +
      HasLine(obs.food_cells, food) + HasLine(obs.battery_cells, battery) +
      HasLine(obs.obstacles, obstacles) + HasLine(obs.damaged, damaged) +
      HasLine(obs.destroyed, destroyed);
  for (int64_t v : {int64_t{obs.id}, int64_t{obs.health}, int64_t{obs.energy},
                    obs.food, obs.battery, obs.center.x, obs.center.y}) {
    AppendInt(out, v);
    out.push_back(' ');
  }
  out.push_back(DirLetter(obs.dir));
  out.push_back(' ');
  AppendInt(out, static_cast<int64_t>(obs.events.size()));
  out.push_back(' ');
  AppendInt(out, object_lines);
  out.push_back('\n');
  for (const Event& e : obs.events) {
    out.append(kEventNames[static_cast<int>(e.kind)]);
    if (EventHasValue(e.kind)) {
      out.push_back(' ');
      AppendInt(out, e.value);
    }
    out.push_back('\n');
  }
  for (const SeenPlayer& p : obs.players) {
    out += "player ";
    AppendInt(out, p.center.x);
    out.push_back(' ');
    AppendInt(out, p.center.y);
    out.push_back(' ');
    out.push_back(DirLetter(p.dir));
    out.push_back(' ');
    AppendInt(out, p.id);
    out.push_back(' ');
    if (profile == Profile::kLsh2019) {
      AppendWhole(out, p.smooth_hundredths, 2);
      out.push_back(' ');
      AppendWhole(out, p.score_ten_thousandths, 4);
    } else {
      AppendFixed(out, p.smooth_hundredths, 2);
      out.push_back(' ');
      AppendFixed(out, p.score_ten_thousandths, 4);
    }
    out.push_back('\n');
  }
  AppendListLine(out, "food", obs.food_cells, food);
  AppendListLine(out, "battery", obs.battery_cells, battery);
  for (const SeenRay& ray : obs.rays) {
    out += "ray ";
    AppendInt(out, ray.owner);
    out.push_back(' ');
    AppendPoints(out, ray.cells);
  }
  AppendListLine(out, "obstacles", obs.obstacles, obstacles);
  AppendListLine(out, "damaged_platform", obs.damaged, damaged);
  AppendListLine(out, "destroyed_platform", obs.destroyed, destroyed);
}

}  // namespace

char DirLetter(Dir dir) { return "NESW"[static_cast<int>(dir)]; }

std::optional<Dir> DirFromLetter(std::string_view letter) {
  if (letter == "N") return Dir::kN;
  if (letter == "E") return Dir::kE;
  if (letter == "S") return Dir::kS;
  if (letter == "W") return Dir::kW;
  return std::nullopt;
}

Point Forward(Dir dir) {
  switch (dir) {
    case Dir::kN:
      return {0, 1};
    case Dir::kE:
      return {1, 0};
    case Dir::kS:
      return {0, -1};
    case Dir::kW:
      return {-1, 0};
  }
  return {0, 0};
}

int SmoothHundredths(int health) { return health * 2; }

std::string_view ProfileName(Profile profile) {
  return profile == Profile::kLsh2019 ? "lsh2019" : "default";
}

std::optional<Profile> ProfileFromName(std::string_view name) {
  for (Profile profile : {Profile::kDefault, Profile::kLsh2019}) {
    if (name == ProfileName(profile)) return profile;
  }
  return std::nullopt;
}

std::string ProfileNames() { return "default, lsh2019"; }

void Observation::Clear() {
  events.clear();
  players.clear();
  food_cells.clear();
  battery_cells.clear();
  rays.clear();
  obstacles.clear();
  damaged.clear();
  destroyed.clear();
}

bool Observation::HasEvent(EventKind kind) const {
  for (const Event& e : events) {
    if (e.kind == kind) return true;
  }
  return false;
}

void AppendObservation(const Observation& obs, std::string& out,
                       Profile profile) {
  AppendMessage(obs, nullptr, profile, out);
}

void AppendObservation(const Observation& obs, const ObservationLists& lists,
                       std::string& out, Profile profile) {
  AppendMessage(obs, &lists, profile, out);
}

CoordText MakeCoordText(int64_t value) {
  CoordText coord;
  coord.text[0] = ' ';
  const auto result =
      std::to_chars(coord.text + 1, coord.text + sizeof coord.text, value);
  coord.size = static_cast<uint8_t>(result.ptr - coord.text);
  return coord;
}

void PointListText::Grow(size_t size) {
  buffer_.resize(std::max<size_t>({size, 2 * buffer_.size(), 4096}));
}

void ObservationLists::Clear() {
  for (PointListText* list :
       {&food, &battery, &obstacles, &damaged, &destroyed}) {
    list->Clear();
  }
}

std::string FormatObservation(const Observation& obs, Profile profile) {
  std::string out;
  AppendObservation(obs, out, profile);
  return out;
}

absl::Status ReadObservation(LineReader& reader, Observation& obs) {
  obs.Clear();
  GAUNTLET_ASSIGN_OR_RETURN(std::string status_line, reader.Next());
  Tokens status(status_line, reader.line_number(), "status line");
  GAUNTLET_ASSIGN_OR_RETURN(int64_t id, status.Int("player id", 0, 1000000));
  GAUNTLET_ASSIGN_OR_RETURN(int64_t h, status.Int("health", 0, 1000000));
  GAUNTLET_ASSIGN_OR_RETURN(int64_t s, status.Int("energy", 0, 1000000));
  GAUNTLET_ASSIGN_OR_RETURN(obs.food, status.Int("food", 0));
  GAUNTLET_ASSIGN_OR_RETURN(obs.battery, status.Int("battery", 0));
  GAUNTLET_ASSIGN_OR_RETURN(obs.center, PointTokens(status));
  GAUNTLET_ASSIGN_OR_RETURN(obs.dir, DirToken(status));
  GAUNTLET_ASSIGN_OR_RETURN(int64_t events,
                            status.Int("event count", 0, 100000));
  GAUNTLET_ASSIGN_OR_RETURN(int64_t objects,
                            status.Int("object count", 0, 100000));
  GAUNTLET_RETURN_IF_ERROR(status.End());
  obs.id = static_cast<int>(id);
  obs.health = static_cast<int>(h);
  obs.energy = static_cast<int>(s);

  for (int64_t i = 0; i < events; ++i) {
    GAUNTLET_ASSIGN_OR_RETURN(std::string line, reader.Next());
    Tokens tokens(line, reader.line_number(), "event");
    GAUNTLET_ASSIGN_OR_RETURN(int kind,
                              tokens.OneOf("event", {std::begin(kEventNames),
                                                     std::end(kEventNames)}));
    Event event{static_cast<EventKind>(kind), 0};
    if (EventHasValue(event.kind)) {
      GAUNTLET_ASSIGN_OR_RETURN(int64_t value,
                                tokens.Int("event value", 0, 1000000));
      event.value = static_cast<int>(value);
    }
    GAUNTLET_RETURN_IF_ERROR(tokens.End());
    obs.events.push_back(event);
  }

  for (int64_t i = 0; i < objects; ++i) {
    GAUNTLET_ASSIGN_OR_RETURN(std::string line, reader.Next());
    const std::string_view name =
        std::string_view(line).substr(0, std::min(line.find(' '), line.size()));
    std::vector<Point>* list = name == "food"               ? &obs.food_cells
                               : name == "battery"          ? &obs.battery_cells
                               : name == "obstacles"        ? &obs.obstacles
                               : name == "damaged_platform" ? &obs.damaged
                               : name == "destroyed_platform" ? &obs.destroyed
                                                              : nullptr;
    if (list != nullptr) {
      GAUNTLET_RETURN_IF_ERROR(
          FastPointList(line, reader.line_number(), *list));
      continue;
    }
    Tokens tokens(line, reader.line_number(), "object");
    GAUNTLET_ASSIGN_OR_RETURN(
        int kind,
        tokens.OneOf("object", {"player", "food", "battery", "ray", "obstacles",
                                "damaged_platform", "destroyed_platform"}));
    switch (kind) {
      case 0: {
        SeenPlayer p;
        GAUNTLET_ASSIGN_OR_RETURN(p.center, PointTokens(tokens));
        GAUNTLET_ASSIGN_OR_RETURN(p.dir, DirToken(tokens));
        GAUNTLET_ASSIGN_OR_RETURN(int64_t pid,
                                  tokens.Int("player id", 0, 1000000));
        p.id = static_cast<int>(pid);
        int decimals = 0;
        GAUNTLET_ASSIGN_OR_RETURN(
            int64_t smooth, FixedToken(tokens, "smooth(h)", 2, &decimals));
        if (smooth < 0 || smooth > 500) return tokens.Error("smooth in [0,5]");
        p.smooth_hundredths = static_cast<int>(smooth);
        p.smooth_step = decimals == 0 ? 100 : decimals == 1 ? 10 : 1;
        GAUNTLET_ASSIGN_OR_RETURN(p.score_ten_thousandths,
                                  FixedToken(tokens, "score", 4));
        GAUNTLET_RETURN_IF_ERROR(tokens.End());
        obs.players.push_back(p);
        break;
      }
      case 1:
        GAUNTLET_RETURN_IF_ERROR(PointList(tokens, obs.food_cells));
        break;
      case 2:
        GAUNTLET_RETURN_IF_ERROR(PointList(tokens, obs.battery_cells));
        break;
      case 3: {
        SeenRay ray;
        GAUNTLET_ASSIGN_OR_RETURN(int64_t owner,
                                  tokens.Int("player id", 0, 1000000));
        ray.owner = static_cast<int>(owner);
        GAUNTLET_RETURN_IF_ERROR(PointList(tokens, ray.cells));
        obs.rays.push_back(std::move(ray));
        break;
      }
      case 4:
        GAUNTLET_RETURN_IF_ERROR(PointList(tokens, obs.obstacles));
        break;
      case 5:
        GAUNTLET_RETURN_IF_ERROR(PointList(tokens, obs.damaged));
        break;
      default:
        GAUNTLET_RETURN_IF_ERROR(PointList(tokens, obs.destroyed));
        break;
    }
  }
  return absl::OkStatus();
}

std::string FormatAction(const Action& action) {
  std::string out;
  if (action.second) {
    out += "both ";
    AppendSimple(out, action.first);
    out += " and ";
    AppendSimple(out, *action.second);
  } else {
    AppendSimple(out, action.first);
  }
  return out;
}

absl::StatusOr<Action> ParseAction(std::string_view line, int line_number) {
  Tokens tokens(line, line_number, "action");
  Action action;
  if (tokens.Peek() == "both") {
    GAUNTLET_RETURN_IF_ERROR(tokens.Expect("both"));
    GAUNTLET_ASSIGN_OR_RETURN(action.first, SimpleActionTokens(tokens));
    if (action.first.kind != ActionKind::kMove &&
        action.first.kind != ActionKind::kTurn) {
      return absl::InvalidArgumentError(
          absl::StrCat("action, line ", line_number,
                       ": the first part of `both` must be move or turn"));
    }
    GAUNTLET_RETURN_IF_ERROR(tokens.Expect("and"));
    GAUNTLET_ASSIGN_OR_RETURN(SimpleAction second, SimpleActionTokens(tokens));
    if (second.kind != ActionKind::kAttack &&
        second.kind != ActionKind::kShoot) {
      return absl::InvalidArgumentError(
          absl::StrCat("action, line ", line_number,
                       ": the second part of `both` must be attack or shoot"));
    }
    action.second = second;
  } else {
    GAUNTLET_ASSIGN_OR_RETURN(action.first, SimpleActionTokens(tokens));
  }
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return action;
}

}  // namespace gauntlet::hunger
