#include "gtp/match/report.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace kosumi::match {
namespace {

MatchTally sample_tally() {
  MatchTally tally;
  tally.engines[0].name = "GNU Go 3.8";
  tally.engines[1].name = "Kosumi \"test\"";
  tally.games = 10;
  tally.engines[0].wins = 7;
  tally.engines[0].wins_as_black = 4;
  tally.engines[0].wins_as_white = 3;
  tally.engines[1].wins = 3;
  tally.engines[1].crashes = 2;
  tally.black_wins = 6;
  tally.white_wins = 4;
  return tally;
}

MatchOptions sample_options() {
  return parse_match_options({"--black", "gnugo --mode gtp", "--white", "kosumi gtp", "--games",
                              "10", "--size", "9", "--alternate"});
}

TEST(MatchReport, TableShowsWinsIntervalsAndFaults) {
  const std::string table = format_report(sample_tally(), sample_options());
  EXPECT_NE(table.find("Results of 10 games (9x9, chinese rules, komi 7.5"), std::string::npos);
  EXPECT_NE(table.find("GNU Go 3.8"), std::string::npos);
  EXPECT_NE(table.find("7 (4 / 3)"), std::string::npos);
  EXPECT_NE(table.find("70.0% [39.7%, 89.2%]"), std::string::npos) << table;
  EXPECT_NE(table.find("+147"), std::string::npos) << table;
  EXPECT_NE(table.find("Black won 6, White won 4"), std::string::npos);
}

TEST(MatchReport, UncertainCountsAreNamedInTableAndJson) {
  MatchTally tally = sample_tally();
  EXPECT_EQ(format_report(tally, sample_options()).find("uncertain"), std::string::npos);
  tally.uncertain_counts = 2;
  EXPECT_NE(format_report(tally, sample_options()).find("The referee marked 2 count(s) uncertain"),
            std::string::npos);
  EXPECT_NE(format_json(tally, sample_options()).find("\"uncertain_counts\": 2"),
            std::string::npos);
}

TEST(MatchReport, JsonCarriesTheSameFiguresAndEscapesNames) {
  const std::string json = format_json(sample_tally(), sample_options());
  EXPECT_NE(json.find("\"games\": 10"), std::string::npos);
  EXPECT_NE(json.find("\"name\": \"Kosumi \\\"test\\\"\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"wins\": 7"), std::string::npos);
  EXPECT_NE(json.find("\"win_rate\": 0.7,"), std::string::npos) << json;
  EXPECT_NE(json.find("\"crashes\": 2"), std::string::npos);
  EXPECT_NE(json.find("\"alternate\": true"), std::string::npos);
}

// Scripts read the JSON by key: it parses, with the keys in the order
// written and every figure a number.
TEST(MatchReport, JsonReadsBackWithItsKeysInOrder) {
  const nlohmann::json json = nlohmann::json::parse(format_json(sample_tally(), sample_options()));
  EXPECT_EQ(json.at("games"), 10);
  EXPECT_EQ(json.at("settings").at("size"), 9);
  EXPECT_EQ(json.at("settings").at("rules"), "chinese");
  EXPECT_EQ(json.at("settings").at("time"), nullptr);
  ASSERT_EQ(json.at("engines").size(), 2U);
  EXPECT_EQ(json.at("engines")[0].at("command"), "gnugo --mode gtp");
  EXPECT_EQ(json.at("engines")[1].at("name"), "Kosumi \"test\"");
  EXPECT_DOUBLE_EQ(json.at("engines")[0].at("win_rate").get<double>(), 0.7);
  const nlohmann::ordered_json ordered =
      nlohmann::ordered_json::parse(format_json(sample_tally(), sample_options()));
  EXPECT_EQ(ordered.begin().key(), "games");
  EXPECT_EQ(ordered.at("engines")[0].begin().key(), "command");
}

TEST(MatchReport, InfiniteEloBoundIsNullInJson) {
  MatchTally tally = sample_tally();
  tally.engines[0].wins = 10;
  tally.engines[1].wins = 0;
  const std::string json = format_json(tally, sample_options());
  EXPECT_NE(json.find("\"elo\": null"), std::string::npos) << json;
  EXPECT_NE(json.find("\"elo_high\": null"), std::string::npos);
  EXPECT_NE(format_report(tally, sample_options()).find("+inf"), std::string::npos);
}

TEST(MatchReport, EvenScoreIsPlusZeroElo) {
  MatchTally tally = sample_tally();
  tally.engines[0].wins = 5;
  tally.engines[1].wins = 5;
  const std::string table = format_report(tally, sample_options());
  EXPECT_NE(table.find("+0 ["), std::string::npos) << table;
  EXPECT_EQ(table.find("-0 ["), std::string::npos) << table;
}

TEST(MatchReport, ProgressLineGivesGamesAndScore) {
  EXPECT_EQ(format_progress(sample_tally(), 20), "games 10/20  GNU Go 3.8 7 - 3 Kosumi \"test\"");
}

}  // namespace
}  // namespace kosumi::match
