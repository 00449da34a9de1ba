#pragma once

#include <cmath>
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

// A probability fixed in advance, drawn as `rng.uniform() < p` would draw
// it (the same numbers taken, the same answers) but by comparing the top
// 53 bits of a number with p·2^53 rounded up, without floating point: the
// heavy playouts draw one for each rule they try. A probability of 1 or
// more, or of 0 or less, takes no number.
class Chance {
 public:
  explicit Chance(double p)
      : threshold_(p >= 1     ? kAlways
                   : !(p > 0) ? 0
                              : static_cast<uint64_t>(std::ceil(std::ldexp(p, 53)))) {}

  bool fires(Rng& rng) const {
    if (threshold_ == 0) return false;
    if (threshold_ == kAlways) return true;
    return (rng.next() >> 11) < threshold_;
  }

 private:
  static constexpr uint64_t kAlways = ~uint64_t{0};
  uint64_t threshold_;
};

}  // namespace kosumi::engine
