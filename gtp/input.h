#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace kosumi::gtp {

// The lines a GTP server reads, read ahead on a thread of their own so that
// a command that runs for a while can see what comes next: an analysis ends
// at the next line, a search at GoGui's `# interrupt` line.
//
// After a line that `pauses` (the server's `quit`) the reader waits until
// the server says whether it quits: it never blocks on input that no one
// will send, so the destructor can always wait for it.
//
// Thread-safety: every member may be called from any thread.
class InputQueue {
 public:
  InputQueue(std::istream& in, std::function<bool(const std::string&)> pauses);
  ~InputQueue();
  InputQueue(const InputQueue&) = delete;
  InputQueue& operator=(const InputQueue&) = delete;

  // The next line, waiting for it; nullopt once the input has ended.
  std::optional<std::string> next();
  // Whether a line, or the end of the input, is waiting to be taken.
  bool line_waiting() const;
  // Whether a waiting line is GoGui's interrupt: `# interrupt`.
  bool interrupt_waiting() const;
  // Whether the input has ended: no line will come any more.
  bool ended() const;
  // Waits until line_waiting().
  void wait_for_line() const;
  // Answers a pausing line: true ends the reading, false goes on.
  void resume_after_pause(bool stop);

 private:
  void read(std::istream& in);

  std::function<bool(const std::string&)> pauses_;
  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;
  std::deque<std::string> lines_;     // guarded by mutex_
  bool ended_ = false;                // guarded by mutex_: no line will come any more
  std::optional<bool> pause_answer_;  // guarded by mutex_
  std::thread reader_;
};

// GoGui's interrupt line, `# interrupt`, give or take white space.
bool is_interrupt_line(const std::string& line);

}  // namespace kosumi::gtp
