#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/game.h"
#include "engine/types.h"

namespace kosumi::search {

// A position as the opening book keys it: the smallest of the eight images
// of its board under the board's symmetries (engine/symmetry.h), written as
// text, with the player to move in front ("B" or "W", then one of . X O per
// point, row by row from A1). The text is the key itself: no hash, so no
// two positions ever share an entry, and a change of the engine's Zobrist
// keys or point layout leaves the book file valid.
struct CanonicalPosition {
  std::string key;
  // The symmetry that maps the position onto the image written in `key`.
  int symmetry = 0;
};
CanonicalPosition canonical_position(const engine::Board& board, engine::Player to_move);
// The position's text as it stands (symmetry 0), and the canonical form of
// such a text for a board of `size`. Precondition: `text` has 1 + size²
// characters.
std::string position_text(const engine::Board& board, engine::Player to_move);
CanonicalPosition canonical_text(const std::string& text, int size);

// One move of a book position, with what the book's search found for it.
struct BookMove {
  engine::Point move = engine::kNoPoint;
  double winrate = 0;  // for the player to move
  int64_t visits = 0;
};

// Positions searched long by Kosumi itself, each with its most visited
// moves (scripts/build-book-9.sh grows it; docs/how-it-plays.md). A book
// holds one board size and a range of komi; it is meant for even games.
class OpeningBook {
 public:
  // A move is a book move when its win rate is within this margin of the
  // best win rate among the moves kept, and its visits at least this share
  // of the most visited move's: near-equal moves by both measures, among
  // which a player may pick for variety. Two points of win rate is about
  // the noise of a search of some 100,000 playouts on 9x9.
  static constexpr double kWinrateMargin = 0.02;
  static constexpr double kVisitShare = 0.5;

  OpeningBook(int size, double min_komi, double max_komi);

  int size() const { return size_; }
  double min_komi() const { return min_komi_; }
  double max_komi() const { return max_komi_; }

  // Whether the book may answer in `game`: its board size, a komi in the
  // book's range, and no handicap stones.
  bool applies_to(const engine::Game& game) const;

  // Adds the moves of a position (the moves on its own board, most visited
  // first), replacing what the book held for it; `line` is the moves that
  // led there, kept for people reading the file. Precondition: the board
  // has the book's size.
  void add(const engine::Board& board, engine::Player to_move, const std::vector<BookMove>& moves,
           const std::vector<engine::Point>& line = {});
  // The same for a position already in canonical form (the file's reader).
  struct Entry {
    std::vector<BookMove> moves;  // on the canonical image, most visited first
    std::string line;             // GTP coordinates on the canonical image
  };
  void add_canonical(const std::string& key, Entry entry);

  // The moves kept for the position, on its own board, most visited first;
  // empty when the book does not hold it.
  std::vector<BookMove> moves(const engine::Board& board, engine::Player to_move) const;
  // The book moves (kWinrateMargin, kVisitShare) of `player` in `game`
  // that are legal there; empty when the book does not apply or does not
  // hold the position with `player` to move.
  std::vector<BookMove> choices(const engine::Game& game, engine::Player player) const;

  const std::map<std::string, Entry>& entries() const { return entries_; }

 private:
  int size_;
  double min_komi_;
  double max_komi_;
  std::map<std::string, Entry> entries_;
};

// The book moves among `moves` (kWinrateMargin, kVisitShare of the book).
std::vector<BookMove> book_moves(const std::vector<BookMove>& moves);

}  // namespace kosumi::search
