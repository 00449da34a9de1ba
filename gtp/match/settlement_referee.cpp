#include "eval/settle.h"
#include "gtp/match/referee.h"

namespace kosumi::gtp {

RefereeVerdict SettlementReferee::score(const engine::Game& game, uint64_t seed) {
  eval::SettleOptions options;
  options.threads = 1;  // parallel games already use the cores
  options.seed = seed;
  return {eval::settle(game, options).score.margin(), ""};
}

}  // namespace kosumi::gtp
