#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::eval {

// A group: strings of one colour that share an eye, i.e. that border the
// same empty region bordered by their colour alone. They live or die
// together, so the settlement decides each group as a whole.
struct Group {
  engine::Color color = engine::Color::Black;
  std::vector<engine::Point> stones;  // every stone of every string, in board order
};

struct Groups {
  static constexpr int16_t kNone = -1;

  std::vector<Group> groups;
  // Per point index: the group of the stone there, kNone for empty points.
  std::array<int16_t, engine::kMaxPoints> group_of{};

  int of(engine::Point p) const { return group_of[static_cast<size_t>(engine::index(p))]; }
};

// The groups of every stone on the board. Linear in the board's points.
Groups find_groups(const engine::Board& board);

// Whether the group borders an empty region bordered by its colour alone
// (an eye, or the beginning of one), other than a false eye: a single
// point whose diagonals the opponent holds (engine::Board::is_true_eye).
// Linear in the board's points.
bool has_eye(const engine::Board& board, const Group& group);

}  // namespace kosumi::eval
