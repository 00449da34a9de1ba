#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "eval/patterns/game_positions.h"
#include "eval/patterns/harvest.h"
#include "eval/patterns/model.h"

namespace kosumi::eval {

// How well a model predicts the moves of recorded games, by game phase.
struct PredictionStats {
  int64_t positions = 0;
  // Positions where the played move ranked in the top 1, 5 and 10 of all
  // legal moves and the pass. Ties count by random order: a move tied with
  // e others just after g better ones counts (k - g) / (e + 1) for top k,
  // between 0 and 1.
  std::array<double, 3> top{};
  double log_evidence = 0;  // sum of ln(probability of the played move)

  static constexpr std::array<int, 3> kTopK = {1, 5, 10};

  double rate(int i) const {
    return positions > 0 ? top[static_cast<size_t>(i)] / static_cast<double>(positions) : 0;
  }
  double mean_log_evidence() const {
    return positions > 0 ? log_evidence / static_cast<double>(positions) : 0;
  }
  void add(const PredictionStats& other);
};

// Moves 1-30, 31-150, 151 and later.
inline constexpr int kPhaseCount = 3;
inline constexpr std::array<int, kPhaseCount> kPhaseFirstMove = {1, 31, 151};
int phase_of(int move_number);
std::string phase_name(int phase);

struct PredictionReport {
  int64_t games = 0;
  std::array<PredictionStats, kPhaseCount> phases;
  PredictionStats total() const;
};

// Ranks every played move of `games` (passes included) among the legal
// moves and the pass of its position. Multithreaded over games (OpenMP,
// `threads` 0: its default), each thread with its own scorer.
PredictionReport measure_prediction(const PatternModel& model, std::span<const RecordedGame> games,
                                    int threads, const ProgressLine& progress);

// The report as a table: a row per phase and one for all moves.
std::string format_prediction(const PredictionReport& report);

}  // namespace kosumi::eval
