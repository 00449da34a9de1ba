#pragma once

#include <string>
#include <string_view>

namespace kosumi::gtp {

// Kosumi's version as GTP's `version` answers it: the project's version and,
// when the source is a git checkout, its commit as semantic versioning's
// build metadata: "0.1.0+g1a2b3c4" (".dirty" when it had changes). Lizzie
// reads the number before the first '+' (README, Lizzie).
std::string_view version_text();
// How this binary was built, for `kosumi --version`: the compiler, the
// build type and whether it is tuned for the building machine.
std::string build_description();

}  // namespace kosumi::gtp
