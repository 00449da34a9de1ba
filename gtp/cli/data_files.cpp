#include "gtp/cli/data_files.h"

#include <filesystem>
#include <system_error>

namespace kosumi::cli {

std::optional<std::string> installed_data_file(const std::string& name) {
  std::error_code error;
  const std::filesystem::path binary = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return std::nullopt;
  const std::filesystem::path dir = binary.parent_path();
  for (const std::filesystem::path& candidate :
       {dir / name, dir / ".." / "share" / "kosumi" / name}) {
    if (std::filesystem::is_regular_file(candidate, error))
      return candidate.lexically_normal().string();
  }
  return std::nullopt;
}

}  // namespace kosumi::cli
