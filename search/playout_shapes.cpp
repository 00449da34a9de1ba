#include "search/playout_shapes.h"

namespace kosumi::search {

PlayoutShapes::PlayoutShapes(const SearchOptions& options)
    : patterns_(options.patterns), min_gamma_(options.playout_shapes.learned_min_gamma) {
  if (min_gamma_ > 0 && patterns_) {
    learned_ = std::make_shared<const engine::Pattern3Table>(
        patterns_->playout_pattern3_table(min_gamma_));
  }
}

bool PlayoutShapes::differs_for(const SearchOptions& options) const {
  return options.patterns != patterns_ || options.playout_shapes.learned_min_gamma != min_gamma_;
}

}  // namespace kosumi::search
