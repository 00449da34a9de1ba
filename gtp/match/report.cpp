#include "gtp/match/report.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iomanip>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "gtp/match/stats.h"

namespace kosumi::match {
namespace {

std::string fixed(double value, int decimals) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(decimals) << value;
  return out.str();
}

std::string percent(double fraction) {
  return fixed(100 * fraction, 1) + "%";
}

std::string signed_elo(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  const double rounded = std::round(elo) + 0.0;  // + 0.0 turns -0 into 0
  return (rounded >= 0 ? "+" : "") + fixed(rounded, 0);
}

std::string settings_line(const MatchOptions& o) {
  std::ostringstream out;
  out << o.size << "x" << o.size << ", " << o.rules_name << " rules, komi " << o.rules.komi;
  if (o.handicap > 0) out << ", handicap " << o.handicap;
  out << ", " << (o.time ? "clock " + o.time->to_string() : "no clock");
  if (o.alternate) out << ", colours alternate";
  return out.str();
}

struct EngineFigures {
  Interval win_rate;
  double rate = 0;
  EloEstimate elo;
};

EngineFigures figures(const MatchTally& tally, int engine) {
  const EngineTally& e = tally.engines[static_cast<size_t>(engine)];
  const int decided = tally.decided_games();
  EngineFigures f;
  f.rate = decided == 0 ? 0 : e.points() / decided;
  f.win_rate = wilson_interval(e.points(), decided);
  f.elo = elo_estimate(e.points(), decided);
  return f;
}

}  // namespace

std::string format_report(const MatchTally& tally, const MatchOptions& options) {
  const EngineTally& a = tally.engines[0];
  const EngineTally& b = tally.engines[1];
  const EngineFigures fa = figures(tally, 0);
  const EngineFigures fb = figures(tally, 1);

  std::vector<std::array<std::string, 3>> rows;
  rows.push_back({"", "1: " + a.name, "2: " + b.name});
  const auto both = [&](const std::string& label, auto&& value) {
    rows.push_back({label, value(a, fa), value(b, fb)});
  };
  both("games as Black / White", [](const EngineTally& e, const EngineFigures&) {
    return std::to_string(e.games_as_black) + " / " + std::to_string(e.games_as_white);
  });
  both("wins (as Black / White)", [](const EngineTally& e, const EngineFigures&) {
    return std::to_string(e.wins) + " (" + std::to_string(e.wins_as_black) + " / " +
           std::to_string(e.wins_as_white) + ")";
  });
  both("win rate [95% Wilson]", [](const EngineTally&, const EngineFigures& f) {
    return percent(f.rate) + " [" + percent(f.win_rate.low) + ", " + percent(f.win_rate.high) + "]";
  });
  both("Elo difference [95%]", [](const EngineTally&, const EngineFigures& f) {
    return signed_elo(f.elo.elo) + " [" + signed_elo(f.elo.interval.low) + ", " +
           signed_elo(f.elo.interval.high) + "]";
  });
  both("seconds per move avg / max", [](const EngineTally& e, const EngineFigures&) {
    return fixed(e.average_seconds_per_move(), 3) + " / " + fixed(e.times.max_seconds, 3);
  });
  both("illegal moves",
       [](const EngineTally& e, const EngineFigures&) { return std::to_string(e.illegal_moves); });
  both("crashes",
       [](const EngineTally& e, const EngineFigures&) { return std::to_string(e.crashes); });
  both("timeouts",
       [](const EngineTally& e, const EngineFigures&) { return std::to_string(e.timeouts); });
  both("protocol errors", [](const EngineTally& e, const EngineFigures&) {
    return std::to_string(e.protocol_errors);
  });
  both("final_score = referee (winner / exact)", [](const EngineTally& e, const EngineFigures&) {
    return std::to_string(e.scores_same_winner) + " / " + std::to_string(e.scores_same_result) +
           " of " + std::to_string(e.scores_answered);
  });

  std::array<size_t, 3> width{};
  for (const auto& row : rows) {
    for (size_t i = 0; i < row.size(); ++i)
      width[i] = std::max(width[i], row[i].size());
  }
  std::ostringstream out;
  out << "Results of " << tally.games << " games (" << settings_line(options) << ")\n";
  for (const auto& row : rows) {
    out << std::left << std::setw(static_cast<int>(width[0])) << row[0] << "  "
        << std::setw(static_cast<int>(width[1])) << row[1] << "  " << row[2] << "\n";
  }
  out << "Black won " << tally.black_wins << ", White won " << tally.white_wins << ", draws "
      << tally.draws << ", void " << tally.void_games << "; " << tally.distinct_games()
      << " distinct games (a game replayed move for move counts once)\n";
  if (tally.uncertain_counts > 0) {
    out << "The referee marked " << tally.uncertain_counts
        << " count(s) uncertain: see the records' comments\n";
  }
  return out.str();
}

std::string format_json(const MatchTally& tally, const MatchOptions& options) {
  using Json = nlohmann::ordered_json;
  Json engines = Json::array();
  for (int i = 0; i < 2; ++i) {
    const EngineTally& e = tally.engines[static_cast<size_t>(i)];
    const EngineFigures f = figures(tally, i);
    // A figure that is not finite (no game decided, a clean sweep's Elo)
    // is written as null.
    engines.push_back({{"command", i == 0 ? options.black_command : options.white_command},
                       {"name", e.name},
                       {"wins", e.wins},
                       {"wins_as_black", e.wins_as_black},
                       {"wins_as_white", e.wins_as_white},
                       {"games_as_black", e.games_as_black},
                       {"games_as_white", e.games_as_white},
                       {"draws", e.draws},
                       {"win_rate", f.rate},
                       {"win_rate_low", f.win_rate.low},
                       {"win_rate_high", f.win_rate.high},
                       {"elo", f.elo.elo},
                       {"elo_low", f.elo.interval.low},
                       {"elo_high", f.elo.interval.high},
                       {"moves", e.times.moves},
                       {"average_seconds_per_move", e.average_seconds_per_move()},
                       {"max_seconds_per_move", e.times.max_seconds},
                       {"illegal_moves", e.illegal_moves},
                       {"crashes", e.crashes},
                       {"timeouts", e.timeouts},
                       {"protocol_errors", e.protocol_errors},
                       {"final_score_answers", e.scores_answered},
                       {"final_score_same_winner", e.scores_same_winner},
                       {"final_score_same_result", e.scores_same_result}});
  }
  const Json json = {
      {"games", tally.games},
      {"decided_games", tally.decided_games()},
      {"draws", tally.draws},
      {"void_games", tally.void_games},
      {"uncertain_counts", tally.uncertain_counts},
      {"distinct_games", tally.distinct_games()},
      {"black_wins", tally.black_wins},
      {"white_wins", tally.white_wins},
      {"settings",
       {{"size", options.size},
        {"rules", options.rules_name},
        {"komi", options.rules.komi},
        {"handicap", options.handicap},
        {"time", options.time ? Json(options.time->to_string()) : Json(nullptr)},
        {"alternate", options.alternate},
        {"seed", options.seed}}},
      {"engines", engines},
  };
  return json.dump(2) + "\n";
}

std::string format_progress(const MatchTally& tally, int total_games) {
  std::ostringstream out;
  out << "games " << tally.games << "/" << total_games << "  " << tally.engines[0].name << " "
      << tally.engines[0].points() << " - " << tally.engines[1].points() << " "
      << tally.engines[1].name;
  if (tally.void_games > 0) out << "  (void " << tally.void_games << ")";
  return out.str();
}

}  // namespace kosumi::match
