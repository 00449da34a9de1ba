#include "gtp/cli/opening_book_loading.h"

#include <optional>
#include <ostream>
#include <string>

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
  const std::optional<std::string> path =
      options.book_file ? options.book_file : installed_data_file(kBookFileName);
  if (!path) {
    log << "kosumi: warning: no opening book: " << kBookFileName
        << " is neither beside the kosumi binary nor in ../share/kosumi/ (--book FILE names "
           "one); playing without it\n";
    return nullptr;
  }
  try {
    auto book = std::make_shared<const search::OpeningBook>(search::load_book(*path));
    if (!options.quiet) {
      log << "kosumi: opening book from " << *path << ": " << book->entries().size()
          << " positions of " << book->size() << "x" << book->size() << ", komi "
          << book->min_komi() << " to " << book->max_komi() << '\n';
    }
    return book;
  } catch (const search::BookFileError& e) {
    if (options.book_file) throw OptionError("--book: " + std::string(e.what()));
    log << "kosumi: warning: no opening book: " << e.what() << "; playing without it\n";
    return nullptr;
  }
}

}  // namespace kosumi::cli
