#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "search/opening_book.h"
#include "search/search.h"

namespace kosumi::cli {

// The moves a book position keeps: its most visited moves, the pass left
// out. Enough for the replies followed and for the book moves, which are
// near the top by visits.
inline constexpr int kBookKeptMoves = 6;
// The deepest book `kosumi build-book --depth` grows.
inline constexpr int kMaxBookDepth = 40;

// How far `kosumi build-book` grows the book from the empty board. The book
// is grown twice, once for each colour as the book's side: a position of
// the book's side follows its book moves (search::book_moves), a position
// of the other side its `replies` most visited moves, so the book answers
// the likely lines of either colour. Transpositions and symmetric images
// are one position.
struct BookGrowth {
  int depth = 8;    // positions with fewer moves played are searched
  int replies = 2;  // from 1 to kBookKeptMoves
};

// A position the growth reached, in the order it reached them (the
// plies in order, a breadth-first walk): the moves that led there, the
// book's moves for it, and whether it was searched now (not already in the
// book).
struct GrownPosition {
  const engine::Game& game;
  const std::vector<engine::Point>& line;
  const std::vector<search::BookMove>& moves;
  bool searched = false;
};

// Searches a position (the book's long search) and answers its result.
using PositionSearch = std::function<search::SearchResult(const engine::Game&)>;

// Grows `book` from `start` (the empty board): every position within
// `growth` that the book does not hold is searched with `search` and added,
// then `reached` is called (to save the book and show progress). Positions
// already in the book are not searched again, so a stopped build goes on
// where it stopped; with a deterministic search the book is the same
// either way. Returns the number of positions searched.
int grow_book(search::OpeningBook& book, const engine::Game& start, const BookGrowth& growth,
              const PositionSearch& search, const std::function<void(const GrownPosition&)>& reached);

// The moves a position keeps from the search of `game`: its root children
// but the pass, the moves to symmetric images of one position merged into
// the first (their visits summed, their win rates weighted by visits: on a
// symmetric board the search splits its visits among equal moves), the
// kBookKeptMoves most visited of them, most visited first.
std::vector<search::BookMove> kept_moves(const engine::Game& game,
                                         const search::SearchResult& result);

}  // namespace kosumi::cli
