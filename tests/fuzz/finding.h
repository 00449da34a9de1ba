#pragma once

namespace kosumi::fuzz {

// Stops the process so that libFuzzer records the input as a finding.
[[noreturn]] inline void finding() {
  __builtin_trap();
}

}  // namespace kosumi::fuzz
