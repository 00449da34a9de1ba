#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <tuple>

#include "agreement/position.h"

// The positions of the corpus where GNU Go contradicts itself: its
// final_status_list calls dead stones that its own owl reading
// (dragon_status, owl_attack) finds alive, or its final_score differs from
// its own lists on a finished board without an open region. GNU Go's
// verdict is wrong there, so the agreement table also counts the positions
// without them. The list is checked by hand
// (scripts/gnugo-self-contradictions.py finds the candidates) and kept
// beside the corpus, one position a line:
//
//   size <TAB> kind <TAB> seed <TAB> stones <TAB> reason
//
// Lines that start with '#' and empty lines are comments.
namespace kosumi::agreement {

class SelfContradictions {
 public:
  // Throws std::runtime_error naming the file and line of a bad one.
  static SelfContradictions read(const std::string& path);
  // Throws std::invalid_argument for a line that is not one.
  void add_line(std::string_view line);

  bool contains(int size, PositionKind kind, uint64_t seed) const;
  size_t count() const { return positions_.size(); }

 private:
  std::set<std::tuple<int, PositionKind, uint64_t>> positions_;
};

}  // namespace kosumi::agreement
