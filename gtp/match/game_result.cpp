#include "gtp/match/game_result.h"

namespace kosumi::match {

std::string_view to_string(GameEnd end) {
  switch (end) {
    case GameEnd::TwoPasses:
      return "two passes";
    case GameEnd::MoveLimit:
      return "move limit";
    case GameEnd::Resignation:
      return "resignation";
    case GameEnd::IllegalMove:
      return "illegal move";
    case GameEnd::Timeout:
      return "timeout";
    case GameEnd::Crash:
      return "crash";
    case GameEnd::ProtocolError:
      return "protocol error";
    case GameEnd::NoResult:
      return "no result";
  }
  return "?";
}

}  // namespace kosumi::match
