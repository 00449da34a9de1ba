#include "gtp/client/client.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace kosumi::client {
namespace {

using Clock = std::chrono::steady_clock;

// quit() waits no longer than this for the engine's goodbye: the process is
// stopped either way.
constexpr std::chrono::milliseconds kQuitTimeout{5000};

// How much of a bad line an error message quotes.
constexpr std::size_t kQuoteLength = 80;

std::string quoted(std::string_view line) {
  std::string text(line.substr(0, kQuoteLength));
  for (char& c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  }
  return "'" + text + (line.size() > kQuoteLength ? "...'" : "'");
}

std::chrono::milliseconds time_left(Clock::time_point deadline) {
  return std::max(std::chrono::milliseconds(0),
                  std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()));
}

std::string upper(std::string_view text) {
  std::string result(text);
  for (char& c : result)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return result;
}

std::string gtp_color(engine::Player player) {
  return std::string(engine::to_string(player));
}

// The first line of an answer: "=" or "?", an optional id, then a space or nothing.
struct AnswerStart {
  bool success;
  std::optional<int> id;
  std::string text;
};

// The longest id accepted, in digits; more would overflow an int.
constexpr std::size_t kMaxIdDigits = 9;

std::optional<AnswerStart> parse_answer_start(std::string_view line) {
  if (line.empty() || (line[0] != '=' && line[0] != '?')) return std::nullopt;
  AnswerStart start{line[0] == '=', std::nullopt, {}};
  std::size_t i = 1;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])))
    ++i;
  if (i > 1) {
    if (i - 1 > kMaxIdDigits) return std::nullopt;
    start.id = std::stoi(std::string(line.substr(1, i - 1)));
  }
  if (i < line.size()) {
    if (line[i] != ' ' && line[i] != '\t') return std::nullopt;
    start.text = line.substr(i + 1);
  }
  return start;
}

}  // namespace

std::string_view to_string(GtpStatus status) {
  switch (status) {
    case GtpStatus::kSuccess:
      return "success";
    case GtpStatus::kFailure:
      return "failure";
    case GtpStatus::kEngineDied:
      return "engine died";
    case GtpStatus::kTimeout:
      return "timeout";
    case GtpStatus::kMalformed:
      return "malformed response";
  }
  return "?";
}

std::vector<std::string> split_vertices(std::string_view text) {
  std::vector<std::string> vertices;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
      ++i;
    const std::size_t begin = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])))
      ++i;
    if (i > begin) vertices.push_back(upper(text.substr(begin, i - begin)));
  }
  return vertices;
}

GtpClient::GtpClient(Subprocess engine, GtpClientOptions options)
    : engine_(std::move(engine)), options_(options) {}

GtpClient GtpClient::start(std::string_view command_line, GtpClientOptions options,
                           SubprocessOptions process_options) {
  return GtpClient(Subprocess::from_command_line(command_line, std::move(process_options)),
                   options);
}

GtpResponse GtpClient::send(std::string_view command) {
  return send(command, options_.command_timeout);
}

GtpResponse GtpClient::send(std::string_view command, std::chrono::milliseconds timeout) {
  return send_all({std::string(command)}, timeout).front();
}

std::vector<GtpResponse> GtpClient::send_all(const std::vector<std::string>& commands) {
  return send_all(commands, options_.command_timeout);
}

std::vector<GtpResponse> GtpClient::send_all(const std::vector<std::string>& commands,
                                             std::chrono::milliseconds timeout) {
  for (const std::string& command : commands) {
    const bool has_control = std::any_of(command.begin(), command.end(), [](char c) {
      return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f;
    });
    if (command.empty() || has_control) {
      throw std::invalid_argument("not a single GTP command: " + quoted(command));
    }
  }
  std::vector<GtpResponse> responses;
  if (broken_) {
    responses.assign(commands.size(), *broken_);
    return responses;
  }
  const Clock::time_point deadline = Clock::now() + timeout;
  std::vector<std::optional<int>> ids;
  std::string lines;
  for (const std::string& command : commands) {
    if (!lines.empty()) lines += '\n';
    ids.push_back(options_.use_ids ? std::optional<int>(next_id_++) : std::nullopt);
    if (ids.back()) lines += std::to_string(*ids.back()) + " ";
    lines += command;
  }
  if (!engine_.write_line(lines, timeout)) {
    const GtpResponse failure =
        engine_.running()
            ? fail(GtpStatus::kTimeout, "engine does not read its input")
            : fail(GtpStatus::kEngineDied, "engine exited before the command was sent");
    responses.assign(commands.size(), failure);
    return responses;
  }
  for (const std::optional<int>& id : ids) {
    responses.push_back(broken_ ? *broken_ : read_response(id, deadline));
  }
  return responses;
}

GtpResponse GtpClient::fail(GtpStatus status, std::string text, bool breaks) {
  GtpResponse response{status, std::move(text)};
  if (breaks) broken_ = response;
  return response;
}

GtpResponse GtpClient::read_response(std::optional<int> expected_id, Clock::time_point deadline) {
  std::optional<AnswerStart> answer;
  bool skipping_stale = false;  // reading a late answer to an earlier command
  std::size_t length = 0;
  for (;;) {
    ReadResult read = engine_.read_line(time_left(deadline), options_.max_line_length);
    switch (read.status) {
      case ReadStatus::kTimeout:
        if (answer && !skipping_stale) {
          return fail(GtpStatus::kMalformed,
                      "answer not ended by an empty line in time: " + quoted(answer->text));
        }
        return fail(GtpStatus::kTimeout, "no answer in time", !options_.use_ids);
      case ReadStatus::kClosed: {
        const std::optional<int> exit = engine_.exit_status();
        return fail(GtpStatus::kEngineDied,
                    "engine closed its output" +
                        (exit ? " (exit status " + std::to_string(*exit) + ")" : std::string()));
      }
      case ReadStatus::kTooLong:
        return fail(GtpStatus::kMalformed, "line longer than " +
                                               std::to_string(options_.max_line_length) +
                                               " bytes: " + quoted(read.line));
      case ReadStatus::kLine:
        break;
    }
    length += read.line.size() + 1;
    if (length > options_.max_response_length) {
      return fail(GtpStatus::kMalformed,
                  "answer longer than " + std::to_string(options_.max_response_length) + " bytes");
    }
    if (!answer) {
      if (read.line.empty()) continue;  // blank lines between answers are harmless
      answer = parse_answer_start(read.line);
      if (!answer) return fail(GtpStatus::kMalformed, "not a GTP answer: " + quoted(read.line));
      if (expected_id) {
        if (!answer->id || *answer->id > *expected_id) {
          return fail(GtpStatus::kMalformed, "answer with a wrong id: " + quoted(read.line));
        }
        skipping_stale = *answer->id < *expected_id;
      }
      continue;
    }
    if (!read.line.empty()) {
      answer->text += '\n' + read.line;
      continue;
    }
    if (skipping_stale) {
      answer.reset();
      skipping_stale = false;
      length = 0;
      continue;
    }
    return {answer->success ? GtpStatus::kSuccess : GtpStatus::kFailure, std::move(answer->text)};
  }
}

GtpResponse GtpClient::boardsize(int size) {
  return send("boardsize " + std::to_string(size));
}

GtpResponse GtpClient::clear_board() {
  return send("clear_board");
}

GtpResponse GtpClient::komi(double komi) {
  char text[32];
  std::snprintf(text, sizeof text, "komi %g", komi);
  return send(text);
}

GtpResponse GtpClient::play(engine::Player player, std::string_view vertex) {
  return send("play " + gtp_color(player) + " " + std::string(vertex));
}

GtpResponse GtpClient::genmove(engine::Player player) {
  GtpResponse response = send("genmove " + gtp_color(player));
  if (response.ok()) response.text = upper(response.text);
  return response;
}

GtpResponse GtpClient::is_legal(engine::Player player, std::string_view vertex) {
  return send("is_legal " + gtp_color(player) + " " + std::string(vertex));
}

GtpResponse GtpClient::final_score() {
  return send("final_score");
}

std::optional<std::vector<std::string>> GtpClient::list_stones(engine::Player player) {
  const GtpResponse response = send("list_stones " + gtp_color(player));
  if (!response.ok()) return std::nullopt;
  return split_vertices(response.text);
}

void GtpClient::quit() {
  if (!broken_) send("quit", std::min(options_.command_timeout, kQuitTimeout));
  engine_.stop();
}

}  // namespace kosumi::client
