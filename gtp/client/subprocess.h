#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kosumi::client {

// A program could not be started, or its command line could not be split.
class SubprocessError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct SubprocessOptions {
  // Where the child's stderr goes: a file (created or truncated), "/dev/null"
  // by default, or the parent's own stderr when empty.
  std::string stderr_path = "/dev/null";
  // How long stop() waits for the child to exit by itself once its stdin is
  // closed, before it sends SIGKILL.
  std::chrono::milliseconds kill_grace{1000};
};

// Splits a command line the way a POSIX shell splits words: blanks separate
// words, single quotes keep everything literally, double quotes keep blanks
// and allow \" \\ \$ \` escapes, a backslash outside quotes escapes the next
// character. No expansion of variables, globs or redirections (use
// Subprocess::via_shell for those). Throws SubprocessError for an unbalanced
// quote or a trailing backslash.
std::vector<std::string> split_command_line(std::string_view command_line);

enum class ReadStatus {
  kLine,     // a whole line arrived (without its '\n' and a trailing '\r')
  kTimeout,  // no whole line within the time given; what arrived is kept
  kClosed,   // the child closed its stdout (usually: it exited)
  kTooLong,  // the line exceeded the length limit; its rest is skipped
};

struct ReadResult {
  ReadStatus status;
  std::string line;  // the line for kLine; the truncated start for kTooLong
};

// A child process with pipes to its stdin and stdout, for talking to a
// line-based program such as a GTP engine.
//
// Nothing here can hang or crash the caller: every read and write has a
// deadline, writing to a child that has gone returns false instead of
// raising SIGPIPE (stdin is a socket written with MSG_NOSIGNAL, so the
// process-wide signal disposition stays untouched), and the destructor stops
// and reaps the child, SIGKILL after the grace period. The child runs in its
// own process group, so the kill also reaches the programs a shell started.
// Not thread-safe: one thread uses a Subprocess at a time.
class Subprocess {
 public:
  // Runs argv[0] (looked up on PATH) with the arguments argv[1..]. Throws
  // SubprocessError if argv is empty or the program cannot be executed.
  explicit Subprocess(const std::vector<std::string>& argv, SubprocessOptions options = {});
  // split_command_line, then the constructor above.
  static Subprocess from_command_line(std::string_view command_line,
                                      SubprocessOptions options = {});
  // Runs `/bin/sh -c command`: the shell does the parsing and redirections.
  static Subprocess via_shell(std::string_view command, SubprocessOptions options = {});

  Subprocess(Subprocess&& other) noexcept;
  Subprocess& operator=(Subprocess&& other) noexcept;
  Subprocess(const Subprocess&) = delete;
  Subprocess& operator=(const Subprocess&) = delete;
  ~Subprocess();

  // Writes `line` and a '\n'. False if the child no longer reads its stdin
  // (exited, closed it) or did not take the bytes within `timeout`; part of
  // the line may have been written then.
  bool write_line(std::string_view line, std::chrono::milliseconds timeout);
  // The next line of the child's stdout, waiting at most `timeout`.
  ReadResult read_line(std::chrono::milliseconds timeout, std::size_t max_length = 1 << 20);

  // True until the child has exited. An exited child stays a zombie until
  // stop() (or the destructor) reaps it.
  bool running();
  // The exit code, or 128 + signal number for a child killed by a signal;
  // nullopt while it runs. Still available after stop().
  std::optional<int> exit_status();
  // Signals end of input to the child.
  void close_stdin();
  // Closes stdin, waits up to the grace period for the child to exit, then
  // kills its process group with SIGKILL (also when the child itself has
  // exited, to end what it left running), and reaps it. Returns the exit
  // status as exit_status() gives it. Idempotent.
  int stop();

  pid_t pid() const { return pid_; }

 private:
  void close_fds();
  bool has_exited();

  SubprocessOptions options_;
  pid_t pid_ = -1;
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  std::string buffer_;  // bytes read from stdout that are not yet a whole line
  bool skipping_long_line_ = false;
  bool exited_ = false;
  bool reaped_elsewhere_ = false;  // exit status unknown (-1); nothing to kill
  int status_ = 0;
};

}  // namespace kosumi::client
