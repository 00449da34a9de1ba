#include "eval/text_lines.h"

#include "engine/parse.h"

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

void write_text_header(std::ostream& out, std::string_view description,
                       std::span<const std::string> notes, std::string_view magic, int version) {
  out << description;
  for (const std::string& note : notes)
    out << "# " << note << '\n';
  out << magic << ' ' << version << '\n';
}

std::optional<std::string> TextLines::header_error(std::string_view magic, int version,
                                                   std::string_view kind) {
  std::vector<std::string_view> w;
  if (!next_entry(w)) return name_ + ": empty: not a Kosumi " + std::string(kind);
  if (w.size() != 2 || w[0] != magic) {
    return where() + ": not a Kosumi " + std::string(kind) + " (it must start with '" +
           std::string(magic) + " " + std::to_string(version) + "')";
  }
  if (engine::try_parse<int>(w[1]) != version) {
    return where() + ": format version " + std::string(w[1]) + ", but this build reads version " +
           std::to_string(version);
  }
  return std::nullopt;
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
