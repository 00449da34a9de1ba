#include "eval/priors.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/tactics/liberties.h"
#include "engine/tactics/nakade.h"
#include "engine/tactics/self_atari.h"
#include "engine/tactics/semeai.h"
#include "engine/tactics/two_liberty.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::Color;
using engine::kNoPoint;
using engine::kPass;
using engine::Player;
using engine::Point;

// Stones this many lines around (a square) make ground no longer open.
constexpr int kOpenGroundRadius = 2;

bool is_stone(Color c) {
  return c == Color::Black || c == Color::White;
}

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

int edge_line(const Board& board, Point p) {
  const int x = board.x_of(p);
  const int y = board.y_of(p);
  return std::min({x, y, board.size() - 1 - x, board.size() - 1 - y});
}

bool open_ground(const Board& board, Point p) {
  const int x0 = board.x_of(p);
  const int y0 = board.y_of(p);
  for (int y = std::max(0, y0 - kOpenGroundRadius);
       y <= std::min(board.size() - 1, y0 + kOpenGroundRadius); ++y) {
    for (int x = std::max(0, x0 - kOpenGroundRadius);
         x <= std::min(board.size() - 1, x0 + kOpenGroundRadius); ++x) {
      if (board.color(board.point(x, y)) != Color::Empty) return false;
    }
  }
  return true;
}

// True when a and b are the same point or touch, diagonals included.
bool near(const Board& board, Point a, Point b) {
  return std::abs(board.x_of(a) - board.x_of(b)) <= 1 &&
         std::abs(board.y_of(a) - board.y_of(b)) <= 1;
}

}  // namespace

PriorParams PriorParams::for_board(int size) const {
  PriorParams p = *this;
  if (size < large_board) {
    p.edge = 0;
    return p;
  }
  for (float* w : {&p.even, &p.eye_like, &p.self_atari, &p.capture, &p.escape, &p.losing_ladder,
                   &p.ladder_atari, &p.two_liberty, &p.nakade, &p.race, &p.pattern, &p.edge}) {
    *w *= large_scale;
  }
  p.distance = distance_large;
  p.learned_pattern = learned_pattern_large;
  p.string_size_exponent = string_size_exponent_large;
  return p;
}

PriorComputer::PriorComputer(const PriorParams& params, const engine::Pattern3Table& patterns,
                             const PatternModel* learned, const OpeningPrior* opening)
    : params_(params), patterns_(patterns) {
  if (learned != nullptr && params_.learned_pattern > 0) learned_.emplace(*learned);
  if (params_.opening > 0 || params_.opening_unplayed > 0) opening_ = opening;
}

void PriorComputer::add(Point p, float value, float visits) {
  if (visits <= 0) return;
  Opinion& o = opinions_[at(p)];
  o.wins += value * visits;
  o.visits += visits;
}

void PriorComputer::compute_distances(const Board& board, Point last) {
  std::fill_n(distance_.begin(), board.num_points(), kFar);
  if (last == kPass || !is_stone(board.color(last))) return;
  std::array<Point, engine::kMaxPoints> frontier;
  std::array<Point, engine::kMaxPoints> next;
  int size = 0;
  Point s = last;
  do {
    distance_[at(s)] = 0;
    frontier[static_cast<size_t>(size++)] = s;
    s = board.next_in_string(s);
  } while (s != last);
  for (uint8_t d = 1; d < kFar && size > 0; ++d) {
    int next_size = 0;
    for (int i = 0; i < size; ++i) {
      for (Point n : board.neighbours(frontier[static_cast<size_t>(i)])) {
        const Color c = board.color(n);
        if (c == Color::Wall || distance_[at(n)] <= d) continue;
        if (c == Color::Empty) {
          distance_[at(n)] = d;
          next[static_cast<size_t>(next_size++)] = n;
          continue;
        }
        // A string is one node: all its stones are reached at once.
        Point t = n;
        do {
          distance_[at(t)] = d;
          next[static_cast<size_t>(next_size++)] = t;
          t = board.next_in_string(t);
        } while (t != n);
      }
    }
    std::copy_n(next.begin(), next_size, frontier.begin());
    size = next_size;
  }
}

float PriorComputer::stake_of(const Board& board, Point string) const {
  if (params_.string_size_exponent <= 0) return 1;
  return std::pow(static_cast<float>(board.string_size(string)), params_.string_size_exponent);
}

void PriorComputer::assess_strings(const Board& board, Player to_move,
                                   const engine::MoveHistory& history) {
  const Color own = engine::stone_of(to_move);
  const Point last = history.last;
  const bool last_on_board = last != kPass && is_stone(board.color(last));
  // Races look at own strings of three liberties; the rest at two or less.
  const int most_liberties = params_.race > 0 ? 3 : 2;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point s = board.point(x, y);
      const Color c = board.color(s);
      if (!is_stone(c) || board.string_head(s) != s ||
          board.liberties_at_least(s) > most_liberties) {
        continue;
      }
      Point libs[4];  // room for the limit
      const int count = board.liberties_up_to(s, most_liberties + 1, libs);
      if (count == 3) {
        if (c != own || params_.race <= 0) continue;
        Point moves[engine::kMaxRaceMoves];
        const int n = engine::three_liberty_race_moves(board, s, libs, to_move, moves);
        for (int i = 0; i < n; ++i)
          add(moves[i], 1, params_.race);
      } else if (count == 1) {
        const Point lib = libs[0];
        const float stake = stake_of(board, s);
        if (c != own) {
          if (board.is_legal(to_move, lib)) {
            const float capture = stake * params_.capture;
            add(lib, 1, distance_[at(lib)] <= 2 ? capture : capture / 2);
          }
          continue;
        }
        constexpr int kMaxAttackers = 8;
        Point attackers[kMaxAttackers];
        const int n = engine::adjacent_strings_in_atari(board, s, attackers, kMaxAttackers);
        for (int i = 0; i < n; ++i) {
          const Point capture = board.atari_point(attackers[i]);
          if (board.is_legal(to_move, capture)) add(capture, 1, stake * params_.escape);
        }
        if (!board.is_legal(to_move, lib)) continue;
        const int room = engine::liberties_after_move(board, to_move, lib, 3);
        if (room >= 3 || (room == 2 && ladders_.extension_escapes(board, s))) {
          add(lib, 1, stake * params_.escape);
        } else if (room == 2) {
          bad_.set(at(lib));
        }
      } else if (count == 2) {
        const bool touches_last =
            last_on_board &&
            (board.string_head(last) == s ||
             std::any_of(libs, libs + 2, [&](Point l) { return near(board, l, last); }));
        if (c != own && touches_last) {
          Point atari = kNoPoint;
          if (ladders_.can_capture(board, s, &atari)) add(atari, 1, params_.ladder_atari);
        }
        if (touches_last) {
          Point moves[engine::kMaxTwoLibertyMoves];
          const int n = engine::two_liberty_moves(board, s, to_move, moves);
          for (int i = 0; i < n; ++i)
            add(moves[i], 1, params_.two_liberty);
        }
      }
    }
  }
  if (last_on_board) {
    for (Point q : board.neighbours(last)) {
      if (board.color(q) != Color::Empty) continue;
      const Point vital = engine::nakade_vital_point(board, q);
      if (vital != kNoPoint) add(vital, 1, params_.nakade);
    }
  }
}

bool PriorComputer::assess_move(const Board& board, Player to_move,
                                const engine::MoveHistory& history, Point p) {
  // A bad move keeps its penalty and the even prior, whatever the string
  // heuristics said of it, and hears no other heuristic.
  const auto judge_bad = [&](float penalty) {
    opinions_[at(p)] = {};
    add(p, 0.5f, params_.even);
    add(p, 0, penalty);
    return false;
  };
  if (bad_.test(at(p))) return judge_bad(params_.losing_ladder);
  if (engine::is_bad_self_atari(board, to_move, p)) return judge_bad(params_.self_atari);
  add(p, 0.5f, params_.even);
  const Color own = engine::stone_of(to_move);
  const unsigned others = board.neighbour_mask(p, Color::Empty) |
                          board.neighbour_mask(p, engine::stone_of(engine::opponent(to_move)));
  if (others == 0 && board.neighbour_mask(p, own) != 0) add(p, 0, params_.eye_like);
  const uint8_t d = distance_[at(p)];
  if (d >= 1 && d < kFar) add(p, 1, params_.distance[d]);
  if (patterns_.weight(engine::pattern3_for(board, p, to_move)) != 0) {
    const bool local = history.last != kPass && near(board, p, history.last);
    add(p, 1, local ? params_.pattern : params_.pattern / 2);
  }
  if (params_.edge > 0) {
    const int line = edge_line(board, p);
    if ((line == 0 || line == 2) && open_ground(board, p))
      add(p, line == 2 ? 1.0f : 0.0f, params_.edge);
  }
  return true;
}

bool PriorComputer::look_up_opening(const Board& board, Player to_move) {
  if (opening_ == nullptr) return false;
  const std::optional<OpeningPrior::Known> known = opening_->lookup(board, to_move);
  if (!known) return false;
  opening_games_ = known->games;
  std::fill_n(opening_share_.begin(), board.num_points(), 0.0f);
  for (const OpeningPrior::Choice& c : known->choices)
    opening_share_[at(c.move)] = c.share;
  return true;
}

void PriorComputer::add_opening(Point p) {
  const float share = opening_share_[at(p)];
  if (share > 0) {
    add(p, 1, params_.opening * share);
  } else if (static_cast<float>(opening_games_) >= params_.opening_known_games) {
    add(p, 0, params_.opening_unplayed);
  }
}

void PriorComputer::compute(const Board& board, Player to_move, const engine::MoveHistory& history,
                            std::span<const Point> moves, std::span<Prior> out) {
  std::fill_n(opinions_.begin(), board.num_points(), Opinion{});
  bad_.reset();
  compute_distances(board, history.last);
  assess_strings(board, to_move, history);
  const bool opening = look_up_opening(board, to_move);
  if (learned_) {
    probabilities_.resize(moves.size());
    learned_->move_probabilities(board, to_move, history.last, history.second_last, moves,
                                 probabilities_);
  }
  for (size_t i = 0; i < moves.size(); ++i) {
    const Point p = moves[i];
    if (p == kPass) {
      out[i] = {0.5f, 0};
      continue;
    }
    if (assess_move(board, to_move, history, p)) {
      if (learned_) add(p, 1, params_.learned_pattern * std::sqrt(probabilities_[i]));
      if (opening) add_opening(p);
    }
    const Opinion& o = opinions_[at(p)];
    out[i] = o.visits > 0 ? Prior{o.wins / o.visits, o.visits} : Prior{0.5f, 0};
  }
}

}  // namespace kosumi::eval
