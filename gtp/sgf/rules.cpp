// RU[] values and the engine's rules presets.
#include <array>
#include <cctype>

#include "gtp/sgf/sgf.h"

namespace kosumi::sgf {
namespace {

struct RulesName {
  std::string_view sgf;     // as written in RU[], normalised (see below)
  std::string_view preset;  // engine::Rules::preset name
};

// FF[4] names ("Japanese", "AGA", "NZ", "GOE" is Ing's and not a preset)
// and the spellings programs write for the other presets.
constexpr std::array<RulesName, 9> kNames = {{
    {"japanese", "japanese"},
    {"chinese", "chinese"},
    {"aga", "aga"},
    {"nz", "new-zealand"},
    {"newzealand", "new-zealand"},
    {"french", "french"},
    {"tromptaylor", "tromp-taylor"},
    {"tt", "tromp-taylor"},
    {"tromp", "tromp-taylor"},
}};

// The name written for each preset.
constexpr std::array<RulesName, 6> kWritten = {{
    {"Japanese", "japanese"},
    {"Chinese", "chinese"},
    {"AGA", "aga"},
    {"NZ", "new-zealand"},
    {"French", "french"},
    {"Tromp-Taylor", "tromp-taylor"},
}};

// Lower case without spaces, '-' and '_': "Tromp-Taylor" -> "tromptaylor".
std::string normalised(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ' ' || c == '-' || c == '_' || c == '\t') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

}  // namespace

std::optional<engine::Rules> rules_from_sgf(std::string_view ru) {
  const std::string key = normalised(ru);
  for (const RulesName& name : kNames) {
    if (name.sgf == key) return engine::Rules::preset(name.preset);
  }
  return std::nullopt;
}

std::string sgf_rules_name(const engine::Rules& rules) {
  const std::string preset = rules.name();
  for (const RulesName& name : kWritten) {
    if (name.preset == preset) return std::string(name.sgf);
  }
  return preset;
}

}  // namespace kosumi::sgf
