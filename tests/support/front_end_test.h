#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "support/temp_path.h"

namespace kosumi::test {

// A fixture for a front end run in process: a directory of its own in the
// temporary directory (the process id and the test's name in its name, so
// no two tests or checkouts share it), removed with the fixture however the
// test ends, and the front end's stdout and stderr kept in out_ and err_.
class FrontEndTest : public ::testing::Test {
 protected:
  explicit FrontEndTest(std::string_view prefix)
      : dir_(std::string(prefix) + "_" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name()) {}

  void SetUp() override { std::filesystem::create_directories(dir_.path()); }

  std::string path(std::string_view name) const { return (dir_ / name).string(); }

  int run(int (*main)(const std::vector<std::string>&), const std::vector<std::string>& args) {
    ::testing::internal::CaptureStdout();
    ::testing::internal::CaptureStderr();
    const int status = main(args);
    out_ = ::testing::internal::GetCapturedStdout();
    err_ = ::testing::internal::GetCapturedStderr();
    return status;
  }

  const TempPath dir_;
  std::string out_;
  std::string err_;
};

}  // namespace kosumi::test
