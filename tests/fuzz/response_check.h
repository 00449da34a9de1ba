#pragma once

#include <optional>
#include <string>

#include "finding.h"

namespace kosumi::fuzz {

// A GTP response: '=' or '?', an optional id, then text without an empty
// line, ended by exactly one empty line.
inline void check_response(const std::optional<std::string>& response) {
  if (!response) return;
  const std::string& r = *response;
  if (r.size() < 3 || (r[0] != '=' && r[0] != '?')) finding();
  if (!r.ends_with("\n\n")) finding();
  if (r.find("\n\n") != r.size() - 2) finding();
}

}  // namespace kosumi::fuzz
