#pragma once

#include <functional>

#include "engine/types.h"
#include "gtp/facade/go_player.h"
#include "gtp/server.h"
#include "search/search.h"

namespace kosumi::gtp {

// How a command that searches lets its search be seen and stopped: the
// search ends at GoGui's `# interrupt` (the command then answers with its
// best move so far), and when the input closes while it runs (a controller
// that gives up); GoGui's live graphics draw it on the log when they are
// on, and `each` (analysis lines) sees it too. A search that began after
// the input had ended (the last command of a script piped in) runs to its
// limits.
facade::GoPlayer::SearchWatcher watch_search(
    GtpServer& server, engine::Player player,
    std::function<void(const search::SearchResult&)> each = {});

// After a command that generated a move: the thinking log's line, and the
// end of the live graphics.
void log_generated_move(GtpServer& server);

}  // namespace kosumi::gtp
