#include "eval/patterns/shape.h"

#include <algorithm>
#include <cstdlib>

#include "engine/zobrist.h"

namespace kosumi::eval {
namespace {

constexpr int gridcular(int dx, int dy) {
  dx = dx < 0 ? -dx : dx;
  dy = dy < 0 ? -dy : dy;
  return dx + dy + (dx > dy ? dx : dy);
}

// The largest |dx| or |dy| in a shape: gridcular(r, 0) = 2r.
constexpr int kReach = kMaxShapeSize / 2;

struct Offset {
  int8_t dx;
  int8_t dy;
};

constexpr int count_offsets(int size) {
  int n = 0;
  for (int dy = -kReach; dy <= kReach; ++dy) {
    for (int dx = -kReach; dx <= kReach; ++dx) {
      const int d = gridcular(dx, dy);
      if (d >= 1 && d <= size) ++n;
    }
  }
  return n;
}

constexpr int kOffsetCount = count_offsets(kMaxShapeSize);

// Every offset of the largest shape, ring by ring (by distance, then row,
// then column), and where each ring ends.
struct Geometry {
  std::array<Offset, kOffsetCount> offsets{};
  std::array<int, kMaxShapeSize + 1> ring_end{};
};

constexpr Geometry make_geometry() {
  Geometry g;
  int n = 0;
  for (int d = 1; d <= kMaxShapeSize; ++d) {
    for (int dy = -kReach; dy <= kReach; ++dy) {
      for (int dx = -kReach; dx <= kReach; ++dx) {
        if (gridcular(dx, dy) == d) {
          g.offsets[static_cast<size_t>(n++)] = {static_cast<int8_t>(dx), static_cast<int8_t>(dy)};
        }
      }
    }
    g.ring_end[static_cast<size_t>(d)] = n;
  }
  return g;
}

constexpr Geometry kGeometry = make_geometry();

// Symmetry s of the square: bit 0 mirrors x, bit 1 mirrors y, bit 2
// exchanges the axes (as engine/tactics/pattern3.h numbers them).
constexpr Offset transformed(Offset o, int s) {
  int dx = o.dx;
  int dy = o.dy;
  if ((s & 1) != 0) dx = -dx;
  if ((s & 2) != 0) dy = -dy;
  if ((s & 4) != 0) {
    const int t = dx;
    dx = dy;
    dy = t;
  }
  return {static_cast<int8_t>(dx), static_cast<int8_t>(dy)};
}

constexpr int offset_index(Offset o) {
  for (int i = 0; i < kOffsetCount; ++i) {
    const Offset& q = kGeometry.offsets[static_cast<size_t>(i)];
    if (q.dx == o.dx && q.dy == o.dy) return i;
  }
  return -1;
}

// keys[i][c - 1][s]: the key of colour c (1 own, 2 enemy, 3 off the board)
// at offset i as symmetry s moves it; the eight keys of one offset and
// colour share a cache line. Drawn with the board's SplitMix64 from a seed
// of their own, which is part of the weights file's format: changing it
// changes every shape hash.
struct Keys {
  std::array<std::array<std::array<uint64_t, 8>, 3>, kOffsetCount> at{};
  std::array<uint64_t, kMaxShapeSize + 1> size{};
};

constexpr Keys make_keys() {
  Keys k;
  uint64_t state = 0x6b6f73756d692d73ULL;  // "kosumi-s"
  std::array<std::array<uint64_t, 3>, kOffsetCount> base{};
  for (auto& colours : base) {
    for (uint64_t& key : colours)
      key = engine::zobrist_detail::splitmix64(state);
  }
  for (uint64_t& key : k.size)
    key = engine::zobrist_detail::splitmix64(state);
  for (int i = 0; i < kOffsetCount; ++i) {
    for (int s = 0; s < 8; ++s) {
      const auto j = static_cast<size_t>(
          offset_index(transformed(kGeometry.offsets[static_cast<size_t>(i)], s)));
      for (size_t c = 0; c < 3; ++c)
        k.at[static_cast<size_t>(i)][c][static_cast<size_t>(s)] = base[j][c];
    }
  }
  return k;
}

constexpr Keys kKeys = make_keys();

}  // namespace

int shape_point_count(int size) {
  return kGeometry.ring_end[static_cast<size_t>(std::clamp(size, 0, kMaxShapeSize))];
}

int gridcular_distance(const engine::Board& board, engine::Point a, engine::Point b) {
  return gridcular(board.x_of(a) - board.x_of(b), board.y_of(a) - board.y_of(b));
}

ShapeHasher::ShapeHasher(const engine::Board& board, engine::Point p, engine::Player to_move)
    : board_(board), x_(board.x_of(p)), y_(board.y_of(p)) {
  const bool black = to_move == engine::Player::Black;
  relative_ = {0, static_cast<uint8_t>(black ? 1 : 2), static_cast<uint8_t>(black ? 2 : 1), 3};
}

uint64_t ShapeHasher::grow() {
  ++size_;
  const int end = kGeometry.ring_end[static_cast<size_t>(size_)];
  const auto n = static_cast<unsigned>(board_.size());
  for (; next_offset_ < end; ++next_offset_) {
    const Offset o = kGeometry.offsets[static_cast<size_t>(next_offset_)];
    const int x = x_ + o.dx;
    const int y = y_ + o.dy;
    const bool on_board = static_cast<unsigned>(x) < n && static_cast<unsigned>(y) < n;
    const uint8_t c =
        on_board ? relative_[static_cast<size_t>(board_.color(board_.point(x, y)))] : 3;
    if (c == 0) continue;
    const auto& keys = kKeys.at[static_cast<size_t>(next_offset_)][c - 1u];
    for (size_t s = 0; s < 8; ++s)
      hashes_[s] ^= keys[s];
  }
  const uint64_t canonical =
      *std::min_element(hashes_.begin(), hashes_.end()) ^ kKeys.size[static_cast<size_t>(size_)];
  return canonical == 0 ? 1 : canonical;
}

void shape_hashes(const engine::Board& board, engine::Point p, engine::Player to_move,
                  std::span<uint64_t, kMaxShapeSize - kMinShapeSize + 1> out) {
  ShapeHasher hasher(board, p, to_move);
  for (uint64_t& h : out)
    h = hasher.grow();
}

}  // namespace kosumi::eval
