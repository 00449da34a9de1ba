#include "search/parameters.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <stdexcept>
#include <string>

namespace kosumi::search {
namespace {

TEST(SearchParameters, SetReachesTheNamedField) {
  SearchOptions o;
  set_parameter(o, "heavy.atari", 0.25);
  set_parameter(o, "tree.rave_equivalence", 1500);
  set_parameter(o, "prior.distance2", 33);
  set_parameter(o, "heavy.read_ladders", 0);
  set_parameter(o, "tree.expand_visits", 5);
  set_parameter(o, "heavy.learned_shapes", 2.5);
  EXPECT_DOUBLE_EQ(o.heavy.atari, 0.25);
  EXPECT_FLOAT_EQ(o.tree.rave_equivalence, 1500);
  EXPECT_FLOAT_EQ(o.priors.distance[2], 33);
  EXPECT_FALSE(o.heavy.read_ladders);
  EXPECT_EQ(o.tree.expand_visits, 5u);
  EXPECT_FLOAT_EQ(o.playout_shapes.learned_min_gamma, 2.5);
  EXPECT_DOUBLE_EQ(parameter_value(o, "prior.distance2"), 33);
}

TEST(SearchParameters, EveryParameterReadsItsDefaultAndTakesItsBounds) {
  const SearchOptions defaults;
  std::set<std::string> names;
  for (const ParameterInfo& p : parameters()) {
    EXPECT_TRUE(names.insert(std::string(p.name)).second) << "duplicate " << p.name;
    const double value = parameter_value(defaults, p.name);
    EXPECT_GE(value, p.low) << p.name;
    EXPECT_LE(value, p.high) << p.name;
    SearchOptions o;
    set_parameter(o, p.name, p.low);
    EXPECT_NEAR(parameter_value(o, p.name), p.low, 1e-6 * (1 + p.low)) << p.name;
  }
}

TEST(SearchParameters, UnknownNameOrOutOfRangeIsRefusedAndChangesNothing) {
  SearchOptions o;
  EXPECT_THROW(set_parameter(o, "heavy.atrai", 0.5), std::invalid_argument);
  EXPECT_THROW(set_parameter(o, "heavy.atari", 1.5), std::invalid_argument);
  EXPECT_THROW(set_parameter(o, "heavy.atari", std::nan("")), std::invalid_argument);
  EXPECT_DOUBLE_EQ(o.heavy.atari, SearchOptions{}.heavy.atari);
}

}  // namespace
}  // namespace kosumi::search
