#include "eval/uncertainty.h"

#include <cmath>

#include "engine/coord.h"

namespace kosumi::eval {

std::string describe_uncertainty(const Settlement& settlement, int size) {
  std::string out;
  for (const UncertainGroup& g : settlement.uncertain) {
    if (!out.empty()) out += "; ";
    out += std::string("the ") + (g.color == engine::Color::Black ? "black" : "white") +
           " group at " + engine::point_to_string(g.stone, size) + " (" + std::to_string(g.stones) +
           (g.stones == 1 ? " stone" : " stones") + ", lived in " +
           std::to_string(static_cast<int>(std::lround(100 * g.survival))) +
           " % of the playouts, counted " + (g.judged_dead ? "dead" : "alive") + ")";
  }
  return out;
}

}  // namespace kosumi::eval
