#include "agreement/selfplay.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <stdexcept>
#include <vector>

#include "engine/coord.h"
#include "engine/random.h"
#include "engine/rules.h"
#include "gtp/client/client.h"
#include "gtp/match/score.h"

namespace kosumi::agreement {
namespace {

using engine::Player;
using engine::Point;

// GNU Go's final_score and final_status_list read the whole board; on an
// open 19x19 position they take up to half a minute on a busy machine.
constexpr std::chrono::milliseconds kCommandTimeout{300000};

// The opening: a few random legal moves, so that the seeds give different
// games even where GNU Go's play would repeat itself.
constexpr int kMinOpeningMoves = 2;
constexpr int kExtraOpeningMoves = 3;  // up to this many more

// The game may stop early only after this share of the board's points in
// moves: before that the estimate still moves with the middle game.
constexpr double kNoStopBeforeShare = 0.45;
// GNU Go's estimate swings by a few points with the side to move, so it is
// averaged over each pair of moves. "Stopped changing": the last
// kStablePairs averages lie within kStableSpread points of each other and
// name the same winner.
constexpr size_t kStablePairs = 4;
constexpr double kStableSpread = 4.0;
// After a final_status_list dead that found nothing, wait this many moves
// before asking again (the command is slow on large boards).
constexpr int kMovesBetweenChecks = 4;

// Games longer than this many moves per point are cut off without a
// finished position; GNU Go's games end long before.
constexpr int kMaxMovesPerPoint = 3;

std::vector<std::string> gnugo_argv(const std::string& path, const SelfPlaySpec& spec) {
  std::vector<std::string> argv = {path,
                                   "--mode",
                                   "gtp",
                                   "--seed",
                                   std::to_string(spec.seed),
                                   "--level",
                                   std::to_string(spec.black_level),
                                   "--never-resign"};
  if (spec.preset == "chinese") {
    argv.insert(argv.end(), {"--chinese-rules", "--positional-superko"});
  } else {
    argv.insert(argv.end(), {"--japanese-rules", "--simple-ko"});
  }
  return argv;
}

class SelfPlay {
 public:
  SelfPlay(const SelfPlaySpec& spec, const std::string& gnugo_path)
      : spec_(spec),
        rules_(*engine::Rules::preset(spec.preset)),
        game_(spec.size, rules_),
        gnugo_(client::Subprocess(gnugo_argv(gnugo_path, spec)),
               client::GtpClientOptions{kCommandTimeout}) {}

  ~SelfPlay() { gnugo_.quit(); }

  SelfPlayGame play() {
    expect_ok(gnugo_.boardsize(spec_.size), "boardsize");
    expect_ok(gnugo_.clear_board(), "clear_board");
    expect_ok(gnugo_.komi(rules_.komi), "komi");
    play_opening();
    const int cap = kMaxMovesPerPoint * spec_.size * spec_.size;
    const int no_stop_before = static_cast<int>(kNoStopBeforeShare * spec_.size * spec_.size);
    int next_check = 0;
    while (!game_.is_over() && moves() < cap) {
      gnugo_move();
      // A pass may be the first of the two that end the game: that
      // position is the finished one, not one stopped early.
      if (result_.stopped_early || moves() < no_stop_before || game_.consecutive_passes() > 0) {
        continue;
      }
      record_estimate();
      if (moves() >= next_check && estimate_is_stable()) {
        const GnugoVerdict verdict = gnugo_verdict();
        if (!verdict.dead.empty()) {
          result_.stopped_early = position(PositionKind::StoppedEarly, verdict);
        } else {
          next_check = moves() + kMovesBetweenChecks;
        }
      }
    }
    if (game_.is_over()) result_.finished = position(PositionKind::Finished, gnugo_verdict());
    result_.moves = moves();
    return result_;
  }

 private:
  int moves() const { return static_cast<int>(game_.moves().size()); }

  void expect_ok(const client::GtpResponse& answer, const std::string& command) {
    if (!answer.ok()) {
      throw std::runtime_error(describe() + ": GNU Go's " + command + " failed: " +
                               std::string(client::to_string(answer.status)) + " " + answer.text);
    }
  }

  std::string describe() const {
    return std::to_string(spec_.size) + "x" + std::to_string(spec_.size) + " " + spec_.preset +
           " seed " + std::to_string(spec_.seed) + " after " + std::to_string(moves()) + " moves";
  }

  void play_opening() {
    engine::Rng rng(spec_.seed);
    const int count = kMinOpeningMoves + static_cast<int>(rng.below(kExtraOpeningMoves + 1));
    for (int i = 0; i < count; ++i) {
      const Player pl = game_.to_move();
      Point p = engine::kPass;
      while (p == engine::kPass || game_.check(pl, p) != engine::MoveError::None) {
        p = game_.board().point(static_cast<int>(rng.below(static_cast<uint32_t>(spec_.size))),
                                static_cast<int>(rng.below(static_cast<uint32_t>(spec_.size))));
      }
      game_.play(pl, p);
      expect_ok(gnugo_.play(pl, engine::point_to_string(p, spec_.size)), "play");
    }
  }

  void gnugo_move() {
    const Player pl = game_.to_move();
    if (spec_.black_level != spec_.white_level) {
      const int level = pl == Player::Black ? spec_.black_level : spec_.white_level;
      expect_ok(gnugo_.send("level " + std::to_string(level)), "level");
    }
    const client::GtpResponse answer = gnugo_.genmove(pl);
    expect_ok(answer, "genmove");
    const std::optional<Point> p = engine::parse_point(answer.text, spec_.size);
    if (!p) throw std::runtime_error(describe() + ": GNU Go played '" + answer.text + "'");
    const engine::MoveError error = game_.play(pl, *p);
    if (error != engine::MoveError::None) {
      throw std::runtime_error(describe() + ": Kosumi refuses GNU Go's " +
                               std::string(engine::to_string(pl)) + " " + answer.text + " (" +
                               std::string(engine::to_string(error)) + ")\n" +
                               sgf::write_sgf(sgf::record_of(game_)));
    }
  }

  void record_estimate() {
    const client::GtpResponse answer = gnugo_.send("estimate_score");
    expect_ok(answer, "estimate_score");
    const std::string first = answer.text.substr(0, answer.text.find(' '));
    const std::optional<double> margin = match::parse_final_score(first);
    if (!margin) throw std::runtime_error(describe() + ": cannot read estimate " + answer.text);
    estimates_.push_back(*margin);
    if (estimates_.size() > 2 * kStablePairs) estimates_.pop_front();
  }

  bool estimate_is_stable() const {
    if (estimates_.size() < 2 * kStablePairs) return false;
    std::vector<double> pairs;
    for (size_t i = 0; i + 1 < estimates_.size(); i += 2)
      pairs.push_back((estimates_[i] + estimates_[i + 1]) / 2);
    const auto [low, high] = std::minmax_element(pairs.begin(), pairs.end());
    return *high - *low <= kStableSpread && (*low > 0 || *high < 0);
  }

  GnugoVerdict gnugo_verdict() {
    GnugoVerdict verdict;
    const client::GtpResponse score = gnugo_.final_score();
    expect_ok(score, "final_score");
    if (!match::parse_final_score(score.text)) {
      throw std::runtime_error(describe() + ": cannot read final_score " + score.text);
    }
    verdict.final_score = score.text;
    const client::GtpResponse dead = gnugo_.send("final_status_list dead");
    expect_ok(dead, "final_status_list dead");
    verdict.dead = client::split_vertices(dead.text);
    const client::GtpResponse seki = gnugo_.send("final_status_list seki");
    expect_ok(seki, "final_status_list seki");
    verdict.seki = client::split_vertices(seki.text);
    return verdict;
  }

  AgreementPosition position(PositionKind kind, const GnugoVerdict& verdict) const {
    AgreementPosition p;
    p.kind = kind;
    p.preset = spec_.preset;
    p.seed = spec_.seed;
    p.black_level = spec_.black_level;
    p.white_level = spec_.white_level;
    p.record = sgf::record_of(game_);
    p.record.black_name = "GNU Go level " + std::to_string(spec_.black_level);
    p.record.white_name = "GNU Go level " + std::to_string(spec_.white_level);
    p.gnugo = verdict;
    return p;
  }

  SelfPlaySpec spec_;
  engine::Rules rules_;
  engine::Game game_;
  client::GtpClient gnugo_;
  std::deque<double> estimates_;
  SelfPlayGame result_;
};

}  // namespace

SelfPlaySpec spec_for_seed(int size, uint64_t seed, int max_level) {
  // A generator of its own, apart from the opening's, so the levels do not
  // shift the opening moves.
  engine::Rng rng(seed ^ 0x5bd1e9955bd1e995ULL);
  SelfPlaySpec spec;
  spec.size = size;
  spec.seed = seed;
  spec.preset = seed % 2 == 1 ? "chinese" : "japanese";
  spec.black_level = static_cast<int>(rng.below(static_cast<uint32_t>(max_level + 1)));
  spec.white_level = static_cast<int>(rng.below(static_cast<uint32_t>(max_level + 1)));
  return spec;
}

SelfPlayGame play_selfplay(const SelfPlaySpec& spec, const std::string& gnugo_path) {
  return SelfPlay(spec, gnugo_path).play();
}

}  // namespace kosumi::agreement
