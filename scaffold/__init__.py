"""``python main.py new-game ID --name "Name"``: a new game in one command.

Writes the game's two folders (``rules/<id>/``, ``game/<id>/``), its data folder (cards, strings in both
languages, layout, rules text, pictures), a tests folder, and its line in each registry, from the
templates in ``scaffold/template/`` (``{{id}}``, ``{{Name}}`` and ``{{Class}}`` filled in): a small but
complete two-player game with a deck, a hidden hand and a score. Then it records the game's golden
playthroughs. The result passes check-data, the conformance suite, the screens' tests, ``simulate`` and
``screenshot`` at once; a test scaffolds into a copy of the project and runs them, so the template and
docs/architecture.md ("How to add a game") cannot drift from the house.
"""
from __future__ import annotations

import keyword
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATE = os.path.join(HERE, "template")
# template folder -> where its files go
PLACES = {"rules": os.path.join("rules", "{id}"), "game": os.path.join("game", "{id}"),
          "data": os.path.join("data", "{id}"), "tests": os.path.join("tests", "{id}")}
REGISTRIES = {os.path.join("rules", "registry.py"): ("from rules.{id} import DESCRIPTOR as _{id}", "DESCRIPTORS"),
              os.path.join("game", "registry.py"): ("from game.{id} import UI as _{id}", "UIS")}


class ScaffoldError(Exception):
    """A new game cannot be made (one line)."""


def check_id(game_id: str, root: str) -> None:
    if not re.fullmatch(r"[a-z][a-z0-9_]{1,30}", game_id) or keyword.iskeyword(game_id):
        raise ScaffoldError(f"'{game_id}' cannot be a game id: lowercase letters, digits and _, 2–31 long")
    for place in PLACES.values():
        if os.path.exists(os.path.join(root, place.format(id=game_id))):
            raise ScaffoldError(f"{place.format(id=game_id)} already exists: the game id '{game_id}' is taken")


def class_name(game_id: str) -> str:
    return "".join(part.capitalize() for part in game_id.split("_"))


def fill(text: str, game_id: str, name: str) -> str:
    return text.replace("{{id}}", game_id).replace("{{Name}}", name).replace("{{Class}}", class_name(game_id))


def _write_files(game_id: str, name: str, root: str) -> list[str]:
    written = []
    for folder, place in PLACES.items():
        src = os.path.join(TEMPLATE, folder)
        dst = os.path.join(root, place.format(id=game_id))
        os.makedirs(dst, exist_ok=True)
        for fname in sorted(os.listdir(src)):
            if not fname.endswith(".tmpl"):
                continue
            with open(os.path.join(src, fname), encoding="utf-8") as fh:
                text = fill(fh.read(), game_id, name)
            path = os.path.join(dst, fname[: -len(".tmpl")])
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
            written.append(os.path.relpath(path, root))
    return written


def _register(game_id: str, root: str) -> list[str]:
    """One line in each registry: the import, and the game at the end of the list."""
    done = []
    for rel, (line, name) in REGISTRIES.items():
        path = os.path.join(root, rel)
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        imports = [m.end() for m in re.finditer(r"^from (rules|game)\.\w+ import (DESCRIPTOR|UI) as _\w+\n", text, re.M)]
        if not imports:
            raise ScaffoldError(f"{rel}: no registry line to follow")
        at = imports[-1]
        text = text[:at] + line.format(id=game_id) + "\n" + text[at:]
        m = re.search(rf"^{name}\b[^=]*=[^(]*\(([^)]*)\)", text, re.M)
        if not m:
            raise ScaffoldError(f"{rel}: the list {name} is not where it should be")
        inner = m.group(1).rstrip()
        text = text[: m.start(1)] + inner + f", _{game_id}" + text[m.end(1):]
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        done.append(rel)
    return done


def create(game_id: str, name: str, root: str, golden: bool = True) -> list[str]:
    """Make the game; returns the files written or changed. ScaffoldError (one line) when it cannot."""
    name = name.strip()
    if not name or len(name) > 40 or not name.isprintable() or any(c in name for c in '"\\{}'):
        raise ScaffoldError("--name: a printable name of at most 40 characters, without quotes or braces")
    check_id(game_id, root)
    missing = [rel for rel in REGISTRIES if not os.path.isfile(os.path.join(root, rel))]
    if missing:
        raise ScaffoldError(f"{root} is not a Bestiario project folder ({missing[0]} is missing)")
    written = _write_files(game_id, name, root) + _register(game_id, root)
    if golden:
        r = subprocess.run([sys.executable, "-m", "tests.playthroughs.golden", "--game", game_id], cwd=root,
                           capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            raise ScaffoldError(f"the golden playthroughs could not be recorded: {(r.stderr or r.stdout).strip()[-200:]}")
        written += [os.path.join("tests", "playthroughs", f) for f in sorted(os.listdir(os.path.join(root, "tests", "playthroughs")))
                    if f.startswith(game_id + "-")]
    return written
