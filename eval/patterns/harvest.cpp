#include "eval/patterns/harvest.h"

#include <omp.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "eval/patterns/pattern3_liberties.h"
#include "eval/patterns/shape.h"

namespace kosumi::eval {
namespace {

constexpr int kShapeSizes = kMaxShapeSize - kMinShapeSize + 1;

// The codes seen in one pass: the 3×3 codes and the shape hashes of each
// size around every move played.
struct Seen {
  std::vector<uint64_t> pattern3;
  std::array<std::vector<uint64_t>, kShapeSizes> shapes;

  void append(Seen&& other) {
    pattern3.insert(pattern3.end(), other.pattern3.begin(), other.pattern3.end());
    for (size_t i = 0; i < shapes.size(); ++i)
      shapes[i].insert(shapes[i].end(), other.shapes[i].begin(), other.shapes[i].end());
    other = Seen{};
  }
};

struct Counted {
  uint64_t code;
  int64_t count;
};

// The codes seen at least `min_count` times, most frequent first (ties by
// code). Sorts `codes`.
std::vector<Counted> frequent(std::vector<uint64_t>& codes, int min_count) {
  std::sort(codes.begin(), codes.end());
  std::vector<Counted> kept;
  for (size_t i = 0; i < codes.size();) {
    size_t j = i;
    while (j < codes.size() && codes[j] == codes[i])
      ++j;
    if (static_cast<int64_t>(j - i) >= min_count)
      kept.push_back({codes[i], static_cast<int64_t>(j - i)});
    i = j;
  }
  std::stable_sort(kept.begin(), kept.end(),
                   [](const Counted& a, const Counted& b) { return a.count > b.count; });
  return kept;
}

}  // namespace

PatternDictionary harvest_patterns(std::span<const RecordedGame> games,
                                   const HarvestOptions& options, const ProgressLine& progress) {
  Seen seen;
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  const auto game_count = static_cast<int64_t>(games.size());
#pragma omp parallel num_threads(threads)
  {
    Seen mine;
    std::array<uint64_t, kShapeSizes> hashes{};
#pragma omp for schedule(dynamic, 16)
    for (int64_t i = 0; i < game_count; ++i) {
      for_each_position(games[static_cast<size_t>(i)], [&](const GamePosition& pos) {
        if (pos.played == engine::kPass) return;
        if (options.pattern3) {
          mine.pattern3.push_back(
              liberty_pattern3_canonical(liberty_pattern3_at(pos.board, pos.played, pos.to_move)));
        }
        if (options.shapes) {
          shape_hashes(pos.board, pos.played, pos.to_move, hashes);
          for (size_t s = 0; s < hashes.size(); ++s)
            mine.shapes[s].push_back(hashes[s]);
        }
      });
    }
#pragma omp critical
    seen.append(std::move(mine));
  }
  PatternDictionary dictionary;
  for (const Counted& c : frequent(seen.pattern3, options.min_pattern3_count)) {
    dictionary.add_pattern3(static_cast<LibertyPattern3>(c.code));
  }
  seen.pattern3 = {};
  for (size_t s = 0; s < seen.shapes.size(); ++s) {
    const auto kept = frequent(seen.shapes[s], options.min_shape_count);
    seen.shapes[s] = {};
    for (const Counted& c : kept) {
      dictionary.add_shape({kMinShapeSize + static_cast<int>(s), c.code});
    }
    if (!options.shapes) continue;
    progress("shapes of size " + std::to_string(kMinShapeSize + static_cast<int>(s)) + " (" +
             std::to_string(shape_point_count(kMinShapeSize + static_cast<int>(s))) +
             " points): " + std::to_string(kept.size()) + " seen at least " +
             std::to_string(options.min_shape_count) + " times");
  }
  progress("3x3 codes with liberties: " + std::to_string(dictionary.pattern3_count()) +
           " seen at least " + std::to_string(options.min_pattern3_count) + " times");
  return dictionary;
}

}  // namespace kosumi::eval
