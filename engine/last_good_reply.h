#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/types.h"

namespace kosumi::engine {

// One move of a finished simulation, for learning from it.
struct PlayedMove {
  Player player;
  Point point;  // kPass for a pass
};

// Last good reply with forgetting (Drake 2009; Baier & Drake 2010,
// "LGRF-2"): after each simulation, every move of the winner is stored as
// the reply to the one (LGR-1) and the two (LGR-2) moves before it, and
// every move of the loser is forgotten as such a reply. A playout then tries
// the stored reply to the last two moves, or else to the last move, before
// its own rules. One table per search thread: it learns from that thread's
// simulations only.
class LastGoodReply {
 public:
  LastGoodReply();

  // The reply stored for pl after `second_last` and `last`: the LGR-2 entry,
  // else the LGR-1 entry, else kNoPoint. Passes are moves like any other.
  Point reply(Player pl, Point second_last, Point last) const;
  // Learns from a simulation's moves, in order, won by `winner`.
  void learn(std::span<const PlayedMove> moves, Player winner);
  void clear();

 private:
  static size_t one(Player pl, Point last);
  static size_t two(Player pl, Point second_last, Point last);

  std::vector<Point> reply1_;  // [player][last]
  std::vector<Point> reply2_;  // [player][second_last][last]
};

}  // namespace kosumi::engine
