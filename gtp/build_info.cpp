#include "gtp/build_info.h"

// Generated at every build from the source's git commit (build_info.cmake).
#include <kosumi_git_commit.h>

namespace kosumi::gtp {

std::string_view version_text() {
  static const std::string text =
      std::string(KOSUMI_VERSION) +
      (std::string_view(KOSUMI_GIT_COMMIT).empty() ? "" : "+g" + std::string(KOSUMI_GIT_COMMIT));
  return text;
}

std::string build_description() {
  return std::string("built with ") + KOSUMI_COMPILER + ", " + KOSUMI_BUILD_TYPE +
         (KOSUMI_NATIVE_TUNING ? ", tuned for the building machine (-march=native)"
                               : ", generic x86-64");
}

}  // namespace kosumi::gtp
