#include "gtp/match/runner.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>
#include <thread>

#include "gtp/match/match_game.h"
#include "gtp/match/record.h"
#include "gtp/match/resume.h"

namespace kosumi::match {
namespace {

std::string today_utc() {
  const auto day = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  const std::chrono::year_month_day date(day);
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
  return text;
}

// Stands in for a referee engine that could not be started: every game it
// should have counted is void, with the reason.
class UnavailableReferee final : public Referee {
 public:
  explicit UnavailableReferee(std::string error) : error_(std::move(error)) {}
  RefereeVerdict score(const engine::Game&) override { return {std::nullopt, error_}; }

 private:
  std::string error_;
};

// What one parallel slot owns: its engine processes, kept from game to game
// while they stay usable.
struct Slot {
  std::array<std::unique_ptr<EngineProcess>, 2> processes;
  std::unique_ptr<EngineProcess> referee_process;
  std::unique_ptr<Referee> default_referee;
};

class Runner {
 public:
  Runner(const MatchOptions& options, const std::vector<Opening>& openings,
         const MatchFactories& factories, const MatchProgress& progress,
         std::vector<std::string>& errors)
      : options_(options),
        openings_(openings),
        factories_(factories),
        progress_(progress),
        errors_(errors),
        date_(today_utc()) {}

  MatchTally run() {
    const int parallel = std::min(options_.parallel, options_.games);
    slots_.resize(static_cast<size_t>(parallel));
    // The first slot's engines are started here, so an engine that cannot
    // start at all stops the match with its reason before any game.
    for (size_t e = 0; e < 2; ++e) {
      slots_[0].processes[e] = factories_.start_engine(command(static_cast<int>(e)));
      tally_.engines[e].name = slots_[0].processes[e]->name();
    }
    if (tally_.engines[0].name == tally_.engines[1].name) {  // Kosumi against Kosumi
      tally_.engines[0].name += " #1";
      tally_.engines[1].name += " #2";
    }
    if (!options_.referee_command.empty()) {
      slots_[0].referee_process = factories_.start_engine(options_.referee_command);
    }
    if (!options_.sgf_dir.empty()) std::filesystem::create_directories(options_.sgf_dir);
    recorded_.assign(static_cast<size_t>(options_.games), false);
    if (options_.resume) count_recorded_games();
    {
      std::vector<std::jthread> workers;
      for (Slot& slot : slots_)
        workers.emplace_back([this, &slot] { work(slot); });
    }
    if (failure_) std::rethrow_exception(failure_);
    return tally_;
  }

 private:
  const std::string& command(int engine) const {
    return engine == 0 ? options_.black_command : options_.white_command;
  }

  void work(Slot& slot) {
    try {
      for (;;) {
        int game = 0;
        {
          std::lock_guard lock(mutex_);
          while (next_game_ < options_.games && recorded_[static_cast<size_t>(next_game_)])
            ++next_game_;
          if (failure_ || next_game_ >= options_.games) return;
          game = next_game_++;
        }
        play(slot, game);
      }
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!failure_) failure_ = std::current_exception();
    }
  }

  // Restarts the engine when it is missing or out of step; the error text
  // when it cannot be started.
  std::optional<std::string> ensure(std::unique_ptr<EngineProcess>& process,
                                    const std::string& command_line) {
    if (process && process->usable()) return std::nullopt;
    process.reset();  // the old process ends before its replacement starts
    try {
      process = factories_.start_engine(command_line);
    } catch (const EngineStartError& e) {
      return e.what();
    }
    return std::nullopt;
  }

  GameSetup setup_for(int game) const {
    GameSetup setup;
    setup.size = options_.size;
    setup.rules = options_.rules;
    setup.handicap = options_.handicap;
    setup.time = options_.time;
    setup.move_timeout = std::chrono::milliseconds(static_cast<long>(options_.move_timeout * 1000));
    setup.max_moves = options_.max_moves;
    if (!openings_.empty()) {
      const int count = static_cast<int>(openings_.size());
      setup.opening = openings_[static_cast<size_t>(
          opening_for_game(game, count, options_.alternate, options_.seed))];
    }
    return setup;
  }

  Referee& referee_for(Slot& slot, std::optional<GtpReferee>& gtp_referee,
                       std::optional<UnavailableReferee>& unavailable) {
    if (options_.referee_command.empty()) {
      if (!slot.default_referee) slot.default_referee = factories_.default_referee();
      return *slot.default_referee;
    }
    if (const auto error = ensure(slot.referee_process, options_.referee_command)) {
      return unavailable.emplace(*error);
    }
    const auto timeout = std::chrono::milliseconds(static_cast<long>(options_.move_timeout * 1000));
    return gtp_referee.emplace(*slot.referee_process, timeout);
  }

  GameResult play(Slot& slot, int game, int black_engine) {
    const GameSetup setup = setup_for(game);
    for (engine::Player p : {engine::Player::Black, engine::Player::White}) {
      const int e = p == engine::Player::Black ? black_engine : 1 - black_engine;
      if (const auto error = ensure(slot.processes[static_cast<size_t>(e)], command(e))) {
        GameResult lost(engine::Game(setup.size, setup.rules));
        lost.end = GameEnd::Crash;
        lost.at_fault = p;
        lost.winner = engine::opponent(p);
        lost.result = p == engine::Player::Black ? "W+F" : "B+F";
        lost.reason = *error;
        return lost;
      }
    }
    std::optional<GtpReferee> gtp_referee;
    std::optional<UnavailableReferee> unavailable;
    Referee& referee = referee_for(slot, gtp_referee, unavailable);
    return play_game(setup, *slot.processes[static_cast<size_t>(black_engine)],
                     *slot.processes[static_cast<size_t>(1 - black_engine)], referee);
  }

  int black_engine_of(int game) const { return options_.alternate && game % 2 == 1 ? 1 : 0; }
  const std::string& name(int engine) const {
    return tally_.engines[static_cast<size_t>(engine)].name;
  }
  std::filesystem::path record_path(int game) const {
    return std::filesystem::path(options_.sgf_dir) / match_record_file_name(game + 1);
  }

  // Counts the games whose records an earlier run of the match left in
  // sgf_dir; they are not played again.
  void count_recorded_games() {
    for (int game = 0; game < options_.games; ++game) {
      const std::filesystem::path path = record_path(game);
      if (!std::filesystem::exists(path)) continue;
      const int black_engine = black_engine_of(game);
      try {
        const GameResult outcome =
            result_from_record(sgf::parse_sgf(sgf::read_sgf_file(path.string())), options_,
                               game + 1, name(black_engine), name(1 - black_engine));
        tally_.add(outcome, black_engine);
        if (progress_) progress_(tally_, game + 1, black_engine, outcome);
      } catch (const std::exception& e) {
        throw MatchResumeError("--resume: " + path.string() + ": " + e.what());
      }
      recorded_[static_cast<size_t>(game)] = true;
    }
  }

  // Written under a temporary name first, so an interrupted write never
  // leaves a partial record for --resume to find.
  std::optional<std::string> write_record(int game, const sgf::SgfRecord& record) const {
    const std::filesystem::path path = record_path(game);
    std::filesystem::path partial = path;
    partial += ".part";
    {
      std::ofstream out(partial);
      out << sgf::write_sgf(record);
      if (!out) return "cannot write " + partial.string();
    }
    std::error_code error;
    std::filesystem::rename(partial, path, error);
    if (error) return "cannot write " + path.string() + ": " + error.message();
    return std::nullopt;
  }

  void play(Slot& slot, int game) {
    const int black_engine = black_engine_of(game);
    const GameResult outcome = play(slot, game, black_engine);
    std::optional<std::string> write_error;
    if (!options_.sgf_dir.empty()) {
      write_error = write_record(game, match_record(outcome, options_, game + 1, name(black_engine),
                                                    name(1 - black_engine), date_));
    }
    std::lock_guard lock(mutex_);
    if (write_error) errors_.push_back(*write_error);
    tally_.add(outcome, black_engine);
    if (progress_) progress_(tally_, game + 1, black_engine, outcome);
  }

  const MatchOptions& options_;
  const std::vector<Opening>& openings_;
  const MatchFactories& factories_;
  const MatchProgress& progress_;
  std::vector<std::string>& errors_;
  const std::string date_;
  std::vector<Slot> slots_;

  std::mutex mutex_;  // guards the members below
  int next_game_ = 0;
  std::vector<bool> recorded_;  // games counted from their records, by number from 0
  MatchTally tally_;
  std::exception_ptr failure_;
};

}  // namespace

MatchFactories process_match_factories(double move_timeout) {
  const auto timeout = std::chrono::milliseconds(static_cast<long>(move_timeout * 1000));
  MatchFactories factories;
  factories.start_engine = [timeout](const std::string& command) -> std::unique_ptr<EngineProcess> {
    return std::make_unique<SpawnedEngineProcess>(command, timeout);
  };
  factories.default_referee = [] { return std::make_unique<SettlementReferee>(); };
  return factories;
}

MatchTally run_match(const MatchOptions& options, const std::vector<Opening>& openings,
                     const MatchFactories& factories, const MatchProgress& progress,
                     std::vector<std::string>& errors) {
  return Runner(options, openings, factories, progress, errors).run();
}

}  // namespace kosumi::match
