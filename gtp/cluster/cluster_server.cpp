#include "gtp/cluster/cluster_server.h"

#include <algorithm>
#include <array>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>

#include "engine/coord.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::cluster {
namespace {

using search::cluster::ClusterLink;

// What rank 0 sends: one kind character, then the text.
constexpr char kCommand = 'c';  // a command line that changes the game
constexpr char kSearch = 's';   // a reg_genmove line that every rank searches
constexpr char kGame = 'g';     // the game as SGF (after loadsgf)
constexpr char kQuit = 'q';

// The commands that change what a search sees (the game, its rules and
// komi, the clock that sets the search's limits), sent on as they are.
constexpr std::string_view kGameCommands[] = {
    "boardsize",
    "clear_board",
    "komi",
    "fixed_handicap",
    "place_free_handicap",
    "play",
    "undo",
    "kgs-rules",
    "kosumi-rules",
    "set_free_handicap",
    "time_left",
    "time_settings",
    "kgs-time_settings",
    "kata-time_settings",
};
// The commands that search, and whether they play the move found.
constexpr std::array<std::pair<std::string_view, bool>, 3> kSearchCommands = {
    {{"genmove", true}, {"kgs-genmove_cleanup", true}, {"reg_genmove", false}}};

bool succeeded(const std::optional<std::string>& response) {
  return response && response->starts_with('=');
}

std::string joined(const gtp::CommandLine& command) {
  std::string line = command.name;
  for (const std::string& a : command.arguments)
    line += " " + a;
  return line;
}

class Leader {
 public:
  Leader(gtp::GtpServer& server, search::cluster::StatisticsExchange& exchange)
      : server_(server), exchange_(exchange) {}

  void run(std::istream& in, std::ostream& out) {
    for (std::string line; !server_.quit_requested() && std::getline(in, line);) {
      if (const auto response = execute(line)) out << *response << std::flush;
    }
    server_.go_player().stop_pondering();
    send(std::string(1, kQuit));
  }

 private:
  void send(std::string message) { exchange_.link().broadcast(message); }

  std::optional<std::string> execute(std::string_view line) {
    const std::optional<gtp::CommandLine> command = gtp::parse_command_line(line);
    if (!command) return std::nullopt;
    const auto search = std::find_if(kSearchCommands.begin(), kSearchCommands.end(),
                                     [&](const auto& c) { return c.first == command->name; });
    if (search != kSearchCommands.end()) return execute_search(line, *command, search->second);
    const std::optional<std::string> response = server_.execute(line);
    if (!succeeded(response)) return response;
    if (std::find(std::begin(kGameCommands), std::end(kGameCommands), command->name) !=
        std::end(kGameCommands)) {
      send(kCommand + joined(*command));
    } else if (command->name == "loadsgf") {
      send(kGame + sgf::write_sgf(sgf::record_of(server_.go_player().game())));
    }
    return response;
  }

  // The search is announced only for arguments that the command accepts,
  // so that every announced search runs on every rank.
  std::optional<std::string> execute_search(std::string_view line, const gtp::CommandLine& command,
                                            bool plays) {
    const gtp::Arguments arguments(command.arguments);
    engine::Player player = engine::Player::Black;
    try {
      arguments.expect(1);
      player = arguments.color(0);
    } catch (const gtp::GtpError&) {
      return server_.execute(line);
    }
    send(kSearch + std::string("reg_genmove ") + command.arguments[0]);
    exchange_.share_next_search();
    const engine::Game& game = server_.go_player().game();
    const size_t moves_before = game.moves().size();
    const std::optional<std::string> response = server_.execute(line);
    if (plays && game.moves().size() > moves_before) {
      const engine::MoveRecord& played = game.moves().back();
      send(kCommand + std::string("play ") + std::string(engine::to_string(player)) + " " +
           engine::point_to_string(played.point, game.size()));
    }
    return response;
  }

  gtp::GtpServer& server_;
  search::cluster::StatisticsExchange& exchange_;
};

class Follower {
 public:
  Follower(gtp::GtpServer& server, search::cluster::StatisticsExchange& exchange)
      : server_(server), exchange_(exchange) {}

  void run() {
    for (;;) {
      std::string message;
      exchange_.link().broadcast(message, search::cluster::ClusterLink::Patience::Unbounded);
      if (message.empty() || message.front() == kQuit) return;
      const std::string text = message.substr(1);
      switch (message.front()) {
        case kSearch:
          exchange_.share_next_search();
          carry_out(text);
          break;
        case kGame:
          load_game(text);
          break;
        default:
          carry_out(text);
      }
    }
  }

 private:
  void carry_out(const std::string& line) {
    const std::optional<std::string> response = server_.execute(line);
    if (!succeeded(response)) {
      exchange_.link().fail("'" + line +
                            "' succeeded on rank 0 but failed here: " + response.value_or(""));
    }
  }

  void load_game(const std::string& sgf) {
    try {
      const sgf::SgfRecord record = sgf::parse_sgf(sgf);
      server_.go_player().set_game(
          sgf::replay(record, record.rules.value_or(server_.go_player().rules())));
    } catch (const sgf::SgfError& e) {
      exchange_.link().fail(std::string("cannot replay rank 0's game: ") + e.what());
    }
  }

  gtp::GtpServer& server_;
  search::cluster::StatisticsExchange& exchange_;
};

}  // namespace

void run_cluster(gtp::GtpServer& server, search::cluster::StatisticsExchange& exchange,
                 std::istream& in, std::ostream& out) {
  if (exchange.link().rank() == 0) {
    Leader(server, exchange).run(in, out);
  } else {
    Follower(server, exchange).run();
  }
  // Every rank confirms the end, so that a rank that hung is reported
  // rather than left behind.
  uint32_t alive = 1;
  exchange.link().sum(std::span(&alive, 1));
}

}  // namespace kosumi::cluster
