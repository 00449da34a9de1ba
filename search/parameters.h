#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "search/search.h"

namespace kosumi::search {

// The search's tunable numbers by name, for matches that try one value
// against another (`kosumi gtp --param heavy.atari=0.5`): the tree's
// (tree.*), the heavy playout policy's (heavy.*), the priors' (prior.*) and
// the sharing between the ranks of a cluster (cluster.*).
// Each has a range outside of which a value is a typo.
struct ParameterInfo {
  std::string_view name;
  double low;
  double high;
  std::string_view help;
};

// Every parameter, in a fixed order.
const std::vector<ParameterInfo>& parameters();

// Sets `name` to `value` in `options`. Throws std::invalid_argument naming
// the problem for an unknown name or a value out of range; `options` is then
// unchanged.
void set_parameter(SearchOptions& options, std::string_view name, double value);

// The parameter's current value in `options`.
double parameter_value(const SearchOptions& options, std::string_view name);

}  // namespace kosumi::search
