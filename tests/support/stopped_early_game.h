#pragma once

#include <string_view>

// A 19x19 game of GNU Go self-play (level 0 against level 0, seed 14 of the
// agreement corpus, Japanese rules, komi 6.5) stopped after move 169 with
// large areas still open, for the settlement's estimate of unfinished
// games. The moves in SGF coordinates (column, then row from the top),
// Black first, no passes. GNU Go's final_score: B+10.5.
namespace kosumi::test {

inline constexpr std::string_view kStoppedEarlyMoves =
    "gbfjkgdqcoepdmpdppnqqfkqpnofphckncndmcchocodmdnhqbelicembqdd"
    "rdojmonkkoipornrqrfeqjplqlinigpkqkggllnmmlnoclmmlmnlilombkmp"
    "cjjmljjkjjjlkkhjebcbdidhcrdreicqbrdncnheiemfhfhdidkfjfkekcdo"
    "lgmeihgfehegbibhdsescsfrahagaibfmnnnlplqoqospsnsdbcccabadabb"
    "dlekcphchbogjoiopcjplopeijikhigighfhhhfidkknlnmglhmipilikici"
    "djldlflepmlclbmjqeqdqcoipgkdkboopojdjc";

}  // namespace kosumi::test
