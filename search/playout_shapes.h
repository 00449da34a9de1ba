#pragma once

#include <memory>

#include "engine/tactics/pattern3.h"
#include "search/search.h"

namespace kosumi::search {

// The 3×3 table the heavy playouts of a search with these options read
// (SearchOptions::playout_shapes): the learned 3×3 gammas of the move
// patterns when the options ask for them and have the patterns, else
// MoGo's hand-made shapes. The learned table is built once, here; the
// searcher keeps one for all its searches and `kosumi bench` times the
// same playouts.
class PlayoutShapes {
 public:
  explicit PlayoutShapes(const SearchOptions& options);

  const engine::Pattern3Table& table() const {
    return learned_ ? *learned_ : engine::mogo_pattern3_table();
  }
  bool learned() const { return learned_ != nullptr; }
  // Whether options would give another table than the one built.
  bool differs_for(const SearchOptions& options) const;

 private:
  std::shared_ptr<const eval::PatternModel> patterns_;
  float min_gamma_;
  std::shared_ptr<const engine::Pattern3Table> learned_;
};

}  // namespace kosumi::search
