#include "eval/settle.h"
#include "gtp/match/referee.h"

namespace kosumi::gtp {

RefereeVerdict SettlementReferee::score(const engine::Game& game) {
  eval::SettleOptions options;
  options.threads = 1;  // parallel games already use the cores
  return {eval::settle(game, options).score.margin(), ""};
}

}  // namespace kosumi::gtp
