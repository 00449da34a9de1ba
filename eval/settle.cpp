#include "eval/settle.h"

#include <algorithm>

#include "eval/ownership.h"
#include "eval/seki.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::Color;
using engine::Point;

// Stones this far on the opponent's side (owned by the opponent in 90 % of
// the playouts or more) are taken off before looking for seki. A seki
// collapses in playouts in favour of either side, so its stones sit near 0
// and must stay on the board for the seki to be seen.
constexpr float kClearlyDead = -0.8f;

constexpr int kPlayoutsPerPoint = 8;
constexpr int kMinPlayouts = 256;

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

// Per stone: the mean ownership of its string from the string's own side,
// +1 when its colour owned every stone in every playout.
Eigen::ArrayXf string_shares(const Board& board, const Eigen::ArrayXf& ownership) {
  Eigen::ArrayXf share = Eigen::ArrayXf::Zero(board.num_points());
  engine::PointSet done;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point stone = board.point(x, y);
      if (board.color(stone) == Color::Empty || done[at(stone)]) continue;
      const float sign = board.color(stone) == Color::Black ? 1.0f : -1.0f;
      float sum = 0;
      int count = 0;
      Point s = stone;
      do {
        sum += ownership[engine::index(s)];
        ++count;
        s = board.next_in_string(s);
      } while (s != stone);
      do {
        share[engine::index(s)] = sign * sum / static_cast<float>(count);
        done.set(at(s));
        s = board.next_in_string(s);
      } while (s != stone);
    }
  }
  return share;
}

// The board without the `removed` stones. Taking stones off only adds
// liberties, so placing the rest one by one never captures.
Board without(const Board& board, const engine::PointSet& removed) {
  Board out(board.size());
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.color(p);
      if (c != Color::Empty && !removed[at(p)]) out.play(static_cast<engine::Player>(c), p);
    }
  }
  out.pass();
  return out;
}

}  // namespace

int default_settle_playouts(int size) {
  return std::max(kMinPlayouts, kPlayoutsPerPoint * size * size);
}

Settlement settle(const engine::Game& game, const SettleOptions& options) {
  const Board& board = game.board();
  OwnershipOptions playouts;
  playouts.playouts =
      options.playouts > 0 ? options.playouts : default_settle_playouts(board.size());
  playouts.threads = options.threads;
  playouts.seed = options.seed;
  const Ownership ownership = playout_ownership(board, playouts);

  Settlement result;
  result.ownership = ownership.mean();
  if (game.rules().dead_stones_removed) {
    const Eigen::ArrayXf share = string_shares(board, result.ownership);
    engine::PointSet clearly_dead;
    for (int i = 0; i < board.num_points(); ++i) {
      if (share[i] < kClearlyDead) clearly_dead.set(static_cast<size_t>(i));
    }
    result.seki = find_seki(without(board, clearly_dead));
    for (int i = 0; i < board.num_points(); ++i) {
      if (share[i] < 0 && !result.seki[static_cast<size_t>(i)])
        result.dead.set(static_cast<size_t>(i));
    }
  }
  result.score = engine::count_score(game, result.dead, result.seki);
  return result;
}

}  // namespace kosumi::eval
