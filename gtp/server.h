#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/types.h"
#include "gtp/facade/go_player.h"
#include "gtp/input.h"

namespace kosumi::gtp {

// A failed command; the message becomes the `? message` response. Use the
// GTP specification's texts where it has one ("syntax error", "illegal
// move", ...).
class GtpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// "syntax error: " and why, as every argument that cannot be read answers.
GtpError syntax_error(std::string_view why);

// The arguments of one command, with typed readers that throw GtpError
// ("syntax error: " and the offending text, unless said otherwise), so
// handlers validate everything before they change anything.
class Arguments {
 public:
  explicit Arguments(std::vector<std::string> words) : words_(std::move(words)) {}

  size_t size() const { return words_.size(); }
  const std::string& text(size_t i) const;
  // Exactly n arguments, or between `low` and `high`.
  void expect(size_t n) const { expect_between(n, n); }
  void expect_between(size_t low, size_t high) const;

  int integer(size_t i) const;
  double real(size_t i) const;  // finite only
  engine::Player color(size_t i) const;
  // A vertex or "pass" on a board of `size`.
  engine::Point vertex(size_t i, int size) const;
  // Argument i in quotes, cut when it is long: for error messages.
  std::string quoted(size_t i) const;

 private:
  std::vector<std::string> words_;
};

// One input line as GTP reads it (control characters, comments and tabs
// dealt with): the command id, empty when there is none, the command's
// name, empty for a line of an id alone, and its arguments. nullopt for a
// line GTP ignores (empty, white space or comment only).
struct CommandLine {
  std::string id;
  std::string name;
  std::vector<std::string> arguments;
};
std::optional<CommandLine> parse_command_line(std::string_view line);

class GtpServer;

// A command handler: reads its arguments, acts on the GoPlayer, returns the
// response text (without "= ").
using Handler = std::string (*)(GtpServer& server, const Arguments& args);

struct Command {
  std::string_view name;
  Handler handler;
};

// The command table: the standard and engine commands (commands.cpp), the
// analysis commands (analysis_commands.cpp) and GoGui's (gogui_commands.cpp).
std::span<const Command> command_table();
std::span<const Command> standard_commands();
std::span<const Command> analysis_commands();
std::span<const Command> gogui_commands();

// What the server writes besides the responses on standard output.
struct ServerOptions {
  // Standard error, for the thinking log and GoGui's live graphics; nullptr
  // writes neither. No line written there starts with `=`, `?`, `info` or
  // `play`, nor holds " -> ": Lizzie reads standard error merged into the
  // responses and would take such lines for its own.
  std::ostream* err = nullptr;
  bool thinking_log = true;  // a line per generated move (off: --quiet)
  bool live_gfx = false;     // GoGui's live graphics during a search
  // The answer to `version` instead of Kosumi's own (Lizzie; see README).
  std::string version;
};

// The name of a command line's command ("quit" for "3 quit # bye"), or ""
// for a line without one.
std::string command_name(std::string_view line);

// The GTP version 2 line protocol over a GoPlayer: preprocessing of input
// lines (control characters, comments, tabs, empty lines), command ids,
// dispatch through the command table, and the `= ...` / `? ...` responses,
// each ending with a blank line.
//
// Most responses are written whole when their command is done. An analysis
// streams its response while it searches: the first line ("=id") at once,
// then lines of progress, until the next input line arrives. run() reads
// the input on a thread of its own (InputQueue) for that, and for GoGui's
// `# interrupt`, which ends a running search early.
class GtpServer {
 public:
  explicit GtpServer(facade::GoPlayer& go_player, ServerOptions options = {})
      : go_player_(go_player), options_(std::move(options)) {}

  // Reads commands until `quit` or the end of input.
  void run(std::istream& in, std::ostream& out);
  // The full response to one input line, or nothing for a line GTP says to
  // ignore (empty, white space or comment only). Outside run() no further
  // input will come: an analysis ends at once, as at the end of input.
  std::optional<std::string> execute(std::string_view line);

  facade::GoPlayer& go_player() { return go_player_; }
  ServerOptions& options() { return options_; }
  // What a controller told about the game, for printsgf.
  struct GameNotes {
    std::string opponent;  // cgos-opponent_name, kept from game to game
    std::string result;    // cgos-gameover, until clear_board
  };
  GameNotes& notes() { return notes_; }
  bool quit_requested() const { return quit_; }
  void request_quit() { quit_ = true; }

  // ---- For the commands that run a while ----------------------------------
  // Whether the next input line (or the end of the input) has arrived.
  bool input_waiting() const { return !input_ || input_->line_waiting(); }
  // Whether GoGui asked to interrupt the running command.
  bool interrupt_waiting() const { return input_ && input_->interrupt_waiting(); }
  // Whether the input has ended (standard input closed).
  bool input_ended() const { return input_ && input_->ended(); }
  // Waits until input_waiting().
  void wait_for_input() const;
  // Starts a streamed response: writes its first line, "=id", at once.
  // What the handler returns then ends the response.
  void begin_stream();
  // Writes one line of a streamed response (beginning it if need be).
  void stream_line(std::string_view line);

 private:
  facade::GoPlayer& go_player_;
  ServerOptions options_;
  GameNotes notes_;
  bool quit_ = false;
  InputQueue* input_ = nullptr;  // while run() runs
  std::ostream* out_ = nullptr;  // while run() runs
  // The command being executed: its id, whether it streams, and what it
  // streamed when there is no `out_` to write to.
  std::string id_;
  bool streaming_ = false;
  std::string streamed_;

  void write_streamed(const std::string& text);
};

}  // namespace kosumi::gtp
