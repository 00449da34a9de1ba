#include "agreement/position.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "engine/rules.h"
#include "gtp/client/client.h"

namespace kosumi::agreement {
namespace {

constexpr char kSeparator = '\t';
constexpr size_t kFields = 9;

// The SGF on one line: the writer breaks lines only between nodes and
// property lists, where SGF allows white space, and the records hold no
// comments.
std::string one_line(std::string sgf) {
  for (char& c : sgf) {
    if (c == '\n' || c == '\t') c = ' ';
  }
  while (!sgf.empty() && sgf.back() == ' ')
    sgf.pop_back();
  return sgf;
}

}  // namespace

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == separator) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return parts;
}

PositionKind parse_kind(std::string_view text) {
  if (text == "finished") return PositionKind::Finished;
  if (text == "stopped-early") return PositionKind::StoppedEarly;
  throw std::invalid_argument("unknown kind '" + std::string(text) + "'");
}

std::string joined(const std::vector<std::string>& vertices) {
  std::string out;
  for (const std::string& v : vertices)
    out += (out.empty() ? "" : " ") + v;
  return out;
}

std::string_view to_string(PositionKind kind) {
  return kind == PositionKind::Finished ? "finished" : "stopped-early";
}

engine::Game AgreementPosition::game() const {
  engine::Rules rules = *engine::Rules::preset(preset);
  rules.komi = record.komi;
  return sgf::replay(record, rules);
}

std::string to_line(const AgreementPosition& p) {
  std::ostringstream out;
  out << to_string(p.kind) << kSeparator << p.preset << kSeparator << p.seed << kSeparator
      << p.black_level << '/' << p.white_level << kSeparator << p.gnugo.final_score << kSeparator
      << joined(p.gnugo.dead) << kSeparator << joined(p.gnugo.seki) << kSeparator << p.size()
      << kSeparator << one_line(sgf::write_sgf(p.record));
  return out.str();
}

AgreementPosition from_line(std::string_view line) {
  const std::vector<std::string_view> fields = split(line, kSeparator);
  if (fields.size() != kFields) {
    throw std::invalid_argument("expected " + std::to_string(kFields) + " tab-separated fields");
  }
  AgreementPosition p;
  p.kind = parse_kind(fields[0]);
  p.preset = std::string(fields[1]);
  if (!engine::Rules::preset(p.preset)) {
    throw std::invalid_argument("unknown preset '" + p.preset + "'");
  }
  p.seed = parse_number<uint64_t>(fields[2], "seed");
  const std::vector<std::string_view> levels = split(fields[3], '/');
  if (levels.size() != 2)
    throw std::invalid_argument("bad levels '" + std::string(fields[3]) + "'");
  p.black_level = parse_number<int>(levels[0], "level");
  p.white_level = parse_number<int>(levels[1], "level");
  p.gnugo.final_score = std::string(fields[4]);
  p.gnugo.dead = client::split_vertices(fields[5]);
  p.gnugo.seki = client::split_vertices(fields[6]);
  const int size = parse_number<int>(fields[7], "size");
  p.record = sgf::parse_sgf(fields[8]);
  if (p.record.size != size) throw std::invalid_argument("the record's size is not the line's");
  return p;
}

std::vector<AgreementPosition> read_corpus(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read corpus " + path);
  std::vector<AgreementPosition> positions;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line.starts_with('#')) continue;
    try {
      positions.push_back(from_line(line));
    } catch (const std::exception& e) {
      throw std::runtime_error(path + ":" + std::to_string(number) + ": " + e.what());
    }
  }
  return positions;
}

}  // namespace kosumi::agreement
