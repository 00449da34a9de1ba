#include "search/opening_book_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/coord.h"
#include "support/temp_path.h"

namespace kosumi::search {
namespace {

engine::Point at(const char* text) {
  return *engine::parse_point(text, 9);
}

OpeningBook small_book() {
  OpeningBook book(9, 6.5, 7.5);
  engine::Board board(9);
  book.add(board, engine::Player::Black, {{at("E5"), 0.5123, 1200}, {at("C3"), 0.49, 300}});
  board.play(engine::Player::Black, at("E5"));
  book.add(board, engine::Player::White, {{at("C4"), 0.47, 800}}, {at("E5")});
  return book;
}

std::string written(const OpeningBook& book) {
  std::ostringstream out;
  const std::string notes[] = {"from a test"};
  write_book(out, book, notes);
  return out.str();
}

// The message of the error reading `text` throws, or "" when it reads.
std::string error_reading(const std::string& text) {
  std::istringstream in(text);
  try {
    read_book(in, "book.txt");
  } catch (const BookFileError& e) {
    return e.what();
  }
  return "";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

TEST(OpeningBookFile, ABookReadsBackAsItWasWritten) {
  const OpeningBook book = small_book();
  const std::string text = written(book);
  EXPECT_NE(text.find("# from a test\nkosumi-book 1\nsize 9\nkomi 6.5 7.5\n"), std::string::npos)
      << text;
  std::istringstream in(text);
  const OpeningBook read = read_book(in, "book.txt");
  EXPECT_EQ(read.size(), 9);
  EXPECT_EQ(read.min_komi(), 6.5);
  EXPECT_EQ(read.max_komi(), 7.5);
  ASSERT_EQ(read.entries().size(), book.entries().size());
  for (const auto& [key, entry] : book.entries()) {
    const OpeningBook::Entry& back = read.entries().at(key);
    EXPECT_EQ(back.line, entry.line);
    ASSERT_EQ(back.moves.size(), entry.moves.size());
    for (size_t i = 0; i < entry.moves.size(); ++i) {
      EXPECT_EQ(back.moves[i].move, entry.moves[i].move);
      EXPECT_NEAR(back.moves[i].winrate, entry.moves[i].winrate, 1e-4);
      EXPECT_EQ(back.moves[i].visits, entry.moves[i].visits);
    }
  }
  EXPECT_EQ(written(read), text);
}

TEST(OpeningBookFile, AMalformedFileIsRefusedWithTheLineAndTheReason) {
  const std::string text = written(small_book());
  const std::string empty_board = "B" + std::string(81, '.');
  struct Case {
    std::string text;
    std::string expected;
  };
  const Case cases[] = {
      {"", "book.txt: empty: not a Kosumi book file"},
      {"kosumi-patterns 1\n", "book.txt:1: not a Kosumi book file"},
      {replaced(text, "kosumi-book 1", "kosumi-book 2"),
       "format version 2, but this build reads version 1"},
      {replaced(text, "size 9", "size 30"), "expected 'size N' with N from 2 to 25"},
      {replaced(text, "komi 6.5 7.5", "komi 7.5 6.5"), "bad komi range '7.5 6.5'"},
      {replaced(text, "end\n", ""), "no 'end' line: the file is truncated"},
      {text + "position " + empty_board + " E5 0.5 1\n", "entry after 'end'"},
      {replaced(text, "E5 0.5123 1200", "E5 1.5 1200"), "bad win rate '1.5'"},
      {replaced(text, "E5 0.5123 1200", "E5 0.5 0"), "bad visits '0'"},
      {replaced(text, "E5 0.5123 1200", "Z5 0.5 10"), "bad move 'Z5'"},
      {replaced(text, "C3 0.4900 300", "C3 0.4900"), "a move needs its win rate and visits"},
      {replaced(text, " E5 0.5123 1200 C3 0.4900 300", ""), "has no move"},
      {replaced(text, empty_board, "B" + std::string(80, '.')), "bad position"},
      {replaced(text, empty_board, "W" + std::string("X") + std::string(80, '.')),
       "is not canonical"},
      {replaced(text, "end\n", "position " + empty_board + " E5 0.5 1\nend\n"), "repeated"},
      {replaced(text, "C4 0.4700 800", "E5 0.4700 800"), "move E5 is not empty"},
      {replaced(text, "size 9", "size 9 x"), "expected 'size N'"},
      {replaced(text, "end\n", "opening E5\nend\n"), "unknown entry 'opening E5'"},
  };
  for (const Case& c : cases) {
    const std::string error = error_reading(c.text);
    EXPECT_NE(error.find(c.expected), std::string::npos)
        << "expected '" << c.expected << "', got '" << error << "'";
    EXPECT_TRUE(error.starts_with("book.txt")) << error;
  }
}

TEST(OpeningBookFile, SavingReplacesTheFileWholeAndLoadingNamesAMissingFile) {
  const test::TempPath file("opening_book_file_test.txt");
  const std::string path = file.string();
  const std::string notes[] = {"saved"};
  save_book(path, small_book(), notes);
  EXPECT_EQ(load_book(path).entries().size(), 2u);
  EXPECT_FALSE(std::filesystem::exists(path + ".new"));
  std::filesystem::remove(path);
  try {
    load_book(path);
    ADD_FAILURE() << "a missing book was read";
  } catch (const BookFileError& e) {
    EXPECT_EQ(std::string(e.what()), path + ": cannot open the file");
  }
}

}  // namespace
}  // namespace kosumi::search
