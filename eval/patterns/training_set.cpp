#include "eval/patterns/training_set.h"

#include <algorithm>
#include <cassert>
#include <tuple>

namespace kosumi::eval {

TrainingSet::Candidate TrainingSet::pack(const MoveFeatures& f, uint32_t multiplicity) {
  static_assert(kFieldShift.back() + kFieldBits.back() <= kMultiplicityShift);
  static_assert(kFieldShift[group_index(FeatureGroup::EdgeDistance)] == kLowFieldBits);
  static_assert(kLowFieldBits + kHighFieldBits == kMultiplicityShift);
  Candidate c;
  c.shape = f[FeatureGroup::Shape];
  c.pattern3 = f[FeatureGroup::Pattern3];
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    if (is_dictionary_group(group)) continue;
    assert(f[group] < fixed_value_count(group));
    assert(fixed_value_count(group) <= (1u << kFieldBits[static_cast<size_t>(g)]));
    c.small |= f[group] << kFieldShift[static_cast<size_t>(g)];
  }
  c.small |= multiplicity << kMultiplicityShift;
  return c;
}

void TrainingSet::add_position(std::span<const MoveFeatures> candidates, size_t played) {
  assert(played < candidates.size());
  candidates_.push_back(pack(candidates[played]));
  scratch_.clear();
  for (size_t i = 0; i < candidates.size(); ++i) {
    if (i != played) scratch_.push_back(pack(candidates[i], 0));
  }
  const auto key = [](const Candidate& c) { return std::tie(c.shape, c.pattern3, c.small); };
  std::sort(scratch_.begin(), scratch_.end(),
            [&](const Candidate& a, const Candidate& b) { return key(a) < key(b); });
  for (size_t i = 0; i < scratch_.size();) {
    size_t j = i;
    while (j < scratch_.size() && scratch_[j] == scratch_[i])
      ++j;
    for (auto left = static_cast<uint32_t>(j - i); left > 0;) {
      const uint32_t m = std::min(left, kMaxMultiplicity);
      Candidate c = scratch_[i];
      c.small |= m << kMultiplicityShift;
      candidates_.push_back(c);
      left -= m;
    }
    i = j;
  }
  starts_.push_back(candidates_.size());
  candidates_added_ += static_cast<int64_t>(candidates.size());
}

}  // namespace kosumi::eval
