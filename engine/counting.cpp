#include "engine/counting.h"

#include <cmath>
#include <sstream>
#include <vector>

namespace kosumi::engine {

std::string Score::result() const {
  const double m = margin();
  if (m == 0) return "0";
  std::ostringstream out;
  out << (m > 0 ? "B+" : "W+") << std::abs(m);
  return out.str();
}

Score count_score(const Game& game, const PointSet& dead_in, const PointSet& seki) {
  const Board& board = game.board();
  const Rules& rules = game.rules();
  const PointSet dead = rules.dead_stones_removed ? dead_in : PointSet{};
  const int size = board.size();

  // What each point holds once the dead stones are taken off.
  const auto living = [&](Point p) {
    const Color c = board.color(p);
    return dead[static_cast<size_t>(index(p))] ? Color::Empty : c;
  };

  Score s;
  int dead_black = 0;
  int dead_white = 0;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const Point p = board.point(x, y);
      const Color c = board.color(p);
      if (c == Color::Empty) continue;
      if (living(p) == Color::Empty) {
        (c == Color::Black ? dead_black : dead_white)++;
      } else {
        (c == Color::Black ? s.black_stones : s.white_stones)++;
      }
    }
  }

  PointSet visited;
  std::vector<Point> region;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const Point start = board.point(x, y);
      if (living(start) != Color::Empty || visited[static_cast<size_t>(index(start))]) continue;
      region.assign(1, start);
      visited.set(static_cast<size_t>(index(start)));
      bool black = false;
      bool white = false;
      bool touches_seki = false;
      for (size_t k = 0; k < region.size(); ++k) {
        for (Point n : board.neighbours(region[k])) {
          if (!board.is_on_board(n)) continue;
          const Color c = living(n);
          if (c == Color::Empty) {
            if (!visited[static_cast<size_t>(index(n))]) {
              visited.set(static_cast<size_t>(index(n)));
              region.push_back(n);
            }
            continue;
          }
          black |= c == Color::Black;
          white |= c == Color::White;
          touches_seki |= seki[static_cast<size_t>(index(n))];
        }
      }
      const int points = static_cast<int>(region.size());
      const bool neutral_by_seki = rules.counting == Counting::Territory && touches_seki;
      if (black == white || neutral_by_seki) {
        s.neutral += points;
      } else if (black) {
        s.black_territory += points;
      } else {
        s.white_territory += points;
      }
    }
  }

  s.black_prisoners = game.prisoners(Player::Black) + dead_white;
  s.white_prisoners = game.prisoners(Player::White) + dead_black;
  if (rules.counting == Counting::Area) {
    s.black = s.black_stones + s.black_territory;
    s.white = s.white_stones + s.white_territory;
  } else {
    s.black = s.black_territory + s.black_prisoners;
    s.white = s.white_territory + s.white_prisoners;
  }
  s.white += rules.komi + rules.handicap_points(game.handicap());
  if (const auto owner = game.button_owner()) (*owner == Player::Black ? s.black : s.white) += 0.5;
  return s;
}

}  // namespace kosumi::engine
