#include "eval/patterns/code_index.h"

#include <cassert>
#include <utility>

namespace kosumi::eval {

void CodeIndex::insert(uint64_t code, uint32_t id) {
  assert(id != 0);
  if (2 * (used_ + 1) > slots_.size()) grow();
  for (size_t i = slot_of(code);; i = (i + 1) & (slots_.size() - 1)) {
    Slot& s = slots_[i];
    if (s.id == 0) {
      s = {code, id};
      ++used_;
      return;
    }
    if (s.code == code) {
      s.id = id;
      return;
    }
  }
}

void CodeIndex::grow() {
  std::vector<Slot> old(slots_.size() * 2);
  std::swap(old, slots_);
  --shift_;
  used_ = 0;
  for (const Slot& s : old) {
    if (s.id != 0) insert(s.code, s.id);
  }
}

}  // namespace kosumi::eval
