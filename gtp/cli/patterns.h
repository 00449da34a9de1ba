#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

#include "eval/patterns/model.h"
#include "gtp/cli/options.h"

namespace kosumi::cli {

// The name of the weights file the build places beside the kosumi binary.
inline constexpr const char* kWeightsFileName = "kosumi-patterns.txt";

// The weights file kosumi reads when no --patterns names one, where
// installed_data_file finds it (data_files.h); nullopt when it is nowhere.
std::optional<std::string> default_weights_file();

// The weights file the options name: --patterns, else the default one.
// nullopt under --no-patterns or when there is none.
std::optional<std::string> weights_file_for(const Options& options);

// The move patterns a playing front end starts with: none under
// --no-patterns; otherwise the file of weights_file_for, read. Says on
// `log` what it loaded, or that kosumi plays without patterns and why
// (no default file, or a default file it cannot read: the reason is the
// reader's). A file that --patterns names and that cannot be read is an
// OptionError: the user asked for it.
std::shared_ptr<const eval::PatternModel> load_move_patterns(const Options& options,
                                                             std::ostream& log);
// The same into the search's options, with a warning on `log` when they ask
// the playouts for the learned 3×3 shapes and there are no patterns to take
// them from (the playouts then use MoGo's).
void load_move_patterns_into(const Options& options, search::SearchOptions& search,
                             std::ostream& log);

}  // namespace kosumi::cli
