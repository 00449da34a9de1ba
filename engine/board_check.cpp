// Board::check_consistency: the slow checker beside the fast code. Everything
// incremental is recomputed from the colours alone and compared.

#include <algorithm>
#include <sstream>
#include <vector>

#include "engine/board.h"

namespace kosumi::engine {

std::string Board::check_consistency() const {
  std::ostringstream err;
  const auto where = [&](Point p) {
    std::ostringstream out;
    out << '(' << x_of(p) << ',' << y_of(p) << ')';
    return out.str();
  };

  uint64_t hash = 0;
  int empties = 0;
  std::array<int, 2> stones{};
  for (int i = 0; i < num_points_; ++i) {
    const Point p = point_from_index(i);
    const int x = x_of(p);
    const int y = y_of(p);
    const bool inside = i % stride_ != 0 && x >= 0 && x < size_ && y >= 0 && y < size_;
    const Color c = color_[idx(p)];
    if (inside == (c == Color::Wall)) err << "wall mismatch at index " << i << "\n";
    if (!inside) continue;
    if (c == Color::Empty) {
      ++empties;
      const uint16_t k = empty_index_[idx(p)];
      if (k >= empty_count_ || empty_[k] != p) err << "empty list misses " << where(p) << "\n";
    } else {
      hash ^= stone_key(c, p);
      ++stones[static_cast<size_t>(static_cast<int>(c) - 1)];
    }
    unsigned masks = 0;
    const std::array<Point, 4> nbrs = neighbours(p);
    for (unsigned k = 0; k < 4; ++k) {
      const Color nc = color_[idx(nbrs[k])];
      if (nc != Color::Wall) masks |= 1u << (mask_shift(nc) + static_cast<int>(k));
    }
    if (masks != nbr_masks_[idx(p)]) err << "neighbour masks wrong at " << where(p) << "\n";
  }
  if (empties != empty_count_) err << "empty count " << empty_count_ << " != " << empties << "\n";
  if (hash != hash_) err << "hash differs\n";
  if (stones != stones_) err << "stone counts differ\n";

  // Strings: flood fill from every stone and compare with head, ring, size
  // and pseudo-liberty data.
  std::vector<bool> seen(static_cast<size_t>(num_points_), false);
  for (int i = 0; i < num_points_; ++i) {
    const Point p = point_from_index(i);
    const Color c = color_[idx(p)];
    if ((c != Color::Black && c != Color::White) || seen[idx(p)]) continue;
    std::vector<Point> members{p};
    seen[idx(p)] = true;
    for (size_t k = 0; k < members.size(); ++k) {
      for (Point n : neighbours(members[k])) {
        if (color_[idx(n)] == c && !seen[idx(n)]) {
          seen[idx(n)] = true;
          members.push_back(n);
        }
      }
    }
    const Point head = head_[idx(p)];
    uint64_t expected_count = 0;
    uint64_t expected_sum = 0;
    uint64_t expected_square_sum = 0;
    std::vector<Point> libs;
    for (Point m : members) {
      if (head_[idx(m)] != head) err << "stone " << where(m) << " has another head\n";
      for (Point n : neighbours(m)) {
        if (color_[idx(n)] != Color::Empty) continue;
        const auto li = static_cast<uint64_t>(index(n));
        ++expected_count;
        expected_sum += li;
        expected_square_sum += li * li;
        if (std::find(libs.begin(), libs.end(), n) == libs.end()) libs.push_back(n);
      }
    }
    if (color_[idx(head)] != c || head_[idx(head)] != head) {
      err << "string at " << where(p) << " has a bad head\n";
      continue;
    }
    size_t ring = 0;
    Point s = head;
    do {
      if (head_[idx(s)] != head) {
        err << "ring of " << where(p) << " leaves the string\n";
        break;
      }
      ++ring;
      s = next_[idx(s)];
    } while (s != head && ring <= members.size());
    if (ring != members.size()) err << "ring of " << where(p) << " has the wrong length\n";
    const uint64_t actual = string_libs_[idx(head)];
    if (string_size_[idx(head)] != members.size() || LibertyWord::count(actual) != expected_count ||
        LibertyWord::sum(actual) != expected_sum ||
        LibertyWord::square_sum(actual) != expected_square_sum) {
      err << "string data wrong at " << where(p) << "\n";
    }
    const int exact = liberties_up_to(p, kMaxPoints);
    if (exact != static_cast<int>(libs.size()))
      err << "liberty count wrong at " << where(p) << "\n";
    if (libs.size() == 1 && (!in_atari(p) || atari_point(p) != libs[0])) {
      err << "atari not seen at " << where(p) << "\n";
    }
    if (libs.size() > 1 && in_atari(p)) err << "false atari at " << where(p) << "\n";
    if (libs.empty()) err << "string without liberty at " << where(p) << "\n";
  }
  if (ko_point_ != kNoPoint &&
      (!is_on_board(ko_point_) || color_[idx(ko_point_)] != Color::Empty)) {
    err << "ko point is not an empty point\n";
  }
  return err.str();
}

}  // namespace kosumi::engine
