#include "eval/ownership.h"

#include <omp.h>

#include "engine/playout.h"
#include "engine/random.h"

namespace kosumi::eval {
namespace {

using engine::Color;
using engine::Player;
using engine::Point;

// A generator per playout: SplitMix64 seeded by the sum would give
// neighbouring playouts overlapping streams, so the pair is mixed first.
uint64_t playout_seed(uint64_t seed, int playout) {
  constexpr uint64_t kGolden = 0x9e3779b97f4a7c15;
  const uint64_t number = static_cast<uint64_t>(playout) + 1;
  engine::Rng mixer(seed ^ (kGolden * number));
  return mixer.next();
}

// Adds the owner of every point of a finished playout: a stone's colour, or
// for an empty point the one colour among its neighbouring stones (the eyes
// a playout leaves); points next to both colours count for no one.
void add_owners(const engine::Board& board, Eigen::ArrayXi& black, Eigen::ArrayXi& white) {
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      Color owner = board.color(p);
      if (owner == Color::Empty) {
        bool next_to_black = false;
        bool next_to_white = false;
        for (Point n : board.neighbours(p)) {
          next_to_black |= board.color(n) == Color::Black;
          next_to_white |= board.color(n) == Color::White;
        }
        if (next_to_black != next_to_white) owner = next_to_black ? Color::Black : Color::White;
      }
      if (owner == Color::Black) ++black[engine::index(p)];
      if (owner == Color::White) ++white[engine::index(p)];
    }
  }
}

}  // namespace

Ownership playout_ownership(const engine::Board& board, const OwnershipOptions& options) {
  const int points = board.num_points();
  Ownership result;
  result.playouts = options.playouts;
  result.black = Eigen::ArrayXi::Zero(points);
  result.white = Eigen::ArrayXi::Zero(points);
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();

#pragma omp parallel num_threads(threads)
  {
    Eigen::ArrayXi black = Eigen::ArrayXi::Zero(points);
    Eigen::ArrayXi white = Eigen::ArrayXi::Zero(points);
#pragma omp for schedule(dynamic, 16)
    for (int i = 0; i < options.playouts; ++i) {
      engine::Board copy = board;
      engine::Rng rng(playout_seed(options.seed, i));
      engine::light_playout(copy, i % 2 == 0 ? Player::Black : Player::White, rng);
      add_owners(copy, black, white);
    }
#pragma omp critical
    {
      result.black += black;
      result.white += white;
    }
  }
  return result;
}

}  // namespace kosumi::eval
