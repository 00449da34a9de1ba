#pragma once

#include <iosfwd>
#include <memory>

#include "gtp/cli/options.h"
#include "search/opening_book.h"

namespace kosumi::cli {

// The name of the 9×9 opening book the build places beside the kosumi
// binary (eval/data/ in the sources).
inline constexpr const char* kBookFileName = "kosumi-book-9.txt";

// The opening book a playing front end starts with: none under --no-book
// or a --level below the full strength (the weaker levels are meant to
// play weaker, and their chance moves would leave the book at once
// anyway); otherwise --book FILE, else the installed kosumi-book-9.txt
// (installed_data_file, data_files.h). Says on `log` what it loaded, or
// that kosumi plays without a book and why. A --book file that cannot be
// read is an OptionError: the user asked for it.
std::shared_ptr<const search::OpeningBook> load_opening_book(const Options& options,
                                                             std::ostream& log);

}  // namespace kosumi::cli
