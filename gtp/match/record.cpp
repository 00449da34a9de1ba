#include "gtp/match/record.h"

#include <cmath>
#include <cstdio>

namespace kosumi::match {

std::string move_times_line(const char* player, const MoveTimes& times) {
  char line[128];
  std::snprintf(line, sizeof line, "genmove seconds of %s: %d moves, %.3f in all, %.3f at most",
                player, times.moves, times.total_seconds, times.max_seconds);
  return line;
}

sgf::SgfRecord match_record(const GameResult& outcome, const MatchOptions& options, int game_number,
                            const std::string& black_name, const std::string& white_name,
                            const std::string& date) {
  sgf::SgfRecord record = sgf::record_of(outcome.game);
  for (const GameResult::ClockReading& reading : outcome.clock_readings) {
    if (reading.move >= record.moves.size()) continue;
    sgf::SgfMove& move = record.moves[reading.move];
    // Milliseconds are as fine as a clock in a record needs to be.
    move.time_left = std::round(reading.seconds_left * 1000) / 1000;
    if (reading.stones_left > 0) move.stones_left = reading.stones_left;
  }
  record.black_name = black_name;
  record.white_name = white_name;
  record.result = outcome.result;
  record.date = date;
  if (options.time) {
    record.time_limit = std::to_string(options.time->main_seconds);
    if (options.time->has_byoyomi()) {
      record.overtime = std::to_string(options.time->byoyomi_stones) + "/" +
                        std::to_string(options.time->byoyomi_seconds) + " Canadian";
    }
  }
  std::string comment = "kosumi match, game " + std::to_string(game_number) + ": " +
                        std::string(to_string(outcome.end));
  if (!outcome.reason.empty()) comment += " (" + outcome.reason + ")";
  if (!outcome.referee_score.empty()) {
    comment += "\nreferee: " + outcome.referee_score;
    if (!outcome.uncertain_count.empty()) {
      comment += "\nreferee's count uncertain: " + outcome.uncertain_count;
    }
    comment += "\nfinal_score of black: " +
               (outcome.engine_scores[0].empty() ? "-" : outcome.engine_scores[0]);
    comment += "\nfinal_score of white: " +
               (outcome.engine_scores[1].empty() ? "-" : outcome.engine_scores[1]);
  }
  comment += "\n" + move_times_line("black", outcome.times[0]);
  comment += "\n" + move_times_line("white", outcome.times[1]);
  record.comment = comment;
  return record;
}

std::string match_record_file_name(int game_number) {
  char name[32];
  std::snprintf(name, sizeof name, "game-%04d.sgf", game_number);
  return name;
}

}  // namespace kosumi::match
