#pragma once

#include <array>

#include "engine/types.h"

namespace kosumi::search {

// The clock as GTP describes it (time_settings / kgs-time_settings /
// kata-time_settings / time_left). All times in seconds.
struct TimeSettings {
  // The longest clock kept: a million seconds (eleven days). GTP refuses
  // more rather than cut it.
  static constexpr double kMaxSeconds = 1e6;
  // The most byo-yomi stones (Canadian) or periods (Japanese).
  static constexpr int kMaxStones = 1000;
  enum class Kind { None, Absolute, Japanese, Canadian, Fischer };
  Kind kind = Kind::None;
  double main_time = 0;
  double byoyomi_time = 0;  // per period (Japanese) or per block (Canadian)
  int byoyomi_stones = 0;   // Canadian: stones per block
  int byoyomi_periods = 0;  // Japanese: number of periods
  // Fischer: the seconds added to the clock after each move, and the most
  // one move may take (0: no limit of its own).
  double increment = 0;
  double max_per_move = 0;
};

// How main time is spread over the phases of a game: every move up to
// `endgame_start` times the board's points (162 on 19×19 at 0.45) gets the
// same share, and from there a move's share falls linearly, to
// `endgame_weight` of that at the game's expected end (0.7 times the points)
// and after it. With `endgame_weight` 1 the spread is even; below 1 the
// opening and the middle game get what the endgame gives up.
struct TimeAllocation {
  double endgame_start = 0.45;
  double endgame_weight = 1;
};

// How long one move may think: `target` is its fair share of the time, and
// `maximum` how far a search that is still unsure may go past it (see
// SearchLimits). Both 0: no time control.
struct TimeBudget {
  double target = 0;
  double maximum = 0;
};

// Decides how long the next move may take so the clock never runs out.
//
// In main time with byo-yomi to follow, a move's share is its part of the
// main time plus one byo-yomi share: once main time is gone every move gets
// a period (or its part of a block) anyway, so the total for the rest of
// the game is main time plus a byo-yomi share per move. A move may go past
// its share, up to kExtension times it, while the search is unsure, but
// never past what the clock allows: kMaxMainShare of the main time left
// plus the first period or block share. A Fischer clock gets its increment
// back after every move, so a move's share is its part of the time left
// plus most of one increment; since the increment arrives only after the
// move, no move takes more than the clock holds less the reserve, nor more
// than the clock's own limit per move. Whatever the clock, no move thinks
// longer than kDefaultMoveCap unless the caller sets a cap of its own (the
// command line's --time).
//
// Every budget leaves kLatencyMargin of the time that may be spent on the
// move for process start-up, pipes and the network, and keeps a fraction
// of a byo-yomi period in reserve. What each move costs beyond the time its
// search was allowed (the lag: the pipes, the network, a busy machine, the
// work around a search of a millisecond) is learnt from the clock: over the
// moves in main time, the clock fell by their real cost, and the engine
// knows what its searches were allowed (record_move). The lag is the
// difference a move, reckoned over all of them so that a controller that
// reports whole seconds (as GTP's time_left is specified) is off by one
// second over the lot, not on each move. Every later move's share leaves
// room for it, so a game of hundreds of moves does not lose their sum.
// With the clock all but gone it still returns a budget above 0 (0 would
// mean "no time control"): kMinimumBudget, or kEmergencyShare of the clock
// when that is less, and never below kEmergencyFloor.
class TimeManager {
 public:
  static constexpr double kLatencyMargin = 0.4;
  static constexpr double kPeriodReserve = 0.1;
  static constexpr double kMinimumBudget = 0.05;
  static constexpr double kEmergencyShare = 0.02;
  static constexpr double kEmergencyFloor = 0.001;
  // How far past its share an unsure move may think, as a multiple of it.
  static constexpr double kExtension = 3;
  // A move never takes more than this part of the main time left, so a
  // long think cannot bring the game near the end of the clock.
  static constexpr double kMaxMainShare = 0.25;
  // The longest a move thinks on any clock when the caller sets no cap: a
  // clock of hours would otherwise give the first moves minutes each, far
  // past what the tree can hold (a search on the clock also ends when its
  // tree is full).
  static constexpr double kDefaultMoveCap = 60;

  void set_settings(const TimeSettings& settings);
  const TimeSettings& settings() const { return settings_; }
  // From GTP time_left: seconds left on the player's clock and, in
  // byo-yomi, the stones (Canadian) or periods (Japanese) left; 0 stones
  // means main time (always so under Fischer).
  void set_time_left(engine::Player player, double seconds, int stones);
  // The seconds the engine itself spent on the player's last move, from
  // genmove's arrival to its answer, and the most its search was allowed
  // (0: no time limit).
  void record_move(engine::Player player, double seconds, double allowed);
  // What a move of `player` costs beyond its search's allowance, as learnt
  // so far in main time; at most kMaxLag.
  double lag(engine::Player player) const;
  static constexpr double kMaxLag = 2;
  // Seconds to think for this move: 0 means "no time control: use the
  // playout limit". `board_size`, `move_number` and `allocation` shape the
  // share of main time.
  TimeBudget budget(engine::Player player, int board_size, int move_number,
                    const TimeAllocation& allocation = {}) const;

 private:
  struct Clock {
    double seconds = 0;
    int stones = 0;
    bool known = false;
  };
  // The clock GTP reported, or the full settings before any time_left.
  Clock clock_of(engine::Player player) const;

  // A player's moves in main time since its first report there: what the
  // clock said then, what it says now, and what the searches of the moves
  // between were allowed (the engine's own time where it stayed below).
  struct LagAccount {
    double first_clock = 0;
    double last_clock = 0;
    double searched = 0;  // the moves' own time, each at most its allowance
    double refunds = 0;   // Fischer increments received
    int moves = 0;
    bool whole_seconds = true;  // every report so far a whole number
    bool open = false;          // a report in main time started the account
    double pending = -1;        // the move since the last report; below 0: none
  };

  TimeSettings settings_;
  std::array<Clock, 2> clocks_{};
  std::array<LagAccount, 2> lags_{};
};

}  // namespace kosumi::search
