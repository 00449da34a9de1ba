#include "eval/settle.h"
#include "eval/uncertainty.h"
#include "gtp/match/referee.h"

namespace kosumi::match {

RefereeVerdict SettlementReferee::score(const engine::Game& game) {
  eval::SettleOptions options;
  options.threads = 1;  // parallel games already use the cores
  const eval::Settlement settlement = eval::settle(game, options);
  return {settlement.score.margin(), "", eval::describe_uncertainty(settlement, game.size())};
}

}  // namespace kosumi::match
