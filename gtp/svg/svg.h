#pragma once

#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"

// Pictures as SVG text for a browser, the svg wing's one header: board.cpp
// draws a position, graph.cpp a win-rate graph over a game, writer.cpp the
// pieces both use. Every mark carries data- attributes (point, colour,
// value), so that a program reads back what a picture shows.
namespace kosumi::svg {

// A position and what to mark on it.
struct BoardPicture {
  explicit BoardPicture(const engine::Board& position) : board(position) {}

  const engine::Board& board;
  std::string title;
  engine::Point last_move = engine::kNoPoint;  // a ring on the stone
  engine::PointSet dead;                       // stones in their colour with a red cross
  // Who each point counts for (engine::counted_owners), by point index: a
  // small square of that colour on empty points and dead stones. Empty: none.
  std::vector<engine::Color> owners;
  // Ownership by point index, +1 Black to -1 White: a square of the owner's
  // colour, as large as the value is sure, on every point. Empty: none.
  std::vector<float> ownership;
};

std::string board_svg(const BoardPicture& picture);

// Black's win rate over a game, one point per position (before the first
// move, then after each move), with Black's expected lead on an axis of its
// own at the right, the mistakes marked with their move numbers, and a
// legend that names all three.
struct WinrateGraph {
  std::string title;
  std::vector<double> black_winrates;
  // Black's expected lead in points, one per position. Empty: no lead curve.
  std::vector<double> black_leads;
  // The moves marked as mistakes, by number (1 for the first move): a red
  // dot with its number on the position the move led to.
  std::vector<int> mistakes;
};

std::string winrate_graph_svg(const WinrateGraph& graph);

}  // namespace kosumi::svg
