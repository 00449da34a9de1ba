#include "gtp/input.h"

#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <thread>

namespace kosumi::gtp {
namespace {

bool is_quit(const std::string& line) {
  return line == "quit";
}

TEST(InputQueue, GivesTheLinesInOrderThenTheEnd) {
  std::istringstream in("name\n\nversion\n");
  InputQueue input(in, is_quit);
  EXPECT_EQ(input.next(), "name");
  EXPECT_EQ(input.next(), "");
  EXPECT_EQ(input.next(), "version");
  EXPECT_EQ(input.next(), std::nullopt);
  EXPECT_TRUE(input.line_waiting());  // the end counts as waiting
}

TEST(InputQueue, SeesGoGuisInterruptAmongTheWaitingLines) {
  EXPECT_TRUE(is_interrupt_line("# interrupt"));
  EXPECT_TRUE(is_interrupt_line("  #interrupt \r"));
  EXPECT_FALSE(is_interrupt_line("# interrupted"));
  EXPECT_FALSE(is_interrupt_line("interrupt"));
  std::istringstream in("genmove b\n# interrupt\nname\n");
  InputQueue input(in, is_quit);
  EXPECT_EQ(input.next(), "genmove b");
  input.wait_for_line();
  // The reader runs ahead; wait until it has read the interrupt.
  for (int i = 0; i < 1000 && !input.interrupt_waiting(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_TRUE(input.interrupt_waiting());
  EXPECT_EQ(input.next(), "# interrupt");
  EXPECT_FALSE(input.interrupt_waiting());
}

TEST(InputQueue, StopsReadingAtQuitUntilTheServerAnswers) {
  std::istringstream in("quit\nname\n");
  {
    InputQueue input(in, is_quit);
    EXPECT_EQ(input.next(), "quit");
    // A quit that failed: reading goes on.
    input.resume_after_pause(false);
    EXPECT_EQ(input.next(), "name");
  }
  std::istringstream second("quit\nname\n");
  InputQueue input(second, is_quit);
  EXPECT_EQ(input.next(), "quit");
  input.resume_after_pause(true);
  EXPECT_EQ(input.next(), std::nullopt);
  // The line after quit was never read.
  std::string rest;
  std::getline(second, rest);
  EXPECT_EQ(rest, "name");
}

}  // namespace
}  // namespace kosumi::gtp
