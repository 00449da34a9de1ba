#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kosumi::eval {

// A map from 64-bit codes (3×3 codes, shape hashes) to ids 1, 2, ...: open
// addressing with linear probing, kept at most half full, so that a lookup
// for a code that is not there (the common case for large shapes) ends
// after a probe or two. Id 0 marks a free slot and is what find() returns
// for an absent code.
class CodeIndex {
 public:
  CodeIndex() : slots_(kInitialSlots) {}

  // Maps `code` to `id` (>= 1), replacing an id it had.
  void insert(uint64_t code, uint32_t id);
  uint32_t find(uint64_t code) const {
    for (size_t i = slot_of(code);; i = (i + 1) & (slots_.size() - 1)) {
      const Slot& s = slots_[i];
      if (s.id == 0 || s.code == code) return s.id;
    }
  }
  size_t size() const { return used_; }

 private:
  static constexpr size_t kInitialSlots = 16;
  struct Slot {
    uint64_t code = 0;
    uint32_t id = 0;
  };

  // Fibonacci hashing: the top bits of code times 2^64 / golden ratio
  // spread small codes (3×3 codes are below 2^24) over the table.
  size_t slot_of(uint64_t code) const {
    return static_cast<size_t>((code * 0x9e3779b97f4a7c15ULL) >> shift_);
  }
  void grow();

  std::vector<Slot> slots_;
  int shift_ = 64 - 4;  // 64 - log2(slot count)
  size_t used_ = 0;
};

}  // namespace kosumi::eval
