#include "eval/seki.h"

#include <algorithm>
#include <vector>

#include "engine/region.h"
#include "engine/tactics/self_atari.h"

namespace kosumi::eval {
namespace {

using engine::Color;
using engine::Player;
using engine::Point;

// Larger neutral regions are open borders or unfinished areas, not the
// shared liberties of a seki (two or three points in the common shapes).
constexpr size_t kMaxSekiRegion = 4;

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

// Blocked for pl: suicide, or a self-atari that throws stones away. A
// self-atari that fills the opponent's eye space so that the capture leaves
// a dead shape (engine/tactics/self_atari.h) is a way to kill, not a block.
bool is_blocked(const engine::Board& board, Player pl, Point p) {
  if (board.is_suicide(pl, p)) return true;
  if (board.is_ko_banned(pl, p)) return false;
  return engine::is_bad_self_atari(board, pl, p);
}

struct Region {
  std::vector<Point> points;
  std::vector<Point> heads;  // of the strings around it
  bool black = false;
  bool white = false;
  bool blocked = false;
  bool holds = false;  // blocked, and every string around it still a candidate

  bool own_only(Color c) const { return c == Color::Black ? black && !white : white && !black; }
};

std::vector<Region> empty_regions(const engine::Board& board, std::vector<int>& region_of) {
  std::vector<Region> regions;
  region_of.assign(static_cast<size_t>(board.num_points()), -1);
  engine::PointSet seen;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point start = board.point(x, y);
      if (board.color(start) != Color::Empty || seen[at(start)]) continue;
      Region r;
      engine::flood_region(
          board, start, seen, r.points, [&](Point p) { return board.color(p) == Color::Empty; },
          [&](Point n) {
            r.black |= board.color(n) == Color::Black;
            r.white |= board.color(n) == Color::White;
            const Point head = board.string_head(n);
            if (std::find(r.heads.begin(), r.heads.end(), head) == r.heads.end()) {
              r.heads.push_back(head);
            }
          });
      for (Point p : r.points)
        region_of[at(p)] = static_cast<int>(regions.size());
      if (r.black && r.white && r.points.size() <= kMaxSekiRegion) {
        r.blocked = std::all_of(r.points.begin(), r.points.end(), [&](Point p) {
          return is_blocked(board, Player::Black, p) && is_blocked(board, Player::White, p);
        });
      }
      regions.push_back(std::move(r));
    }
  }
  return regions;
}

}  // namespace

engine::PointSet find_seki(const engine::Board& board) {
  std::vector<int> region_of;
  std::vector<Region> regions = empty_regions(board, region_of);

  engine::PointSet candidate;  // by string head
  for (const Region& r : regions) {
    if (!r.blocked) continue;
    for (Point head : r.heads)
      candidate.set(at(head));
  }
  // The liberties of each candidate, found once.
  std::vector<std::pair<Point, std::vector<Point>>> liberties;
  std::vector<Point> buffer(static_cast<size_t>(board.num_points()));
  for (int i = 0; i < board.num_points(); ++i) {
    if (!candidate[static_cast<size_t>(i)]) continue;
    const Point head = engine::point_from_index(i);
    const int n = board.liberties_up_to(head, board.num_points(), buffer.data());
    liberties.emplace_back(head, std::vector<Point>(buffer.begin(), buffer.begin() + n));
  }

  for (bool changed = true; changed;) {
    changed = false;
    for (Region& r : regions) {
      r.holds = r.blocked && std::all_of(r.heads.begin(), r.heads.end(),
                                         [&](Point h) { return candidate[at(h)]; });
    }
    for (const auto& [head, libs] : liberties) {
      if (!candidate[at(head)]) continue;
      const Color own = board.color(head);
      bool next_to_holding = false;
      bool exposed = libs.size() < 2;
      for (Point lib : libs) {
        const Region& r = regions[static_cast<size_t>(region_of[at(lib)])];
        next_to_holding |= r.holds;
        exposed |= !r.holds && !r.own_only(own);
      }
      if (exposed || !next_to_holding) {
        candidate.reset(at(head));
        changed = true;
      }
    }
  }

  engine::PointSet seki;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      if (board.color(p) != Color::Empty && candidate[at(board.string_head(p))]) seki.set(at(p));
    }
  }
  return seki;
}

}  // namespace kosumi::eval
