#include "gtp/analysis.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <optional>
#include <sstream>

#include "engine/coord.h"
#include "engine/parse.h"

namespace kosumi::gtp {
namespace {

using engine::Player;
using engine::Point;

// z for a two-sided 95 % interval.
constexpr double kConfidenceZ = 1.96;

std::optional<int> non_negative_integer(const std::string& text) {
  const std::optional<int> value = engine::try_parse<int>(text);
  if (!value || *value < 0) return std::nullopt;
  return value;
}

// The value after `key`, at i.
const std::string& read_value(const Arguments& args, size_t i, const std::string& key) {
  if (i >= args.size()) throw GtpError(key + " needs a value");
  return args.text(i);
}

int read_count(const Arguments& args, size_t i, const std::string& key) {
  const std::string& text = read_value(args, i, key);
  const std::optional<int> value = non_negative_integer(text);
  if (!value) throw GtpError(key + " needs a count, not '" + text + "'");
  return *value;
}

// "D4,E5": the points listed (passes left out).
engine::PointSet read_vertices(const std::string& text, int size) {
  engine::PointSet points;
  std::istringstream in(text);
  for (std::string vertex; std::getline(in, vertex, ',');) {
    const auto point = engine::parse_point(vertex, size);
    if (!point) throw GtpError("bad vertex '" + vertex + "' in '" + text + "'");
    if (*point != engine::kPass) points.set(static_cast<size_t>(engine::index(*point)));
  }
  return points;
}

engine::PointSet board_points_set(const engine::Board& board) {
  engine::PointSet all;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x)
      all.set(static_cast<size_t>(engine::index(board.point(x, y))));
  }
  return all;
}

// A move's prior as a share of all the root's priors, so that the shares
// add up to one as a policy's probabilities do.
void write_move(std::ostream& out, const search::ChildStats& child, double prior_share, int order,
                AnalysisFormat format, int size) {
  const double lcb = winrate_lower_bound(child.winrate, child.visits);
  out << "info move " << engine::point_to_string(child.move, size) << " visits " << child.visits;
  if (format == AnalysisFormat::LeelaZero) {
    const auto scaled = [](double p) { return std::lround(10000 * p); };
    out << " winrate " << scaled(child.winrate) << " prior " << scaled(prior_share) << " lcb "
        << scaled(lcb);
  } else {
    // Always with a decimal point: Sabaki tells KataGo's floats from Leela
    // Zero's integers by it. scoreLead is the komi that would make the move
    // even (KataGo's meaning): for playouts, the margin that half of them
    // beat, their median; scoreMean stays the mean.
    out << std::fixed << std::setprecision(6) << " winrate " << child.winrate
        << std::setprecision(3) << " scoreMean " << child.score_mean << " scoreStdev "
        << child.score_stdev << " scoreLead " << child.score_median << std::setprecision(6)
        << " prior " << prior_share << " lcb " << lcb;
  }
  out << " order " << order << " pv";
  for (Point p : child.variation)
    out << ' ' << engine::point_to_string(p, size);
}

}  // namespace

double winrate_lower_bound(double winrate, int64_t visits) {
  if (visits <= 0) return 0;
  const double spread =
      kConfidenceZ * std::sqrt(winrate * (1 - winrate) / static_cast<double>(visits));
  return std::max(0.0, winrate - spread);
}

AnalysisRequest parse_analysis_request(const Arguments& args, AnalysisFormat format,
                                       const engine::Board& board, Player to_move) {
  AnalysisRequest request;
  request.player = to_move;
  size_t i = 0;
  if (i < args.size()) {
    if (const auto player = engine::parse_player(args.text(i))) {
      request.player = *player;
      ++i;
    }
  }
  if (i < args.size()) {
    if (const auto interval = non_negative_integer(args.text(i))) {
      request.interval_centiseconds = *interval;
      ++i;
    }
  }
  engine::PointSet allowed;
  bool restricted_to_allowed = false;
  while (i < args.size()) {
    // An unknown key is refused as such, with or without a value after it.
    const std::string key = args.text(i++);
    if (key == "interval") {
      request.interval_centiseconds = read_count(args, i++, key);
    } else if (key == "minmoves") {
      request.min_moves = read_count(args, i++, key);
    } else if (key == "maxmoves") {
      request.max_moves = read_count(args, i++, key);
    } else if (key == "ownership" && format == AnalysisFormat::KataGo) {
      const std::string& value = read_value(args, i++, key);
      if (value != "true" && value != "false") {
        throw GtpError("ownership is true or false, not '" + value + "'");
      }
      request.ownership = value == "true";
    } else if (key == "avoid" || key == "allow") {
      if (i + 3 > args.size()) throw GtpError(key + " needs a player, vertices and a move count");
      const auto player = engine::parse_player(args.text(i));
      if (!player) throw GtpError(key + ": '" + args.text(i) + "' is no player");
      const engine::PointSet points = read_vertices(args.text(i + 1), board.size());
      const int until = read_count(args, i + 2, key);
      i += 3;
      // The moves searched at the root are the analysed player's first.
      if (*player != request.player || until < 1) continue;
      if (key == "avoid") {
        request.excluded |= points;
      } else {
        allowed |= points;
        restricted_to_allowed = true;
      }
    } else {
      throw GtpError("unknown analysis option '" + key + "'");
    }
  }
  if (restricted_to_allowed) request.excluded |= board_points_set(board) & ~allowed;
  return request;
}

std::string analysis_line(const search::SearchResult& result, const AnalysisRequest& request,
                          AnalysisFormat format, const engine::Board& board,
                          const std::vector<float>& ownership) {
  double prior_sum = 0;
  for (const search::ChildStats& child : result.children)
    prior_sum += child.prior;
  std::ostringstream out;
  int shown = 0;
  for (const search::ChildStats& child : result.children) {
    if (request.max_moves > 0 && shown == request.max_moves) break;
    if (child.visits == 0 && shown >= request.min_moves) break;
    if (shown > 0) out << ' ';
    write_move(out, child, prior_sum > 0 ? child.prior / prior_sum : 0, shown, format,
               board.size());
    ++shown;
  }
  if (shown == 0) return "";
  if (request.ownership && format == AnalysisFormat::KataGo && !ownership.empty()) {
    const float sign = request.player == Player::Black ? 1.0f : -1.0f;
    out << " ownership" << std::fixed << std::setprecision(4);
    for (int y = board.size() - 1; y >= 0; --y) {
      for (int x = 0; x < board.size(); ++x) {
        const float value = sign * ownership[static_cast<size_t>(engine::index(board.point(x, y)))];
        out << ' ' << (std::abs(value) < 0.00005f ? 0.0f : value);
      }
    }
  }
  return out.str();
}

}  // namespace kosumi::gtp
