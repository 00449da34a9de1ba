#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/board.h"
#include "engine/game.h"
#include "engine/rules.h"
#include "engine/types.h"
#include "search/node_arena.h"

namespace kosumi::search {

// Remembers the position at the root of the kept tree, to recognise a game
// that continues from it: the same rules and handicap, a move list that
// extends the remembered one, moves that the tree holds, and, after
// replaying them, the same board hash and ko ban as the game's board.
class TreeReuse {
 public:
  void remember(const engine::Game& game, engine::Player to_move);
  void forget() { root_.reset(); }

  // The arena index of the node for the game's position with `to_move` to
  // play, or nullopt when the game does not continue from the kept root.
  std::optional<uint32_t> find(const NodeArena& arena, const engine::Game& game,
                               engine::Player to_move) const;

 private:
  struct Root {
    engine::Board board;
    engine::Player to_move;
    std::vector<engine::MoveRecord> moves;
    engine::Rules rules;
    int handicap;
  };
  bool game_extends_root(const engine::Game& game) const;

  std::optional<Root> root_;
};

}  // namespace kosumi::search
