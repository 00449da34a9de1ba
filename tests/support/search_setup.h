#pragma once

#include <string>
#include <string_view>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/game.h"
#include "engine/rules.h"
#include "search/search.h"

namespace kosumi::search::testing {

// A game from a diagram under Chinese rules with the given komi.
inline engine::Game game_from(std::string_view diagram, engine::Player to_move, double komi) {
  engine::Rules rules = *engine::Rules::preset("chinese");
  rules.komi = komi;
  return engine::Game(engine::parse_board(diagram), rules, to_move);
}

inline engine::Point at(const engine::Game& game, std::string_view text) {
  return *engine::parse_point(text, game.size());
}

inline std::string name_of(const engine::Game& game, engine::Point p) {
  return engine::point_to_string(p, game.size());
}

// The root children as text, for failure messages.
inline std::string describe(const engine::Game& game, const SearchResult& r) {
  std::string out;
  for (const ChildStats& c : r.children) {
    out += name_of(game, c.move) + " " + std::to_string(c.visits) + " " +
           std::to_string(c.winrate) + "\n";
  }
  return out;
}

inline SearchOptions single_thread_options(uint64_t seed) {
  SearchOptions o;
  o.threads = 1;
  o.seed = seed;
  o.memory_mb = 16;
  return o;
}

}  // namespace kosumi::search::testing
