#include "engine/symmetry.h"

#include <gtest/gtest.h>

#include <set>

#include "engine/coord.h"

namespace kosumi::engine {
namespace {

TEST(Symmetry, EachSymmetryIsUndoneByItsInverseOnEveryPointOfEverySize) {
  for (int size : {2, 5, 9, 19, 25}) {
    for (int s = 0; s < kSymmetryCount; ++s) {
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
          const Point p = point_at(x, y, size);
          const Point image = transform(s, p, size);
          EXPECT_EQ(transform(inverse_symmetry(s), image, size), p)
              << "size " << size << ", symmetry " << s << ", " << point_to_string(p, size);
        }
      }
    }
  }
}

TEST(Symmetry, APointOffTheAxesHasEightDistinctImagesOnTheBoard) {
  std::set<std::string> images;
  for (int s = 0; s < kSymmetryCount; ++s)
    images.insert(point_to_string(transform(s, *parse_point("C4", 9), 9), 9));
  EXPECT_EQ(images, (std::set<std::string>{"C4", "C6", "G4", "G6", "D3", "D7", "F3", "F7"}));
}

TEST(Symmetry, TheIdentityTheCentreAndThePassStayPut) {
  EXPECT_EQ(transform(0, *parse_point("C4", 9), 9), *parse_point("C4", 9));
  for (int s = 0; s < kSymmetryCount; ++s) {
    EXPECT_EQ(transform(s, *parse_point("E5", 9), 9), *parse_point("E5", 9));
    EXPECT_EQ(transform(s, kPass, 9), kPass);
    EXPECT_EQ(transform(s, kNoPoint, 9), kNoPoint);
  }
}

}  // namespace
}  // namespace kosumi::engine
