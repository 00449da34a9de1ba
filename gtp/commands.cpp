// The GTP command table: one short handler per command, each validating all
// its arguments before it changes anything.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/handicap.h"
#include "gtp/build_info.h"
#include "gtp/facade/points.h"
#include "gtp/search_watch.h"
#include "gtp/server.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::gtp {
namespace {

using engine::Player;
using engine::Point;

std::string move_text(const facade::GoPlayer::GeneratedMove& move, int size) {
  return move.resign ? "resign" : engine::point_to_string(move.point, size);
}

facade::GoPlayer& go_player(GtpServer& server) {
  return server.go_player();
}

int count_argument(const Arguments& args, size_t i) {
  const int value = args.integer(i);
  if (value < 0) throw syntax_error(args.quoted(i) + " is negative");
  return value;
}

// ---- Administrative commands ----------------------------------------------

std::string protocol_version(GtpServer&, const Arguments& args) {
  args.expect(0);
  return "2";
}

std::string name(GtpServer&, const Arguments& args) {
  args.expect(0);
  return "Kosumi";
}

std::string version(GtpServer& server, const Arguments& args) {
  args.expect(0);
  return server.options().version.empty() ? std::string(version_text()) : server.options().version;
}

std::string known_command(GtpServer&, const Arguments& args) {
  args.expect(1);
  for (const Command& c : command_table()) {
    if (c.name == args.text(0)) return "true";
  }
  return "false";
}

std::string list_commands(GtpServer&, const Arguments& args) {
  args.expect(0);
  std::string out;
  for (const Command& c : command_table())
    out += std::string(c.name) + "\n";
  return out;
}

std::string quit(GtpServer& server, const Arguments& args) {
  args.expect(0);
  server.request_quit();
  return "";
}

// ---- Setup ----------------------------------------------------------------

std::string boardsize(GtpServer& server, const Arguments& args) {
  args.expect(1);
  if (!go_player(server).set_board_size(args.integer(0))) throw GtpError("unacceptable size");
  return "";
}

std::string clear_board(GtpServer& server, const Arguments& args) {
  args.expect(0);
  go_player(server).clear_board();
  server.notes().result.clear();
  return "";
}

std::string komi(GtpServer& server, const Arguments& args) {
  args.expect(1);
  const double komi = args.real(0);
  if (std::abs(komi) > engine::Rules::kMaxAbsKomi) {
    throw GtpError("komi " + args.text(0) + " is out of range (-1000 to 1000)");
  }
  go_player(server).set_komi(komi);
  return "";
}

void check_handicap_count(GtpServer& server, int stones, int most) {
  if (!go_player(server).board_is_empty()) throw GtpError("board not empty");
  if (stones < 2 || stones > most) throw GtpError("invalid number of stones");
}

std::string fixed_handicap(GtpServer& server, const Arguments& args) {
  args.expect(1);
  const int stones = args.integer(0);
  const int size = go_player(server).size();
  check_handicap_count(server, stones, engine::max_fixed_handicap(size));
  return facade::vertex_list(go_player(server).place_fixed_handicap(stones), size);
}

std::string place_free_handicap(GtpServer& server, const Arguments& args) {
  args.expect(1);
  const int stones = args.integer(0);
  const int size = go_player(server).size();
  check_handicap_count(server, stones, size * size - 1);
  return facade::vertex_list(go_player(server).place_free_handicap(stones), size);
}

std::string set_free_handicap(GtpServer& server, const Arguments& args) {
  std::vector<Point> points;
  for (size_t i = 0; i < args.size(); ++i)
    points.push_back(args.vertex(i, go_player(server).size()));
  if (!go_player(server).board_is_empty()) throw GtpError("board not empty");
  if (!go_player(server).set_free_handicap(points)) throw GtpError("bad vertex list");
  return "";
}

engine::Rules preset_rules(std::string_view name) {
  const auto rules = engine::Rules::preset(name);
  if (!rules) throw GtpError("unknown rules '" + std::string(name) + "'");
  return *rules;
}

void apply_rules(GtpServer& server, const engine::Rules& rules) {
  if (!go_player(server).set_rules(rules))
    throw GtpError("cannot change rules: a move is illegal under them");
}

std::string kgs_rules(GtpServer& server, const Arguments& args) {
  args.expect(1);
  const std::string& name = args.text(0);
  if (name != "japanese" && name != "chinese" && name != "aga" && name != "new_zealand") {
    throw GtpError("unknown rules " + args.quoted(0));
  }
  apply_rules(server, preset_rules(name == "new_zealand" ? "new-zealand" : name));
  return "";
}

// With a preset's name, plays by it; without, tells the rules in force.
std::string kosumi_rules(GtpServer& server, const Arguments& args) {
  args.expect_between(0, 1);
  if (args.size() == 0) return go_player(server).rules().to_string();
  apply_rules(server, preset_rules(args.text(0)));
  return "";
}

std::string loadsgf(GtpServer& server, const Arguments& args) {
  args.expect_between(1, 2);
  const int move_number = args.size() == 2 ? args.integer(1) : 0;
  if (args.size() == 2 && move_number < 1) {
    throw syntax_error("move number " + args.quoted(1) + " is not 1 or more");
  }
  try {
    const sgf::SgfRecord record = sgf::parse_sgf(sgf::read_sgf_file(args.text(0)));
    const engine::Rules rules = record.rules.value_or(go_player(server).rules());
    go_player(server).set_game(sgf::replay(record, rules, move_number - 1));
  } catch (const sgf::SgfError& e) {
    // The specification's text, then which file and why.
    throw GtpError("cannot load file: " + args.text(0) + ": " + e.what());
  }
  return "";
}

// ---- Moves ----------------------------------------------------------------

std::string play(GtpServer& server, const Arguments& args) {
  args.expect(2);
  const Player player = args.color(0);
  const Point point = args.vertex(1, go_player(server).size());
  if (go_player(server).play(player, point) != engine::MoveError::None)
    throw GtpError("illegal move");
  return "";
}

// The genmove family: the search ends early at GoGui's `# interrupt` and
// leaves a line in the thinking log.
using Generate = facade::GoPlayer::GeneratedMove (facade::GoPlayer::*)(
    Player, const facade::GoPlayer::SearchWatcher&, const search::RootExclusions&);

std::string generate(GtpServer& server, const Arguments& args, Generate how) {
  args.expect(1);
  const Player player = args.color(0);
  const facade::GoPlayer::GeneratedMove move =
      (go_player(server).*how)(player, watch_search(server, player), {});
  log_generated_move(server);
  return move_text(move, go_player(server).size());
}

std::string genmove(GtpServer& server, const Arguments& args) {
  return generate(server, args, &facade::GoPlayer::genmove);
}

std::string reg_genmove(GtpServer& server, const Arguments& args) {
  return generate(server, args, &facade::GoPlayer::reg_genmove);
}

std::string genmove_cleanup(GtpServer& server, const Arguments& args) {
  return generate(server, args, &facade::GoPlayer::genmove_cleanup);
}

// `undo [N]`: takes back N moves, all or none; without a count, or with 0
// (which qGo sends), one move, as GNU Go does.
std::string undo(GtpServer& server, const Arguments& args) {
  args.expect_between(0, 1);
  const int count = args.size() == 0 ? 1 : std::max(1, count_argument(args, 0));
  if (!go_player(server).undo(count)) throw GtpError("cannot undo");
  return "";
}

// ---- Time -----------------------------------------------------------------

// A clock value in seconds: from 0 to TimeSettings::kMaxSeconds. Larger
// values (1e300) are refused rather than cut: a controller that sends them
// means a clock Kosumi does not keep.
double clock_seconds(const Arguments& args, size_t i, std::string_view what) {
  const double value = args.real(i);
  if (value < 0 || value > search::TimeSettings::kMaxSeconds) {
    throw GtpError(std::string(what) + " " + args.text(i) + " is out of range (0 to " +
                   std::to_string(static_cast<int64_t>(search::TimeSettings::kMaxSeconds)) +
                   " seconds)");
  }
  return value;
}

// Byo-yomi stones or periods: from 0 to TimeSettings::kMaxStones.
int clock_count(const Arguments& args, size_t i, std::string_view what) {
  const int value = args.integer(i);
  if (value < 0 || value > search::TimeSettings::kMaxStones) {
    throw GtpError(std::string(what) + " " + args.text(i) + " is out of range (0 to " +
                   std::to_string(search::TimeSettings::kMaxStones) + ")");
  }
  return value;
}

std::string time_settings(GtpServer& server, const Arguments& args) {
  args.expect(3);
  search::TimeSettings t;
  t.main_time = clock_seconds(args, 0, "main time");
  t.byoyomi_time = clock_seconds(args, 1, "byo-yomi time");
  t.byoyomi_stones = clock_count(args, 2, "byo-yomi stones");
  // GTP: byo-yomi time without stones means no time limit; no byo-yomi
  // time means absolute time.
  if (t.byoyomi_time > 0 && t.byoyomi_stones == 0) {
    t.kind = search::TimeSettings::Kind::None;
  } else if (t.byoyomi_time == 0) {
    t.kind = search::TimeSettings::Kind::Absolute;
  } else {
    t.kind = search::TimeSettings::Kind::Canadian;
  }
  go_player(server).clock().set_settings(t);
  return "";
}

// The clock systems of kgs-time_settings and kata-time_settings. KataGo's
// extension adds Fischer clocks; its name "byo-yomi" is taken for "byoyomi".
enum class ClockSystems { Kgs, Kata };

constexpr std::string_view kKataClockSystems =
    "none absolute byoyomi canadian fischer fischer-capped";

// A Fischer-capped limit: a negative value means none (KataGo's convention),
// 0 in the settings.
double optional_limit(const Arguments& args, size_t i, std::string_view what) {
  return args.real(i) < 0 ? 0 : clock_seconds(args, i, what);
}

search::TimeSettings clock_system(const Arguments& args, ClockSystems systems) {
  using Kind = search::TimeSettings::Kind;
  const std::string& system = args.text(0);
  const bool kata = systems == ClockSystems::Kata;
  if (system == "none") {
    args.expect(1);
    return {};
  }
  if (system == "absolute") {
    args.expect(2);
    return {Kind::Absolute, clock_seconds(args, 1, "main time"), 0, 0, 0};
  }
  if (system == "byoyomi" || (kata && system == "byo-yomi")) {
    args.expect(4);
    return {Kind::Japanese, clock_seconds(args, 1, "main time"),
            clock_seconds(args, 2, "byo-yomi time"), 0, clock_count(args, 3, "byo-yomi periods")};
  }
  if (system == "canadian") {
    args.expect(4);
    return {Kind::Canadian, clock_seconds(args, 1, "main time"),
            clock_seconds(args, 2, "byo-yomi time"), clock_count(args, 3, "byo-yomi stones"), 0};
  }
  if (kata && system == "fischer") {
    args.expect(3);
    return {.kind = Kind::Fischer,
            .main_time = clock_seconds(args, 1, "main time"),
            .increment = clock_seconds(args, 2, "increment")};
  }
  if (kata && system == "fischer-capped") {
    args.expect(5);
    search::TimeSettings t{.kind = Kind::Fischer,
                           .main_time = clock_seconds(args, 1, "main time"),
                           .increment = clock_seconds(args, 2, "increment")};
    // The controller applies the cap to the clock it reports with
    // time_left; a budget that spends about an increment a move never
    // banks time up to it, so only its sense is checked here.
    const double cap = optional_limit(args, 3, "main time limit");
    if (args.real(3) >= 0 && cap < t.main_time) {
      throw GtpError("main time limit " + args.text(3) + " is below the main time " + args.text(1));
    }
    t.max_per_move = optional_limit(args, 4, "time per move");
    return t;
  }
  throw GtpError("unknown time system '" + system + "' (" +
                 std::string(kata ? kKataClockSystems : "none absolute byoyomi canadian") + ")");
}

std::string kgs_time_settings(GtpServer& server, const Arguments& args) {
  args.expect_between(1, 5);
  go_player(server).clock().set_settings(clock_system(args, ClockSystems::Kgs));
  return "";
}

// KataGo's clock command: kgs-time_settings' systems with seconds as
// decimals, and Fischer clocks (gtp2ogs sends OGS's Fischer clocks only to
// an engine that lists fischer-capped in kata-list_time_settings).
std::string kata_time_settings(GtpServer& server, const Arguments& args) {
  args.expect_between(1, 5);
  go_player(server).clock().set_settings(clock_system(args, ClockSystems::Kata));
  return "";
}

std::string kata_list_time_settings(GtpServer&, const Arguments& args) {
  args.expect(0);
  return std::string(kKataClockSystems);
}

std::string time_left(GtpServer& server, const Arguments& args) {
  args.expect(3);
  const Player player = args.color(0);
  // Negative time left (a controller's overtime) counts as none.
  const double seconds = args.real(1) < 0 ? 0 : clock_seconds(args, 1, "time left");
  const int stones = clock_count(args, 2, "stones left");
  go_player(server).clock().set_time_left(player, seconds, stones);
  return "";
}

// ---- End of game ----------------------------------------------------------

std::string final_score(GtpServer& server, const Arguments& args) {
  args.expect(0);
  return go_player(server).final_score().result();
}

std::string final_status_list(GtpServer& server, const Arguments& args) {
  args.expect(1);
  const std::string& which = args.text(0);
  eval::StoneStatus status{};
  if (which == "alive") {
    status = eval::StoneStatus::Alive;
  } else if (which == "dead") {
    status = eval::StoneStatus::Dead;
  } else if (which == "seki") {
    status = eval::StoneStatus::Seki;
  } else {
    throw syntax_error(args.quoted(0) + " is not a status (alive, dead or seki)");
  }
  // One string per line, as GNU Go answers and the specification shows.
  facade::GoPlayer& s = go_player(server);
  const std::vector<Point> stones = s.stones_with_status(status);
  std::string out;
  for (const std::vector<Point>& string : facade::strings_of(s.game().board(), stones))
    out += facade::vertex_list(string, s.size()) + "\n";
  return out;
}

std::string game_over(GtpServer& server, const Arguments&) {
  go_player(server).stop_pondering();
  return "";
}

// CGOS's client tells the opponent's name before a game and the server's
// result after it; both go into printsgf's record.
std::string cgos_opponent_name(GtpServer& server, const Arguments& args) {
  args.expect(1);
  server.notes().opponent = args.text(0);
  return "";
}

std::string cgos_gameover(GtpServer& server, const Arguments& args) {
  args.expect(1);
  go_player(server).stop_pondering();
  server.notes().result = args.text(0);
  return "";
}

// ---- Inspection -----------------------------------------------------------

std::string showboard(GtpServer& server, const Arguments& args) {
  args.expect(0);
  const engine::Game& game = go_player(server).game();
  std::ostringstream out;
  out << '\n'
      << engine::board_to_string(game.board()) << "Black (X) has captured "
      << game.prisoners(Player::Black) << ", White (O) has captured "
      << game.prisoners(Player::White) << "; " << engine::to_string(game.to_move())
      << " to play; rules " << game.rules().name() << ", komi " << game.rules().komi;
  return out.str();
}

// The record with the players' names (Kosumi for the colours it played, the
// opponent's name when CGOS gave one), the program, and the result: the
// server's (cgos-gameover) or, after two passes, Kosumi's own count.
sgf::SgfRecord game_record(GtpServer& server) {
  facade::GoPlayer& s = go_player(server);
  sgf::SgfRecord record = sgf::record_of(s.game());
  record.application = s.config().program_name + ":" + std::string(version_text());
  const auto name = [&](Player player) {
    return s.program_played(player) ? s.config().program_name : server.notes().opponent;
  };
  record.black_name = name(Player::Black);
  record.white_name = name(Player::White);
  record.result = server.notes().result;
  if (record.result.empty() && s.game().is_over()) record.result = s.final_score().result();
  return record;
}

std::string printsgf(GtpServer& server, const Arguments& args) {
  args.expect_between(0, 1);
  const std::string sgf = sgf::write_sgf(game_record(server));
  if (args.size() == 0) return sgf;
  std::ofstream file(args.text(0), std::ios::binary);
  file << sgf;
  if (!file) throw GtpError("cannot write file " + args.quoted(0));
  return "";
}

std::string list_stones(GtpServer& server, const Arguments& args) {
  args.expect(1);
  const engine::Board& board = go_player(server).game().board();
  return facade::vertex_list(facade::points_with(board, engine::stone_of(args.color(0))),
                             board.size());
}

std::string captures(GtpServer& server, const Arguments& args) {
  args.expect(1);
  return std::to_string(go_player(server).game().board().captures(args.color(0)));
}

std::string is_legal(GtpServer& server, const Arguments& args) {
  args.expect(2);
  const Player player = args.color(0);
  const Point point = args.vertex(1, go_player(server).size());
  return go_player(server).check(player, point) == engine::MoveError::None ? "1" : "0";
}

std::string all_legal(GtpServer& server, const Arguments& args) {
  args.expect(1);
  return facade::vertex_list(go_player(server).legal_moves(args.color(0)),
                             go_player(server).size());
}

// kosumi-patterns [N]: the N (default 10) moves the move patterns find
// likeliest for the player to move, one a line with its probability.
std::string kosumi_patterns(GtpServer& server, const Arguments& args) {
  args.expect_between(0, 1);
  constexpr int kDefaultMoves = 10;
  const int count = args.size() == 1 ? args.integer(0) : kDefaultMoves;
  if (count < 1) throw GtpError("the number of moves must be at least 1, not " + args.text(0));
  if (go_player(server).patterns() == nullptr) {
    throw GtpError("no move patterns (kosumi gtp --patterns FILE loads them)");
  }
  const auto moves = go_player(server).pattern_probabilities();
  std::ostringstream out;
  out.precision(4);
  for (size_t i = 0; i < moves.size() && i < static_cast<size_t>(count); ++i) {
    out << (i == 0 ? "" : "\n") << engine::point_to_string(moves[i].move, go_player(server).size())
        << ' ' << moves[i].probability;
  }
  return out.str();
}

constexpr Command kCommands[] = {
    {"protocol_version", protocol_version},
    {"name", name},
    {"version", version},
    {"known_command", known_command},
    {"list_commands", list_commands},
    {"quit", quit},
    {"boardsize", boardsize},
    {"clear_board", clear_board},
    {"komi", komi},
    {"fixed_handicap", fixed_handicap},
    {"place_free_handicap", place_free_handicap},
    {"set_free_handicap", set_free_handicap},
    {"loadsgf", loadsgf},
    {"play", play},
    {"genmove", genmove},
    {"reg_genmove", reg_genmove},
    {"undo", undo},
    {"time_settings", time_settings},
    {"time_left", time_left},
    {"final_score", final_score},
    {"final_status_list", final_status_list},
    {"showboard", showboard},
    {"kgs-genmove_cleanup", genmove_cleanup},
    {"kgs-time_settings", kgs_time_settings},
    {"kata-time_settings", kata_time_settings},
    {"kata-list_time_settings", kata_list_time_settings},
    {"kgs-rules", kgs_rules},
    {"kgs-game_over", game_over},
    {"cgos-opponent_name", cgos_opponent_name},
    {"cgos-gameover", cgos_gameover},
    {"kosumi-rules", kosumi_rules},
    {"printsgf", printsgf},
    {"list_stones", list_stones},
    {"captures", captures},
    {"is_legal", is_legal},
    {"all_legal", all_legal},
    {"kosumi-patterns", kosumi_patterns},
};

}  // namespace

std::span<const Command> standard_commands() {
  return kCommands;
}

}  // namespace kosumi::gtp
