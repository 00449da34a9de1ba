#include "agreement/comparison.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iomanip>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "engine/coord.h"
#include "engine/counting.h"
#include "gtp/facade/points.h"
#include "gtp/match/score.h"

namespace kosumi::agreement {
namespace {

int sign(double x) {
  return (x > 0) - (x < 0);
}

engine::PointSet point_set(const std::vector<std::string>& vertices, int size) {
  engine::PointSet set;
  for (const std::string& v : vertices) {
    const std::optional<engine::Point> p = engine::parse_point(v, size);
    if (!p) throw std::invalid_argument("bad vertex '" + v + "' in GNU Go's list");
    set.set(static_cast<size_t>(engine::index(*p)));
  }
  return set;
}

std::string percent(int part, int whole) {
  if (whole == 0) return "-";
  std::ostringstream out;
  out << std::fixed << std::setprecision(1) << 100.0 * part / whole << " %";
  return out.str();
}

}  // namespace

bool Comparison::same_winner() const {
  return sign(kosumi) == sign(gnugo_counted);
}

bool Comparison::same_winner_as_score() const {
  return sign(kosumi) == sign(gnugo_score);
}

Comparison compare(const AgreementPosition& position, const eval::SettleOptions& options) {
  const engine::Game game = position.game();
  const int size = position.size();
  Comparison c;
  c.kind = position.kind;
  c.size = size;
  c.preset = position.preset;
  c.seed = position.seed;
  const std::optional<double> gnugo = match::parse_final_score(position.gnugo.final_score);
  if (!gnugo) throw std::invalid_argument("bad GNU Go score " + position.gnugo.final_score);
  c.gnugo_score = *gnugo;
  c.gnugo_counted = engine::count_score(game, point_set(position.gnugo.dead, size),
                                        point_set(position.gnugo.seki, size))
                        .margin();
  c.gnugo_dead = joined(position.gnugo.dead);
  c.gnugo_seki = joined(position.gnugo.seki);

  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  const eval::Settlement s = eval::settle(game, options);
  c.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  c.cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  c.playouts = s.playouts;
  c.kosumi = s.score.margin();
  c.uncertain = !s.certain();
  c.kosumi_dead = facade::vertex_list(facade::points_in(game.board(), s.dead), size);
  c.kosumi_seki = facade::vertex_list(facade::points_in(game.board(), s.seki), size);
  c.record = sgf::write_sgf(position.record);
  return c;
}

double Tally::median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

double Tally::max(const std::vector<double>& values) {
  return values.empty() ? 0 : *std::max_element(values.begin(), values.end());
}

void AgreementReport::add(Comparison c) {
  Tally& t = tallies_[{c.size, c.kind}];
  ++t.positions;
  t.seconds.push_back(c.seconds);
  t.cpu_seconds.push_back(c.cpu_seconds);
  t.same_winner += c.same_winner();
  t.same_winner_as_score += c.same_winner_as_score();
  t.same_score += c.same_score();
  t.open_regions += c.open_region();
  t.uncertain += c.uncertain;
  t.gnugo_contradicts += c.gnugo_contradicts;
  t.consistent_same_winner_as_score += !c.gnugo_contradicts && c.same_winner_as_score();
  if (!c.same_winner() || !c.same_winner_as_score() || !c.same_score()) {
    disagreements_.push_back(std::move(c));
  }
}

Tally AgreementReport::tally(int size, PositionKind kind) const {
  const auto it = tallies_.find({size, kind});
  return it == tallies_.end() ? Tally{} : it->second;
}

std::string AgreementReport::table() const {
  std::ostringstream out;
  out << std::left << std::setw(8) << "size" << std::setw(15) << "kind" << std::right
      << std::setw(10) << "positions" << std::setw(18) << "same winner" << std::setw(22)
      << "winner as its score" << std::setw(18) << "same score" << std::setw(14) << "open regions"
      << std::setw(11) << "uncertain" << std::setw(16) << "GNU Go wrong" << std::setw(26)
      << "as its score, the rest" << std::setw(22) << "seconds median / max" << std::setw(26)
      << "CPU seconds median / max" << '\n';
  for (const auto& [key, t] : tallies_) {
    const std::string size = std::to_string(key.first) + "x" + std::to_string(key.first);
    out << std::left << std::setw(8) << size << std::setw(15) << to_string(key.second) << std::right
        << std::setw(10) << t.positions << std::setw(8) << t.same_winner << std::setw(10)
        << percent(t.same_winner, t.positions) << std::setw(12) << t.same_winner_as_score
        << std::setw(10) << percent(t.same_winner_as_score, t.positions) << std::setw(8)
        << t.same_score << std::setw(10) << percent(t.same_score, t.positions) << std::setw(14)
        << t.open_regions << std::setw(11) << t.uncertain << std::setw(16) << t.gnugo_contradicts
        << std::setw(16) << t.consistent_same_winner_as_score << std::setw(10)
        << percent(t.consistent_same_winner_as_score, t.positions - t.gnugo_contradicts)
        << std::fixed << std::setprecision(3) << std::setw(13) << Tally::median(t.seconds) << " / "
        << std::setw(6) << Tally::max(t.seconds) << std::setw(17) << Tally::median(t.cpu_seconds)
        << " / " << std::setw(6) << Tally::max(t.cpu_seconds) << std::defaultfloat << '\n';
  }
  return out.str();
}

std::string AgreementReport::json() const {
  using Json = nlohmann::ordered_json;
  Json tallies = Json::array();
  for (const auto& [key, t] : tallies_) {
    tallies.push_back({{"size", key.first},
                       {"kind", std::string(to_string(key.second))},
                       {"positions", t.positions},
                       {"same_winner", t.same_winner},
                       {"same_winner_as_score", t.same_winner_as_score},
                       {"same_score", t.same_score},
                       {"open_regions", t.open_regions},
                       {"uncertain", t.uncertain},
                       {"gnugo_contradicts", t.gnugo_contradicts},
                       {"consistent_same_winner_as_score", t.consistent_same_winner_as_score},
                       {"median_seconds", Tally::median(t.seconds)},
                       {"max_seconds", Tally::max(t.seconds)},
                       {"median_cpu_seconds", Tally::median(t.cpu_seconds)},
                       {"max_cpu_seconds", Tally::max(t.cpu_seconds)}});
  }
  Json disagreements = Json::array();
  for (const Comparison& c : disagreements_) {
    disagreements.push_back({{"size", c.size},
                             {"kind", std::string(to_string(c.kind))},
                             {"rules", c.preset},
                             {"seed", c.seed},
                             {"gnugo_score", c.gnugo_score},
                             {"gnugo_counted", c.gnugo_counted},
                             {"kosumi", c.kosumi},
                             {"gnugo_dead", c.gnugo_dead},
                             {"kosumi_dead", c.kosumi_dead},
                             {"gnugo_seki", c.gnugo_seki},
                             {"kosumi_seki", c.kosumi_seki},
                             {"uncertain", c.uncertain},
                             {"gnugo_contradicts", c.gnugo_contradicts},
                             {"sgf", c.record}});
  }
  const Json json = {{"tallies", tallies}, {"disagreements", disagreements}};
  return json.dump(2) + "\n";
}

std::string AgreementReport::disagreement_text() const {
  std::ostringstream out;
  for (const Comparison& c : disagreements_) {
    out << c.size << "x" << c.size << " " << to_string(c.kind) << ", " << c.preset << ", seed "
        << c.seed << ": GNU Go " << c.gnugo_score << " (its lists counted: " << c.gnugo_counted
        << "; dead: " << c.gnugo_dead << "; seki: " << c.gnugo_seki << "), Kosumi " << c.kosumi
        << (c.uncertain ? " (uncertain)" : "")
        << (c.gnugo_contradicts ? " (GNU Go contradicts itself)" : "")
        << " (dead: " << c.kosumi_dead << "; seki: " << c.kosumi_seki << ")\n"
        << c.record;
  }
  return out.str();
}

}  // namespace kosumi::agreement
