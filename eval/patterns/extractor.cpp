#include "eval/patterns/extractor.h"

#include <algorithm>

#include "engine/tactics/liberties.h"
#include "engine/tactics/self_atari.h"
#include "eval/patterns/pattern3_liberties.h"
#include "eval/patterns/shape.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::Color;
using engine::Player;
using engine::Point;

bool is_point(Point p) {
  return p != engine::kNoPoint && p != engine::kPass;
}

// True when a stone of the string with head `head` touches point q.
bool string_touches(const Board& board, Point head, Point q) {
  for (Point n : board.neighbours(q)) {
    const Color c = board.color(n);
    if ((c == Color::Black || c == Color::White) && board.string_head(n) == head) return true;
  }
  return false;
}

// True when the string of `stone` touches a string of colour `c` in atari.
bool touches_string_in_atari(const Board& board, Point stone, Color c) {
  Point s = stone;
  do {
    for (Point n : board.neighbours(s)) {
      if (board.color(n) == c && board.in_atari(n)) return true;
    }
    s = board.next_in_string(s);
  } while (s != stone);
  return false;
}

int edge_line(const Board& board, Point p) {
  const int x = board.x_of(p);
  const int y = board.y_of(p);
  const int far = board.size() - 1;
  return std::min({x, y, far - x, far - y}) + 1;
}

}  // namespace

MoveFeatures FeatureExtractor::extract(const Board& board, Player to_move,
                                       const MoveContext& context, Point move) {
  MoveFeatures f;
  if (move == engine::kPass) {
    f[FeatureGroup::Pass] = static_cast<uint32_t>(
        context.last == engine::kPass ? PassValue::AfterPass : PassValue::Pass);
    return f;
  }
  const CaptureValue captured = capture(board, to_move, move, context.last);
  f[FeatureGroup::Capture] = static_cast<uint32_t>(captured);
  f[FeatureGroup::AtariEscape] =
      static_cast<uint32_t>(atari_escape(board, to_move, move, context.last));
  if (captured == CaptureValue::None && engine::is_self_atari(board, to_move, move)) {
    f[FeatureGroup::SelfAtari] = static_cast<uint32_t>(
        engine::is_bad_self_atari(board, to_move, move) ? SelfAtariValue::Bad
                                                        : SelfAtariValue::Good);
  }
  f[FeatureGroup::Atari] = static_cast<uint32_t>(atari(board, to_move, move));
  f[FeatureGroup::EdgeDistance] = edge_value(edge_line(board, move));
  if (is_point(context.last)) {
    f[FeatureGroup::LastDistance] = distance_value(gridcular_distance(board, move, context.last));
  }
  if (is_point(context.second_last)) {
    f[FeatureGroup::SecondLastDistance] =
        distance_value(gridcular_distance(board, move, context.second_last));
  }
  f[FeatureGroup::Pattern3] = dictionary_.pattern3_id(liberty_pattern3_at(board, move, to_move));
  f[FeatureGroup::Shape] = dictionary_.largest_shape(board, move, to_move);
  return f;
}

CaptureValue FeatureExtractor::capture(const Board& board, Player pl, Point p, Point last) {
  const Color them = engine::stone_of(engine::opponent(pl));
  Point heads[4];
  int n = 0;
  for (Point q : board.neighbours(p)) {
    if (board.color(q) != them || !board.in_atari(q)) continue;
    const Point h = board.string_head(q);
    if (std::find(heads, heads + n, h) == heads + n) heads[n++] = h;
  }
  if (n == 0) return CaptureValue::None;
  // One stone taken by a stone with no other liberty and no friend: a ko.
  const bool lone = board.neighbour_mask(p, Color::Empty) == 0 &&
                    board.neighbour_mask(p, engine::stone_of(pl)) == 0;
  if (lone && n == 1 && board.string_size(heads[0]) == 1) return CaptureValue::Ko;
  if (is_point(last) && board.color(last) == them &&
      std::find(heads, heads + n, board.string_head(last)) != heads + n) {
    return CaptureValue::LastMove;
  }
  const Color own = engine::stone_of(pl);
  for (int i = 0; i < n; ++i) {
    if (touches_string_in_atari(board, heads[i], own)) return CaptureValue::SavesOwn;
  }
  for (int i = 0; i < n; ++i) {
    if (ladders_.extension_escapes_quickly(board, heads[i])) return CaptureValue::Escapable;
  }
  return CaptureValue::Doomed;
}

EscapeValue FeatureExtractor::atari_escape(const Board& board, Player pl, Point p, Point last) {
  const Color own = engine::stone_of(pl);
  Point chosen = engine::kNoPoint;
  bool fresh = false;
  for (Point q : board.neighbours(p)) {
    if (board.color(q) != own || !board.in_atari(q)) continue;
    const bool touched = is_point(last) && string_touches(board, board.string_head(q), last);
    if (chosen == engine::kNoPoint || (touched && !fresh)) {
      chosen = q;
      fresh = touched;
    }
  }
  if (chosen == engine::kNoPoint) return EscapeValue::None;
  const bool escapes = ladders_.extension_escapes_quickly(board, chosen);
  if (fresh) return escapes ? EscapeValue::NewEscapes : EscapeValue::NewLadder;
  return escapes ? EscapeValue::OldEscapes : EscapeValue::OldLadder;
}

AtariValue FeatureExtractor::atari(const Board& board, Player pl, Point p) {
  const Color them = engine::stone_of(engine::opponent(pl));
  Point targets[4];
  const int n = engine::neighbour_strings(board, p, them, targets);
  int ataris = 0;
  for (int i = 0; i < n; ++i) {
    if (board.liberties_up_to(targets[i], 3) == 2) targets[ataris++] = targets[i];
  }
  if (ataris == 0) return AtariValue::None;
  scratch_ = board;
  scratch_.play(pl, p);
  for (int i = 0; i < ataris; ++i) {
    const Point stone = targets[i];
    if (scratch_.color(stone) == them && scratch_.in_atari(stone) &&
        !ladders_.extension_escapes_quickly(scratch_, stone)) {
      return AtariValue::Ladder;
    }
  }
  return board.ko_point() != engine::kNoPoint ? AtariValue::KoThreat : AtariValue::Other;
}

}  // namespace kosumi::eval
