#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/parse.h"
#include "gtp/sgf/sgf.h"

// Positions from GNU Go's self-play on which Kosumi's settlement is compared
// with GNU Go's own judgement, and the corpus file that stores them: one
// position a line, so a long generation can be kept, resumed and evaluated
// again without playing the games a second time.
namespace kosumi::agreement {

enum class PositionKind {
  Finished,      // both sides passed
  StoppedEarly,  // stopped while dead stones and open borders remain
};

std::string_view to_string(PositionKind kind);
// Throws std::invalid_argument for a word that names no kind.
PositionKind parse_kind(std::string_view text);

// The fields of a line, between separators (empty ones included).
std::vector<std::string_view> split(std::string_view text, char separator);

// A whole field as a number; throws std::invalid_argument naming `what`.
template <class T>
T parse_number(std::string_view text, std::string_view what) {
  const std::optional<T> value = engine::try_parse<T>(text);
  if (!value)
    throw std::invalid_argument("bad " + std::string(what) + " '" + std::string(text) + "'");
  return *value;
}

// GNU Go's answers on the position.
struct GnugoVerdict {
  std::string final_score;        // "B+3.5", "W+12.0", "0"
  std::vector<std::string> dead;  // final_status_list dead, upper case
  std::vector<std::string> seki;  // final_status_list seki
};

struct AgreementPosition {
  PositionKind kind = PositionKind::Finished;
  std::string preset;  // "chinese" or "japanese"
  uint64_t seed = 0;   // of the self-play game (GNU Go's --seed and the opening)
  int black_level = 0;
  int white_level = 0;
  sgf::SgfRecord record;  // size, komi, rules and moves up to the position
  GnugoVerdict gnugo;

  int size() const { return record.size; }
  // The game at the position, under the preset with the record's komi.
  engine::Game game() const;
};

// Vertices as GNU Go lists them: separated by single spaces.
std::string joined(const std::vector<std::string>& vertices);

// One corpus line: tab-separated kind, preset, seed, levels, GNU Go's
// score, dead and seki lists, and the SGF record on one line.
std::string to_line(const AgreementPosition& position);
// Throws std::invalid_argument for a line that is not one.
AgreementPosition from_line(std::string_view line);

// Every position of a corpus file; throws std::runtime_error naming the
// file and line of a bad one.
std::vector<AgreementPosition> read_corpus(const std::string& path);

}  // namespace kosumi::agreement
