# The two commands a newcomer needs: `make play` and `make test`.
# Both install what is missing (Debian packages), configure and build first.

JOBS ?= $(shell nproc)
PRESET ?= release
BUILD_DIR := build/$(PRESET)

.PHONY: all deps configure build kosumi test bench play clean

all: build

deps:
	@./scripts/install-deps.sh

configure: deps
	@cmake --preset $(PRESET) >/dev/null

build: configure
	@cmake --build --preset $(PRESET) -j $(JOBS)

# The engine alone, without the tests and benchmarks: what `make play` needs.
kosumi: configure
	@cmake --build --preset $(PRESET) -j $(JOBS) --target kosumi

test: build
	@ctest --preset $(PRESET) -j $(JOBS) --no-tests=error

bench: build
	@./scripts/run-benchmarks.sh $(BUILD_DIR)

# `make play LEVEL=3` plays Kosumi at strength 3 of 1 (a beginner can win)
# to 10 (full strength, the default); the game itself also offers handicap
# stones.
play: kosumi
	@$(BUILD_DIR)/kosumi play --size 9 $(if $(LEVEL),--level $(LEVEL))

clean:
	@rm -rf build
