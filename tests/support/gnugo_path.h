#pragma once

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace kosumi::test {

// GNU Go on PATH, else in /usr/games, where the Debian package puts it (a
// directory not every PATH holds). Throws when it is missing: the tests that
// need it must fail, not pass silently, since scripts/install-deps.sh
// installs it.
inline std::string gnugo_path() {
  std::vector<std::string> directories;
  if (const char* path = std::getenv("PATH")) {
    std::stringstream dirs(path);
    for (std::string dir; std::getline(dirs, dir, ':');) {
      if (!dir.empty()) directories.push_back(dir);
    }
  }
  directories.push_back("/usr/games");
  for (const std::string& dir : directories) {
    const std::filesystem::path candidate = std::filesystem::path(dir) / "gnugo";
    std::error_code error;
    if (std::filesystem::is_regular_file(candidate, error)) return candidate.string();
  }
  throw std::runtime_error(
      "GNU Go not found on PATH or in /usr/games; scripts/install-deps.sh installs the Debian "
      "package gnugo");
}

}  // namespace kosumi::test
