#pragma once

#include <string>
#include <string_view>

namespace kosumi::cli {

// Small pieces of the terminal game's text.

// `text` without leading and trailing spaces, tabs and carriage returns.
std::string trimmed(std::string_view text);
// `text` in lower case (ASCII).
std::string lowercase(std::string_view text);
// "1 stone", "3 stones".
std::string stones(int count);
// A number as a person writes it: 7.5, 0.5, 6.
std::string decimal(double value);
// A win rate as "56.3 %".
std::string percent(double winrate);

}  // namespace kosumi::cli
