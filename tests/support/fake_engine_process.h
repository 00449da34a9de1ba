#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/match/engine_process.h"
#include "gtp/match/referee.h"

namespace kosumi::match {

// An EngineProcess in the test process: `answer` decides every reply, the
// commands are logged. Without an answer for a command it says "= " (empty
// success), so tests script only what matters to them.
class FakeEngineProcess final : public EngineProcess {
 public:
  using Answer = std::function<client::GtpResponse(std::string_view command)>;
  explicit FakeEngineProcess(Answer answer, std::string name = "fake")
      : answer_(std::move(answer)), name_(std::move(name)) {}

  client::GtpResponse send(std::string_view command, std::chrono::milliseconds) override {
    commands.emplace_back(command);
    client::GtpResponse reply = answer_(command);
    if (!reply.ok() && reply.status != client::GtpStatus::kFailure) broken_ = true;
    return reply;
  }
  bool knows(std::string_view command) const override { return command != unknown_command; }
  bool usable() const override { return !broken_; }
  const std::string& name() const override { return name_; }

  // The genmove commands sent so far.
  int genmoves() const {
    int n = 0;
    for (const std::string& c : commands)
      n += c.starts_with("genmove");
    return n;
  }

  std::vector<std::string> commands;
  std::string unknown_command;  // a command the engine does not list

 private:
  Answer answer_;
  std::string name_;
  bool broken_ = false;
};

inline client::GtpResponse success(std::string text = "") {
  return {client::GtpStatus::kSuccess, std::move(text)};
}

// Answers genmove with the given moves in turn, then passes.
inline FakeEngineProcess::Answer playing(std::vector<std::string> moves) {
  auto next = std::make_shared<size_t>(0);
  return [moves = std::move(moves), next](std::string_view command) {
    if (command.starts_with("genmove")) {
      return success(*next < moves.size() ? moves[(*next)++] : "pass");
    }
    if (command == "final_score") return success("B+1");
    return success();
  };
}

// A referee with a fixed answer.
class FixedReferee final : public Referee {
 public:
  explicit FixedReferee(RefereeVerdict verdict) : verdict_(std::move(verdict)) {}
  RefereeVerdict score(const engine::Game&) override {
    ++calls;
    return verdict_;
  }
  int calls = 0;

 private:
  RefereeVerdict verdict_;
};

}  // namespace kosumi::match
