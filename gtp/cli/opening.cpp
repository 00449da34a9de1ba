#include "gtp/cli/opening.h"

#include <ostream>

#include "eval/opening/opening_file.h"
#include "gtp/cli/data_files.h"

namespace kosumi::cli {

std::shared_ptr<const eval::OpeningPrior> load_opening_prior(const Options& options,
                                                             std::ostream& log) {
  if (options.no_opening_prior) {
    if (!options.quiet) log << "kosumi: playing without the opening table (--no-opening-prior)\n";
    return nullptr;
  }
  return load_data_file<eval::OpeningFileError>(
      {"opening table", kOpeningFileName, "--opening", "it"}, options.opening_file, options.quiet,
      log, eval::load_opening, [](std::ostream& out, const eval::OpeningPrior& table) {
        out << table.position_count() << " positions of the first " << table.max_moves()
            << " moves on " << table.size() << "x" << table.size();
      });
}

}  // namespace kosumi::cli
