#include "gtp/client/client.h"

#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

namespace kosumi::client {
namespace {

using std::chrono::milliseconds;

constexpr milliseconds kShort{300};  // for answers that never come

GtpClient scripted_engine(GtpClientOptions options = {}) {
  SubprocessOptions process;
  process.kill_grace = milliseconds(200);
  return GtpClient(Subprocess({"/bin/sh", KOSUMI_TEST_ENGINES_DIR "/scripted_engine.sh"}, process),
                   options);
}

GtpClientOptions with_ids() {
  GtpClientOptions options;
  options.use_ids = true;
  return options;
}

TEST(GtpClient, ReadsSuccessAndFailureAnswers) {
  GtpClient client = scripted_engine();
  const GtpResponse name = client.send("name");
  EXPECT_EQ(name.status, GtpStatus::kSuccess);
  EXPECT_EQ(name.text, "scripted");
  const GtpResponse unknown = client.send("frobnicate");
  EXPECT_EQ(unknown.status, GtpStatus::kFailure);
  EXPECT_EQ(unknown.text, "unknown command");
  EXPECT_FALSE(client.broken());
  EXPECT_EQ(client.boardsize(9).status, GtpStatus::kSuccess);
  EXPECT_EQ(client.boardsize(9).text, "");
}

TEST(GtpClient, NumbersCommandsWhenAskedAndChecksTheIds) {
  GtpClient client = scripted_engine(with_ids());
  EXPECT_EQ(client.send("echo one two").text, "one two");
  EXPECT_EQ(client.send("name").text, "scripted");
  const GtpResponse wrong = client.send("wrong_id");
  EXPECT_EQ(wrong.status, GtpStatus::kMalformed);
  EXPECT_TRUE(client.broken());
}

TEST(GtpClient, SendsBatchesAndReadsTheirAnswersInOrder) {
  for (const GtpClientOptions& options : {GtpClientOptions{}, with_ids()}) {
    GtpClient client = scripted_engine(options);
    const std::vector<GtpResponse> answers = client.send_all({"echo 1", "frobnicate", "multi"});
    ASSERT_EQ(answers.size(), 3u);
    EXPECT_EQ(answers[0].text, "1");
    EXPECT_EQ(answers[1].status, GtpStatus::kFailure);
    EXPECT_EQ(answers[2].text, "first\nsecond\nthird");
    EXPECT_EQ(client.send("name").text, "scripted");
  }
}

TEST(GtpClient, FailureInsideABatchIsReportedForTheRestOfIt) {
  GtpClient client = scripted_engine();
  const std::vector<GtpResponse> answers = client.send_all({"name", "garbage", "name"});
  ASSERT_EQ(answers.size(), 3u);
  EXPECT_TRUE(answers[0].ok());
  EXPECT_EQ(answers[1].status, GtpStatus::kMalformed);
  EXPECT_EQ(answers[2].status, GtpStatus::kMalformed);
  EXPECT_THROW(client.send_all({"name", "bad\ncommand"}), std::invalid_argument);
}

TEST(GtpClient, JoinsMultiLineAnswersAndToleratesBlankLinesAndCarriageReturns) {
  GtpClient client = scripted_engine();
  EXPECT_EQ(client.send("multi").text, "first\nsecond\nthird");
  EXPECT_EQ(client.send("blank_first").text, "after blanks");
  EXPECT_EQ(client.send("crlf").text, "windows");
  EXPECT_EQ(client.send("name").text, "scripted");  // still in step
}

TEST(GtpClient, HelpersFormatCommandsAndParseAnswers) {
  GtpClient client = scripted_engine();
  EXPECT_TRUE(client.clear_board().ok());
  EXPECT_TRUE(client.komi(6.5).ok());
  EXPECT_TRUE(client.play(engine::Player::Black, "D4").ok());
  EXPECT_EQ(client.genmove(engine::Player::White).text, "D4");
  EXPECT_EQ(client.is_legal(engine::Player::White, "C3").text, "1");
  EXPECT_EQ(client.final_score().text, "B+3.5");
  EXPECT_EQ(client.list_stones(engine::Player::Black),
            (std::vector<std::string>{"D4", "Q16", "C3"}));
}

TEST(GtpClient, GarbageIsMalformedAndBreaksTheClient) {
  GtpClient client = scripted_engine();
  const GtpResponse garbage = client.send("garbage");
  EXPECT_EQ(garbage.status, GtpStatus::kMalformed);
  EXPECT_NE(garbage.text.find("this is not GTP"), std::string::npos);
  EXPECT_TRUE(client.broken());
  EXPECT_EQ(client.send("name").status, GtpStatus::kMalformed);
}

TEST(GtpClient, AnswerWithoutEmptyLineIsMalformed) {
  GtpClient client = scripted_engine();
  EXPECT_EQ(client.send("noblank", kShort).status, GtpStatus::kMalformed);
}

TEST(GtpClient, OverlongAnswersAreMalformed) {
  EXPECT_EQ(scripted_engine().send("huge").status, GtpStatus::kMalformed);
  GtpClientOptions small;
  small.max_response_length = 10;
  EXPECT_EQ(scripted_engine(small).send("multi").status, GtpStatus::kMalformed);
}

TEST(GtpClient, SilenceTimesOutAndBreaksTheClientWithoutIds) {
  GtpClient client = scripted_engine();
  EXPECT_EQ(client.send("slow", kShort).status, GtpStatus::kTimeout);
  EXPECT_TRUE(client.broken());
}

TEST(GtpClient, WithIdsALateAnswerIsSkippedAfterATimeout) {
  GtpClient client = scripted_engine(with_ids());
  EXPECT_EQ(client.send("slow", kShort).status, GtpStatus::kTimeout);
  EXPECT_FALSE(client.broken());
  const GtpResponse name = client.send("name");
  EXPECT_EQ(name.status, GtpStatus::kSuccess);
  EXPECT_EQ(name.text, "scripted");
}

TEST(GtpClient, EngineExitIsReported) {
  GtpClient client = scripted_engine();
  const GtpResponse died = client.send("die");
  EXPECT_EQ(died.status, GtpStatus::kEngineDied);
  EXPECT_EQ(client.send("name").status, GtpStatus::kEngineDied);
}

TEST(GtpClient, ProgramThatIsNotAnEngineGivesMalformedAnswers) {
  GtpClient client(Subprocess({"/bin/cat"}));
  EXPECT_EQ(client.send("name").status, GtpStatus::kMalformed);
}

TEST(GtpClient, QuitEndsTheEngine) {
  GtpClient client = scripted_engine();
  client.quit();
  EXPECT_EQ(client.process().exit_status(), 0);
}

TEST(GtpClient, RejectsCommandsThatAreNotOneLine) {
  GtpClient client = scripted_engine();
  EXPECT_THROW(client.send("name\nquit"), std::invalid_argument);
  EXPECT_THROW(client.send(""), std::invalid_argument);
  EXPECT_EQ(client.send("name").text, "scripted");
}

TEST(SplitVertices, SplitsOnWhitespaceAndUpperCases) {
  EXPECT_EQ(split_vertices(" a1  b2\nt19 "), (std::vector<std::string>{"A1", "B2", "T19"}));
  EXPECT_TRUE(split_vertices("").empty());
}

}  // namespace
}  // namespace kosumi::client
