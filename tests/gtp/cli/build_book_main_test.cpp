// `kosumi build-book`, end to end on a small board: it writes a book that
// kosumi reads back, with its making in the header, grows it further when
// run again, writes the same book for the same settings, and refuses a
// book of another size.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "search/opening_book_file.h"
#include "support/kosumi_process.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

class BuildBook : public ::testing::Test {
 protected:

  std::pair<int, std::string> build(const std::string& depth, const std::string& size = "5") {
    return run_kosumi_with_errors({"build-book", "--book", path_, "--size", size, "--komi", "7", "--playouts",
                                   "200", "--threads", "1", "--depth", depth, "--quiet"});
  }
  std::string text() const {
    std::ifstream in(path_);
    std::stringstream all;
    all << in.rdbuf();
    return all.str();
  }

  // The book's line of the empty board, Black to move.
  static std::string empty_board_line(const std::string& book) {
    const size_t start = book.find("position B" + std::string(25, '.'));
    return start == std::string::npos ? "" : book.substr(start, book.find('\n', start) - start);
  }

  const test::TempPath file_{"build_book_main_test.txt"};
  const std::string path_ = file_.string();
};

TEST_F(BuildBook, WritesABookThatGrowsWhenRunAgain) {
  const auto [status, out] = build("1");
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("1 positions searched"), std::string::npos) << out;
  const std::string first = text();
  EXPECT_NE(first.find("# Last grown by kosumi "), std::string::npos);
  EXPECT_NE(first.find("kosumi build-book --size 5 --rules chinese --komi 7 --playouts 200 "
                       "--threads 1 --seed 1 --depth 1 --replies 2."),
            std::string::npos)
      << first;
  EXPECT_EQ(search::load_book(path_).entries().size(), 1u);

  const auto [again, again_out] = build("2");
  ASSERT_EQ(again, 0) << again_out;
  const search::OpeningBook grown = search::load_book(path_);
  EXPECT_GT(grown.entries().size(), 1u);
  // The empty board was not searched again: its line is as it was.
  EXPECT_EQ(empty_board_line(text()), empty_board_line(first));
}

TEST_F(BuildBook, TheSameSettingsGrowTheSameBookOnOneThread) {
  ASSERT_EQ(build("2").first, 0);
  const std::string first = text();
  std::filesystem::remove(path_);
  ASSERT_EQ(build("2").first, 0);
  EXPECT_EQ(text(), first);
}

TEST_F(BuildBook, ABookOfAnotherSizeIsRefused) {
  ASSERT_EQ(build("1").first, 0);
  const auto [status, out] = build("1", "7");
  EXPECT_EQ(status, 1);
  EXPECT_NE(out.find("a book of size 5"), std::string::npos) << out;
  const auto [missing, missing_out] =
      run_kosumi_with_errors({"build-book", "--size", "5", "--playouts", "10"});
  EXPECT_EQ(missing, 2);
  EXPECT_NE(missing_out.find("--book FILE names the book to grow"), std::string::npos)
      << missing_out;
}

}  // namespace
}  // namespace kosumi::cli
