// GoGui's extensions: gogui-analyze_commands, which lists the commands
// below with how GoGui shows their answers, and gogui-interrupt, which says
// that a `# interrupt` line ends a running search.
#include <iomanip>
#include <sstream>

#include "gtp/gogui_gfx.h"
#include "gtp/points.h"
#include "gtp/score_text.h"
#include "gtp/search_watch.h"
#include "gtp/server.h"

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
  Session& session = server.session();
  const eval::Settlement settlement = session.settle();
  const engine::Board& board = session.game().board();
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
  Session& session = server.session();
  const engine::Player player = session.game().to_move();
  session.reg_genmove(player, watch_search(server, player));
  return session.last_search()->result;
}

std::string best_moves(GtpServer& server, const Arguments& args) {
  args.expect(0);
  return best_moves_gfx(search_position(server), server.session().size());
}

std::string principal_variation(GtpServer& server, const Arguments& args) {
  args.expect(0);
  return vertex_list(search_position(server).principal_variation, server.session().size());
}

std::string score_estimate(GtpServer& server, const Arguments& args) {
  args.expect(0);
  Session& session = server.session();
  const eval::Settlement settlement = session.settle();
  const size_t dead = points_in(session.game().board(), settlement.dead).size();
  return score_breakdown(settlement.score, session.game()) + " (" + std::to_string(dead) +
         " dead stones)";
}

// GoGui's parameter dialog: "[bool] name value" lines; a name and a value
// as arguments set one.
std::string params(GtpServer& server, const Arguments& args) {
  ServerOptions& options = server.options();
  const std::pair<std::string_view, bool*> flags[] = {{"thinking_log", &options.thinking_log},
                                                      {"live_gfx", &options.live_gfx}};
  if (args.size() == 0) {
    std::string out;
    for (const auto& [name, value] : flags)
      out += "[bool] " + std::string(name) + ' ' + (*value ? '1' : '0') + '\n';
    return out;
  }
  args.expect(2);
  const std::string& value = args.text(1);
  if (value != "0" && value != "1") throw GtpError("a flag is 0 or 1, not '" + value + "'");
  for (const auto& [name, flag] : flags) {
    if (name != args.text(0)) continue;
    *flag = value == "1";
    return "";
  }
  throw GtpError("unknown parameter '" + args.text(0) + "'");
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
