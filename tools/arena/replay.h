#ifndef GAUNTLET_TOOLS_ARENA_REPLAY_H_
#define GAUNTLET_TOOLS_ARENA_REPLAY_H_

// The one replay format for every game (docs/arena.md): JSON lines, a header,
// one record per turn, and a result record whose fields are exactly the
// result line of docs/match-contract.md (result.h) plus "type":"result".

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "tools/arena/player.h"
#include "tools/arena/result.h"

namespace gauntlet::arena {

struct ReplayPlayer {
  std::string name;
  std::string command;
  int seat = 0;  // 0 = the first seat of the game's own order.
};

struct ReplayHeader {
  std::string game;
  std::string rules_version;
  uint64_t seed = 0;  // This game's seed (DeriveSeed(match seed, index)),
                      // written as a string (SeedText).
  int index = 0;      // The game's index in its match.
  std::vector<ReplayPlayer> players;  // In the order commands were given.
  Json limits = Json::object();       // e.g. {"move_ms":100,"cpu_seconds":10}
  Json setup;  // Optional game-specific start (map, opening); null = absent.
};

// What one player was sent in a turn and what came back.
struct TurnEntry {
  int seat = 0;
  std::string sent;    // Exactly the text sent (newlines included), or its
                       // head when sent_bytes says it was cut.
  std::string answer;  // The reply line, empty when none came, or its head
                       // when answer_bytes says it was cut.
  double elapsed_ms = 0;
  Fault fault = Fault::kNone;
  std::string detail;  // Fault detail; omitted from the JSON when empty.
  // The size of the whole text sent when `sent` keeps only its head; 0 when
  // `sent` is whole (and then omitted from the JSON).
  std::size_t sent_bytes = 0;
  // The same for `answer`: its whole size when only its head is kept.
  std::size_t answer_bytes = 0;

  // Fills answer, elapsed_ms, fault and detail from a Reply.
  static TurnEntry From(int seat, std::string sent, const Reply& reply);

  // Cuts `sent` to at most `max_bytes`, after its last whole line when there
  // is one, and records the whole size in sent_bytes. 0 keeps it all.
  void KeepSentHead(std::size_t max_bytes);
};

struct TurnRecord {
  int turn = 0;
  std::vector<TurnEntry> players;
  Json info;  // Optional game-specific notes (state, events); null = absent.
};

Json ToJson(const ReplayHeader& header);  // Includes "type":"header".
// Includes "type":"turn"; each `sent` cut as KeepSentHead(sent_limit) would,
// each `answer` to at most `answer_limit` bytes (never inside a UTF-8
// sequence) with its whole size in "answer_bytes". 0: no limit.
Json ToJson(const TurnRecord& turn, std::size_t sent_limit = 0,
            std::size_t answer_limit = 0);

absl::StatusOr<ReplayHeader> HeaderFromJson(const Json& json);
absl::StatusOr<TurnRecord> TurnFromJson(const Json& json);

// Writes a replay line by line, flushing each, so a replay of a game cut
// short is still readable up to its last turn. A default-constructed writer
// is disabled and ignores every write (matches run without --out).
class ReplayWriter {
 public:
  ReplayWriter() = default;
  static absl::StatusOr<ReplayWriter> Open(const std::string& path);
  ~ReplayWriter();
  ReplayWriter(ReplayWriter&& other) noexcept;
  ReplayWriter& operator=(ReplayWriter&& other) noexcept;
  ReplayWriter(const ReplayWriter&) = delete;
  ReplayWriter& operator=(const ReplayWriter&) = delete;

  bool enabled() const { return file_ != nullptr; }
  // Every turn entry's `sent` is cut to this many bytes (KeepSentHead), so
  // games with huge messages keep replays small; 0 (the default) keeps all.
  void set_sent_limit(std::size_t bytes) { sent_limit_ = bytes; }
  // The same for each answer (a player's reply line, up to the harness's
  // line limit, 1 MiB by default): its head is kept, its size recorded.
  void set_answer_limit(std::size_t bytes) { answer_limit_ = bytes; }
  absl::Status WriteHeader(const ReplayHeader& header);
  absl::Status WriteTurn(const TurnRecord& turn);
  absl::Status WriteResult(const MatchResult& result);  // Adds "type".
  absl::Status Close();

 private:
  absl::Status WriteLine(const Json& json);
  std::FILE* file_ = nullptr;
  std::string path_;
  std::size_t sent_limit_ = 0;
  std::size_t answer_limit_ = 0;
};

struct Replay {
  ReplayHeader header;
  std::vector<TurnRecord> turns;
  std::optional<MatchResult> result;  // Absent when the game was cut short.
};

class ReplayReader {
 public:
  static absl::StatusOr<Replay> Read(const std::string& path);
  // Errors name the line number and what was wrong.
  static absl::StatusOr<Replay> Parse(std::istream& in);
};

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_REPLAY_H_
