#include "gtp/server.h"

#include <algorithm>
#include <cmath>
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>
#include <utility>

#include "engine/coord.h"
#include "engine/parse.h"

namespace kosumi::gtp {
namespace {

// GTP 2 spec, section 3.1: drop control characters other than HT and LF,
// cut a comment at '#', turn HT into a space.
std::string preprocess(std::string_view line) {
  std::string clean;
  for (char c : line) {
    if (c == '#') break;
    const auto u = static_cast<unsigned char>(c);
    if (c == '\t') {
      clean += ' ';
    } else if (u >= 32 && u != 127) {
      clean += c;
    }
  }
  return clean;
}

std::vector<std::string> split_words(std::string_view text) {
  std::vector<std::string> words;
  std::istringstream in{std::string(text)};
  for (std::string word; in >> word;)
    words.push_back(word);
  return words;
}

bool all_digits(std::string_view word) {
  return !word.empty() &&
         std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A response must not contain an empty line, which would end it early.
std::string without_empty_lines(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\n' && !out.empty() && out.back() == '\n') continue;
    out += c;
  }
  while (!out.empty() && out.back() == '\n')
    out.pop_back();
  return out;
}

}  // namespace

GtpError syntax_error(std::string_view why) {
  return GtpError("syntax error: " + std::string(why));
}

const std::string& Arguments::text(size_t i) const {
  if (i >= words_.size()) throw syntax_error("argument " + std::to_string(i + 1) + " is missing");
  return words_[i];
}

void Arguments::expect_between(size_t low, size_t high) const {
  if (words_.size() >= low && words_.size() <= high) return;
  const std::string wanted =
      low == high ? std::to_string(low) : std::to_string(low) + " to " + std::to_string(high);
  throw syntax_error("expected " + wanted + (wanted == "1" ? " argument" : " arguments") +
                     ", got " + std::to_string(words_.size()));
}

std::string Arguments::quoted(size_t i) const {
  // A word of a megabyte is shown by its start.
  constexpr size_t kShown = 40;
  const std::string& w = text(i);
  return "'" + (w.size() > kShown ? w.substr(0, kShown) + "..." : w) + "'";
}

int Arguments::integer(size_t i) const {
  const std::optional<int> value = engine::try_parse<int>(text(i));
  if (!value) throw syntax_error(quoted(i) + " is not an integer");
  return *value;
}

double Arguments::real(size_t i) const {
  const std::optional<double> value = engine::try_parse<double>(text(i));
  if (!value || !std::isfinite(*value)) throw syntax_error(quoted(i) + " is not a finite number");
  return *value;
}

engine::Player Arguments::color(size_t i) const {
  const auto player = engine::parse_player(text(i));
  if (!player) throw syntax_error(quoted(i) + " is not a color (black or white)");
  return *player;
}

engine::Point Arguments::vertex(size_t i, int size) const {
  const auto point = engine::parse_point(text(i), size);
  if (!point) {
    throw syntax_error(quoted(i) + " is not a vertex of the " + std::to_string(size) + "x" +
                       std::to_string(size) + " board");
  }
  return *point;
}

std::optional<CommandLine> parse_command_line(std::string_view line) {
  std::vector<std::string> words = split_words(preprocess(line));
  if (words.empty()) return std::nullopt;
  CommandLine command;
  auto next = words.begin();
  if (all_digits(*next)) command.id = *next++;
  if (next != words.end()) command.name = *next++;
  command.arguments.assign(next, words.end());
  return command;
}

std::string command_name(std::string_view line) {
  const std::optional<CommandLine> parsed = parse_command_line(line);
  return parsed ? parsed->name : "";
}

std::span<const Command> command_table() {
  static const std::vector<Command> table = [] {
    std::vector<Command> all;
    for (const auto part : {standard_commands(), analysis_commands(), gogui_commands()})
      all.insert(all.end(), part.begin(), part.end());
    return all;
  }();
  return table;
}

std::optional<std::string> GtpServer::execute(std::string_view line) {
  std::optional<CommandLine> parsed = parse_command_line(line);
  if (!parsed) return std::nullopt;
  id_ = parsed->id;
  streaming_ = false;
  streamed_.clear();
  const auto respond = [&](char status, std::string_view text) {
    const std::string body = without_empty_lines(text);
    return std::string(1, status) + id_ + " " + body + "\n\n";
  };
  // A streamed response has written its first line; what follows ends it.
  const auto end_stream = [&](std::string_view text) {
    const std::string body = without_empty_lines(text);
    return std::exchange(streamed_, "") + (body.empty() ? "" : body + "\n") + "\n";
  };
  if (parsed->name.empty()) return respond('?', "syntax error");
  const auto table = command_table();
  const auto command = std::find_if(table.begin(), table.end(),
                                    [&](const Command& c) { return c.name == parsed->name; });
  if (command == table.end()) return respond('?', "unknown command");
  try {
    std::string text = command->handler(*this, Arguments(std::move(parsed->arguments)));
    return streaming_ ? end_stream(text) : respond('=', text);
  } catch (const std::exception& e) {
    // GtpError carries the specification's text; anything else (a file
    // that cannot be read, say) its own message. Either way one response,
    // unless a streamed one has begun: that one just ends.
    return streaming_ ? end_stream("") : respond('?', e.what());
  }
}

void GtpServer::begin_stream() {
  if (streaming_) return;
  streaming_ = true;
  write_streamed("=" + id_ + "\n");
}

void GtpServer::stream_line(std::string_view line) {
  begin_stream();
  write_streamed(without_empty_lines(line) + "\n");
}

void GtpServer::write_streamed(const std::string& text) {
  if (out_) {
    *out_ << text << std::flush;
  } else {
    streamed_ += text;
  }
}

void GtpServer::wait_for_input() const {
  if (input_) input_->wait_for_line();
}

void GtpServer::run(std::istream& in, std::ostream& out) {
  InputQueue input(in, [](const std::string& line) { return command_name(line) == "quit"; });
  input_ = &input;
  out_ = &out;
  while (const std::optional<std::string> line = input.next()) {
    if (const auto response = execute(*line)) out << *response << std::flush;
    if (command_name(*line) == "quit") input.resume_after_pause(quit_);
    if (quit_) break;
  }
  input_ = nullptr;
  out_ = nullptr;
  go_player_.stop_pondering();
}

}  // namespace kosumi::gtp
