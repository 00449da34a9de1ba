#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::eval {

// Shapes: the stones, empty points and edge around a candidate move, in
// nested discs of growing size (Stern, Herbrich and Graepel 2006; Pachi's
// spatial patterns). Distances are gridcular, dx + dy + max(dx, dy) for
// dx = |x - x0|, dy = |y - y0|: 2 for the four neighbours, 3 for the
// diagonals (the disc of size 3 is the 3×3 square), 4 for the points two
// away on a line, and so on; its discs are close to circles.
//
// A shape of size n is every point at distance 1 .. n from the move, each
// own stone (of the player to move), enemy stone, empty or off the board.
// Its hash is a Zobrist hash with keys of its own (one per offset, colour
// and size) taken in each of the eight symmetries of the square; the
// smallest of the eight is the canonical hash, the same for a shape and
// its reflections and rotations.
inline constexpr int kMinShapeSize = 4;  // the 3×3 square is Pattern3's
inline constexpr int kMaxShapeSize = 14;

// The number of points in a shape of size n (the move excluded).
int shape_point_count(int size);

// The gridcular distance between two points of a board.
int gridcular_distance(const engine::Board& board, engine::Point a, engine::Point b);

// Hashes the shapes around one point, from the smallest up: each grow()
// adds the next ring, so a caller that stops at the first shape it does
// not know never reads the rings beyond.
class ShapeHasher {
 public:
  // Around the empty point p, for `to_move`.
  ShapeHasher(const engine::Board& board, engine::Point p, engine::Player to_move);

  // The size whose hash the last grow() returned; kMinShapeSize - 1 before.
  int size() const { return size_; }
  // Grows to the next size and returns its canonical hash (never 0).
  // Precondition: size() < kMaxShapeSize.
  uint64_t grow();

 private:
  const engine::Board& board_;
  int x_;
  int y_;
  // Board colour -> 0 empty, 1 own, 2 enemy, 3 off the board.
  std::array<uint8_t, 4> relative_;
  int size_ = kMinShapeSize - 1;
  int next_offset_ = 0;
  std::array<uint64_t, 8> hashes_{};  // one per symmetry
};

// The canonical hashes of every size around p: out[n - kMinShapeSize] for
// size n, up to kMaxShapeSize.
void shape_hashes(const engine::Board& board, engine::Point p, engine::Player to_move,
                  std::span<uint64_t, kMaxShapeSize - kMinShapeSize + 1> out);

}  // namespace kosumi::eval
