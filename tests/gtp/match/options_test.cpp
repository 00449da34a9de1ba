#include "gtp/match/options.h"

#include <gtest/gtest.h>

namespace kosumi::match {
namespace {

std::vector<std::string> with_engines(std::vector<std::string> rest) {
  std::vector<std::string> args = {"--black",    "gnugo --mode gtp", "--white",
                                   "kosumi gtp", "--games",          "4"};
  args.insert(args.end(), rest.begin(), rest.end());
  return args;
}

std::string error_of(const std::vector<std::string>& args) {
  try {
    parse_match_options(args);
  } catch (const MatchUsageError& e) {
    return e.what();
  }
  return "";
}

TEST(MatchOptions, DefaultsFollowTheRulePreset) {
  const MatchOptions o = parse_match_options(with_engines({}));
  EXPECT_EQ(o.black_command, "gnugo --mode gtp");
  EXPECT_EQ(o.white_command, "kosumi gtp");
  EXPECT_EQ(o.games, 4);
  EXPECT_EQ(o.size, 19);
  EXPECT_EQ(o.rules, *engine::Rules::preset("chinese"));
  EXPECT_EQ(o.rules.komi, 7.5);
  EXPECT_EQ(o.max_moves, default_max_moves(19));
  EXPECT_FALSE(o.time);
  EXPECT_EQ(o.parallel, 1);
  EXPECT_EQ(o.move_timeout, 60);
}

TEST(MatchOptions, ReadsEveryOption) {
  const MatchOptions o = parse_match_options(with_engines({"--size",      "9",
                                                           "--komi",      "7",
                                                           "--rules",     "japanese",
                                                           "--handicap",  "2",
                                                           "--alternate", "--parallel",
                                                           "3",           "--time",
                                                           "60+10/5",     "--move-timeout",
                                                           "2.5",         "--max-moves",
                                                           "200",         "--openings",
                                                           "a.sgf",       "b.sgf",
                                                           "--referee",   "gnugo --mode gtp",
                                                           "--sgf-dir",   "out",
                                                           "--json",      "r.json",
                                                           "--seed",      "42",
                                                           "--resume"}));
  EXPECT_EQ(o.size, 9);
  EXPECT_EQ(o.rules.komi, 7);
  EXPECT_EQ(o.rules.counting, engine::Counting::Territory);
  EXPECT_EQ(o.handicap, 2);
  EXPECT_TRUE(o.alternate);
  EXPECT_EQ(o.parallel, 3);
  ASSERT_TRUE(o.time);
  EXPECT_EQ(o.time->main_seconds, 60);
  EXPECT_EQ(o.time->byoyomi_seconds, 10);
  EXPECT_EQ(o.time->byoyomi_stones, 5);
  EXPECT_EQ(o.move_timeout, 2.5);
  EXPECT_EQ(o.max_moves, 200);
  EXPECT_EQ(o.openings, (std::vector<std::string>{"a.sgf", "b.sgf"}));
  EXPECT_EQ(o.referee_command, "gnugo --mode gtp");
  EXPECT_EQ(o.sgf_dir, "out");
  EXPECT_EQ(o.json_path, "r.json");
  EXPECT_EQ(o.seed, 42u);
  EXPECT_TRUE(o.resume);
}

TEST(MatchOptions, HandicapGameGetsHalfPointKomiByDefault) {
  EXPECT_EQ(parse_match_options(with_engines({"--handicap", "4"})).rules.komi, 0.5);
}

TEST(MatchOptions, TimeControlReadsAbsoluteAndByoyomiForms) {
  const MatchTimeControl absolute = parse_time_control("300");
  EXPECT_EQ(absolute.main_seconds, 300);
  EXPECT_FALSE(absolute.has_byoyomi());
  EXPECT_EQ(absolute.to_string(), "300");
  const MatchTimeControl byoyomi = parse_time_control("0+5/1");
  EXPECT_EQ(byoyomi.main_seconds, 0);
  EXPECT_EQ(byoyomi.byoyomi_seconds, 5);
  EXPECT_EQ(byoyomi.byoyomi_stones, 1);
  EXPECT_EQ(byoyomi.to_string(), "0+5/1");
}

TEST(MatchOptions, BadInputNamesTheOption) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--white", "x", "--games", "2"}, "--black"},
      {{"--black", "x", "--games", "2"}, "--white"},
      {{"--black", "x", "--white", "y"}, "--games"},
      {with_engines({"--games", "0"}), "--games"},
      {with_engines({"--size", "26"}), "--size"},
      {with_engines({"--size", "nine"}), "--size"},
      {with_engines({"--komi", "x"}), "--komi"},
      {with_engines({"--rules", "klingon"}), "--rules"},
      {with_engines({"--handicap", "1"}), "--handicap"},
      {with_engines({"--size", "7", "--handicap", "5"}), "--handicap"},
      {with_engines({"--time", "10+5"}), "--time"},
      {with_engines({"--time", "0"}), "--time"},
      {with_engines({"--time", "10+0/1"}), "--time"},
      {with_engines({"--time", "-3"}), "--time"},
      {with_engines({"--move-timeout", "0"}), "--move-timeout"},
      {with_engines({"--parallel", "0"}), "--parallel"},
      {with_engines({"--openings"}), "--openings"},
      {with_engines({"--seed"}), "--seed"},
      {with_engines({"--frobnicate"}), "--frobnicate"},
      {{"--black", "gnugo 'unbalanced", "--white", "y", "--games", "1"}, "--black"},
      {{"--black", "x", "--white", "   ", "--games", "1"}, "--white"},
      {with_engines({"--referee", "\"open"}), "--referee"},
      {with_engines({"--resume"}), "--resume"},
  };
  for (const auto& [args, option] : cases) {
    const std::string error = error_of(args);
    EXPECT_NE(error.find(option), std::string::npos) << option << ": '" << error << "'";
  }
}

TEST(MatchOptions, ErrorsNameTheBadText) {
  EXPECT_EQ(error_of(with_engines({"--games", "4x"})),
            "--games takes a whole number from 1 to 1000000, not '4x'");
  EXPECT_EQ(error_of(with_engines({"--komi", "7.5.5"})),
            "--komi takes a number from -1000 to 1000, not '7.5.5'");
  EXPECT_EQ(error_of(with_engines({"--time", "60+10/x"})),
            "--time's byo-yomi stones takes a whole number from 1 to 1000000, not 'x'");
  EXPECT_EQ(error_of(with_engines({"--frobnicate", "1"})), "unknown option '--frobnicate'");
  EXPECT_EQ(error_of(with_engines({"stray"})),
            "unexpected argument 'stray': kosumi match takes options alone");
  EXPECT_EQ(error_of(with_engines({"--seed"})), "--seed needs a value: --seed N");
}

TEST(MatchOptions, ANegativeKomiIsAValue) {
  EXPECT_EQ(parse_match_options(with_engines({"--komi", "-3"})).rules.komi, -3);
}

TEST(MatchOptions, ALaterValueOfAnOptionWins) {
  EXPECT_EQ(parse_match_options(with_engines({"--size", "9", "--size", "13"})).size, 13);
  EXPECT_EQ(parse_match_options(with_engines({"--black", "other"})).black_command, "other");
}

TEST(MatchOptions, HelpNeedsNothingElseAndShowsTheDefaults) {
  EXPECT_TRUE(parse_match_options({"--help"}).help);
  const std::string help = match_usage();
  EXPECT_NE(help.find("--referee"), std::string::npos);
  const MatchOptions defaults;
  EXPECT_NE(help.find("--size N=" + std::to_string(defaults.size) + " "), std::string::npos)
      << help;
  EXPECT_NE(help.find("--rules NAME=" + defaults.rules_name + " "), std::string::npos) << help;
  EXPECT_NE(help.find("--seed N=" + std::to_string(defaults.seed) + " "), std::string::npos)
      << help;
}

}  // namespace
}  // namespace kosumi::match
