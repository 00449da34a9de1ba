#pragma once

#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"

// Pictures as SVG text for a browser, the svg wing's one header: board.cpp
// draws a position, graph.cpp a win-rate graph over a game, writer.cpp the
// pieces both use. Every mark carries data- attributes (point, colour,
// value), so that a program reads back what a picture shows.
namespace kosumi::gtp::svg {

// A position and what to mark on it.
struct BoardPicture {
  explicit BoardPicture(const engine::Board& position) : board(position) {}

  const engine::Board& board;
  std::string title;
  engine::Point last_move = engine::kNoPoint;  // a ring on the stone
  engine::PointSet dead;                       // faded stones with a cross
  // Who each point counts for (engine::counted_owners), by point index: a
  // small square of that colour on empty points and dead stones. Empty: none.
  std::vector<engine::Color> owners;
  // Ownership by point index, +1 Black to -1 White: a square of the owner's
  // colour, as large as the value is sure, on every point. Empty: none.
  std::vector<float> ownership;
};

std::string board_svg(const BoardPicture& picture);

// Black's win rate over a game, one point per position: before the first
// move, then after each move.
struct WinrateGraph {
  std::string title;
  std::vector<double> black_winrates;
  // Who played each move: movers[i] led from position i to position i + 1.
  std::vector<engine::Player> movers;
  // A move that lost its player at least this much win rate is marked as a
  // mistake.
  double mistake_drop = 0.1;
};

std::string winrate_graph_svg(const WinrateGraph& graph);

}  // namespace kosumi::gtp::svg
