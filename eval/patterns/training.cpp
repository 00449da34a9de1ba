#include "eval/patterns/training.h"

#include <algorithm>

namespace kosumi::eval {

PatternModel train_patterns(std::span<const RecordedGame> games, const TrainingOptions& options,
                            const ProgressLine& progress) {
  const auto left_out = [&](FeatureGroup g) {
    return std::find(options.without.begin(), options.without.end(), g) != options.without.end();
  };
  HarvestOptions harvest = options.harvest;
  harvest.pattern3 = harvest.pattern3 && !left_out(FeatureGroup::Pattern3);
  harvest.shapes = harvest.shapes && !left_out(FeatureGroup::Shape);
  harvest.threads = options.threads;
  progress("harvesting patterns from " + std::to_string(games.size()) + " games");
  PatternModel model(harvest_patterns(games, harvest, progress));

  ExtractionOptions extraction = options.extraction;
  extraction.without = options.without;
  extraction.threads = options.threads;
  const std::vector<TrainingSet> shards =
      extract_training_set(games, model.dictionary(), extraction, progress);

  FitOptions fit = options.fit;
  fit.threads = options.threads;
  fit.groups.clear();
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    if (!left_out(group_at(g))) fit.groups.push_back(group_at(g));
  }
  fit_gammas(shards, model, fit, progress);
  return model;
}

}  // namespace kosumi::eval
