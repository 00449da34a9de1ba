#pragma once

// A game on the clock through the real `kosumi gtp`, with the clock kept as
// a controller keeps it: time_left before each genmove, the answer's wall
// time taken off. The end-to-end clock tests share it.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <string>

#include "support/kosumi_process.h"

namespace kosumi::cli {

using SteadyClock = std::chrono::steady_clock;

inline double seconds_since(SteadyClock::time_point start) {
  return std::chrono::duration<double>(SteadyClock::now() - start).count();
}

// One player's clock as a controller keeps it: main time, then byo-yomi
// periods (Japanese) or blocks of stones (Canadian); or main time that
// grows by an increment after each move (Fischer), up to a cap where the
// clock has one.
struct PlayerClock {
  enum class Kind { Absolute, Japanese, Canadian, Fischer };
  Kind kind = Kind::Absolute;
  double main = 0;
  double period = 0;     // seconds of a period or a block
  int count = 0;         // periods (Japanese) or stones a block (Canadian)
  double increment = 0;  // Fischer
  double cap = 0;        // Fischer: the most the clock holds, 0 for no cap

  double left = 0;  // of main time, then of the period or block
  int stones = 0;   // what time_left reports in byo-yomi (0: main time)
  bool in_byoyomi = false;
  bool lost = false;

  void start() {
    left = main;
    if (main <= 0) enter_byoyomi();
  }
  void enter_byoyomi() {
    in_byoyomi = true;
    left = period;
    stones = count;
  }
  // Takes `used` seconds off the clock, as the server would.
  void spend(double used) {
    if (kind == Kind::Fischer) {
      if (used > left) {
        lost = true;
        return;
      }
      left += increment - used;
      if (cap > 0) left = std::min(left, cap);
      return;
    }
    if (!in_byoyomi) {
      if (used <= left) {
        left -= used;
        return;
      }
      if (kind == Kind::Absolute) {
        lost = true;
        return;
      }
      used -= left;
      enter_byoyomi();
    }
    if (used > left) {
      // A Japanese period overrun costs the period; the last one, the game.
      if (kind == Kind::Japanese && stones > 1) {
        --stones;
        left = period;
        return;
      }
      lost = true;
      return;
    }
    if (kind == Kind::Japanese) {
      left = period;
    } else if (--stones == 0) {
      left = period;
      stones = count;
    } else {
      left -= used;
    }
  }
  std::string time_left(const std::string& colour) const {
    return "time_left " + colour + " " + std::to_string(left) + " " +
           std::to_string(in_byoyomi ? stones : 0);
  }
};

struct ClockGame {
  double longest_move = 0;
  int moves = 0;
};

// Kosumi plays both sides for `moves` moves (or until both pass) under
// `settings`, each side on its own copy of `clock`. Fails when a side's
// clock runs out.
inline ClockGame play_on_clock(int size, const std::string& settings, PlayerClock clock,
                               int moves) {
  KosumiGtp k({"--size", std::to_string(size), "--threads", "1", "--no-resign"});
  k.ok(settings);
  PlayerClock clocks[2] = {clock, clock};
  clocks[0].start();
  clocks[1].start();
  const char* colours[2] = {"black", "white"};
  ClockGame game;
  int passes = 0;
  for (int m = 0; m < moves && passes < 2; ++m) {
    PlayerClock& mine = clocks[m % 2];
    k.ok(mine.time_left(colours[m % 2]));
    const SteadyClock::time_point asked = SteadyClock::now();
    const std::string move = k.ok(std::string("genmove ") + colours[m % 2]);
    const double used = seconds_since(asked);
    mine.spend(used);
    EXPECT_FALSE(mine.lost) << settings << ": move " << m + 1 << " took " << used
                            << " s and lost on time";
    if (mine.lost) break;
    game.longest_move = std::max(game.longest_move, used);
    ++game.moves;
    passes = move == "pass" || move == "PASS" ? passes + 1 : 0;
  }
  return game;
}

}  // namespace kosumi::cli
