// One GTP line, as a controller might send it, through the server on a
// fresh GoPlayer: preprocessing, ids, the command name and every argument
// reader. The answer must be one well-formed GTP response (or nothing for
// a line GTP ignores).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_session.h"
#include "gtp/server.h"
#include "response_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  if (line.find('\n') != std::string_view::npos) return -1;  // one line only
  if (kosumi::fuzz::writes_a_file(line)) return -1;
  const auto go_player = kosumi::fuzz::small_go_player();
  kosumi::gtp::GtpServer server(*go_player);
  kosumi::fuzz::check_response(server.execute(line));
  return 0;
}
