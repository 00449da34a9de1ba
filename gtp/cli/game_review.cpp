#include "gtp/cli/game_review.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>

#include "engine/coord.h"
#include "gtp/score_text.h"

namespace kosumi::cli {
namespace {

using engine::Player;

std::string percent(double share) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", 100 * share);
  return text;
}

// "Black's win rate 56.3 %, Black leads by 2.5": Black's win rate and the
// expected lead of whichever side is ahead in points (the side the win rate
// favours: the lead is the playouts' median), or "even on points".
std::string standing(const ReviewedPosition& p) {
  char lead[32];
  std::snprintf(lead, sizeof lead, "%.1f", std::abs(p.black_lead));
  const std::string win = "Black's win rate " + percent(p.black_winrate) + " %, ";
  if (std::string_view(lead) == "0.0") return win + "even on points";
  return win + std::string(gtp::player_title(p.black_lead < 0 ? Player::White : Player::Black)) +
         " leads by " + lead;
}

// Black's win rate as Sabaki keeps it: a percentage, two decimals.
std::string sabaki_value(double black_winrate) {
  char text[16];
  std::snprintf(text, sizeof text, "%.2f", 100 * black_winrate);
  return text;
}

// Kosumi's preferred line from the position before `mover`'s move.
std::vector<sgf::SgfMove> kosumi_line(const ReviewedPosition& before, Player mover) {
  std::vector<sgf::SgfMove> line;
  Player player = mover;
  for (const engine::Point point : before.variation) {
    if (line.size() == kReviewVariationMoves) break;
    line.push_back({player, point});
    player = engine::opponent(player);
  }
  if (line.empty()) return line;
  line.front().comment = "Kosumi's choice: " + standing(before) + " (the line it expects)";
  line.front().properties.emplace_back("SBKV", sabaki_value(before.black_winrate));
  return line;
}

const SearchedMove* searched(const ReviewedPosition& position, engine::Point point) {
  for (const SearchedMove& move : position.searched) {
    if (move.point == point) return &move;
  }
  return nullptr;
}

// The variance of a win rate over `move.visits` simulations, its estimate
// pulled towards one half by one win and one loss more (Laplace), so that a
// move that won or lost every time still has some.
double winrate_variance(const SearchedMove& move) {
  const double n = static_cast<double>(move.visits);
  const double p = (move.winrate * n + 1) / (n + 2);
  return p * (1 - p) / (n + 2);
}

}  // namespace

double move_loss(const ReviewedPosition& before, const ReviewedPosition& after,
                 engine::Point played) {
  if (played == before.best) return 0;
  const SearchedMove* best = searched(before, before.best);
  const SearchedMove* move = searched(before, played);
  if (best != nullptr && move != nullptr && move->visits >= kComparedVisits) {
    const double loss = best->winrate - move->winrate;
    const double noise =
        kNoiseDeviations * std::sqrt(winrate_variance(*best) + winrate_variance(*move));
    return loss > noise ? loss : 0;
  }
  const double black_gain = after.black_winrate - before.black_winrate;
  return std::max(0.0, before.to_move == Player::Black ? -black_gain : black_gain);
}

bool is_mistake(double loss) {
  return loss >= kMistake;
}

sgf::SgfRecord reviewed_record(const sgf::SgfRecord& record,
                               const std::vector<ReviewedPosition>& positions) {
  sgf::SgfRecord reviewed = record;
  for (size_t k = 1; k < positions.size() && k <= reviewed.moves.size(); ++k) {
    sgf::SgfMove& move = reviewed.moves[k - 1];
    const ReviewedPosition& before = positions[k - 1];
    const ReviewedPosition& after = positions[k];
    const double loss = move_loss(before, after, move.point);
    std::string review = standing(after) + " (Kosumi)";
    if (is_mistake(loss)) {
      review += "\nMistake: " + std::string(gtp::player_title(move.player)) + " lost " +
                percent(loss) + " % of win rate; Kosumi prefers " +
                engine::point_to_string(before.best, record.size);
      move.properties.emplace_back("BM", loss >= 2 * kMistake ? "2" : "1");
    } else if (move.point != before.best) {
      review += "\nKosumi prefers " + engine::point_to_string(before.best, record.size);
    }
    move.comment = move.comment.empty() ? review : move.comment + "\n\n" + review;
    move.properties.emplace_back("SBKV", sabaki_value(after.black_winrate));
    if (move.point != before.best) {
      std::vector<sgf::SgfMove> line = kosumi_line(before, move.player);
      if (!line.empty()) move.variations.push_back(std::move(line));
    }
  }
  return reviewed;
}

}  // namespace kosumi::cli
