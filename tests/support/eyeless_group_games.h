#pragma once

#include <string_view>

// Two games of GNU Go self-play from the agreement corpus, both ended by
// two passes, with groups that have no eye and live in about half of the
// settlement's playouts. The moves in SGF coordinates (column, then row
// from the top), Black first, no passes.
namespace kosumi::test {

// 19x19, seed 11 (level 1 against level 1, Chinese rules, komi 7.5), 160
// moves. Five eyeless black groups in the lower half (at M1, P2, H3, D4 and
// M9) among White's safe stones: GNU Go's owl reading kills each even with
// Black first, and GNU Go's final_score is W+24.5.
inline constexpr std::string_view kEyelessGroupsMoves =
    "sfhhhfqpoqpnqqrqppqrqorppoonqncqdpcpdoergpiqlelqogbngnjgjegg"
    "femgneoidfchbfckjoqhqfqkqlpkpmgrolomplbgokrjcgbhlkrlrmlmdglo"
    "nlmnjkkfkergrfdmkhmikjglnhnieihjhgmhlfihkgemipjqhqhrghgifhaf"
    "aeagcesmkplpkqkrjpsnprpqorqqopdjfjhkekgmhniljmklfnjlfikkmllj"
    "mrpslrjslskijijjjhknjngqhpimineligfkiihiqgrhphpiejohpgdkdhdi"
    "mfngnfijlglhsggjshsi";

// 9x9, seed 6 (level 2 against level 2, Japanese rules, komi 6.5), 55
// moves. Black's group at C1 has no eye, but the white stones at F3 and G3
// that cut it have none either: a capturing race, which Black wins (GNU Go
// lists only D8 and E8 dead, and its final_score is B+17.5).
inline constexpr std::string_view kCapturingRaceMoves =
    "bdbieefcecebeddbgegdhehdegchidiciehbcfbgdhahfdhcbbbfdicecddf"
    "bedecbefffdgehdddccgfbgbfagagciafcaeadafcifgfhgggh";

}  // namespace kosumi::test
