"""The Selva table's action buttons: which buttons each phase offers, their labels, and what each
takes (a rules' action, or a table-only step such as opening a chooser). A mixin of ``SelvaTable``:
it reads the table's targets, selection and view, and never draws."""
from __future__ import annotations

import pygame

from game.i18n import tr, tr_n
from game.selva.look import exile_choice
from game.selva.prompt import next_hand
from rules.engine.core import Action
from rules.selva import queries as SQ

TIMES = ("day", "night")


class SelvaButtons:
    def button_specs(self) -> list[tuple]:
        """(label, callback, gold, action or None) for each action button shown now, left to right (at
        most 3); ``action`` is the rules' action the button takes (None: a table-only button)."""
        if not self.my_turn():
            return []
        v = self.view()
        if self.chooser is not None:
            if self.chooser.get("aim"):
                return [(tr("selva.button.cancel"), self.cancel_aim, False, None)]
            return [(tr("selva.button.close"), self._close_chooser, False, None)]
        out: list[tuple] = []
        if self.aim is not None:
            if self.aim_pile_options():
                out.append((tr("selva.button.choose"), self.open_aim_chooser, True, None))
            out.append((tr("selva.button.cancel"), self.cancel_aim, False, None))
            return out
        phase_buttons = getattr(self, f"_buttons_{v.phase}", None)
        if phase_buttons is not None:
            phase_buttons(v, out.append)
        return out

    def _act(self, kind, value=None):
        """A button's callback for the rules' action ``(kind, value)``: taken when legal, else explained."""
        a = self.targets["buttons"].get((kind, value))
        return (lambda: self.apply_action(a)) if a is not None else (lambda: self.try_action(Action(kind, value)))

    def _take(self, a):
        return lambda: self.apply_action(a)

    def _rule_button(self, add, label, gold, kind, value=None) -> None:
        add((label, self._act(kind, value), gold, Action(kind, value)))

    def _buttons_swap(self, v, add) -> None:
        if ("ready", None) in self.targets["buttons"]:
            self._rule_button(add, tr("selva.button.ready"), True, "ready")

    def _buttons_starter(self, v, add) -> None:
        self._rule_button(add, tr("selva.button.i_start"), True, "starter", self.seat)
        self._rule_button(add, tr("selva.button.they_start"), False, "starter", self.opp)

    def _buttons_mulligan(self, v, add) -> None:
        self._rule_button(add, tr("selva.button.keep"), True, "keep")
        if ("mulligan", None) in self.targets["buttons"]:
            self._rule_button(add, tr_n("selva.button.mulligan", self.next_hand_size()), False, "mulligan")

    def _buttons_initial(self, v, add) -> None:
        for kind in ("hierba", "presa"):
            if ("resource", kind) in self.targets["buttons"]:
                self._rule_button(add, tr(f"selva.button.{kind}"), False, "resource", kind)

    def _buttons_element(self, v, add) -> None:
        self._rule_button(add, tr("selva.button.skip"), True, "skip")

    def _buttons_main(self, v, add) -> None:
        if self._recoverable():
            add((tr_n("selva.button.recover", len(self._recoverable())), self._open_recover, False, None))
        can = ("attack", None) in self.targets["buttons"]
        self._rule_button(add, tr("selva.button.attack"), True if can else None, "attack")
        self._rule_button(add, tr("selva.button.end"), not can, "end")

    def _buttons_declare(self, v, add) -> None:
        if self.selected is not None:
            for t in TIMES:
                a = self.targets["declare"].get(self.selected, {}).get(t)
                if a is not None:
                    add((tr(f"selva.button.{t}"), self._take(a), True, a))
            add((tr("selva.button.cancel"), self._clear_selection, False, None))
            return
        n = len(v.attackers)
        self._rule_button(add, tr_n("selva.button.done_attack", n) if n else tr("selva.button.no_attack"), True,
                          "done")

    def _buttons_block(self, v, add) -> None:
        o = self.targets
        if self.selected is not None and self.block_for is not None:
            at = next((tm for a, tm in v.attackers if a == self.block_for), None)
            for t in TIMES:
                a = o["block"].get(self.selected, {}).get(self.block_for, {}).get(t)
                if a is not None:
                    label = tr(f"selva.button.{t}") if t == at else tr(f"selva.button.{t}_penalty")
                    add((label, self._take(a), t == at or len(o["block"][self.selected][self.block_for]) == 1, a))
            add((tr("selva.button.cancel"), self._clear_selection, False, None))
            return
        if self.selected is not None:
            add((tr("selva.button.cancel"), self._clear_selection, False, None))
            return
        n = len(v.blocks)
        self._rule_button(add, tr_n("selva.button.done_block", n) if n else tr("selva.button.no_block"), True,
                          "done")

    def _buttons_respond(self, v, add) -> None:
        self._rule_button(add, tr("selva.button.pass"), True, "pass")
        if self.autopass_button is not None:
            add((tr("selva.button.pass_until"), self.pass_until_my_turn, False, None))

    def _buttons_exile(self, v, add) -> None:
        uid = self.exile_uid()
        if uid is not None:
            for z in ("aislamiento", "cementerio"):
                a = self.targets["exile"].get(uid, {}).get(z)
                if a is not None:
                    add((tr(f"selva.button.{z}"), self._take(a), z == "aislamiento", a))

    def _buttons_target(self, v, add) -> None:
        if self._zone_target_options():
            add((tr("selva.button.choose"), self._open_target_chooser, True, None))

    def gives_up(self, spec) -> bool:
        """Does this button give something up (not attacking, not blocking, passing, cancelling…)?"""
        label, _cb, _gold, action = spec
        if action is None:
            return label in (tr("selva.button.cancel"), tr("selva.button.pass_until"))
        if action.kind in ("end", "pass", "skip", "mulligan"):
            return True
        if action.kind == "done":
            return label in (tr("selva.button.no_attack"), tr("selva.button.no_block"))
        return action.kind == "starter" and action.value == self.opp

    def placed(self) -> list[tuple[tuple, pygame.Rect]]:
        """Each action button shown now (its spec) with where it stands (``game.selva.button_row``)."""
        specs = self.button_specs()
        main = next((i for i, s in enumerate(specs) if s[2]), None)
        rects = self.button_row.place([s[0] for s in specs], main,
                                      {i for i, s in enumerate(specs) if self.gives_up(s)}, self.mouse,
                                      self._fixed_slots(specs))
        return list(zip(specs, rects))

    def _fixed_slots(self, specs) -> dict | None:
        """The turn's own buttons stand in the same places every turn: Recover first, Attack in the
        middle, End turn last, whether or not Recover is offered (a player's habit never meets another
        button)."""
        slot = {"attack": 1, "end": 2}
        out = {}
        for label, callback, _gold, action in specs:
            if action is not None and action.kind in slot:
                out[label] = slot[action.kind]
            elif action is None and callback == self._open_recover:
                out[label] = 0
        return out if len(out) == len(specs) else None

    def click_button(self, pos) -> bool:
        """A click on an action button: True when it hit one (a new prompt's buttons ignore it a moment)."""
        for spec, r in self.placed():
            if r.collidepoint(pos):
                if self.button_row.ready():
                    spec[1]()
                return True
        return False

    def _sync_buttons(self, specs) -> None:
        """The action buttons' labels, places and whether they are on (before a frame draws them)."""
        placed = self.placed()
        for i, b in enumerate(self.buttons):
            if i >= len(placed):
                b.enabled = False
                b.hover = False
                continue
            b.label = placed[i][0][0]
            b.rect = pygame.Rect(placed[i][1])
            b.enabled = True
        if self.autopass_button is not None:
            self.autopass_button.label = ("☑ " if self.autopass else "☐ ") + tr("selva.button.autopass")

    def button_labels(self) -> list[str]:
        return [s[0] for s in self.button_specs()]

    def button_for(self, action) -> pygame.Rect | None:
        """Where the button that takes ``action`` is now (None: no such button)."""
        for spec, r in self.placed():
            if spec[3] is not None and spec[3] == action:
                return r
        return None

    def button_rect(self, label: str) -> pygame.Rect | None:
        for spec, r in self.placed():
            if spec[0] == label:
                return r
        return None

    def press_button(self, label: str) -> bool:
        """Press the action button with that label (tests, keyboard)."""
        for text, cb, _, _ in self.button_specs():
            if text == label:
                cb()
                return True
        return False

    def next_hand_size(self) -> int:
        return next_hand(self.view(), self.seat)

    def exile_uid(self):
        """The animal the Aislamiento / Cementerio buttons send now: the one clicked, else the first."""
        v = self.view()
        return exile_choice(self.targets, self.selected, v)

    def hand_limit(self) -> int:
        return SQ.hand_limit(self.view(), self.seat)

