#pragma once

#include <vector>

#include "eval/patterns/harvest.h"
#include "eval/patterns/model.h"
#include "eval/patterns/training_set.h"

namespace kosumi::eval {

struct FitOptions {
  // Passes over every group at most, and the gain in mean log-likelihood
  // per move below which the fit stops earlier.
  int iterations = 25;
  double tolerance = 1e-5;
  // Coulom's prior: each gamma plays this many virtual wins and as many
  // virtual losses against a virtual opponent of gamma 1, so a feature
  // seen in a few positions stays near 1 instead of going to 0 or
  // infinity. One of each is Coulom's choice.
  double prior_games = 1;
  // The groups to fit; the others keep their gammas.
  std::vector<FeatureGroup> groups;
  int threads = 0;  // 0: OpenMP's default
};

struct FitResult {
  int iterations = 0;
  // Mean log-likelihood of the played moves (natural log) before the first
  // and after the last iteration.
  double initial_log_likelihood = 0;
  double final_log_likelihood = 0;
};

// Fits the gammas of `model` to the positions of `shards` (together one
// training set) by minorization-maximization (Hunter 2004; Coulom 2007):
// each step updates every gamma of one group at once, which increases the
// likelihood because no candidate has two values of one group,
//
//   gamma_i <- (W_i + prior) / (sum over positions j of C_ij / E_j
//                                + 2 prior / (gamma_i + 1))
//
// where W_i counts the played moves with feature i, E_j is the sum of the
// strengths of position j's candidates and C_ij the sum of the strengths
// of those with feature i, divided by gamma_i. The model's gammas are the
// starting point. Multithreaded over positions with OpenMP.
FitResult fit_gammas(std::span<const TrainingSet> shards, PatternModel& model,
                     const FitOptions& options, const ProgressLine& progress);

// The mean log-likelihood of the played moves under the model's gammas.
double mean_log_likelihood(std::span<const TrainingSet> shards, const PatternModel& model,
                           int threads);

}  // namespace kosumi::eval
