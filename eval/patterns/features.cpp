#include "eval/patterns/features.h"

#include <algorithm>

namespace kosumi::eval {
namespace {

constexpr std::array<std::string_view, kFeatureGroupCount> kGroupNames = {
    "pass",      "capture",       "atari-escape",         "self-atari", "atari",
    "edge-line", "last-distance", "second-last-distance", "pattern3",   "shape"};

constexpr std::array<std::string_view, 2> kPassNames = {"pass", "after-pass"};
constexpr std::array<std::string_view, 5> kCaptureNames = {"ko", "last-move", "saves-own",
                                                           "escapable", "doomed"};
constexpr std::array<std::string_view, 4> kEscapeNames = {"new-escapes", "new-ladder",
                                                          "old-escapes", "old-ladder"};
constexpr std::array<std::string_view, 2> kSelfAtariNames = {"bad", "good"};
constexpr std::array<std::string_view, 3> kAtariNames = {"ladder", "ko-threat", "other"};
constexpr std::array<std::string_view, kEdgeLines> kEdgeNames = {"1", "2", "3", "4", "5", "6+"};
constexpr std::array<std::string_view, kFarDistance> kDistanceNames = {
    "2",  "3",  "4",  "5",  "6",  "7",  "8",   "9",         "10",
    "11", "12", "13", "14", "15", "16", "17+", "same-point"};

static_assert(kPassNames.size() + 1 == static_cast<size_t>(PassValue::kCount));
static_assert(kCaptureNames.size() + 1 == static_cast<size_t>(CaptureValue::kCount));
static_assert(kEscapeNames.size() + 1 == static_cast<size_t>(EscapeValue::kCount));
static_assert(kSelfAtariNames.size() + 1 == static_cast<size_t>(SelfAtariValue::kCount));
static_assert(kAtariNames.size() + 1 == static_cast<size_t>(AtariValue::kCount));
static_assert(distance_value(2) == 1 && distance_value(16) == 15 && distance_value(40) == 16 &&
              distance_value(0) == kDistanceNames.size());

}  // namespace

std::string_view group_name(FeatureGroup g) {
  return kGroupNames[group_index(g)];
}

std::optional<FeatureGroup> parse_group_name(std::string_view name) {
  const auto it = std::find(kGroupNames.begin(), kGroupNames.end(), name);
  if (it == kGroupNames.end()) return std::nullopt;
  return group_at(static_cast<int>(it - kGroupNames.begin()));
}

std::span<const std::string_view> value_names(FeatureGroup g) {
  switch (g) {
    case FeatureGroup::Pass:
      return kPassNames;
    case FeatureGroup::Capture:
      return kCaptureNames;
    case FeatureGroup::AtariEscape:
      return kEscapeNames;
    case FeatureGroup::SelfAtari:
      return kSelfAtariNames;
    case FeatureGroup::Atari:
      return kAtariNames;
    case FeatureGroup::EdgeDistance:
      return kEdgeNames;
    case FeatureGroup::LastDistance:
    case FeatureGroup::SecondLastDistance:
      return kDistanceNames;
    default:
      return {};
  }
}

}  // namespace kosumi::eval
