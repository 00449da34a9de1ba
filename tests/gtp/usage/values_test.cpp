#include "gtp/usage/values.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

namespace kosumi::usage {
namespace {

template <class Read>
std::string error_of(Read read) {
  try {
    read();
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}

TEST(Values, AWholeNumberInItsRange) {
  EXPECT_EQ(whole_number("--size", "9", 2, 25), 9);
  EXPECT_EQ(whole_number("--size", "25", 2, 25), 25);
  EXPECT_EQ(whole_number<uint64_t>("--seed", "18446744073709551615", 0,
                                   std::numeric_limits<uint64_t>::max()),
            std::numeric_limits<uint64_t>::max());
  for (const char* bad : {"26", "1", "nine", "9.0", "", " 9", "-0x1"}) {
    EXPECT_EQ(error_of([&] { whole_number("--size", bad, 2, 25); }),
              "--size takes a whole number from 2 to 25, not '" + std::string(bad) + "'");
  }
}

TEST(Values, ARealNumberInItsRangeAndFinite) {
  EXPECT_EQ(real_number("--time", "2.5", 0.001, 1e6), 2.5);
  EXPECT_EQ(real_number("--param x", "-7"), -7);
  EXPECT_EQ(error_of([] { real_number("--time", "0", 0.001, 1e6); }),
            "--time takes a number from 0.001 to 1000000, not '0'");
  EXPECT_EQ(error_of([] { real_number("--komi", "inf", -1000, 1000); }),
            "--komi takes a number from -1000 to 1000, not 'inf'");
  EXPECT_EQ(error_of([] { real_number("--param x", "nan"); }),
            "--param x takes a number, not 'nan'");
}

TEST(Values, OneOfTheNamesListsThemWhenItIsNot) {
  EXPECT_EQ(one_of("--playout", "light", {"heavy", "light"}), "light");
  EXPECT_EQ(error_of([] {
              one_of("--playout", "fast", {"heavy", "light"});
            }),
            "--playout takes heavy or light, not 'fast'");
  EXPECT_EQ(one_of_expected("--rules", "x", {"a", "b", "c"}), "--rules takes a, b or c, not 'x'");
}

}  // namespace
}  // namespace kosumi::usage
