#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/rules.h"
#include "engine/types.h"

namespace kosumi::gtp {

// A bad SGF file: the message says what is wrong and where.
class SgfError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct SgfMove {
  engine::Player player;
  engine::Point point;  // kPass for a pass
  std::string comment;  // C[] of the move node
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
  std::string result;                  // RE[]
  std::string date;                    // DT[]
  std::string time_limit;              // TM[] as written
  std::string overtime;                // OT[]
  std::string comment;                 // GC[]
};

// Throws SgfError on anything that is not a readable Go record.
SgfRecord parse_sgf(std::string_view text);
std::string write_sgf(const SgfRecord& record);

// The game after the first `move_count` moves (all when negative) under
// `rules` (the record's komi applied). Throws SgfError for an illegal move.
engine::Game replay(const SgfRecord& record, const engine::Rules& rules, int move_count = -1);
// A record of a game: setup and handicap stones, moves, rules and komi.
SgfRecord record_of(const engine::Game& game);

}  // namespace kosumi::gtp
