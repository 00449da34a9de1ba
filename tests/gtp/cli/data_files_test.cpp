#include "gtp/cli/data_files.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

// A data file of one line, refused when it is missing or empty.
class ThingError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string load_thing(const std::string& path) {
  std::ifstream in(path);
  std::string text;
  if (!std::getline(in, text) || text.empty()) throw ThingError(path + ": no thing in it");
  return text;
}

// No file of this name lies beside the test binary.
const DataFileNames kThing{"thing", "kosumi-no-such-thing.txt", "--thing", "it"};

std::shared_ptr<const std::string> load(const std::optional<std::string>& named, bool quiet,
                                        std::ostream& log) {
  return load_data_file<ThingError>(
      kThing, named, quiet, log, load_thing,
      [](std::ostream& out, const std::string& thing) { out << "'" << thing << "'"; });
}

TEST(DataFiles, WithoutAnInstalledFileKosumiWarnsAndPlaysWithoutIt) {
  std::ostringstream log;
  EXPECT_EQ(load(std::nullopt, false, log), nullptr);
  EXPECT_EQ(log.str(),
            "kosumi: warning: no thing: kosumi-no-such-thing.txt is neither beside the kosumi "
            "binary nor in ../share/kosumi/ (--thing FILE names one); playing without it\n");
}

TEST(DataFiles, ANamedFileIsLoadedAndDescribedUnlessQuiet) {
  const test::TempPath file("data_files_test_thing.txt");
  std::ofstream(file.path()) << "a thing\n";
  std::ostringstream log;
  const auto thing = load(file.string(), false, log);
  ASSERT_NE(thing, nullptr);
  EXPECT_EQ(*thing, "a thing");
  EXPECT_EQ(log.str(), "kosumi: thing from " + file.string() + ": 'a thing'\n");
  std::ostringstream quiet;
  EXPECT_NE(load(file.string(), true, quiet), nullptr);
  EXPECT_EQ(quiet.str(), "");
}

// The user named the file: one that cannot be read is an error, not a
// game without it.
TEST(DataFiles, ANamedFileThatCannotBeReadIsAnOptionError) {
  const test::TempPath file("data_files_test_empty.txt");
  std::ofstream(file.path()) << "\n";
  std::ostringstream log;
  try {
    load(file.string(), false, log);
    ADD_FAILURE() << "an empty --thing file was accepted";
  } catch (const OptionError& e) {
    EXPECT_EQ(std::string(e.what()), "--thing: " + file.string() + ": no thing in it");
  }
  EXPECT_EQ(log.str(), "");
}

}  // namespace
}  // namespace kosumi::cli
