#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kosumi::engine {

enum class KoRule : uint8_t {
  Simple,              // only the immediate recapture of a single stone is banned
  PositionalSuperko,   // no move may recreate any earlier whole-board position
  SituationalSuperko,  // no move may recreate a position with the same player to move
};

enum class Counting : uint8_t {
  Area,       // own stones + surrounded empty points
  Territory,  // surrounded empty points + prisoners (captures and dead stones)
};

// Extra points White receives under area counting in a handicap game.
enum class HandicapCompensation : uint8_t {
  None,
  PerStone,            // one point per handicap stone
  PerStoneAfterFirst,  // one point per handicap stone after the first
};

// The rules of a game, as a value: the game record owns a copy, the board is
// told only what it needs (whether suicide is legal). See shared RULES.md.
struct Rules {
  KoRule ko = KoRule::PositionalSuperko;
  bool suicide_allowed = false;
  Counting counting = Counting::Area;
  // A pass hands the opponent one prisoner (French and AGA rules).
  bool pass_stones = false;
  // The game ends only on two passes in a row of which White's is the last.
  bool white_passes_last = false;
  // False under Tromp-Taylor: every stone on the board at the end is alive.
  bool dead_stones_removed = true;
  HandicapCompensation handicap_compensation = HandicapCompensation::PerStone;
  // Once per game a player may take the button instead of moving: +0.5.
  bool button = false;
  double komi = 7.5;
  // Komi beyond this is no game of Go but a typo; GTP, SGF and the command
  // line refuse it.
  static constexpr double kMaxAbsKomi = 1000;

  // The presets of RULES.md: japanese, chinese, french, aga, tromp-taylor,
  // new-zealand. nullopt for an unknown name.
  static std::optional<Rules> preset(std::string_view name);
  static std::vector<std::string_view> preset_names();

  // Komi a preset gives a game with `handicap` stones: its usual komi in an
  // even game, 0.5 with two or more handicap stones.
  double default_komi(int handicap) const;
  // Points White receives for `handicap` stones under this rule set: none
  // under territory counting, whatever handicap_compensation says.
  int handicap_points(int handicap) const;

  // The preset name when the rules equal one (komi aside), else "custom".
  std::string name() const;
  std::string to_string() const;
  // A hash of everything that changes results, komi included, so caches
  // never mix results obtained under different rules.
  uint64_t hash() const;

  bool operator==(const Rules&) const = default;
};

}  // namespace kosumi::engine
