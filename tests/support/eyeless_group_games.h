#pragma once

#include <string_view>

// Games of GNU Go self-play from the agreement corpus, each ended by two
// passes (not included below), with groups that have no eye, or seem to
// have none, and live in about half of the settlement's playouts. The
// moves in SGF coordinates (column, then row from the top), Black first.
namespace kosumi::test {

// 19x19, seed 11 (level 1 against level 1, Chinese rules, komi 7.5), 160
// moves, no passes. Five eyeless black groups in the lower half (at M1, P2, H3, D4 and
// M9) among White's safe stones: GNU Go's owl reading kills each even with
// Black first, and GNU Go's final_score is W+24.5.
inline constexpr std::string_view kEyelessGroupsMoves =
    "sfhhhfqpoqpnqqrqppqrqorppoonqncqdpcpdoergpiqlelqogbngnjgjegg"
    "femgneoidfchbfckjoqhqfqkqlpkpmgrolomplbgokrjcgbhlkrlrmlmdglo"
    "nlmnjkkfkergrfdmkhmikjglnhnieihjhgmhlfihkgemipjqhqhrghgifhaf"
    "aeagcesmkplpkqkrjpsnprpqorqqopdjfjhkekgmhniljmklfnjlfikkmllj"
    "mrpslrjslskijijjjhknjngqhpimineligfkiihiqgrhphpiejohpgdkdhdi"
    "mfngnfijlglhsggjshsi";

// 19x19, seed 52 (level 0 against level 0, Japanese rules, komi 6.5), 250
// moves, no passes. Black's group at F16 has no eye and lives in about half of the
// playouts, but so does White's upper left group beside it (at C16): a
// capturing race. GNU Go lists White's group dead and Black's alive.
inline constexpr std::string_view kCapturingRaceMoves =
    "qcjaddpqponpqqqrqporqkdpfpdndqeqepercpdocrdffdcdcedebedcbgpd"
    "pcodrepggredhpocfchchbicgefnqhbddhieggekckoiigkgjflerrrssrgb"
    "fbgcjplqpmjririqkrishrlrjqdjcjobqgbobpcodifjhjdlbmeiehfhfghi"
    "iigiefenhhkijjljphohpfogkflfpbaeafadhnapdrbqbfbrfqbsfrcqgmll"
    "jmofpeqdrdoeoanapafaeagadbnloknkpiojoljliljkikpjqjlokkklkjkm"
    "jnbnclcmaldknmmmnnknlkmjkhlhjhmnkekdjdjekcldnbjcmblbmclckpop"
    "lpmpmdkqjslsmemfqepkplcsesgkfmlamaooonkojonemkflemdmheifjghf"
    "hdgfeeidlgmgffhggdglhlgngoanamnokgghgjfiihmlhmelppqshkssrqks"
    "jrdsnafoeoncndliijji";

// 9x9, seed 175 (level 4 against level 1, Chinese rules, komi 7.5), 63
// moves, "--" a pass. Black's group at A2 lives in about half of the
// playouts; its only eye space, A4 to C4 and up to B6, holds the dead
// white stone C5. GNU Go lists C5, E3, F3 and H1 dead and Black's group
// alive.
inline constexpr std::string_view kDeadStoneInEyeMoves =
    "higgbfgdeceegbhhdddgchdhcgcibidihcbhdfefdehdidieichfahaiagbi"
    "bgfcfbgchbed--dcccebiacbbcbbabfagaeabacaacaaegehbacecdaafgfh"
    "ba--aa";

}  // namespace kosumi::test
