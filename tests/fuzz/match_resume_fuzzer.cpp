// `kosumi match --resume` reading back a game record from the SGF
// directory, which anyone may have edited: any text must give a game
// outcome or an SgfError / MatchResumeError naming what is wrong. An
// outcome read back must be one the tally can count (a winner for a win,
// a fault only with a winner) and write again as the same record.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "finding.h"
#include "gtp/match/record.h"
#include "gtp/match/resume.h"

namespace {

const kosumi::match::MatchOptions& match_options() {
  static const kosumi::match::MatchOptions options = kosumi::match::parse_match_options(
      {"--black", "a", "--white", "b", "--games", "4", "--size", "5", "--time", "60+10/5"});
  return options;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const kosumi::match::MatchOptions& options = match_options();
  try {
    const kosumi::sgf::SgfRecord record = kosumi::sgf::parse_sgf(text);
    const kosumi::match::GameResult outcome =
        kosumi::match::result_from_record(record, options, 2, "a", "b");
    if (outcome.at_fault && !outcome.winner) kosumi::fuzz::finding();
    if ((outcome.result == "Void") != (outcome.end == kosumi::match::GameEnd::NoResult)) {
      kosumi::fuzz::finding();
    }
    const kosumi::sgf::SgfRecord again =
        kosumi::match::match_record(outcome, options, 2, "a", "b", record.date);
    kosumi::match::result_from_record(again, options, 2, "a", "b");
  } catch (const kosumi::sgf::SgfError&) {
  } catch (const kosumi::match::MatchResumeError&) {
  }
  return 0;
}
