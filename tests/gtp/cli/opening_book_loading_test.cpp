#include "gtp/cli/opening_book_loading.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/coord.h"
#include "search/opening_book_file.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

const OptionSpec kSpec{"test", "", {"book", "no-book", "level", "quiet"}, "", 0};

class BookLoading : public ::testing::Test {
 protected:
  void SetUp() override {
    search::OpeningBook book(9, 6.5, 7.5);
    book.add(engine::Board(9), engine::Player::Black, {{*engine::parse_point("E5", 9), 0.5, 10}});
    search::save_book(path_, book, {});
  }

  const test::TempPath file_{"opening_book_loading_test.txt"};
  const std::string path_ = file_.string();
};

TEST_F(BookLoading, LoadsTheFileTheOptionsNameAndSaysSo) {
  std::ostringstream log;
  const auto book = load_opening_book(parse_options({"--book", path_}, kSpec), log);
  ASSERT_NE(book, nullptr);
  EXPECT_EQ(book->entries().size(), 1u);
  EXPECT_EQ(log.str(), "kosumi: opening book from " + path_ + ": 1 positions of 9x9, komi 6.5 to 7.5\n");
}

TEST_F(BookLoading, NoBookUnderNoBookOrAWeakerLevelAndTheLogSaysWhy) {
  std::ostringstream log;
  EXPECT_EQ(load_opening_book(parse_options({"--no-book"}, kSpec), log), nullptr);
  EXPECT_EQ(load_opening_book(parse_options({"--level", "9", "--book", path_}, kSpec), log),
            nullptr);
  EXPECT_EQ(log.str(),
            "kosumi: playing without the opening book (--no-book)\n"
            "kosumi: playing without the opening book (--level below 10)\n");
  EXPECT_NE(load_opening_book(parse_options({"--level", "10", "--book", path_}, kSpec), log),
            nullptr);
}

// The user named the file: one that cannot be read is an error, not a
// game without the book.
TEST_F(BookLoading, AnExplicitFileThatCannotBeReadIsAnError) {
  std::ostringstream log;
  try {
    load_opening_book(parse_options({"--book", path_ + ".missing"}, kSpec), log);
    ADD_FAILURE() << "a missing --book file was accepted";
  } catch (const OptionError& e) {
    EXPECT_EQ(std::string(e.what()), "--book: " + path_ + ".missing: cannot open the file");
  }
  std::ofstream(path_) << "kosumi-book 1\nsize 9\nkomi 7 7\nposition B\n";
  try {
    load_opening_book(parse_options({"--book", path_}, kSpec), log);
    ADD_FAILURE() << "a broken --book file was accepted";
  } catch (const OptionError& e) {
    EXPECT_NE(std::string(e.what()).find(":4: bad position 'B'"), std::string::npos) << e.what();
  }
  EXPECT_EQ(log.str(), "");
}

TEST_F(BookLoading, ContradictoryOptionsAreRefused) {
  EXPECT_THROW(parse_options({"--book", path_, "--no-book"}, kSpec), OptionError);
  EXPECT_THROW(parse_options({"--book", ""}, kSpec), OptionError);
}

}  // namespace
}  // namespace kosumi::cli
