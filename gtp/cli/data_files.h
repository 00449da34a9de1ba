#pragma once

#include <optional>
#include <string>

namespace kosumi::cli {

// A data file installed with kosumi (the move patterns' weights, the
// opening book, the opening table): beside the running binary (where the
// build copies it), else in ../share/kosumi/ from it (an installed kosumi).
// nullopt when neither exists.
std::optional<std::string> installed_data_file(const std::string& name);

}  // namespace kosumi::cli
