#pragma once

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <istream>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kosumi::eval {

// The words of a line, split at spaces and tabs (a carriage return counts
// as a space, for files written on Windows).
std::vector<std::string_view> split_words(std::string_view line);

// `value` as `digits` lower-case hex digits, zeros in front.
std::string hex_digits(uint64_t value, int digits);

// The head of a data file: `description` (comment lines, each ending in a
// newline), the notes as comment lines, then 'MAGIC VERSION'.
void write_text_header(std::ostream& out, std::string_view description,
                       std::span<const std::string> notes, std::string_view magic, int version);

// Reads the entries of a data file of Kosumi's (the weights file, the
// opening table, the opening book): lines of words, with blank lines and lines whose first
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
  // Reads the first entry, which must be 'MAGIC VERSION' with this
  // version: nullopt when it is, else the message that says why not, with
  // where; `kind` names the file ("weights file").
  std::optional<std::string> header_error(std::string_view magic, int version,
                                          std::string_view kind);
  // Reads the entries up to the 'end' line that closes the file, each by
  // `read(words)`, which returns false for an entry it does not know.
  // Throws Error, with where, for such an entry, for an entry after 'end'
  // and for a file without 'end' (a truncated one).
  template <class Error, class Read>
  void read_entries_to_end(Read&& read) {
    bool ended = false;
    std::vector<std::string_view> words;
    while (next_entry(words)) {
      if (ended) throw Error(where() + ": entry after 'end'");
      if (words[0] == "end" && words.size() == 1) {
        ended = true;
      } else if (!read(words)) {
        throw Error(where() + ": unknown entry '" + line_ + "'");
      }
    }
    if (!ended) throw Error(name_ + ": no 'end' line: the file is truncated");
  }

 private:
  std::istream& in_;
  std::string name_;
  std::string line_;
  int line_number_ = 0;
};

// The file at `path` read by `read(in, path)`; throws Error("PATH: cannot
// open the file") when it cannot be opened.
template <class Error, class Read>
auto read_text_file(const std::string& path, Read&& read) {
  std::ifstream in(path);
  if (!in) throw Error(path + ": cannot open the file");
  return std::forward<Read>(read)(in, path);
}

// Writes the file at `path` with `write(out)`; throws Error("PATH: cannot
// write the file") when it cannot be written.
template <class Error, class Write>
void write_text_file(const std::string& path, Write&& write) {
  std::ofstream out(path);
  if (out) std::forward<Write>(write)(out);
  out.flush();
  if (!out) throw Error(path + ": cannot write the file");
}

// Writes the file at `path` whole or not at all: `write(out)` into
// PATH.new, then renamed over `path`, so that a writer stopped at any
// moment leaves the old file or the new one. Throws Error naming the file
// that cannot be written or replaced.
template <class Error, class Write>
void replace_text_file(const std::string& path, Write&& write) {
  const std::string temporary = path + ".new";
  write_text_file<Error>(temporary, std::forward<Write>(write));
  if (std::rename(temporary.c_str(), path.c_str()) != 0)
    throw Error(path + ": cannot replace the file with " + temporary);
}

}  // namespace kosumi::eval
