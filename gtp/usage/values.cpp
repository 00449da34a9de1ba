#include "gtp/usage/values.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace kosumi::usage {
namespace {

// A bound as a person writes it: 1000000 rather than 1e+06.
std::string bound_text(double bound) {
  std::ostringstream out;
  if (bound == std::floor(bound) && std::abs(bound) < 1e15) {
    out << static_cast<long long>(bound);
  } else {
    out << bound;
  }
  return out.str();
}

}  // namespace

std::string whole_number_expected(std::string_view option, std::string_view text,
                                  std::string_view low, std::string_view high) {
  return std::string(option) + " takes a whole number from " + std::string(low) + " to " +
         std::string(high) + ", not '" + std::string(text) + "'";
}

double real_number(std::string_view option, std::string_view text, double low, double high) {
  const std::optional<double> value = engine::try_parse<double>(text);
  if (!value || !std::isfinite(*value) || *value < low || *value > high) {
    throw UsageError(std::string(option) + " takes a number from " + bound_text(low) + " to " +
                     bound_text(high) + ", not '" + std::string(text) + "'");
  }
  return *value;
}

double real_number(std::string_view option, std::string_view text) {
  const std::optional<double> value = engine::try_parse<double>(text);
  if (!value || !std::isfinite(*value)) {
    throw UsageError(std::string(option) + " takes a number, not '" + std::string(text) + "'");
  }
  return *value;
}

std::string one_of_expected(std::string_view option, std::string_view text,
                            const std::vector<std::string_view>& names) {
  std::string list;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) list += i + 1 == names.size() ? " or " : ", ";
    list += names[i];
  }
  return std::string(option) + " takes " + list + ", not '" + std::string(text) + "'";
}

std::string_view one_of(std::string_view option, std::string_view text,
                        const std::vector<std::string_view>& names) {
  const auto name = std::find(names.begin(), names.end(), text);
  if (name == names.end()) throw UsageError(one_of_expected(option, text, names));
  return *name;
}

}  // namespace kosumi::usage
