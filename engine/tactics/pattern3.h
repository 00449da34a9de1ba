#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// The 3×3 neighbourhood of an empty point as a 20-bit code: the colours of
// its eight neighbours, two bits each with engine::Color's values (empty,
// black, white, wall), in bits 0-15 in the order of their point indices:
// the row below (smaller row number) left to right, the left and right
// neighbours, the row above left to right; so on the board as GTP draws it
// SW S SE W E NW N NE. Bits 16-19 say whether the strings of the four
// adjacent points S W E N are in atari (zero for an empty point or a wall).
using Pattern3 = uint32_t;
inline constexpr int kPattern3Bits = 20;
inline constexpr Pattern3 kPattern3Count = Pattern3{1} << kPattern3Bits;

// The eight neighbours of p in the code's order (SW S SE W E NW N NE).
inline std::array<Point, 8> pattern3_points(const Board& board, Point p) {
  const int s = board.stride();
  return {p - s - 1, p - s, p - s + 1, p - 1, p + 1, p + s - 1, p + s, p + s + 1};
}

// The code of the empty point p as the board stands.
Pattern3 pattern3_at(const Board& board, Point p);
// Its two parts: the colours (bits 0-15) and the atari bits (16-19). The
// colours are inline: the playout reads them for every point around the
// last move.
inline Pattern3 pattern3_colours_at(const Board& board, Point p) {
  return board.colours_around(p);
}
Pattern3 pattern3_atari_bits(const Board& board, Point p);
// The same neighbourhood with black and white exchanged.
inline Pattern3 pattern3_swap_colours(Pattern3 code) {
  // Colours 1 and 2 are the stones: exactly one of their two bits is set.
  const Pattern3 low = code & 0x5555u;
  const Pattern3 high = (code >> 1) & 0x5555u;
  const Pattern3 stone = low ^ high;
  return code ^ (stone | (stone << 1));
}
// The code as seen by `to_move`: tables are written for Black to move, so
// White's codes have their colours exchanged.
inline Pattern3 pattern3_for(const Board& board, Point p, Player to_move) {
  const Pattern3 code = pattern3_at(board, p);
  return to_move == Player::Black ? code : pattern3_swap_colours(code);
}

// The eight symmetries of the square acting on a code: index 0 is the
// identity. Atari bits move with their neighbours.
Pattern3 pattern3_transform(Pattern3 code, int symmetry);
// True for a code some board position can produce: walls form whole edges
// (a side of three, or two sides meeting in a corner), atari bits only on
// stones.
bool pattern3_is_possible(Pattern3 code);

// A weight per code for Black to move: 0 for a point no shape names, else
// how strongly the playout prefers it among the other shapes found. The
// weights are data: the hand-made table below is the start, and learned
// values can replace it code by code.
class Pattern3Table {
 public:
  Pattern3Table() : weights_(kPattern3Count, 0), colours_used_(kColourCodes / 64, 0) {}

  uint8_t weight(Pattern3 code) const { return weights_[code]; }
  void set_weight(Pattern3 code, uint8_t weight);
  // False when no code with these colours (bits 0-15, for Black to move)
  // has a weight, whatever its atari bits: a cheap first test that spares
  // reading the atari bits of most points.
  bool may_match(Pattern3 colours) const {
    return (colours_used_[colours / 64] >> (colours % 64) & 1u) != 0;
  }

  // Gives `weight` to every possible code that matches a shape, in all
  // eight symmetries. The shape is three rows of three characters, top row
  // first, separated by '/', its centre the empty point to play:
  // The first row of the text is the row below (as in the code; a shape
  // matches in every symmetry, so this only matters for reading it):
  //   X  a stone of the player to move      O  an opponent stone
  //   .  empty                               |  the edge (off the board)
  //   *  anything                            x  anything but X
  //   o  anything but O
  // Atari bits are ignored (every combination matches). Throws
  // std::invalid_argument for a malformed shape.
  void add_shape(std::string_view shape, uint8_t weight);

  // Codes with a non-zero weight.
  int shape_count() const;

 private:
  static constexpr Pattern3 kColourCodes = Pattern3{1} << 16;

  std::vector<uint8_t> weights_;
  // Per colour code, one bit: whether set_weight ever gave one of its codes
  // a weight. Bits rather than bytes keep it to 8 kB, which stays in the
  // first-level cache: the playout asks it for every point around the
  // last move.
  std::vector<uint64_t> colours_used_;
};

// MoGo's hand-made shapes (Gelly, Wang, Munos and Teytaud 2006): hane,
// cuts and edge moves around the last move, each of weight 1. Built once,
// on first use; immutable afterwards.
const Pattern3Table& mogo_pattern3_table();

}  // namespace kosumi::engine
