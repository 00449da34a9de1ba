#include "gtp/cli/terminal_text.h"

#include <cctype>
#include <iomanip>
#include <sstream>

namespace kosumi::cli {

std::string trimmed(std::string_view text) {
  constexpr std::string_view kBlank = " \t\r";
  const size_t begin = text.find_first_not_of(kBlank);
  if (begin == std::string_view::npos) return "";
  return std::string(text.substr(begin, text.find_last_not_of(kBlank) - begin + 1));
}

std::string lowercase(std::string_view text) {
  std::string out;
  for (char c : text)
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string stones(int count) {
  return std::to_string(count) + (count == 1 ? " stone" : " stones");
}

std::string decimal(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

std::string percent(double winrate) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(1) << 100 * winrate << " %";
  return out.str();
}

}  // namespace kosumi::cli
