#include "gtp/sgf/sgf.h"

#include <gtest/gtest.h>

#include <fstream>

#include "engine/coord.h"
#include "engine/random.h"
#include "support/temp_path.h"

namespace kosumi::sgf {
namespace {

using engine::Player;
using engine::Point;

Point at(const char* text, int size) {
  return *engine::parse_point(text, size);
}

// The message of the SgfError that parsing `text` throws, or "" when none.
std::string parse_error(std::string_view text) {
  try {
    parse_sgf(text);
  } catch (const SgfError& e) {
    return e.what();
  }
  return "";
}

TEST(Sgf, ReadsGameInformationAndMoves) {
  const SgfRecord r = parse_sgf(
      "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Alice]PW[Bob]RE[W+2.5]DT[2026-11-23]"
      "TM[600]OT[5x30 byo-yomi]GC[club game]\n;B[ee]C[centre];W[cc];B[];W[tt])");
  EXPECT_EQ(r.size, 9);
  EXPECT_EQ(r.komi, 6.5);
  ASSERT_TRUE(r.rules.has_value());
  EXPECT_EQ(r.rules->name(), "japanese");
  EXPECT_EQ(r.rules->komi, 6.5);
  EXPECT_EQ(r.rules_text, "Japanese");
  EXPECT_EQ(r.black_name, "Alice");
  EXPECT_EQ(r.white_name, "Bob");
  EXPECT_EQ(r.result, "W+2.5");
  EXPECT_EQ(r.date, "2026-11-23");
  EXPECT_EQ(r.time_limit, "600");
  EXPECT_EQ(r.overtime, "5x30 byo-yomi");
  EXPECT_EQ(r.comment, "club game");
  ASSERT_EQ(r.moves.size(), 4u);
  EXPECT_EQ(r.moves[0].player, Player::Black);
  EXPECT_EQ(r.moves[0].point, at("E5", 9));
  EXPECT_EQ(r.moves[0].comment, "centre");
  EXPECT_EQ(r.moves[1].point, at("C7", 9));  // SGF rows count from the top
  EXPECT_EQ(r.moves[2].point, engine::kPass);
  EXPECT_EQ(r.moves[3].point, engine::kPass);
}

TEST(Sgf, TtIsAPointOnBoardsLargerThan19) {
  const SgfRecord r = parse_sgf("(;SZ[21];B[tt])");
  EXPECT_EQ(r.moves[0].point, at("U2", 21));
}

TEST(Sgf, EscapedBracketsAndBackslashesInText) {
  const SgfRecord r = parse_sgf(R"((;GC[a \] b \\ c]C[x];B[aa]C[line \
joined]))");
  EXPECT_EQ(r.comment, "a ] b \\ c");
  EXPECT_EQ(r.moves[0].comment, "line joined");
}

TEST(Sgf, WhitespaceBetweenTokensIsIgnored) {
  const SgfRecord r = parse_sgf("\xEF\xBB\xBF  ( ;\n SZ [9] KM\t[0.5]\r\n ; B [aa]\n;W[bb] )\n");
  EXPECT_EQ(r.size, 9);
  EXPECT_EQ(r.komi, 0.5);
  EXPECT_EQ(r.moves.size(), 2u);
}

TEST(Sgf, MainLineIsTheFirstVariationOfTheFirstTree) {
  const SgfRecord r =
      parse_sgf("(;SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))(;SZ[9];B[gg])");
  ASSERT_EQ(r.moves.size(), 4u);
  EXPECT_EQ(r.moves[1].point, at("B8", 9));
  EXPECT_EQ(r.moves[3].point, at("D6", 9));
}

TEST(Sgf, CollectionGivesEveryTreeInOrder) {
  // One game a line, as large collections keep them; the second has a bad
  // coordinate, the third a variation.
  const std::string text =
      "(;SZ[9];B[aa];W[bb])\n"
      "(;SZ[9];B[zz])\n"
      "(;SZ[13]KM[6.5];B[cc](;W[dd])(;W[ee]))\n";
  std::vector<SgfRecord> records;
  std::vector<std::string> errors;
  read_sgf_collection(
      text, [&](SgfRecord&& r) { records.push_back(std::move(r)); },
      [&](const SgfError& e) { errors.push_back(e.what()); });
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].moves.size(), 2u);
  EXPECT_EQ(records[1].size, 13);
  EXPECT_EQ(records[1].komi, 6.5);
  ASSERT_EQ(records[1].moves.size(), 2u);
  EXPECT_EQ(records[1].moves[1].point, at("D10", 13));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("line 2, column 9: bad coordinate 'zz'"), std::string::npos)
      << errors[0];
  // parse_sgf reads the first tree of the same text.
  EXPECT_EQ(parse_sgf(text), records[0]);
}

TEST(Sgf, CollectionWithBrokenSyntaxStopsThere) {
  int read = 0;
  const auto count = [&read](SgfRecord&&) { ++read; };
  const auto ignore = [](const SgfError&) {};
  try {
    read_sgf_collection("(;SZ[9];B[aa])\n(;SZ[9];B[bb]\n", count, ignore);
    FAIL() << "an unclosed tree was read";
  } catch (const SgfError& e) {
    EXPECT_NE(std::string(e.what()).find("line 2, column 1: unbalanced parentheses"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(read, 1);
  EXPECT_THROW(read_sgf_collection("", count, ignore), SgfError);
  EXPECT_THROW(read_sgf_collection("(;SZ[9]) junk", count, ignore), SgfError);
}

TEST(Sgf, HandicapStonesReplayAsHandicap) {
  const SgfRecord r = parse_sgf("(;SZ[9]HA[2]KM[0.5]AB[cc][gg];W[ee])");
  EXPECT_EQ(r.handicap, 2);
  EXPECT_EQ(r.black_setup.size(), 2u);
  const engine::Game g = replay(r, *engine::Rules::preset("chinese"));
  EXPECT_EQ(g.handicap(), 2);
  EXPECT_EQ(g.rules().komi, 0.5);
  EXPECT_EQ(g.board().color(at("C7", 9)), engine::Color::Black);
  EXPECT_EQ(g.to_move(), Player::Black);
}

TEST(Sgf, CompressedPointListsExpandToRectangles) {
  const SgfRecord r = parse_sgf("(;SZ[9]AB[aa:bc]AW[ee])");
  EXPECT_EQ(r.black_setup.size(), 6u);
  EXPECT_EQ(r.white_setup.size(), 1u);
}

TEST(Sgf, RulesNamesMapToPresets) {
  const auto preset_of = [](std::string_view ru) {
    const auto rules = rules_from_sgf(ru);
    return rules ? rules->name() : std::string("none");
  };
  EXPECT_EQ(preset_of("Japanese"), "japanese");
  EXPECT_EQ(preset_of("chinese"), "chinese");
  EXPECT_EQ(preset_of("AGA"), "aga");
  EXPECT_EQ(preset_of("NZ"), "new-zealand");
  EXPECT_EQ(preset_of("New Zealand"), "new-zealand");
  EXPECT_EQ(preset_of("French"), "french");
  EXPECT_EQ(preset_of("Tromp-Taylor"), "tromp-taylor");
  EXPECT_EQ(preset_of("tromp_taylor"), "tromp-taylor");
  EXPECT_EQ(preset_of("TT"), "tromp-taylor");
  EXPECT_EQ(preset_of("GOE"), "none");
  EXPECT_EQ(preset_of(""), "none");
  for (std::string_view name : engine::Rules::preset_names()) {
    const engine::Rules rules = *engine::Rules::preset(name);
    EXPECT_EQ(rules_from_sgf(sgf_rules_name(rules)), rules) << name;
  }
}

TEST(Sgf, WrittenRecordReadsBackEqual) {
  SgfRecord r;
  r.size = 13;
  r.komi = 7.5;
  r.rules = engine::Rules::preset("aga");
  r.rules->komi = 7.5;
  r.rules_text = "AGA";
  r.handicap = 2;
  r.black_setup = {at("D4", 13), at("K10", 13)};
  r.white_setup = {at("A1", 13)};
  r.to_move = Player::White;
  r.moves = {{Player::White, at("G7", 13), "a comment with ] and \\ inside", 12.5, {}},
             {Player::Black, engine::kPass, "", 3.25, 4},
             {Player::White, at("N13", 13), ""}};
  r.black_name = "B [strong]";
  r.white_name = "W";
  r.result = "B+R";
  r.date = "2026-11-23";
  r.time_limit = "300";
  r.overtime = "3x10 byo-yomi";
  r.comment = "game\ncomment";
  EXPECT_EQ(parse_sgf(write_sgf(r)), r);
  EXPECT_EQ(parse_sgf(write_sgf(SgfRecord{})), SgfRecord{});
}

// Clocks after each move: the mover's are kept, the other's ignored.
// A review's further properties and variations: each variation branches
// from the node before its move, after the main line's own branch, so the
// main line reads back as it was.
TEST(Sgf, PropertiesAndVariationsAreWrittenAndTheMainLineReadsBack) {
  SgfRecord r;
  r.size = 9;
  r.komi = 7;
  r.moves = {{Player::Black, at("E5", 9)},
             {Player::White, at("C3", 9)},
             {Player::Black, at("G7", 9)},
             {Player::White, engine::kPass}};
  r.moves[0].properties = {{"SBKV", "55.00"}};
  r.moves[1].comment = "a [mistake]";
  r.moves[1].properties = {{"SBKV", "70.10"}, {"BM", "1"}};
  r.moves[1].variations = {{{Player::White, at("G3", 9)}, {Player::Black, at("C7", 9)}}};
  r.moves[1].variations[0][0].comment = "Kosumi's choice";
  r.moves[3].variations = {{{Player::White, at("D7", 9)}}, {{Player::White, at("F3", 9)}}};
  EXPECT_EQ(write_sgf(r),
            "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7]\n"
            ";B[ee]SBKV[55.00]\n"
            "(;W[cg]C[a [mistake\\]]SBKV[70.10]BM[1];B[gc]\n"
            "(;W[])\n"
            "(;W[dc])\n"
            "(;W[fg]))\n"
            "(;W[gg]C[Kosumi's choice];B[cc]))\n");
  SgfRecord main_line = r;
  for (SgfMove& move : main_line.moves) {
    move.properties.clear();
    move.variations.clear();
  }
  EXPECT_EQ(parse_sgf(write_sgf(r)), main_line);
}

TEST(Sgf, TimeLeftIsReadForTheMover) {
  const SgfRecord r = parse_sgf("(;SZ[9];B[ee]BL[41.5]WL[60];W[cc]WL[9]OW[3];B[dd])");
  ASSERT_EQ(r.moves.size(), 3u);
  EXPECT_EQ(r.moves[0].time_left, 41.5);
  EXPECT_EQ(r.moves[0].stones_left, std::nullopt);
  EXPECT_EQ(r.moves[1].time_left, 9);
  EXPECT_EQ(r.moves[1].stones_left, 3);
  EXPECT_EQ(r.moves[2].time_left, std::nullopt);
  EXPECT_THROW(parse_sgf("(;SZ[9];B[ee]BL[nan])"), SgfError);
  EXPECT_THROW(parse_sgf("(;SZ[9];B[ee]BL[-1])"), SgfError);
  EXPECT_THROW(parse_sgf("(;SZ[9];W[ee]OW[-2])"), SgfError);
}

TEST(Sgf, RecordOfAGameReplaysToTheSamePosition) {
  engine::Game game(9, *engine::Rules::preset("japanese"));
  ASSERT_TRUE(game.place_handicap({at("C3", 9), at("G7", 9)}));
  for (const char* move : {"E5", "D5", "pass", "E4"}) {
    ASSERT_EQ(game.play(game.to_move(), at(move, 9)), engine::MoveError::None);
  }
  const SgfRecord r = parse_sgf(write_sgf(record_of(game)));
  EXPECT_EQ(r.handicap, 2);
  EXPECT_EQ(r.moves.size(), 4u);
  const engine::Game back = replay(r, *r.rules);
  EXPECT_EQ(back.board().hash(), game.board().hash());
  EXPECT_EQ(back.handicap(), 2);
  EXPECT_EQ(back.rules(), game.rules());
  EXPECT_EQ(back.to_move(), game.to_move());
  EXPECT_EQ(replay(r, *r.rules, 1).moves().size(), 1u);
}

TEST(Sgf, BadFilesGiveErrorsThatSayWhatAndWhere) {
  const std::pair<std::string_view, std::string_view> cases[] = {
      {"", "the file is empty"},
      {"   ", "the file is empty"},
      {"SZ[9]", "line 1, column 1: expected '(' to start a game tree"},
      {"(;SZ[9]", "this '(' is never closed"},
      {"(;SZ[9]))", "')' without '('"},
      {"(;SZ[9];B[aa", "unbalanced brackets: the value of B is never closed"},
      {"(;SZ[9]];B[aa])", "']' without '['"},
      {"(;SZ[9]\n;B[zz])", "line 2, column 2: bad coordinate 'zz' in B for a 9x9 board"},
      {"(;SZ[9];B[a])", "bad coordinate 'a'"},
      {"(;SZ[19];B[ta])", "bad coordinate 'ta'"},
      {"(;SZ[26])", "board size 26 is off the range 2..25"},
      {"(;SZ[1])", "board size 1 is off the range 2..25"},
      {"(;SZ[nine])", "bad number 'nine' in SZ"},
      {"(;SZ[9:13])", "rectangular board"},
      {"(;GM[2]SZ[8])", "not a Go game: GM[2]"},
      {"(;KM[six])", "bad komi 'six'"},
      {"(;KM[nan])", "komi 'nan' is not finite"},
      {"(;KM[inf])", "komi 'inf' is not finite"},
      {"(;KM[-INF])", "komi '-INF' is not finite"},
      {"(;HA[-1])", "handicap -1 does not fit"},
      {"(;SZ[19]HA[99])", "HA[99] names a handicap but no stone is set up (AB)"},
      {"(;KM[1e308])", "komi 1e308 is beyond the usable range (-1000 to 1000)"},
      {"(;PL[X])", "PL[X] names no player"},
      {"(;B[aa]W[bb])", "a node with two moves"},
      {"(;B[aa];AB[bb])", "set-up stones (AB) after the first move"},
      {"(;AE[aa])", "removing stones (AE) is not supported"},
      {"(;SZ[9];B)", "property B has no value"},
      {"(B[aa])", "expected ';' to start a node"},
      {"(;SZ[9])x", "unexpected text after the game tree"},
      {"(;SZ[9];B[aa]%)", "unexpected character '%'"},
  };
  for (const auto& [text, message] : cases) {
    const std::string error = parse_error(text);
    EXPECT_NE(error.find(message), std::string::npos)
        << "input: " << text << "\nerror: " << error << "\nexpected: " << message;
  }
}

TEST(Sgf, IllegalMovesOnReplayNameTheMove) {
  const auto replay_error = [](std::string_view text) -> std::string {
    try {
      replay(parse_sgf(text), *engine::Rules::preset("japanese"));
    } catch (const SgfError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_EQ(replay_error("(;SZ[9];B[aa];W[aa])"), "move 2 (white A9) is illegal: point occupied");
  EXPECT_EQ(replay_error("(;SZ[9]AB[ab][ba];W[aa])"), "move 1 (white A9) is illegal: suicide");
  EXPECT_EQ(replay_error("(;SZ[9]AB[aa]AW[aa])"), "set-up point A9 is given twice");
  EXPECT_EQ(replay_error("(;SZ[9]AB[aa]AW[ab][ba])"),
            "set-up stones leave a string without liberties");
  EXPECT_EQ(replay_error("(;SZ[9];B[aa];W[];B[];W[bb])"), "");  // play resumes after passes
}

TEST(Sgf, SeededGarbageNeverCrashes) {
  const std::string alphabet = "();[]\\:ABWCSZKMHAabcdeft19 \n";
  const std::string valid = "(;GM[1]SZ[9]KM[6.5]HA[2]AB[cc][gg];W[ee];B[ce](;W[dd])(;W[];B[]))";
  engine::Rng rng(20261123);
  for (int trial = 0; trial < 3000; ++trial) {
    std::string text = valid;
    const int edits = 1 + static_cast<int>(rng.below(6));
    for (int e = 0; e < edits; ++e) {
      const size_t pos = rng.below(static_cast<uint32_t>(text.size() + 1));
      const char c = alphabet[rng.below(static_cast<uint32_t>(alphabet.size()))];
      switch (rng.below(3)) {
        case 0:
          text.insert(pos, 1, c);
          break;
        case 1:
          if (pos < text.size()) text.erase(pos, 1);
          break;
        default:
          if (pos < text.size()) text[pos] = c;
      }
    }
    if (trial % 10 == 0) {
      text.clear();
      const int length = static_cast<int>(rng.below(200));
      for (int i = 0; i < length; ++i) {
        text += alphabet[rng.below(static_cast<uint32_t>(alphabet.size()))];
      }
    }
    try {
      const SgfRecord r = parse_sgf(text);
      replay(r, *engine::Rules::preset("chinese"));
      EXPECT_EQ(parse_sgf(write_sgf(r)), r) << text;
    } catch (const SgfError&) {
    }
  }
  EXPECT_NE(parse_error(std::string(100000, '(')), "");
}

// Found while building the GTP session fuzzer: `loadsgf /dev/zero` read
// without end. Only regular files of a sane size are read.
// A game holds at most engine::Game::kMaxMoves moves; a longer record is
// refused as it is read, before its moves take memory.
TEST(Sgf, RecordsLongerThanAGameMayBeAreRefused) {
  std::string record = "(;GM[1]SZ[9]";
  for (int i = 0; i < engine::Game::kMaxMoves / 2; ++i)
    record += ";B[];W[]";
  const SgfRecord longest = parse_sgf(record + ")");
  EXPECT_EQ(longest.moves.size(), static_cast<size_t>(engine::Game::kMaxMoves));
  EXPECT_EQ(replay(longest, *engine::Rules::preset("chinese")).moves().size(),
            static_cast<size_t>(engine::Game::kMaxMoves));
  EXPECT_NE(parse_error(record + ";B[])").find("the record has more than 100000 moves"),
            std::string::npos);
}

TEST(Sgf, FilesThatAreNoRegularFilesAreNotRead) {
  const auto why_unread = [](const std::string& path) {
    try {
      read_sgf_file(path);
    } catch (const SgfError& e) {
      return std::string(e.what());
    }
    return std::string("read");
  };
  EXPECT_EQ(why_unread("/dev/zero"), "not a regular file");
  EXPECT_EQ(why_unread("/dev/null"), "not a regular file");
  EXPECT_EQ(why_unread("/"), "not a regular file");
  EXPECT_EQ(why_unread("/nonexistent/file.sgf"), "no such file");
  const test::TempPath path("sgf_test_game.sgf");
  std::ofstream(path.path()) << "(;SZ[9];B[ee])";
  EXPECT_EQ(read_sgf_file(path.string()), "(;SZ[9];B[ee])");
}

}  // namespace
}  // namespace kosumi::sgf
