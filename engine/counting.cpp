#include "engine/counting.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <vector>

namespace kosumi::engine {
namespace {

size_t at(Point p) {
  return static_cast<size_t>(index(p));
}

}  // namespace

std::string Score::result() const {
  const double m = margin();
  if (m == 0) return "0";
  std::ostringstream out;
  out << (m > 0 ? "B+" : "W+") << std::abs(m);
  return out.str();
}

std::vector<Color> counted_owners(const Game& game, const PointSet& dead_in, const PointSet& seki) {
  const Board& board = game.board();
  const PointSet dead = game.rules().dead_stones_removed ? dead_in : PointSet{};
  // What each point holds once the dead stones are taken off.
  const auto living = [&](Point p) { return dead[at(p)] ? Color::Empty : board.color(p); };

  std::vector<Color> owners(static_cast<size_t>(board.num_points()), Color::Empty);
  PointSet visited;
  std::vector<Point> region;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point start = board.point(x, y);
      if (living(start) != Color::Empty) {
        owners[at(start)] = living(start);
        continue;
      }
      if (visited[at(start)]) continue;
      region.assign(1, start);
      visited.set(at(start));
      bool black = false;
      bool white = false;
      bool touches_seki = false;
      PointSet free_border;  // living stones bordering the region, not in seki
      for (size_t k = 0; k < region.size(); ++k) {
        for (Point n : board.neighbours(region[k])) {
          if (!board.is_on_board(n)) continue;
          const Color c = living(n);
          if (c == Color::Empty) {
            if (!visited[at(n)]) {
              visited.set(at(n));
              region.push_back(n);
            }
            continue;
          }
          black |= c == Color::Black;
          white |= c == Color::White;
          touches_seki |= seki[at(n)];
          if (!seki[at(n)]) free_border.set(at(n));
        }
      }
      const Color owner = black == white ? Color::Empty : black ? Color::Black : Color::White;
      // Under territory counting the eyes of a group in seki count for no
      // one; in a territory that other living stones of its owner border
      // too, only the points next to the seki stones are neutral.
      const bool seki_eye = touches_seki && free_border.none();
      const bool by_seki = game.rules().counting == Counting::Territory && touches_seki;
      const auto next_to_seki = [&](Point p) {
        const auto around = board.neighbours(p);
        return std::any_of(around.begin(), around.end(),
                           [&](Point n) { return seki[at(n)] && living(n) != Color::Empty; });
      };
      for (Point p : region)
        owners[at(p)] = by_seki && (seki_eye || next_to_seki(p)) ? Color::Empty : owner;
    }
  }
  return owners;
}

Score count_score(const Game& game, const PointSet& dead, const PointSet& seki) {
  return count_owned(game, dead, counted_owners(game, dead, seki));
}

Score count_owned(const Game& game, const PointSet& dead_in, const std::vector<Color>& owners) {
  const Board& board = game.board();
  const Rules& rules = game.rules();
  const PointSet dead = rules.dead_stones_removed ? dead_in : PointSet{};

  Score s;
  int dead_black = 0;
  int dead_white = 0;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      const Color stone = board.color(p);
      const Color owner = owners[at(p)];
      const bool living_stone = stone != Color::Empty && !dead[at(p)];
      if (living_stone) {
        (stone == Color::Black ? s.black_stones : s.white_stones)++;
        continue;
      }
      if (stone != Color::Empty) (stone == Color::Black ? dead_black : dead_white)++;
      if (owner == Color::Black) {
        ++s.black_territory;
      } else if (owner == Color::White) {
        ++s.white_territory;
      } else {
        ++s.neutral;
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
