#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

namespace kosumi::eval {

// The words of a line, split at spaces and tabs (a carriage return counts
// as a space, for files written on Windows).
std::vector<std::string_view> split_words(std::string_view line);

// `value` as `digits` lower-case hex digits, zeros in front.
std::string hex_digits(uint64_t value, int digits);

// Reads the entries of a data file of Kosumi's (the weights file, the
// opening table): lines of words, with blank lines and lines whose first
// word starts with '#' left out. Keeps the line number for messages.
class TextLines {
 public:
  TextLines(std::istream& in, std::string name) : in_(in), name_(std::move(name)) {}

  // The words of the next entry; false at the end of the file. The words
  // stay valid until the next call.
  bool next_entry(std::vector<std::string_view>& words);
  // The current line's text.
  const std::string& line() const { return line_; }
  // "NAME:LINE" for a message about the current entry, and "NAME" for one
  // about the whole file.
  std::string where() const { return name_ + ":" + std::to_string(line_number_); }
  const std::string& name() const { return name_; }

 private:
  std::istream& in_;
  std::string name_;
  std::string line_;
  int line_number_ = 0;
};

}  // namespace kosumi::eval
