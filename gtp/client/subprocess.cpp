#include "gtp/client/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>
#include <utility>

extern char** environ;

namespace kosumi::client {
namespace {

using Clock = std::chrono::steady_clock;

// How often stop() looks whether the child has exited during its grace period.
constexpr std::chrono::milliseconds kReapPollInterval{5};
constexpr std::size_t kReadChunk = 4096;

int remaining_ms(Clock::time_point deadline) {
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
  return left.count() > 0 ? static_cast<int>(left.count()) : 0;
}

// poll() on one descriptor until `events` or the deadline; false on timeout.
// Error and hang-up conditions count as ready, so the following call reports them.
bool wait_ready(int fd, short events, Clock::time_point deadline) {
  for (;;) {
    pollfd p{fd, events, 0};
    const int n = poll(&p, 1, remaining_ms(deadline));
    if (n > 0) return true;
    if (n == 0) return false;
    if (errno != EINTR) return true;
  }
}

void set_nonblocking(int fd) {
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
}

void close_if_open(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

std::string errno_text(int error) {
  return std::strerror(error);
}

// Owns the posix_spawn attribute and file-action objects for one spawn.
struct SpawnSetup {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  SpawnSetup() {
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;
};

}  // namespace

std::vector<std::string> split_command_line(std::string_view command_line) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < command_line.size(); ++i) {
    const char c = command_line[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(std::exchange(word, {}));
      in_word = false;
      continue;
    }
    in_word = true;
    if (c == '\\') {
      if (++i == command_line.size()) throw SubprocessError("command line ends with a backslash");
      word += command_line[i];
    } else if (c == '\'') {
      const std::size_t end = command_line.find('\'', i + 1);
      if (end == std::string_view::npos) throw SubprocessError("unbalanced ' in command line");
      word.append(command_line.substr(i + 1, end - i - 1));
      i = end;
    } else if (c == '"') {
      for (++i;; ++i) {
        if (i >= command_line.size()) throw SubprocessError("unbalanced \" in command line");
        const char q = command_line[i];
        if (q == '"') break;
        if (q == '\\' && i + 1 < command_line.size() &&
            std::string_view("\"\\$`").find(command_line[i + 1]) != std::string_view::npos) {
          ++i;
        }
        word += command_line[i];
      }
    } else {
      word += c;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

Subprocess::Subprocess(const std::vector<std::string>& argv, SubprocessOptions options)
    : options_(std::move(options)) {
  if (argv.empty()) throw SubprocessError("empty command line");
  int to_child[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, to_child) != 0) {
    throw SubprocessError("socketpair: " + errno_text(errno));
  }
  int from_child[2];
  if (pipe2(from_child, O_CLOEXEC) != 0) {
    const int error = errno;
    close(to_child[0]);
    close(to_child[1]);
    throw SubprocessError("pipe: " + errno_text(error));
  }

  SpawnSetup setup;
  posix_spawn_file_actions_adddup2(&setup.actions, to_child[1], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&setup.actions, from_child[1], STDOUT_FILENO);
  if (!options_.stderr_path.empty()) {
    posix_spawn_file_actions_addopen(&setup.actions, STDERR_FILENO, options_.stderr_path.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
  }
  // Own process group, so stop() can kill what a shell started too; default
  // signal handling and an empty mask whatever the parent has set up.
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigset_t empty_mask;
  sigemptyset(&empty_mask);
  posix_spawnattr_setflags(&setup.attributes,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&setup.attributes, 0);
  posix_spawnattr_setsigdefault(&setup.attributes, &defaults);
  posix_spawnattr_setsigmask(&setup.attributes, &empty_mask);

  std::vector<char*> c_argv;
  for (const std::string& arg : argv)
    c_argv.push_back(const_cast<char*>(arg.c_str()));
  c_argv.push_back(nullptr);
  const int error =
      posix_spawnp(&pid_, c_argv[0], &setup.actions, &setup.attributes, c_argv.data(), environ);
  close(to_child[1]);
  close(from_child[1]);
  if (error != 0) {
    close(to_child[0]);
    close(from_child[0]);
    pid_ = -1;
    throw SubprocessError("cannot run '" + argv[0] + "': " + errno_text(error));
  }
  stdin_fd_ = to_child[0];
  stdout_fd_ = from_child[0];
  shutdown(stdin_fd_, SHUT_RD);
  set_nonblocking(stdin_fd_);
  set_nonblocking(stdout_fd_);
}

Subprocess Subprocess::from_command_line(std::string_view command_line, SubprocessOptions options) {
  return Subprocess(split_command_line(command_line), std::move(options));
}

Subprocess Subprocess::via_shell(std::string_view command, SubprocessOptions options) {
  return Subprocess({"/bin/sh", "-c", std::string(command)}, std::move(options));
}

Subprocess::Subprocess(Subprocess&& other) noexcept
    : options_(std::move(other.options_)),
      pid_(std::exchange(other.pid_, -1)),
      stdin_fd_(std::exchange(other.stdin_fd_, -1)),
      stdout_fd_(std::exchange(other.stdout_fd_, -1)),
      buffer_(std::move(other.buffer_)),
      skipping_long_line_(other.skipping_long_line_),
      exited_(other.exited_),
      reaped_elsewhere_(other.reaped_elsewhere_),
      status_(other.status_) {}

Subprocess& Subprocess::operator=(Subprocess&& other) noexcept {
  if (this != &other) {
    stop();
    options_ = std::move(other.options_);
    pid_ = std::exchange(other.pid_, -1);
    stdin_fd_ = std::exchange(other.stdin_fd_, -1);
    stdout_fd_ = std::exchange(other.stdout_fd_, -1);
    buffer_ = std::move(other.buffer_);
    skipping_long_line_ = other.skipping_long_line_;
    exited_ = other.exited_;
    reaped_elsewhere_ = other.reaped_elsewhere_;
    status_ = other.status_;
  }
  return *this;
}

Subprocess::~Subprocess() {
  stop();
}

bool Subprocess::write_line(std::string_view line, std::chrono::milliseconds timeout) {
  if (stdin_fd_ < 0) return false;
  const Clock::time_point deadline = Clock::now() + timeout;
  std::string data(line);
  data += '\n';
  std::size_t sent = 0;
  while (sent < data.size()) {
    const ssize_t n =
        send(stdin_fd_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      sent += static_cast<std::size_t>(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      if (!wait_ready(stdin_fd_, POLLOUT, deadline) && Clock::now() >= deadline) return false;
    } else {
      return false;
    }
  }
  return true;
}

ReadResult Subprocess::read_line(std::chrono::milliseconds timeout, std::size_t max_length) {
  const Clock::time_point deadline = Clock::now() + timeout;
  for (;;) {
    const std::size_t newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (std::exchange(skipping_long_line_, false)) continue;
      if (line.size() > max_length) {
        line.resize(max_length);
        return {ReadStatus::kTooLong, std::move(line)};
      }
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return {ReadStatus::kLine, std::move(line)};
    }
    if (skipping_long_line_) {
      buffer_.clear();
    } else if (buffer_.size() > max_length) {
      std::string start = buffer_.substr(0, max_length);
      buffer_.clear();
      skipping_long_line_ = true;
      return {ReadStatus::kTooLong, std::move(start)};
    }
    if (stdout_fd_ < 0) return {ReadStatus::kClosed, {}};
    if (!wait_ready(stdout_fd_, POLLIN, deadline)) return {ReadStatus::kTimeout, {}};
    char chunk[kReadChunk];
    const ssize_t n = read(stdout_fd_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(n));
    } else if (n == 0 || (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)) {
      close_if_open(stdout_fd_);
      // A last line without its '\n' still counts as a line.
      if (!buffer_.empty() && !skipping_long_line_) buffer_ += '\n';
    } else if (Clock::now() >= deadline) {
      return {ReadStatus::kTimeout, {}};
    }
  }
}

bool Subprocess::has_exited() {
  if (pid_ < 0 || exited_) return true;
  // WNOWAIT leaves the child a zombie until stop() reaps it, so its pid (and
  // process group id) cannot be reused before stop() has killed the group.
  siginfo_t info{};
  int result;
  do {
    result = waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
  } while (result < 0 && errno == EINTR);
  if (result == 0 && info.si_pid == pid_) {
    exited_ = true;
    status_ = info.si_code == CLD_EXITED ? info.si_status : 128 + info.si_status;
  } else if (result < 0 && errno == ECHILD) {
    // Reaped elsewhere (SIGCHLD ignored, or a waitpid(-1) in the program):
    // the pid may already belong to another process, so stop() leaves it be.
    exited_ = true;
    reaped_elsewhere_ = true;
    status_ = -1;
  }
  return exited_;
}

bool Subprocess::running() {
  return !has_exited();
}

std::optional<int> Subprocess::exit_status() {
  if (pid_ < 0 && !exited_) return std::nullopt;
  if (!has_exited()) return std::nullopt;
  return status_;
}

void Subprocess::close_stdin() {
  close_if_open(stdin_fd_);
}

void Subprocess::close_fds() {
  close_if_open(stdin_fd_);
  close_if_open(stdout_fd_);
}

int Subprocess::stop() {
  if (pid_ < 0) return status_;
  close_stdin();
  const Clock::time_point deadline = Clock::now() + options_.kill_grace;
  while (!has_exited() && Clock::now() < deadline) {
    std::this_thread::sleep_for(kReapPollInterval);
  }
  if (!reaped_elsewhere_) {
    // Also ends what the child left behind in its group (e.g. a shell's children).
    kill(-pid_, SIGKILL);
    int status = 0;
    pid_t result;
    do {
      result = waitpid(pid_, &status, 0);
    } while (result < 0 && errno == EINTR);
    if (!exited_ && result == pid_) {
      status_ = WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
    }
  }
  exited_ = true;
  close_fds();
  pid_ = -1;
  return status_;
}

}  // namespace kosumi::client
