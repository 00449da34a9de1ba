#include "eval/opening/opening_file.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "eval/opening/opening_table.h"
#include "support/opening_games.h"
#include "support/temp_path.h"

namespace kosumi::eval {
namespace {

using test::game_of;

OpeningPrior sample_table() {
  const std::vector<RecordedGame> games = {
      game_of({"Q16", "D4", "Q3"}), game_of({"Q16", "D4", "R4"}), game_of({"D16", "Q4", "C4"})};
  return count_openings(games, {.moves = 3, .min_games = 1});
}

std::string text_of(const OpeningPrior& table) {
  std::ostringstream out;
  write_opening(out, table, std::vector<std::string>{"from a test"});
  return out.str();
}

OpeningPrior read_text(const std::string& text) {
  std::istringstream in(text);
  return read_opening(in, "test.txt");
}

// The message of the error reading `text` gives, or "" when it reads.
std::string error_of(const std::string& text) {
  try {
    read_text(text);
  } catch (const OpeningFileError& e) {
    return e.what();
  }
  return "";
}

constexpr const char* kHeader = "kosumi-opening 1\nsize 19\nmoves 30\n";

TEST(OpeningFile, WritesAndReadsBackTheSameTable) {
  const OpeningPrior table = sample_table();
  const std::string text = text_of(table);
  EXPECT_NE(text.find("# from a test\nkosumi-opening 1\nsize 19\nmoves 3\n"), std::string::npos);
  const OpeningPrior back = read_text(text);
  EXPECT_EQ(back.size(), 19);
  EXPECT_EQ(back.max_moves(), 3);
  ASSERT_EQ(back.position_count(), table.position_count());
  for (const auto& [key, position] : table.positions()) {
    const OpeningPrior::Position* p = back.find(key);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->games, position.games);
    ASSERT_EQ(p->moves.size(), position.moves.size());
    for (size_t i = 0; i < p->moves.size(); ++i) {
      EXPECT_EQ(p->moves[i].canonical, position.moves[i].canonical);
      EXPECT_EQ(p->moves[i].count, position.moves[i].count);
    }
  }
  EXPECT_EQ(text_of(back), text) << "the same table, the same file";
}

TEST(OpeningFile, ReadsAPositionWithItsMoves) {
  const OpeningPrior table = read_text(std::string(kHeader) +
                                       "# a comment\n\n"
                                       "position 00000000000000ff 7 Q16 4 R4 2\nend\n");
  const OpeningPrior::Position* p = table.find(0xff);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->games, 7u);
  ASSERT_EQ(p->moves.size(), 2u);
  EXPECT_EQ(p->moves[1].count, 2u);
}

TEST(OpeningFile, RefusesWhatItDoesNotUnderstandAndSaysWhere) {
  const std::string h = kHeader;
  const std::string position = "position 00000000000000ff 7 Q16 4\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "test.txt: empty: not a Kosumi opening table"},
      {"kosumi-patterns 1\n", "test.txt:1: not a Kosumi opening table"},
      {"kosumi-opening 2\nsize 19\nmoves 30\nend\n", "test.txt:1: format version 2, but"},
      {"kosumi-opening 1\nsize 40\nmoves 30\nend\n", "test.txt:2: expected 'size N'"},
      {"kosumi-opening 1\nsize 19\n", "test.txt: no 'moves N' with N from 1 to 361"},
      {h + position, "test.txt: no 'end' line"},
      {h + "end\n" + position, "test.txt:5: entry after 'end'"},
      {h + "position 0ff 7 Q16 4\nend\n", "test.txt:4: bad key '0ff'"},
      {h + position + position + "end\n", "test.txt:5: position 00000000000000ff repeated"},
      {h + "position 00000000000000ff 0\nend\n", "test.txt:4: bad count '0'"},
      {h + "position 00000000000000ff 7 Z99 4\nend\n", "test.txt:4: bad move 'Z99'"},
      {h + "position 00000000000000ff 7 pass 4\nend\n", "test.txt:4: bad move 'pass'"},
      {h + "position 00000000000000ff 7 Q16 4 Q16 1\nend\n", "test.txt:4: move Q16 repeated"},
      {h + "position 00000000000000ff 7 Q16 4 R4 4\nend\n",
       "test.txt:4: the moves' counts add up to 8, more than the 7 games"},
      {h + "position 00000000000000ff 7 Q16\nend\n", "test.txt:4: unknown entry"},
      {h + "shape 4 00000000000000ff 1.5\nend\n", "test.txt:4: unknown entry"},
  };
  for (const auto& [text, message] : cases) {
    const std::string error = error_of(text);
    EXPECT_TRUE(error.starts_with(message)) << "got '" << error << "' for\n" << text;
  }
}

TEST(OpeningFile, SavesAndLoadsAFileAndNamesAMissingOne) {
  const test::TempPath file("opening_file_test.txt");
  const std::string path = file.string();
  save_opening(path, sample_table(), {});
  EXPECT_EQ(load_opening(path).position_count(), sample_table().position_count());
  std::remove(path.c_str());
  try {
    load_opening(path);
    FAIL() << "a missing file loaded";
  } catch (const OpeningFileError& e) {
    EXPECT_EQ(std::string(e.what()), path + ": cannot open the file");
  }
}

TEST(OpeningFile, TheShippedTableReads) {
  const OpeningPrior table = load_opening(KOSUMI_DATA_DIR "/kosumi-opening-19.txt");
  EXPECT_EQ(table.size(), 19);
  EXPECT_EQ(table.max_moves(), 30);
  EXPECT_GT(table.position_count(), 10000u);
}

}  // namespace
}  // namespace kosumi::eval
