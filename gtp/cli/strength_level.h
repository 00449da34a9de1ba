#pragma once

#include <cstdint>

namespace kosumi::cli {

// `--level N`: a small scale of playing strength for people, from 1 (a
// beginner can win) to 10 (the full engine, the defaults). Each level below
// 10 halves the playouts of the one above; the lowest three also draw their
// move among the root's visited moves instead of taking the best one.
inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 10;

struct StrengthLevel {
  int64_t playouts = 0;         // per move; 0: the default search (no change)
  double move_temperature = 0;  // GoPlayerConfig::move_temperature
};

// The settings of a level. Precondition: kMinLevel <= level <= kMaxLevel.
StrengthLevel strength_level(int level);

}  // namespace kosumi::cli
