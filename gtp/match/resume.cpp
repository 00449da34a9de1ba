#include "gtp/match/resume.h"

#include <cstdio>
#include <optional>
#include <sstream>
#include <vector>

#include "gtp/match/record.h"

namespace kosumi::match {
namespace {

using engine::Player;

std::optional<GameEnd> game_end_named(std::string_view text) {
  for (GameEnd end :
       {GameEnd::TwoPasses, GameEnd::MoveLimit, GameEnd::Resignation, GameEnd::IllegalMove,
        GameEnd::Timeout, GameEnd::Crash, GameEnd::ProtocolError, GameEnd::NoResult}) {
    if (text == to_string(end)) return end;
  }
  return std::nullopt;
}

bool is_fault(GameEnd end) {
  return end == GameEnd::IllegalMove || end == GameEnd::Timeout || end == GameEnd::Crash ||
         end == GameEnd::ProtocolError;
}

// The value after `prefix` on the line that starts with it.
std::optional<std::string> line_value(const std::vector<std::string>& lines,
                                      std::string_view prefix) {
  for (const std::string& line : lines) {
    if (line.starts_with(prefix)) return line.substr(prefix.size());
  }
  return std::nullopt;
}

// The first line: "kosumi match, game N: END" with " (REASON)" when given.
void read_headline(const std::string& line, int game_number, GameResult& outcome) {
  const std::string prefix = "kosumi match, game " + std::to_string(game_number) + ": ";
  if (!line.starts_with(prefix)) {
    throw MatchResumeError("its comment does not begin '" + prefix + "'");
  }
  std::string end_text = line.substr(prefix.size());
  if (const size_t open = end_text.find(" (");
      open != std::string::npos && end_text.ends_with(')')) {
    outcome.reason = end_text.substr(open + 2, end_text.size() - open - 3);
    end_text.resize(open);
  }
  const std::optional<GameEnd> end = game_end_named(end_text);
  if (!end) throw MatchResumeError("unknown end of game '" + end_text + "'");
  outcome.end = *end;
}

MoveTimes read_move_times(const std::vector<std::string>& lines, const char* player) {
  const std::string prefix = std::string("genmove seconds of ") + player + ": ";
  const std::optional<std::string> value = line_value(lines, prefix);
  if (!value) {
    throw MatchResumeError(std::string("no genmove seconds of ") + player +
                           " (a record of an older kosumi match)");
  }
  MoveTimes times;
  char rest = 0;
  if (std::sscanf(value->c_str(), "%d moves, %lf in all, %lf at most%c", &times.moves,
                  &times.total_seconds, &times.max_seconds, &rest) != 3 ||
      times.moves < 0 || times.total_seconds < 0 || times.max_seconds < 0) {
    throw MatchResumeError("unreadable genmove seconds of " + std::string(player) + ": '" + *value +
                           "'");
  }
  return times;
}

// The engine's final_score answer as written, "-" being none.
std::string read_score(const std::vector<std::string>& lines, const char* player) {
  const std::string answer =
      line_value(lines, std::string("final_score of ") + player + ": ").value_or("-");
  return answer == "-" ? "" : answer;
}

void read_result(const std::string& result, GameResult& outcome) {
  if (result.starts_with("B+")) {
    outcome.winner = Player::Black;
  } else if (result.starts_with("W+")) {
    outcome.winner = Player::White;
  } else if (result != "0" && result != "Void") {
    throw MatchResumeError("unknown result RE[" + result + "]");
  }
  if ((result == "Void") != (outcome.end == GameEnd::NoResult)) {
    throw MatchResumeError("result RE[" + result + "] does not fit a game ended by " +
                           std::string(to_string(outcome.end)));
  }
  if (is_fault(outcome.end)) {
    if (!outcome.winner) throw MatchResumeError("a game lost by a fault without a winner");
    outcome.at_fault = engine::opponent(*outcome.winner);
  }
  outcome.result = result;
}

engine::Game replayed(const sgf::SgfRecord& record, const engine::Rules& rules) {
  try {
    return sgf::replay(record, rules);
  } catch (const sgf::SgfError& e) {
    throw MatchResumeError(e.what());
  }
}

void check_same(const std::string& what, const std::string& recorded, const std::string& expected) {
  if (recorded != expected) {
    throw MatchResumeError(what + " is '" + recorded + "', this match's is '" + expected + "'");
  }
}

// The record against the one this match would write for the game.
void check_belongs(const sgf::SgfRecord& record, const sgf::SgfRecord& expected,
                   const MatchOptions& options) {
  check_same("board size", std::to_string(record.size), std::to_string(expected.size));
  check_same("komi", std::to_string(record.komi), std::to_string(expected.komi));
  check_same("rules", record.rules_text, expected.rules_text);
  check_same("handicap", std::to_string(record.handicap), std::to_string(options.handicap));
  check_same("main time", record.time_limit, expected.time_limit);
  check_same("byo-yomi", record.overtime, expected.overtime);
  check_same("Black", record.black_name, expected.black_name);
  check_same("White", record.white_name, expected.white_name);
}

}  // namespace

GameResult result_from_record(const sgf::SgfRecord& record, const MatchOptions& options,
                              int game_number, const std::string& black_name,
                              const std::string& white_name) {
  const GameResult blank(engine::Game(options.size, options.rules));
  check_belongs(record, match_record(blank, options, game_number, black_name, white_name, ""),
                options);

  GameResult outcome(replayed(record, options.rules));
  std::vector<std::string> lines;
  std::istringstream comment(record.comment);
  for (std::string line; std::getline(comment, line);)
    lines.push_back(line);
  if (lines.empty()) throw MatchResumeError("no game comment GC[]");
  read_headline(lines.front(), game_number, outcome);
  read_result(record.result, outcome);
  outcome.referee_score = line_value(lines, "referee: ").value_or("");
  outcome.uncertain_count = line_value(lines, "referee's count uncertain: ").value_or("");
  outcome.engine_scores = {read_score(lines, "black"), read_score(lines, "white")};
  outcome.times = {read_move_times(lines, "black"), read_move_times(lines, "white")};
  return outcome;
}

}  // namespace kosumi::match
