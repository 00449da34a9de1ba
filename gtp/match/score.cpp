#include "gtp/match/score.h"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "engine/parse.h"

namespace kosumi::match {

std::optional<double> parse_final_score(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
    text.remove_suffix(1);
  }
  if (text == "0") return 0.0;
  if (text.size() < 3 || text[1] != '+') return std::nullopt;
  const char winner = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (winner != 'B' && winner != 'W') return std::nullopt;
  const std::string_view number = text.substr(2);
  const std::optional<double> margin = engine::try_parse<double>(number);
  if (!margin || !std::isfinite(*margin) || *margin < 0) return std::nullopt;
  return winner == 'B' ? *margin : -*margin;
}

std::string format_final_score(double black_margin) {
  if (black_margin == 0) return "0";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%c+%g", black_margin > 0 ? 'B' : 'W',
                std::fabs(black_margin));
  return buffer;
}

}  // namespace kosumi::match
