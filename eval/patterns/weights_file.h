#pragma once

#include <iosfwd>
#include <span>
#include <stdexcept>
#include <string>

#include "eval/patterns/model.h"

namespace kosumi::eval {

// The weights file: a PatternModel as text, one entry a line.
//
//   # comment lines (anywhere) and blank lines are ignored
//   kosumi-patterns 1                  the format and its version, first
//   feature GROUP VALUE GAMMA          every value of every fixed group
//   pattern3 CODE GAMMA                a 3×3 code (6 hex digits), canonical
//   shape SIZE HASH GAMMA              a shape's canonical hash (16 hex digits)
//   end                                nothing may follow
//
// GROUP and VALUE are the names of features.cpp (`feature capture ko
// 31.2`). Pattern3 and shape ids are their order in the file, from 1.
// Version 1 fixes the feature values, the 3×3 code (pattern3_liberties.h)
// and the shape geometry and Zobrist keys (shape.cpp): a change to any of
// them is a new version. A gamma is finite and positive.
inline constexpr int kWeightsFormatVersion = 1;

// A file that is not a weights file this build reads: the message names
// the file, the line and what is wrong.
class WeightsFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Reads a model; `name` is the file's name for messages. Throws
// WeightsFileError for anything malformed, for another version, for a
// missing or repeated entry and for a missing `end`.
PatternModel read_weights(std::istream& in, const std::string& name);
PatternModel load_weights(const std::string& path);

// Writes the model with `notes` (what it was trained from, how) as comment
// lines after the format's own description.
void write_weights(std::ostream& out, const PatternModel& model,
                   std::span<const std::string> notes);
// Throws WeightsFileError when the file cannot be written.
void save_weights(const std::string& path, const PatternModel& model,
                  std::span<const std::string> notes);

}  // namespace kosumi::eval
