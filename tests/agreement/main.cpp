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
// size (defaults 100 and 50); positions already in the file count, and
// their seeds are not played again, so an interrupted run goes on where it
// stopped. evaluate settles every position and prints the agreement table;
// the positions of --self-contradictions (agreement/contradictions.h) are
// counted apart in its last agreement column.
#include <atomic>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "agreement/comparison.h"
#include "agreement/contradictions.h"
#include "agreement/selfplay.h"
#include "engine/parse.h"
#include "gnugo_path.h"

namespace kosumi::agreement {
namespace {

struct Arguments {
  std::vector<std::string> words;
  size_t next = 0;

  bool done() const { return next >= words.size(); }
  const std::string& take() { return words[next++]; }
  std::string value(const std::string& option) {
    if (done()) throw std::invalid_argument(option + " needs a value");
    return take();
  }
  int integer(const std::string& option, int low, int high) {
    const std::string text = value(option);
    const std::optional<int> v = engine::try_parse<int>(text);
    if (!v || *v < low || *v > high) {
      throw std::invalid_argument(option + " " + text + ": not a number from " +
                                  std::to_string(low) + " to " + std::to_string(high));
    }
    return *v;
  }
};

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

int generate_main(Arguments& args) {
  GenerateOptions o;
  while (!args.done()) {
    const std::string option = args.take();
    if (option == "--size") {
      o.size = args.integer(option, 2, 25);
    } else if (option == "--corpus") {
      o.corpus = args.value(option);
    } else if (option == "--finished") {
      o.finished = args.integer(option, 0, 100000);
    } else if (option == "--stopped-early") {
      o.stopped_early = args.integer(option, 0, 100000);
    } else if (option == "--first-seed") {
      o.first_seed = args.integer(option, 1, 1 << 30);
    } else if (option == "--max-level") {
      o.max_level = args.integer(option, 0, 10);
    } else if (option == "--workers") {
      o.workers = args.integer(option, 1, 64);
    } else {
      throw std::invalid_argument("unknown option " + option);
    }
  }
  if (o.corpus.empty()) throw std::invalid_argument("--corpus FILE is required");
  return generate(o);
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path);
}

int evaluate_main(Arguments& args) {
  eval::SettleOptions options;
  options.threads = 1;
  std::string json_path;
  std::string disagreements_path;
  SelfContradictions contradictions;
  std::vector<std::string> corpora;
  while (!args.done()) {
    const std::string word = args.take();
    if (word == "--threads") {
      options.threads = args.integer(word, 0, 1024);
    } else if (word == "--policy") {
      const std::string policy = args.value(word);
      if (policy != "light" && policy != "heavy") {
        throw std::invalid_argument("--policy must be light or heavy");
      }
      options.policy = policy == "light" ? eval::PlayoutPolicy::Light : eval::PlayoutPolicy::Heavy;
    } else if (word == "--json") {
      json_path = args.value(word);
    } else if (word == "--disagreements") {
      disagreements_path = args.value(word);
    } else if (word == "--self-contradictions") {
      contradictions = SelfContradictions::read(args.value(word));
    } else if (word.starts_with("--")) {
      throw std::invalid_argument("unknown option " + word);
    } else {
      corpora.push_back(word);
    }
  }
  if (corpora.empty()) throw std::invalid_argument("no corpus file given");
  AgreementReport report;
  for (const std::string& path : corpora) {
    for (const AgreementPosition& p : read_corpus(path)) {
      Comparison c = compare(p, options);
      c.gnugo_contradicts = contradictions.contains(p.size(), p.kind, p.seed);
      report.add(std::move(c));
    }
  }
  std::cout << report.table();
  if (!json_path.empty()) write_file(json_path, report.json());
  if (!disagreements_path.empty()) write_file(disagreements_path, report.disagreement_text());
  return 0;
}

}  // namespace
}  // namespace kosumi::agreement

int main(int argc, char** argv) {
  using kosumi::agreement::Arguments;
  Arguments args{std::vector<std::string>(argv + 1, argv + argc)};
  try {
    if (args.done()) throw std::invalid_argument("expected 'generate' or 'evaluate'");
    const std::string command = args.take();
    if (command == "generate") return kosumi::agreement::generate_main(args);
    if (command == "evaluate") return kosumi::agreement::evaluate_main(args);
    throw std::invalid_argument("unknown command '" + command + "'");
  } catch (const std::exception& e) {
    std::cerr << "gnugo_agreement: " << e.what() << '\n';
    return 2;
  }
}
