#include "engine/rules.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace kosumi::engine {
namespace {

Rules preset(const char* name) {
  const auto r = Rules::preset(name);
  if (!r) throw std::invalid_argument(name);
  return *r;
}

// The table of RULES.md, row by row.
TEST(Rules, JapanesePresetIsSimpleKoTerritoryNoPassStones) {
  const Rules r = preset("japanese");
  EXPECT_EQ(r.ko, KoRule::Simple);
  EXPECT_FALSE(r.suicide_allowed);
  EXPECT_EQ(r.counting, Counting::Territory);
  EXPECT_FALSE(r.pass_stones);
  EXPECT_FALSE(r.white_passes_last);
  EXPECT_TRUE(r.dead_stones_removed);
  EXPECT_FALSE(r.button);
  EXPECT_EQ(r.komi, 6.5);
}

TEST(Rules, ChinesePresetIsPositionalSuperkoArea) {
  const Rules r = preset("chinese");
  EXPECT_EQ(r.ko, KoRule::PositionalSuperko);
  EXPECT_FALSE(r.suicide_allowed);
  EXPECT_EQ(r.counting, Counting::Area);
  EXPECT_FALSE(r.pass_stones);
  EXPECT_TRUE(r.dead_stones_removed);
  EXPECT_EQ(r.handicap_compensation, HandicapCompensation::PerStone);
  EXPECT_EQ(r.komi, 7.5);
}

TEST(Rules, FrenchPresetIsSituationalSuperkoAreaWithPassStones) {
  const Rules r = preset("french");
  EXPECT_EQ(r.ko, KoRule::SituationalSuperko);
  EXPECT_FALSE(r.suicide_allowed);
  EXPECT_EQ(r.counting, Counting::Area);
  EXPECT_TRUE(r.pass_stones);
  EXPECT_FALSE(r.white_passes_last);
  EXPECT_EQ(r.komi, 7.5);
}

TEST(Rules, AgaPresetIsSituationalSuperkoTerritoryWithPassStonesAndWhitePassingLast) {
  const Rules r = preset("aga");
  EXPECT_EQ(r.ko, KoRule::SituationalSuperko);
  EXPECT_FALSE(r.suicide_allowed);
  EXPECT_EQ(r.counting, Counting::Territory);
  EXPECT_TRUE(r.pass_stones);
  EXPECT_TRUE(r.white_passes_last);
  EXPECT_EQ(r.handicap_compensation, HandicapCompensation::PerStoneAfterFirst);
  EXPECT_EQ(r.komi, 7.5);
}

TEST(Rules, TrompTaylorPresetAllowsSuicideAndKeepsEveryStone) {
  const Rules r = preset("tromp-taylor");
  EXPECT_EQ(r.ko, KoRule::PositionalSuperko);
  EXPECT_TRUE(r.suicide_allowed);
  EXPECT_EQ(r.counting, Counting::Area);
  EXPECT_FALSE(r.pass_stones);
  EXPECT_FALSE(r.dead_stones_removed);
  EXPECT_EQ(r.komi, 7.5);
}

TEST(Rules, NewZealandPresetIsSituationalSuperkoAreaWithSuicide) {
  const Rules r = preset("new-zealand");
  EXPECT_EQ(r.ko, KoRule::SituationalSuperko);
  EXPECT_TRUE(r.suicide_allowed);
  EXPECT_EQ(r.counting, Counting::Area);
  EXPECT_FALSE(r.pass_stones);
  EXPECT_TRUE(r.dead_stones_removed);
  EXPECT_EQ(r.komi, 7.5);
}

TEST(Rules, ButtonIsOffInEveryPreset) {
  for (std::string_view name : Rules::preset_names()) {
    EXPECT_FALSE(Rules::preset(name)->button) << name;
  }
}

TEST(Rules, PresetNamesAreTheSixOfRulesMd) {
  const auto names = Rules::preset_names();
  const std::set<std::string_view> got(names.begin(), names.end());
  const std::set<std::string_view> want = {"japanese", "chinese",      "french",
                                           "aga",      "tromp-taylor", "new-zealand"};
  EXPECT_EQ(got, want);
  EXPECT_EQ(names.size(), want.size());
}

TEST(Rules, UnknownPresetNameGivesNothing) {
  EXPECT_FALSE(Rules::preset("klingon"));
  EXPECT_FALSE(Rules::preset(""));
  EXPECT_FALSE(Rules::preset("Japanese"));
}

TEST(Rules, NameOfAPresetIgnoresKomiAndOtherRulesAreCustom) {
  for (std::string_view name : Rules::preset_names()) {
    Rules r = *Rules::preset(name);
    EXPECT_EQ(r.name(), name);
    r.komi = 0.5;
    EXPECT_EQ(r.name(), name);
  }
  Rules r = preset("japanese");
  r.button = true;
  EXPECT_EQ(r.name(), "custom");
}

TEST(Rules, ToStringNamesThePresetAndKomi) {
  const std::string text = preset("aga").to_string();
  EXPECT_NE(text.find("aga"), std::string::npos) << text;
  EXPECT_NE(text.find("situational-superko"), std::string::npos) << text;
  EXPECT_NE(text.find("pass stones"), std::string::npos) << text;
  EXPECT_NE(text.find("komi 7.5"), std::string::npos) << text;
}

TEST(Rules, HashSeparatesPresetsAndKomiAndMatchesEqualRules) {
  std::set<uint64_t> hashes;
  for (std::string_view name : Rules::preset_names())
    hashes.insert(Rules::preset(name)->hash());
  EXPECT_EQ(hashes.size(), Rules::preset_names().size());
  Rules a = preset("chinese");
  Rules b = preset("chinese");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.hash(), b.hash());
  b.komi = 6.5;
  EXPECT_NE(a, b);
  EXPECT_NE(a.hash(), b.hash());
}

TEST(Rules, DefaultKomiIsThePresetsInEvenGamesAndHalfAPointWithHandicap) {
  EXPECT_EQ(preset("japanese").default_komi(0), 6.5);
  EXPECT_EQ(preset("chinese").default_komi(0), 7.5);
  for (std::string_view name : Rules::preset_names()) {
    EXPECT_EQ(Rules::preset(name)->default_komi(2), 0.5) << name;
    EXPECT_EQ(Rules::preset(name)->default_komi(9), 0.5) << name;
  }
}

// RULES.md: under area counting White gets a point per handicap stone
// (Chinese) or per stone after the first (AGA's choice); under territory
// counting nothing beyond the 0.5 komi, since the count of territory and
// prisoners already leaves Black's extra stones out.
TEST(Rules, HandicapPointsPerPreset) {
  EXPECT_EQ(preset("chinese").handicap_points(4), 4);
  EXPECT_EQ(preset("french").handicap_points(3), 3);
  EXPECT_EQ(preset("tromp-taylor").handicap_points(9), 9);
  EXPECT_EQ(preset("new-zealand").handicap_points(2), 2);
  EXPECT_EQ(preset("japanese").handicap_points(4), 0);
  Rules area_after_first = preset("chinese");
  area_after_first.handicap_compensation = HandicapCompensation::PerStoneAfterFirst;
  EXPECT_EQ(area_after_first.handicap_points(4), 3);
}

TEST(Rules, AgaTerritoryCountDoesNotAddHandicapPointsTwice) {
  EXPECT_EQ(preset("aga").handicap_points(4), 0);
  EXPECT_EQ(preset("aga").handicap_points(9), 0);
}

TEST(Rules, NoHandicapPointsInEvenGames) {
  for (std::string_view name : Rules::preset_names()) {
    EXPECT_EQ(Rules::preset(name)->handicap_points(0), 0) << name;
    EXPECT_EQ(Rules::preset(name)->handicap_points(1), 0) << name;
  }
}

}  // namespace
}  // namespace kosumi::engine
