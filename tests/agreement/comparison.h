#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "agreement/position.h"
#include "eval/settle.h"

namespace kosumi::agreement {

// Kosumi's settlement of a position beside GNU Go's. Both judgements are
// counted the same way, by RULES.md (engine::count_score): GNU Go's dead
// and seki lists on one side, Kosumi's on the other. GNU Go's own
// final_score can differ from its lists counted so: in an unfinished
// position it credits open regions (bordered by both colours) to the side
// it expects to close them, where RULES.md's count leaves them neutral.
// Such positions are counted apart ("open regions"), and the comparison
// stands on the count of GNU Go's lists. Kosumi's estimate of an unfinished
// position credits open regions too (eval/settle.h), so its winner is also
// compared with GNU Go's final_score itself.
struct Comparison {
  PositionKind kind = PositionKind::Finished;
  int size = 0;
  std::string preset;
  uint64_t seed = 0;
  double gnugo_score = 0;    // GNU Go's final_score, positive when Black wins
  double gnugo_counted = 0;  // GNU Go's dead and seki stones counted by RULES.md
  double kosumi = 0;         // Kosumi's settlement
  std::string gnugo_dead;
  std::string kosumi_dead;
  std::string gnugo_seki;
  std::string kosumi_seki;
  bool uncertain = false;  // Kosumi marked the count as uncertain
  // GNU Go contradicts itself here (agreement/contradictions.h): its
  // verdict is wrong by its own reading.
  bool gnugo_contradicts = false;
  double seconds = 0;      // Kosumi's settlement, wall clock
  double cpu_seconds = 0;  // ... and CPU time, all threads
  int playouts = 0;        // ... and its playouts
  std::string record;      // the SGF, for the report of a disagreement

  bool open_region() const { return gnugo_score != gnugo_counted; }
  bool same_winner() const;
  bool same_winner_as_score() const;  // as GNU Go's final_score
  bool same_score() const { return kosumi == gnugo_counted; }
};

Comparison compare(const AgreementPosition& position, const eval::SettleOptions& options);

// Agreement by board size and kind of position.
struct Tally {
  int positions = 0;
  int same_winner = 0;
  int same_winner_as_score = 0;
  int same_score = 0;
  int open_regions = 0;  // GNU Go credited an open region (see above)
  int uncertain = 0;
  int gnugo_contradicts = 0;  // positions where GNU Go contradicts itself
  // Winner as GNU Go's final_score, on the positions where it does not.
  int consistent_same_winner_as_score = 0;
  std::vector<double> seconds;      // settlement time per position, wall clock
  std::vector<double> cpu_seconds;  // ... CPU time

  static double median(std::vector<double> values);
  static double max(const std::vector<double>& values);
};

class AgreementReport {
 public:
  void add(Comparison comparison);

  // Zero counts for a size and kind not seen.
  Tally tally(int size, PositionKind kind) const;
  const std::vector<Comparison>& disagreements() const { return disagreements_; }

  // A table: one line per size and kind, with percentages.
  std::string table() const;
  // The same figures as JSON, with every disagreement's position.
  std::string json() const;
  // Each disagreement: seed, rules, both scores and dead lists, the SGF.
  std::string disagreement_text() const;

 private:
  std::map<std::pair<int, PositionKind>, Tally> tallies_;
  std::vector<Comparison> disagreements_;  // different winner (either way) or score
};

}  // namespace kosumi::agreement
