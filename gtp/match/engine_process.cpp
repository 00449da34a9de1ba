#include "gtp/match/engine_process.h"

#include <sstream>

namespace kosumi::match {

SpawnedEngineProcess::SpawnedEngineProcess(const std::string& command,
                                           std::chrono::milliseconds timeout) {
  try {
    client_ = std::make_unique<client::GtpClient>(client::GtpClient::start(command));
  } catch (const client::SubprocessError& e) {
    throw EngineStartError("cannot start engine '" + command + "': " + e.what());
  }
  const client::GtpResponse name = client_->send("name", timeout);
  if (!name.ok()) {
    throw EngineStartError("engine '" + command + "' does not answer 'name' (" +
                           std::string(to_string(name.status)) + ": " + name.text + ")");
  }
  name_ = name.text.empty() ? command : name.text;
  const client::GtpResponse version = client_->send("version", timeout);
  if (version.ok() && !version.text.empty()) name_ += " " + version.text;
  const client::GtpResponse commands = client_->send("list_commands", timeout);
  if (commands.ok()) {
    listed_commands_ = true;
    std::istringstream lines(commands.text);
    for (std::string line; std::getline(lines, line);)
      commands_.insert(line);
  }
}

SpawnedEngineProcess::~SpawnedEngineProcess() {
  if (!client_->broken()) client_->quit();
}

client::GtpResponse SpawnedEngineProcess::send(std::string_view command,
                                               std::chrono::milliseconds timeout) {
  return client_->send(command, timeout);
}

bool SpawnedEngineProcess::knows(std::string_view command) const {
  return !listed_commands_ || commands_.contains(command);
}

}  // namespace kosumi::match
