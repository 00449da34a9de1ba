#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/parse.h"
#include "gtp/usage/command_line.h"

namespace kosumi::usage {

// The values of options, read from their text. Each refusal is a
// UsageError that names the option, says what it takes and quotes what it
// was given, so that every front end words a bad value alike.

// "--size takes a whole number from 2 to 25, not 'x'".
std::string whole_number_expected(std::string_view option, std::string_view text,
                                  std::string_view low, std::string_view high);

// A whole number from `low` to `high`.
template <class T>
T whole_number(std::string_view option, std::string_view text, T low, T high) {
  static_assert(std::is_integral_v<T>);
  const std::optional<T> value = engine::try_parse<T>(text);
  if (!value || *value < low || *value > high) {
    throw UsageError(
        whole_number_expected(option, text, std::to_string(low), std::to_string(high)));
  }
  return *value;
}

// A finite number from `low` to `high`.
double real_number(std::string_view option, std::string_view text, double low, double high);
// Any finite number.
double real_number(std::string_view option, std::string_view text);

// "--playout takes heavy or light, not 'fast'".
std::string one_of_expected(std::string_view option, std::string_view text,
                            const std::vector<std::string_view>& names);

// `text` when it is one of `names`.
std::string_view one_of(std::string_view option, std::string_view text,
                        const std::vector<std::string_view>& names);

}  // namespace kosumi::usage
