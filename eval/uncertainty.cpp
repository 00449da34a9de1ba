#include "eval/uncertainty.h"

#include <cmath>

#include "engine/coord.h"

namespace kosumi::eval {

std::string describe_uncertainty(const Settlement& settlement, int size) {
  std::string out = settlement.estimate ? "estimate, game not finished" : "";
  for (const UncertainGroup& g : settlement.uncertain) {
    if (!out.empty()) out += "; ";
    out += std::string("the ") + (g.color == engine::Color::Black ? "black" : "white") +
           " group at " + engine::point_to_string(g.stone, size) + " (" + std::to_string(g.stones) +
           (g.stones == 1 ? " stone" : " stones") + ", lived in " +
           std::to_string(static_cast<int>(std::lround(100 * g.survival))) +
           " % of the playouts, counted " + (g.judged_dead ? "dead" : "alive") + ")";
  }
  if (settlement.uncertain_points.any()) {
    out += "; " + std::to_string(settlement.uncertain_points.count()) +
           " points owned by neither side:";
    for (int i = 0; i < static_cast<int>(settlement.uncertain_points.size()); ++i) {
      if (settlement.uncertain_points[static_cast<size_t>(i)]) {
        out += " " + engine::point_to_string(engine::point_from_index(i), size);
      }
    }
  }
  return out;
}

}  // namespace kosumi::eval
