#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

namespace kosumi::test {

// A file or directory name in the temporary directory that no other
// process uses at the same time: `name` with the process id, so that two
// checkouts (or two test binaries) running at once never share it. Whatever
// the test left there goes with the object, however the test ends: a failed
// ASSERT returns early, past any removal written at the test's end.
class TempPath {
 public:
  explicit TempPath(std::string_view name)
      : path_(std::filesystem::temp_directory_path() /
              (std::to_string(getpid()) + "_" + std::string(name))) {
    remove();
  }
  ~TempPath() { remove(); }
  TempPath(const TempPath&) = delete;
  TempPath& operator=(const TempPath&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::string string() const { return path_.string(); }
  // A path inside, when the test makes a directory of it.
  std::filesystem::path operator/(std::string_view name) const { return path_ / name; }

 private:
  // Never throws: it runs in the destructor, maybe while a test unwinds.
  void remove() const {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }

  std::filesystem::path path_;
};

}  // namespace kosumi::test
