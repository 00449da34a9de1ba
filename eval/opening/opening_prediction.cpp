#include "eval/opening/opening_prediction.h"

#include <cstdio>

#include "eval/opening/symmetry.h"

namespace kosumi::eval {
namespace {

double percent(int64_t part, int64_t whole) {
  return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}

}  // namespace

std::vector<OpeningPredictionRow> measure_opening_prediction(const OpeningPrior& table,
                                                             std::span<const RecordedGame> games) {
  const int moves = table.max_moves();
  std::vector<OpeningPredictionRow> rows(static_cast<size_t>(moves) + 1);
  for (int m = 1; m <= moves; ++m)
    rows[static_cast<size_t>(m - 1)] = {m, m};
  OpeningPredictionRow& all = rows.back();
  all.first_move = 1;
  all.last_move = moves;
  for (const RecordedGame& game : games) {
    if (game.size != table.size()) continue;
    bool passed = false;
    for_each_position(game, [&](const GamePosition& at) {
      if (passed || at.move_number > moves) return;
      if (at.played == engine::kPass) {
        passed = true;
        return;
      }
      OpeningPredictionRow& row = rows[static_cast<size_t>(at.move_number - 1)];
      ++row.positions;
      ++all.positions;
      const CanonicalPosition canonical = canonical_position(at.board, at.to_move);
      const OpeningPrior::Position* known = table.find(canonical.key);
      if (known == nullptr || known->moves.empty()) return;
      ++row.found;
      ++all.found;
      if (known->moves.front().canonical == canonical.canonical_move(at.played, table.size())) {
        ++row.top;
        ++all.top;
      }
    });
  }
  return rows;
}

std::string format_opening_prediction(std::span<const OpeningPredictionRow> rows) {
  std::string text =
      "| moves | positions | found | top-1 | top-1 of found |\n"
      "|-------|----------:|------:|------:|---------------:|\n";
  for (const OpeningPredictionRow& row : rows) {
    char moves[32];
    if (row.first_move == row.last_move) {
      std::snprintf(moves, sizeof moves, "%d", row.first_move);
    } else {
      std::snprintf(moves, sizeof moves, "%d-%d", row.first_move, row.last_move);
    }
    char line[160];
    std::snprintf(line, sizeof line, "| %s | %lld | %.1f %% | %.1f %% | %.1f %% |\n", moves,
                  static_cast<long long>(row.positions), percent(row.found, row.positions),
                  percent(row.top, row.positions), percent(row.top, row.found));
    text += line;
  }
  return text;
}

}  // namespace kosumi::eval
