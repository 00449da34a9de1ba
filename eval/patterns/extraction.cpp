#include "eval/patterns/extraction.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <cstdio>

#include "engine/zobrist.h"

namespace kosumi::eval {
namespace {

// SplitMix64's finaliser: a position's draw from (seed, game, move).
uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

bool sampled(const ExtractionOptions& options, int64_t game, int move) {
  if (options.sample >= 1) return true;
  const uint64_t z = mix(options.seed * 0x9e3779b97f4a7c15ULL +
                         mix(static_cast<uint64_t>(game) << 10 | static_cast<uint64_t>(move)));
  return static_cast<double>(z >> 11) * 0x1.0p-53 < options.sample;
}

std::string megabytes(size_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.0f MB", static_cast<double>(bytes) / (1 << 20));
  return text;
}

}  // namespace

std::vector<engine::Point> candidate_moves(const engine::Board& board, engine::Player to_move) {
  std::vector<engine::Point> moves(static_cast<size_t>(board.empty_count()) + 1);
  const int n = board.legal_moves(to_move, false, moves.data());
  moves.resize(static_cast<size_t>(n));
  moves.push_back(engine::kPass);
  return moves;
}

std::vector<TrainingSet> extract_training_set(std::span<const RecordedGame> games,
                                              const PatternDictionary& dictionary,
                                              const ExtractionOptions& options,
                                              const ProgressLine& progress) {
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  std::vector<TrainingSet> shards(static_cast<size_t>(threads));
  const auto game_count = static_cast<int64_t>(games.size());
  // Totals over the threads, for progress.
  std::atomic<int64_t> games_done = 0;
  std::atomic<int64_t> positions = 0;
  std::atomic<int64_t> candidates = 0;
  std::atomic<int64_t> stored = 0;
  constexpr int64_t kReportEvery = 500;
#pragma omp parallel num_threads(threads)
  {
    TrainingSet& mine = shards[static_cast<size_t>(omp_get_thread_num())];
    FeatureExtractor extractor(dictionary);
    std::vector<MoveFeatures> features;
#pragma omp for schedule(dynamic, 8)
    for (int64_t i = 0; i < game_count; ++i) {
      const auto positions_before = static_cast<int64_t>(mine.position_count());
      const int64_t candidates_before = mine.candidate_count();
      const auto stored_before = static_cast<int64_t>(mine.stored_count());
      for_each_position(games[static_cast<size_t>(i)], [&](const GamePosition& pos) {
        if (!sampled(options, i, pos.move_number)) return;
        const std::vector<engine::Point> moves = candidate_moves(pos.board, pos.to_move);
        const auto played = std::find(moves.begin(), moves.end(), pos.played);
        if (played == moves.end()) return;
        features.clear();
        for (engine::Point m : moves) {
          MoveFeatures f = extractor.extract(pos.board, pos.to_move, pos.context, m);
          for (FeatureGroup g : options.without)
            f[g] = 0;
          features.push_back(f);
        }
        mine.add_position(features, static_cast<size_t>(played - moves.begin()));
      });
      positions += static_cast<int64_t>(mine.position_count()) - positions_before;
      candidates += mine.candidate_count() - candidates_before;
      stored += static_cast<int64_t>(mine.stored_count()) - stored_before;
      const int64_t done = ++games_done;
      if (done % kReportEvery == 0 || done == game_count) {
        const auto bytes = static_cast<size_t>(stored.load()) * sizeof(TrainingSet::Candidate);
#pragma omp critical
        progress("features: " + std::to_string(done) + "/" + std::to_string(game_count) +
                 " games, " + std::to_string(positions.load()) + " positions, " +
                 std::to_string(candidates.load()) + " candidates in " +
                 std::to_string(stored.load()) + " entries (" + megabytes(bytes) + ")");
      }
    }
  }
  return shards;
}

}  // namespace kosumi::eval
