#include <iomanip>
#include <iostream>
#include <sstream>

#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "search/parameters.h"

namespace kosumi::cli {

int params_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "params",
      "Lists the search parameters that --param sets: name, value (the default, or as\n"
      "--param sets it), range and meaning. The priors' weights are those of small\n"
      "boards; from prior.large_board up they are scaled by prior.large_scale.",
      {"param"},
      "",
      0};
  return run_front_end(args, spec, [](const Options& options) {
    const search::SearchOptions settings = search_options(options, 0);
    for (const search::ParameterInfo& p : search::parameters()) {
      std::ostringstream range;
      range << '[' << p.low << ", " << p.high << ']';
      std::cout << std::left << std::setw(28) << p.name << std::setw(10)
                << search::parameter_value(settings, p.name) << std::setw(14) << range.str()
                << p.help << '\n';
    }
    return 0;
  });
}

}  // namespace kosumi::cli
