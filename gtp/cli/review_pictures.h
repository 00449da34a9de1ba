#pragma once

// The pictures of a game review (`kosumi analyze --svg DIR`): the win rate
// and lead over the game with the mistakes marked, and the final position's
// ownership with its dead stones.
#include <filesystem>
#include <string>
#include <vector>

#include "engine/game.h"
#include "gtp/cli/game_review.h"
#include "gtp/cli/options.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::cli {

// Writes a file of the review: false, said on standard error, when it
// cannot be written.
bool write_review_file(const std::filesystem::path& path, const std::string& text);

// The files one game's pictures go to: DIR/winrate.svg and
// DIR/ownership.svg, or with the game's number in a collection
// (DIR/winrate-3.svg).
struct ReviewPictureFiles {
  std::filesystem::path winrate;
  std::filesystem::path ownership;
};
ReviewPictureFiles review_picture_files(const std::filesystem::path& dir, int game_number,
                                        bool collection);

// Writes them for `game` (the record replayed) and its `positions`, the
// moves whose losses (move_loss, move k's at k - 1) are mistakes marked.
// False, said on standard error, when a file cannot be written.
bool write_review_pictures(const ReviewPictureFiles& files, const sgf::SgfRecord& record,
                           const engine::Game& game, const std::vector<ReviewedPosition>& positions,
                           const std::vector<double>& losses, const Options& options);

}  // namespace kosumi::cli
