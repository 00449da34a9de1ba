#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/board.h"
#include "engine/rules.h"
#include "engine/types.h"

namespace kosumi::engine {

// Why a move was refused. A refused move leaves the game record unchanged.
enum class MoveError : uint8_t {
  None,
  OffBoard,
  Occupied,
  Suicide,
  Ko,       // simple ko: immediate recapture of a single stone
  Superko,  // recreates an earlier position under the rules' superko
  GameOver,
  ButtonUnavailable,  // no button in these rules, or it was taken already
  TooLong,            // the record holds Game::kMaxMoves moves already
};

std::string_view to_string(MoveError e);

// One entry of the move list. `point` is kPass for a pass.
struct MoveRecord {
  Player player;
  Point point;
  bool button = false;  // the player took the button instead of moving
};

// The game record over the board: whose turn it is, moves and passes,
// prisoners and pass stones, the button, handicap, position history for
// superko, end of game, and undo. Any colour may move at any time (GTP
// allows it); play() switches the turn to the mover's opponent.
//
// The undo history is compact: a copy of the state (a board is some 10 KB)
// before every kCheckpointInterval-th move, and the moves; undo replays the
// moves since the last copy. A record holds at most kMaxMoves moves, so a
// game's memory is bounded (some 40 MB at the maximum on any board).
class Game {
 public:
  static constexpr int kMaxMoves = 100000;
  static constexpr size_t kCheckpointInterval = 32;

  Game(int size, const Rules& rules);
  // A game starting from a set-up position (diagrams, SGF AB/AW).
  Game(const Board& start, const Rules& rules, Player to_move);

  const Board& board() const { return state_.board; }
  const Rules& rules() const { return rules_; }
  void set_komi(double komi) { rules_.komi = komi; }
  int size() const { return state_.board.size(); }
  Player to_move() const { return state_.to_move; }
  // Also re-records the current position for situational superko under
  // the new player to move.
  void set_to_move(Player p);

  // MoveError::None when pl may play at p (kPass for a pass) now.
  // MoveError::TooLong once the record holds kMaxMoves moves.
  MoveError check(Player pl, Point p) const;
  // Plays the move when it is legal; otherwise changes nothing.
  MoveError play(Player pl, Point p);
  MoveError take_button(Player pl);
  // True when the move would recreate an earlier position under the rules'
  // superko (false under simple ko). Precondition: legal on the board.
  bool violates_superko(Player pl, Point p) const;

  // Takes back the last move, pass or button. False when there is none
  // (handicap stones and the set-up position cannot be undone).
  bool undo();
  bool can_undo() const { return !moves_.empty(); }
  // The game as it stood before the first move: the set-up position or the
  // handicap stones, with the same rules.
  Game at_start() const;

  // Two passes in a row; under white_passes_last the last must be White's.
  bool is_over() const;
  // Continues after the end of the game (the players disagreed on the dead
  // stones): the passes so far no longer end it.
  void resume() { state_.consecutive_passes = 0; }
  int consecutive_passes() const { return state_.consecutive_passes; }

  // Handicap stones on an empty board before any move; White moves next.
  // False (and nothing changes) when the board is not empty, a point is off
  // the board or repeated, or fewer than two points are given.
  bool place_handicap(const std::vector<Point>& points);
  int handicap() const { return handicap_; }

  const std::vector<MoveRecord>& moves() const { return moves_; }
  // Prisoners held by a player: stones captured on the board, plus the
  // opponent's passes when the rules use pass stones.
  int prisoners(Player by) const;
  int passes(Player by) const { return state_.passes[static_cast<size_t>(player_index(by))]; }
  std::optional<Player> button_owner() const { return state_.button_owner; }

 private:
  struct State {
    Board board;
    Player to_move = Player::Black;
    int consecutive_passes = 0;
    std::array<int, 2> passes{};
    std::optional<Player> button_owner;
    Player last_passer = Player::Black;
  };

  void record_position();
  void forget_position();
  // Keeps what undo needs before a move or the button is recorded.
  void push_history();
  // The state change of a recorded move, without checks or bookkeeping.
  void apply(const MoveRecord& move);
  static uint64_t situational_key(uint64_t board_hash, Player to_move) {
    return board_hash ^ to_move_key(to_move);
  }

  Rules rules_;
  State state_;
  int handicap_ = 0;
  std::vector<MoveRecord> moves_;
  // checkpoints_[i]: the state before move i * kCheckpointInterval.
  std::vector<State> checkpoints_;
  // What a replay cannot rebuild, as it was before each move: the turn
  // (set_to_move may have changed it) and the passes in a row (resume).
  struct Before {
    Player to_move;
    int consecutive_passes;
  };
  std::vector<Before> before_;
  // Multisets (hash -> count) of the positions reached so far, by board
  // alone (positional superko) and with the player to move (situational).
  std::unordered_map<uint64_t, int> positional_;
  std::unordered_map<uint64_t, int> situational_;
};

}  // namespace kosumi::engine
