"""The Dominance cards: the model of ``data/dominant_species/cards.yaml`` (its terms are the effect terms
``effects`` declares), the deck of the installed data, the cards by index, and taking one — it leaves the
game and pushes one automatic ``term`` frame per term, each run by its handler in ``effects``.

``check(root)`` lists the problems of a data folder for ``check-data`` (every file, the Tiled map too).
"""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Literal

from pydantic import model_validator

from rules.engine.data import DataError, DataProblem, data_dir
from rules.engine.models import Model, Names, Str
from rules.dominant_species.data import FOLDER, load
from rules.dominant_species.effects import EFFECTS, Ctx
from rules.dominant_species.geometry import build, tmx_problems
from rules.dominant_species.steps import act, automatic, decision, effect, emit

FILES = ("animals.yaml", "terrain.yaml", "display.yaml", "earth.yaml", "cards.yaml")


class SurvivalModel(Model):
    id: Literal["survival"]
    names: Names
    text: Names


@lru_cache(maxsize=1)
def _cards_file_model():
    class CardModel(Model):
        id: Str
        names: Names
        text: Names
        effects: tuple[EFFECTS.term_type(), ...]

        @model_validator(mode="after")
        def _some(self):
            if not self.effects:
                raise ValueError(f"card {self.id}: expected at least one effect")
            return self

    class CardsFile(Model):
        survival: SurvivalModel
        cards: tuple[CardModel, ...]

        @model_validator(mode="after")
        def _ids(self):
            ids = [c.id for c in self.cards]
            dup = sorted({i for i in ids if ids.count(i) > 1})
            if dup:
                raise ValueError(f"duplicate card ids: {', '.join(dup)}")
            if "ice_age" not in ids:
                raise ValueError("the deck needs the ice_age card")
            for c in self.cards:
                if c.id != c.id.lower() or " " in c.id:
                    raise ValueError(f"card id {c.id!r} must be snake_case")
            return self

    return CardsFile


@lru_cache(maxsize=1)
def deck():
    """The cards model of the installed data (loaded once)."""
    return load(data_dir(), _cards_file_model())["cards.yaml"]


@lru_cache(maxsize=1)
def cards() -> tuple:
    """The 26 Dominance cards (models), in data order: a card's index is its number in the state."""
    return deck().cards


@lru_cache(maxsize=1)
def card_ids() -> tuple:
    return tuple(c.id for c in cards())


def check(root: str) -> list[DataProblem]:
    """``check-data``: the problems of ``root``'s dominant_species files (one per line)."""
    missing = [DataProblem(os.path.join(os.path.basename(root), FOLDER, f), 1, "(file)", "missing")
               for f in FILES if not os.path.exists(os.path.join(root, FOLDER, f))]
    if missing:
        return missing
    try:
        out = load(root, _cards_file_model())
    except DataError as exc:
        return exc.problems
    return tmx_problems(os.path.join(root, FOLDER, "earth.tmx"), build(out["earth.yaml"]))


# ---------------------------------------------------------------- taking a card

def take_card(s, a: int, k: int, ev) -> None:
    """``a`` takes face-up card ``k``: it leaves the game and its terms run in order."""
    s.avail.remove(k)
    s.removed.append(k)
    card = cards()[k]
    emit(s, ev, "card_taken", a, card=card.id)
    for i in range(len(card.effects) - 1, -1, -1):
        s.frames.append(("term", a, k, i))


@decision("card")
def _card_legal(s, fr):
    ids = card_ids()
    return [act("card", ids[k]) for k in s.avail]


@effect("card")
def _card(s, fr, action, ev):
    take_card(s, fr[1], card_ids().index(action.value), ev)


@automatic("term")
def _term(s, fr, ev):
    a, k, i = fr[1], fr[2], fr[3]
    card = cards()[k]
    EFFECTS.run(Ctx(s, a, ev, card.id), card.effects[i])


__all__ = ["deck", "cards", "card_ids", "check", "take_card", "FILES"]
