#include "agreement/contradictions.h"

#include <fstream>
#include <stdexcept>
#include <vector>

namespace kosumi::agreement {
namespace {

constexpr size_t kFields = 5;  // size, kind, seed, stones, reason

}  // namespace

SelfContradictions SelfContradictions::read(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  SelfContradictions list;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    try {
      list.add_line(line);
    } catch (const std::exception& e) {
      throw std::runtime_error(path + ":" + std::to_string(number) + ": " + e.what());
    }
  }
  return list;
}

void SelfContradictions::add_line(std::string_view line) {
  if (line.empty() || line.starts_with('#')) return;
  const std::vector<std::string_view> fields = split(line, '\t');
  if (fields.size() != kFields) {
    throw std::invalid_argument("expected " + std::to_string(kFields) + " tab-separated fields");
  }
  if (fields[3].empty()) throw std::invalid_argument("no stones named");
  if (fields[4].empty()) throw std::invalid_argument("no reason given");
  positions_.insert({parse_number<int>(fields[0], "size"), parse_kind(fields[1]),
                     parse_number<uint64_t>(fields[2], "seed")});
}

bool SelfContradictions::contains(int size, PositionKind kind, uint64_t seed) const {
  return positions_.contains({size, kind, seed});
}

}  // namespace kosumi::agreement
