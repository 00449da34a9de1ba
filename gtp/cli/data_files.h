#pragma once

#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>

#include "gtp/cli/options.h"

namespace kosumi::cli {

// A data file installed with kosumi (the move patterns' weights, the
// opening book, the opening table): beside the running binary (where the
// build copies it), else in ../share/kosumi/ from it (an installed kosumi).
// nullopt when neither exists.
std::optional<std::string> installed_data_file(const std::string& name);

// How the messages about one of the data files name it.
struct DataFileNames {
  std::string_view what;       // "opening table", as in "no opening table"
  std::string_view installed;  // the installed file's name
  std::string_view option;     // the option that names another file: "--opening"
  std::string_view it;         // what "playing without ..." says: "it", or "them"
};

// The data a playing front end starts with: `load(path)` of the file the
// user `named`, else of the installed one; `describe(log, data)` says what
// was loaded unless `quiet`. Without a file, or with an installed one that
// `load` refuses with Error, warns on `log` and returns nullptr: kosumi
// plays without it. A file the user named that cannot be read is an
// OptionError: the user asked for it.
template <class Error, class Load, class Describe>
auto load_data_file(const DataFileNames& names, const std::optional<std::string>& named, bool quiet,
                    std::ostream& log, Load&& load, Describe&& describe)
    -> std::shared_ptr<const std::invoke_result_t<Load, const std::string&>> {
  using Data = std::invoke_result_t<Load, const std::string&>;
  const std::optional<std::string> path =
      named ? named : installed_data_file(std::string(names.installed));
  if (!path) {
    log << "kosumi: warning: no " << names.what << ": " << names.installed
        << " is neither beside the kosumi binary nor in ../share/kosumi/ (" << names.option
        << " FILE names one); playing without " << names.it << "\n";
    return nullptr;
  }
  try {
    auto data = std::make_shared<const Data>(load(*path));
    if (!quiet) {
      log << "kosumi: " << names.what << " from " << *path << ": ";
      describe(log, *data);
      log << "\n";
    }
    return data;
  } catch (const Error& e) {
    if (named) throw OptionError(std::string(names.option) + ": " + e.what());
    log << "kosumi: warning: no " << names.what << ": " << e.what() << "; playing without "
        << names.it << "\n";
    return nullptr;
  }
}

}  // namespace kosumi::cli
