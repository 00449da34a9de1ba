#include "gtp/cli/opening_book_loading.h"

#include <ostream>

#include "gtp/cli/data_files.h"
#include "gtp/cli/strength_level.h"
#include "search/opening_book_file.h"

namespace kosumi::cli {

std::shared_ptr<const search::OpeningBook> load_opening_book(const Options& options,
                                                             std::ostream& log) {
  if (options.no_book) {
    if (!options.quiet) log << "kosumi: playing without the opening book (--no-book)\n";
    return nullptr;
  }
  if (options.level && *options.level < kMaxLevel) {
    if (!options.quiet) log << "kosumi: playing without the opening book (--level below 10)\n";
    return nullptr;
  }
  return load_data_file<search::BookFileError>(
      {"opening book", kBookFileName, "--book", "it"}, options.book_file, options.quiet, log,
      search::load_book, [](std::ostream& out, const search::OpeningBook& book) {
        out << book.entries().size() << " positions of " << book.size() << "x" << book.size()
            << ", komi " << book.min_komi() << " to " << book.max_komi();
      });
}

}  // namespace kosumi::cli
