#include "search/parameters.h"

#include <algorithm>
#include <array>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <type_traits>

namespace kosumi::search {
namespace {

// How to read and write a parameter inside SearchOptions.
struct Access {
  std::function<double(const SearchOptions&)> get;
  std::function<void(SearchOptions&, double)> set;
};

template <class T>
void assign(T& target, double value) {
  if constexpr (std::is_same_v<T, bool>) {
    target = value != 0;
  } else {
    target = static_cast<T>(value);
  }
}

// A field of one of SearchOptions' parameter groups.
template <class Group, class T>
Access field(Group SearchOptions::*group, T Group::*member) {
  return {[=](const SearchOptions& o) { return static_cast<double>(o.*group.*member); },
          [=](SearchOptions& o, double v) { assign(o.*group.*member, v); }};
}

// An element of an array field of a parameter group.
template <class Group, size_t N>
Access element(Group SearchOptions::*group, std::array<float, N> Group::*member, size_t i) {
  return {[=](const SearchOptions& o) { return static_cast<double>((o.*group.*member)[i]); },
          [=](SearchOptions& o, double v) { (o.*group.*member)[i] = static_cast<float>(v); }};
}

struct Entry {
  ParameterInfo info;
  Access access;
};

const std::vector<Entry>& entries() {
  static const std::vector<Entry> table = {
      {{"tree.expand_visits", 0, 1000, "playouts a leaf runs before it is expanded"},
       field(&SearchOptions::tree, &TreeParams::expand_visits)},
      {{"tree.rave_equivalence", 1, 1e7, "own visits at which AMAF and own values weigh alike"},
       field(&SearchOptions::tree, &TreeParams::rave_equivalence)},
      {{"komi.handicap_value", 0, 100, "dynamic komi: points per handicap stone at the start"},
       field(&SearchOptions::dynamic_komi, &DynamicKomi::handicap_value)},
      {{"komi.fade_share", 0, 10,
        "dynamic komi: fades out after this share of the points in moves"},
       field(&SearchOptions::dynamic_komi, &DynamicKomi::fade_share)},
      {{"komi.cushion_share", 0, 0.5,
        "komi the searching side gives, as a share of the board's points, fading alike"},
       field(&SearchOptions::dynamic_komi, &DynamicKomi::cushion_share)},
      {{"value.score_weight", 0, 0.5, "share of a playout's value decided by its margin"},
       field(&SearchOptions::score, &ScoreTerm::weight)},
      {{"value.score_range", 0.01, 1,
        "margin that gives the whole score share, as a share of the board's points"},
       field(&SearchOptions::score, &ScoreTerm::range)},
      {{"tree.exploration", 0, 10, "UCT exploration constant"},
       field(&SearchOptions::tree, &TreeParams::exploration)},
      {{"tree.widening_start", 0, 1000,
        "progressive widening: children of the highest prior open at first (0: all)"},
       field(&SearchOptions::tree, &TreeParams::widening_start)},
      {{"tree.widening_visits", 1, 1e7, "progressive widening: visits before one more opens"},
       field(&SearchOptions::tree, &TreeParams::widening_visits)},
      {{"tree.widening_factor", 1.01, 100,
        "progressive widening: growth of those visits for each further child"},
       field(&SearchOptions::tree, &TreeParams::widening_factor)},
      {{"tree.criticality", 0, 2, "AMAF win rate added per unit of a point's criticality (0: off)"},
       field(&SearchOptions::tree, &TreeParams::criticality)},
      {{"tree.amaf_decay", 0, 1, "AMAF updates weigh from 1 + D down to 1 - D over a simulation"},
       field(&SearchOptions::tree, &TreeParams::amaf_decay)},
      {{"time.endgame_start", 0, 1,
        "main time: moves get an even share up to this share of the points in moves"},
       field(&SearchOptions::time, &TimeAllocation::endgame_start)},
      {{"time.endgame_weight", 0.05, 1,
        "main time: a move's share at the game's expected end, against an earlier one's"},
       field(&SearchOptions::time, &TimeAllocation::endgame_weight)},
      {{"heavy.ko_retake", 0, 1, "probability of the ko rule"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::ko_retake)},
      {{"heavy.ko_age", 0, 100, "moves after a ko is taken in which it is retaken"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::ko_age)},
      {{"heavy.atari", 0, 1, "probability of the atari rule"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::atari)},
      {{"heavy.two_liberty", 0, 1, "probability of the two-liberty rule"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::two_liberty)},
      {{"heavy.three_liberty", 0, 1, "probability of the three-liberty race rule"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::three_liberty)},
      {{"heavy.nakade", 0, 1, "probability of the nakade rule"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::nakade)},
      {{"heavy.pattern", 0, 1, "probability of the 3x3 pattern rule"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::pattern)},
      {{"heavy.pattern_second_move", 0, 1, "patterns around the second-last move too (0/1)"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::pattern_second_move)},
      {{"heavy.fill_board", 0, 100, "random tries for a point among eight empty ones (0: off)"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::fill_board_tries)},
      {{"heavy.reject_self_atari", 0, 1, "probability a bad self-atari is refused"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::reject_self_atari)},
      {{"heavy.refuse_self_atari_from", 0, 361,
        "stones a bad self-atari leaves in atari from which it is always refused (0: off)"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::refuse_self_atari_from)},
      {{"heavy.read_ladders", 0, 1, "read ladders before escaping (0/1)"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::read_ladders)},
      {{"heavy.last_good_reply", 0, 1, "play the last good reply first (LGRF-2, 0/1)"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::last_good_reply)},
      {{"heavy.ladder_budget", 1, 100000, "plies a playout's ladder read may take"},
       field(&SearchOptions::heavy, &engine::HeavyPolicyParams::ladder_budget)},
      {{"heavy.learned_shapes", 0, 1000,
        "0: MoGo's 3x3 shapes; else learned 3x3 codes of at least this gamma"},
       field(&SearchOptions::playout_shapes, &PlayoutShapeParams::learned_min_gamma)},
      {{"prior.even", 0, 10000, "visits of the even prior"},
       field(&SearchOptions::priors, &eval::PriorParams::even)},
      {{"prior.eye_like", 0, 10000, "visits against filling an eye-like point"},
       field(&SearchOptions::priors, &eval::PriorParams::eye_like)},
      {{"prior.self_atari", 0, 10000, "visits against a bad self-atari"},
       field(&SearchOptions::priors, &eval::PriorParams::self_atari)},
      {{"prior.capture", 0, 10000, "visits for a capture"},
       field(&SearchOptions::priors, &eval::PriorParams::capture)},
      {{"prior.escape", 0, 10000, "visits for saving a string in atari"},
       field(&SearchOptions::priors, &eval::PriorParams::escape)},
      {{"prior.losing_ladder", 0, 10000, "visits against running out of a lost ladder"},
       field(&SearchOptions::priors, &eval::PriorParams::losing_ladder)},
      {{"prior.ladder_atari", 0, 10000, "visits for an atari that captures in a ladder"},
       field(&SearchOptions::priors, &eval::PriorParams::ladder_atari)},
      {{"prior.two_liberty", 0, 10000, "visits for a two-liberty fight move"},
       field(&SearchOptions::priors, &eval::PriorParams::two_liberty)},
      {{"prior.nakade", 0, 10000, "visits for a nakade vital point"},
       field(&SearchOptions::priors, &eval::PriorParams::nakade)},
      {{"prior.string_size_exponent", 0, 2,
        "captures and escapes: visits times the string's stones to this power"},
       field(&SearchOptions::priors, &eval::PriorParams::string_size_exponent)},
      {{"prior.string_size_exponent_large", 0, 2, "the same on large boards"},
       field(&SearchOptions::priors, &eval::PriorParams::string_size_exponent_large)},
      {{"prior.race", 0, 10000, "visits for filling a liberty in a three-liberty race"},
       field(&SearchOptions::priors, &eval::PriorParams::race)},
      {{"prior.pattern", 0, 10000, "visits for a 3x3 shape next to the last move"},
       field(&SearchOptions::priors, &eval::PriorParams::pattern)},
      {{"prior.learned_pattern", 0, 10000,
        "visits of a win for a move of learned-pattern probability 1 (x sqrt p)"},
       field(&SearchOptions::priors, &eval::PriorParams::learned_pattern)},
      {{"prior.learned_pattern_large", 0, 10000, "the same on large boards"},
       field(&SearchOptions::priors, &eval::PriorParams::learned_pattern_large)},
      {{"prior.opening", 0, 10000,
        "visits of a win for a move of share 1 in a known 19x19 opening position"},
       field(&SearchOptions::priors, &eval::PriorParams::opening)},
      {{"prior.opening_unplayed", 0, 10000,
        "visits of a loss for a move no game played in a well-known opening position"},
       field(&SearchOptions::priors, &eval::PriorParams::opening_unplayed)},
      {{"prior.opening_known_games", 1, 1000000,
        "games that make an opening position well-known (for opening_unplayed)"},
       field(&SearchOptions::priors, &eval::PriorParams::opening_known_games)},
      {{"prior.distance1", 0, 10000, "visits one step from the last move"},
       element(&SearchOptions::priors, &eval::PriorParams::distance, 1)},
      {{"prior.distance2", 0, 10000, "visits two steps from the last move"},
       element(&SearchOptions::priors, &eval::PriorParams::distance, 2)},
      {{"prior.distance3", 0, 10000, "visits three steps from the last move"},
       element(&SearchOptions::priors, &eval::PriorParams::distance, 3)},
      {{"prior.distance_large1", 0, 10000, "the same on large boards"},
       element(&SearchOptions::priors, &eval::PriorParams::distance_large, 1)},
      {{"prior.distance_large2", 0, 10000, "the same on large boards"},
       element(&SearchOptions::priors, &eval::PriorParams::distance_large, 2)},
      {{"prior.distance_large3", 0, 10000, "the same on large boards"},
       element(&SearchOptions::priors, &eval::PriorParams::distance_large, 3)},
      {{"prior.edge", 0, 10000, "visits for the third line (against the first) on open ground"},
       field(&SearchOptions::priors, &eval::PriorParams::edge)},
      {{"prior.large_board", 2, 26, "the size from which large-board weights apply"},
       field(&SearchOptions::priors, &eval::PriorParams::large_board)},
      {{"prior.large_scale", 0, 100, "the factor of the weights on large boards"},
       field(&SearchOptions::priors, &eval::PriorParams::large_scale)},
      {{"cluster.interval_ms", 1, 10000, "cluster: milliseconds between two exchanges"},
       field(&SearchOptions::sharing, &SharingParams::interval_ms)},
      {{"cluster.round_playouts", 0, 1000000,
        "cluster: playouts of a rank between two rounds, in lockstep (0: by the clock)"},
       field(&SearchOptions::sharing, &SharingParams::round_playouts)},
      {{"cluster.share", 0, 1, "cluster: share of the root's visits that gets a node shared"},
       field(&SearchOptions::sharing, &SharingParams::share)},
      {{"cluster.depth", 1, 50, "cluster: the deepest level shared (1: root children)"},
       field(&SearchOptions::sharing, &SharingParams::depth)},
      {{"cluster.min_visits", 1, 1000000, "cluster: own visits before rank 0 proposes a node"},
       field(&SearchOptions::sharing, &SharingParams::min_visits)},
      {{"cluster.proposals", 1, 1024, "cluster: nodes a round may propose to share"},
       field(&SearchOptions::sharing, &SharingParams::proposals)},
  };
  return table;
}

const Entry& find(std::string_view name) {
  const auto& table = entries();
  const auto it =
      std::find_if(table.begin(), table.end(), [&](const Entry& e) { return e.info.name == name; });
  if (it == table.end()) {
    throw std::invalid_argument("unknown parameter '" + std::string(name) + "'");
  }
  return *it;
}

}  // namespace

const std::vector<ParameterInfo>& parameters() {
  static const std::vector<ParameterInfo> infos = [] {
    std::vector<ParameterInfo> out;
    for (const Entry& e : entries())
      out.push_back(e.info);
    return out;
  }();
  return infos;
}

void set_parameter(SearchOptions& options, std::string_view name, double value) {
  const Entry& e = find(name);
  if (!(value >= e.info.low && value <= e.info.high)) {
    std::ostringstream message;
    message << "parameter " << name << " must be between " << e.info.low << " and " << e.info.high
            << ", not " << value;
    throw std::invalid_argument(message.str());
  }
  e.access.set(options, value);
}

double parameter_value(const SearchOptions& options, std::string_view name) {
  return find(name).access.get(options);
}

}  // namespace kosumi::search
