#include "eval/patterns/bradley_terry.h"

#include <omp.h>

#include <Eigen/Core>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>

namespace kosumi::eval {
namespace {

using Gammas = std::array<Eigen::ArrayXd, kFeatureGroupCount>;

Gammas gammas_of(const PatternModel& model) {
  Gammas gammas;
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    Eigen::ArrayXd& a = gammas[static_cast<size_t>(g)];
    a.resize(model.value_count(group));
    for (uint32_t v = 0; v < model.value_count(group); ++v)
      a[v] = model.gamma(group, v);
  }
  return gammas;
}

// The strengths of candidates under fixed gammas: the products of the
// fixed groups' gammas for every bit pattern of each half of their fields
// (training_set.h), so that a strength costs four lookups.
class Strengths {
 public:
  explicit Strengths(const Gammas& gammas)
      : gammas_(gammas),
        low_(Eigen::ArrayXd::Ones(1 << TrainingSet::kLowFieldBits)),
        high_(Eigen::ArrayXd::Ones(1 << TrainingSet::kHighFieldBits)) {
    for (uint32_t x = 0; x < static_cast<uint32_t>(low_.size()); ++x)
      low_[x] = fixed_product(TrainingSet::with_fields(x, 0));
    for (uint32_t x = 0; x < static_cast<uint32_t>(high_.size()); ++x)
      high_[x] = fixed_product(TrainingSet::with_fields(0, x));
  }

  double operator()(const TrainingSet::Candidate& c) const {
    return low_[c.low_fields()] * high_[c.high_fields()] *
           gammas_[group_index(FeatureGroup::Pattern3)][c.pattern3] *
           gammas_[group_index(FeatureGroup::Shape)][c.shape];
  }

 private:
  // Bit patterns that no candidate has (a value past a group's last) get
  // a product that is never read.
  double fixed_product(const TrainingSet::Candidate& c) const {
    double s = 1;
    for (int g = 0; g < kFeatureGroupCount; ++g) {
      const FeatureGroup group = group_at(g);
      if (is_dictionary_group(group)) continue;
      const Eigen::ArrayXd& values = gammas_[static_cast<size_t>(g)];
      const uint32_t v = c.value(group);
      if (v < values.size()) s *= values[v];
    }
    return s;
  }

  const Gammas& gammas_;
  Eigen::ArrayXd low_;
  Eigen::ArrayXd high_;
};

int thread_count(int requested) {
  return requested > 0 ? requested : omp_get_max_threads();
}

struct PassResult {
  double log_likelihood = 0;  // summed over positions
  int64_t positions = 0;
  Eigen::ArrayXd denominators;  // of the group updated, by value
};

// One pass over every position: the log-likelihood of the played moves
// and, when `group` is given, the sums C_ij / E_j of its values.
PassResult pass(std::span<const TrainingSet> shards, const Gammas& gammas,
                std::optional<FeatureGroup> group, int threads) {
  PassResult total;
  const Eigen::Index values = group ? gammas[group_index(*group)].size() : 0;
  total.denominators = Eigen::ArrayXd::Zero(values);
  const Strengths strength(gammas);
  for (const TrainingSet& shard : shards) {
    const auto positions = static_cast<int64_t>(shard.position_count());
#pragma omp parallel num_threads(threads)
    {
      Eigen::ArrayXd denominators = Eigen::ArrayXd::Zero(values);
      std::vector<double> strengths;
      double log_likelihood = 0;
#pragma omp for schedule(dynamic, 64)
      for (int64_t j = 0; j < positions; ++j) {
        const auto candidates = shard.position(static_cast<size_t>(j));
        strengths.resize(candidates.size());
        double sum = 0;
        for (size_t c = 0; c < candidates.size(); ++c) {
          strengths[c] = strength(candidates[c]);
          sum += candidates[c].multiplicity() * strengths[c];
        }
        log_likelihood += std::log(strengths[0] / sum);
        if (!group) continue;
        const Eigen::ArrayXd& own = gammas[group_index(*group)];
        for (size_t c = 0; c < candidates.size(); ++c) {
          const uint32_t v = candidates[c].value(*group);
          if (v != 0)
            denominators[v] += candidates[c].multiplicity() * strengths[c] / (own[v] * sum);
        }
      }
#pragma omp critical
      {
        total.log_likelihood += log_likelihood;
        total.denominators += denominators;
      }
    }
    total.positions += positions;
  }
  return total;
}

// W_i: how many played moves have each value of each group.
std::array<Eigen::ArrayXd, kFeatureGroupCount> count_wins(std::span<const TrainingSet> shards,
                                                          const Gammas& gammas) {
  std::array<Eigen::ArrayXd, kFeatureGroupCount> wins;
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    wins[static_cast<size_t>(g)] = Eigen::ArrayXd::Zero(gammas[static_cast<size_t>(g)].size());
  }
  for (const TrainingSet& shard : shards) {
    for (size_t j = 0; j < shard.position_count(); ++j) {
      const TrainingSet::Candidate& played = shard.position(j)[0];
      for (int g = 0; g < kFeatureGroupCount; ++g)
        wins[static_cast<size_t>(g)][played.value(group_at(g))] += 1;
    }
  }
  return wins;
}

std::string fixed(double value, int digits) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  return text;
}

}  // namespace

double mean_log_likelihood(std::span<const TrainingSet> shards, const PatternModel& model,
                           int threads) {
  const PassResult r = pass(shards, gammas_of(model), std::nullopt, thread_count(threads));
  return r.positions > 0 ? r.log_likelihood / static_cast<double>(r.positions) : 0;
}

FitResult fit_gammas(std::span<const TrainingSet> shards, PatternModel& model,
                     const FitOptions& options, const ProgressLine& progress) {
  using Clock = std::chrono::steady_clock;
  const int threads = thread_count(options.threads);
  Gammas gammas = gammas_of(model);
  const auto wins = count_wins(shards, gammas);
  const double a = options.prior_games;
  FitResult result;
  double previous = 0;
  for (int iteration = 1; iteration <= options.iterations; ++iteration) {
    const auto start = Clock::now();
    std::optional<double> log_likelihood;
    for (const FeatureGroup group : options.groups) {
      Eigen::ArrayXd& gamma = gammas[group_index(group)];
      if (gamma.size() <= 1) continue;
      const PassResult r = pass(shards, gammas, group, threads);
      if (!log_likelihood) {
        log_likelihood = r.log_likelihood / static_cast<double>(std::max<int64_t>(r.positions, 1));
      }
      const Eigen::ArrayXd& w = wins[group_index(group)];
      const Eigen::Index n = gamma.size() - 1;  // value 0 stays 1
      gamma.tail(n) = (w.tail(n) + a) / (r.denominators.tail(n) + 2 * a / (gamma.tail(n) + 1));
    }
    if (!log_likelihood) break;  // nothing to fit
    if (iteration == 1) result.initial_log_likelihood = *log_likelihood;
    result.iterations = iteration;
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    progress("iteration " + std::to_string(iteration) + ": log-likelihood " +
             fixed(*log_likelihood, 5) + " per move before it (" + fixed(seconds, 1) + " s)");
    if (iteration > 1 && *log_likelihood - previous < options.tolerance) break;
    previous = *log_likelihood;
  }
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    for (uint32_t v = 1; v < model.value_count(group); ++v) {
      model.set_gamma(group, v, static_cast<float>(gammas[static_cast<size_t>(g)][v]));
    }
  }
  result.final_log_likelihood = mean_log_likelihood(shards, model, threads);
  progress("after the fit: log-likelihood " + fixed(result.final_log_likelihood, 5) + " per move");
  return result;
}

}  // namespace kosumi::eval
