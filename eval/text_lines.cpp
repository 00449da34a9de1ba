#include "eval/text_lines.h"

namespace kosumi::eval {

std::vector<std::string_view> split_words(std::string_view line) {
  const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i]))
      ++i;
    size_t j = i;
    while (j < line.size() && !is_space(line[j]))
      ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  return words;
}

std::string hex_digits(uint64_t value, int digits) {
  std::string text(static_cast<size_t>(digits), '0');
  for (int i = digits - 1; i >= 0 && value != 0; --i, value >>= 4) {
    text[static_cast<size_t>(i)] = "0123456789abcdef"[value & 15u];
  }
  return text;
}

bool TextLines::next_entry(std::vector<std::string_view>& words) {
  while (std::getline(in_, line_)) {
    ++line_number_;
    words = split_words(line_);
    if (!words.empty() && !words[0].starts_with('#')) return true;
  }
  return false;
}

}  // namespace kosumi::eval
