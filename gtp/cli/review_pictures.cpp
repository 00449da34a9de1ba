#include "gtp/cli/review_pictures.h"

#include <fstream>
#include <iostream>
#include <sstream>

#include "eval/settle.h"
#include "gtp/svg/svg.h"

namespace kosumi::cli {

bool write_review_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  if (!file) std::cerr << "kosumi analyze: error: cannot write " << path.string() << '\n';
  return static_cast<bool>(file);
}

ReviewPictureFiles review_picture_files(const std::filesystem::path& dir, int game_number,
                                        bool collection) {
  const std::string suffix = collection ? "-" + std::to_string(game_number) : "";
  return {dir / ("winrate" + suffix + ".svg"), dir / ("ownership" + suffix + ".svg")};
}

bool write_review_pictures(const ReviewPictureFiles& files, const sgf::SgfRecord& record,
                           const engine::Game& game, const std::vector<ReviewedPosition>& positions,
                           const std::vector<double>& losses, const Options& options) {
  std::error_code error;
  const std::filesystem::path dir = files.winrate.parent_path();
  if (!dir.empty()) std::filesystem::create_directories(dir, error);
  if (error) {
    std::cerr << "kosumi analyze: error: cannot create " << dir.string() << ": " << error.message()
              << '\n';
    return false;
  }
  const std::string players = (record.black_name.empty() ? "Black" : record.black_name) + " - " +
                              (record.white_name.empty() ? "White" : record.white_name);
  svg::WinrateGraph graph;
  graph.title = "Black's win rate and lead: " + players;
  for (const ReviewedPosition& p : positions) {
    graph.black_winrates.push_back(p.black_winrate);
    graph.black_leads.push_back(p.black_lead);
  }
  for (size_t k = 0; k < losses.size(); ++k) {
    if (is_mistake(losses[k])) graph.mistakes.push_back(static_cast<int>(k) + 1);
  }

  eval::SettleOptions settle;
  settle.threads = options.threads;
  const eval::Settlement settlement = eval::settle(game, settle);
  svg::BoardPicture final_position(game.board());
  std::ostringstream title;
  title << "Ownership at the end: " << settlement.score.result() << " (" << game.rules().name()
        << ", komi " << game.rules().komi << ")";
  final_position.title = title.str();
  if (!game.moves().empty()) final_position.last_move = game.moves().back().point;
  final_position.dead = settlement.dead;
  final_position.ownership.assign(settlement.ownership.begin(), settlement.ownership.end());
  return write_review_file(files.winrate, svg::winrate_graph_svg(graph)) &&
         write_review_file(files.ownership, svg::board_svg(final_position));
}

}  // namespace kosumi::cli
