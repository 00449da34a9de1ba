#pragma once

#include <chrono>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "gtp/client/client.h"

namespace kosumi::match {

// An external GTP engine of a match (a player or the referee) as a game sees
// it: a GTP conversation in which every command has a time limit and every
// answer is checked. An engine's misbehaviour (garbage, silence, death)
// comes back as a GtpResponse status, never as an exception. The real one
// is a SpawnedEngineProcess; tests put fakes in its place.
class EngineProcess {
 public:
  virtual ~EngineProcess() = default;

  virtual client::GtpResponse send(std::string_view command, std::chrono::milliseconds timeout) = 0;
  // Whether the engine listed the command in list_commands. Optional
  // commands (time_settings, time_left, final_score) are sent only when
  // known.
  virtual bool knows(std::string_view command) const = 0;
  // False once the conversation is out of step (after a crash, a timeout or
  // a malformed answer): the engine must be restarted before the next game.
  virtual bool usable() const = 0;
  // The name the engine gives for itself ("GNU Go 3.8").
  virtual const std::string& name() const = 0;
};

// An engine could not be started or did not answer its first commands.
class EngineStartError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// An EngineProcess running as a subprocess (stderr discarded).
class SpawnedEngineProcess final : public EngineProcess {
 public:
  // Starts `command` (split like a shell's words) and asks for name, version
  // and list_commands, each within `timeout`. Throws EngineStartError with
  // the reason when the program cannot run or does not answer name.
  SpawnedEngineProcess(const std::string& command, std::chrono::milliseconds timeout);
  ~SpawnedEngineProcess() override;

  client::GtpResponse send(std::string_view command, std::chrono::milliseconds timeout) override;
  bool knows(std::string_view command) const override;
  bool usable() const override { return !client_->broken(); }
  const std::string& name() const override { return name_; }

 private:
  std::unique_ptr<client::GtpClient> client_;
  std::string name_;
  std::set<std::string, std::less<>> commands_;
  bool listed_commands_ = false;
};

}  // namespace kosumi::match
