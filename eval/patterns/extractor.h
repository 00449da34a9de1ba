#pragma once

#include "engine/board.h"
#include "engine/tactics/ladder.h"
#include "engine/types.h"
#include "eval/patterns/dictionary.h"
#include "eval/patterns/features.h"

namespace kosumi::eval {

// The moves before the position: kPass for a pass, kNoPoint when there was
// none (the start of the game).
struct MoveContext {
  engine::Point last = engine::kNoPoint;
  engine::Point second_last = engine::kNoPoint;
};

// Computes the features of candidate moves (features.h), with the learned
// patterns of a dictionary for the Pattern3 and Shape groups. Reads ladders
// for captures, escapes and ataris along one line, as the playouts do
// (LadderReader::extension_escapes_quickly: one board copy and the plies
// played on it; the full reading copies the board at every ply, and a long
// ladder made it the larger part of scoring a position). Owns the ladder
// reader's scratch boards, so one extractor per thread. The dictionary
// must outlive it.
//
// Cost: a few loads for the tactical groups of a quiet move, the 3×3 code,
// and one Zobrist update per stone in the shape's rings up to the largest
// known shape; a ladder read only for a move next to a string in atari or
// one it puts in atari.
class FeatureExtractor {
 public:
  explicit FeatureExtractor(const PatternDictionary& dictionary) : dictionary_(dictionary) {}
  explicit FeatureExtractor(PatternDictionary&&) = delete;  // would dangle

  // The features of `move` for `to_move`: a legal point, or kPass.
  MoveFeatures extract(const engine::Board& board, engine::Player to_move,
                       const MoveContext& context, engine::Point move);

 private:
  CaptureValue capture(const engine::Board& board, engine::Player pl, engine::Point p,
                       engine::Point last);
  EscapeValue atari_escape(const engine::Board& board, engine::Player pl, engine::Point p,
                           engine::Point last);
  AtariValue atari(const engine::Board& board, engine::Player pl, engine::Point p);

  const PatternDictionary& dictionary_;
  engine::LadderReader ladders_;
  engine::Board scratch_{engine::kMaxSize};
};

}  // namespace kosumi::eval
