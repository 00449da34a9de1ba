// What the fuzzers (tests/fuzz/, scripts/fuzz.sh) found, replayed at the
// function that went wrong. Both findings wrote one point past a buffer on
// the stack; only the address sanitizer (the asan preset, which CI runs)
// sees such a write, so these tests guard the asan run.
#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/tactics/self_atari.h"
#include "engine/tactics/two_liberty.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// gtp_line_fuzzer, "final_score" on an empty board: the settlement's heavy
// playouts asked is_bad_self_atari about a move with one empty neighbour
// that joins a string with liberties elsewhere, and the count of two
// liberties was written into room for one.
TEST(FuzzFindings, BadSelfAtariTestOfAMoveJoiningAStringWithLiberties) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    . X . . .
    X . X . .
    . . . . .)");
  EXPECT_FALSE(is_bad_self_atari(b, Player::Black, at(b, "B2")));
}

// gtp_line_fuzzer, "genmove w": the heavy policy's two-liberty rule asked
// for the attacks on a string with more than two liberties, whose first
// three liberties were written into room for two.
TEST(FuzzFindings, TwoLibertyAttacksOnAStringWithManyLiberties) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    . . X . .
    . . . . .
    . . . . .)");
  Point out[2];
  EXPECT_EQ(two_liberty_attacks(b, at(b, "C3"), Player::White, out), 0);
}

}  // namespace
}  // namespace kosumi::engine
