#pragma once

#include <string_view>
#include <vector>

// The worked examples of RULES.md that a board diagram shows on its own
// (no pass stones), for the settlement's tests and the comparison with GNU
// Go. Black to move.
namespace kosumi::test {

struct WorkedExample {
  std::string_view name;
  std::string_view diagram;
  std::string_view preset;
  double komi;
  std::string_view dead;  // the dead stones, GTP vertices separated by spaces
  std::string_view result;
};

inline const std::vector<WorkedExample>& worked_examples() {
  static const std::vector<WorkedExample> examples = {
      // 000 Dia. 2: Black 20 points of territory, White 22, no komi.
      {"000 Dia. 2",
       R"(
         . . . X . . . X .
         . . . X . . . X .
         X X X X X X X X X
         . X . . X . . X .
         X X X X X X X X X
         O O O O O O O O O
         . . . O . . O . .
         . . . O . . O . .
         . . . O . . . . .)",
       "japanese", 0, "", "W+2"},
      // 000 Dia. 11: Black 25; White 23 of territory once the dead black
      // stone on F2 is taken off, plus that stone as a prisoner.
      {"000 Dia. 11",
       R"(
         . . . X . . . X .
         . . . X . . . X .
         . . X X . . X X X
         . . . X . . . X .
         X X X X X X X X X
         O O O O O O O O O
         . . . O . . O . .
         . . . O . X . . .
         . . . O . . . . .)",
       "japanese", 0, "F2", "B+1"},
      // 004: under area counting White has 3 points more; komi 7.5 makes
      // W+10.5.
      {"004",
       R"(
         . X . X . X . X .
         X X X X X X X X X
         . X . X . X . X .
         X X X X X X X X X
         O O O X X X O O O
         O . O O O O O . O
         O O O . O . O O O
         . O . O O O . O .
         O O O . O . O O O)",
       "chinese", 7.5, "", "W+10.5"},
  };
  return examples;
}

}  // namespace kosumi::test
