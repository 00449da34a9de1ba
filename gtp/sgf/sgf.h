#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "engine/rules.h"
#include "engine/types.h"

// SGF game records, the sgf wing's one header: read.cpp reads and parses them,
// write.cpp writes them, rules.cpp names rule sets in RU[], game.cpp turns
// records into games and back.
namespace kosumi::sgf {

// A bad SGF file: the message says what is wrong and where.
class SgfError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct SgfMove {
  engine::Player player;
  engine::Point point;    // kPass for a pass
  std::string comment{};  // C[] of the move node
  // The mover's clock after the move, when the record keeps it: seconds
  // left (BL[] / WL[]) and, in byo-yomi, stones left in the period
  // (OB[] / OW[]).
  std::optional<double> time_left{};
  std::optional<int> stones_left{};
  // Further properties of the move's node, written as given (a review's
  // SBKV win rate and BM mark); parse_sgf does not read them back.
  std::vector<std::pair<std::string, std::string>> properties{};
  // Lines that could have been played instead of this move, from the
  // position before it (a review's preferred move and what follows),
  // written as variations; parse_sgf keeps the main line only.
  std::vector<std::vector<SgfMove>> variations{};

  bool operator==(const SgfMove&) const = default;
};

// The main line of an SGF FF[4] game record of Go (GM[1]).
struct SgfRecord {
  int size = 19;
  double komi = 0;
  std::optional<engine::Rules> rules;  // from RU[], when it names a known rule set
  std::string rules_text;              // RU[] as written
  int handicap = 0;
  std::vector<engine::Point> black_setup;  // AB[]
  std::vector<engine::Point> white_setup;  // AW[]
  std::optional<engine::Player> to_move;   // PL[]
  std::vector<SgfMove> moves;
  std::string black_name, white_name;  // PB[], PW[]
  std::string application;             // AP[], e.g. "Kosumi:0.1.0"
  std::string result;                  // RE[]
  std::string date;                    // DT[]
  std::string time_limit;              // TM[] as written
  std::string overtime;                // OT[]
  std::string comment;                 // GC[]

  bool operator==(const SgfRecord&) const = default;
};

// The rule set an RU[] value names: Japanese, Chinese, AGA, NZ or New
// Zealand, French, Tromp-Taylor or TT (case, spaces, '-' and '_' ignored).
// nullopt for anything else. The komi is the preset's.
std::optional<engine::Rules> rules_from_sgf(std::string_view ru);
// The RU[] value written for a rule set: its SGF name for a preset, else
// the engine's name ("custom").
std::string sgf_rules_name(const engine::Rules& rules);

// Game records are small; a larger file is refused rather than read.
inline constexpr std::uintmax_t kMaxSgfFileBytes = 16 << 20;
// Collections of games to learn from or measure on (the strong players'
// corpus is 27 MB) may be larger.
inline constexpr std::uintmax_t kMaxSgfCollectionBytes = std::uintmax_t{1} << 30;

// The whole text of an SGF file. Throws SgfError saying why (without the
// path, which the caller names) when it cannot be opened, is not a regular file (a device or a pipe
// could be read without end) or is larger than `max_bytes`.
std::string read_sgf_file(const std::string& path, std::uintmax_t max_bytes = kMaxSgfFileBytes);

// Throws SgfError on anything that is not a readable Go record.
// Variations and further game trees are checked for syntax, then ignored:
// the record is the first tree's main line (first variation at each branch).
// A record's `rules` carry its komi.
SgfRecord parse_sgf(std::string_view text);
// Every game tree of a collection (such as one game a line), in order,
// each read as parse_sgf reads the first: visit() gets each readable
// record, unreadable() the error of a tree whose syntax is right but whose
// content is not a readable record (a bad coordinate, ...). Throws
// SgfError for broken syntax, which ends the collection there. One tree at
// a time is in memory, so a large collection costs only its records.
void read_sgf_collection(std::string_view text, const std::function<void(SgfRecord&&)>& visit,
                         const std::function<void(const SgfError&)>& unreadable);
// FF[4] text that parse_sgf reads back to an equal record, less the moves'
// further properties and variations, which it skips.
std::string write_sgf(const SgfRecord& record);

// The game after the first `move_count` moves (all when negative) under
// `rules` (the record's komi applied). Throws SgfError for an illegal move.
engine::Game replay(const SgfRecord& record, const engine::Rules& rules, int move_count = -1);
// A record of a game: setup and handicap stones, moves, rules and komi.
SgfRecord record_of(const engine::Game& game);

}  // namespace kosumi::sgf
