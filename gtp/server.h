#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/types.h"
#include "gtp/session.h"

namespace kosumi::gtp {

// A failed command; the message becomes the `? message` response. Use the
// GTP specification's texts where it has one ("syntax error", "illegal
// move", ...).
class GtpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The arguments of one command, with typed readers that throw GtpError
// ("syntax error" unless said otherwise), so handlers validate everything
// before they change anything.
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

// A command handler: reads its arguments, acts on the session, returns the
// response text (without "= ").
using Handler = std::string (*)(GtpServer& server, const Arguments& args);

struct Command {
  std::string_view name;
  Handler handler;
};

// The command table (commands.cpp).
std::span<const Command> command_table();

// The GTP version 2 line protocol over a Session: preprocessing of input
// lines (control characters, comments, tabs, empty lines), command ids,
// dispatch through the command table, and the `= ...` / `? ...` responses,
// each ending with a blank line.
class GtpServer {
 public:
  explicit GtpServer(Session& session) : session_(session) {}

  // Reads commands until `quit` or the end of input.
  void run(std::istream& in, std::ostream& out);
  // The full response to one input line, or nothing for a line GTP says to
  // ignore (empty, white space or comment only).
  std::optional<std::string> execute(std::string_view line);

  Session& session() { return session_; }
  bool quit_requested() const { return quit_; }
  void request_quit() { quit_ = true; }

 private:
  Session& session_;
  bool quit_ = false;
};

}  // namespace kosumi::gtp
