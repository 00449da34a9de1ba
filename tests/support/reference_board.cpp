#include "support/reference_board.h"

#include <algorithm>

#include "engine/zobrist.h"

namespace kosumi::test {

using engine::Color;
using engine::Player;

ReferenceBoard::ReferenceBoard(int size)
    : size_(size), grid_(static_cast<size_t>(size * size), Color::Empty), marks_(grid_.size(), 0) {}

ReferenceBoard::Neighbours ReferenceBoard::neighbours(Coord c) const {
  Neighbours out;
  for (Coord n :
       {Coord{c.x - 1, c.y}, Coord{c.x + 1, c.y}, Coord{c.x, c.y - 1}, Coord{c.x, c.y + 1}}) {
    if (inside(n)) out.items[out.count++] = n;
  }
  return out;
}

ReferenceBoard::String ReferenceBoard::flood(const std::vector<Color>& grid, Coord start) const {
  String s{grid[offset(start)], {start}, {}};
  const unsigned stamp = ++stamp_;
  marks_[offset(start)] = stamp;
  for (size_t k = 0; k < s.stones.size(); ++k) {
    for (Coord n : neighbours(s.stones[k])) {
      if (marks_[offset(n)] == stamp) continue;
      if (grid[offset(n)] == s.color) {
        marks_[offset(n)] = stamp;
        s.stones.push_back(n);
      } else if (grid[offset(n)] == Color::Empty) {
        marks_[offset(n)] = stamp;
        s.liberties.push_back(n);
      }
    }
  }
  return s;
}

std::vector<ReferenceBoard::String> ReferenceBoard::strings(std::vector<int>* labels) const {
  std::vector<String> out;
  std::vector<int> label(grid_.size(), -1);
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const Coord c{x, y};
      if (at(c) == Color::Empty || label[offset(c)] >= 0) continue;
      String s = flood(grid_, c);
      for (Coord m : s.stones)
        label[offset(m)] = static_cast<int>(out.size());
      out.push_back(std::move(s));
    }
  }
  if (labels != nullptr) *labels = std::move(label);
  return out;
}

std::vector<ReferenceBoard::Coord> ReferenceBoard::apply(std::vector<Color>& grid, Player pl,
                                                         Coord c, bool* suicide) const {
  const Color me = engine::stone_of(pl);
  grid[offset(c)] = me;
  std::vector<Coord> removed;
  for (Coord n : neighbours(c)) {
    if (grid[offset(n)] != engine::stone_of(engine::opponent(pl))) continue;
    const String s = flood(grid, n);
    if (!s.liberties.empty()) continue;
    for (Coord m : s.stones) {
      grid[offset(m)] = Color::Empty;
      removed.push_back(m);
    }
  }
  *suicide = false;
  const String own = flood(grid, c);
  if (own.liberties.empty()) {
    *suicide = true;
    for (Coord m : own.stones) {
      grid[offset(m)] = Color::Empty;
      removed.push_back(m);
    }
  }
  return removed;
}

bool ReferenceBoard::is_suicide(Player pl, Coord c) const {
  // An empty neighbour stays a liberty of the new stone whatever happens.
  for (Coord n : neighbours(c)) {
    if (at(n) == Color::Empty) return false;
  }
  std::vector<Color> grid = grid_;
  bool suicide = false;
  apply(grid, pl, c, &suicide);
  return suicide;
}

bool ReferenceBoard::is_legal(Player pl, Coord c, bool allow_suicide) const {
  if (!inside(c) || at(c) != Color::Empty || is_ko_banned(pl, c)) return false;
  return allow_suicide || !is_suicide(pl, c);
}

int ReferenceBoard::play(Player pl, Coord c) {
  bool suicide = false;
  const std::vector<Coord> removed = apply(grid_, pl, c, &suicide);
  const Player taker = suicide ? engine::opponent(pl) : pl;
  captures_[engine::player_index(taker)] += static_cast<int>(removed.size());
  has_ko_ = false;
  if (!suicide && removed.size() == 1) {
    const String own = flood(grid_, c);
    if (own.stones.size() == 1 && own.liberties.size() == 1) {
      has_ko_ = true;
      ko_ = removed[0];
      ko_banned_ = engine::opponent(pl);
    }
  }
  return static_cast<int>(removed.size());
}

uint64_t ReferenceBoard::hash() const {
  uint64_t h = 0;
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const Color c = at({x, y});
      if (c != Color::Empty) h ^= engine::stone_key(c, engine::point_at(x, y, size_));
    }
  }
  return h;
}

}  // namespace kosumi::test
