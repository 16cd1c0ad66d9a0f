"""Where the guided first game points at Forest Shuffle's table (``game.tutorial``): a mixin of the
table, so the table module stays about the table."""
from __future__ import annotations

import pygame

from rules.engine.core import Action
from rules.forest_shuffle.constants import (A_CAVE, A_DRAW, A_DWELLER, A_FREE, A_KEEP, A_MULLIGAN, A_NO, A_PAY,
                                            A_SAPLING, A_SLOT, A_STOP, A_TAKE, A_TREE, A_YES)


class TutorialAim:
    """``tutorial_target(action)``: the rect to click for ``action`` now (uses the table's selection,
    buttons, hand, clearing and slot targets)."""

    def tutorial_target(self, action) -> pygame.Rect | None:
        """Where to click for ``action`` now (game.tutorial): a play is the card (its half), then the
        tree's slot, the cards that pay, Confirm; a draw is the deck or the clearing's card; a question
        its button."""
        k, val = action.kind, action.value
        if k in (A_TREE, A_DWELLER, A_SAPLING, A_FREE, A_SLOT, A_PAY):
            return self._play_target(action)
        if k == A_DRAW:
            return self.deck_rect()
        if k == A_TAKE:
            return dict(self.clearing_targets()).get(val)
        if k == A_CAVE:
            return self._hand_rect(val, None)
        name = {A_YES: "yes", A_NO: "no", A_KEEP: "keep", A_MULLIGAN: "mulligan", A_STOP: "done"}.get(k)
        b = self.button(name) if name else None
        return b.rect if b is not None else None

    def _coming_play(self, action) -> list[Action]:
        """``action`` and, in a tutorial, the tree and payment that the script gives it next."""
        acts = [action]
        t = getattr(self, "tutorial", None)
        if t is not None and t.expected() == action:
            for a in t.expected_actions[t.position + 1:]:
                if a.kind not in (A_SLOT, A_PAY):
                    break
                acts.append(a)
        return acts

    def _play_target(self, action) -> pygame.Rect | None:
        k, val = action.kind, action.value
        card, half = {A_TREE: (val, None), A_SAPLING: (val, "sapling")}.get(k, (None, None))
        if k in (A_DWELLER, A_FREE):
            card, half = tuple(val)
        s = self.sel
        chosen = s is not None and s.card == card and (half == "sapling" or s.half == half)
        if card is not None and not chosen:
            return self._hand_rect(card, half if half in (0, 1) else None)
        if s is None:
            return None
        if half == "sapling":
            b = self.button("sapling")
            return b.rect if b is not None else None
        plan = self._coming_play(action)
        slot = next((a.value for a in plan if a.kind == A_SLOT), None)
        if s.is_dweller and (s.tree is None or (slot is not None and s.tree != slot)):
            lit = [(t, r) for t, _side, r, on in self.slot_targets() if on]
            return next((r for t, r in lit if slot is None or t == slot), None)
        pay = next((a.value for a in plan if a.kind == A_PAY), None)
        return self._pay_target(pay)

    def _pay_target(self, pay) -> pygame.Rect | None:
        """The next card to click to pay ``pay`` (None: any card that may), else Confirm."""
        s, d = self.sel, self.derived()
        if len(s.pay) < d["cost"] or (pay is not None and set(s.pay) != set(pay)):
            wrong = [c for c in s.pay if pay is not None and c not in pay]
            missing = [c for c in (pay if pay is not None else sorted(d["payable"])) if c not in s.pay]
            card = (wrong or missing or [None])[0]
            return self._hand_rect(card, None) if card is not None else None
        b = self.button("confirm")
        return b.rect if b is not None else None

    def _hand_rect(self, card: int, half) -> pygame.Rect | None:
        """The hand card's rect (its half's, for a half of a split card)."""
        for c, r, halves in self.hand_targets():
            if c == card:
                return dict(halves).get(half, r) if half is not None else r
        return None

