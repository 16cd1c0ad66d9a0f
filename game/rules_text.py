"""The in-game rules text: ``data/<game>/rules_text.yaml`` with the same shape in each language::

    en:
      title: Natural Predator
      sections:
        - heading: Goal
          paragraphs: [ "…", "…" ]
    es:
      title: …
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from rules.engine.data import Checker, DataError, DataProblem, data_dir, listing, load_yaml, record, text

FILE = "rules_text.yaml"
LANGS = ("en", "es")


@dataclass(frozen=True)
class Section:
    heading: str
    paragraphs: tuple


@dataclass(frozen=True)
class RulesText:
    title: str
    sections: tuple


_SECTION = record({"heading": text(), "paragraphs": listing(text(), min_len=1)})
_LANG = record({"title": text(), "sections": listing(_SECTION, min_len=1)})
SCHEMA = record({lang: _LANG for lang in LANGS})


def rules_path(game_id: str, root: str | None = None) -> str:
    return os.path.join(root or data_dir(), game_id, FILE)


def _display(game_id: str) -> str:
    return os.path.join("data", game_id, FILE)


def parse(path: str, display: str | None = None) -> dict[str, RulesText]:
    """Every language of one file; raise DataError (one line per problem)."""
    doc = load_yaml(path, display or path)
    ck = Checker(doc)
    value = SCHEMA(doc.value, "", ck)
    ck.raise_if_any()
    out = {}
    for lang in LANGS:
        v = value[lang]
        out[lang] = RulesText(v["title"], tuple(Section(s["heading"], tuple(s["paragraphs"])) for s in v["sections"]))
    return out


def load_rules_text(game_id: str, lang: str, root: str | None = None) -> RulesText:
    """The rules of ``game_id`` in ``lang`` (English if that language is absent).
    Raise FileNotFoundError if the game has no rules file, DataError if it is malformed."""
    path = rules_path(game_id, root)
    if not os.path.exists(path):
        raise FileNotFoundError(_display(game_id))
    texts = parse(path, _display(game_id) if root is None else path)
    return texts.get(lang) or texts["en"]


def check_rules_text(root: str | None = None, game_ids=None) -> list[str]:
    """Problems in the rules text of the games (default: every registered one), as
    ``file:line: field: message``."""
    from rules.registry import GAMES
    root = root or data_dir()
    problems: list[str] = []
    for game_id in (game_ids if game_ids is not None else GAMES):
        path = rules_path(game_id, root)
        if not os.path.exists(path):
            problems.append(str(DataProblem(path, 1, "(file)", "missing")))
            continue
        try:
            parse(path, path)
        except DataError as exc:
            problems += [str(p) for p in exc.problems]
    return problems
