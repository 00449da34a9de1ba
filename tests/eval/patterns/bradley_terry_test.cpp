#include "eval/patterns/bradley_terry.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/random.h"
#include "eval/patterns/shape.h"

namespace kosumi::eval {
namespace {

// The true gammas of two groups, value 0 (gamma 1) included.
const std::vector<double> kCaptureGammas = {1, 4.0, 0.5, 2.0, 8.0, 0.25};
const std::vector<double> kShapeGammas = {1, 3.0, 0.2, 1.5};

PatternDictionary three_shapes() {
  PatternDictionary d;
  for (uint64_t h = 1; h <= 3; ++h)
    d.add_shape({kMinShapeSize, h});
  return d;
}

// Positions of 10 to 29 candidates with random values in both groups,
// the played move drawn with probability proportional to its strength
// under `capture` and `shape` gammas.
TrainingSet synthetic_positions(int positions, const std::vector<double>& capture,
                                const std::vector<double>& shape, uint64_t seed) {
  engine::Rng rng(seed);
  TrainingSet set;
  std::vector<MoveFeatures> candidates;
  std::vector<double> strengths;
  for (int j = 0; j < positions; ++j) {
    const int n = 10 + static_cast<int>(rng.below(20));
    candidates.assign(static_cast<size_t>(n), MoveFeatures{});
    strengths.assign(static_cast<size_t>(n), 0);
    double total = 0;
    for (size_t c = 0; c < candidates.size(); ++c) {
      const uint32_t cv = rng.below(static_cast<uint32_t>(capture.size()));
      const uint32_t sv = rng.below(static_cast<uint32_t>(shape.size()));
      candidates[c][FeatureGroup::Capture] = cv;
      candidates[c][FeatureGroup::Shape] = sv;
      strengths[c] = capture[cv] * shape[sv];
      total += strengths[c];
    }
    double pick = rng.uniform() * total;
    size_t played = 0;
    while (played + 1 < strengths.size() && pick >= strengths[played])
      pick -= strengths[played++];
    set.add_position(candidates, played);
  }
  return set;
}

PatternModel model_with(const std::vector<double>& capture, const std::vector<double>& shape) {
  PatternModel model(three_shapes());
  for (uint32_t v = 1; v < capture.size(); ++v)
    model.set_gamma(FeatureGroup::Capture, v, static_cast<float>(capture[v]));
  for (uint32_t v = 1; v < shape.size(); ++v)
    model.set_gamma(FeatureGroup::Shape, v, static_cast<float>(shape[v]));
  return model;
}

FitOptions fit_both(int iterations) {
  FitOptions options;
  options.groups = {FeatureGroup::Capture, FeatureGroup::Shape};
  options.iterations = iterations;
  options.tolerance = 1e-10;
  options.threads = 1;  // OpenMP's threads are invisible to ThreadSanitizer
  return options;
}

void quiet(const std::string&) {}

TEST(BradleyTerry, RecoversKnownGammasOfASyntheticDataSet) {
  const std::vector<TrainingSet> shards = {
      synthetic_positions(30000, kCaptureGammas, kShapeGammas, 17),
      synthetic_positions(30000, kCaptureGammas, kShapeGammas, 18)};
  PatternModel model(three_shapes());  // every gamma 1 to start
  const FitResult result = fit_gammas(shards, model, fit_both(300), quiet);
  for (uint32_t v = 1; v < kCaptureGammas.size(); ++v) {
    EXPECT_NEAR(model.gamma(FeatureGroup::Capture, v) / kCaptureGammas[v], 1.0, 0.12)
        << "capture value " << v;
  }
  for (uint32_t v = 1; v < kShapeGammas.size(); ++v) {
    EXPECT_NEAR(model.gamma(FeatureGroup::Shape, v) / kShapeGammas[v], 1.0, 0.12) << "shape " << v;
  }
  // Groups not fitted keep their gammas.
  EXPECT_EQ(model.gamma(FeatureGroup::EdgeDistance, 3), 1.0f);
  // The fit climbs, and ends at least as likely as the truth that drew
  // the data (it maximises the likelihood, up to the prior's pull).
  EXPECT_GT(result.final_log_likelihood, result.initial_log_likelihood);
  const double truth = mean_log_likelihood(shards, model_with(kCaptureGammas, kShapeGammas), 1);
  EXPECT_GT(result.final_log_likelihood, truth - 1e-4);
  EXPECT_NEAR(mean_log_likelihood(shards, model, 1), result.final_log_likelihood, 1e-9);
}

// A value that is never played keeps a small positive gamma, and one that
// is always played a large finite one: the prior's virtual games.
TEST(BradleyTerry, PriorKeepsRareFeaturesFinite) {
  std::vector<double> capture = kCaptureGammas;
  capture[1] = 0;     // never played
  capture[2] = 1e12;  // played whenever it is there
  const std::vector<TrainingSet> shards = {synthetic_positions(3000, capture, kShapeGammas, 5)};
  PatternModel model(three_shapes());
  fit_gammas(shards, model, fit_both(100), quiet);
  const float never = model.gamma(FeatureGroup::Capture, 1);
  const float always = model.gamma(FeatureGroup::Capture, 2);
  EXPECT_GT(never, 0.0f);
  EXPECT_LT(never, 0.1f);
  EXPECT_TRUE(std::isfinite(always));
  EXPECT_GT(always, 100.0f);
}

TEST(BradleyTerry, NothingToFitLeavesTheModel) {
  const std::vector<TrainingSet> shards = {
      synthetic_positions(100, kCaptureGammas, kShapeGammas, 1)};
  PatternModel model = model_with(kCaptureGammas, kShapeGammas);
  FitOptions options = fit_both(5);
  options.groups = {FeatureGroup::Atari};  // no candidate has an atari value
  fit_gammas(shards, model, options, quiet);
  EXPECT_EQ(model.gamma(FeatureGroup::Capture, 4), 8.0f);
  EXPECT_EQ(model.gamma(FeatureGroup::Atari, 1), 1.0f);
}

}  // namespace
}  // namespace kosumi::eval
