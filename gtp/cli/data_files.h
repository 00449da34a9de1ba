#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kosumi::cli {

// A data file installed with kosumi (the move patterns' weights, the
// opening table): beside the running binary (where the build copies it),
// else in ../share/kosumi/ from it (an installed kosumi). nullopt when
// neither exists.
std::optional<std::string> installed_data_file(std::string_view name);

}  // namespace kosumi::cli
