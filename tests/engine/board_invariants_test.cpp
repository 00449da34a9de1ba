// Random games cross-checked move by move against the naive ReferenceBoard:
// strings, exact liberties (up to small limits), atari points, legality of
// every point for both players, captures, simple ko and the hash.

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "engine/board.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "support/reference_board.h"

namespace kosumi::engine {
namespace {

using test::ReferenceBoard;
using Coord = ReferenceBoard::Coord;

// liberties_up_to is checked at every limit up to this one, and exactly.
constexpr int kSmallLimit = 4;

std::string where(Coord c) {
  std::ostringstream out;
  out << '(' << c.x << ',' << c.y << ')';
  return out.str();
}

// Everything the reference can tell about the position, compared with the
// board. Returns an empty string when they agree.
std::string compare(const Board& b, const ReferenceBoard& ref) {
  std::ostringstream err;
  const int n = b.size();
  if (b.hash() != ref.hash()) err << "hash differs\n";
  for (Player pl : {Player::Black, Player::White}) {
    if (b.captures(pl) != ref.captures(pl)) err << "captures differ\n";
  }
  int empties = 0;
  int legal[2][2] = {{0, 0}, {0, 0}};  // [player][suicide allowed]
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const Coord c{x, y};
      const Point p = b.point(x, y);
      if (b.color(p) != ref.at(c)) err << "colour differs at " << where(c) << "\n";
      if (ref.at(c) != Color::Empty) continue;
      ++empties;
      for (Player pl : {Player::Black, Player::White}) {
        const bool ko = ref.is_ko_banned(pl, c);
        const bool suicide = ref.is_suicide(pl, c);
        if (b.is_ko_banned(pl, p) != ko) err << "ko differs at " << where(c) << "\n";
        if (b.is_legal(pl, p, false) != (!ko && !suicide) || b.is_legal(pl, p, true) != !ko) {
          err << "legality differs at " << where(c) << "\n";
        }
        if (!ko && b.is_suicide(pl, p) != suicide) err << "suicide differs at " << where(c) << "\n";
        legal[player_index(pl)][0] += !ko && !suicide;
        legal[player_index(pl)][1] += !ko;
      }
    }
  }
  if (b.empty_count() != empties) err << "empty count differs\n";
  std::vector<Point> moves(static_cast<size_t>(b.empty_count()));
  for (Player pl : {Player::Black, Player::White}) {
    for (bool suicide : {false, true}) {
      if (b.legal_moves(pl, suicide, moves.data()) != legal[player_index(pl)][suicide]) {
        err << "legal move count differs\n";
      }
    }
  }

  std::vector<Point> heads;
  std::vector<Point> found(static_cast<size_t>(kMaxPoints));
  std::vector<Point> expected;
  for (const ReferenceBoard::String& s : ref.strings()) {
    const Point first = b.point(s.stones[0].x, s.stones[0].y);
    const Point head = b.string_head(first);
    if (std::find(heads.begin(), heads.end(), head) != heads.end()) {
      err << "two strings share a head at " << where(s.stones[0]) << "\n";
    }
    heads.push_back(head);
    for (Coord m : s.stones) {
      if (b.string_head(b.point(m.x, m.y)) != head)
        err << "stone " << where(m) << " has another head\n";
    }
    int ring = 0;
    Point q = first;
    do {
      ++ring;
      q = b.next_in_string(q);
    } while (q != first && ring <= static_cast<int>(s.stones.size()));
    if (ring != static_cast<int>(s.stones.size()) || b.string_size(first) != ring) {
      err << "string size wrong at " << where(s.stones[0]) << "\n";
    }
    const int libs = static_cast<int>(s.liberties.size());
    // A lower bound, exact for strings of one or two stones.
    const int at_least = b.liberties_at_least(first);
    if (at_least > libs || (ring <= 2 && at_least != libs)) {
      err << "liberties_at_least " << at_least << " for " << libs << " liberties at "
          << where(s.stones[0]) << "\n";
    }
    for (int limit = 0; limit <= kSmallLimit; ++limit) {
      if (b.liberties_up_to(first, limit) != std::min(libs, limit)) {
        err << "liberties_up_to(" << limit << ") wrong at " << where(s.stones[0]) << "\n";
      }
    }
    const int all = b.liberties_up_to(first, kMaxPoints, found.data());
    expected.clear();
    for (Coord l : s.liberties)
      expected.push_back(b.point(l.x, l.y));
    std::sort(found.begin(), found.begin() + all);
    std::sort(expected.begin(), expected.end());
    if (!std::equal(found.begin(), found.begin() + all, expected.begin(), expected.end()))
      err << "liberty points wrong at " << where(s.stones[0]) << "\n";
    if (b.in_atari(first) != (libs == 1)) err << "atari wrong at " << where(s.stones[0]) << "\n";
    if (libs == 1 && b.atari_point(first) != expected[0]) {
      err << "atari point wrong at " << where(s.stones[0]) << "\n";
    }
  }
  return err.str();
}

// Mostly light-policy moves (they reach the crowded endgames where eyes,
// suicide and ko matter), some uniformly random legal moves (suicide
// included in every fourth game), a few passes, and probes of occupied and
// off-board points that is_legal must refuse.
constexpr double kUniformMoveShare = 0.2;
constexpr double kPassShare = 0.02;

void play_checked_games(int size, int games, uint64_t seed, int* moves_checked) {
  Rng rng(seed);
  for (int game = 0; game < games; ++game) {
    Board b(size);
    ReferenceBoard ref(size);
    const bool allow_suicide = game % 4 == 0;
    Player pl = Player::Black;
    int passes = 0;
    for (Point off_board : {kPass, kNoPoint, point_at(size, 0, size)}) {
      ASSERT_FALSE(b.is_legal(pl, off_board, true));
    }
    for (int move = 0; move < playout_move_cap(size) && passes < 2; ++move) {
      const Point probe = b.point(static_cast<int>(rng.below(static_cast<uint32_t>(size))),
                                  static_cast<int>(rng.below(static_cast<uint32_t>(size))));
      if (b.color(probe) != Color::Empty) {
        ASSERT_FALSE(b.is_legal(pl, probe, true));
      }

      Point p = kPass;
      const double r = rng.uniform();
      if (r < kPassShare) {
        p = kPass;
      } else if (r < kPassShare + kUniformMoveShare) {
        std::vector<Point> legal(static_cast<size_t>(b.empty_count()));
        const int count = b.legal_moves(pl, allow_suicide, legal.data());
        if (count > 0) p = legal[rng.below(static_cast<uint32_t>(count))];
      } else {
        p = select_light_move(b, pl, rng);
      }
      if (p == kPass) {
        b.pass();
        ref.pass();
        ++passes;
      } else {
        const Coord c{b.x_of(p), b.y_of(p)};
        ASSERT_TRUE(ref.is_legal(pl, c, allow_suicide)) << "size " << size << " game " << game;
        const uint64_t predicted = b.hash_after(pl, p);
        const int removed = b.play(pl, p);
        ASSERT_EQ(removed, ref.play(pl, c))
            << "size " << size << " game " << game << " move " << move;
        ASSERT_EQ(predicted, b.hash()) << "hash_after, size " << size << " game " << game;
        passes = 0;
      }
      ASSERT_EQ(compare(b, ref), "") << "size " << size << " game " << game << " move " << move;
      ASSERT_EQ(b.check_consistency(), "")
          << "size " << size << " game " << game << " move " << move;
      ++*moves_checked;
      pl = opponent(pl);
    }
  }
}

// 10,000 games in all. Checking a move costs about size^4 (every point,
// every string), so most games are on 5x5, where they are short, and the
// larger boards get enough games to reach their crowded endgames many times.
TEST(Invariants, RandomGamesMatchReferenceOn5x5) {
  int moves = 0;
  play_checked_games(5, 9300, 5001, &moves);
  EXPECT_GT(moves, 9300 * 20);
}

TEST(Invariants, RandomGamesMatchReferenceOn9x9) {
  int moves = 0;
  play_checked_games(9, 500, 9001, &moves);
  EXPECT_GT(moves, 500 * 80);
}

TEST(Invariants, RandomGamesMatchReferenceOn13x13) {
  int moves = 0;
  play_checked_games(13, 150, 13001, &moves);
  EXPECT_GT(moves, 150 * 200);
}

TEST(Invariants, RandomGamesMatchReferenceOn19x19) {
  int moves = 0;
  play_checked_games(19, 50, 19001, &moves);
  EXPECT_GT(moves, 50 * 400);
}

}  // namespace
}  // namespace kosumi::engine
