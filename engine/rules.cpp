#include "engine/rules.h"

#include <array>
#include <bit>
#include <sstream>
#include <utility>

namespace kosumi::engine {
namespace {

struct Preset {
  std::string_view name;
  Rules rules;
};

// The table of RULES.md. Handicap compensation under area counting is the
// documented choice: Chinese, French, New Zealand and Tromp-Taylor give White
// a point per handicap stone; AGA one per stone after the first, which
// applies only when its counting is switched to area: its own territory
// count with pass stones already leaves the handicap stones out. Territory
// counting gives none (the handicap game's komi of 0.5 does the work).
const std::array<Preset, 6> kPresets = {{
    {"japanese",
     {KoRule::Simple, false, Counting::Territory, false, false, true, HandicapCompensation::None,
      false, 6.5}},
    {"chinese",
     {KoRule::PositionalSuperko, false, Counting::Area, false, false, true,
      HandicapCompensation::PerStone, false, 7.5}},
    {"french",
     {KoRule::SituationalSuperko, false, Counting::Area, true, false, true,
      HandicapCompensation::PerStone, false, 7.5}},
    {"aga",
     {KoRule::SituationalSuperko, false, Counting::Territory, true, true, true,
      HandicapCompensation::PerStoneAfterFirst, false, 7.5}},
    {"tromp-taylor",
     {KoRule::PositionalSuperko, true, Counting::Area, false, false, false,
      HandicapCompensation::PerStone, false, 7.5}},
    {"new-zealand",
     {KoRule::SituationalSuperko, true, Counting::Area, false, false, true,
      HandicapCompensation::PerStone, false, 7.5}},
}};

std::string_view ko_name(KoRule ko) {
  switch (ko) {
    case KoRule::Simple:
      return "simple";
    case KoRule::PositionalSuperko:
      return "positional-superko";
    case KoRule::SituationalSuperko:
      return "situational-superko";
  }
  return "?";
}

std::string_view compensation_name(HandicapCompensation h) {
  switch (h) {
    case HandicapCompensation::None:
      return "none";
    case HandicapCompensation::PerStone:
      return "per-stone";
    case HandicapCompensation::PerStoneAfterFirst:
      return "per-stone-after-first";
  }
  return "?";
}

bool same_ignoring_komi(Rules a, Rules b) {
  a.komi = b.komi;
  return a == b;
}

}  // namespace

std::optional<Rules> Rules::preset(std::string_view name) {
  for (const Preset& p : kPresets) {
    if (p.name == name) return p.rules;
  }
  return std::nullopt;
}

std::vector<std::string_view> Rules::preset_names() {
  std::vector<std::string_view> names;
  for (const Preset& p : kPresets)
    names.push_back(p.name);
  return names;
}

double Rules::default_komi(int handicap) const {
  for (const Preset& p : kPresets) {
    if (same_ignoring_komi(p.rules, *this)) return handicap >= 2 ? 0.5 : p.rules.komi;
  }
  return handicap >= 2 ? 0.5 : komi;
}

int Rules::handicap_points(int handicap) const {
  // Territory and prisoners leave Black's extra handicap stones out of the
  // count already (AGA's pass stones make it equal to area counting without
  // them), so compensating again would count them twice.
  if (handicap < 2 || counting == Counting::Territory) return 0;
  switch (handicap_compensation) {
    case HandicapCompensation::None:
      return 0;
    case HandicapCompensation::PerStone:
      return handicap;
    case HandicapCompensation::PerStoneAfterFirst:
      return handicap - 1;
  }
  return 0;
}

std::string Rules::name() const {
  for (const Preset& p : kPresets) {
    if (same_ignoring_komi(p.rules, *this)) return std::string(p.name);
  }
  return "custom";
}

std::string Rules::to_string() const {
  std::ostringstream out;
  out << name() << " (ko " << ko_name(ko) << ", suicide "
      << (suicide_allowed ? "allowed" : "forbidden") << ", "
      << (counting == Counting::Area ? "area" : "territory") << " counting"
      << (pass_stones ? ", pass stones" : "") << (white_passes_last ? ", white passes last" : "")
      << (dead_stones_removed ? "" : ", no dead-stone removal") << ", handicap compensation "
      << compensation_name(handicap_compensation) << (button ? ", button" : "") << ", komi " << komi
      << ")";
  return out.str();
}

uint64_t Rules::hash() const {
  uint64_t h = 0xcbf29ce484222325ULL;
  const auto mix = [&h](uint64_t v) {
    h ^= v;
    h *= 0x100000001b3ULL;
  };
  mix(static_cast<uint64_t>(ko));
  mix(suicide_allowed);
  mix(static_cast<uint64_t>(counting));
  mix(pass_stones);
  mix(white_passes_last);
  mix(dead_stones_removed);
  mix(static_cast<uint64_t>(handicap_compensation));
  mix(button);
  mix(std::bit_cast<uint64_t>(komi));
  return h;
}

}  // namespace kosumi::engine
