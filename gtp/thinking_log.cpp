#include "gtp/thinking_log.h"

#include <iomanip>
#include <sstream>

#include "engine/coord.h"
#include "gtp/facade/points.h"
#include "gtp/score_text.h"

namespace kosumi::gtp {

std::string thinking_line(const facade::GoPlayer::SearchReport& report, int board_size) {
  const search::SearchResult& r = report.result;
  std::ostringstream out;
  out << std::fixed << "Kosumi move " << report.move_number << ", " << player_title(report.player)
      << ' ';
  if (report.move.resign) {
    out << "resigns";
  } else {
    out << engine::point_to_string(report.move.point, board_size);
  }
  if (report.from_book) {
    out << ": from the opening book, no search (the book's win rate " << std::setprecision(1)
        << 100 * r.winrate << " %; its moves by visits:";
    for (const search::ChildStats& child : r.children) {
      out << (&child == &r.children.front() ? " " : ", ")
          << engine::point_to_string(child.move, board_size) << ' ' << child.visits;
    }
    out << ')';
    return out.str();
  }
  out << ": " << r.playouts << " playouts in " << std::setprecision(2) << r.seconds << " s";
  const search::SearchLimits& limits = report.limits;
  if (limits.seconds > 0 && limits.playouts > 0) {
    out << " (limit " << limits.seconds << " s or " << limits.playouts << " playouts)";
  } else if (limits.seconds > 0) {
    out << " (limit " << limits.seconds << " s)";
  } else if (limits.playouts > 0) {
    out << " (limit " << limits.playouts << " playouts)";
  }
  for (const search::ChildStats& child : r.children) {
    if (child.move != r.best_move) continue;
    out << ", win rate " << std::setprecision(1) << 100 * r.winrate << " % over " << child.visits
        << " visits";
  }
  if (!r.principal_variation.empty()) {
    out << ", PV " << facade::vertex_list(r.principal_variation, board_size);
  }
  if (report.captures_dead) out << ", captures dead stones before passing";
  if (r.reused_visits > 0) out << ", " << r.reused_visits << " visits kept from before";
  if (report.pondered > 0) out << ", pondered " << report.pondered << " playouts";
  return out.str();
}

}  // namespace kosumi::gtp
