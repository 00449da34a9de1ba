# Runs playout_signature (PROGRAM) twice with one seed and once with another:
# the same seed must print the same output, another seed another signature,
# and the totals must agree with the requested number of playouts.
function(run_signature seed out_var)
  execute_process(COMMAND ${PROGRAM} --size 9 --playouts 300 --seed ${seed}
                  OUTPUT_VARIABLE output RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "playout_signature --seed ${seed} exited with ${rc}")
  endif()
  set(${out_var} "${output}" PARENT_SCOPE)
endfunction()

run_signature(7 first)
run_signature(7 second)
run_signature(8 other)

if(NOT first STREQUAL second)
  message(FATAL_ERROR "same seed, different output:\n${first}\n---\n${second}")
endif()
if(NOT first MATCHES "playouts: 300\n")
  message(FATAL_ERROR "expected 300 playouts:\n${first}")
endif()
if(NOT first MATCHES "total moves: ([0-9]+)\n" OR CMAKE_MATCH_1 LESS 300)
  message(FATAL_ERROR "expected at least one move per playout:\n${first}")
endif()
string(REGEX MATCH "signature: [0-9a-f]+" first_signature "${first}")
string(REGEX MATCH "signature: [0-9a-f]+" other_signature "${other}")
if(first_signature STREQUAL "" OR first_signature STREQUAL other_signature)
  message(FATAL_ERROR "seeds 7 and 8 gave the same signature '${first_signature}'")
endif()
