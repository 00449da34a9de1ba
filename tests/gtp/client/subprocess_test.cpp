#include "gtp/client/subprocess.h"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "support/temp_path.h"

namespace kosumi::client {
namespace {

using std::chrono::milliseconds;

constexpr milliseconds kGenerous{5000};  // for answers that come at once
constexpr milliseconds kShort{100};      // for answers that never come

SubprocessOptions quick_kill() {
  SubprocessOptions options;
  options.kill_grace = kShort;
  return options;
}

// Waits (boundedly) for a child that is about to exit.
bool wait_for_exit(Subprocess& process) {
  for (int i = 0; i < 500 && process.running(); ++i) {
    std::this_thread::sleep_for(milliseconds(10));
  }
  return !process.running();
}

TEST(SplitCommandLine, SplitsOnBlanksAndHonoursQuotesAndEscapes) {
  using V = std::vector<std::string>;
  EXPECT_EQ(split_command_line("gnugo --mode gtp"), (V{"gnugo", "--mode", "gtp"}));
  EXPECT_EQ(split_command_line("  a\t b  "), (V{"a", "b"}));
  EXPECT_EQ(split_command_line("a 'b c' \"d e\""), (V{"a", "b c", "d e"}));
  EXPECT_EQ(split_command_line(R"(x\ y "q\"t" 'no\escape' a""b '')"),
            (V{"x y", "q\"t", "no\\escape", "ab", ""}));
  EXPECT_EQ(split_command_line(""), V{});
}

TEST(SplitCommandLine, RejectsUnbalancedQuotesAndTrailingBackslash) {
  EXPECT_THROW(split_command_line("a 'b"), SubprocessError);
  EXPECT_THROW(split_command_line("a \"b"), SubprocessError);
  EXPECT_THROW(split_command_line("a\\"), SubprocessError);
}

TEST(Subprocess, EchoesLinesThroughCat) {
  Subprocess cat({"/bin/cat"});
  ASSERT_TRUE(cat.write_line("hello", kGenerous));
  ASSERT_TRUE(cat.write_line("second line", kGenerous));
  ReadResult first = cat.read_line(kGenerous);
  EXPECT_EQ(first.status, ReadStatus::kLine);
  EXPECT_EQ(first.line, "hello");
  EXPECT_EQ(cat.read_line(kGenerous).line, "second line");
  EXPECT_TRUE(cat.running());
  EXPECT_EQ(cat.stop(), 0);  // cat exits by itself at end of input
  EXPECT_FALSE(cat.running());
  EXPECT_EQ(cat.exit_status(), 0);
}

TEST(Subprocess, CannotStartMissingProgram) {
  EXPECT_THROW(Subprocess({"/nonexistent/program"}), SubprocessError);
  EXPECT_THROW(Subprocess({}), SubprocessError);
  EXPECT_THROW(Subprocess::from_command_line("   "), SubprocessError);
}

TEST(Subprocess, CommandLineIsSplitLikeAShell) {
  Subprocess echo = Subprocess::from_command_line("/bin/echo 'two  spaces' \"and more\"");
  EXPECT_EQ(echo.read_line(kGenerous).line, "two  spaces and more");
}

TEST(Subprocess, ReportsEarlyExitAndWritingToItDoesNotRaiseSigpipe) {
  Subprocess process = Subprocess::via_shell("echo bye; exit 3");
  EXPECT_EQ(process.read_line(kGenerous).line, "bye");
  EXPECT_EQ(process.read_line(kGenerous).status, ReadStatus::kClosed);
  ASSERT_TRUE(wait_for_exit(process));
  EXPECT_EQ(process.exit_status(), 3);
  // The child is gone: writing fails cleanly instead of killing the test.
  bool all_written = true;
  for (int i = 0; i < 10; ++i)
    all_written = process.write_line("anyone?", kShort) && all_written;
  EXPECT_FALSE(all_written);
  EXPECT_EQ(process.stop(), 3);
}

TEST(Subprocess, ReadTimesOutWhenChildStaysSilent) {
  Subprocess process = Subprocess::via_shell("sleep 30", quick_kill());
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(process.read_line(kShort).status, ReadStatus::kTimeout);
  EXPECT_GE(std::chrono::steady_clock::now() - start, kShort);
  EXPECT_TRUE(process.running());
}

TEST(Subprocess, StopKillsChildThatIgnoresEndOfInputAndTerm) {
  Subprocess process = Subprocess::via_shell("trap '' TERM HUP; sleep 30", quick_kill());
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(process.stop(), 128 + 9);  // SIGKILL
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  EXPECT_EQ(process.stop(), 128 + 9);  // idempotent
}

TEST(Subprocess, WriteTimesOutWhenChildDoesNotRead) {
  Subprocess process = Subprocess::via_shell("sleep 30", quick_kill());
  const std::string megabyte(1 << 20, 'x');
  EXPECT_FALSE(process.write_line(megabyte, kShort));
}

TEST(Subprocess, OverlongLineIsReportedAndItsRestSkipped) {
  Subprocess process = Subprocess::via_shell("head -c 5000 /dev/zero | tr '\\0' x; echo; echo ok");
  const ReadResult overlong = process.read_line(kGenerous, 100);
  EXPECT_EQ(overlong.status, ReadStatus::kTooLong);
  EXPECT_EQ(overlong.line, std::string(100, 'x'));
  const ReadResult next = process.read_line(kGenerous, 100);
  EXPECT_EQ(next.status, ReadStatus::kLine);
  EXPECT_EQ(next.line, "ok");
}

TEST(Subprocess, StripsCarriageReturnAndKeepsUnterminatedLastLine) {
  Subprocess process = Subprocess::via_shell("printf 'dos\\r\\nlast'");
  EXPECT_EQ(process.read_line(kGenerous).line, "dos");
  const ReadResult last = process.read_line(kGenerous);
  EXPECT_EQ(last.status, ReadStatus::kLine);
  EXPECT_EQ(last.line, "last");
  EXPECT_EQ(process.read_line(kGenerous).status, ReadStatus::kClosed);
}

TEST(Subprocess, StderrGoesToTheConfiguredFile) {
  const test::TempPath path("subprocess_stderr.txt");
  SubprocessOptions options;
  options.stderr_path = path.string();
  {
    Subprocess process = Subprocess::via_shell("echo oops >&2; echo done", options);
    EXPECT_EQ(process.read_line(kGenerous).line, "done");
  }
  std::ifstream file(path.string());
  std::stringstream contents;
  contents << file.rdbuf();
  EXPECT_EQ(contents.str(), "oops\n");
}

TEST(Subprocess, UnwritableStderrFileIsAnError) {
  SubprocessOptions options;
  options.stderr_path = "/nonexistent/directory/stderr.txt";
  EXPECT_THROW(Subprocess({"/bin/cat"}, options), SubprocessError);
}

TEST(Subprocess, ChildThatClosesItsOutputButRunsOnIsReportedClosed) {
  Subprocess process = Subprocess::via_shell("exec >&-; sleep 30", quick_kill());
  EXPECT_EQ(process.read_line(kGenerous).status, ReadStatus::kClosed);
  EXPECT_TRUE(process.running());
}

TEST(Subprocess, MovedProcessKeepsItsPipes) {
  Subprocess original({"/bin/cat"});
  Subprocess moved = std::move(original);
  ASSERT_TRUE(moved.write_line("still here", kGenerous));
  EXPECT_EQ(moved.read_line(kGenerous).line, "still here");
  EXPECT_FALSE(original.running());  // NOLINT(bugprone-use-after-move): moved-from is empty
}

}  // namespace
}  // namespace kosumi::client
