#include "gtp/match/resume.h"

#include <gtest/gtest.h>

#include "gtp/match/record.h"

namespace kosumi::match {
namespace {

using engine::Player;

MatchOptions options(std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"--black", "a", "--white", "b",   "--games", "4",
                                   "--size",  "5", "--komi",  "6.5", "--time",  "60+10/5"};
  args.insert(args.end(), extra.begin(), extra.end());
  return parse_match_options(args);
}

GameResult sample_outcome(const MatchOptions& o) {
  engine::Game game(o.size, o.rules);
  EXPECT_EQ(game.play(Player::Black, engine::point_at(2, 2, o.size)), engine::MoveError::None);
  EXPECT_EQ(game.play(Player::White, engine::point_at(1, 2, o.size)), engine::MoveError::None);
  GameResult outcome(std::move(game));
  outcome.end = GameEnd::TwoPasses;
  outcome.winner = Player::White;
  outcome.result = "W+4.5";
  outcome.referee_score = "W+4.5";
  outcome.engine_scores = {"W+4.5", ""};
  outcome.times = {MoveTimes{12, 30.25, 4.5}, MoveTimes{11, 7.125, 1.0}};
  return outcome;
}

// The record match_record writes, through SGF text and back.
sgf::SgfRecord written(const GameResult& outcome, const MatchOptions& o, int game_number,
                       const std::string& black = "a", const std::string& white = "b") {
  return sgf::parse_sgf(
      sgf::write_sgf(match_record(outcome, o, game_number, black, white, "2026-11-23")));
}

void expect_same(const GameResult& read, const GameResult& original) {
  EXPECT_EQ(read.end, original.end);
  EXPECT_EQ(read.winner, original.winner);
  EXPECT_EQ(read.at_fault, original.at_fault);
  EXPECT_EQ(read.result, original.result);
  EXPECT_EQ(read.reason, original.reason);
  EXPECT_EQ(read.referee_score, original.referee_score);
  EXPECT_EQ(read.uncertain_count, original.uncertain_count);
  EXPECT_EQ(read.engine_scores, original.engine_scores);
  for (size_t p = 0; p < 2; ++p) {
    EXPECT_EQ(read.times[p].moves, original.times[p].moves);
    EXPECT_NEAR(read.times[p].total_seconds, original.times[p].total_seconds, 1e-3);
    EXPECT_NEAR(read.times[p].max_seconds, original.times[p].max_seconds, 1e-3);
  }
  EXPECT_EQ(read.game.board().hash(), original.game.board().hash());
  EXPECT_EQ(read.game.moves().size(), original.game.moves().size());
}

TEST(MatchResume, CountedGameReadsBackAsPlayed) {
  const MatchOptions o = options();
  const GameResult original = sample_outcome(o);
  expect_same(result_from_record(written(original, o, 3), o, 3, "a", "b"), original);
}

TEST(MatchResume, UncertainCountReadsBack) {
  const MatchOptions o = options();
  GameResult original = sample_outcome(o);
  original.uncertain_count = "the black group at C3 (1 stone, lived in 45 % of the playouts)";
  expect_same(result_from_record(written(original, o, 2), o, 2, "a", "b"), original);
}

TEST(MatchResume, EveryKindOfEndReadsBack) {
  const MatchOptions o = options();
  struct Case {
    GameEnd end;
    std::optional<Player> winner;
    std::string result, reason;
  };
  const std::vector<Case> cases = {
      {GameEnd::Resignation, Player::Black, "B+R", ""},
      {GameEnd::IllegalMove, Player::Black, "B+F", "white played C3 (b): occupied"},
      {GameEnd::Timeout, Player::White, "W+T", "black took 61.2 s"},
      {GameEnd::Crash, Player::White, "W+F", "black exited"},
      {GameEnd::ProtocolError, Player::Black, "B+F", "white answered 'xyzzy'"},
      {GameEnd::MoveLimit, std::nullopt, "0", ""},
      {GameEnd::NoResult, std::nullopt, "Void", "the referee could not count"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(to_string(c.end)));
    GameResult outcome = sample_outcome(o);
    outcome.end = c.end;
    outcome.winner = c.winner;
    outcome.result = c.result;
    outcome.reason = c.reason;
    if (c.result.ends_with("+F") || c.result.ends_with("+T")) {
      outcome.at_fault = engine::opponent(*c.winner);
    }
    if (c.end != GameEnd::MoveLimit) {
      outcome.referee_score.clear();
      outcome.engine_scores = {"", ""};
    }
    expect_same(result_from_record(written(outcome, o, 2), o, 2, "a", "b"), outcome);
  }
}

std::string resume_error(const sgf::SgfRecord& record, const MatchOptions& o, int game_number,
                         const std::string& black = "a", const std::string& white = "b") {
  try {
    result_from_record(record, o, game_number, black, white);
  } catch (const MatchResumeError& e) {
    return e.what();
  }
  return "no error";
}

TEST(MatchResume, RecordOfAnotherMatchIsRefusedWithWhatDiffers) {
  const MatchOptions o = options();
  const sgf::SgfRecord record = written(sample_outcome(o), o, 1);
  EXPECT_NE(resume_error(record, options({"--komi", "7"}), 1).find("komi"), std::string::npos);
  EXPECT_NE(resume_error(record, options({"--rules", "japanese"}), 1).find("rules"),
            std::string::npos);
  EXPECT_NE(resume_error(record, options({"--time", "30"}), 1).find("main time"),
            std::string::npos);
  // Colours swapped: the record says a had Black.
  EXPECT_NE(resume_error(record, o, 1, "b", "a").find("Black"), std::string::npos);
  // Another game's record under this game's name.
  EXPECT_NE(resume_error(record, o, 2).find("game 2"), std::string::npos);
}

TEST(MatchResume, RecordWithoutWhatTheTallyNeedsIsRefused) {
  const MatchOptions o = options();
  sgf::SgfRecord record = written(sample_outcome(o), o, 1);

  sgf::SgfRecord older = record;
  older.comment.resize(older.comment.find("\ngenmove seconds"));
  EXPECT_NE(resume_error(older, o, 1).find("older kosumi match"), std::string::npos);

  sgf::SgfRecord garbled = record;
  garbled.comment.replace(garbled.comment.find("12 moves"), 8, "many moves");
  EXPECT_NE(resume_error(garbled, o, 1).find("unreadable genmove seconds"), std::string::npos);

  sgf::SgfRecord void_win = record;
  void_win.result = "Void";
  EXPECT_NE(resume_error(void_win, o, 1).find("does not fit"), std::string::npos);

  sgf::SgfRecord unknown_result = record;
  unknown_result.result = "?";
  EXPECT_NE(resume_error(unknown_result, o, 1).find("unknown result"), std::string::npos);

  sgf::SgfRecord illegal = record;
  illegal.moves.push_back(illegal.moves.front());  // onto an occupied point
  EXPECT_NE(resume_error(illegal, o, 1), "no error");
}

}  // namespace
}  // namespace kosumi::match
