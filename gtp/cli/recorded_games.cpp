#include "gtp/cli/recorded_games.h"

#include <ostream>
#include <utility>

#include "engine/rules.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::cli {
namespace {

// A record as a game to learn from, when it replays legally under simple
// ko: the Japanese rules of most servers, under which a few strong players'
// games repeat a position that superko would forbid.
std::optional<eval::RecordedGame> recorded_game(const sgf::SgfRecord& record) {
  try {
    sgf::replay(record, *engine::Rules::preset("japanese"));
  } catch (const sgf::SgfError&) {
    return std::nullopt;
  }
  eval::RecordedGame game;
  game.size = record.size;
  game.black_setup = record.black_setup;
  game.white_setup = record.white_setup;
  for (const sgf::SgfMove& m : record.moves)
    game.moves.push_back({m.player, m.point});
  return game;
}

}  // namespace

std::optional<std::vector<eval::RecordedGame>> read_recorded_games(const std::string& path,
                                                                   int size, std::ostream& log) {
  std::string text;
  try {
    text = sgf::read_sgf_file(path, sgf::kMaxSgfCollectionBytes);
  } catch (const sgf::SgfError& e) {
    log << path << ": " << e.what() << '\n';
    return std::nullopt;
  }
  std::vector<eval::RecordedGame> games;
  int records = 0;
  int left_out = 0;
  try {
    sgf::read_sgf_collection(
        text,
        [&](sgf::SgfRecord&& record) {
          ++records;
          std::optional<eval::RecordedGame> game;
          if (size == 0 || record.size == size) game = recorded_game(record);
          if (!game) {
            ++left_out;
            log << path << ": game " << records << " left out: "
                << (size != 0 && record.size != size
                        ? "not " + std::to_string(size) + "x" + std::to_string(size)
                        : std::string("an illegal move"))
                << '\n';
            return;
          }
          games.push_back(std::move(*game));
        },
        [&](const sgf::SgfError& e) {
          ++records;
          ++left_out;
          log << path << ": game " << records << " left out: " << e.what() << '\n';
        });
  } catch (const sgf::SgfError& e) {
    log << path << ": " << e.what() << '\n';
    return std::nullopt;
  }
  log << path << ": " << games.size() << " games";
  if (left_out > 0) log << " (" << left_out << " left out)";
  log << '\n';
  return games;
}

std::optional<LearningGames> read_learning_games(const std::string& training_path,
                                                 const std::optional<std::string>& validation_path,
                                                 std::ostream& log) {
  auto training = read_recorded_games(training_path, 19, log);
  if (!training) return std::nullopt;
  LearningGames games{std::move(*training), std::nullopt};
  if (validation_path) {
    games.validation = read_recorded_games(*validation_path, 19, log);
    if (!games.validation) return std::nullopt;
  }
  return games;
}

}  // namespace kosumi::cli
