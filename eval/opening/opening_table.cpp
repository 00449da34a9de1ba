#include "eval/opening/opening_table.h"

#include <algorithm>
#include <vector>

#include "eval/opening/symmetry.h"

namespace kosumi::eval {
namespace {

// One move of one game: the position's key and the move in its image.
struct Sighting {
  uint64_t key;
  uint16_t move;
  bool operator<(const Sighting& other) const {
    return key != other.key ? key < other.key : move < other.move;
  }
  bool operator==(const Sighting& other) const = default;
};

}  // namespace

OpeningPrior count_openings(std::span<const RecordedGame> games,
                            const OpeningTableOptions& options) {
  const int size = games.empty() ? 19 : games.front().size;
  // Sorting the sightings groups them by position, then by move: a list
  // of 16-byte entries holds a corpus's openings in far less memory than
  // a map of maps.
  std::vector<Sighting> sightings;
  for (const RecordedGame& game : games) {
    if (game.size != size) continue;
    bool passed = false;
    for_each_position(game, [&](const GamePosition& at) {
      if (passed || at.move_number > options.moves) return;
      if (at.played == engine::kPass) {
        passed = true;
        return;
      }
      const CanonicalPosition canonical = canonical_position(at.board, at.to_move);
      sightings.push_back({canonical.key, static_cast<uint16_t>(engine::index(
                                              canonical.canonical_move(at.played, size)))});
    });
  }
  std::sort(sightings.begin(), sightings.end());
  OpeningPrior table(size, options.moves);
  for (auto first = sightings.begin(); first != sightings.end();) {
    const auto last = std::find_if(first, sightings.end(),
                                   [&](const Sighting& s) { return s.key != first->key; });
    OpeningPrior::Position position;
    position.games = static_cast<uint32_t>(last - first);
    for (auto m = first; m != last;) {
      const auto next = std::find_if(m, last, [&](const Sighting& s) { return s.move != m->move; });
      const auto count = static_cast<uint32_t>(next - m);
      if (count >= options.min_move_count)
        position.moves.push_back({engine::point_from_index(m->move), count});
      m = next;
    }
    std::stable_sort(position.moves.begin(), position.moves.end(),
                     [](const auto& a, const auto& b) { return a.count > b.count; });
    if (position.games >= options.min_games) table.add(first->key, std::move(position));
    first = last;
  }
  return table;
}

}  // namespace kosumi::eval
