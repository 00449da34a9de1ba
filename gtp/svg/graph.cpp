// Black's win rate over a game as an SVG line graph: one point per position,
// the even line, and the moves that lost their player much marked.
#include <algorithm>
#include <cmath>

#include "gtp/svg/svg.h"
#include "gtp/svg/writer.h"

namespace kosumi::gtp::svg {
namespace {

constexpr double kWidth = 800;
constexpr double kHeight = 320;
constexpr double kLeft = 50;  // room for the percentages
constexpr double kRight = 20;
constexpr double kTop = 40;     // room for the title
constexpr double kBottom = 40;  // room for the move numbers
constexpr double kPlotWidth = kWidth - kLeft - kRight;
constexpr double kPlotHeight = kHeight - kTop - kBottom;
constexpr double kPointRadius = 2.5;
constexpr double kMistakeRadius = 5;
// About this many move numbers along the axis, at round steps.
constexpr int kTicks = 10;

int tick_step(int moves) {
  for (int step : {1, 2, 5, 10, 20, 25, 50, 100}) {
    if (moves / step <= kTicks) return step;
  }
  return 200;
}

}  // namespace

std::string winrate_graph_svg(const WinrateGraph& graph) {
  Writer out(kWidth, kHeight, graph.title);
  const std::vector<double>& rates = graph.black_winrates;
  const int moves = std::max(1, static_cast<int>(rates.size()) - 1);
  const auto x_of = [&](size_t position) {
    return kLeft + kPlotWidth * static_cast<double>(position) / moves;
  };
  const auto y_of = [&](double winrate) { return kTop + kPlotHeight * (1 - winrate); };

  out << "<rect width=\"" << kWidth << "\" height=\"" << kHeight << "\" fill=\"white\"/>\n";
  out << "<text x=\"" << kWidth / 2 << "\" y=\"" << kTop * 0.6
      << "\" font-size=\"16\" text-anchor=\"middle\">" << Writer::escaped(graph.title)
      << "</text>\n";
  // Percentages, with the even line dashed.
  out << "<g class=\"axis\" font-size=\"12\" stroke=\"#999\">\n";
  for (int percent = 0; percent <= 100; percent += 25) {
    const double y = y_of(percent / 100.0);
    out << "<line x1=\"" << kLeft << "\" y1=\"" << y << "\" x2=\"" << kLeft + kPlotWidth
        << "\" y2=\"" << y << "\"" << (percent == 50 ? " stroke-dasharray=\"6 4\"" : "") << "/>\n";
    out << "<text x=\"" << kLeft - 8 << "\" y=\"" << y + 4
        << "\" text-anchor=\"end\" stroke=\"none\">" << std::to_string(percent) << "%</text>\n";
  }
  const int step = tick_step(moves);
  for (int move = 0; move <= moves; move += step) {
    out << "<text x=\"" << x_of(static_cast<size_t>(move)) << "\" y=\"" << kHeight - kBottom + 18
        << "\" text-anchor=\"middle\" stroke=\"none\">" << std::to_string(move) << "</text>\n";
  }
  out << "<text x=\"" << kLeft + kPlotWidth / 2 << "\" y=\"" << kHeight - 6
      << "\" text-anchor=\"middle\" stroke=\"none\">move</text>\n</g>\n";
  if (rates.empty()) return out.finish();

  // Black's share below the line, shaded.
  std::string line;
  for (size_t i = 0; i < rates.size(); ++i)
    line += Writer::number(x_of(i)) + "," + Writer::number(y_of(rates[i])) + " ";
  out << "<polygon class=\"black-share\" points=\"" << Writer::number(x_of(0)) << ","
      << Writer::number(y_of(0)) << " " << line << Writer::number(x_of(rates.size() - 1)) << ","
      << Writer::number(y_of(0)) << "\" fill=\"#555\" fill-opacity=\"0.25\"/>\n";
  out << "<polyline class=\"winrate\" points=\"" << line
      << "\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n";
  for (size_t i = 0; i < rates.size(); ++i) {
    bool mistake = false;
    if (i > 0 && i <= graph.movers.size()) {
      const double black_gain = rates[i] - rates[i - 1];
      const double loss = graph.movers[i - 1] == engine::Player::Black ? -black_gain : black_gain;
      mistake = loss >= graph.mistake_drop;
    }
    out << "<circle class=\"position" << (mistake ? " mistake" : "") << "\" data-move=\""
        << std::to_string(i) << "\" data-black-winrate=\"" << Writer::number(rates[i]) << "\" cx=\""
        << x_of(i) << "\" cy=\"" << y_of(rates[i]) << "\" r=\""
        << (mistake ? kMistakeRadius : kPointRadius) << "\" fill=\"" << (mistake ? "red" : "black")
        << "\"/>\n";
  }
  return out.finish();
}

}  // namespace kosumi::gtp::svg
