"""Aim before paying: a situational whose play is followed by a choice of target on the board
(Pickpocket, The Hunter, Sweet Dreams, Charge, Teleportation — found from the rules, not listed) is
first only *aimed*: the table lights the targets the rules would offer after the card is played, and
nothing is spent until the player clicks one; then the card and the target are played one after the
other through the table's normal action path.

The targets are found by playing the card on a copy of the shown seat's view (never the session):
after the ``situ`` action the same seat must choose, and every legal action is a ``target`` on the
board (one cell, or two: a move or a swap). A situational whose choice follows a random draw (Shell
Game takes a random card from the rival's hand, then asks which card to give) is not aimed: its
choice cannot be known before the card is played, so it keeps the old way (played, then chosen).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from rules.animal_duel.state import SITU, TARGET, TARGET_PHASE

BOARD_CHOICES = ("cell", "move", "swap")


class Aim(NamedTuple):
    """A situational aimed and not yet played: its ``card``, the ``situ`` action that would play it,
    the ``view`` after it (on a copy; its ``pending`` names the effect and the choice) and the
    ``targets`` (the table's ``classify`` of the target actions: ``cells`` or ``pairs``)."""
    card: int
    situ: object
    view: object
    targets: dict

    @property
    def choose(self) -> str:
        return self.targets["choose"]


def aim_for(game, v, seat: int, action, classify: Callable) -> Aim | None:
    """The aim of playing ``action`` (a ``situ``) from the view ``v`` of ``seat``; None when the card
    asks for no choice on the board (played at once, as before)."""
    if action is None or action.kind != SITU:
        return None
    w = v.clone()
    w.is_view = False              # a copy to look ahead on, never played for real (no RNG: a draw fails)
    try:
        game.apply(w, action)
    except Exception:              # noqa: BLE001 - a card whose effect needs hidden cards or chance
        return None
    if w.phase != TARGET_PHASE or game.current_player(w) != seat:
        return None
    legal = list(game.legal_actions(w))
    if not legal or any(a.kind != TARGET for a in legal):
        return None
    targets = classify(w, legal)
    if targets["choose"] not in BOARD_CHOICES:
        return None
    return Aim(action.value, action, w, targets)


def lit_cells(aim: Aim, first: int | None) -> set[int]:
    """The cells lit while aiming (a two-cell choice: the second ones once the first is chosen)."""
    o = aim.targets
    if o["cells"]:
        return set(o["cells"])
    if first is None:
        return {a for a, _ in o["pairs"]}
    return {b for a, b in o["pairs"] if a == first}
