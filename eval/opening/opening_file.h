#pragma once

#include <iosfwd>
#include <span>
#include <stdexcept>
#include <string>

#include "eval/opening/opening_prior.h"

namespace kosumi::eval {

// The opening table as text, one position a line:
//
//   # comment lines (anywhere) and blank lines are ignored
//   kosumi-opening 1              the format and its version, first
//   size 19                       the board size
//   moves 30                      the positions are those before the first 30 moves
//   position KEY GAMES [MOVE COUNT]...
//   end                           nothing may follow
//
// KEY is a position's canonical key (16 hex digits, symmetry.h), GAMES how
// many games reached it, then its moves (GTP coordinates in the canonical
// image) with how many of those games played each, the most played first;
// moves played too rarely to keep are left out, so the counts may sum to
// less than GAMES. Version 1 fixes the Zobrist keys (engine/zobrist.h) and
// the numbering of the symmetries (symmetry.h): a change to either is a
// new version.
inline constexpr int kOpeningFormatVersion = 1;

// A file that is not an opening table this build reads: the message names
// the file, the line and what is wrong.
class OpeningFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a table; `name` is the file's name for messages. Throws
// OpeningFileError for anything malformed, for another version, for a
// repeated position or move and for a missing `end`.
OpeningPrior read_opening(std::istream& in, const std::string& name);
OpeningPrior load_opening(const std::string& path);

// Writes the table, positions in the order of their keys (the same table
// gives the same file), with `notes` (where it was learned from, how) as
// comment lines after the format's own description.
void write_opening(std::ostream& out, const OpeningPrior& table,
                   std::span<const std::string> notes);
// Throws OpeningFileError when the file cannot be written.
void save_opening(const std::string& path, const OpeningPrior& table,
                  std::span<const std::string> notes);

}  // namespace kosumi::eval
