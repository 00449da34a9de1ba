#include "eval/patterns/pattern3_liberties.h"

#include <algorithm>
#include <array>
#include <utility>

namespace kosumi::eval {
namespace {

constexpr int kLibertyShift = 16;
constexpr LibertyPattern3 kColourMask = (LibertyPattern3{1} << kLibertyShift) - 1;

constexpr LibertyPattern3 liberty_field(LibertyPattern3 code, int i) {
  return (code >> (kLibertyShift + 2 * i)) & 3u;
}

// The adjacent points S W E N as offsets, and where symmetry s sends each:
// s bit 0 mirrors x, bit 1 mirrors y, bit 2 exchanges the axes, as
// engine::pattern3_transform does with the colours.
constexpr std::array<std::array<int, 2>, 4> kAdjacent = {{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

constexpr std::array<std::array<int, 4>, 8> kAdjacentMap = [] {
  std::array<std::array<int, 4>, 8> map{};
  for (size_t s = 0; s < 8; ++s) {
    for (size_t i = 0; i < 4; ++i) {
      int dx = kAdjacent[i][0];
      int dy = kAdjacent[i][1];
      if ((s & 1) != 0) dx = -dx;
      if ((s & 2) != 0) dy = -dy;
      if ((s & 4) != 0) std::swap(dx, dy);
      for (size_t j = 0; j < 4; ++j) {
        if (kAdjacent[j][0] == dx && kAdjacent[j][1] == dy) map[s][i] = static_cast<int>(j);
      }
    }
  }
  return map;
}();

}  // namespace

LibertyPattern3 liberty_pattern3_at(const engine::Board& board, engine::Point p,
                                    engine::Player to_move) {
  LibertyPattern3 code = engine::pattern3_colours_at(board, p);
  if (to_move == engine::Player::White) code = engine::pattern3_swap_colours(code);
  const std::array<engine::Point, 4> adjacent = board.neighbours(p);  // S W E N
  for (int i = 0; i < 4; ++i) {
    const engine::Point q = adjacent[static_cast<size_t>(i)];
    const engine::Color c = board.color(q);
    if (c != engine::Color::Black && c != engine::Color::White) continue;
    const auto libs = static_cast<LibertyPattern3>(board.liberties_up_to(q, 3));
    code |= libs << (kLibertyShift + 2 * i);
  }
  return code;
}

LibertyPattern3 liberty_pattern3_transform(LibertyPattern3 code, int symmetry) {
  LibertyPattern3 out = engine::pattern3_transform(code & kColourMask, symmetry);
  const auto& map = kAdjacentMap[static_cast<size_t>(symmetry)];
  for (int i = 0; i < 4; ++i) {
    out |= liberty_field(code, i) << (kLibertyShift + 2 * map[static_cast<size_t>(i)]);
  }
  return out;
}

LibertyPattern3 liberty_pattern3_canonical(LibertyPattern3 code) {
  LibertyPattern3 best = code;
  for (int s = 1; s < 8; ++s)
    best = std::min(best, liberty_pattern3_transform(code, s));
  return best;
}

int liberty_pattern3_variants(engine::Pattern3 code, LibertyPattern3* out) {
  const LibertyPattern3 colours = code & kColourMask;
  // The adjacent points' colour fields: S, W, E, N are neighbours 1, 3, 4, 6.
  constexpr std::array<int, 4> kAdjacentNeighbour = {1, 3, 4, 6};
  LibertyPattern3 fixed = colours;
  std::array<int, 4> open{};  // adjacent stones without an atari bit
  int open_count = 0;
  for (int i = 0; i < 4; ++i) {
    const auto c = static_cast<engine::Color>(
        (colours >> (2 * kAdjacentNeighbour[static_cast<size_t>(i)])) & 3u);
    if (c != engine::Color::Black && c != engine::Color::White) continue;
    if ((code >> (kLibertyShift + i) & 1u) != 0) {
      fixed |= LibertyPattern3{1} << (kLibertyShift + 2 * i);
    } else {
      open[static_cast<size_t>(open_count++)] = i;
    }
  }
  const int n = 1 << open_count;
  for (int choice = 0; choice < n; ++choice) {
    LibertyPattern3 variant = fixed;
    for (int k = 0; k < open_count; ++k) {
      const LibertyPattern3 libs = (choice >> k & 1) != 0 ? 3u : 2u;
      variant |= libs << (kLibertyShift + 2 * open[static_cast<size_t>(k)]);
    }
    out[choice] = variant;
  }
  return n;
}

}  // namespace kosumi::eval
