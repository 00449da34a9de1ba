#include "gtp/svg/writer.h"

#include <charconv>
#include <cmath>

namespace kosumi::svg {

Writer::Writer(double width, double height, std::string_view title) {
  out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
       << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << number(width) << "\" height=\""
       << number(height) << "\" viewBox=\"0 0 " << number(width) << ' ' << number(height)
       << "\" font-family=\"sans-serif\">\n"
       << "<title>" << escaped(title) << "</title>\n";
}

std::string Writer::number(double value) {
  const double rounded = std::round(value * 100) / 100;
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, rounded == 0 ? 0.0 : rounded,
                                    std::chars_format::fixed, 2);
  std::string text(buffer, result.ptr);
  while (text.back() == '0')
    text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

std::string Writer::escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

Writer& Writer::operator<<(std::string_view markup) {
  out_ << markup;
  return *this;
}

Writer& Writer::operator<<(double value) {
  out_ << number(value);
  return *this;
}

std::string Writer::finish() {
  out_ << "</svg>\n";
  return out_.str();
}

}  // namespace kosumi::svg
