#include "gtp/match/match_game.h"

#include <cctype>
#include <cmath>
#include <sstream>

#include "engine/coord.h"
#include "engine/handicap.h"
#include "gtp/match/clock.h"
#include "gtp/match/score.h"

namespace kosumi::match {
namespace {

using engine::Player;
using SteadyClock = std::chrono::steady_clock;

// How long past the flag a genmove may still answer. Reading a late answer
// (the game is lost either way) keeps the process in step for the next game.
constexpr std::chrono::milliseconds kFlagSlack{1000};

GameEnd end_for_failure(client::GtpStatus status) {
  switch (status) {
    case client::GtpStatus::kEngineDied:
      return GameEnd::Crash;
    case client::GtpStatus::kTimeout:
      return GameEnd::Timeout;
    default:
      return GameEnd::ProtocolError;
  }
}

// SGF result suffixes: R resignation, T time, F forfeit.
char result_code(GameEnd end) {
  switch (end) {
    case GameEnd::Resignation:
      return 'R';
    case GameEnd::Timeout:
      return 'T';
    default:
      return 'F';
  }
}

// The rules under KGS's names, for engines that know kgs-rules; nullopt for
// rule sets KGS does not name.
std::optional<std::string> kgs_rules_name(const engine::Rules& rules) {
  const std::string name = rules.name();
  if (name == "japanese" || name == "chinese" || name == "aga") return name;
  if (name == "new-zealand") return "new_zealand";
  return std::nullopt;
}

// Blanks around the answer are tolerated; inside it they make it garbage.
std::string trimmed_lower(std::string_view text) {
  const auto blank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  while (!text.empty() && blank(text.front()))
    text.remove_prefix(1);
  while (!text.empty() && blank(text.back()))
    text.remove_suffix(1);
  std::string out;
  for (char c : text)
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string seconds_text(double seconds) {
  std::ostringstream out;
  out.precision(3);
  out << seconds << " s";
  return out.str();
}

class GameRun {
 public:
  GameRun(const GameSetup& setup, EngineProcess& black, EngineProcess& white, Referee& referee)
      : setup_(setup),
        processes_{&black, &white},
        referee_(referee),
        outcome_(engine::Game(setup.size, setup.rules)) {
    if (setup.time) clocks_ = {MatchClock(*setup.time), MatchClock(*setup.time)};
  }

  GameResult run() {
    if (set_up(Player::Black) && set_up(Player::White) && place_handicap() && play_opening()) {
      while (!over_ && !outcome_.game.is_over()) {
        if (static_cast<int>(outcome_.game.moves().size()) >= setup_.max_moves) {
          count(GameEnd::MoveLimit);
          return std::move(outcome_);
        }
        play_move();
      }
      if (!over_) count(GameEnd::TwoPasses);
    }
    return std::move(outcome_);
  }

 private:
  EngineProcess& process_of(Player p) {
    return *processes_[static_cast<size_t>(engine::player_index(p))];
  }
  std::string name_of(Player p) { return std::string(engine::to_string(p)); }

  void lose(Player loser, GameEnd end, std::string reason) {
    over_ = true;
    outcome_.end = end;
    outcome_.winner = engine::opponent(loser);
    if (end != GameEnd::Resignation) outcome_.at_fault = loser;
    outcome_.result = std::string(1, loser == Player::Black ? 'W' : 'B') + "+" + result_code(end);
    outcome_.reason = std::move(reason);
  }

  // Sends a command the game cannot go on without; any failure loses.
  bool require(Player p, const std::string& command) {
    const client::GtpResponse reply = process_of(p).send(command, setup_.move_timeout);
    if (reply.ok()) return true;
    lose(p, end_for_failure(reply.status),
         name_of(p) + " failed '" + command + "': " + std::string(to_string(reply.status)) +
             (reply.text.empty() ? "" : " (" + reply.text + ")"));
    return false;
  }

  // Sends a command the engine may refuse (clock commands), when it knows
  // it; only a crash, a timeout or garbage loses.
  bool offer(Player p, const std::string& command) {
    const std::string name = command.substr(0, command.find(' '));
    if (!process_of(p).knows(name)) return true;
    const client::GtpResponse reply = process_of(p).send(command, setup_.move_timeout);
    if (reply.ok() || reply.status == client::GtpStatus::kFailure) return true;
    lose(p, end_for_failure(reply.status),
         name_of(p) + " failed '" + command + "': " + std::string(to_string(reply.status)));
    return false;
  }

  bool set_up(Player p) {
    std::ostringstream komi;
    komi << "komi " << setup_.rules.komi;
    if (!require(p, "boardsize " + std::to_string(setup_.size)) || !require(p, "clear_board")) {
      return false;
    }
    // Before komi: setting rules may reset komi to the rule set's own.
    const std::optional<std::string> rules = kgs_rules_name(setup_.rules);
    if (rules && !offer(p, "kgs-rules " + *rules)) return false;
    if (!require(p, komi.str())) return false;
    if (!setup_.time) return true;
    const MatchTimeControl& t = *setup_.time;
    return offer(p, "time_settings " + std::to_string(t.main_seconds) + " " +
                        std::to_string(t.byoyomi_seconds) + " " + std::to_string(t.byoyomi_stones));
  }

  bool place_handicap() {
    if (setup_.handicap == 0) return true;
    const std::string command = "fixed_handicap " + std::to_string(setup_.handicap);
    if (!require(Player::Black, command) || !require(Player::White, command)) return false;
    outcome_.game.place_handicap(engine::fixed_handicap_points(setup_.size, setup_.handicap));
    return true;
  }

  std::string play_command(Player p, engine::Point point) {
    return "play " + name_of(p) + " " + engine::point_to_string(point, setup_.size);
  }

  bool play_opening() {
    for (const engine::MoveRecord& move : setup_.opening) {
      if (outcome_.game.play(move.player, move.point) != engine::MoveError::None) {
        over_ = true;
        outcome_.result = "Void";
        outcome_.reason = "the opening's move " + engine::point_to_string(move.point, setup_.size) +
                          " is illegal";
        return false;
      }
      if (!require(Player::Black, play_command(move.player, move.point)) ||
          !require(Player::White, play_command(move.player, move.point))) {
        return false;
      }
    }
    return true;
  }

  void play_move() {
    const Player p = outcome_.game.to_move();
    std::optional<MatchClock>& clock = clocks_[static_cast<size_t>(engine::player_index(p))];
    std::chrono::milliseconds limit = setup_.move_timeout;
    if (clock) {
      const std::string time_left =
          "time_left " + name_of(p) + " " +
          std::to_string(static_cast<long>(std::floor(clock->time_left()))) + " " +
          std::to_string(clock->stones_left());
      if (!offer(p, time_left)) return;
      limit = std::chrono::milliseconds(static_cast<long>(clock->seconds_until_flag() * 1000)) +
              kFlagSlack;
    }

    const auto start = SteadyClock::now();
    const client::GtpResponse reply = process_of(p).send("genmove " + name_of(p), limit);
    const double seconds = std::chrono::duration<double>(SteadyClock::now() - start).count();
    if (!reply.ok()) {
      lose(p, end_for_failure(reply.status),
           name_of(p) + " failed genmove after " + seconds_text(seconds) + ": " +
               std::string(to_string(reply.status)) +
               (reply.text.empty() ? "" : " (" + reply.text + ")"));
      return;
    }
    MoveTimes& times = outcome_.times[static_cast<size_t>(engine::player_index(p))];
    ++times.moves;
    times.total_seconds += seconds;
    times.max_seconds = std::max(times.max_seconds, seconds);
    if (clock) {
      const double allowed = clock->seconds_until_flag();
      if (!clock->charge(seconds)) {
        lose(p, GameEnd::Timeout,
             name_of(p) + " took " + seconds_text(seconds) + " with " + seconds_text(allowed) +
                 " on the clock");
        return;
      }
    }

    const std::string answer = trimmed_lower(reply.text);
    if (answer == "resign") {
      lose(p, GameEnd::Resignation, name_of(p) + " resigned");
      return;
    }
    // Parsed on the largest board first, so "T19" on 9x9 is an illegal
    // move off the board rather than garbage.
    if (!engine::parse_point(answer, engine::kMaxSize)) {
      lose(p, GameEnd::ProtocolError, name_of(p) + " answered genmove with '" + reply.text + "'");
      return;
    }
    const std::optional<engine::Point> point = engine::parse_point(answer, setup_.size);
    const engine::MoveError error =
        point ? outcome_.game.play(p, *point) : engine::MoveError::OffBoard;
    if (error != engine::MoveError::None) {
      lose(p, GameEnd::IllegalMove,
           name_of(p) + " played an illegal move " + reply.text + ": " +
               std::string(engine::to_string(error)));
      return;
    }
    if (clock) {
      outcome_.clock_readings.push_back(
          {outcome_.game.moves().size() - 1, clock->time_left(), clock->stones_left()});
    }
    require(engine::opponent(p), play_command(p, *point));
  }

  void count(GameEnd end) {
    over_ = true;
    for (Player p : {Player::Black, Player::White}) {
      if (!process_of(p).knows("final_score") || !process_of(p).usable()) continue;
      const client::GtpResponse reply = process_of(p).send("final_score", setup_.move_timeout);
      outcome_.engine_scores[static_cast<size_t>(engine::player_index(p))] =
          reply.ok() ? reply.text : "? " + std::string(to_string(reply.status));
    }
    const RefereeVerdict verdict = referee_.score(outcome_.game);
    if (!verdict.black_margin) {
      outcome_.end = GameEnd::NoResult;
      outcome_.result = "Void";
      outcome_.reason = verdict.error;
      return;
    }
    const double margin = *verdict.black_margin;
    outcome_.end = end;
    outcome_.referee_score = format_final_score(margin);
    outcome_.uncertain_count = verdict.uncertain;
    outcome_.result = outcome_.referee_score;
    if (margin != 0) outcome_.winner = margin > 0 ? Player::Black : Player::White;
    if (end == GameEnd::MoveLimit) {
      outcome_.reason = "adjudicated at the move limit of " + std::to_string(setup_.max_moves);
    }
  }

  const GameSetup& setup_;
  std::array<EngineProcess*, 2> processes_;
  Referee& referee_;
  GameResult outcome_;
  std::array<std::optional<MatchClock>, 2> clocks_;
  bool over_ = false;
};

}  // namespace

GameResult play_game(const GameSetup& setup, EngineProcess& black, EngineProcess& white,
                     Referee& referee) {
  return GameRun(setup, black, white, referee).run();
}

}  // namespace kosumi::match
