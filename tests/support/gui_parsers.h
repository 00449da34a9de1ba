#pragma once

// How the GUIs that Kosumi's analysis is for read an analysis line, written
// out from the rules of their own parsers, so that a test fails where a GUI
// would misread or drop what Kosumi writes:
// - Sabaki (src/modules/enginesyncer.js, parseAnalysis): the line is cut at
//   every "info"; in each part the principal variation is the run of
//   vertices at its end (matched by the regular expression below, cut at
//   the first pass); the tokens before it, less the last ("pv"), are taken
//   as key-value pairs; parts whose move is not a vertex are dropped; a
//   win rate with a '.' is a probability, else hundredths of a percent.
// - Lizzie (analysis/Leelaz.java and MoveData.java): the line without its
//   first "info " is split at " info ", each part at single spaces into
//   key-value pairs up to "pv"; visits and (Leela Zero's) win rate go
//   through Integer.parseInt, KataGo's win rate through parseDouble; a line
//   with "ownership" has its values after that word. An answer to `version`
//   warns unless its second number is 15 or more, except for KataGo: a name
//   starting "KataGo" or an engine command line holding "override-version".
#include <cctype>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/parse.h"

namespace kosumi::gui {

struct SabakiMove {
  std::string move;
  int visits = 0;
  double winrate_percent = 0;
  std::optional<double> score_lead;
  std::vector<std::string> variation;
};

inline std::vector<std::string> split_on_blanks(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;)
    words.push_back(w);
  return words;
}

inline bool is_vertex(const std::string& word) {
  return std::regex_match(word, std::regex("[A-Za-z]\\d+"));
}

// Sabaki's reading; nullopt where Sabaki's own code would throw.
inline std::optional<std::vector<SabakiMove>> sabaki_parse(const std::string& line) {
  std::vector<std::string> parts;
  const std::regex separator("\\s*info\\s+");
  std::sregex_token_iterator it(line.begin(), line.end(), separator, -1);
  for (; it != std::sregex_token_iterator(); ++it)
    parts.push_back(*it);
  std::vector<SabakiMove> moves;
  for (size_t i = 1; i < parts.size(); ++i) {
    std::string part = parts[i];
    while (!part.empty() && std::isspace(static_cast<unsigned char>(part.back())))
      part.pop_back();
    std::smatch pv;
    if (!std::regex_search(part, pv,
                           std::regex("(pass|[A-Za-z]\\d+)(\\s+(pass|[A-Za-z]\\d+))*$"))) {
      continue;
    }
    std::string variation_text = pv.str(0);
    if (const size_t pass = variation_text.find("pass"); pass != std::string::npos) {
      variation_text = variation_text.substr(0, pass);
    }
    std::vector<std::string> tokens =
        split_on_blanks(part.substr(0, static_cast<size_t>(pv.position(0))));
    if (!tokens.empty()) tokens.pop_back();
    SabakiMove m;
    std::optional<std::string> winrate;
    for (size_t k = 0; k + 1 < tokens.size(); k += 2) {
      if (tokens[k] == "move") m.move = tokens[k + 1];
      if (tokens[k] == "visits") m.visits = std::stoi(tokens[k + 1]);
      if (tokens[k] == "winrate") winrate = tokens[k + 1];
      if (tokens[k] == "scoreLead") m.score_lead = std::stod(tokens[k + 1]);
    }
    if (!is_vertex(m.move)) continue;
    // Sabaki reads winrate.includes('.') of an absent win rate: a throw.
    if (!winrate) return std::nullopt;
    m.winrate_percent = winrate->find('.') != std::string::npos ? std::stod(*winrate) * 100
                                                                : std::stod(*winrate) / 100;
    for (const std::string& v : split_on_blanks(variation_text)) {
      if (v.size() >= 2) m.variation.push_back(v);
    }
    moves.push_back(m);
  }
  return moves;
}

struct LizzieMove {
  std::string coordinate;
  int playouts = 0;
  double winrate_percent = 0;
  std::vector<std::string> variation;
};

// Java's Integer.parseInt: an optional sign and digits, nothing else.
inline std::optional<int> java_parse_int(std::string_view text) {
  if (text.starts_with('+')) text.remove_prefix(1);
  return kosumi::engine::try_parse<int>(text);
}

inline std::vector<std::string> split_exact(const std::string& text, const std::string& by) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t at; (at = text.find(by, start)) != std::string::npos; start = at + by.size())
    out.push_back(text.substr(start, at - start));
  out.push_back(text.substr(start));
  return out;
}

// Lizzie's reading of a line of lz-analyze (kata = false) or kata-analyze;
// nullopt where Lizzie would throw (and lose its reader thread).
inline std::optional<std::vector<LizzieMove>> lizzie_parse(const std::string& line, bool kata) {
  if (!line.starts_with("info")) return std::nullopt;
  std::string body = line.substr(5);
  if (kata) body = split_exact(body, "ownership").front();
  std::vector<LizzieMove> moves;
  for (const std::string& part : split_exact(body, " info ")) {
    std::string trimmed = part;
    while (!trimmed.empty() && trimmed.back() == ' ')
      trimmed.pop_back();
    while (!trimmed.empty() && trimmed.front() == ' ')
      trimmed.erase(trimmed.begin());
    if (trimmed.empty()) continue;
    const std::vector<std::string> data = split_exact(trimmed, " ");
    LizzieMove m;
    for (size_t i = 0; i < data.size(); ++i) {
      if (data[i] == "pv") {
        m.variation.assign(data.begin() + static_cast<long>(i) + 1, data.end());
        break;
      }
      if (i + 1 >= data.size()) return std::nullopt;  // ArrayIndexOutOfBounds
      const std::string& value = data[++i];
      if (data[i - 1] == "move") m.coordinate = value;
      if (data[i - 1] == "visits") {
        const auto v = java_parse_int(value);
        if (!v) return std::nullopt;
        m.playouts = *v;
      }
      if (data[i - 1] == "winrate") {
        if (kata) {
          m.winrate_percent = std::stod(value) * 100;
        } else {
          const auto v = java_parse_int(value);
          if (!v) return std::nullopt;
          m.winrate_percent = *v / 100.0;
        }
      }
    }
    moves.push_back(m);
  }
  return moves;
}

// Lizzie's values after "ownership" (parseDouble of each word).
inline std::optional<std::vector<double>> lizzie_ownership(const std::string& line) {
  const std::vector<std::string> halves = split_exact(line, "ownership");
  if (halves.size() < 2) return std::nullopt;
  std::string values = halves[1];
  while (!values.empty() && values.front() == ' ')
    values.erase(values.begin());
  while (!values.empty() && values.back() == ' ')
    values.pop_back();
  std::vector<double> out;
  for (const std::string& v : split_exact(values, " ")) {
    size_t used = 0;
    out.push_back(std::stod(v, &used));
    if (used != v.size()) return std::nullopt;
  }
  return out;
}

// Whether Lizzie shows its "requires version 0.15" warning for an engine.
// nullopt where its check would throw instead.
inline std::optional<bool> lizzie_warns_about_version(const std::string& command_line,
                                                      const std::string& name,
                                                      const std::string& version) {
  std::string lower = command_line;
  for (char& c : lower)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.find("override-version") != std::string::npos || name.starts_with("KataGo")) {
    return false;
  }
  const std::vector<std::string> numbers = split_exact(split_exact(version, " ").front(), ".");
  if (numbers.size() < 2) return std::nullopt;
  const auto minor = java_parse_int(numbers[1]);
  if (!minor) return std::nullopt;
  return *minor < 15;
}

}  // namespace kosumi::gui
