"""Where things are on the Forest Shuffle table, for clicks, keyboard focus and tests: the deck, the
tabs, the clearing's rows, the hand's cards and their halves, the forest's slots (lit or not), the
prompt's buttons of the moment. A mixin of the table (it reads the table's view, options and choice);
the rectangles come from ``geometry``, the same ones the drawing uses."""
from __future__ import annotations

import pygame

from game.forest_shuffle import geometry as G
from game.forest_shuffle import words as W
from game.i18n import tr
from game.widgets import Button
from rules.engine.core import Action
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import A_DRAW, A_KEEP, A_MULLIGAN, A_NO, A_STOP, A_TAKE, A_YES, SIDES

D = db()
P = "forest_shuffle.table."


class Targets:
    """Target helpers of :class:`game.forest_shuffle.table.ForestShuffleTable`."""

    # ------------------------------------------------------------------ targets (what is where)
    def deck_rect(self) -> pygame.Rect:
        return G.deck_pile(self.R["deck"])

    def tab_targets(self) -> list[tuple[int, pygame.Rect]]:
        return list(enumerate(G.tab_rects(self.R["tabs"], self.n)))

    def clearing_targets(self) -> list[tuple[int, pygame.Rect]]:
        """(card, row) of the clearing. The rows keep their places while the pointer is over the clearing
        (``Steady``): a card taken leaves its row empty, so a second click lands where the player aimed,
        until the pointer leaves or the turn ends; a card coming in lays the rows afresh."""
        v = self.view()
        ids = list(v.clearing)
        steady = self.clear_steady
        turn = (self.current(), v.turn_no)
        if turn != self._clear_turn or any(c not in steady.places for c in ids):
            steady.forget()
            self._clear_turn = turn
        area = self.R["clearing"]
        rects = steady.layout(ids, area, self.mouse,
                              lambda cards: dict(zip(cards, G.clearing_rects(area, len(cards)))))
        return [(c, rects[c]) for c in ids if c in rects]

    def hand_cards(self) -> list[int]:
        v = self.view()
        return list(v.hands[self.seat])

    def hand_targets(self) -> list[tuple[int, pygame.Rect, tuple]]:
        """(card, rect, halves) of the shown hand while it is face up; ``halves`` are the clickable
        (half, rect) parts: one (None, rect) for a tree."""
        if not self.face_up():
            return []
        cards = self.hand_cards()
        out = []
        for c, r in zip(cards, G.hand_rects(self.R["hand"], len(cards))):
            if c < 0:
                continue
            if D.is_tree[c]:
                out.append((c, r, ((None, r),)))
            else:
                a, b = G.half_rects(r)
                out.append((c, r, ((0, a), (1, b))))
        return out

    def hand_hit(self, pos):
        return G.hand_hit(self.hand_targets(), pos)

    def _ghost(self) -> bool:
        """Is a new tree being chosen (its place shown after the last tree)?"""
        s = self.sel
        return s is not None and not s.is_dweller and self.shown == self.seat

    def slot_targets(self) -> list[tuple[int, str, pygame.Rect, bool]]:
        """(tree, side, rect, lit) for every slot of the shown forest that is on screen; ``lit``: the
        selected half may go there."""
        v = self.view()
        area = self.R["forest"]
        sc = self.scrolls.get(self.shown, 0)
        forest = v.forests[self.shown]
        lit_trees = set(self.derived()["trees"]) if (self.sel is not None and self.shown == self.seat) else set()
        want = SIDES[D.f_side[self.sel.face]] if self.sel is not None and self.sel.is_dweller else None
        out = []
        for i in range(len(forest)):
            cell = G.cell_rect(area, i, sc)
            if not cell.colliderect(area):
                continue
            for side in SIDES:
                out.append((i, side, G.slot_rect(cell, side), side == want and i in lit_trees))
        return out

    def prompt_buttons(self) -> list[Button]:
        """The buttons of the moment (confirm, sapling, cancel; yes/no; keep/new hand; done)."""
        self.view()                         # the legal actions classified (an event may come before a frame)
        key = (self.view_key, self.sel.key() if self.sel else None, self.my_turn(), tr(P + "btn.confirm"))
        if key == self._buttons_key:
            return self.buttons
        self._buttons_key = key
        specs = []
        if self.my_turn():
            o = self.targets
            task = o["task"]
            if task == "ask":   # No on the left: never where the last prompt's Confirm stood (right end)
                specs = [("no", lambda: self.try_action(Action(A_NO))), ("yes", lambda: self.try_action(Action(A_YES)))]
            elif task == "mulligan":
                specs = [("keep", lambda: self.try_action(Action(A_KEEP))),
                         ("mulligan", lambda: self.try_action(Action(A_MULLIGAN)))]
            else:
                s = self.sel
                if s is not None:
                    if not s.fixed and task in ("main", "mole") and (s.card, "sapling") in o["play"] \
                            and s.half != "sapling":
                        specs.append(("sapling", self.choose_sapling))
                    if not s.fixed or s.pay:
                        specs.append(("cancel", self.cancel))
                    specs.append(("confirm", self.confirm))
                if o["stop"] and s is None:        # Done only with nothing picked: never a lost placement
                    specs.append(("done", lambda: self.try_action(Action(A_STOP))))
        rects = G.prompt_buttons(self.R["prompt"], len(specs))
        if [name for name, _ in specs] == ["done"]:
            # Done gives up what is left of a turn: it stands one place left of the end, never where the
            # last prompt's Confirm was (a quick second click on Confirm cannot end the turn)
            rects = G.prompt_buttons(self.R["prompt"], 2)[:1]
        self.buttons = []
        for (name, fn), r in zip(specs, rects):
            b = Button(r, tr(P + f"btn.{name}"), fn, size=16)
            b.name = name
            if name == "confirm":
                b.enabled = self.plan() is not None
            b.hover = r.collidepoint(self.mouse)
            self.buttons.append(b)
        return self.buttons

    def button(self, name: str) -> Button | None:
        for b in self.prompt_buttons():
            if getattr(b, "name", None) == name:
                return b
        return None

    # ------------------------------------------------------------------ keyboard
    def focus_targets(self) -> list:
        out = []
        if not self.my_turn():
            return out
        o = self.targets
        task = o["task"]
        for b in self.prompt_buttons():
            if b.enabled:
                out.append((b.rect, b.action, b.label))
        if task in ("main", "mole", "free", "cave", "slot", "pay"):
            pays = self.paying() or task in ("slot", "pay")
            allowed = o["free"] if task == "free" else o["play"]
            payable = self.derived()["payable"] if pays else set()
            for card, _r, halves in self.hand_targets():
                for half, hr in halves:
                    if task == "cave" and card in o["cave"]:
                        out.append((hr, lambda c=card: self.click_hand(c, None), W.card_name(card)))
                        break
                    if pays and card in payable:
                        out.append((hr, lambda c=card: self.toggle_pay(c), W.card_name(card)))
                        break
                    if not pays and (card, half) in allowed:
                        out.append((hr, lambda c=card, h=half: self.click_hand(c, h), W.card_name(card)))
        for tree, side, r, lit in self.slot_targets():
            if lit:
                out.append((r, lambda t=tree, sd=side: self.click_slot(t, sd, True), side))
        if o["draw"]:
            out.append((self.deck_rect(), lambda: self.try_action(Action(A_DRAW)), tr("forest_shuffle.deck")))
        for card, r in self.clearing_targets():
            if card in o["take"]:
                out.append((r, lambda c=card: self.try_action(Action(A_TAKE, c)), W.card_name(card)))
        return out

    def main_action(self):
        if self.plan():
            return self.confirm
        o = self.opts()
        if o["task"] == "ask":
            return lambda: self.try_action(Action(A_YES))
        if o["task"] == "mulligan":
            return lambda: self.try_action(Action(A_KEEP))
        return None
