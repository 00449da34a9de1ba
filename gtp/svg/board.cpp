// A position as an SVG picture: the board with coordinates, the stones, and
// the marks of a BoardPicture.
#include <cmath>

#include "engine/coord.h"
#include "engine/handicap.h"
#include "gtp/svg/svg.h"
#include "gtp/svg/writer.h"

namespace kosumi::svg {
namespace {

using engine::Color;
using engine::Point;

constexpr double kCell = 36;     // between two lines
constexpr double kCaption = 30;  // below the board, for the title
constexpr double kStoneRadius = 0.47 * kCell;
// The coordinates: a font size, the width of a row number of two digits
// (most fonts draw a digit narrower than 0.62 of the size), how far a
// letter reaches above and below its baseline, and the gap kept between a
// label and the stones of the first and last lines.
constexpr double kLabelFont = 13;
constexpr double kRowLabelWidth = 2 * 0.62 * kLabelFont;
constexpr double kLabelAscent = 0.8 * kLabelFont;
constexpr double kLabelDescent = 0.25 * kLabelFont;
constexpr double kLabelGap = 4;
// Around the grid: an edge stone's radius, then a label between two gaps,
// so that no stone covers a coordinate.
constexpr double kMargin = kStoneRadius + kLabelGap + kRowLabelWidth + kLabelGap;
constexpr double kOwnerSquare = 0.3 * kCell;      // a counted point's mark
constexpr double kOwnershipSquare = 0.9 * kCell;  // the side of a sure point
// On a stone, the ownership square stays inside it, so that the stone's
// own colour shows around it (a dead stone's most of all).
constexpr double kStoneOwnershipSquare = 0.5 * kCell;
constexpr std::string_view kDeadMark = "#d01010";
constexpr double kStarRadius = 0.09 * kCell;
constexpr std::string_view kWood = "#dcb35c";

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

std::string_view colour_word(Color c) {
  return c == Color::Black ? "black" : "white";
}

class BoardDrawing {
 public:
  explicit BoardDrawing(const BoardPicture& picture)
      : p_(picture),
        size_(picture.board.size()),
        side_(2 * kMargin + (size_ - 1) * kCell),
        out_(side_, side_ + kCaption, picture.title) {}

  std::string draw() {
    out_ << "<rect width=\"" << side_ << "\" height=\"" << side_ << "\" fill=\""
         << std::string(kWood) << "\"/>\n";
    grid();
    stones();
    // Over the stones, inside them: who owns a stone's point shows in its
    // middle, its own colour around.
    if (!p_.ownership.empty()) ownership();
    if (!p_.owners.empty()) owners();
    dead_marks();
    out_ << "<text x=\"" << side_ / 2 << "\" y=\"" << side_ + kCaption * 0.7
         << "\" font-size=\"15\" text-anchor=\"middle\">" << Writer::escaped(p_.title)
         << "</text>\n";
    return out_.finish();
  }

 private:
  double x_of(int x) const { return kMargin + x * kCell; }
  double y_of(int y) const { return kMargin + (size_ - 1 - y) * kCell; }
  double x_of(Point p) const { return x_of(p_.board.x_of(p)); }
  double y_of(Point p) const { return y_of(p_.board.y_of(p)); }
  std::string vertex(Point p) const { return engine::point_to_string(p, size_); }

  void grid() {
    out_ << "<g stroke=\"black\" stroke-width=\"1\">\n";
    for (int i = 0; i < size_; ++i) {
      out_ << "<line x1=\"" << x_of(i) << "\" y1=\"" << y_of(0) << "\" x2=\"" << x_of(i)
           << "\" y2=\"" << y_of(size_ - 1) << "\"/>\n";
      out_ << "<line x1=\"" << x_of(0) << "\" y1=\"" << y_of(i) << "\" x2=\"" << x_of(size_ - 1)
           << "\" y2=\"" << y_of(i) << "\"/>\n";
    }
    out_ << "</g>\n";
    for (Point star : engine::star_points(size_)) {
      out_ << "<circle cx=\"" << x_of(star) << "\" cy=\"" << y_of(star) << "\" r=\"" << kStarRadius
           << "\"/>\n";
    }
    out_ << "<g class=\"coordinates\" font-size=\"" << kLabelFont << "\" text-anchor=\"middle\">\n";
    // Baselines and centres a gap away from the edge stones' reach.
    const double stone_reach = kStoneRadius + kLabelGap;
    const double top = kMargin - stone_reach - kLabelDescent;
    const double bottom = side_ - kMargin + stone_reach + kLabelAscent;
    const double left = kMargin - stone_reach - kRowLabelWidth / 2;
    const double right = side_ - left;
    const double centred = (kLabelAscent - kLabelDescent) / 2;  // a row's baseline below its line
    for (int i = 0; i < size_; ++i) {
      const std::string letter(1, engine::column_letter(i));
      const std::string row = std::to_string(i + 1);
      for (double y : {top, bottom}) {
        out_ << "<text x=\"" << x_of(i) << "\" y=\"" << y << "\">" << letter << "</text>\n";
      }
      for (double x : {left, right}) {
        out_ << "<text x=\"" << x << "\" y=\"" << y_of(i) + centred << "\">" << row << "</text>\n";
      }
    }
    out_ << "</g>\n";
  }

  void square(Point p, double side, std::string_view fill, std::string_view cls,
              std::string_view data) {
    out_ << "<rect class=\"" << cls << "\" data-point=\"" << vertex(p) << "\" " << data << " x=\""
         << x_of(p) - side / 2 << "\" y=\"" << y_of(p) - side / 2 << "\" width=\"" << side
         << "\" height=\"" << side << "\" fill=\"" << fill << "\"";
  }

  void ownership() {
    for (int y = 0; y < size_; ++y) {
      for (int x = 0; x < size_; ++x) {
        const Point p = p_.board.point(x, y);
        const double value = p_.ownership[at(p)];
        const std::string data = "data-ownership=\"" + Writer::number(value) + "\"";
        const bool stone = p_.board.color(p) != Color::Empty;
        square(p, (stone ? kStoneOwnershipSquare : kOwnershipSquare) * std::sqrt(std::abs(value)),
               value >= 0 ? "black" : "white", "ownership", data);
        out_ << " fill-opacity=\"0.7\" stroke=\"" << (value >= 0 ? "white" : "black")
             << "\" stroke-width=\"0.5\"/>\n";
      }
    }
  }

  void stones() {
    for (int y = 0; y < size_; ++y) {
      for (int x = 0; x < size_; ++x) {
        const Point p = p_.board.point(x, y);
        const Color c = p_.board.color(p);
        if (c == Color::Empty) continue;
        const bool dead = p_.dead[at(p)];
        out_ << "<circle class=\"stone" << (dead ? " dead" : "") << "\" data-point=\"" << vertex(p)
             << "\" data-color=\"" << colour_word(c) << "\" cx=\"" << x_of(p) << "\" cy=\""
             << y_of(p) << "\" r=\"" << kStoneRadius << "\" fill=\"" << colour_word(c)
             << "\" stroke=\"black\" stroke-width=\"1\"/>\n";
        const std::string_view contrast = c == Color::Black ? "white" : "black";
        if (p == p_.last_move) {
          out_ << "<circle class=\"last-move\" cx=\"" << x_of(p) << "\" cy=\"" << y_of(p)
               << "\" r=\"" << kStoneRadius * 0.45 << "\" fill=\"none\" stroke=\"" << contrast
               << "\" stroke-width=\"2\"/>\n";
        }
      }
    }
  }

  // A cross over each dead stone, on top of everything else.
  void dead_marks() {
    const double d = kStoneRadius * 0.6;
    for (int y = 0; y < size_; ++y) {
      for (int x = 0; x < size_; ++x) {
        const Point p = p_.board.point(x, y);
        if (p_.board.color(p) == Color::Empty || !p_.dead[at(p)]) continue;
        out_ << "<path class=\"dead-mark\" data-point=\"" << vertex(p) << "\" d=\"M" << x_of(p) - d
             << " " << y_of(p) - d << " L" << x_of(p) + d << " " << y_of(p) + d << " M"
             << x_of(p) - d << " " << y_of(p) + d << " L" << x_of(p) + d << " " << y_of(p) - d
             << "\" stroke=\"" << kDeadMark << "\" stroke-width=\"3\"/>\n";
      }
    }
  }

  void owners() {
    for (int y = 0; y < size_; ++y) {
      for (int x = 0; x < size_; ++x) {
        const Point p = p_.board.point(x, y);
        const Color owner = p_.owners[at(p)];
        const bool counted_point = p_.board.color(p) == Color::Empty || p_.dead[at(p)];
        if (owner == Color::Empty || !counted_point) continue;
        const std::string data = "data-owner=\"" + std::string(colour_word(owner)) + "\"";
        square(p, kOwnerSquare, colour_word(owner), "territory", data);
        out_ << " stroke=\"" << (owner == Color::Black ? "white" : "black")
             << "\" stroke-width=\"0.5\"/>\n";
      }
    }
  }

  const BoardPicture& p_;
  int size_;
  double side_;
  Writer out_;
};

}  // namespace

std::string board_svg(const BoardPicture& picture) {
  return BoardDrawing(picture).draw();
}

}  // namespace kosumi::svg
