#include "gtp/cli/patterns.h"

#include <ostream>

#include "eval/patterns/weights_file.h"
#include "gtp/cli/data_files.h"

namespace kosumi::cli {

std::optional<std::string> default_weights_file() {
  return installed_data_file(kWeightsFileName);
}

std::optional<std::string> weights_file_for(const Options& options) {
  if (options.no_patterns) return std::nullopt;
  if (options.patterns_file) return options.patterns_file;
  return default_weights_file();
}

std::shared_ptr<const eval::PatternModel> load_move_patterns(const Options& options,
                                                             std::ostream& log) {
  if (options.no_patterns) {
    if (!options.quiet) log << "kosumi: playing without move patterns (--no-patterns)\n";
    return nullptr;
  }
  return load_data_file<eval::WeightsFileError>(
      {"move patterns", kWeightsFileName, "--patterns", "them"}, options.patterns_file,
      options.quiet, log, eval::load_weights,
      [](std::ostream& out, const eval::PatternModel& model) {
        out << model.dictionary().shape_count() << " shapes, "
            << model.dictionary().pattern3_count() << " 3x3 codes";
      });
}

void load_move_patterns_into(const Options& options, search::SearchOptions& search,
                             std::ostream& log) {
  search.patterns = load_move_patterns(options, log);
  if (search.playout_shapes.learned_min_gamma > 0 && !search.patterns) {
    log << "kosumi: warning: heavy.learned_shapes needs the move patterns; the playouts use "
           "MoGo's 3x3 shapes\n";
  }
}

}  // namespace kosumi::cli
