#include "gtp/match/referee.h"

#include <sstream>

#include "engine/coord.h"
#include "gtp/match/score.h"

namespace kosumi::match {

RefereeVerdict GtpReferee::score(const engine::Game& game) {
  std::ostringstream komi;
  komi << "komi " << game.rules().komi;
  std::vector<std::string> commands = {"boardsize " + std::to_string(game.size()), "clear_board",
                                       komi.str()};
  if (game.handicap() > 0) commands.push_back("fixed_handicap " + std::to_string(game.handicap()));
  for (const engine::MoveRecord& move : game.moves()) {
    commands.push_back("play " + std::string(engine::to_string(move.player)) + " " +
                       engine::point_to_string(move.point, game.size()));
  }
  for (const std::string& command : commands) {
    const client::GtpResponse reply = process_.send(command, timeout_);
    if (!reply.ok()) {
      return {std::nullopt, "referee: '" + command + "' failed (" +
                                std::string(to_string(reply.status)) + ": " + reply.text + ")"};
    }
  }
  const client::GtpResponse reply = process_.send("final_score", timeout_);
  if (!reply.ok()) {
    return {std::nullopt, "referee: final_score failed (" + std::string(to_string(reply.status)) +
                              ": " + reply.text + ")"};
  }
  const std::optional<double> margin = parse_final_score(reply.text);
  if (!margin) return {std::nullopt, "referee: cannot read final_score '" + reply.text + "'"};
  return {margin, ""};
}

}  // namespace kosumi::match
