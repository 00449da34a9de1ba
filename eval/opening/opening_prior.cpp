#include "eval/opening/opening_prior.h"

#include <utility>

#include "eval/opening/symmetry.h"

namespace kosumi::eval {

void OpeningPrior::add(uint64_t key, Position position) {
  positions_.emplace(key, std::move(position));
}

const OpeningPrior::Position* OpeningPrior::find(uint64_t key) const {
  const auto found = positions_.find(key);
  return found == positions_.end() ? nullptr : &found->second;
}

std::optional<OpeningPrior::Known> OpeningPrior::lookup(const engine::Board& board,
                                                        engine::Player to_move) const {
  if (board.size() != size_) return std::nullopt;
  const int stones =
      board.stone_count(engine::Player::Black) + board.stone_count(engine::Player::White);
  if (stones > max_moves_) return std::nullopt;
  const CanonicalPosition canonical = canonical_position(board, to_move);
  const Position* position = find(canonical.key);
  if (position == nullptr) return std::nullopt;
  Known known;
  known.games = position->games;
  for (const Move& m : position->moves) {
    engine::Point images[engine::kSymmetryCount];
    const int n = canonical.moves_of(m.canonical, size_, images);
    const float share = static_cast<float>(m.count) / static_cast<float>(position->games);
    for (int i = 0; i < n; ++i)
      known.choices.push_back({images[i], share});
  }
  return known;
}

}  // namespace kosumi::eval
