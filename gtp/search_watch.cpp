#include "gtp/search_watch.h"

#include <chrono>
#include <memory>
#include <ostream>

#include "gtp/gogui_gfx.h"
#include "gtp/thinking_log.h"

namespace kosumi::gtp {
namespace {

using Clock = std::chrono::steady_clock;

// GoGui redraws the board for each block of live graphics; twice a second
// shows the search moving without flooding the shell.
constexpr auto kLiveGfxInterval = std::chrono::milliseconds(500);

}  // namespace

facade::GoPlayer::SearchWatcher watch_search(
    GtpServer& server, engine::Player player,
    std::function<void(const search::SearchResult&)> each) {
  auto next_gfx = std::make_shared<Clock::time_point>(Clock::now() + kLiveGfxInterval);
  const bool ended_before = server.input_ended();
  return [&server, player, each = std::move(each), next_gfx,
          ended_before](const search::SearchResult& now) {
    if (each) each(now);
    std::ostream* log = server.options().err;
    if (log && server.options().live_gfx && Clock::now() >= *next_gfx) {
      // A block of draw commands after a bare "gogui-gfx:" ends at an empty line.
      *log << "gogui-gfx:\n"
           << variation_gfx(now, player, server.go_player().size()) << "\n\n"
           << std::flush;
      *next_gfx = Clock::now() + kLiveGfxInterval;
    }
    const bool closed_meanwhile = !ended_before && server.input_ended();
    return !server.interrupt_waiting() && !closed_meanwhile;
  };
}

void log_generated_move(GtpServer& server) {
  std::ostream* log = server.options().err;
  const auto& report = server.go_player().last_search();
  if (!log || !report) return;
  if (server.options().live_gfx) *log << "gogui-gfx: CLEAR\n";
  if (server.options().thinking_log)
    *log << thinking_line(*report, server.go_player().size()) << '\n';
  *log << std::flush;
}

}  // namespace kosumi::gtp
