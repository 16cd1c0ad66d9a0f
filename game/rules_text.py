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


class _Keep(dict):
    """A placeholder without a name stays as it is written."""

    def __missing__(self, key):
        return "{" + key + "}"


def glossary(game_id: str, lang: str) -> dict[str, str]:
    """The names the game's data gives its cards and zones in ``lang`` (its GameUI's ``glossary``), so
    the rules text says exactly what the table says: ``{alfa}`` in rules_text.yaml becomes that name."""
    from game.registry import UIS
    ui = UIS.get(game_id)
    if ui is None or ui.glossary is None:
        return {}
    return dict(ui.glossary(lang))


def fill(text: str, names: dict[str, str]) -> str:
    return text.format_map(_Keep(names)) if "{" in text else text


def placeholders(text: str) -> set[str]:
    import string
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def load_rules_text(game_id: str, lang: str, root: str | None = None) -> RulesText:
    """The rules of ``game_id`` in ``lang`` (English if that language is absent), with the data's names
    filled in. Raise FileNotFoundError if the game has no rules file, DataError if it is malformed."""
    path = rules_path(game_id, root)
    if not os.path.exists(path):
        raise FileNotFoundError(_display(game_id))
    texts = parse(path, _display(game_id) if root is None else path)
    rt = texts.get(lang) or texts["en"]
    names = glossary(game_id, lang if lang in texts else "en")
    if not names:
        return rt
    return RulesText(fill(rt.title, names), tuple(Section(fill(sec.heading, names),
                                                          tuple(fill(p, names) for p in sec.paragraphs))
                                                  for sec in rt.sections))


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
            texts = parse(path, path)
        except DataError as exc:
            problems += [str(p) for p in exc.problems]
            continue
        for lang, rt in texts.items():         # every {name} must be a name the game's data gives
            try:
                known = set(glossary(game_id, lang))
            except DataError:
                break                           # the data it names is broken: told by its own check
            for i, sec in enumerate(rt.sections):
                for j, para in enumerate((sec.heading,) + tuple(sec.paragraphs)):
                    for name in sorted(placeholders(para) - known):
                        where = f"{lang}.sections[{i}]." + ("heading" if j == 0 else f"paragraphs[{j - 1}]")
                        problems.append(str(DataProblem(path, 1, where, f"{{{name}}} is not a name of this game's data")))
    return problems
