#include "search/tree_reuse.h"

namespace kosumi::search {

void TreeReuse::remember(const engine::Game& game, engine::Player to_move) {
  root_ = Root{game.board(), to_move, game.moves(), game.rules(), game.handicap()};
}

bool TreeReuse::game_extends_root(const engine::Game& game) const {
  const auto& moves = game.moves();
  if (root_->rules != game.rules() || root_->handicap != game.handicap() ||
      root_->board.size() != game.size() || moves.size() < root_->moves.size()) {
    return false;
  }
  for (size_t i = 0; i < root_->moves.size(); ++i) {
    const engine::MoveRecord& a = root_->moves[i];
    const engine::MoveRecord& b = moves[i];
    if (a.player != b.player || a.point != b.point || a.button != b.button) return false;
  }
  return true;
}

std::optional<uint32_t> TreeReuse::find(const NodeArena& arena, const engine::Game& game,
                                        engine::Player to_move) const {
  if (!root_ || !game_extends_root(game)) return std::nullopt;
  const auto& moves = game.moves();
  engine::Board board = root_->board;
  engine::Player pl = root_->to_move;
  uint32_t index = 0;
  for (size_t i = root_->moves.size(); i < moves.size(); ++i) {
    const engine::MoveRecord& m = moves[i];
    const Node& node = arena[index];
    if (m.button || m.player != pl || !node.is_expanded()) return std::nullopt;
    uint32_t found = 0;
    for (uint32_t c = 0; c < node.num_children; ++c) {
      if (arena[node.first_child + c].move == m.point) found = node.first_child + c;
    }
    if (found == 0) return std::nullopt;
    if (m.point == engine::kPass) {
      board.pass();
    } else {
      board.play(pl, m.point);
    }
    pl = engine::opponent(pl);
    index = found;
  }
  const engine::Board& now = game.board();
  if (pl != to_move || board.hash() != now.hash() || board.ko_point() != now.ko_point() ||
      board.ko_banned_player() != now.ko_banned_player()) {
    return std::nullopt;
  }
  return index;
}

}  // namespace kosumi::search
