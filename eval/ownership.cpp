#include "eval/ownership.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/heavy_playout.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "engine/tactics/liberties.h"
#include "engine/tactics/pattern3.h"

namespace kosumi::eval {
namespace {

using engine::Color;
using engine::Player;
using engine::Point;

// Threads take playouts in chunks of this many from a shared counter: small
// enough to balance, large enough that the counter is not contended.
constexpr int kChunk = 16;

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
        const bool next_to_black = board.neighbour_count(p, Color::Black) > 0;
        const bool next_to_white = board.neighbour_count(p, Color::White) > 0;
        if (next_to_black != next_to_white) owner = next_to_black ? Color::Black : Color::White;
      }
      if (owner == Color::Black) ++black[engine::index(p)];
      if (owner == Color::White) ++white[engine::index(p)];
    }
  }
}

// The moves a player takes before anything else, anywhere on the board:
// the capture of an enemy string in atari, and the escape of an own string
// in atari by extending to two liberties or more. Each once, where legal.
std::vector<Point> urgent_moves(const engine::Board& board, Player pl) {
  std::vector<Point> out;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      if (board.color(p) == Color::Empty || !board.in_atari(p)) continue;
      const Point at = board.atari_point(p);
      const bool own = board.color(p) == engine::stone_of(pl);
      if (own && engine::liberties_after_move(board, pl, at, 2) < 2) continue;
      if (board.is_legal(pl, at) && std::find(out.begin(), out.end(), at) == out.end()) {
        out.push_back(at);
      }
    }
  }
  return out;
}

// One thread's share: chunks of playouts taken from `next` until none is
// left, counted into the thread's own arrays.
void run_playouts(const engine::Board& board, const OwnershipOptions& options,
                  std::atomic<int>& next, Eigen::ArrayXi& black, Eigen::ArrayXi& white) {
  std::optional<engine::HeavyPolicy> heavy;
  if (options.policy == PlayoutPolicy::Heavy) {
    heavy.emplace(engine::HeavyPolicyParams{}, engine::mogo_pattern3_table());
  }
  const int end = options.first_playout + options.playouts;
  const std::vector<Point> urgent =
      options.first_to_move ? urgent_moves(board, *options.first_to_move) : std::vector<Point>{};
  for (;;) {
    const int first = next.fetch_add(kChunk, std::memory_order_relaxed);
    if (first >= end) return;
    for (int i = first; i < std::min(first + kChunk, end); ++i) {
      engine::Board copy = board;
      engine::Rng rng(playout_seed(options.seed, i));
      Player to_move = options.first_to_move.value_or(i % 2 == 0 ? Player::Black : Player::White);
      engine::MoveHistory history;
      if (!urgent.empty()) {
        const Point first_move = urgent[rng.below(static_cast<uint32_t>(urgent.size()))];
        copy.play(to_move, first_move);
        history.last = first_move;
        to_move = engine::opponent(to_move);
      }
      if (heavy) {
        heavy->start(history);
        engine::heavy_playout(copy, to_move, *heavy, rng);
      } else {
        engine::light_playout(copy, to_move, rng);
      }
      add_owners(copy, black, white);
    }
  }
}

}  // namespace

void Ownership::add(const Ownership& more) {
  playouts += more.playouts;
  black += more.black;
  white += more.white;
}

Ownership playout_ownership(const engine::Board& board, const OwnershipOptions& options) {
  const int points = board.num_points();
  Ownership result;
  result.playouts = options.playouts;
  result.black = Eigen::ArrayXi::Zero(points);
  result.white = Eigen::ArrayXi::Zero(points);
  const int hardware = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  const int wanted = options.threads > 0 ? options.threads : hardware;
  const int threads = std::clamp((options.playouts + kChunk - 1) / kChunk, 1, wanted);

  std::atomic<int> next{options.first_playout};
  std::mutex mutex;
  const auto work = [&] {
    Eigen::ArrayXi black = Eigen::ArrayXi::Zero(points);
    Eigen::ArrayXi white = Eigen::ArrayXi::Zero(points);
    run_playouts(board, options, next, black, white);
    const std::lock_guard lock(mutex);
    result.black += black;
    result.white += white;
  };
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t)
    helpers.emplace_back(work);
  work();
  for (std::thread& t : helpers)
    t.join();
  return result;
}

}  // namespace kosumi::eval
