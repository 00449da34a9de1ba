#pragma once

#include <iosfwd>
#include <span>
#include <stdexcept>
#include <string>

#include "search/opening_book.h"

namespace kosumi::search {

// The book file: an OpeningBook as text, one entry a line.
//
//   # comment lines (anywhere) and blank lines are ignored
//   kosumi-book 1                      the format and its version, first
//   size N                             the board size, 2 to 25
//   komi MIN MAX                       the komi the book applies to
//   position KEY MOVE WINRATE VISITS [MOVE WINRATE VISITS ...] [| LINE]
//   end                                nothing may follow
//
// KEY is the canonical position (CanonicalPosition: "B" or "W", then one
// of . X O per point, row by row from A1); each MOVE is a point (GTP
// coordinates, on the canonical image, empty there) with the win rate for
// the player to move (0 to 1) and the visits the book's search gave it,
// most visited first. LINE is the moves that led there from the empty
// board, for the reader. Version 1 fixes the key and the coordinates.
inline constexpr int kBookFormatVersion = 1;

// A file that is not a book file this build reads: the message names the
// file, the line and what is wrong.
class BookFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a book; `name` is the file's name for messages. Throws
// BookFileError for anything malformed, another version, a key that is not
// canonical, a repeated position and a missing `end`.
OpeningBook read_book(std::istream& in, const std::string& name);
OpeningBook load_book(const std::string& path);

// Writes the book with `notes` (how it was built) as comment lines after
// the format's own description.
void write_book(std::ostream& out, const OpeningBook& book, std::span<const std::string> notes);
// Writes to a file beside `path`, then renames it over `path`, so that a
// build stopped at any moment leaves the old book or the new one whole.
// Throws BookFileError when it cannot.
void save_book(const std::string& path, const OpeningBook& book,
               std::span<const std::string> notes);

}  // namespace kosumi::search
