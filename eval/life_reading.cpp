#include "eval/life_reading.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::Color;
using engine::Player;
using engine::Point;

// Search values, ordered for the defender, who maximises.
constexpr int kDead = 0;
constexpr int kSeki = 1;
constexpr int kAlive = 2;

// A line longer than this is a cycle the repetition rule missed or a
// region too rich to read; the search gives up rather than guess.
constexpr int kMaxDepth = 64;

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

// Spreads a small number (the ko point, the side to move, the passes) over
// 64 bits before it is folded into the position's Zobrist hash.
uint64_t mix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccd;
  x ^= x >> 33;
  return x;
}

// A transposition table entry: bounds on the value.
struct Bounds {
  int8_t lower = kDead;
  int8_t upper = kAlive;
};

class Reader {
 public:
  Reader(const Board& board, const Group& group, const ReadingLimits& limits)
      : defender_(static_cast<Player>(group.color)),
        attacker_(engine::opponent(defender_)),
        own_(group.color),
        enemy_(engine::stone_of(attacker_)),
        limits_(limits),
        target_(group.stones) {
    readable_ = find_area(board);
  }

  bool readable() const { return readable_; }
  bool walled() const { return wall_.any(); }
  int nodes() const { return nodes_; }

  engine::PointSet attackers(const Board& board) const {
    engine::PointSet out;
    for (Point p : area_) {
      if (board.color(p) == enemy_) out.set(at(p));
    }
    return out;
  }

  // The value with the attacker to move, where only `ko_taker` may capture
  // in a ko; -1 when the search ran out of nodes or depth.
  int solve(const Board& board, Player ko_taker) {
    ko_taker_ = ko_taker;
    table_.clear();
    path_.assign(1, board.hash());
    aborted_ = false;
    budget_ = nodes_ + limits_.max_nodes;
    const int value = search(board, attacker_, 0, kDead, kAlive, 0);
    return aborted_ ? -1 : value;
  }

 private:
  // The region: flood from the group's liberties through empty points and
  // attacker stones; then the defender strings around it, each either local
  // (every liberty inside, played over) or wall (liberties outside). The
  // area played over is the region, the local strings and the group.
  bool find_area(const Board& board) {
    engine::PointSet target;
    for (Point p : target_)
      target.set(at(p));
    std::vector<Point> queue;
    for (Point stone : target_) {
      for (Point n : board.neighbours(stone)) {
        if (board.color(n) == Color::Empty && !in_area_[at(n)]) {
          in_area_.set(at(n));
          queue.push_back(n);
        }
      }
    }
    std::vector<Point> border;
    for (size_t k = 0; k < queue.size(); ++k) {
      if (queue.size() > static_cast<size_t>(limits_.max_region)) return false;
      for (Point n : board.neighbours(queue[k])) {
        const Color c = board.color(n);
        if (c == Color::Wall) continue;
        if (c == own_) {
          if (!target[at(n)]) border.push_back(board.string_head(n));
        } else if (!in_area_[at(n)]) {
          in_area_.set(at(n));
          queue.push_back(n);
        }
      }
    }
    if (queue.size() > static_cast<size_t>(limits_.max_region)) return false;
    area_ = queue;
    std::sort(border.begin(), border.end());
    border.erase(std::unique(border.begin(), border.end()), border.end());
    std::vector<Point> libs(static_cast<size_t>(board.num_points()));
    for (Point head : border) {
      const int n = board.liberties_up_to(head, board.num_points(), libs.data());
      const auto outside =
          std::count_if(libs.begin(), libs.begin() + n, [&](Point q) { return !in_area_[at(q)]; });
      if (outside > 0 && outside < 2) return false;
      for (Point s = head;;) {
        if (outside == 0) {
          area_.push_back(s);
        } else {
          wall_.set(at(s));
        }
        s = board.next_in_string(s);
        if (s == head) break;
      }
    }
    const bool small = area_.size() <= static_cast<size_t>(limits_.max_region);
    // The group's own points join the area: a string given up leaves its
    // points to be played.
    area_.insert(area_.end(), target_.begin(), target_.end());
    for (Point p : area_)
      in_area_.set(at(p));
    return small;
  }

  // Every stone of the group captured. A part of it may be given up (a
  // string that shares an eye can be a sacrifice); the rest fights on.
  bool target_captured(const Board& board) const {
    return std::none_of(target_.begin(), target_.end(),
                        [&](Point p) { return board.color(p) == own_; });
  }

  bool attackers_remain(const Board& board) const {
    return std::any_of(area_.begin(), area_.end(),
                       [&](Point p) { return board.color(p) == enemy_; });
  }

  bool is_wall(const Board& board, Point head) const {
    for (Point s = head;;) {
      if (wall_[at(s)]) return true;
      s = board.next_in_string(s);
      if (s == head) return false;
    }
  }

  // Benson's test over the region: the parts of the area not holding the
  // defender's stones are its regions; a string needs two regions whose
  // empty points are all its liberties; the wall never falls. True when
  // every string on a point of the group passes (some may have been given
  // up). Called only while some of the group stands.
  bool alive_locally(const Board& board) const {
    struct Part {
      std::vector<Point> empties;
      std::vector<Point> heads;
      bool healthy = true;
    };
    std::vector<Part> parts;
    engine::PointSet seen;
    for (Point start : area_) {
      if (board.color(start) == own_ || seen[at(start)]) continue;
      Part part;
      std::vector<Point> queue(1, start);
      seen.set(at(start));
      for (size_t k = 0; k < queue.size(); ++k) {
        const Point p = queue[k];
        if (board.color(p) == Color::Empty) part.empties.push_back(p);
        for (Point n : board.neighbours(p)) {
          const Color c = board.color(n);
          if (c == own_) {
            const Point head = board.string_head(n);
            if (std::find(part.heads.begin(), part.heads.end(), head) == part.heads.end()) {
              part.heads.push_back(head);
            }
          } else if (c != Color::Wall && in_area_[at(n)] && !seen[at(n)]) {
            seen.set(at(n));
            queue.push_back(n);
          }
        }
      }
      parts.push_back(std::move(part));
    }
    const auto vital = [&](const Part& part, Point head) {
      return std::all_of(part.empties.begin(), part.empties.end(), [&](Point e) {
        const auto around = board.neighbours(e);
        return std::any_of(around.begin(), around.end(), [&](Point n) {
          return board.color(n) == own_ && board.string_head(n) == head;
        });
      });
    };
    std::vector<Point> heads;
    for (const Part& part : parts) {
      for (Point h : part.heads) {
        if (std::find(heads.begin(), heads.end(), h) == heads.end()) heads.push_back(h);
      }
    }
    std::vector<bool> wall(heads.size());
    std::vector<bool> alive(heads.size(), true);
    for (size_t i = 0; i < heads.size(); ++i)
      wall[i] = is_wall(board, heads[i]);
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t i = 0; i < heads.size(); ++i) {
        if (wall[i] || !alive[i]) continue;
        const auto count = std::count_if(parts.begin(), parts.end(), [&](const Part& part) {
          return part.healthy &&
                 std::find(part.heads.begin(), part.heads.end(), heads[i]) != part.heads.end() &&
                 vital(part, heads[i]);
        });
        if (count < 2) {
          alive[i] = false;
          changed = true;
        }
      }
      for (Part& part : parts) {
        if (!part.healthy) continue;
        for (Point h : part.heads) {
          const size_t i =
              static_cast<size_t>(std::find(heads.begin(), heads.end(), h) - heads.begin());
          if (!alive[i]) {
            part.healthy = false;
            changed = true;
            break;
          }
        }
      }
    }
    return std::all_of(target_.begin(), target_.end(), [&](Point stone) {
      if (board.color(stone) != own_) return true;
      const auto found = std::find(heads.begin(), heads.end(), board.string_head(stone));
      return found != heads.end() && alive[static_cast<size_t>(found - heads.begin())];
    });
  }

  uint64_t key(const Board& board, Player mover, int passes) const {
    return board.hash() ^ mix(static_cast<uint64_t>(engine::index(board.ko_point())) + 1) ^
           mix(static_cast<uint64_t>(mover == defender_) * 2 + 0x100) ^
           mix(static_cast<uint64_t>(passes) + 0x200);
  }

  struct Move {
    Point point;
    int order;
  };

  // Legal moves inside the area, vital-looking points first: those with the
  // most empty neighbours inside, then those next to stones in atari.
  std::vector<Move> moves(const Board& board, Player mover) const {
    std::vector<Move> out;
    for (Point p : area_) {
      if (board.color(p) != Color::Empty || !board.is_legal(mover, p)) continue;
      int order = 0;
      for (Point n : board.neighbours(p)) {
        if (board.color(n) == Color::Empty && in_area_[at(n)]) order += 2;
        if ((board.color(n) == Color::Black || board.color(n) == Color::White) &&
            board.in_atari(n)) {
          order += 3;
        }
      }
      out.push_back({p, order});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Move& a, const Move& b) { return a.order > b.order; });
    return out;
  }

  int search(const Board& board, Player mover, int passes, int alpha, int beta, int depth) {
    if (aborted_) return kDead;
    if (++nodes_ > budget_ || depth > kMaxDepth) {
      aborted_ = true;
      return kDead;
    }
    if (target_captured(board)) return kDead;
    if (alive_locally(board)) return kAlive;
    if (passes >= 2) return attackers_remain(board) ? kSeki : kAlive;

    const uint64_t k = key(board, mover, passes);
    const auto found = table_.find(k);
    if (found != table_.end()) {
      if (found->second.lower >= beta) return found->second.lower;
      if (found->second.upper <= alpha) return found->second.upper;
      alpha = std::max<int>(alpha, found->second.lower);
      beta = std::min<int>(beta, found->second.upper);
      if (alpha >= beta) return alpha;
    }
    const int alpha0 = alpha;
    const int beta0 = beta;
    const bool maximising = mover == defender_;
    const Player next = engine::opponent(mover);
    int best = maximising ? kDead - 1 : kAlive + 1;
    const auto take = [&](int value) {
      if (maximising) {
        best = std::max(best, value);
        alpha = std::max(alpha, best);
      } else {
        best = std::min(best, value);
        beta = std::min(beta, best);
      }
      return alpha >= beta;
    };
    for (const Move& m : moves(board, mover)) {
      Board child = board;
      const int captured = child.play(mover, m.point);
      if (captured == 1 && child.ko_point() != engine::kNoPoint && mover != ko_taker_) continue;
      if (std::find(path_.begin(), path_.end(), child.hash()) != path_.end()) continue;
      path_.push_back(child.hash());
      const int value = search(child, next, 0, alpha, beta, depth + 1);
      path_.pop_back();
      if (take(value) || aborted_) break;
    }
    if (alpha < beta && !aborted_) {
      Board child = board;
      child.pass();
      take(search(child, next, passes + 1, alpha, beta, depth + 1));
    }
    if (aborted_) return kDead;
    Bounds& entry = table_[k];
    if (best <= alpha0) {
      entry.upper = static_cast<int8_t>(best);
    } else if (best >= beta0) {
      entry.lower = static_cast<int8_t>(best);
    } else {
      entry.lower = entry.upper = static_cast<int8_t>(best);
    }
    return best;
  }

  Player defender_;
  Player attacker_;
  Color own_;
  Color enemy_;
  ReadingLimits limits_;
  std::vector<Point> target_;
  std::vector<Point> area_;
  engine::PointSet in_area_;
  engine::PointSet wall_;
  bool readable_ = false;

  Player ko_taker_ = Player::Black;
  std::unordered_map<uint64_t, Bounds> table_;
  std::vector<uint64_t> path_;
  int nodes_ = 0;
  int budget_ = 0;
  bool aborted_ = false;
};

LifeStatus status_of(int value) {
  return value == kAlive ? LifeStatus::Alive : value == kSeki ? LifeStatus::Seki : LifeStatus::Dead;
}

}  // namespace

LifeReading read_life(const Board& board, const Group& group, const ReadingLimits& limits) {
  LifeReading reading;
  Reader reader(board, group, limits);
  if (!reader.readable()) return reading;
  reading.attackers = reader.attackers(board);
  reading.walled = reader.walled();
  const auto defender = static_cast<Player>(group.color);
  // Kos won by the attacker: a group that lives even so lives for sure.
  const int attacker_kos = reader.solve(board, engine::opponent(defender));
  if (attacker_kos >= 0 && attacker_kos == kAlive) {
    reading.status = LifeStatus::Alive;
  } else if (attacker_kos >= 0) {
    const int defender_kos = reader.solve(board, defender);
    if (defender_kos >= 0) {
      reading.status = defender_kos == attacker_kos ? status_of(attacker_kos) : LifeStatus::Ko;
    }
  }
  // A seki the attacker would have to build by invading an empty region is
  // beyond what the search tells reliably (it may only have missed the
  // defender's way to capture the invaders): left unproven.
  if (reading.status == LifeStatus::Seki && reading.attackers.none()) {
    reading.status = LifeStatus::Unknown;
  }
  reading.nodes = reader.nodes();
  return reading;
}

}  // namespace kosumi::eval
