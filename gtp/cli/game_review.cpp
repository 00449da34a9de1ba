#include "gtp/cli/game_review.h"

#include <cstdio>
#include <string>

#include "engine/coord.h"
#include "gtp/score_text.h"

namespace kosumi::gtp {
namespace {

using engine::Player;

std::string percent(double share) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", 100 * share);
  return text;
}

// "Black's win rate 56.3 %, White leads by 2.5": Black's win rate and the
// expected lead of whichever side is ahead in points.
std::string standing(const ReviewedPosition& p) {
  char lead[32];
  std::snprintf(lead, sizeof lead, "%.1f", p.black_lead < 0 ? -p.black_lead : p.black_lead);
  return "Black's win rate " + percent(p.black_winrate) + " %, " +
         std::string(player_title(p.black_lead < 0 ? Player::White : Player::Black)) +
         " leads by " + lead;
}

// Black's win rate as Sabaki keeps it: a percentage, two decimals.
std::string sabaki_value(double black_winrate) {
  char text[16];
  std::snprintf(text, sizeof text, "%.2f", 100 * black_winrate);
  return text;
}

// Kosumi's preferred line from the position before `mover`'s move.
std::vector<SgfMove> kosumi_line(const ReviewedPosition& before, Player mover) {
  std::vector<SgfMove> line;
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

}  // namespace

double winrate_loss(const ReviewedPosition& before, const ReviewedPosition& after, Player mover) {
  const double gain = after.black_winrate - before.black_winrate;
  return mover == Player::Black ? -gain : gain;
}

bool is_mistake(double loss, engine::Point played, engine::Point chosen) {
  return loss >= kMistake && played != chosen;
}

SgfRecord reviewed_record(const SgfRecord& record, const std::vector<ReviewedPosition>& positions) {
  SgfRecord reviewed = record;
  for (size_t k = 1; k < positions.size() && k <= reviewed.moves.size(); ++k) {
    SgfMove& move = reviewed.moves[k - 1];
    const ReviewedPosition& before = positions[k - 1];
    const ReviewedPosition& after = positions[k];
    const double loss = winrate_loss(before, after, move.player);
    std::string review = standing(after) + " (Kosumi)";
    if (is_mistake(loss, move.point, before.best)) {
      review += "\nMistake: " + std::string(player_title(move.player)) + " lost " + percent(loss) +
                " % of win rate; Kosumi prefers " +
                engine::point_to_string(before.best, record.size);
      move.properties.emplace_back("BM", loss >= 2 * kMistake ? "2" : "1");
    } else if (move.point != before.best) {
      review += "\nKosumi prefers " + engine::point_to_string(before.best, record.size);
    }
    move.comment = move.comment.empty() ? review : move.comment + "\n\n" + review;
    move.properties.emplace_back("SBKV", sabaki_value(after.black_winrate));
    if (move.point != before.best) {
      std::vector<SgfMove> line = kosumi_line(before, move.player);
      if (!line.empty()) move.variations.push_back(std::move(line));
    }
  }
  return reviewed;
}

}  // namespace kosumi::gtp
