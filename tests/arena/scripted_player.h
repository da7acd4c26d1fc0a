#ifndef GAUNTLET_TESTS_ARENA_SCRIPTED_PLAYER_H_
#define GAUNTLET_TESTS_ARENA_SCRIPTED_PLAYER_H_

// A test double for referees: every complete line sent is handed to a
// handler at once, which may answer any number of lines or end the player
// with any fault. Referee tests script misbehaviour with it; real bots run
// in-process through arena::InProcessPlayer instead.

#include <deque>
#include <functional>
#include <string>
#include <string_view>

#include "tools/arena/player.h"

namespace gauntlet::arena {

class ScriptedPlayer final : public Player {
 public:
  // What the handler can do in answer to one line.
  class Responder {
   public:
    // Queues one reply line (without newline).
    void Say(std::string line);
    // Ends the player: this and every later Receive yields `fault` (after
    // the lines already said). kTimeout makes it silent forever instead.
    void Fail(Fault fault, std::string detail = "");

   private:
    friend class ScriptedPlayer;
    explicit Responder(ScriptedPlayer& player) : player_(player) {}
    ScriptedPlayer& player_;
  };

  // Called with each complete line sent, without its newline.
  using Handler = std::function<void(std::string_view line, Responder& out)>;

  explicit ScriptedPlayer(Handler handler);

  // Partial lines are kept until their newline arrives. Returns the fault the
  // handler ended the player with, if it is kWriteFailed.
  Fault Send(std::string_view text) override;
  // Never waits: a reply is there already or it will never come (kTimeout).
  Reply Receive(Clock::time_point deadline) override;
  void Stop() override;
  std::string ExitDescription() const override;

  // Lines received so far (complete ones), for tests.
  int lines_received() const { return lines_received_; }

 private:
  Handler handler_;
  std::string partial_;
  std::deque<Reply> replies_;
  Clock::time_point last_send_{};
  Fault final_fault_ = Fault::kNone;
  std::string final_detail_;
  bool stopped_ = false;
  int lines_received_ = 0;
};

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TESTS_ARENA_SCRIPTED_PLAYER_H_
