"""The names Depredador's screens use, taken from the data (pure Python, no pygame).

One name for each thing per language: a card, a biome, the invaders are called what
``data/depredador/game.yaml`` calls them, on the cards, in the prompts, the log and the rules text
(``glossary`` fills the rules text's ``{alfa}``, ``{sabana}``… placeholders). ``picture_key`` is the
id of a card in ``data/depredador/pictures.yaml``; ``progress`` says how far a game has come.
"""
from __future__ import annotations

import re

from game.i18n import language, tr
from rules.depredador.cards import ALFA, INVADER, PREY, load_deck

_NON_LETTERS = re.compile(r"[^a-z]+")


def snake(name: str) -> str:
    """``"Dik-dik"`` -> ``dik_dik``: lower case, apostrophes dropped, every other run of non-letters
    one underscore (the rule pictures.yaml states for cards without ids)."""
    s = name.lower().replace("'", "").replace("’", "")
    return _NON_LETTERS.sub("_", s).strip("_")


def picture_key(deck, card_id: int) -> str:
    """The card's id in pictures.yaml: the specials' ids, the English species name for the others."""
    c = deck.cards[card_id]
    if c.kind in (PREY, INVADER):
        return snake(c.names.en)
    return "alfa" if c.kind == ALFA else "refugio"


def picture_ids() -> list[str]:
    """Every card's picture id (check-data verifies each has a picture)."""
    deck = load_deck()
    return sorted({picture_key(deck, c.id) for c in deck.cards})


def _in(names, lang: str) -> str:
    return getattr(names, lang, None) or names.en


def names(deck, lang: str | None = None) -> dict[str, str]:
    """Placeholder -> name in ``lang`` (default: the interface language): ``alfa``, ``refugio``,
    ``invader``, ``invaders``, each biome by its id, and the letters the cards show (``sabana_letter``,
    ``invader_letter``, ``alfa_letter``…)."""
    lang = lang or language()
    out = {"alfa": _in(deck.special_names["alfa"], lang), "refugio": _in(deck.special_names["refugio"], lang),
           "invader": _in(deck.invader_names, lang), "invaders": _in(deck.invader_plural, lang)}
    for b in deck.biomes:
        out[b.id] = _in(b.names, lang)
        out[b.id + "_letter"] = b.letter
    out["invader_letter"] = deck.file.invaders.letter
    out["alfa_letter"], out["refugio_letter"] = (next(s.letter for s in deck.file.specials if s.id == k)
                                                 for k in ("alfa", "refugio"))
    return out


def glossary(lang: str) -> dict[str, str]:
    """The rules text's placeholders in ``lang`` (the GameUI's ``glossary``)."""
    return names(load_deck(), lang)


def tr_names(key: str, deck, **kw) -> str:
    """``tr`` with the data's names available as placeholders (``{alfa}``, ``{invaders}``…)."""
    return tr(key, **{**names(deck), **kw})


def progress(session) -> str:
    """How far the game has come, in words: "round 2 of 3, hunt 4" (what Continue resumes)."""
    st = session.state
    if st.phase in ("pass", "starter"):
        return tr("depredador.progress.migration", round=st.round, rounds=st.rounds)
    hunt = min(st.hunts, st.hunt_no + 1) if st.hunts else st.hunt_no + 1
    return tr("depredador.progress.hunt", round=st.round, rounds=st.rounds, hunt=hunt)
