// `kosumi gtp` with an opening book, end to end: genmove plays the book's
// move without a search (one playout could not find it), --no-book
// searches, and a book file that cannot be read stops the start.

#include <gtest/gtest.h>

#include <fstream>

#include "support/kosumi_process.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

// A book whose move on the empty board no search would play: the corner.
class GtpWithBook : public ::testing::Test {
 protected:
  void SetUp() override {
    std::ofstream(path_) << "kosumi-book 1\nsize 9\nkomi 6.5 7.5\n"
                            "position B" << std::string(81, '.') << " A1 0.9 1000\nend\n";
  }

  std::vector<std::string> args(std::vector<std::string> more) const {
    std::vector<std::string> all = {"--size", "9", "--playouts", "1", "--seed", "1",
                                    "--threads", "1", "--komi", "7"};
    all.insert(all.end(), more.begin(), more.end());
    return all;
  }

  const test::TempPath file_{"gtp_main_book_test.txt"};
  const std::string path_ = file_.string();
};

TEST_F(GtpWithBook, GenmovePlaysTheBookMoveWithoutASearch) {
  KosumiGtp k(args({"--book", path_}));
  EXPECT_EQ(k.ok("genmove b"), "A1");
  k.ok("clear_board");
  EXPECT_EQ(k.ok("genmove b"), "A1");
}

TEST_F(GtpWithBook, NoBookAnotherKomiAndRegGenmoveSearch) {
  KosumiGtp without(args({"--no-book"}));
  EXPECT_NE(without.ok("genmove b"), "A1");
  KosumiGtp other_komi(args({"--book", path_}));
  other_komi.ok("komi 5.5");
  EXPECT_NE(other_komi.ok("genmove b"), "A1");
  KosumiGtp analysing(args({"--book", path_}));
  EXPECT_NE(analysing.ok("reg_genmove b"), "A1");
}

TEST_F(GtpWithBook, ABookFileThatCannotBeReadStopsTheStartWithItsReason) {
  std::ofstream(path_) << "kosumi-book 1\nsize 9\n";
  const auto [status, out] = run_kosumi_with_errors({"gtp", "--book", path_});
  EXPECT_EQ(status, 2);
  EXPECT_NE(out.find("kosumi gtp: error: --book: " + path_ + ": no 'komi' line"),
            std::string::npos)
      << out;
}

}  // namespace
}  // namespace kosumi::cli
