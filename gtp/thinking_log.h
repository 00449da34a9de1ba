#pragma once

#include <string>

#include "gtp/facade/go_player.h"

namespace kosumi::gtp {

// The thinking log's line for a generated move (on standard error, for
// GoGui's shell, Sabaki's console and the logs of server bridges), e.g.
//
//   Kosumi move 12, Black D4: 10000 playouts in 1.21 s (limit 5.00 s),
//   win rate 56.3 % over 4123 visits, PV D4 E5 C3, 1234 visits kept, ...
//
// on one line; a move from the opening book says so instead of the search:
//
//   Kosumi move 1, Black E5: from the opening book, no search (...)
//
// It starts with "Kosumi" and never holds " -> ", so that no
// client takes it for a response, an analysis line or a Leela Zero summary.
std::string thinking_line(const facade::GoPlayer::SearchReport& report, int board_size);

}  // namespace kosumi::gtp
