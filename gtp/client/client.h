#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/types.h"
#include "gtp/client/subprocess.h"

namespace kosumi::client {

enum class GtpStatus {
  kSuccess,     // "= ..."
  kFailure,     // "? ...": the engine refused the command; the text says why
  kEngineDied,  // the engine exited or closed its stdout before answering
  kTimeout,     // no complete answer within the command's time limit
  kMalformed,   // the engine wrote something that is not a GTP response
};

std::string_view to_string(GtpStatus status);

struct GtpResponse {
  GtpStatus status = GtpStatus::kMalformed;
  // kSuccess / kFailure: the response without "=", "?", the id and the space
  // after them; lines of a multi-line response joined with '\n'.
  // Otherwise: what went wrong, for the caller's error message.
  std::string text;

  bool ok() const { return status == GtpStatus::kSuccess; }
};

struct GtpClientOptions {
  std::chrono::milliseconds command_timeout{30000};
  // Number the commands ("12 genmove b") and check the ids of the answers.
  // With ids, an answer that arrives after its command timed out is
  // recognised and skipped, so the client stays usable after a timeout.
  bool use_ids = false;
  // Longest accepted line and whole response; longer counts as malformed.
  std::size_t max_line_length = 1 << 16;
  std::size_t max_response_length = 1 << 20;
};

// The controller side of GTP version 2 (https://www.lysator.liu.se/~gunnar/gtp/):
// sends commands to an engine running in a Subprocess and reads its answers.
//
// The engine's output is never trusted: garbage, an overlong answer or an
// answer without its terminating empty line gives kMalformed, silence
// kTimeout, an exit kEngineDied. After kMalformed or kEngineDied (and after
// kTimeout without ids) the exchange is out of step, so the client is broken()
// and every later command answers that status again without being sent.
class GtpClient {
 public:
  explicit GtpClient(Subprocess engine, GtpClientOptions options = {});
  // Starts the engine from a command line split like a shell's.
  static GtpClient start(std::string_view command_line, GtpClientOptions options = {},
                         SubprocessOptions process_options = {});

  // Sends one command (without its newline) and waits for the answer, for
  // the default or the given time. Throws std::invalid_argument for a
  // command that is empty or holds a control character such as a newline.
  GtpResponse send(std::string_view command);
  GtpResponse send(std::string_view command, std::chrono::milliseconds timeout);

  // Sends several commands at once and then reads their answers, in order,
  // all within the default or the given time: one round trip instead of one
  // per command. The answers are read only after all commands are written,
  // so the commands should fit the socket buffer to the engine (over 100 kB
  // on Linux); a larger batch can time out, never hang. Throws like send()
  // before sending anything.
  std::vector<GtpResponse> send_all(const std::vector<std::string>& commands);
  std::vector<GtpResponse> send_all(const std::vector<std::string>& commands,
                                    std::chrono::milliseconds timeout);

  bool broken() const { return broken_.has_value(); }
  Subprocess& process() { return engine_; }

  // Convenience wrappers for common commands. Vertices are GTP text ("D4",
  // "pass", "resign"); colours are written as "black" / "white".
  GtpResponse boardsize(int size);
  GtpResponse clear_board();
  GtpResponse komi(double komi);
  GtpResponse play(engine::Player player, std::string_view vertex);
  GtpResponse genmove(engine::Player player);  // text: the vertex, upper case
  GtpResponse is_legal(engine::Player player, std::string_view vertex);  // text "1" or "0"
  GtpResponse final_score();
  // The vertices of the player's stones, upper case, in the engine's order.
  // nullopt unless the command succeeds.
  std::optional<std::vector<std::string>> list_stones(engine::Player player);
  // Sends "quit", then stops the process (SIGKILL after its grace period).
  void quit();

 private:
  GtpResponse read_response(std::optional<int> expected_id,
                            std::chrono::steady_clock::time_point deadline);
  GtpResponse fail(GtpStatus status, std::string text, bool breaks = true);

  Subprocess engine_;
  GtpClientOptions options_;
  int next_id_ = 1;
  std::optional<GtpResponse> broken_;  // the failure that put the client out of step
};

// Upper-cases a GTP vertex and splits list_stones-style output into vertices.
std::vector<std::string> split_vertices(std::string_view text);

}  // namespace kosumi::client
