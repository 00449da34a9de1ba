#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "eval/patterns/features.h"

namespace kosumi::eval {

// The candidates of many positions in little memory, for the fit: each
// candidate's features packed in 12 bytes, and equal candidates of a
// position stored once with their number. The whole training corpus has
// about a billion candidates, so every byte counts.
class TrainingSet {
 public:
  // Features of a candidate, packed: the two dictionary ids, and the fixed
  // groups' values in bit fields of `small` (kFieldShift / kFieldBits),
  // with the number of equal candidates in its top bits.
  struct Candidate {
    uint32_t shape = 0;
    uint32_t pattern3 = 0;
    uint32_t small = 0;

    uint32_t value(FeatureGroup g) const {
      if (g == FeatureGroup::Shape) return shape;
      if (g == FeatureGroup::Pattern3) return pattern3;
      return (small >> kFieldShift[group_index(g)]) & ((1u << kFieldBits[group_index(g)]) - 1);
    }
    uint32_t multiplicity() const { return small >> kMultiplicityShift; }
    // The fixed groups' fields in two halves, each small enough for a
    // table over all its bit patterns (the fit multiplies a half's gammas
    // with one lookup); no field straddles the two.
    uint32_t low_fields() const { return small & ((1u << kLowFieldBits) - 1); }
    uint32_t high_fields() const { return (small >> kLowFieldBits) & ((1u << kHighFieldBits) - 1); }
    bool operator==(const Candidate&) const = default;
  };
  static constexpr int kLowFieldBits = 12;
  static constexpr int kHighFieldBits = 13;
  // A candidate with these fields and no dictionary ids.
  static Candidate with_fields(uint32_t low, uint32_t high) {
    return {0, 0, low | high << kLowFieldBits};
  }

  // Adds a position: the features of every candidate (legal moves and the
  // pass) and which of them was played.
  void add_position(std::span<const MoveFeatures> candidates, size_t played);

  size_t position_count() const { return starts_.size() - 1; }
  // A position's stored candidates, the played move first (multiplicity 1).
  std::span<const Candidate> position(size_t i) const {
    return {candidates_.data() + starts_[i], candidates_.data() + starts_[i + 1]};
  }
  // Candidates before merging equal ones, and the entries stored.
  int64_t candidate_count() const { return candidates_added_; }
  size_t stored_count() const { return candidates_.size(); }
  size_t memory_bytes() const {
    return candidates_.capacity() * sizeof(Candidate) + starts_.capacity() * sizeof(uint64_t);
  }

  static Candidate pack(const MoveFeatures& f, uint32_t multiplicity = 1);

 private:
  static constexpr std::array<int, kFeatureGroupCount> kFieldBits = {2, 3, 3, 2, 2, 3, 5, 5, 0, 0};
  static constexpr std::array<int, kFeatureGroupCount> kFieldShift = [] {
    std::array<int, kFeatureGroupCount> shift{};
    int at = 0;
    for (size_t g = 0; g < shift.size(); ++g) {
      shift[g] = at;
      at += kFieldBits[g];
    }
    return shift;
  }();
  static constexpr int kMultiplicityShift = 25;
  static constexpr uint32_t kMaxMultiplicity = (1u << (32 - kMultiplicityShift)) - 1;

  std::vector<Candidate> candidates_;
  std::vector<uint64_t> starts_{0};
  int64_t candidates_added_ = 0;
  std::vector<Candidate> scratch_;
};

}  // namespace kosumi::eval
