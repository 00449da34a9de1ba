// Runs a fixed number of light or heavy playouts from the empty board with
// one seeded generator and prints their totals and a signature of every
// result, so that a change in what the board or a playout policy does is
// never silent: a faster board must print the same signature, or say why it
// does not.
//
// It is also the program scripts/callgrind-playouts.sh runs under callgrind to
// count instructions per playout, a figure that, unlike time, does not depend
// on what else the machine is doing.
//
//   playout_signature [--size N] [--playouts N] [--seed S] [--komi K]
//                     [--policy light|heavy]

#include <cstdint>
#include <cstdio>

#include "bench/signature_options.h"
#include "engine/board.h"
#include "engine/heavy_playout.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "engine/types.h"

namespace kosumi::engine {
namespace {

// FNV-1a over the bytes of each value: order-sensitive, so a different
// sequence of results gives a different signature.
class Signature {
 public:
  void add(uint64_t value) {
    for (int byte = 0; byte < 8; ++byte) {
      hash_ ^= (value >> (8 * byte)) & 0xFF;
      hash_ *= kPrime;
    }
  }
  uint64_t value() const { return hash_; }

 private:
  static constexpr uint64_t kPrime = 0x100000001b3ULL;
  uint64_t hash_ = 0xcbf29ce484222325ULL;
};

void run(const SignatureOptions& options) {
  const Board empty(options.size);
  // Made before the first playout, so that a run of zero playouts (the
  // start-up callgrind subtracts) builds the pattern table too.
  HeavyPolicy heavy(HeavyPolicyParams{}, mogo_pattern3_table());
  Rng rng(options.seed);
  Signature signature;
  int64_t total_moves = 0;
  int64_t black_wins = 0;
  int64_t cut_off = 0;
  for (int64_t i = 0; i < options.playouts; ++i) {
    Board board = empty;
    PlayoutResult result;
    if (options.heavy) {
      heavy.start({kPass, kPass});
      result = heavy_playout(board, Player::Black, heavy, rng);
    } else {
      result = light_playout(board, Player::Black, rng);
    }
    total_moves += result.moves;
    black_wins += result.area_score > options.komi;
    cut_off += !result.finished;
    signature.add(static_cast<uint64_t>(static_cast<int64_t>(result.area_score)));
    signature.add(static_cast<uint64_t>(result.moves));
  }
  const double average = options.playouts > 0 ? static_cast<double>(total_moves) /
                                                    static_cast<double>(options.playouts)
                                              : 0.0;
  std::printf("policy: %s\n", options.heavy ? "heavy" : "light");
  std::printf("size: %d\n", options.size);
  std::printf("seed: %llu\n", static_cast<unsigned long long>(options.seed));
  std::printf("playouts: %lld\n", static_cast<long long>(options.playouts));
  std::printf("total moves: %lld\n", static_cast<long long>(total_moves));
  std::printf("moves per playout: %.2f\n", average);
  std::printf("black wins: %lld (komi %g)\n", static_cast<long long>(black_wins), options.komi);
  std::printf("cut off at the move cap: %lld\n", static_cast<long long>(cut_off));
  std::printf("signature: %016llx\n", static_cast<unsigned long long>(signature.value()));
}

}  // namespace
}  // namespace kosumi::engine

int main(int argc, char** argv) {
  kosumi::engine::run(kosumi::engine::parse_signature_options(argc, argv));
  return 0;
}
