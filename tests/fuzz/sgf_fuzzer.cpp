// The SGF reader on any text: it either throws SgfError or returns a record
// that the writer turns into text the reader reads back to an equal record;
// a record that replays (under the rules it names, else Japanese) gives a
// game whose record replays to the same position.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/rules.h"
#include "finding.h"
#include "gtp/sgf/sgf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  kosumi::sgf::SgfRecord record;
  try {
    record = kosumi::sgf::parse_sgf(text);
  } catch (const kosumi::sgf::SgfError&) {
    return 0;
  }
  if (kosumi::sgf::parse_sgf(kosumi::sgf::write_sgf(record)) != record) kosumi::fuzz::finding();
  const kosumi::engine::Rules rules =
      record.rules.value_or(*kosumi::engine::Rules::preset("japanese"));
  try {
    const kosumi::engine::Game game = kosumi::sgf::replay(record, rules);
    if (!game.board().check_consistency().empty()) kosumi::fuzz::finding();
    const kosumi::engine::Game again = kosumi::sgf::replay(kosumi::sgf::record_of(game), rules);
    if (again.board().hash() != game.board().hash()) kosumi::fuzz::finding();
  } catch (const kosumi::sgf::SgfError&) {
  }
  return 0;
}
