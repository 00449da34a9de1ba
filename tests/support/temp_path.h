#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>
#include <string_view>

namespace kosumi::test {

// A file name in the temporary directory that no other process uses at the
// same time: `name` with the process id, so that two checkouts (or two
// test binaries) running at once never share a file.
inline std::string temp_path(std::string_view name) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / (std::to_string(getpid()) + "_" + std::string(name));
  return path.string();
}

}  // namespace kosumi::test
