#pragma once

#include <array>
#include <cstdint>

#include "engine/types.h"

namespace kosumi::engine {

// Zobrist keys, computed at compile time with SplitMix64 from a fixed seed, so
// hashes are the same in every process and no initialisation call exists.
namespace zobrist_detail {

constexpr uint64_t splitmix64(uint64_t& state) {
  state += 0x9e3779b97f4a7c15ULL;
  uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

struct Keys {
  // stone[c][p]: key of a stone of colour c (Black = 1, White = 2) on point p.
  std::array<std::array<uint64_t, kMaxPoints>, 3> stone{};
  // to_move[player index]: mixed in for situational superko.
  std::array<uint64_t, 2> to_move{};
};

constexpr Keys make_keys() {
  Keys keys;
  uint64_t state = 0x6b6f73756d69ULL;  // "kosumi"
  for (int c = 1; c <= 2; ++c) {
    for (int p = 0; p < kMaxPoints; ++p)
      keys.stone[static_cast<size_t>(c)][static_cast<size_t>(p)] = splitmix64(state);
  }
  keys.to_move[0] = splitmix64(state);
  keys.to_move[1] = splitmix64(state);
  return keys;
}

}  // namespace zobrist_detail

inline constexpr zobrist_detail::Keys kZobrist = zobrist_detail::make_keys();

constexpr uint64_t stone_key(Color c, Point p) {
  return kZobrist.stone[static_cast<size_t>(c)][static_cast<size_t>(index(p))];
}

constexpr uint64_t to_move_key(Player p) {
  return kZobrist.to_move[static_cast<size_t>(player_index(p))];
}

}  // namespace kosumi::engine
