#include "eval/settle.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "engine/tactics/benson.h"
#include "eval/eye_space.h"
#include "eval/groups.h"
#include "eval/life_reading.h"
#include "eval/seki.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::Color;
using engine::Player;
using engine::Point;

// Groups that survived less than this share of the playouts are taken off
// before looking for seki. A seki that a playout breaks collapses in favour
// of either side, so its stones may sit anywhere near even or above, and
// must stay on the board for the seki to be seen.
constexpr double kClearlyDead = 0.1;

// An estimate lists as dead only the stones that reading proved dead or
// that survived fewer than this share of the playouts.
constexpr double kNearlyAlwaysDead = 0.2;

// In an estimate, an open point goes to a side when the playouts' mean
// ownership of it (+1 Black in every playout, -1 White) is at least this
// far from zero: one side owned it in 75 % of them or more.
constexpr double kOwnedShare = 0.5;

// A verdict is sure when the group's survival lies this many standard
// errors away from one half.
constexpr double kSureErrors = 2.5;

// Playouts: two per point in the first round, at least 256, and at most
// eight rounds. A playout's moves, and so its cost, grow with the board's
// points: all playouts together may start from a million points at most,
// 2,770 playouts on 19x19 (eight rounds on 13x13 and smaller). More rounds
// only split groups that survive about half the playouts, coin flips
// either way, and cost a 19x19 settlement over a CPU second.
constexpr int kFirstPlayoutsPerPoint = 2;
constexpr int kMinFirstPlayouts = 256;
constexpr int kMaxRounds = 8;
constexpr int kMaxPlayoutPoints = 1'000'000;

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

// The seed of the position: its stones (the Zobrist hash) and its size.
uint64_t position_seed(const Board& board) {
  constexpr uint64_t kSizeMix = 0x9e3779b97f4a7c15;
  return board.hash() ^ (kSizeMix * static_cast<uint64_t>(board.size()));
}

// The board without the `removed` stones. Taking stones off only adds
// liberties, so placing the rest one by one never captures.
Board without(const Board& board, const engine::PointSet& removed) {
  Board out(board.size());
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.color(p);
      if (c != Color::Empty && !removed[at(p)]) out.play(static_cast<Player>(c), p);
    }
  }
  out.pass();
  return out;
}

// What reading the position settles before any playout: per stone, alive
// for sure, dead for sure or in seki for sure; and the stones of groups
// whose life hangs on a ko.
struct Certain {
  engine::PointSet alive;
  engine::PointSet dead;
  engine::PointSet seki;
  engine::PointSet ko;
};

// A proven verdict on some stones, before the verdicts are merged.
struct Verdicts {
  engine::PointSet alive;
  engine::PointSet dead;
  engine::PointSet seki;

  void add(LifeStatus status, const engine::PointSet& stones) {
    if (status == LifeStatus::Alive) alive |= stones;
    if (status == LifeStatus::Dead) dead |= stones;
    if (status == LifeStatus::Seki) seki |= stones;
  }
  engine::PointSet any() const { return alive | dead | seki; }
  // Stones given more than one verdict.
  engine::PointSet conflicts() const { return (alive & dead) | (alive & seki) | (dead & seki); }
};

// What a group's reading says of the attacker's stones inside its region:
// dead inside a living group, alive inside a dead one (the region becomes
// theirs), in seki beside a group in seki.
LifeStatus enclosed_status(LifeStatus group) {
  switch (group) {
    case LifeStatus::Alive:
      return LifeStatus::Dead;
    case LifeStatus::Dead:
      return LifeStatus::Alive;
    default:
      return group;
  }
}

// Benson's unconditional life (alive, and the opponent's stones in the vital
// regions dead); then each other group's region read (eval/life_reading.h),
// the eye space of its shape (eval/eye_space.h) where the region cannot be
// read. The reading of a group that borders its region alone (no wall of
// its colour beside it) also settles the attacker stones inside, and that
// verdict from outside prevails over their own reading: stones sacrificed
// inside an eye space are "captured" in their own search however the fight
// ends. Stones given contradictory verdicts are left to the playouts.
Certain certain_statuses(const Board& board, const Groups& groups) {
  Certain certain;
  for (Player owner : {Player::Black, Player::White}) {
    const engine::UnconditionalLife life = engine::unconditional_life(board, owner);
    certain.alive |= life.alive;
    const Color enemy = engine::stone_of(engine::opponent(owner));
    for (int y = 0; y < board.size(); ++y) {
      for (int x = 0; x < board.size(); ++x) {
        const Point p = board.point(x, y);
        if (board.color(p) == enemy && life.vital[at(p)]) certain.dead.set(at(p));
      }
    }
  }
  Verdicts own;
  Verdicts enclosed;
  for (const Group& group : groups.groups) {
    if (certain.alive[at(group.stones.front())] || certain.dead[at(group.stones.front())]) {
      continue;
    }
    engine::PointSet stones;
    for (Point p : group.stones)
      stones.set(at(p));
    const LifeReading reading = read_life(board, group);
    switch (reading.status) {
      case LifeStatus::Unknown:
        switch (judge_eye_space(board, group)) {
          case EyeSpaceVerdict::Alive:
            own.add(LifeStatus::Alive, stones);
            break;
          case EyeSpaceVerdict::Dead:
            own.add(LifeStatus::Dead, stones);
            break;
          case EyeSpaceVerdict::Unknown:
            break;
        }
        break;
      case LifeStatus::Ko:
        certain.ko |= stones;
        break;
      default:
        own.add(reading.status, stones);
        if (!reading.walled) enclosed.add(enclosed_status(reading.status), reading.attackers);
        break;
    }
  }
  const engine::PointSet from_outside = enclosed.any();
  const engine::PointSet unclear = enclosed.conflicts() | (own.conflicts() & ~from_outside);
  const engine::PointSet settled = certain.alive | certain.dead | unclear;
  const auto merged = [&](const engine::PointSet& a, const engine::PointSet& b) {
    return ((a & from_outside) | (b & ~from_outside)) & ~settled;
  };
  certain.alive |= merged(enclosed.alive, own.alive);
  certain.dead |= merged(enclosed.dead, own.dead);
  certain.seki = merged(enclosed.seki, own.seki);
  certain.ko &= ~(certain.alive | certain.dead | certain.seki);
  return certain;
}

// A group's survival: the share of playouts in which its stones kept their
// colour, averaged over its stones.
double survival(const Group& group, const Ownership& ownership) {
  const Eigen::ArrayXi& own = group.color == Color::Black ? ownership.black : ownership.white;
  double sum = 0;
  for (Point p : group.stones)
    sum += own[engine::index(p)];
  return sum / (static_cast<double>(group.stones.size()) * std::max(1, ownership.playouts));
}

bool is_sure(double share, int playouts) {
  const double error = std::sqrt(std::max(share * (1 - share), 1e-6) / playouts);
  return std::abs(share - 0.5) > kSureErrors * error;
}

// Whether reading (Benson, eye spaces) settles the whole group.
bool is_settled(const Group& group, const Certain& certain) {
  return std::all_of(group.stones.begin(), group.stones.end(), [&](Point p) {
    return certain.alive[at(p)] || certain.dead[at(p)] || certain.seki[at(p)];
  });
}

// Whether a group the playouts left about even is dead all the same in a
// finished game: reading did not settle it, it has no eye on `cleared` (the
// board without the stones dead by reading or in most playouts, so that an
// eye space holding a dead stone is an eye; eval/groups.h: has_eye), and
// every opponent group beside it is safe (proven alive, or alive in most
// playouts). With no eye it can live only by capturing a neighbour, and its
// neighbours are not in danger: it survives the playouts in which random
// moves neglect to finish it off, the tempo that a game ended by two passes
// gives to neither side. An eyeless group beside an unsafe one is in a
// capturing race, which the playouts are left to judge.
bool eyeless_among_safe(const Board& board, const Board& cleared, const Groups& groups, size_t g,
                        const std::vector<double>& survived, const Certain& certain) {
  const Group& group = groups.groups[g];
  const bool even = survived[g] > kUncertainLow && survived[g] < kUncertainHigh;
  if (!even || is_settled(group, certain) || has_eye(cleared, group)) return false;
  const Color enemy = engine::stone_of(engine::opponent(static_cast<Player>(group.color)));
  for (Point stone : group.stones) {
    for (Point n : board.neighbours(stone)) {
      if (board.color(n) != enemy || certain.alive[at(n)]) continue;
      if (survived[static_cast<size_t>(groups.of(n))] < kUncertainHigh) return false;
    }
  }
  return true;
}

// The points of an unfinished game that no colour alone borders: empty
// (or a dead stone's) and counted for no one, away from the seki stones,
// whose neighbours are neutral by the rules.
engine::PointSet open_points(const Board& board, const Settlement& s) {
  engine::PointSet open;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      const bool stone = board.color(p) != Color::Empty && !s.dead[at(p)];
      if (stone || s.owners[at(p)] != Color::Empty) continue;
      const auto around = board.neighbours(p);
      if (std::none_of(around.begin(), around.end(), [&](Point n) { return s.seki[at(n)]; })) {
        open.set(at(p));
      }
    }
  }
  return open;
}

// A game is unfinished when a group is left uncertain or when the playouts
// give some open point to one side in most of them (an open border, not a
// dame). Its count is then an estimate: each open point goes to the side
// that owned it in at least kOwnedShare of the playouts' balance, the rest
// are listed as uncertain, and the dead stones that were neither proven nor
// nearly always dead are marked doubtful.
void estimate_if_unfinished(const Board& board, Settlement& s, const engine::PointSet& doubtful) {
  const engine::PointSet open = open_points(board, s);
  const auto owned = [&](size_t i) {
    return std::abs(s.ownership[static_cast<Eigen::Index>(i)]) >= kOwnedShare;
  };
  bool open_border = false;
  for (size_t i = 0; i < open.size(); ++i)
    open_border = open_border || (open[i] && owned(i));
  s.estimate = open_border || !s.uncertain.empty();
  if (!s.estimate) return;
  s.doubtful = doubtful;
  for (size_t i = 0; i < open.size(); ++i) {
    if (!open[i]) continue;
    if (!owned(i)) {
      s.uncertain_points.set(i);
      continue;
    }
    s.owners[i] = s.ownership[static_cast<Eigen::Index>(i)] > 0 ? Color::Black : Color::White;
  }
}

// The settlement with the playouts' first mover: none (each side first in
// half of them) or the side to move.
Settlement settle_with(const engine::Game& game, const SettleOptions& options,
                       std::optional<Player> first_to_move) {
  const Board& board = game.board();
  const int most =
      options.max_playouts > 0 ? options.max_playouts : max_settle_playouts(board.size());
  const Groups groups = find_groups(board);
  const Certain certain = certain_statuses(board, groups);

  OwnershipOptions round;
  round.threads = options.threads;
  round.seed = position_seed(board);
  round.policy = options.policy;
  round.first_to_move = first_to_move;
  round.playouts = std::min(most, first_settle_playouts(board.size()));
  Ownership ownership = playout_ownership(board, round);
  const auto unsure = [&] {
    return std::any_of(groups.groups.begin(), groups.groups.end(), [&](const Group& g) {
      return !is_settled(g, certain) && !is_sure(survival(g, ownership), ownership.playouts);
    });
  };
  while (ownership.playouts < most && unsure()) {
    round.first_playout = ownership.playouts;
    round.playouts = std::min(round.playouts, most - ownership.playouts);
    ownership.add(playout_ownership(board, round));
  }

  Settlement result;
  result.ownership = ownership.mean();
  result.playouts = ownership.playouts;
  engine::PointSet clearly_dead = certain.dead;
  engine::PointSet mostly_dead = certain.dead;
  std::vector<double> survived(groups.groups.size());
  for (size_t g = 0; g < groups.groups.size(); ++g) {
    const Group& group = groups.groups[g];
    survived[g] = survival(group, ownership);
    for (Point p : group.stones) {
      if (certain.alive[at(p)] || certain.seki[at(p)]) continue;
      if (survived[g] < kClearlyDead) clearly_dead.set(at(p));
      if (survived[g] < 0.5) mostly_dead.set(at(p));
    }
  }
  // Seki found on the position stands where reading did not prove the
  // stones alive or dead; seki proven by reading is added.
  result.seki =
      (find_seki(without(board, clearly_dead)) & ~(certain.alive | certain.dead)) | certain.seki;
  const Board cleared = without(board, mostly_dead);
  engine::PointSet doubtful;
  for (size_t g = 0; game.rules().dead_stones_removed && g < groups.groups.size(); ++g) {
    const Group& group = groups.groups[g];
    const bool dead = survived[g] < 0.5 ||
                      (!first_to_move &&
                       eyeless_among_safe(board, cleared, groups, g, survived, certain));
    for (Point p : group.stones) {
      const bool stone_dead =
          certain.dead[at(p)] || (dead && !certain.alive[at(p)] && !result.seki[at(p)]);
      if (stone_dead) result.dead.set(at(p));
      if (stone_dead && !certain.dead[at(p)] && survived[g] >= kNearlyAlwaysDead) {
        doubtful.set(at(p));
      }
    }
    const bool even = survived[g] > kUncertainLow && survived[g] < kUncertainHigh;
    const bool on_a_ko = certain.ko[at(group.stones.front())];
    if (!is_settled(group, certain) && (even || on_a_ko) &&
        !result.seki[at(group.stones.front())]) {
      result.uncertain.push_back({group.stones.front(), group.color,
                                  static_cast<int>(group.stones.size()), survived[g], dead});
    }
  }
  result.owners = engine::counted_owners(game, result.dead, result.seki);
  // Rules that keep every stone (Tromp-Taylor) count the board as it is.
  if (game.rules().dead_stones_removed) estimate_if_unfinished(board, result, doubtful);
  result.score = engine::count_owned(game, result.dead, result.owners);
  return result;
}

}  // namespace

int first_settle_playouts(int size) {
  return std::max(kMinFirstPlayouts, kFirstPlayoutsPerPoint * size * size);
}

int max_settle_playouts(int size) {
  return std::min(kMaxRounds * first_settle_playouts(size), kMaxPlayoutPoints / (size * size));
}

Settlement settle(const engine::Game& game, const SettleOptions& options) {
  // A finished position has no tempo to give: each side moves first in half
  // of the playouts.
  if (game.consecutive_passes() >= 2) return settle_with(game, options, std::nullopt);
  // A game not ended by two passes and found unfinished goes on with its
  // side to move, whose tempo is real (it may capture, connect or make an
  // eye first): it is settled with that side first in every playout. Whether
  // it is unfinished, one round tells; the rounds that would sharpen the
  // verdicts of that first settlement are spent on the one that counts.
  SettleOptions first_round = options;
  first_round.max_playouts = first_settle_playouts(game.board().size());
  if (options.max_playouts > 0) {
    first_round.max_playouts = std::min(first_round.max_playouts, options.max_playouts);
  }
  const bool unfinished = settle_with(game, first_round, std::nullopt).estimate;
  return settle_with(game, options, unfinished ? std::optional(game.to_move()) : std::nullopt);
}

}  // namespace kosumi::eval
