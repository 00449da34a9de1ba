// GoGui's extensions: gogui-analyze_commands, which lists the commands
// below with how GoGui shows their answers, and gogui-interrupt, which says
// that a `# interrupt` line ends a running search.
#include <iomanip>
#include <sstream>
#include <stdexcept>

#include "gtp/facade/points.h"
#include "gtp/gogui_gfx.h"
#include "gtp/score_text.h"
#include "gtp/search_watch.h"
#include "gtp/server.h"
#include "search/parameters.h"

namespace kosumi::gtp {
namespace {

// type/label/command, one per line: GoGui's analyze command format.
constexpr std::string_view kAnalyzeCommands =
    "dboard/Kosumi Ownership/kosumi-ownership\n"
    "plist/Kosumi Dead Stones/final_status_list dead\n"
    "gfx/Kosumi Best Moves/kosumi-best_moves\n"
    "var/Kosumi Principal Variation/kosumi-principal_variation\n"
    "string/Kosumi Score Estimate/kosumi-score_estimate\n"
    "param/Kosumi Parameters/kosumi-params";

std::string analyze_commands(GtpServer&, const Arguments& args) {
  args.expect(0);
  return std::string(kAnalyzeCommands);
}

std::string interrupt(GtpServer&, const Arguments& args) {
  args.expect(0);
  return "";
}

// Who owns each point by the settlement's playouts, +1 Black to -1 White,
// one board row per line from the top: GoGui draws black and white squares.
std::string ownership(GtpServer& server, const Arguments& args) {
  args.expect(0);
  facade::GoPlayer& go_player = server.go_player();
  const eval::Settlement settlement = go_player.settle();
  const engine::Board& board = go_player.game().board();
  std::ostringstream out;
  out << std::fixed << std::setprecision(2);
  for (int y = board.size() - 1; y >= 0; --y) {
    for (int x = 0; x < board.size(); ++x)
      out << (x == 0 ? "" : " ") << settlement.ownership[engine::index(board.point(x, y))];
    out << '\n';
  }
  return out.str();
}

// A search for the player to move within the move's limits, ended early by
// `# interrupt`; the game does not change.
search::SearchResult search_position(GtpServer& server) {
  facade::GoPlayer& go_player = server.go_player();
  const engine::Player player = go_player.game().to_move();
  go_player.reg_genmove(player, watch_search(server, player));
  return go_player.last_search()->result;
}

std::string best_moves(GtpServer& server, const Arguments& args) {
  args.expect(0);
  return best_moves_gfx(search_position(server), server.go_player().size());
}

std::string principal_variation(GtpServer& server, const Arguments& args) {
  args.expect(0);
  return facade::vertex_list(search_position(server).principal_variation,
                             server.go_player().size());
}

std::string score_estimate(GtpServer& server, const Arguments& args) {
  args.expect(0);
  facade::GoPlayer& go_player = server.go_player();
  const eval::Settlement settlement = go_player.settle();
  const size_t dead = facade::points_in(go_player.game().board(), settlement.dead).size();
  return expected_lead(settlement, go_player.game()) + ". Counted now, with " +
         std::to_string(dead) +
         " dead stones: " + score_breakdown(settlement.score, go_player.game());
}

// GoGui's parameter dialog: one "[bool] name value" line per flag of the
// server, then "name value" for each search parameter (kosumi params);
// a name and a value as arguments set one.
std::string params(GtpServer& server, const Arguments& args) {
  ServerOptions& options = server.options();
  facade::GoPlayer& go_player = server.go_player();
  const std::pair<std::string_view, bool*> flags[] = {{"thinking_log", &options.thinking_log},
                                                      {"live_gfx", &options.live_gfx}};
  if (args.size() == 0) {
    std::ostringstream out;
    for (const auto& [name, value] : flags)
      out << "[bool] " << name << ' ' << (*value ? '1' : '0') << '\n';
    for (const search::ParameterInfo& p : search::parameters())
      out << p.name << ' ' << search::parameter_value(go_player.config().search, p.name) << '\n';
    return out.str();
  }
  args.expect(2);
  const std::string& name = args.text(0);
  for (const auto& [flag, value] : flags) {
    if (flag != name) continue;
    if (args.text(1) != "0" && args.text(1) != "1") {
      throw GtpError(name + " is 0 or 1, not '" + args.text(1) + "'");
    }
    *value = args.text(1) == "1";
    return "";
  }
  search::SearchOptions search = go_player.config().search;
  try {
    search::set_parameter(search, name, args.real(1));
  } catch (const std::invalid_argument& e) {
    throw GtpError(e.what());
  }
  go_player.set_search_options(search);
  return "";
}

constexpr Command kCommands[] = {
    {"gogui-analyze_commands", analyze_commands},
    {"gogui-interrupt", interrupt},
    {"kosumi-ownership", ownership},
    {"kosumi-best_moves", best_moves},
    {"kosumi-principal_variation", principal_variation},
    {"kosumi-score_estimate", score_estimate},
    {"kosumi-params", params},
};

}  // namespace

std::span<const Command> gogui_commands() {
  return kCommands;
}

}  // namespace kosumi::gtp
