// End-to-end: `mpirun -np N kosumi gtp --cluster`, the real binary under
// the real mpirun, driven through pipes. Built when CMake finds MPI.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "gtp/client/client.h"
#include "gtp/client/subprocess.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

using engine::Player;
using std::chrono::milliseconds;

// mpirun needs more time to start than a plain engine on a busy machine.
constexpr milliseconds kCommandTimeout{60000};
constexpr auto kExitTimeout = std::chrono::seconds(60);

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// One cluster job: mpirun with `ranks` ranks of kosumi gtp --cluster on
// 9x9 with small seeded searches, its stderr in a file.
class ClusterJob {
 public:
  explicit ClusterJob(int ranks, std::vector<std::string> extra = {})
      : stderr_path_("gtp_cluster_" + std::to_string(ranks) + ".err"),
        client_(client::Subprocess(command(ranks, std::move(extra)), process_options()),
                client::GtpClientOptions{kCommandTimeout}) {}

  std::string ok(std::string_view command) {
    const client::GtpResponse r = client_.send(command);
    EXPECT_TRUE(r.ok()) << command << " -> " << to_string(r.status) << ": " << r.text;
    return r.text;
  }
  client::GtpClient& client() { return client_; }
  std::string stderr_text() const { return read_file(stderr_path_.string()); }

  // The job's exit status once mpirun has exited, or nullopt when it still
  // runs after kExitTimeout.
  std::optional<int> exit_status() {
    const auto deadline = std::chrono::steady_clock::now() + kExitTimeout;
    while (std::chrono::steady_clock::now() < deadline) {
      if (const auto status = client_.process().exit_status()) return status;
      std::this_thread::sleep_for(milliseconds(50));
    }
    return std::nullopt;
  }

  // The process id of rank `rank`: mpirun's child whose environment names it.
  pid_t rank_pid(int rank) {
    const std::string wanted = "OMPI_COMM_WORLD_RANK=" + std::to_string(rank);
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
      const std::string name = entry.path().filename();
      if (name.find_first_not_of("0123456789") != std::string::npos) continue;
      std::istringstream stat(read_file(entry.path() / "stat"));
      std::string pid, comm, state;
      pid_t parent = 0;
      stat >> pid >> comm >> state >> parent;
      if (parent != client_.process().pid()) continue;
      std::string environment = read_file(entry.path() / "environ");
      std::replace(environment.begin(), environment.end(), '\0', '\n');
      if (("\n" + environment).find("\n" + wanted + "\n") != std::string::npos) {
        return std::stoi(name);
      }
    }
    return 0;
  }

 private:
  static std::vector<std::string> command(int ranks, std::vector<std::string> extra) {
    std::vector<std::string> argv = {KOSUMI_MPIEXEC, "--oversubscribe"};
    // Open MPI refuses root unless told; CI may build as root.
    if (geteuid() == 0) argv.push_back("--allow-run-as-root");
    // Open MPI leaves memory of its dlopen'ed components allocated at
    // MPI_Finalize, which LeakSanitizer (asan preset) would report as the
    // ranks exit; Kosumi's own leaks are checked by every other test. The
    // thread sanitizer (tsan preset) skips a lock cycle inside Open MPI.
    for (const char* a : {"-x", "ASAN_OPTIONS=detect_leaks=0", "-x",
                          "TSAN_OPTIONS=suppressions=" KOSUMI_TSAN_SUPPRESSIONS})
      argv.emplace_back(a);
    for (const std::string& a :
         {std::string("-np"), std::to_string(ranks), std::string(KOSUMI_BINARY), std::string("gtp"),
          std::string("--cluster"), std::string("--size"), std::string("9"),
          std::string("--playouts"), std::string("200"), std::string("--threads"), std::string("1"),
          std::string("--seed"), std::string("3")}) {
      argv.push_back(a);
    }
    argv.insert(argv.end(), extra.begin(), extra.end());
    return argv;
  }
  client::SubprocessOptions process_options() const {
    client::SubprocessOptions o;
    o.stderr_path = stderr_path_.string();
    o.kill_grace = milliseconds(20000);
    return o;
  }

  const test::TempPath stderr_path_;
  client::GtpClient client_;
};

// No such process any more, or only its exit status waiting to be read.
bool gone(pid_t pid) {
  std::istringstream stat(read_file("/proc/" + std::to_string(pid) + "/stat"));
  std::string id, comm, state;
  return !(stat >> id >> comm >> state) || state == "Z";
}

// A genmove's answer is a move rank 0 played: one more stone of that
// colour (or a pass), which list_stones shows.
void expect_played(ClusterJob& job, Player player, const std::string& move) {
  const std::optional<std::vector<std::string>> stones = job.client().list_stones(player);
  ASSERT_TRUE(stones.has_value());
  if (move != "PASS") {
    EXPECT_NE(std::find(stones->begin(), stones->end(), move), stones->end()) << move;
  }
}

// Every search after a change proves the change reached every rank: the
// ranks check at the start of each shared search that they search the same
// position (stones, rules and komi, moves, player to move), and end the
// job when one differs.
void play_and_change_the_game(ClusterJob& job) {
  job.ok("boardsize 9");
  job.ok("clear_board");
  job.ok("komi 6.5");
  job.ok("play b E5");
  expect_played(job, Player::White, job.ok("genmove w"));
  job.ok("undo");
  job.ok("undo");
  expect_played(job, Player::Black, job.ok("genmove b"));
  job.ok("boardsize 7");
  job.ok("kosumi-rules japanese");
  job.ok("fixed_handicap 2");
  expect_played(job, Player::White, job.ok("genmove w"));
  job.ok("clear_board");
  job.ok("komi 0.5");
  expect_played(job, Player::Black, job.ok("genmove b"));
}

// A job of `ranks` ranks plays and changes the game, then quits: every
// rank ends normally, having shared the four searches.
void follow_the_game_and_quit(int ranks) {
  ClusterJob job(ranks);
  play_and_change_the_game(job);
  job.client().quit();
  EXPECT_EQ(job.exit_status(), 0);
  const std::string err = job.stderr_text();
  for (int rank = 0; rank < ranks; ++rank) {
    const std::string summary = "cluster rank " + std::to_string(rank) + " of " +
                                std::to_string(ranks) + ": 4 shared searches";
    EXPECT_NE(err.find(summary), std::string::npos) << err;
  }
}

TEST(GtpCluster, TwoRanksFollowTheGameAndQuitEndsEveryProcess) {
  follow_the_game_and_quit(2);
}

TEST(GtpCluster, ThreeRanksFollowTheGameAndQuitEndsEveryProcess) {
  follow_the_game_and_quit(3);
}

TEST(GtpCluster, AKilledRankEndsTheJobWithAnError) {
  ClusterJob job(3);
  job.ok("play b E5");
  const pid_t victim = job.rank_pid(1);
  ASSERT_GT(victim, 0);
  ASSERT_EQ(kill(victim, SIGKILL), 0);
  const std::optional<int> status = job.exit_status();
  ASSERT_TRUE(status.has_value()) << "the job did not end";
  EXPECT_NE(*status, 0);
  EXPECT_NE(job.stderr_text().find("rank 1"), std::string::npos) << job.stderr_text();
}

TEST(GtpCluster, AHungRankEndsTheJobWithAMessage) {
  ClusterJob job(2, {"--cluster-timeout", "2"});
  job.ok("play b E5");
  const pid_t victim = job.rank_pid(1);
  ASSERT_GT(victim, 0);
  ASSERT_EQ(kill(victim, SIGSTOP), 0);
  // Rank 0 answers no move: the search it shares cannot start.
  const client::GtpResponse r = job.client().send("genmove w");
  EXPECT_FALSE(r.ok()) << r.text;
  const std::optional<int> status = job.exit_status();
  ASSERT_TRUE(status.has_value()) << "the job did not end";
  EXPECT_NE(*status, 0);
  EXPECT_NE(job.stderr_text().find("no answer from the other ranks within 2 s"), std::string::npos)
      << job.stderr_text();
  // The stopped rank went with the job.
  const auto deadline = std::chrono::steady_clock::now() + kExitTimeout;
  while (!gone(victim) && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(milliseconds(50));
  EXPECT_TRUE(gone(victim));
}

}  // namespace
}  // namespace kosumi::cli
