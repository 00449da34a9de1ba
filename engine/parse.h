#pragma once

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace kosumi::engine {

// A whole text as a number of type T: std::nullopt for empty text, text
// that is not a number, a number followed by anything (even a space), or a
// number beyond T's range. No leading '+' or space, as std::from_chars
// reads it; integers in `base` (floating point always in decimal, "inf" and
// "nan" included: callers that need a finite value check for it). Every
// layer reads its numbers through this one function, so that "12x" and ""
// are refused alike everywhere.
template <class T>
std::optional<T> try_parse(std::string_view text, int base = 10) {
  static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>);
  T value{};
  const char* const end = text.data() + text.size();
  std::from_chars_result result{};
  if constexpr (std::is_floating_point_v<T>) {
    result = std::from_chars(text.data(), end, value);
  } else {
    result = std::from_chars(text.data(), end, value, base);
  }
  if (result.ec != std::errc() || result.ptr != end) return std::nullopt;
  return value;
}

}  // namespace kosumi::engine
