#include "gtp/score_text.h"

#include <cmath>
#include <iomanip>
#include <sstream>
#include <utility>
#include <vector>

namespace kosumi::gtp {
namespace {

using engine::Player;

// "45 = 40 stones + 5 territory": the terms that are not zero.
std::string sum_of(double total, const std::vector<std::pair<double, std::string>>& terms) {
  std::ostringstream out;
  out << total;
  const char* separator = " = ";
  for (const auto& [value, name] : terms) {
    if (value == 0) continue;
    out << separator << value << ' ' << name;
    separator = " + ";
  }
  return out.str();
}

}  // namespace

std::string score_breakdown(const engine::Score& score, const engine::Game& game) {
  const engine::Rules& rules = game.rules();
  const bool area = rules.counting == engine::Counting::Area;
  const double handicap = rules.handicap_points(game.handicap());
  const auto owner = game.button_owner();
  const double black_button = owner == Player::Black ? 0.5 : 0;
  const double white_button = owner == Player::White ? 0.5 : 0;
  std::vector<std::pair<double, std::string>> black;
  std::vector<std::pair<double, std::string>> white;
  if (area) {
    black = {{score.black_stones, "stones"}, {score.black_territory, "territory"}};
    white = {{score.white_stones, "stones"}, {score.white_territory, "territory"}};
  } else {
    black = {{score.black_territory, "territory"}, {score.black_prisoners, "prisoners"}};
    white = {{score.white_territory, "territory"}, {score.white_prisoners, "prisoners"}};
  }
  black.push_back({black_button, "button"});
  white.push_back({rules.komi, "komi"});
  white.push_back({handicap, "handicap compensation"});
  white.push_back({white_button, "button"});
  return "Black " + sum_of(score.black, black) + "; White " + sum_of(score.white, white) + "; " +
         score.result();
}

std::string expected_lead(const eval::Settlement& settlement, const engine::Game& game) {
  const engine::Rules& rules = game.rules();
  const double margin = static_cast<double>(settlement.ownership.sum()) - rules.komi -
                        rules.handicap_points(game.handicap());
  std::ostringstream out;
  out << std::fixed << std::setprecision(1);
  if (std::abs(margin) < 0.05) {
    out << "The game is even by the playouts from here";
  } else {
    out << player_title(margin > 0 ? Player::Black : Player::White) << " leads by about "
        << std::abs(margin) << " points by the playouts from here";
  }
  return out.str();
}

std::string_view player_title(Player player) {
  return player == Player::Black ? "Black" : "White";
}

}  // namespace kosumi::gtp
