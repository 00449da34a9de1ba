#include "eval/patterns/weights_file.h"

#include <algorithm>
#include <cmath>
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string_view>
#include <vector>

#include "engine/parse.h"
#include "eval/patterns/shape.h"
#include "eval/text_lines.h"

namespace kosumi::eval {
namespace {

constexpr std::string_view kMagic = "kosumi-patterns";

constexpr std::string_view kDescription =
    "# Kosumi move patterns: Bradley-Terry gammas of move features (Coulom 2007).\n"
    "# A move's strength is the product of the gammas of its features, one per\n"
    "# group; its probability is its strength over the sum over all legal moves.\n"
    "# Entries: 'feature GROUP VALUE GAMMA' for the fixed groups (see\n"
    "# eval/patterns/features.h), 'pattern3 CODE GAMMA' for 3x3 codes with liberties\n"
    "# (eval/patterns/pattern3_liberties.h), 'shape SIZE HASH GAMMA' for shapes\n"
    "# (eval/patterns/shape.h); a feature not listed has gamma 1.\n";

// Reads the file line by line; every error names the file and the line.
class Reader {
 public:
  Reader(std::istream& in, const std::string& name) : lines_(in, name) {}

  PatternModel read() {
    read_header();
    PatternDictionary dictionary;
    std::vector<float> pattern3_gammas;
    std::vector<float> shape_gammas;
    std::array<std::vector<std::optional<float>>, kFeatureGroupCount> fixed;
    for (int g = 0; g < kFeatureGroupCount; ++g) {
      fixed[static_cast<size_t>(g)].resize(fixed_value_count(group_at(g)));
    }
    lines_.read_entries_to_end<WeightsFileError>([&](const std::vector<std::string_view>& w) {
      if (w[0] == "feature" && w.size() == 4) {
        read_feature(w, fixed);
      } else if (w[0] == "pattern3" && w.size() == 3) {
        const auto code = engine::try_parse<uint32_t>(w[1], 16);
        if (!code || *code >= (uint32_t{1} << kLibertyPattern3Bits) ||
            liberty_pattern3_canonical(*code) != *code) {
          fail("bad 3x3 code '" + std::string(w[1]) + "' (six hex digits, canonical)");
        }
        if (dictionary.pattern3_id(*code) != 0) fail("3x3 code " + std::string(w[1]) + " repeated");
        dictionary.add_pattern3(*code);
        pattern3_gammas.push_back(gamma(w[2]));
      } else if (w[0] == "shape" && w.size() == 4) {
        const auto size = engine::try_parse<int>(w[1]);
        if (!size || *size < kMinShapeSize || *size > kMaxShapeSize) {
          fail("bad shape size '" + std::string(w[1]) + "' (" + std::to_string(kMinShapeSize) +
               " to " + std::to_string(kMaxShapeSize) + ")");
        }
        const auto hash = engine::try_parse<uint64_t>(w[2], 16);
        if (!hash || *hash == 0 || w[2].size() != 16) {
          fail("bad shape hash '" + std::string(w[2]) + "' (16 hex digits)");
        }
        if (dictionary.shape_id(*hash) != 0) fail("shape " + std::string(w[2]) + " repeated");
        dictionary.add_shape({*size, *hash});
        shape_gammas.push_back(gamma(w[3]));
      } else {
        return false;
      }
      return true;
    });
    for (int g = 0; g < kFeatureGroupCount; ++g) {
      const auto names = value_names(group_at(g));
      for (size_t v = 1; v < fixed[static_cast<size_t>(g)].size(); ++v) {
        if (!fixed[static_cast<size_t>(g)][v]) {
          fail_at_end("no gamma for feature " + std::string(group_name(group_at(g))) + " " +
                      std::string(names[v - 1]));
        }
      }
    }
    PatternModel model(std::move(dictionary));
    for (int g = 0; g < kFeatureGroupCount; ++g) {
      for (size_t v = 1; v < fixed[static_cast<size_t>(g)].size(); ++v) {
        model.set_gamma(group_at(g), static_cast<uint32_t>(v), *fixed[static_cast<size_t>(g)][v]);
      }
    }
    for (size_t i = 0; i < pattern3_gammas.size(); ++i) {
      model.set_gamma(FeatureGroup::Pattern3, static_cast<uint32_t>(i + 1), pattern3_gammas[i]);
    }
    for (size_t i = 0; i < shape_gammas.size(); ++i) {
      model.set_gamma(FeatureGroup::Shape, static_cast<uint32_t>(i + 1), shape_gammas[i]);
    }
    return model;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw WeightsFileError(lines_.where() + ": " + what);
  }
  [[noreturn]] void fail_at_end(const std::string& what) const {
    throw WeightsFileError(lines_.name() + ": " + what);
  }

  void read_header() {
    if (auto error = lines_.header_error(kMagic, kWeightsFormatVersion, "weights file"))
      throw WeightsFileError(*error);
  }

  float gamma(std::string_view text) const {
    const auto g = engine::try_parse<float>(text);
    if (!g || !std::isfinite(*g) || !(*g > 0)) {
      fail("bad gamma '" + std::string(text) + "' (a finite positive number)");
    }
    return *g;
  }

  void read_feature(const std::vector<std::string_view>& w,
                    std::array<std::vector<std::optional<float>>, kFeatureGroupCount>& fixed) {
    const auto group = parse_group_name(w[1]);
    if (!group || is_dictionary_group(*group))
      fail("unknown feature group '" + std::string(w[1]) + "'");
    const auto names = value_names(*group);
    const auto it = std::find(names.begin(), names.end(), w[2]);
    if (it == names.end()) {
      fail("unknown value '" + std::string(w[2]) + "' of feature group " + std::string(w[1]));
    }
    auto& slot = fixed[group_index(*group)][static_cast<size_t>(it - names.begin()) + 1];
    if (slot) fail("feature " + std::string(w[1]) + " " + std::string(w[2]) + " repeated");
    slot = gamma(w[3]);
  }

  TextLines lines_;
};

}  // namespace

PatternModel read_weights(std::istream& in, const std::string& name) {
  return Reader(in, name).read();
}

PatternModel load_weights(const std::string& path) {
  return read_text_file<WeightsFileError>(path, read_weights);
}

void write_weights(std::ostream& out, const PatternModel& model,
                   std::span<const std::string> notes) {
  write_text_header(out, kDescription, notes, kMagic, kWeightsFormatVersion);
  std::ostringstream gamma;
  gamma.precision(5);
  const auto gamma_text = [&gamma](float g) {
    gamma.str("");
    gamma << g;
    return gamma.str();
  };
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    const auto names = value_names(group);
    for (size_t v = 0; v < names.size(); ++v) {
      out << "feature " << group_name(group) << ' ' << names[v] << ' '
          << gamma_text(model.gamma(group, static_cast<uint32_t>(v + 1))) << '\n';
    }
  }
  const PatternDictionary& d = model.dictionary();
  for (uint32_t id = 1; id <= d.pattern3_count(); ++id) {
    out << "pattern3 " << hex_digits(d.pattern3(id), 6) << ' '
        << gamma_text(model.gamma(FeatureGroup::Pattern3, id)) << '\n';
  }
  for (uint32_t id = 1; id <= d.shape_count(); ++id) {
    const ShapeKey& s = d.shape(id);
    out << "shape " << s.size << ' ' << hex_digits(s.hash, 16) << ' '
        << gamma_text(model.gamma(FeatureGroup::Shape, id)) << '\n';
  }
  out << "end\n";
}

void save_weights(const std::string& path, const PatternModel& model,
                  std::span<const std::string> notes) {
  write_text_file<WeightsFileError>(path,
                                    [&](std::ostream& out) { write_weights(out, model, notes); });
}

}  // namespace kosumi::eval
