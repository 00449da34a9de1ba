#include "eval/seki.h"

#include <algorithm>
#include <vector>

#include "engine/region.h"
#include "engine/tactics/liberties.h"
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

// True when the empty point `lib` lies in an eye of `captor`: a one-point
// true eye, or a larger empty region bordered by captor's stones only, away
// from the points a capture has just emptied.
bool is_eye_outside(const engine::Board& board, Player captor, Point lib,
                    const engine::PointSet& emptied) {
  engine::PointSet seen;
  std::vector<Point> region;
  bool own_only = true;
  engine::flood_region(
      board, lib, seen, region, [&](Point q) { return board.color(q) == Color::Empty; },
      [&](Point n) { own_only &= board.color(n) == engine::stone_of(captor); });
  const bool touches_emptied =
      std::any_of(region.begin(), region.end(), [&](Point q) { return emptied[at(q)]; });
  if (!own_only || touches_emptied) return false;
  return region.size() > 1 || board.is_true_eye(captor, lib);
}

// A self-atari the nakade rule lets through kills only when the space its
// capture opens is the captor's last hope of an eye. It gives nothing when,
// after the capture, a captor string next to that space keeps an eye
// elsewhere (one eye there and one in the space make two) and none of them
// is left in atari (which would let pl take back, as in a snapback).
// False for a move that is no self-atari.
bool captor_keeps_an_eye(const engine::Board& board, Player pl, Point p) {
  engine::Board after = board;
  after.play(pl, p);
  Point last[2];
  if (after.liberties_up_to(p, 2, last) != 1) return false;
  const Point lib = last[0];
  const Player captor = engine::opponent(pl);
  if (!after.is_legal(captor, lib)) return false;
  std::vector<Point> captured;
  engine::PointSet emptied;
  for (Point s = p;;) {
    captured.push_back(s);
    emptied.set(at(s));
    s = after.next_in_string(s);
    if (s == p) break;
  }
  after.play(captor, lib);
  std::vector<Point> heads;
  for (Point q : captured) {
    for (Point n : after.neighbours(q)) {
      if (after.color(n) != engine::stone_of(captor)) continue;
      const Point head = after.string_head(n);
      if (std::find(heads.begin(), heads.end(), head) == heads.end()) heads.push_back(head);
    }
  }
  std::vector<Point> libs(static_cast<size_t>(after.num_points()));
  bool eye = false;
  for (Point head : heads) {
    const int n = after.liberties_up_to(head, after.num_points(), libs.data());
    if (n < 2) return false;
    eye = eye || std::any_of(libs.begin(), libs.begin() + n,
                             [&](Point q) { return is_eye_outside(after, captor, q, emptied); });
  }
  return eye;
}

// Blocked for pl: suicide, or a self-atari that throws stones away. A
// self-atari that fills the opponent's eye space so that the capture leaves
// a dead shape (engine/tactics/self_atari.h) is a way to kill, not a block,
// unless the captor has an eye besides that space.
bool is_blocked(const engine::Board& board, Player pl, Point p) {
  if (board.is_suicide(pl, p)) return true;
  if (board.is_ko_banned(pl, p)) return false;
  if (engine::is_bad_self_atari(board, pl, p)) return true;
  return !engine::move_captures(board, pl, p) && captor_keeps_an_eye(board, pl, p);
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
        // An own region that also borders a string outside the seki is no
        // eye of the seki: the string can connect out through it.
        exposed |= r.own_only(own) && std::any_of(r.heads.begin(), r.heads.end(),
                                                  [&](Point h) { return !candidate[at(h)]; });
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
