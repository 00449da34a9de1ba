// The analysis commands: Leela Zero's lz-analyze and lz-genmove_analyze,
// KataGo's kata-analyze and kata-genmove_analyze, and Sabaki's analyze and
// genmove_analyze (KataGo's format). They stream their lines while the
// search runs; an analysis ends at the next input line, a genmove_analyze
// when its move is found (or at GoGui's `# interrupt`).
#include <chrono>
#include <functional>

#include "engine/coord.h"
#include "gtp/analysis.h"
#include "gtp/search_watch.h"
#include "gtp/server.h"

namespace kosumi::gtp {
namespace {

using Clock = std::chrono::steady_clock;

// Writes the request's lines every interval while a search runs.
class IntervalLines {
 public:
  IntervalLines(GtpServer& server, const AnalysisRequest& request, AnalysisFormat format)
      : server_(server),
        request_(request),
        format_(format),
        interval_(std::chrono::milliseconds(10 * int64_t{request.interval_centiseconds})),
        next_(Clock::now() + interval_) {}

  void operator()(const search::SearchResult& now) {
    if (request_.interval_centiseconds == 0 || Clock::now() < next_) return;
    write(now);
    next_ = Clock::now() + interval_;
  }
  void write(const search::SearchResult& now) {
    const std::string line =
        analysis_line(now, request_, format_, server_.go_player().game().board(), now.ownership);
    if (!line.empty()) server_.stream_line(line);
  }

 private:
  GtpServer& server_;
  const AnalysisRequest& request_;
  AnalysisFormat format_;
  Clock::duration interval_;
  Clock::time_point next_;
};

AnalysisRequest request_of(GtpServer& server, const Arguments& args, AnalysisFormat format) {
  const engine::Game& game = server.go_player().game();
  return parse_analysis_request(args, format, game.board(), game.to_move());
}

std::string analyze(GtpServer& server, const Arguments& args, AnalysisFormat format) {
  const AnalysisRequest request = request_of(server, args, format);
  server.begin_stream();
  IntervalLines lines(server, request, format);
  server.go_player().analyze(
      request.player,
      [&](const search::SearchResult& now) {
        lines(now);
        return !server.input_waiting();
      },
      request.excluded);
  // The search ends early when the request leaves no move to search; the
  // response still lasts until the next line.
  server.wait_for_input();
  return "";
}

std::string genmove_analyze(GtpServer& server, const Arguments& args, AnalysisFormat format) {
  const AnalysisRequest request = request_of(server, args, format);
  server.begin_stream();
  IntervalLines lines(server, request, format);
  facade::GoPlayer& go_player = server.go_player();
  const facade::GoPlayer::GeneratedMove move = go_player.genmove(
      request.player, watch_search(server, request.player, std::ref(lines)), request.excluded);
  log_generated_move(server);
  // The whole search's line, for clients that ask for no interval.
  lines.write(go_player.last_search()->result);
  return "play " + (move.resign ? std::string("resign")
                                : engine::point_to_string(move.point, go_player.size()));
}

std::string lz_analyze(GtpServer& server, const Arguments& args) {
  return analyze(server, args, AnalysisFormat::LeelaZero);
}
std::string kata_analyze(GtpServer& server, const Arguments& args) {
  return analyze(server, args, AnalysisFormat::KataGo);
}
std::string lz_genmove_analyze(GtpServer& server, const Arguments& args) {
  return genmove_analyze(server, args, AnalysisFormat::LeelaZero);
}
std::string kata_genmove_analyze(GtpServer& server, const Arguments& args) {
  return genmove_analyze(server, args, AnalysisFormat::KataGo);
}

constexpr Command kCommands[] = {
    {"lz-analyze", lz_analyze},
    {"lz-genmove_analyze", lz_genmove_analyze},
    {"kata-analyze", kata_analyze},
    {"kata-genmove_analyze", kata_genmove_analyze},
    // Sabaki's own names take KataGo's format, which it reads as well.
    {"analyze", kata_analyze},
    {"genmove_analyze", kata_genmove_analyze},
};

}  // namespace

std::span<const Command> analysis_commands() {
  return kCommands;
}

}  // namespace kosumi::gtp
