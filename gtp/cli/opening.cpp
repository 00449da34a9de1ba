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
  const std::optional<std::string> path =
      options.opening_file ? options.opening_file : installed_data_file(kOpeningFileName);
  if (!path) {
    log << "kosumi: warning: no opening table: " << kOpeningFileName
        << " is neither beside the kosumi binary nor in ../share/kosumi/ (--opening FILE "
           "names one); playing without it\n";
    return nullptr;
  }
  try {
    auto table = std::make_shared<const eval::OpeningPrior>(eval::load_opening(*path));
    if (!options.quiet) {
      log << "kosumi: opening table from " << *path << ": " << table->position_count()
          << " positions of the first " << table->max_moves() << " moves on " << table->size()
          << "x" << table->size() << "\n";
    }
    return table;
  } catch (const eval::OpeningFileError& e) {
    if (options.opening_file) throw OptionError("--opening: " + std::string(e.what()));
    log << "kosumi: warning: no opening table: " << e.what() << "; playing without it\n";
    return nullptr;
  }
}

}  // namespace kosumi::cli
