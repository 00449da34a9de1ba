# Runs PROGRAM with the arguments ARGS (separated by spaces) and checks both
# what it says and how it ends: the exit status must be EXIT_CODE and the
# output (stdout and stderr together) must match EXPECT. A regular expression
# alone would pass a program that printed the right line and then crashed.
#
#   cmake -DPROGRAM=... -DARGS="--size 9" -DEXIT_CODE=0 -DEXPECT=regex -P check_output.cmake
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${PROGRAM} ${args} OUTPUT_VARIABLE output ERROR_VARIABLE output
                RESULT_VARIABLE rc)
if(NOT rc STREQUAL EXIT_CODE)
  message(FATAL_ERROR "${PROGRAM} ${ARGS}: exit status '${rc}', expected ${EXIT_CODE}:\n${output}")
endif()
if(NOT output MATCHES "${EXPECT}")
  message(FATAL_ERROR "${PROGRAM} ${ARGS}: output does not match '${EXPECT}':\n${output}")
endif()
