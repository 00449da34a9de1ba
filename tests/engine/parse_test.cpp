#include "engine/parse.h"

#include <cmath>
#include <cstdint>
#include <limits>

#include <gtest/gtest.h>

namespace kosumi::engine {
namespace {

TEST(TryParse, ReadsWholeIntegers) {
  EXPECT_EQ(try_parse<int>("42"), 42);
  EXPECT_EQ(try_parse<int>("-7"), -7);
  EXPECT_EQ(try_parse<int64_t>("1099511627776"), int64_t{1} << 40);
  EXPECT_EQ(try_parse<uint64_t>("18446744073709551615"), std::numeric_limits<uint64_t>::max());
}

TEST(TryParse, RefusesEmptyAndTrailingText) {
  EXPECT_EQ(try_parse<int>(""), std::nullopt);
  EXPECT_EQ(try_parse<int>("12x"), std::nullopt);
  EXPECT_EQ(try_parse<int>("12 "), std::nullopt);
  EXPECT_EQ(try_parse<int>(" 12"), std::nullopt);
  EXPECT_EQ(try_parse<int>("+12"), std::nullopt);
  EXPECT_EQ(try_parse<double>("6.5k"), std::nullopt);
  EXPECT_EQ(try_parse<double>("-"), std::nullopt);
}

TEST(TryParse, RefusesNumbersOutOfRange) {
  EXPECT_EQ(try_parse<int>("2147483648"), std::nullopt);
  EXPECT_EQ(try_parse<int8_t>("128"), std::nullopt);
  EXPECT_EQ(try_parse<uint64_t>("-1"), std::nullopt);
  EXPECT_EQ(try_parse<uint64_t>("18446744073709551616"), std::nullopt);
  EXPECT_EQ(try_parse<double>("1e999"), std::nullopt);
}

TEST(TryParse, ReadsFloatingPoint) {
  EXPECT_EQ(try_parse<double>("6.5"), 6.5);
  EXPECT_EQ(try_parse<double>("-0.25"), -0.25);
  EXPECT_EQ(try_parse<double>("1e3"), 1000.0);
  EXPECT_EQ(try_parse<float>("0.5"), 0.5F);
  EXPECT_EQ(try_parse<double>("7"), 7.0);
  // std::from_chars reads these; callers needing a finite value check.
  EXPECT_TRUE(std::isinf(*try_parse<double>("inf")));
}

TEST(TryParse, ReadsIntegersInAnotherBase) {
  EXPECT_EQ(try_parse<uint32_t>("ff", 16), 255U);
  EXPECT_EQ(try_parse<uint32_t>("fg", 16), std::nullopt);
  EXPECT_EQ(try_parse<int>("ff"), std::nullopt);
}

}  // namespace
}  // namespace kosumi::engine
