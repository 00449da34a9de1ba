#include "gtp/input.h"

#include <istream>

namespace kosumi::gtp {
namespace {

std::string trimmed(const std::string& text) {
  const size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

}  // namespace

bool is_interrupt_line(const std::string& line) {
  const std::string text = trimmed(line);
  return text.starts_with('#') && trimmed(text.substr(1)) == "interrupt";
}

InputQueue::InputQueue(std::istream& in, std::function<bool(const std::string&)> pauses)
    : pauses_(std::move(pauses)), reader_([this, &in] { read(in); }) {}

InputQueue::~InputQueue() {
  resume_after_pause(true);
  reader_.join();
}

void InputQueue::read(std::istream& in) {
  for (std::string line; std::getline(in, line);) {
    const bool pause = pauses_ && pauses_(line);
    std::unique_lock lock(mutex_);
    lines_.push_back(std::move(line));
    changed_.notify_all();
    if (!pause) continue;
    changed_.wait(lock, [this] { return pause_answer_.has_value(); });
    const bool stop = *pause_answer_;
    pause_answer_.reset();
    if (stop) break;
  }
  const std::lock_guard lock(mutex_);
  ended_ = true;
  changed_.notify_all();
}

std::optional<std::string> InputQueue::next() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return !lines_.empty() || ended_; });
  if (lines_.empty()) return std::nullopt;
  std::string line = std::move(lines_.front());
  lines_.pop_front();
  return line;
}

bool InputQueue::line_waiting() const {
  const std::lock_guard lock(mutex_);
  return !lines_.empty() || ended_;
}

bool InputQueue::ended() const {
  const std::lock_guard lock(mutex_);
  return ended_;
}

bool InputQueue::interrupt_waiting() const {
  const std::lock_guard lock(mutex_);
  for (const std::string& line : lines_) {
    if (is_interrupt_line(line)) return true;
  }
  return false;
}

void InputQueue::wait_for_line() const {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return !lines_.empty() || ended_; });
}

void InputQueue::resume_after_pause(bool stop) {
  const std::lock_guard lock(mutex_);
  pause_answer_ = stop;
  changed_.notify_all();
}

}  // namespace kosumi::gtp
