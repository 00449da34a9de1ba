#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kosumi::match {

// GTP final_score text ("B+3.5", "W+0.5", "0") as Black's margin: positive
// when Black wins, 0 for a draw. nullopt for anything else, including the
// SGF-only forms "B+R", "W+T" or "B+F". Case and surrounding blanks are
// ignored, since engines differ there.
std::optional<double> parse_final_score(std::string_view text);

// Black's margin as GTP final_score writes it.
std::string format_final_score(double black_margin);

}  // namespace kosumi::match
