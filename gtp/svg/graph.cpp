// Black's win rate over a game as an SVG line graph: one point per position,
// the even line, Black's expected lead on a second axis, the mistakes marked
// with their move numbers, and a legend.
#include <algorithm>
#include <cmath>

#include "gtp/svg/svg.h"
#include "gtp/svg/writer.h"

namespace kosumi::svg {
namespace {

constexpr double kWidth = 800;
constexpr double kHeight = 360;
constexpr double kLeft = 64;    // room for the percentages and the axis's name
constexpr double kRight = 64;   // room for the lead's points and the axis's name
constexpr double kTop = 70;     // room for the title and the legend
constexpr double kBottom = 40;  // room for the move numbers
constexpr double kTitleY = 24;
constexpr double kLegendY = 50;
constexpr double kPlotWidth = kWidth - kLeft - kRight;
constexpr double kPlotHeight = kHeight - kTop - kBottom;
constexpr double kPointRadius = 2.5;
constexpr double kMistakeRadius = 5;
constexpr double kMistakeNumberGap = 4;  // between a mistake's dot and its number
constexpr double kMistakeFont = 11;
constexpr std::string_view kLeadColour = "#1f5fbf";
constexpr std::string_view kMistakeColour = "#d01010";
// About this many move numbers along the axis, at round steps.
constexpr int kTicks = 10;
// The lead's axis reaches at least this many points either way.
constexpr double kMinLeadRange = 5;

int tick_step(int moves) {
  for (int step : {1, 2, 5, 10, 20, 25, 50, 100}) {
    if (moves / step <= kTicks) return step;
  }
  return 200;
}

// The lead axis's reach: a round number of points at least every lead's
// size, so that its quarters (the win rate's grid lines) are round too.
double lead_range(const std::vector<double>& leads) {
  double largest = kMinLeadRange;
  for (const double lead : leads)
    largest = std::max(largest, std::abs(lead));
  for (const double range : {5.0, 10.0, 20.0, 40.0, 60.0, 100.0, 200.0}) {
    if (largest <= range) return range;
  }
  return 100 * std::ceil(largest / 100);
}

std::string signed_points(double points) {
  return (points > 0 ? "+" : "") + Writer::number(points);
}

// The legend under the title: a sample of each mark and its meaning, from
// left to right, each text's width estimated from its length.
void legend(Writer& out, bool with_lead) {
  constexpr double kSample = 24;      // a line sample's length
  constexpr double kTextGap = 6;      // between a sample and its text
  constexpr double kItemGap = 28;     // between two items
  constexpr double kCharWidth = 6.5;  // at 12 px, wider than most fonts' average
  double x = kLeft;
  const auto text = [&](std::string_view series, std::string_view words) {
    out << "<text x=\"" << x + kSample + kTextGap << "\" y=\"" << kLegendY + 4
        << "\" data-series=\"" << series << "\">" << words << "</text>\n";
    x += kSample + kTextGap + kCharWidth * static_cast<double>(words.size()) + kItemGap;
  };
  out << "<g class=\"legend\" font-size=\"12\">\n";
  out << "<line x1=\"" << x << "\" y1=\"" << kLegendY << "\" x2=\"" << x + kSample << "\" y2=\""
      << kLegendY << "\" stroke=\"black\" stroke-width=\"2\"/>\n";
  text("winrate", "Black's win rate (left axis)");
  if (with_lead) {
    out << "<line x1=\"" << x << "\" y1=\"" << kLegendY << "\" x2=\"" << x + kSample << "\" y2=\""
        << kLegendY << "\" stroke=\"" << kLeadColour
        << "\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>\n";
    text("lead", "Black's lead in points (right axis)");
  }
  out << "<circle cx=\"" << x + kSample / 2 << "\" cy=\"" << kLegendY << "\" r=\"" << kMistakeRadius
      << "\" fill=\"" << kMistakeColour << "\"/>\n";
  text("mistake", "mistake, with its move number");
  out << "</g>\n";
}

}  // namespace

std::string winrate_graph_svg(const WinrateGraph& graph) {
  Writer out(kWidth, kHeight, graph.title);
  const std::vector<double>& rates = graph.black_winrates;
  const std::vector<double>& leads = graph.black_leads;
  const int moves = std::max(1, static_cast<int>(rates.size()) - 1);
  const double reach = lead_range(leads);
  const auto x_of = [&](size_t position) {
    return kLeft + kPlotWidth * static_cast<double>(position) / moves;
  };
  const auto y_of = [&](double winrate) { return kTop + kPlotHeight * (1 - winrate); };
  const auto y_of_lead = [&](double lead) { return y_of(0.5 + 0.5 * lead / reach); };

  out << "<rect width=\"" << kWidth << "\" height=\"" << kHeight << "\" fill=\"white\"/>\n";
  out << "<text x=\"" << kWidth / 2 << "\" y=\"" << kTitleY
      << "\" font-size=\"16\" text-anchor=\"middle\">" << Writer::escaped(graph.title)
      << "</text>\n";
  // Percentages at the left, the lead's points at the right, on the same
  // grid lines; the even line dashed.
  out << "<g class=\"axis\" font-size=\"12\" stroke=\"#999\">\n";
  for (int quarter = 0; quarter <= 4; ++quarter) {
    const double y = y_of(quarter / 4.0);
    out << "<line x1=\"" << kLeft << "\" y1=\"" << y << "\" x2=\"" << kLeft + kPlotWidth
        << "\" y2=\"" << y << "\"" << (quarter == 2 ? " stroke-dasharray=\"6 4\"" : "") << "/>\n";
    out << "<text x=\"" << kLeft - 8 << "\" y=\"" << y + 4
        << "\" text-anchor=\"end\" stroke=\"none\">" << std::to_string(25 * quarter)
        << "%</text>\n";
    if (leads.empty()) continue;
    out << "<text class=\"lead-tick\" x=\"" << kLeft + kPlotWidth + 8 << "\" y=\"" << y + 4
        << "\" stroke=\"none\" fill=\"" << kLeadColour << "\">"
        << signed_points(reach * (quarter - 2) / 2) << "</text>\n";
  }
  const int step = tick_step(moves);
  for (int move = 0; move <= moves; move += step) {
    out << "<text x=\"" << x_of(static_cast<size_t>(move)) << "\" y=\"" << kHeight - kBottom + 18
        << "\" text-anchor=\"middle\" stroke=\"none\">" << std::to_string(move) << "</text>\n";
  }
  out << "<text x=\"" << kLeft + kPlotWidth / 2 << "\" y=\"" << kHeight - 6
      << "\" text-anchor=\"middle\" stroke=\"none\">move</text>\n";
  const double middle = kTop + kPlotHeight / 2;
  out << "<text x=\"16\" y=\"" << middle << "\" text-anchor=\"middle\" stroke=\"none\" "
      << "transform=\"rotate(-90 16 " << middle << ")\">Black's win rate</text>\n";
  if (!leads.empty()) {
    const double x = kWidth - 12;
    out << "<text x=\"" << x << "\" y=\"" << middle << "\" text-anchor=\"middle\" stroke=\"none\" "
        << "fill=\"" << kLeadColour << "\" transform=\"rotate(90 " << x << " " << middle
        << ")\">Black's lead (points)</text>\n";
  }
  out << "</g>\n";
  legend(out, !leads.empty());
  if (rates.empty()) return out.finish();

  // Black's share below the line, shaded.
  std::string line;
  for (size_t i = 0; i < rates.size(); ++i)
    line += Writer::number(x_of(i)) + "," + Writer::number(y_of(rates[i])) + " ";
  out << "<polygon class=\"black-share\" points=\"" << Writer::number(x_of(0)) << ","
      << Writer::number(y_of(0)) << " " << line << Writer::number(x_of(rates.size() - 1)) << ","
      << Writer::number(y_of(0)) << "\" fill=\"#555\" fill-opacity=\"0.2\"/>\n";
  if (!leads.empty()) {
    std::string lead_line;
    for (size_t i = 0; i < leads.size(); ++i)
      lead_line += Writer::number(x_of(i)) + "," + Writer::number(y_of_lead(leads[i])) + " ";
    out << "<polyline class=\"lead\" points=\"" << lead_line << "\" fill=\"none\" stroke=\""
        << kLeadColour << "\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>\n";
  }
  out << "<polyline class=\"winrate\" points=\"" << line
      << "\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n";
  const auto is_mistake = [&](size_t i) {
    return i > 0 && std::find(graph.mistakes.begin(), graph.mistakes.end(), static_cast<int>(i)) !=
                        graph.mistakes.end();
  };
  for (size_t i = 0; i < rates.size(); ++i) {
    const bool mistake = is_mistake(i);
    out << "<circle class=\"position" << (mistake ? " mistake" : "") << "\" data-move=\""
        << std::to_string(i) << "\" data-black-winrate=\"" << Writer::number(rates[i]) << "\"";
    if (i < leads.size()) out << " data-black-lead=\"" << Writer::number(leads[i]) << "\"";
    out << " cx=\"" << x_of(i) << "\" cy=\"" << y_of(rates[i]) << "\" r=\""
        << (mistake ? kMistakeRadius : kPointRadius) << "\" fill=\""
        << (mistake ? kMistakeColour : "black") << "\"/>\n";
  }
  // The mistakes' numbers over everything, each outlined in white: on the
  // side of its dot away from the line that came down or up to it, inside
  // the plot.
  for (size_t i = 1; i < rates.size(); ++i) {
    if (!is_mistake(i)) continue;
    const double dot = y_of(rates[i]);
    const double above = dot - kMistakeRadius - kMistakeNumberGap;
    const double below = dot + kMistakeRadius + kMistakeNumberGap + kMistakeFont;
    const bool fell = rates[i] < rates[i - 1];
    double y = fell ? below : above;
    if (y > kTop + kPlotHeight) y = above;
    if (y - kMistakeFont < kTop) y = below;
    out << "<text class=\"mistake-number\" data-move=\"" << std::to_string(i) << "\" x=\""
        << x_of(i) << "\" y=\"" << y << "\" font-size=\"" << kMistakeFont
        << "\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"" << kMistakeColour
        << "\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">" << std::to_string(i)
        << "</text>\n";
  }
  return out.finish();
}

}  // namespace kosumi::svg
