#include "gtp/match/openings.h"

#include <numeric>
#include <utility>

#include "engine/random.h"
#include "gtp/match/options.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::match {
namespace {

Opening load_opening(const std::string& file, int size, const engine::Rules& rules) {
  try {
    const sgf::SgfRecord record = sgf::parse_sgf(sgf::read_sgf_file(file));
    if (record.size != size) {
      throw MatchUsageError("--openings: '" + file + "' is a " + std::to_string(record.size) + "x" +
                            std::to_string(record.size) + " game, the match plays " +
                            std::to_string(size) + "x" + std::to_string(size));
    }
    if (!record.black_setup.empty() || !record.white_setup.empty()) {
      throw MatchUsageError("--openings: '" + file +
                            "' has set-up stones (AB/AW); only moves can be replayed over GTP");
    }
    return sgf::replay(record, rules).moves();
  } catch (const sgf::SgfError& e) {
    throw MatchUsageError("--openings: '" + file + "': " + e.what());
  }
}

}  // namespace

std::vector<Opening> load_openings(const std::vector<std::string>& files, int size,
                                   const engine::Rules& rules) {
  std::vector<Opening> openings;
  for (const std::string& file : files)
    openings.push_back(load_opening(file, size, rules));
  return openings;
}

int opening_for_game(int game_index, int opening_count, bool alternate, uint64_t seed) {
  std::vector<int> order(static_cast<size_t>(opening_count));
  std::iota(order.begin(), order.end(), 0);
  engine::Rng rng(seed);
  for (size_t i = order.size(); i > 1; --i) {
    std::swap(order[i - 1], order[rng.below(static_cast<uint32_t>(i))]);
  }
  const int slot = (alternate ? game_index / 2 : game_index) % opening_count;
  return order[static_cast<size_t>(slot)];
}

}  // namespace kosumi::match
