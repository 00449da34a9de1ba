#include "gtp/cli/options.h"

#include <gtest/gtest.h>

#include <set>

namespace kosumi::cli {
namespace {

const OptionSpec kSpec{"test",
                       "a front end for tests",
                       {"rules", "size", "komi", "handicap", "threads", "playouts", "time",
                        "memory", "seed", "no-resign", "ponder", "color", "playout", "param"},
                       "",
                       0};

const OptionSpec kFileSpec{"score", "takes a file", {"komi"}, "FILE.sgf", 1};

// The OptionError message for `args`, or "" when they parse.
std::string error_of(const std::vector<std::string>& args, const OptionSpec& spec = kSpec) {
  try {
    parse_options(args, spec);
  } catch (const OptionError& e) {
    return e.what();
  }
  return "";
}

TEST(Options, DefaultsWithoutArguments) {
  const Options o = parse_options({}, kSpec);
  EXPECT_EQ(o.size, 19);
  EXPECT_EQ(o.rules.name(), "chinese");
  EXPECT_EQ(o.effective_komi(), 7.5);
  EXPECT_FALSE(o.seed.has_value());
  EXPECT_FALSE(o.no_resign);
}

TEST(Options, ParsesEveryOptionInBothForms) {
  const Options o =
      parse_options({"--rules", "japanese", "--size=13", "--komi", "5.5", "--handicap", "4",
                     "--threads=0", "--playouts", "500", "--time", "2.5", "--memory", "64",
                     "--seed=42", "--no-resign", "--ponder", "--color", "white"},
                    kSpec);
  EXPECT_EQ(o.rules.name(), "japanese");
  EXPECT_EQ(o.size, 13);
  EXPECT_EQ(o.effective_komi(), 5.5);
  EXPECT_EQ(o.handicap, 4);
  EXPECT_EQ(o.threads, 0);
  EXPECT_EQ(o.playouts, 500);
  EXPECT_EQ(o.seconds, 2.5);
  EXPECT_EQ(o.memory_mb, 64);
  EXPECT_EQ(o.seed, 42u);
  EXPECT_TRUE(o.no_resign);
  EXPECT_TRUE(o.ponder);
  EXPECT_EQ(o.user_color, engine::Player::White);
}

// A value that starts with '-' is a value, not an option.
TEST(Options, NegativeValuesAreValues) {
  EXPECT_EQ(parse_options({"--komi", "-5"}, kSpec).effective_komi(), -5);
  EXPECT_EQ(parse_options({"--komi=-0.5"}, kSpec).effective_komi(), -0.5);
  EXPECT_EQ(error_of({"--threads", "-1"}),
            "--threads takes a whole number from 0 to 1024, not '-1'");
}

TEST(Options, HandicapWithoutKomiTakesThePresetHandicapKomi) {
  EXPECT_EQ(parse_options({"--handicap", "3"}, kSpec).effective_komi(), 0.5);
  EXPECT_EQ(parse_options({"--rules", "new_zealand"}, kSpec).rules.name(), "new-zealand");
}

TEST(Options, BadOptionsAreNamedInTheError) {
  EXPECT_EQ(error_of({"--sise", "9"}), "unknown option '--sise' (did you mean --size?)");
  EXPECT_EQ(error_of({"--size"}), "--size needs a value: --size N");
  EXPECT_EQ(error_of({"-s", "9"}), "unknown option '-s'");
  EXPECT_EQ(error_of({"--size", "26"}), "--size takes a whole number from 2 to 25, not '26'");
  EXPECT_EQ(error_of({"--size", "nine"}), "--size takes a whole number from 2 to 25, not 'nine'");
  EXPECT_EQ(error_of({"--komi", "nan"}), "--komi takes a number from -1000 to 1000, not 'nan'");
  EXPECT_EQ(error_of({"--rules", "klingon"}),
            "--rules takes japanese, chinese, french, aga, tromp-taylor or new-zealand, "
            "not 'klingon'");
  EXPECT_EQ(error_of({"--handicap", "1"}), "--handicap must be 0 or between 2 and 9");
  EXPECT_EQ(error_of({"--size", "9", "--handicap", "9"}), "");
  EXPECT_EQ(error_of({"--size", "8", "--handicap", "5"}),
            "--handicap 5 is not possible on a board of size 8");
  EXPECT_EQ(error_of({"--playouts", "0"}),
            "--playouts takes a whole number from 1 to 1099511627776, not '0'");
  EXPECT_EQ(error_of({"--no-resign=yes"}),
            "--no-resign is a switch and takes no value: give --no-resign alone, not "
            "'--no-resign=yes'");
  EXPECT_EQ(error_of({"--color", "red"}), "--color takes black or white, not 'red'");
  EXPECT_EQ(error_of({"stray"}), "unexpected argument 'stray': kosumi test takes options alone");
  // A terabyte is more than any machine these tests run on has.
  EXPECT_NE(error_of({"--memory", "1048576"}).find("takes at most this machine's"),
            std::string::npos);
}

TEST(Options, ARepeatedOptionTakesItsLastValueInTheOrderGiven) {
  EXPECT_EQ(parse_options({"--size", "9", "--size=13"}, kSpec).size, 13);
  const OptionSpec spec{"gtp", "", {"capture-dead", "no-capture-dead"}, "", 0};
  EXPECT_TRUE(parse_options({"--no-capture-dead", "--capture-dead"}, spec).capture_dead);
  EXPECT_FALSE(parse_options({"--capture-dead", "--no-capture-dead"}, spec).capture_dead);
  EXPECT_EQ(error_of({"--size", "9", "--size", "99"}),
            "--size takes a whole number from 2 to 25, not '99'");
}

TEST(Options, PlayoutPolicyAndSearchParameters) {
  EXPECT_EQ(parse_options({}, kSpec).playout, search::PlayoutPolicy::Heavy);
  const Options o = parse_options(
      {"--playout", "light", "--param", "heavy.atari=0.5", "--param=tree.exploration=0"}, kSpec);
  EXPECT_EQ(o.playout, search::PlayoutPolicy::Light);
  const search::SearchOptions settings = search_options(o, 3);
  EXPECT_EQ(settings.playout, search::PlayoutPolicy::Light);
  EXPECT_DOUBLE_EQ(settings.heavy.atari, 0.5);
  EXPECT_FLOAT_EQ(settings.tree.exploration, 0);
  EXPECT_EQ(settings.seed, 3u);
  EXPECT_EQ(error_of({"--playout", "medium"}), "--playout takes heavy or light, not 'medium'");
  EXPECT_EQ(error_of({"--param", "heavy.atari"}),
            "--param takes NAME=VALUE (kosumi params lists the names), not 'heavy.atari'");
  EXPECT_EQ(error_of({"--param", "heavy.atari=x"}), "--param heavy.atari takes a number, not 'x'");
  EXPECT_EQ(error_of({"--param", "nope=1"}), "--param: unknown parameter 'nope'");
  EXPECT_EQ(error_of({"--param", "heavy.atari=2"}),
            "--param: parameter heavy.atari must be between 0 and 1, not 2");
}

TEST(Options, OptionsOfOtherFrontEndsAreRefused) {
  EXPECT_EQ(error_of({"--size", "9", "game.sgf"}, kFileSpec), "unknown option '--size'");
}

TEST(Options, PositionalArgumentsAreCounted) {
  EXPECT_EQ(error_of({}, kFileSpec), "expected FILE.sgf, given nothing");
  EXPECT_EQ(error_of({"a.sgf", "b.sgf"}, kFileSpec), "expected FILE.sgf, given 2 arguments");
  EXPECT_EQ(parse_options({"a.sgf", "--komi", "6"}, kFileSpec).positional.front(), "a.sgf");
}

TEST(Options, HelpNeedsNothingElseAndListsOnlyAcceptedOptions) {
  EXPECT_TRUE(parse_options({"--help"}, kFileSpec).help);
  const std::string help = help_text(kFileSpec);
  EXPECT_NE(help.find("Usage: kosumi score FILE.sgf [OPTIONS]"), std::string::npos) << help;
  EXPECT_NE(help.find("takes a file"), std::string::npos) << help;
  EXPECT_NE(help.find("--komi"), std::string::npos);
  EXPECT_EQ(help.find("--size"), std::string::npos);
}

TEST(Options, AFrontEndMayGiveAnOptionItsOwnHelp) {
  const OptionSpec spec{"bench", "", {"playouts", "komi"}, "", 0, {{"playouts", "each, 20000"}}};
  const std::string help = help_text(spec);
  EXPECT_NE(help.find("each, 20000\n"), std::string::npos) << help;
  EXPECT_EQ(help.find("playouts per move"), std::string::npos) << help;
  // Its own help says the default, not the table's.
  EXPECT_EQ(help.find("--playouts N="), std::string::npos) << help;
  EXPECT_NE(help.find("komi (default"), std::string::npos) << help;
}

// The defaults --help shows are those of a default-constructed Options.
TEST(Options, HelpShowsTheDefaultsOptionsStartFrom) {
  const std::string help = help_text(kSpec);
  const Options defaults;
  EXPECT_NE(help.find("--size N=" + std::to_string(defaults.size) + " "), std::string::npos)
      << help;
  EXPECT_NE(help.find("--memory MB=" + std::to_string(defaults.memory_mb) + " "), std::string::npos)
      << help;
  EXPECT_NE(help.find("--rules PRESET=chinese"), std::string::npos) << help;
}

// Capturing dead stones before passing is the default (safe on servers
// that count the board as it stands); --no-capture-dead turns it off.
TEST(Options, CaptureDeadIsTheDefaultAndCanBeTurnedOff) {
  const OptionSpec spec{"gtp", "", {"capture-dead", "no-capture-dead", "seed"}, "", 0};
  EXPECT_TRUE(parse_options({}, spec).capture_dead);
  EXPECT_TRUE(parse_options({"--capture-dead"}, spec).capture_dead);
  EXPECT_FALSE(parse_options({"--no-capture-dead"}, spec).capture_dead);
  EXPECT_TRUE(make_go_player(parse_options({"--seed", "1"}, spec))->config().capture_dead);
  EXPECT_FALSE(make_go_player(parse_options({"--no-capture-dead", "--seed", "1"}, spec))
                   ->config()
                   .capture_dead);
}

TEST(Options, MakeGoPlayerAppliesSizeKomiAndHandicap) {
  const Options o = parse_options(
      {"--size", "9", "--handicap", "2", "--rules", "japanese", "--seed", "1"}, kSpec);
  const auto go_player = make_go_player(o);
  EXPECT_EQ(go_player->size(), 9);
  EXPECT_EQ(go_player->rules().komi, 0.5);
  EXPECT_EQ(go_player->game().handicap(), 2);
  EXPECT_EQ(go_player->game().to_move(), engine::Player::White);
}

TEST(Options, LevelFromOneToTenAndBadValuesNamed) {
  const OptionSpec spec{"play", "", {"level", "playouts", "time", "seed", "threads"}, "", 0};
  EXPECT_FALSE(parse_options({}, spec).level.has_value());
  EXPECT_EQ(parse_options({"--level", "1"}, spec).level, 1);
  EXPECT_EQ(parse_options({"--level=10"}, spec).level, 10);
  EXPECT_EQ(error_of({"--level", "0"}, spec), "--level takes a whole number from 1 to 10, not '0'");
  EXPECT_EQ(error_of({"--level", "11"}, spec),
            "--level takes a whole number from 1 to 10, not '11'");
  EXPECT_EQ(error_of({"--level", "x"}, spec), "--level takes a whole number from 1 to 10, not 'x'");
  const std::string both =
      "--level sets the playouts itself: give --level or --playouts/--time, not both";
  EXPECT_EQ(error_of({"--level", "3", "--playouts", "100"}, spec), both);
  EXPECT_EQ(error_of({"--time", "2", "--level", "3"}, spec), both);
}

// Level 10 is the default search; each level below halves the playouts,
// and the lowest draw their move by chance.
TEST(Options, LevelSetsThePlayoutsAndTheMoveTemperature) {
  const OptionSpec spec{"play", "", {"level", "seed"}, "", 0};
  const auto config = [&](std::vector<std::string> args) {
    args.insert(args.end(), {"--seed", "1"});
    return make_go_player(parse_options(args, spec))->config();
  };
  const facade::GoPlayerConfig full = config({"--level", "10"});
  const facade::GoPlayerConfig plain = config({});
  EXPECT_EQ(full.playouts, plain.playouts);
  EXPECT_EQ(full.playouts, 0);
  EXPECT_EQ(full.move_temperature, 0);
  EXPECT_EQ(plain.move_temperature, 0);
  EXPECT_EQ(config({"--level", "9"}).playouts, facade::GoPlayer::kDefaultPlayouts / 2);
  EXPECT_EQ(config({"--level", "5"}).playouts, facade::GoPlayer::kDefaultPlayouts / 32);
  EXPECT_EQ(config({"--level", "5"}).move_temperature, 0);
  EXPECT_EQ(config({"--level", "1"}).playouts, facade::GoPlayer::kDefaultPlayouts / 512);
  EXPECT_GT(config({"--level", "1"}).move_temperature, config({"--level", "3"}).move_temperature);
  EXPECT_GT(config({"--level", "3"}).move_temperature, 0);
}

// Level 1's first move on an empty board depends on the seed, and the same
// seed plays the same game.
TEST(Options, LevelOneVariesItsMoveWithTheSeedAndRepeatsItWithTheSame) {
  const OptionSpec spec{"play", "", {"level", "seed", "size", "threads"}, "", 0};
  const auto first_move = [&](int seed) {
    const auto go_player = make_go_player(parse_options(
        {"--level", "1", "--size", "9", "--threads", "1", "--seed", std::to_string(seed)}, spec));
    const facade::GoPlayer::GeneratedMove move = go_player->genmove(engine::Player::Black);
    EXPECT_EQ(go_player->last_search()->limits.playouts, facade::GoPlayer::kDefaultPlayouts / 512);
    return move.point;
  };
  std::set<engine::Point> moves;
  for (int seed = 1; seed <= 8; ++seed)
    moves.insert(first_move(seed));
  EXPECT_GE(moves.size(), 3u);
  EXPECT_EQ(first_move(5), first_move(5));
}

}  // namespace
}  // namespace kosumi::cli
