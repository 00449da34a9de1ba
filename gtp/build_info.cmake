# Writes OUTPUT, a header that defines KOSUMI_GIT_COMMIT as the short commit
# of the git checkout at SOURCE_DIR ("" outside one, ".dirty" appended when
# the checkout has changes). Run at every build; the file is rewritten only
# when its text changes, so an unchanged commit rebuilds nothing.
execute_process(
  COMMAND git -C "${SOURCE_DIR}" rev-parse --short=7 HEAD
  OUTPUT_VARIABLE commit
  OUTPUT_STRIP_TRAILING_WHITESPACE
  ERROR_QUIET
  RESULT_VARIABLE failed)
if(failed)
  set(commit "")
else()
  execute_process(
    COMMAND git -C "${SOURCE_DIR}" status --porcelain --untracked-files=no
    OUTPUT_VARIABLE changes
    ERROR_QUIET)
  if(NOT changes STREQUAL "")
    string(APPEND commit ".dirty")
  endif()
endif()
set(text "#pragma once\n#define KOSUMI_GIT_COMMIT \"${commit}\"\n")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUTPUT}" "${text}")
endif()
