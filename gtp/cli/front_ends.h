#pragma once

#include <string>
#include <vector>

namespace kosumi::cli {

// The subcommands of the `kosumi` program. Each takes the arguments after
// its name and returns the process exit status (2 for a bad command line).
int gtp_main(const std::vector<std::string>& args);
int play_main(const std::vector<std::string>& args);
int bench_main(const std::vector<std::string>& args);
int score_main(const std::vector<std::string>& args);
int analyze_main(const std::vector<std::string>& args);
int params_main(const std::vector<std::string>& args);
// `kosumi train-patterns` and `kosumi predict` print progress to stderr and
// their results to stdout; 1 when a file cannot be read or written.
int train_patterns_main(const std::vector<std::string>& args);
int predict_main(const std::vector<std::string>& args);
// `kosumi build-opening` writes the opening table and prints its prediction
// rates on validation games to stdout; 1 when a file cannot be read or
// written.
int build_opening_main(const std::vector<std::string>& args);
// `kosumi build-book` prints progress to stderr and writes the book; 1 when
// the book cannot be read or written.
int build_book_main(const std::vector<std::string>& args);
// `kosumi match` prints progress to stderr and the results table to stdout.
// Returns 0 after a match, 2 for a bad command line, 1 when an engine cannot
// start or a file cannot be written.
int match_main(const std::vector<std::string>& args);

}  // namespace kosumi::cli
