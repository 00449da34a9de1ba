#include "engine/random.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

namespace kosumi::engine {
namespace {

// Chance must answer exactly as uniform() < p, drawing the same numbers:
// two generators from one seed stay in step, draw for draw.
TEST(Chance, AnswersAsUniformBelowTheProbability) {
  constexpr std::array<double, 9> kProbabilities = {1e-9, 0.05, 0.2,      0.25,         1.0 / 3,
                                                    0.5,  0.9,  0.999999, 1 - 0x1.0p-53};
  for (const double p : kProbabilities) {
    const Chance chance(p);
    Rng a(12345);
    Rng b(12345);
    int fired = 0;
    for (int i = 0; i < 100000; ++i) {
      const bool expected = b.uniform() < p;
      ASSERT_EQ(chance.fires(a), expected) << "p = " << p << ", draw " << i;
      fired += static_cast<int>(expected);
    }
    EXPECT_EQ(a.next(), b.next()) << "p = " << p;
    if (p > 0.01 && p < 0.99) {
      EXPECT_NEAR(fired / 100000.0, p, 0.01) << "p = " << p;
    }
  }
}

// At the boundary: a number whose top 53 bits are k is below p exactly when
// k < p·2^53, also when p·2^53 is not a whole number (k = its floor).
TEST(Chance, SplitsAtTheProbabilityExactly) {
  // The first seed whose first number has k below 2^52, so that k + 1/2
  // is a double.
  uint64_t seed = 1;
  while ((Rng(seed).next() >> 11) >= (uint64_t{1} << 52))
    ++seed;
  const uint64_t k = Rng(seed).next() >> 11;
  const auto fires = [&](double p) {
    Rng rng(seed);
    return Chance(p).fires(rng);
  };
  EXPECT_FALSE(fires(static_cast<double>(k) * 0x1.0p-53));
  EXPECT_TRUE(fires((static_cast<double>(k) + 0.5) * 0x1.0p-53));
  EXPECT_TRUE(fires(static_cast<double>(k + 1) * 0x1.0p-53));
}

TEST(Chance, CertaintiesDrawNothing) {
  for (const double p : {1.0, 1.5, 0.0, -0.5}) {
    Rng a(7);
    Rng untouched(7);
    const bool fired = Chance(p).fires(a);
    EXPECT_EQ(fired, p >= 1) << "p = " << p;
    EXPECT_EQ(a.next(), untouched.next()) << "p = " << p;
  }
}

}  // namespace
}  // namespace kosumi::engine
