#pragma once

#include <sstream>
#include <string>
#include <string_view>

namespace kosumi::svg {

// Text for an SVG document: the opening and closing tags, numbers written
// the same way on every machine, and text escaped for XML.
class Writer {
 public:
  Writer(double width, double height, std::string_view title);

  // A number with at most two decimals, without trailing zeros.
  static std::string number(double value);
  static std::string escaped(std::string_view text);

  // Appends raw markup (already escaped).
  Writer& operator<<(std::string_view markup);
  Writer& operator<<(double value);
  // A char would become a number: write a string.
  Writer& operator<<(char) = delete;
  // The whole document, closed.
  std::string finish();

 private:
  std::ostringstream out_;
};

}  // namespace kosumi::svg
