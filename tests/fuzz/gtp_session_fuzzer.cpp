// A whole GTP session: the input's lines, one after another, through the
// server on one live session, so that every command of the table meets
// every state the others leave (sizes, handicaps, passes, undo, rules,
// clocks, loaded records). Every answer must be a well-formed response,
// the board must stay consistent, and a command that fails must change
// nothing the controller can see.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/board.h"
#include "fuzz_session.h"
#include "gtp/server.h"
#include "gtp/sgf/sgf.h"
#include "response_check.h"

namespace {

// What a controller can see of the session.
std::string visible_state(const kosumi::facade::GoPlayer& go_player) {
  const kosumi::engine::Game& game = go_player.game();
  return kosumi::sgf::write_sgf(kosumi::sgf::record_of(game)) +
         std::to_string(static_cast<int>(game.to_move())) + std::to_string(game.is_over());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // Sessions past a few dozen commands add little but time.
  constexpr int kMaxLines = 64;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto go_player = kosumi::fuzz::small_go_player();
  kosumi::gtp::GtpServer server(*go_player);
  size_t start = 0;
  for (int n = 0; n < kMaxLines && start <= input.size() && !server.quit_requested(); ++n) {
    const size_t end = std::min(input.find('\n', start), input.size());
    const std::string_view line = input.substr(start, end - start);
    start = end + 1;
    if (kosumi::fuzz::writes_a_file(line)) continue;
    const std::string before = visible_state(*go_player);
    const std::optional<std::string> response = server.execute(line);
    kosumi::fuzz::check_response(response);
    if (response && response->starts_with('?') && visible_state(*go_player) != before) {
      kosumi::fuzz::finding();
    }
    if (!go_player->game().board().check_consistency().empty()) kosumi::fuzz::finding();
  }
  return 0;
}
