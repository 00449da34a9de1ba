#include "engine/coord.h"

#include <cctype>

namespace kosumi::engine {

std::string_view to_string(Player p) {
  return p == Player::Black ? "black" : "white";
}

std::optional<Player> parse_player(std::string_view text) {
  std::string lower;
  for (char c : text)
    lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "b" || lower == "black") return Player::Black;
  if (lower == "w" || lower == "white") return Player::White;
  return std::nullopt;
}

char column_letter(int x) {
  return static_cast<char>('A' + x + (x >= 8 ? 1 : 0));
}

std::string point_to_string(Point p, int size) {
  if (p == kPass) return "pass";
  if (p == kNoPoint) return "?";
  const int stride = stride_for(size);
  const int x = index(p) % stride - 1;
  const int y = index(p) / stride - 1;
  return std::string(1, column_letter(x)) + std::to_string(y + 1);
}

std::optional<Point> parse_point(std::string_view text, int size) {
  if (text.size() == 4) {
    std::string lower;
    for (char c : text)
      lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "pass") return kPass;
  }
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
  const int x = letter - 'A' - (letter > 'I' ? 1 : 0);
  int row = 0;
  for (char c : text.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    row = row * 10 + (c - '0');
  }
  if (text[1] == '0' || x >= size || row < 1 || row > size) return std::nullopt;
  return point_at(x, row - 1, size);
}

}  // namespace kosumi::engine
