#pragma once

#include <cstdint>
#include <vector>

#include "engine/types.h"

namespace kosumi::test {

// A deliberately naive Go board to cross-check engine::Board: a plain grid
// of colours addressed by (x, y), with strings and liberties recomputed by
// flood fill whenever they are asked for. It shares nothing with the engine
// but the colour and player enums and the Zobrist keys its hash is made of
// (looked up by the engine's point index of each (x, y)).
// Slow: for tests only.
class ReferenceBoard {
 public:
  struct Coord {
    int x;
    int y;
    bool operator==(const Coord&) const = default;
  };
  // A string and its distinct liberties, in flood-fill order.
  struct String {
    engine::Color color;
    std::vector<Coord> stones;
    std::vector<Coord> liberties;
  };

  explicit ReferenceBoard(int size);

  int size() const { return size_; }
  engine::Color at(Coord c) const { return grid_[offset(c)]; }
  int captures(engine::Player by) const { return captures_[engine::player_index(by)]; }

  // Every string on the board; `label(c)` is the index of c's string in
  // that list, or -1 for an empty point.
  std::vector<String> strings(std::vector<int>* labels = nullptr) const;

  // Empty, not the point simple ko bans, and (unless allowed) not suicide.
  bool is_legal(engine::Player pl, Coord c, bool allow_suicide) const;
  // Would leave the mover's string without liberties after captures.
  bool is_suicide(engine::Player pl, Coord c) const;
  bool is_ko_banned(engine::Player pl, Coord c) const {
    return has_ko_ && pl == ko_banned_ && c == ko_;
  }
  // Places a stone, removes captured strings (or, on suicide, the mover's
  // own string) and returns how many stones were removed.
  int play(engine::Player pl, Coord c);
  void pass() { has_ko_ = false; }

  // XOR of the Zobrist keys of every stone.
  uint64_t hash() const;

 private:
  size_t offset(Coord c) const { return static_cast<size_t>(c.y * size_ + c.x); }
  bool inside(Coord c) const { return c.x >= 0 && c.y >= 0 && c.x < size_ && c.y < size_; }
  // Up to four on-board neighbours, without allocating.
  struct Neighbours {
    Coord items[4];
    int count = 0;
    const Coord* begin() const { return items; }
    const Coord* end() const { return items + count; }
  };
  Neighbours neighbours(Coord c) const;
  // The string through c on `grid`, with its liberties.
  String flood(const std::vector<engine::Color>& grid, Coord c) const;
  // Applies a move to `grid` and returns the removed stones; sets *suicide
  // when the mover's own string was removed.
  std::vector<Coord> apply(std::vector<engine::Color>& grid, engine::Player pl, Coord c,
                           bool* suicide) const;

  int size_;
  std::vector<engine::Color> grid_;
  int captures_[2] = {0, 0};
  bool has_ko_ = false;
  Coord ko_{0, 0};
  engine::Player ko_banned_ = engine::Player::Black;
  // Visit marks for flood fills: a point is visited when its mark equals
  // the current fill's stamp, so no fill clears or allocates an array.
  mutable std::vector<unsigned> marks_;
  mutable unsigned stamp_ = 0;
};

}  // namespace kosumi::test
