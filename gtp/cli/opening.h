#pragma once

#include <iosfwd>
#include <memory>

#include "eval/opening/opening_prior.h"
#include "gtp/cli/options.h"

namespace kosumi::cli {

// The name of the opening table the build places beside the kosumi binary.
inline constexpr const char* kOpeningFileName = "kosumi-opening-19.txt";

// The opening table a playing front end starts with: none under
// --no-opening-prior; otherwise the file --opening names, else the one
// installed with kosumi (data_files.h), read. Says on `log` what it loaded,
// or that kosumi plays without the table and why (no installed file, or an
// installed file it cannot read: the reason is the reader's). A file that
// --opening names and that cannot be read is an OptionError: the user
// asked for it.
std::shared_ptr<const eval::OpeningPrior> load_opening_prior(const Options& options,
                                                             std::ostream& log);

}  // namespace kosumi::cli
