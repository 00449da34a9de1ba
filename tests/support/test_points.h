#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/board.h"
#include "engine/coord.h"

namespace kosumi::test {

// The point named in GTP text ("C3"), for diagrams in tests; throws on a
// name that is not on the board, so a typo fails the test loudly.
inline engine::Point at(const engine::Board& board, std::string_view name) {
  const auto p = engine::parse_point(name, board.size());
  if (!p) throw std::invalid_argument("bad point in test: " + std::string(name));
  return *p;
}

}  // namespace kosumi::test
