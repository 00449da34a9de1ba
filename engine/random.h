#pragma once

#include <cstdint>

namespace kosumi::engine {

// A small, fast generator for playouts: wyrand (passes BigCrush and
// PractRand; one add and one 64x64->128-bit multiply per number, the
// cheapest good generator for the playouts' many draws). Always seeded
// explicitly.
class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    state_ += 0xa0761d6478bd642fULL;
    const Wide product = static_cast<Wide>(state_) * (state_ ^ 0xe7037ed1a0b428dbULL);
    return static_cast<uint64_t>(product >> 64) ^ static_cast<uint64_t>(product);
  }

  // Uniform in [0, n) by multiply-shift (Lemire); the bias for n below 2^10
  // is under 2^-22, far below what a playout can notice.
  uint32_t below(uint32_t n) {
    return static_cast<uint32_t>(((next() >> 32) * static_cast<uint64_t>(n)) >> 32);
  }

  // Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

 private:
  __extension__ typedef unsigned __int128 Wide;  // g++ and clang++ on 64-bit targets

  uint64_t state_;
};

}  // namespace kosumi::engine
