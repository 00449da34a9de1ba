#include "gtp/gogui_gfx.h"

#include <cmath>
#include <iomanip>
#include <sstream>

#include "engine/coord.h"

namespace kosumi::gtp {
namespace {

// More labels than this crowd the board without saying more.
constexpr size_t kLabelledMoves = 10;

int percent(double winrate) {
  return static_cast<int>(std::lround(100 * winrate));
}

}  // namespace

std::string best_moves_gfx(const search::SearchResult& result, int board_size) {
  std::ostringstream labels;
  std::ostringstream text;
  text << std::fixed << std::setprecision(1);
  size_t shown = 0;
  for (const search::ChildStats& child : result.children) {
    if (shown == kLabelledMoves || child.visits == 0) break;
    const std::string vertex = engine::point_to_string(child.move, board_size);
    text << (shown == 0 ? "" : ", ") << vertex << ' ' << 100 * child.winrate << " % ("
         << child.visits << " visits)";
    ++shown;
    if (child.move == engine::kPass) continue;
    labels << ' ' << vertex << ' ' << percent(child.winrate);
  }
  std::ostringstream out;
  if (!labels.str().empty()) out << "LABEL" << labels.str() << '\n';
  if (result.best_move != engine::kPass && !result.children.empty()) {
    out << "SQUARE " << engine::point_to_string(result.best_move, board_size) << '\n';
  }
  out << "TEXT " << result.playouts << " playouts: " << text.str();
  return out.str();
}

std::string variation_gfx(const search::SearchResult& result, engine::Player to_move,
                          int board_size) {
  std::ostringstream out;
  if (!result.principal_variation.empty()) {
    out << "VAR";
    engine::Player player = to_move;
    for (engine::Point p : result.principal_variation) {
      out << ' ' << (player == engine::Player::Black ? 'b' : 'w') << ' '
          << engine::point_to_string(p, board_size);
      player = engine::opponent(player);
    }
    out << '\n';
  }
  out << std::fixed << std::setprecision(1) << "TEXT " << result.playouts << " playouts";
  if (!result.children.empty()) {
    out << ", best " << engine::point_to_string(result.best_move, board_size) << ' '
        << 100 * result.winrate << " %";
  }
  return out.str();
}

}  // namespace kosumi::gtp
