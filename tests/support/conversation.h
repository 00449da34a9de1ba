#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "gtp/facade/go_player.h"
#include "gtp/server.h"

namespace kosumi::gtp {

// A session on 9x9 with a tiny, seeded search behind a server, driven line
// by line.
class Conversation {
 public:
  explicit Conversation(bool ponder = false) : go_player_(config(ponder)), server_(go_player_) {}

  // The full response to `line` ("" for a line GTP ignores).
  std::string send(std::string_view line) { return server_.execute(line).value_or(""); }
  // The text of a successful response; fails the test on an error.
  std::string ok(std::string_view line) {
    const std::string r = send(line);
    EXPECT_TRUE(r.starts_with("= ")) << line << " -> " << r;
    EXPECT_TRUE(r.ends_with("\n\n")) << line;
    return r.size() >= 4 ? r.substr(2, r.size() - 4) : r;
  }
  // The message of a failed response; fails the test on success.
  std::string error(std::string_view line) {
    const std::string r = send(line);
    EXPECT_TRUE(r.starts_with("? ")) << line << " -> " << r;
    return r.size() >= 4 ? r.substr(2, r.size() - 4) : r;
  }
  // Everything GTP shows of the state: board, captures, turn, rules, komi.
  std::string state() { return ok("showboard") + ok("printsgf"); }

  facade::GoPlayer& go_player() { return go_player_; }
  GtpServer& server() { return server_; }

 private:
  static facade::GoPlayerConfig config(bool ponder) {
    facade::GoPlayerConfig c;
    c.size = 9;
    c.playouts = 50;
    c.search.seed = 1;
    c.search.ponder = ponder;
    c.settle.max_playouts = 200;
    return c;
  }

  facade::GoPlayer go_player_;
  GtpServer server_;
};

}  // namespace kosumi::gtp
