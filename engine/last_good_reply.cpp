#include "engine/last_good_reply.h"

#include <algorithm>

namespace kosumi::engine {
namespace {

constexpr size_t kPoints = kMaxPoints;

}  // namespace

LastGoodReply::LastGoodReply()
    : reply1_(2 * kPoints, kNoPoint), reply2_(2 * kPoints * kPoints, kNoPoint) {}

size_t LastGoodReply::one(Player pl, Point last) {
  return static_cast<size_t>(player_index(pl)) * kPoints + static_cast<size_t>(index(last));
}

size_t LastGoodReply::two(Player pl, Point second_last, Point last) {
  return (static_cast<size_t>(player_index(pl)) * kPoints +
          static_cast<size_t>(index(second_last))) *
             kPoints +
         static_cast<size_t>(index(last));
}

Point LastGoodReply::reply(Player pl, Point second_last, Point last) const {
  const Point r2 = reply2_[two(pl, second_last, last)];
  return r2 != kNoPoint ? r2 : reply1_[one(pl, last)];
}

void LastGoodReply::learn(std::span<const PlayedMove> moves, Player winner) {
  for (size_t i = 1; i < moves.size(); ++i) {
    const PlayedMove& m = moves[i];
    const Point last = moves[i - 1].point;
    const size_t i1 = one(m.player, last);
    const bool has_two = i >= 2;
    const size_t i2 = has_two ? two(m.player, moves[i - 2].point, last) : 0;
    if (m.player == winner) {
      reply1_[i1] = m.point;
      if (has_two) reply2_[i2] = m.point;
    } else {
      if (reply1_[i1] == m.point) reply1_[i1] = kNoPoint;
      if (has_two && reply2_[i2] == m.point) reply2_[i2] = kNoPoint;
    }
  }
}

void LastGoodReply::clear() {
  std::fill(reply1_.begin(), reply1_.end(), kNoPoint);
  std::fill(reply2_.begin(), reply2_.end(), kNoPoint);
}

}  // namespace kosumi::engine
