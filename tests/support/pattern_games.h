#pragma once

#include <string>

#include "engine/game.h"
#include "engine/random.h"
#include "engine/rules.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::cli {

// `games` seeded random 19×19 games of `moves` legal moves each, one SGF
// record a line: a collection for the pattern training and prediction.
inline std::string random_game_collection(int games, int moves, uint64_t seed) {
  engine::Rng rng(seed);
  std::string text;
  for (int g = 0; g < games; ++g) {
    engine::Game game(19, *engine::Rules::preset("chinese"));
    while (static_cast<int>(game.moves().size()) < moves) {
      const engine::Point p = game.board().empty_point(
          static_cast<int>(rng.below(static_cast<uint32_t>(game.board().empty_count()))));
      game.play(game.to_move(), p);  // an illegal pick changes nothing
    }
    std::string record = sgf::write_sgf(sgf::record_of(game));
    while (!record.empty() && record.back() == '\n')
      record.pop_back();
    text += record + '\n';
  }
  return text;
}

}  // namespace kosumi::cli
