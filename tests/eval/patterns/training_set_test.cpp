#include "eval/patterns/training_set.h"

#include <gtest/gtest.h>

#include <vector>

namespace kosumi::eval {
namespace {

MoveFeatures features(uint32_t capture, uint32_t edge, uint32_t shape) {
  MoveFeatures f;
  f[FeatureGroup::Capture] = capture;
  f[FeatureGroup::EdgeDistance] = edge;
  f[FeatureGroup::Shape] = shape;
  return f;
}

TEST(TrainingSet, PacksEveryGroupsLargestValue) {
  MoveFeatures f;
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    f[group] = is_dictionary_group(group) ? 123456789u : fixed_value_count(group) - 1;
  }
  const TrainingSet::Candidate c = TrainingSet::pack(f, 7);
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    EXPECT_EQ(c.value(group_at(g)), f[group_at(g)]) << group_name(group_at(g));
  }
  EXPECT_EQ(c.multiplicity(), 7u);
  // The two halves of the fixed fields hold them all.
  const TrainingSet::Candidate halves = TrainingSet::with_fields(c.low_fields(), c.high_fields());
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    if (is_dictionary_group(group_at(g))) continue;
    EXPECT_EQ(halves.value(group_at(g)), f[group_at(g)]) << group_name(group_at(g));
  }
}

TEST(TrainingSet, EqualCandidatesAreStoredOnceWithTheirNumber) {
  TrainingSet set;
  const std::vector<MoveFeatures> candidates = {features(0, 3, 1), features(2, 3, 1),
                                                features(0, 3, 1), features(0, 3, 1),
                                                features(0, 4, 1), features(2, 3, 1)};
  set.add_position(candidates, 1);
  ASSERT_EQ(set.position_count(), 1u);
  EXPECT_EQ(set.candidate_count(), 6);
  const auto stored = set.position(0);
  ASSERT_EQ(stored.size(), 4u);  // the played move, then (0,3,1)×3, (0,4,1), (2,3,1)
  EXPECT_EQ(stored[0], TrainingSet::pack(features(2, 3, 1), 1));
  uint32_t total = 0;
  for (const auto& c : stored)
    total += c.multiplicity();
  EXPECT_EQ(total, 6u);
  EXPECT_EQ(stored[1].multiplicity(), 3u);
}

TEST(TrainingSet, ManyEqualCandidatesSplitAcrossEntries) {
  TrainingSet set;
  const std::vector<MoveFeatures> candidates(400, features(0, 6, 0));
  set.add_position(candidates, 0);
  uint32_t total = 0;
  for (const auto& c : set.position(0))
    total += c.multiplicity();
  EXPECT_EQ(total, 400u);
  EXPECT_EQ(set.stored_count(), 1u + 4u);  // 399 = 127 + 127 + 127 + 18
}

}  // namespace
}  // namespace kosumi::eval
