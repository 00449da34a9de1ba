#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace kosumi::eval {

// The features of a candidate move, in groups (Coulom 2007): a move has at
// most one value in each group, and value 0 means "none of this group",
// whose gamma is 1 by definition. A move's strength is the product of the
// gammas of its values; its probability is its strength over the sum of the
// strengths of all legal moves.
enum class FeatureGroup : uint8_t {
  Pass,                // the move is a pass
  Capture,             // it captures, and what
  AtariEscape,         // it extends an own string in atari
  SelfAtari,           // it leaves its own string in atari
  Atari,               // it puts an enemy string in atari
  EdgeDistance,        // the line it is on
  LastDistance,        // how far it is from the last move
  SecondLastDistance,  // ... from the move before
  Pattern3,            // its 3×3 neighbourhood with liberty counts (a learned id)
  Shape,               // the largest learned shape around it (a learned id)
  kCount
};
inline constexpr int kFeatureGroupCount = static_cast<int>(FeatureGroup::kCount);

constexpr size_t group_index(FeatureGroup g) {
  return static_cast<size_t>(g);
}
constexpr FeatureGroup group_at(int i) {
  return static_cast<FeatureGroup>(i);
}

// The values of the groups with a fixed set of values. The order is the
// weights file's (features.cpp names them), so it may only grow at the end.
enum class PassValue : uint32_t { None, Pass, AfterPass, kCount };
// What a capturing move takes, the first that applies: a ko (the capturing
// stone is left in atari by a one-stone capture), the last move's string, a
// string next to an own string in atari (saving it), a string its owner
// could still save by extending, a string that could not be saved.
enum class CaptureValue : uint32_t { None, Ko, LastMove, SavesOwn, Escapable, Doomed, kCount };
// Extending an own string in atari: whether the last move put it in atari
// (it touches the string) and whether the ladder reader says it escapes.
enum class EscapeValue : uint32_t { None, NewEscapes, NewLadder, OldEscapes, OldLadder, kCount };
// A bad self-atari throws stones away; a good one is a snapback, a
// throw-in or a nakade (engine/tactics/self_atari.h).
enum class SelfAtariValue : uint32_t { None, Bad, Good, kCount };
// An atari that captures in a ladder, one while the opponent has just taken
// a ko (a ko threat), any other.
enum class AtariValue : uint32_t { None, Ladder, KoThreat, Other, kCount };

// Edge distance: value n for the n-th line (1 the edge), up to kEdgeLines;
// farther lines share that value.
inline constexpr uint32_t kEdgeLines = 6;
// Distances to the last moves are gridcular (dx + dy + max(dx, dy), see
// shape.h): value d - 1 for d = 2 .. kFarDistance - 1 and kFarDistance - 1
// for anything farther; 0 when there is no such move or it was a pass.
// Distance 0, a move where the second-last stone stood before it was
// captured (a ko, a throw-in taken), has the value kFarDistance.
inline constexpr uint32_t kFarDistance = 17;

inline constexpr uint32_t edge_value(int line) {
  return line >= static_cast<int>(kEdgeLines) ? kEdgeLines : static_cast<uint32_t>(line);
}
inline constexpr uint32_t distance_value(int gridcular) {
  if (gridcular == 0) return kFarDistance;
  return gridcular >= static_cast<int>(kFarDistance) ? kFarDistance - 1
                                                     : static_cast<uint32_t>(gridcular - 1);
}

// A candidate move's value in every group.
struct MoveFeatures {
  std::array<uint32_t, kFeatureGroupCount> values{};

  uint32_t& operator[](FeatureGroup g) { return values[group_index(g)]; }
  uint32_t operator[](FeatureGroup g) const { return values[group_index(g)]; }
  bool operator==(const MoveFeatures&) const = default;
};

// The group's name in the weights file and on the command line.
std::string_view group_name(FeatureGroup g);
std::optional<FeatureGroup> parse_group_name(std::string_view name);

// True for the groups whose values are ids of learned patterns.
constexpr bool is_dictionary_group(FeatureGroup g) {
  return g == FeatureGroup::Pattern3 || g == FeatureGroup::Shape;
}
// The names of a fixed group's values 1, 2, ... (value 0 has none); empty
// for a dictionary group.
std::span<const std::string_view> value_names(FeatureGroup g);
// The number of values of a fixed group, 0 included.
inline uint32_t fixed_value_count(FeatureGroup g) {
  return static_cast<uint32_t>(value_names(g).size()) + 1;
}

}  // namespace kosumi::eval
