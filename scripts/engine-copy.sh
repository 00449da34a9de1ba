# Sourced by the long measurements (strength-vs-gnugo.sh, cluster-strength.sh,
# tune.sh):
# keeps a copy of the kosumi binary, with its data files (the move patterns'
# weights, the 9x9 opening book, the 19x19 opening table) beside it where the
# engine looks for them, in the run's directory, so that rebuilding during a
# long run does not change the engine. Sets `kosumi` to the copy.
#
#   keep_engine_copy OUT_DIR
keep_engine_copy() {
  local dir=$1
  local build=${BUILD_DIR:-build/release}
  mkdir -p "$dir"
  if [ ! -x "$dir/kosumi" ]; then
    if [ ! -x "$build/kosumi" ]; then
      echo "$0: no $build/kosumi; build first (cmake --preset release && cmake --build --preset release)" >&2
      exit 1
    fi
    cp "$build/kosumi" "$dir/kosumi"
    local data
    for data in kosumi-patterns.txt kosumi-book-9.txt kosumi-opening-19.txt; do
      if [ -f "$build/$data" ]; then
        cp "$build/$data" "$dir/$data"
      fi
    done
  fi
  # Relative to the working directory, where the match starts the engines:
  # the commands in the run's records then name no machine-local path.
  kosumi=$(realpath --relative-to=. "$dir/kosumi")
  [[ $kosumi == */* ]] || kosumi=./$kosumi
}
