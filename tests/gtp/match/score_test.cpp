#include "gtp/match/score.h"

#include <gtest/gtest.h>

namespace kosumi::match {
namespace {

TEST(MatchScore, ReadsGtpScoresAsBlackMargin) {
  EXPECT_EQ(parse_final_score("B+3.5"), 3.5);
  EXPECT_EQ(parse_final_score("W+0.5"), -0.5);
  EXPECT_EQ(parse_final_score(" w+12 \n"), -12);
  EXPECT_EQ(parse_final_score("0"), 0);
}

TEST(MatchScore, RejectsEverythingElse) {
  for (const char* text :
       {"", "B+", "B+R", "W+T", "X+3", "B3.5", "B+-2", "B+3.5x", "B+nan", "resign", "= B+3"}) {
    EXPECT_FALSE(parse_final_score(text)) << text;
  }
}

TEST(MatchScore, FormatsAndReadsBack) {
  EXPECT_EQ(format_final_score(3.5), "B+3.5");
  EXPECT_EQ(format_final_score(-7), "W+7");
  EXPECT_EQ(format_final_score(0), "0");
  for (double margin : {0.5, -0.5, 24.0, -81.5}) {
    EXPECT_EQ(parse_final_score(format_final_score(margin)), margin);
  }
}

}  // namespace
}  // namespace kosumi::match
