#pragma once

// The real `kosumi` binary for end-to-end tests: started with arguments,
// driven through pipes, its answers read line by line.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtp/client/subprocess.h"

namespace kosumi::cli {

inline constexpr std::chrono::milliseconds kAnswerTimeout{20000};
// How long to wait to be sure that no second response follows the first.
inline constexpr std::chrono::milliseconds kQuiet{30};

inline std::vector<std::string> kosumi_command(std::vector<std::string> args) {
  args.insert(args.begin(), KOSUMI_BINARY);
  return args;
}

inline client::SubprocessOptions quick_stop() {
  client::SubprocessOptions options;
  options.kill_grace = std::chrono::milliseconds(2000);
  return options;
}

// `kosumi gtp` on 9x9 with a tiny seeded search on one thread (so the
// session is the same every run); lines are sent raw so that malformed input
// can be sent too, and responses are read line by line.
class KosumiGtp {
 public:
  explicit KosumiGtp(std::vector<std::string> args = {"--size", "9", "--playouts", "50", "--seed",
                                                      "1", "--threads", "1"},
                     client::SubprocessOptions options = quick_stop())
      : process_(kosumi_command(with_gtp(std::move(args))), std::move(options)) {}

  // Sends one line and returns the one response it must produce, checking
  // its form: "=" or "?", the id when `id` is given, lines up to an empty
  // line, and nothing after it.
  std::string exchange(std::string_view line, const std::string& id = "") {
    EXPECT_TRUE(process_.write_line(line, kAnswerTimeout));
    std::string response;
    for (;;) {
      const client::ReadResult r = process_.read_line(kAnswerTimeout);
      if (r.status != client::ReadStatus::kLine) {
        ADD_FAILURE() << "no complete response to '" << line.substr(0, 80) << "'";
        return response;
      }
      if (r.line.empty()) break;
      response += r.line + "\n";
    }
    EXPECT_TRUE(response.starts_with("=" + id + " ") || response.starts_with("?" + id + " "))
        << response;
    EXPECT_NE(process_.read_line(kQuiet).status, client::ReadStatus::kLine)
        << "a second response to '" << line.substr(0, 80) << "'";
    return response;
  }
  std::string ok(std::string_view line) {
    const std::string r = exchange(line);
    EXPECT_TRUE(r.starts_with("= ")) << line << " -> " << r;
    return r.size() >= 3 ? r.substr(2, r.size() - 3) : r;
  }
  std::string error(std::string_view line) {
    const std::string r = exchange(line);
    EXPECT_TRUE(r.starts_with("? ")) << line << " -> " << r;
    return r.size() >= 3 ? r.substr(2, r.size() - 3) : r;
  }
  std::string state() {
    return ok("showboard") + ok("list_stones black") + ok("list_stones white") + ok("printsgf");
  }
  client::Subprocess& process() { return process_; }

 private:
  static std::vector<std::string> with_gtp(std::vector<std::string> args) {
    args.insert(args.begin(), "gtp");
    return args;
  }

  client::Subprocess process_;
};

// The exit status and stdout of `command` with `input` on its stdin.
inline std::pair<int, std::string> run_command(std::vector<std::string> command,
                                               std::string_view input = "") {
  client::Subprocess p(std::move(command), quick_stop());
  if (!input.empty()) p.write_line(input, kAnswerTimeout);
  p.close_stdin();
  std::string out;
  for (client::ReadResult r = p.read_line(kAnswerTimeout); r.status == client::ReadStatus::kLine;
       r = p.read_line(kAnswerTimeout)) {
    out += r.line + "\n";
  }
  return {p.stop(), out};
}

// The exit status and stdout of `kosumi ARGS` with `input` on its stdin.
inline std::pair<int, std::string> run_kosumi(std::vector<std::string> args,
                                              std::string_view input = "") {
  return run_command(kosumi_command(std::move(args)), input);
}

// The exit status and what `kosumi ARGS` wrote on stdout and stderr, in
// one stream. The arguments must not hold a single quote.
inline std::pair<int, std::string> run_kosumi_with_errors(const std::vector<std::string>& args) {
  std::string line = "exec '" + std::string(KOSUMI_BINARY) + "'";
  for (const std::string& arg : args)
    line += " '" + arg + "'";
  return run_command({"/bin/sh", "-c", line + " 2>&1"});
}

}  // namespace kosumi::cli
