#pragma once

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/types.h"

namespace kosumi::engine {

// The counted result of a finished game under its rules.
struct Score {
  double black = 0;  // Black's points
  double white = 0;  // White's points, komi and handicap compensation included
  int black_territory = 0;
  int white_territory = 0;
  int black_stones = 0;  // living stones on the board
  int white_stones = 0;
  int black_prisoners = 0;  // captures, dead white stones, pass stones
  int white_prisoners = 0;
  int neutral = 0;  // dame and points neutral because of seki

  // Positive when Black wins.
  double margin() const { return black - white; }
  // GTP / SGF form: "B+3.5", "W+0.5" or "0".
  std::string result() const;
};

// Who each point counts for once the dead stones are off the board, by
// point index (walls Empty): a living stone's colour; for an empty point, or
// a dead stone's, the one colour that borders its region; Empty for points
// that count for no one (dame, and under territory counting regions that
// touch a stone in seki). Rules that keep every stone (Tromp-Taylor) ignore
// `dead`.
std::vector<Color> counted_owners(const Game& game, const PointSet& dead, const PointSet& seki);

// Counts the game's position under its rules, given the stones judged dead
// and those judged alive in seki. Dead stones are removed (and, under
// territory counting, added to the prisoners); an empty region counts for a
// colour when every stone bordering it, after that, is that colour's. Under
// territory counting a seki's points count for no one (counted_owners).
// Rules that keep every stone (Tromp-Taylor) ignore `dead`.
Score count_score(const Game& game, const PointSet& dead, const PointSet& seki);

// The same count with the owner of each point given (by point index, as
// counted_owners writes them): for an estimate of an unfinished game,
// where some points are given by judgement rather than by their borders.
Score count_owned(const Game& game, const PointSet& dead, const std::vector<Color>& owners);

}  // namespace kosumi::engine
