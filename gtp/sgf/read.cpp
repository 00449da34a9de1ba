// Reading SGF text: a flat scan of the collection that keeps the properties
// of the first game tree's main line, then their meaning for a Go record.
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/coord.h"
#include "engine/parse.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::sgf {
namespace {

using engine::Player;
using engine::Point;

struct Property {
  std::string ident;
  std::vector<std::string> values;
  size_t offset;  // where the identifier starts, for error messages
};
using Node = std::vector<Property>;

std::string describe_offset(std::string_view text, size_t offset) {
  const size_t end = std::min(offset, text.size());
  int line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return "line " + std::to_string(line) + ", column " + std::to_string(end - line_start + 1);
}

[[noreturn]] void fail(std::string_view text, size_t offset, const std::string& what) {
  throw SgfError("SGF " + describe_offset(text, offset) + ": " + what);
}

bool is_space(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}
bool is_upper(char c) {
  return c >= 'A' && c <= 'Z';
}
bool is_lower(char c) {
  return c >= 'a' && c <= 'z';
}

// The syntax of a collection, without recursion so that deeply nested
// garbage cannot exhaust the stack. In the flat text the main line is every
// node before the first ')': each '(' met until then opens the first
// variation of the tree around it.
class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {}

  // The main line of the collection's next game tree; nullopt after the
  // last (a collection without any tree is an error).
  std::optional<std::vector<Node>> next_tree() {
    static constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (pos_ == 0 && text_.starts_with(kByteOrderMark)) pos_ = kByteOrderMark.size();
    skip_space();
    if (at_end()) {
      if (trees_read_ == 0) fail(text_, pos_, "no game tree: the file is empty");
      return std::nullopt;
    }
    if (text_[pos_] == ')') fail(text_, pos_, "unbalanced parentheses: ')' without '('");
    if (text_[pos_] != '(') {
      fail(text_, pos_,
           trees_read_ == 0 ? "expected '(' to start a game tree"
                            : "unexpected text after the game tree");
    }
    ++trees_read_;
    std::vector<size_t> open_trees;
    bool on_main_line = true;
    std::vector<Node> nodes;
    for (skip_space(); !at_end(); skip_space()) {
      const char c = text_[pos_];
      if (c == '(') {
        open_trees.push_back(pos_++);
        skip_space();
        if (at_end() || text_[pos_] != ';')
          fail(text_, pos_, "expected ';' to start a node after '('");
      } else if (c == ')') {
        if (open_trees.empty()) fail(text_, pos_, "unbalanced parentheses: ')' without '('");
        open_trees.pop_back();
        on_main_line = false;
        ++pos_;
        if (open_trees.empty()) return nodes;
      } else if (c == ';' && !open_trees.empty()) {
        ++pos_;
        Node node = read_properties();
        if (on_main_line) nodes.push_back(std::move(node));
      } else if (c == ']') {
        fail(text_, pos_, "unbalanced brackets: ']' without '['");
      } else {
        fail(text_, pos_, std::string("unexpected character '") + c + "'");
      }
    }
    fail(text_, open_trees.back(), "unbalanced parentheses: this '(' is never closed");
  }

 private:
  bool at_end() const { return pos_ >= text_.size(); }
  void skip_space() {
    while (!at_end() && is_space(text_[pos_]))
      ++pos_;
  }

  Node read_properties() {
    Node node;
    for (skip_space(); !at_end(); skip_space()) {
      const char c = text_[pos_];
      if (!is_upper(c) && !is_lower(c)) break;
      Property prop;
      prop.offset = pos_;
      // FF[3] files may spell identifiers with lower-case letters
      // ("AddBlack"); only the capitals count.
      for (; !at_end() && (is_upper(text_[pos_]) || is_lower(text_[pos_])); ++pos_) {
        if (is_upper(text_[pos_])) prop.ident += text_[pos_];
      }
      if (prop.ident.empty()) fail(text_, prop.offset, "property name without capital letters");
      for (skip_space(); !at_end() && text_[pos_] == '['; skip_space()) {
        prop.values.push_back(read_value(prop));
      }
      if (prop.values.empty()) fail(text_, prop.offset, "property " + prop.ident + " has no value");
      node.push_back(std::move(prop));
    }
    return node;
  }

  // A bracketed value with its escapes resolved: "\]" and "\\" stand for
  // the character, a backslash before a line break joins the lines.
  std::string read_value(const Property& prop) {
    const size_t start = pos_++;
    std::string value;
    while (!at_end() && text_[pos_] != ']') {
      char c = text_[pos_++];
      if (c == '\\' && !at_end()) {
        c = text_[pos_++];
        if (c == '\n' || c == '\r') {
          const char pair = c == '\n' ? '\r' : '\n';
          if (!at_end() && text_[pos_] == pair) ++pos_;
          continue;
        }
      }
      value += c;
    }
    if (at_end()) {
      fail(text_, start, "unbalanced brackets: the value of " + prop.ident + " is never closed");
    }
    ++pos_;
    return value;
  }

  std::string_view text_;
  size_t pos_ = 0;
  int trees_read_ = 0;
};

// The meaning of the main line's properties for a Go record.
class Interpreter {
 public:
  Interpreter(std::string_view text, const std::vector<Node>& nodes) : text_(text), nodes_(nodes) {}

  SgfRecord record() {
    if (nodes_.empty()) fail(text_, 0, "the game tree has no node");
    for (const Property& prop : nodes_.front()) {
      if (prop.ident == "GM" && prop.values.front() != "1") {
        fail(text_, prop.offset, "not a Go game: GM[" + prop.values.front() + "]");
      }
      if (prop.ident == "SZ") record_.size = read_size(prop);
    }
    for (const Node& node : nodes_)
      read_node(node);
    check_handicap();
    if (record_.rules) record_.rules->komi = record_.komi;
    return std::move(record_);
  }

 private:
  int read_int(const Property& prop, const std::string& value) const {
    const std::optional<int> n = engine::try_parse<int>(value);
    if (!n) fail(text_, prop.offset, "bad number '" + value + "' in " + prop.ident);
    return *n;
  }

  int read_size(const Property& prop) const {
    const std::string& value = prop.values.front();
    const size_t colon = value.find(':');
    const int size = read_int(prop, value.substr(0, colon));
    if (colon != std::string::npos && read_int(prop, value.substr(colon + 1)) != size) {
      fail(text_, prop.offset, "rectangular board SZ[" + value + "] is not supported");
    }
    if (size < engine::kMinSize || size > engine::kMaxSize) {
      fail(text_, prop.offset, "board size " + std::to_string(size) + " is off the range 2..25");
    }
    return size;
  }

  // "" (and "tt" on boards up to 19x19) is a pass when `pass_allowed`.
  Point read_point(const Property& prop, const std::string& value, bool pass_allowed) const {
    const int size = record_.size;
    if (pass_allowed && (value.empty() || (value == "tt" && size <= 19))) return engine::kPass;
    const auto coordinate = [size](char c) { return is_lower(c) && c - 'a' < size ? c - 'a' : -1; };
    if (value.size() == 2 && coordinate(value[0]) >= 0 && coordinate(value[1]) >= 0) {
      return engine::point_at(coordinate(value[0]), size - 1 - coordinate(value[1]), size);
    }
    fail(text_, prop.offset,
         "bad coordinate '" + value + "' in " + prop.ident + " for a " + std::to_string(size) +
             "x" + std::to_string(size) + " board");
  }

  // Point lists may compress a rectangle as "aa:cc".
  void read_points(const Property& prop, std::vector<Point>& out) const {
    for (const std::string& value : prop.values) {
      const size_t colon = value.find(':');
      if (colon == std::string::npos) {
        out.push_back(read_point(prop, value, false));
        continue;
      }
      const Point a = read_point(prop, value.substr(0, colon), false);
      const Point b = read_point(prop, value.substr(colon + 1), false);
      const engine::Board geometry(record_.size);
      const int x0 = std::min(geometry.x_of(a), geometry.x_of(b));
      const int x1 = std::max(geometry.x_of(a), geometry.x_of(b));
      const int y0 = std::min(geometry.y_of(a), geometry.y_of(b));
      const int y1 = std::max(geometry.y_of(a), geometry.y_of(b));
      for (int y = y1; y >= y0; --y) {
        for (int x = x0; x <= x1; ++x)
          out.push_back(geometry.point(x, y));
      }
    }
  }

  void read_node(const Node& node) {
    std::optional<SgfMove> move;
    std::string comment;
    // Clock properties by player index (Black 0, White 1); only the mover's
    // are kept.
    std::array<std::optional<double>, 2> time_left;
    std::array<std::optional<int>, 2> stones_left;
    for (const Property& prop : node) {
      const std::string& value = prop.values.front();
      const std::string& id = prop.ident;
      if (id == "B" || id == "W") {
        if (move) fail(text_, prop.offset, "a node with two moves");
        move =
            SgfMove{id == "B" ? Player::Black : Player::White, read_point(prop, value, true), ""};
      } else if (id == "AB" || id == "AW" || id == "AE") {
        if (!record_.moves.empty()) {
          fail(text_, prop.offset,
               "set-up stones (" + id + ") after the first move are not supported");
        }
        if (id == "AE") fail(text_, prop.offset, "removing stones (AE) is not supported");
        read_points(prop, id == "AB" ? record_.black_setup : record_.white_setup);
      } else if (id == "C") {
        comment = value;
      } else if (id == "BL" || id == "WL") {
        time_left[id == "BL" ? 0 : 1] = read_seconds(prop, value);
      } else if (id == "OB" || id == "OW") {
        const int stones = read_int(prop, value);
        if (stones < 0) fail(text_, prop.offset, "negative stones left " + value);
        stones_left[id == "OB" ? 0 : 1] = stones;
      } else if (id == "KM") {
        read_komi(prop);
      } else if (id == "HA") {
        record_.handicap = read_int(prop, value);
        if (record_.handicap < 0 || record_.handicap >= record_.size * record_.size) {
          fail(text_, prop.offset, "handicap " + value + " does not fit the board");
        }
      } else if (id == "PL") {
        record_.to_move = engine::parse_player(value);
        if (!record_.to_move) fail(text_, prop.offset, "PL[" + value + "] names no player");
      } else if (id == "RU") {
        record_.rules_text = value;
        record_.rules = rules_from_sgf(value);
      } else {
        read_text(id, value);
      }
    }
    if (move) {
      if (record_.moves.size() >= static_cast<size_t>(engine::Game::kMaxMoves)) {
        fail(text_, node.front().offset,
             "the record has more than " + std::to_string(engine::Game::kMaxMoves) +
                 " moves, the most a game may have");
      }
      move->comment = comment;
      const auto mover = static_cast<size_t>(engine::player_index(move->player));
      move->time_left = time_left[mover];
      move->stones_left = stones_left[mover];
      record_.moves.push_back(std::move(*move));
    }
  }

  double read_seconds(const Property& prop, const std::string& value) const {
    const std::optional<double> seconds = engine::try_parse<double>(value);
    if (!seconds || !std::isfinite(*seconds) || *seconds < 0) {
      fail(text_, prop.offset, "bad time left '" + value + "'");
    }
    return *seconds;
  }

  void read_komi(const Property& prop) {
    const std::string& value = prop.values.front();
    const std::optional<double> komi = engine::try_parse<double>(value);
    if (!komi) fail(text_, prop.offset, "bad komi '" + value + "'");
    record_.komi = *komi;
    // Validated like GTP's komi: a number that is not finite counts nothing.
    if (!std::isfinite(record_.komi))
      fail(text_, prop.offset, "komi '" + value + "' is not finite");
    if (std::abs(record_.komi) > engine::Rules::kMaxAbsKomi) {
      fail(text_, prop.offset, "komi " + value + " is beyond the usable range (-1000 to 1000)");
    }
  }

  // HA names the handicap; a record that names one must set its stones up
  // (AB), or it would be replayed as an even game without a word.
  void check_handicap() const {
    if (record_.handicap < 2 || !record_.black_setup.empty()) return;
    fail(text_, 0,
         "HA[" + std::to_string(record_.handicap) +
             "] names a handicap but no stone is set up (AB)");
  }

  // Game information kept as written; other properties are ignored.
  void read_text(const std::string& id, const std::string& value) {
    if (id == "PB") record_.black_name = value;
    if (id == "PW") record_.white_name = value;
    if (id == "AP") record_.application = value;
    if (id == "RE") record_.result = value;
    if (id == "DT") record_.date = value;
    if (id == "TM") record_.time_limit = value;
    if (id == "OT") record_.overtime = value;
    if (id == "GC") record_.comment = value;
  }

  std::string_view text_;
  const std::vector<Node>& nodes_;
  SgfRecord record_;
};

}  // namespace

std::string read_sgf_file(const std::string& path, std::uintmax_t max_bytes) {
  // A device or a pipe (/dev/zero, /dev/stdin) could be read without end.
  std::error_code error;
  if (!std::filesystem::exists(path, error)) throw SgfError("no such file");
  if (!std::filesystem::is_regular_file(path, error)) throw SgfError("not a regular file");
  const auto size = std::filesystem::file_size(path, error);
  if (error) throw SgfError(error.message());
  if (size > max_bytes) {
    throw SgfError("larger than " + std::to_string(max_bytes >> 20) +
                   " MB, the most an SGF file may be");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SgfError("cannot be opened");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

SgfRecord parse_sgf(std::string_view text) {
  Scanner scanner(text);
  const std::vector<Node> first = *scanner.next_tree();
  while (scanner.next_tree()) {
  }
  return Interpreter(text, first).record();
}

void read_sgf_collection(std::string_view text, const std::function<void(SgfRecord&&)>& visit,
                         const std::function<void(const SgfError&)>& unreadable) {
  Scanner scanner(text);
  while (const std::optional<std::vector<Node>> nodes = scanner.next_tree()) {
    std::optional<SgfRecord> record;
    try {
      record = Interpreter(text, *nodes).record();
    } catch (const SgfError& e) {
      unreadable(e);
      continue;
    }
    visit(std::move(*record));
  }
}

}  // namespace kosumi::sgf
