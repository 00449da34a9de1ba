#include "gtp/match/tally.h"

#include <algorithm>
#include <optional>

#include "gtp/match/score.h"

namespace kosumi::match {
namespace {

void add_fault(EngineTally& engine, GameEnd end) {
  switch (end) {
    case GameEnd::IllegalMove:
      ++engine.illegal_moves;
      break;
    case GameEnd::Crash:
      ++engine.crashes;
      break;
    case GameEnd::Timeout:
      ++engine.timeouts;
      break;
    case GameEnd::ProtocolError:
      ++engine.protocol_errors;
      break;
    default:
      break;
  }
}

void add_times(MoveTimes& total, const MoveTimes& game) {
  total.moves += game.moves;
  total.total_seconds += game.total_seconds;
  total.max_seconds = std::max(total.max_seconds, game.max_seconds);
}

void add_score_answer(EngineTally& engine, const std::string& answer, double referee_margin) {
  const std::optional<double> margin = parse_final_score(answer);
  if (!margin) return;
  ++engine.scores_answered;
  const auto sign = [](double m) { return (m > 0) - (m < 0); };
  if (sign(*margin) == sign(referee_margin)) ++engine.scores_same_winner;
  if (*margin == referee_margin) ++engine.scores_same_result;
}

}  // namespace

void MatchTally::add(const GameResult& game, int black_engine) {
  ++games;
  // An FNV-1a-style hash taking one move (point, player, button) per step.
  uint64_t sequence = 0xcbf29ce484222325ULL;
  for (const engine::MoveRecord& m : game.game.moves()) {
    const auto value = static_cast<uint64_t>(engine::index(m.point)) << 2 |
                       static_cast<uint64_t>(m.player) << 1 | static_cast<uint64_t>(m.button);
    sequence = (sequence ^ value) * 0x100000001b3ULL;
  }
  move_sequences.insert(sequence);
  const auto engine_playing = [&](engine::Player p) -> EngineTally& {
    const int index = p == engine::Player::Black ? black_engine : 1 - black_engine;
    return engines[static_cast<size_t>(index)];
  };
  EngineTally& black = engine_playing(engine::Player::Black);
  EngineTally& white = engine_playing(engine::Player::White);
  ++black.games_as_black;
  ++white.games_as_white;
  add_times(black.times, game.times[0]);
  add_times(white.times, game.times[1]);
  if (game.at_fault) add_fault(engine_playing(*game.at_fault), game.end);

  if (game.end == GameEnd::NoResult) {
    ++void_games;
    return;
  }
  if (!game.uncertain_count.empty()) ++uncertain_counts;
  if (!game.winner) {
    ++draws;
    ++black.draws;
    ++white.draws;
  } else if (*game.winner == engine::Player::Black) {
    ++black_wins;
    ++black.wins;
    ++black.wins_as_black;
  } else {
    ++white_wins;
    ++white.wins;
    ++white.wins_as_white;
  }
  if (const std::optional<double> referee = parse_final_score(game.referee_score)) {
    add_score_answer(black, game.engine_scores[0], *referee);
    add_score_answer(white, game.engine_scores[1], *referee);
  }
}

}  // namespace kosumi::match
