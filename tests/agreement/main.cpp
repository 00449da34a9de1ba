// gnugo_agreement: builds the corpus of GNU Go self-play positions and
// compares Kosumi's settlement with GNU Go's on it (scripts/gnugo-agreement.sh
// runs both steps for every size).
//
//   gnugo_agreement generate --size N --corpus FILE [--finished N] [--stopped-early N]
//                            [--first-seed S] [--max-level L] [--workers W]
//   gnugo_agreement evaluate [--threads T] [--policy light|heavy] [--json FILE]
//                            [--disagreements FILE] [--self-contradictions FILE] CORPUS...
//
// generate plays seeds from --first-seed on until the corpus file holds
// --finished finished and --stopped-early stopped-early positions of that
// size; positions already in the file count, and
// their seeds are not played again, so an interrupted run goes on where it
// stopped. evaluate settles every position and prints the agreement table;
// the positions of --self-contradictions (agreement/contradictions.h) are
// counted apart in its last agreement column.
#include <atomic>
#include <fstream>
#include <iostream>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <CLI/CLI.hpp>

#include "agreement/comparison.h"
#include "agreement/contradictions.h"
#include "agreement/selfplay.h"
#include "support/gnugo_path.h"

namespace kosumi::agreement {
namespace {

struct GenerateOptions {
  int size = 9;
  std::string corpus;
  int finished = 100;
  int stopped_early = 50;
  int first_seed = 1;
  int max_level = 2;
  int workers = 1;
};

// The positions of `size` already in the corpus, by kind, and their seeds.
struct Progress {
  int finished = 0;
  int stopped_early = 0;
  std::set<uint64_t> seeds;

  bool reached(const GenerateOptions& o) const {
    return finished >= o.finished && stopped_early >= o.stopped_early;
  }
  void add(const AgreementPosition& p) {
    (p.kind == PositionKind::Finished ? finished : stopped_early)++;
    seeds.insert(p.seed);
  }
};

int generate(const GenerateOptions& o) {
  Progress progress;
  {
    std::ifstream existing(o.corpus);
    if (existing) {
      for (const AgreementPosition& p : read_corpus(o.corpus)) {
        if (p.size() == o.size) progress.add(p);
      }
    }
  }
  std::ofstream out(o.corpus, std::ios::app);
  if (!out) throw std::runtime_error("cannot write " + o.corpus);
  const std::string gnugo = test::gnugo_path();
  std::mutex mutex;
  std::atomic<uint64_t> next_seed{static_cast<uint64_t>(o.first_seed)};
  std::atomic<bool> failed{false};
  const auto worker = [&] {
    for (;;) {
      uint64_t seed = 0;
      {
        const std::lock_guard lock(mutex);
        if (progress.reached(o) || failed) return;
        do {
          seed = next_seed++;
        } while (progress.seeds.contains(seed));
      }
      try {
        const SelfPlayGame game = play_selfplay(spec_for_seed(o.size, seed, o.max_level), gnugo);
        const std::lock_guard lock(mutex);
        for (const auto* p : {&game.stopped_early, &game.finished}) {
          if (!*p) continue;
          out << to_line(**p) << '\n';
          progress.add(**p);
        }
        out.flush();
        progress.seeds.insert(seed);
        std::cerr << o.size << "x" << o.size << " seed " << seed << ": " << game.moves << " moves"
                  << (game.stopped_early ? ", stopped early" : "")
                  << (game.finished ? ", finished" : ", no finished position") << " (now "
                  << progress.finished << " finished, " << progress.stopped_early
                  << " stopped early)\n";
      } catch (const std::exception& e) {
        const std::lock_guard lock(mutex);
        std::cerr << "error: " << e.what() << '\n';
        failed = true;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int w = 0; w < o.workers; ++w)
    threads.emplace_back(worker);
  for (std::thread& t : threads)
    t.join();
  return failed ? 1 : 0;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path);
}

struct EvaluateOptions {
  eval::SettleOptions settle;
  std::string json_path;
  std::string disagreements_path;
  std::string contradictions_path;
  std::vector<std::string> corpora;
};

int evaluate(const EvaluateOptions& o) {
  const SelfContradictions contradictions = o.contradictions_path.empty()
                                                ? SelfContradictions{}
                                                : SelfContradictions::read(o.contradictions_path);
  AgreementReport report;
  for (const std::string& path : o.corpora) {
    for (const AgreementPosition& p : read_corpus(path)) {
      Comparison c = compare(p, o.settle);
      c.gnugo_contradicts = contradictions.contains(p.size(), p.kind, p.seed);
      report.add(std::move(c));
    }
  }
  std::cout << report.table();
  if (!o.json_path.empty()) write_file(o.json_path, report.json());
  if (!o.disagreements_path.empty()) write_file(o.disagreements_path, report.disagreement_text());
  return 0;
}

}  // namespace
}  // namespace kosumi::agreement

int main(int argc, char** argv) {
  using namespace kosumi::agreement;
  CLI::App app{"GNU Go self-play positions, and Kosumi's settlement compared with GNU Go's on them",
               "gnugo_agreement"};
  app.require_subcommand(1);

  GenerateOptions g;
  CLI::App* generate_command =
      app.add_subcommand("generate", "plays GNU Go self-play games into the corpus of one size");
  generate_command->add_option("--size", g.size, "board size")
      ->check(CLI::Range(2, 25))
      ->capture_default_str();
  generate_command->add_option("--corpus", g.corpus, "the corpus file")->required();
  generate_command->add_option("--finished", g.finished, "finished positions wanted")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  generate_command->add_option("--stopped-early", g.stopped_early, "stopped-early positions wanted")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  generate_command->add_option("--first-seed", g.first_seed, "the first seed played")
      ->check(CLI::Range(1, 1 << 30))
      ->capture_default_str();
  generate_command->add_option("--max-level", g.max_level, "GNU Go's highest level in the games")
      ->check(CLI::Range(0, 10))
      ->capture_default_str();
  generate_command->add_option("--workers", g.workers, "games at once")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();

  EvaluateOptions e;
  e.settle.threads = 1;
  CLI::App* evaluate_command =
      app.add_subcommand("evaluate", "settles every position and prints the agreement table");
  evaluate_command->add_option("--threads", e.settle.threads, "settlement threads")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  std::string policy = "heavy";
  evaluate_command->add_option("--policy", policy, "playout policy: light or heavy")
      ->check(CLI::IsMember({"light", "heavy"}))
      ->capture_default_str();
  evaluate_command->add_option("--json", e.json_path, "the table and every disagreement as JSON");
  evaluate_command->add_option("--disagreements", e.disagreements_path,
                               "every disagreement as text, with its record");
  evaluate_command->add_option("--self-contradictions", e.contradictions_path,
                               "positions where GNU Go contradicts itself, counted apart");
  evaluate_command->add_option("CORPUS", e.corpora, "corpus files")->required();

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    // 0 after --help; a bad command line exits with 2.
    return app.exit(error) == 0 ? 0 : 2;
  }
  e.settle.policy =
      policy == "light" ? kosumi::eval::PlayoutPolicy::Light : kosumi::eval::PlayoutPolicy::Heavy;
  try {
    return generate_command->parsed() ? generate(g) : evaluate(e);
  } catch (const std::exception& error) {
    std::cerr << "gnugo_agreement: " << error.what() << '\n';
    return 2;
  }
}
