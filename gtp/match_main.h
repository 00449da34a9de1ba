#pragma once

#include <string>
#include <vector>

namespace kosumi::gtp {

// `kosumi match`: the arguments after "match". Prints progress to stderr and
// the results table to stdout. Returns 0 after a match, 2 for a bad command
// line, 1 when an engine cannot start or a file cannot be written.
int match_main(const std::vector<std::string>& args);

}  // namespace kosumi::gtp
