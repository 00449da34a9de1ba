#include "eval/patterns/prediction.h"

#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "eval/patterns/extraction.h"

namespace kosumi::eval {

void PredictionStats::add(const PredictionStats& other) {
  positions += other.positions;
  for (size_t i = 0; i < top.size(); ++i)
    top[i] += other.top[i];
  log_evidence += other.log_evidence;
}

int phase_of(int move_number) {
  int phase = 0;
  while (phase + 1 < kPhaseCount && move_number >= kPhaseFirstMove[static_cast<size_t>(phase + 1)])
    ++phase;
  return phase;
}

std::string phase_name(int phase) {
  const int first = kPhaseFirstMove[static_cast<size_t>(phase)];
  if (phase + 1 == kPhaseCount) return "moves " + std::to_string(first) + "+";
  return "moves " + std::to_string(first) + "-" +
         std::to_string(kPhaseFirstMove[static_cast<size_t>(phase + 1)] - 1);
}

PredictionStats PredictionReport::total() const {
  PredictionStats all;
  for (const PredictionStats& p : phases)
    all.add(p);
  return all;
}

PredictionReport measure_prediction(const PatternModel& model, std::span<const RecordedGame> games,
                                    int threads, const ProgressLine& progress) {
  PredictionReport report;
  const int thread_count = threads > 0 ? threads : omp_get_max_threads();
  const auto game_count = static_cast<int64_t>(games.size());
  int64_t done = 0;
#pragma omp parallel num_threads(thread_count)
  {
    PatternScorer scorer(model);
    PredictionReport mine;
    std::vector<double> strengths;
#pragma omp for schedule(dynamic, 4)
    for (int64_t i = 0; i < game_count; ++i) {
      for_each_position(games[static_cast<size_t>(i)], [&](const GamePosition& pos) {
        const std::vector<engine::Point> moves = candidate_moves(pos.board, pos.to_move);
        const auto played = std::find(moves.begin(), moves.end(), pos.played);
        if (played == moves.end()) return;
        strengths.resize(moves.size());
        double sum = 0;
        for (size_t m = 0; m < moves.size(); ++m) {
          strengths[m] = scorer.strength(pos.board, pos.to_move, pos.context, moves[m]);
          sum += strengths[m];
        }
        const double own = strengths[static_cast<size_t>(played - moves.begin())];
        const auto better =
            std::count_if(strengths.begin(), strengths.end(), [own](double s) { return s > own; });
        const auto equal = std::count(strengths.begin(), strengths.end(), own) - 1;
        PredictionStats& stats = mine.phases[static_cast<size_t>(phase_of(pos.move_number))];
        ++stats.positions;
        for (size_t k = 0; k < stats.top.size(); ++k) {
          const double credit = static_cast<double>(PredictionStats::kTopK[k] - better) /
                                static_cast<double>(equal + 1);
          stats.top[k] += std::clamp(credit, 0.0, 1.0);
        }
        stats.log_evidence += std::log(own / sum);
      });
#pragma omp critical
      {
        ++done;
        if (done % 100 == 0 || done == game_count) {
          progress("predicted " + std::to_string(done) + "/" + std::to_string(game_count) +
                   " games");
        }
      }
    }
#pragma omp critical
    for (size_t p = 0; p < report.phases.size(); ++p)
      report.phases[p].add(mine.phases[p]);
  }
  report.games = game_count;
  return report;
}

std::string format_prediction(const PredictionReport& report) {
  std::string out = "phase            positions    top-1    top-5   top-10   log-evidence\n";
  const auto row = [&out](const std::string& name, const PredictionStats& s) {
    char line[160];
    std::snprintf(line, sizeof line, "%-14s %11lld %7.2f%% %7.2f%% %7.2f%% %14.4f\n", name.c_str(),
                  static_cast<long long>(s.positions), 100 * s.rate(0), 100 * s.rate(1),
                  100 * s.rate(2), s.mean_log_evidence());
    out += line;
  };
  for (int p = 0; p < kPhaseCount; ++p)
    row(phase_name(p), report.phases[static_cast<size_t>(p)]);
  row("all moves", report.total());
  return out;
}

}  // namespace kosumi::eval
