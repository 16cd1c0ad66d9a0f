# Bestiario — `make run` opens the game, `make test` runs the whole suite headless.
# Both create the virtual environment from requirements files when it is missing.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-fast bench dist check-data clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python main.py

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 \
		$(BIN)/python -m pytest -n 2 -q $(PYTEST_ARGS)

test-fast: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 \
		$(BIN)/python -m pytest -n 2 -q -m "not slow" $(PYTEST_ARGS)

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m bench

check-data: $(STAMP)
	$(BIN)/python main.py check-data

dist: $(STAMP)
	$(BIN)/python -m PyInstaller --noconfirm --clean bestiario.spec

clean:
	rm -rf build dist
