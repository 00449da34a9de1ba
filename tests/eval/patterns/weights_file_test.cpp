#include "eval/patterns/weights_file.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "eval/patterns/shape.h"
#include "support/temp_path.h"

namespace kosumi::eval {
namespace {

// A small model with every kind of entry and distinct gammas.
PatternModel sample_model() {
  PatternDictionary d;
  d.add_pattern3(liberty_pattern3_canonical(0x10004u));
  d.add_pattern3(liberty_pattern3_canonical(0xc0010u));
  d.add_shape({kMinShapeSize, 0x0123456789abcdefULL});
  d.add_shape({kMinShapeSize + 3, 0xfedcba9876543210ULL});
  d.add_shape({kMaxShapeSize, 0x42ULL});
  PatternModel model(std::move(d));
  float gamma = 0.125f;
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    for (uint32_t v = 1; v < model.value_count(group); ++v) {
      model.set_gamma(group, v, gamma);
      gamma *= 1.37f;
    }
  }
  return model;
}

std::string text_of(const PatternModel& model, const std::vector<std::string>& notes = {}) {
  std::ostringstream out;
  write_weights(out, model, notes);
  return out.str();
}

PatternModel read_text(const std::string& text) {
  std::istringstream in(text);
  return read_weights(in, "test.txt");
}

// The message of the WeightsFileError that reading `text` throws, or "".
std::string error_of(const std::string& text) {
  try {
    read_text(text);
  } catch (const WeightsFileError& e) {
    return e.what();
  }
  return "";
}

// `text` with its first `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(WeightsFile, RoundTripKeepsEveryPatternAndGamma) {
  const PatternModel model = sample_model();
  const PatternModel back = read_text(text_of(model, {"trained on nothing"}));
  ASSERT_EQ(back.dictionary().pattern3_count(), 2u);
  ASSERT_EQ(back.dictionary().shape_count(), 3u);
  for (uint32_t id = 1; id <= 2; ++id)
    EXPECT_EQ(back.dictionary().pattern3(id), model.dictionary().pattern3(id));
  for (uint32_t id = 1; id <= 3; ++id)
    EXPECT_EQ(back.dictionary().shape(id), model.dictionary().shape(id));
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    ASSERT_EQ(back.value_count(group), model.value_count(group));
    for (uint32_t v = 0; v < model.value_count(group); ++v) {
      EXPECT_NEAR(back.gamma(group, v) / model.gamma(group, v), 1.0, 1e-4)
          << group_name(group) << " " << v;
    }
  }
  // Written again, the text is the same.
  EXPECT_EQ(text_of(back, {"trained on nothing"}), text_of(model, {"trained on nothing"}));
}

TEST(WeightsFile, DocumentsItselfAndTakesCommentsAnywhere) {
  const std::string text = text_of(sample_model(), {"from a test"});
  EXPECT_EQ(text.rfind("# Kosumi move patterns", 0), 0u);
  EXPECT_NE(text.find("# from a test\nkosumi-patterns 1\n"), std::string::npos);
  EXPECT_NE(text.find("\nfeature capture ko "), std::string::npos);
  EXPECT_NE(text.find("\nshape 4 0123456789abcdef "), std::string::npos);
  const std::string commented = replaced(text, "\nend\n", "\n\n  # a note\nend\n# after\n");
  EXPECT_EQ(read_text(commented).dictionary().shape_count(), 3u);
}

TEST(WeightsFile, SaveAndLoadAFile) {
  const test::TempPath path("kosumi-weights-test.txt");
  save_weights(path.string(), sample_model(), {});
  EXPECT_EQ(load_weights(path.string()).dictionary().pattern3_count(), 2u);
  std::filesystem::remove(path.path());
  try {
    load_weights(path.string());
    FAIL() << "a missing file loaded";
  } catch (const WeightsFileError& e) {
    EXPECT_NE(std::string(e.what()).find("cannot open"), std::string::npos) << e.what();
  }
  EXPECT_THROW(save_weights("/nonexistent-dir/x.txt", sample_model(), {}), WeightsFileError);
}

TEST(WeightsFile, RejectsAnotherFormatOrVersion) {
  EXPECT_NE(error_of("").find("empty"), std::string::npos);
  EXPECT_NE(error_of("# only a comment\n").find("empty"), std::string::npos);
  EXPECT_NE(error_of("hello world\n").find("test.txt:1: not a Kosumi weights file"),
            std::string::npos);
  const std::string text = text_of(sample_model());
  const std::string newer = replaced(text, "kosumi-patterns 1", "kosumi-patterns 2");
  EXPECT_NE(error_of(newer).find("format version 2, but this build reads version 1"),
            std::string::npos)
      << error_of(newer);
}

TEST(WeightsFile, RejectsMalformedEntriesNamingTheLine) {
  const std::string text = text_of(sample_model());
  // The text with the line that starts with `prefix` replaced by `line`.
  const auto with_line = [&text](const std::string& prefix, const std::string& line) {
    const size_t start = text.find("\n" + prefix) + 1;
    EXPECT_NE(start, 0u) << prefix;
    return std::string(text).replace(start, text.find('\n', start) - start, line);
  };
  struct Case {
    std::string prefix, line, message;
  };
  const std::vector<Case> cases = {
      {"end", "", "no 'end' line"},
      {"end", "end\nshape 4 00000000000000ff 1", "entry after 'end'"},
      {"end", "feature capture ko 2\nend", "feature capture ko repeated"},
      {"feature capture ko ", "feature capture kos 1", "unknown value 'kos'"},
      {"feature capture ko ", "feature captures ko 1", "unknown feature group 'captures'"},
      {"feature capture ko ", "feature shape ko 1", "unknown feature group 'shape'"},
      {"feature atari ladder ", "feature atari ladder -2", "bad gamma '-2'"},
      {"feature atari ladder ", "feature atari ladder 0", "bad gamma '0'"},
      {"feature atari ladder ", "feature atari ladder nan", "bad gamma 'nan'"},
      {"feature atari ladder ", "feature atari ladder inf", "bad gamma 'inf'"},
      {"feature atari ladder ", "feature atari ladder 1e99999", "bad gamma '1e99999'"},
      {"feature atari ladder ", "feature atari ladder 2x", "bad gamma '2x'"},
      {"feature self-atari good ", "# gone", "no gamma for feature self-atari good"},
      {"shape 4 ", "shape 3 0123456789abcdef 1", "bad shape size '3'"},
      {"shape 4 ", "shape 4 0123456789abcdeg 1", "bad shape hash"},
      {"shape 4 ", "shape 4 0123456789abcde 1", "bad shape hash"},
      {"shape 4 ", "shape 4 fedcba9876543210 1", "shape fedcba9876543210 repeated"},
      {"end", "pattern3 zz 1\nend", "bad 3x3 code 'zz'"},
      {"end", "pattern3 1000000 1\nend", "bad 3x3 code"},
      {"end", "bogus 1 2\nend", "unknown entry 'bogus 1 2'"},
      {"end", "shape 4 1\nend", "unknown entry"},
  };
  for (const Case& c : cases) {
    const std::string message = error_of(with_line(c.prefix, c.line));
    EXPECT_NE(message.find(c.message), std::string::npos) << "'" << c.line << "' gave: " << message;
    EXPECT_EQ(message.rfind("test.txt", 0), 0u) << message;
  }
  // A 3x3 code that is not the canonical one of its symmetries.
  const std::string first = text.substr(text.find("\npattern3 ") + 10, 6);
  const LibertyPattern3 code = static_cast<LibertyPattern3>(std::stoul(first, nullptr, 16));
  for (int s = 1; s < 8; ++s) {
    const LibertyPattern3 other = liberty_pattern3_transform(code, s);
    if (other == code) continue;
    char hex[8];
    std::snprintf(hex, sizeof hex, "%06x", other);
    EXPECT_NE(error_of(replaced(text, "pattern3 " + first, std::string("pattern3 ") + hex))
                  .find("canonical"),
              std::string::npos);
    break;
  }
}

}  // namespace
}  // namespace kosumi::eval
