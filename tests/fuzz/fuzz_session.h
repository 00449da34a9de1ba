#pragma once

#include <memory>
#include <string_view>

#include "finding.h"
#include "gtp/facade/go_player.h"

namespace kosumi::fuzz {

// A GoPlayer small enough to run thousands of times a second: 9x9, a tree
// of 1 MB, searches of a few playouts on one thread and a settlement of a
// few dozen playouts, whatever clock the input sets (the first limit
// reached ends a search). No pondering.
inline std::unique_ptr<facade::GoPlayer> small_go_player() {
  facade::GoPlayerConfig config;
  config.size = 9;
  config.playouts = 8;
  config.search.threads = 1;
  config.search.seed = 1;
  config.search.memory_mb = 1;
  config.settle.threads = 1;
  config.settle.max_playouts = 32;
  return std::make_unique<facade::GoPlayer>(config);
}

// True for a line that would make printsgf write a file: the fuzzer must
// not write where its input says (it could overwrite any file the user may
// write). printsgf without a file is kept.
inline bool writes_a_file(std::string_view line) {
  const size_t at = line.find("printsgf");
  if (at == std::string_view::npos) return false;
  const std::string_view rest = line.substr(at + 8);
  return rest.find_first_not_of(" \t\r\v\f") != std::string_view::npos;
}

}  // namespace kosumi::fuzz
