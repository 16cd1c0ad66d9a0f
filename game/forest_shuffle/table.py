"""The Forest Shuffle table: one scene showing one seat's view of the game.

It reads only ``game.view(state, seat)`` and the rules' screen queries (``rules/forest_shuffle/query.py``:
legal slots and payments, the preview of a play, the live score with its per-card breakdown, the winter
count), turns the legal actions into click targets and explains an illegal click with the rule's reason;
it never decides legality itself. The shared ``TableScene`` runs the AI seats, undo, the hot-seat cover,
the log and the autosave. Each frame the table builds a :class:`~game.forest_shuffle.look.ForestLook`
(``look()``) and hands it to ``draw`` (which returns what it drew where) and the prompt's words; the
slides of ``motion`` are given the event and where things are.

Playing a card is one choice on screen made of up to three rule decisions (the card and its half, the
tree, the payment): the player picks them in any order the screen allows, sees the preview (points the
forest gains, whether the bonus fires, which mushrooms draw) and confirms; only then are the decisions
applied, one after the other. Undo goes back to before the whole play.
"""
from __future__ import annotations

import pygame

from game import sound
from game.anim import Slides
from game.forest_shuffle import draw, geometry as G, log_text, motion
from game.forest_shuffle.look import ForestLook
from game.forest_shuffle.targets import Targets
from game.forest_shuffle.tutorial_aim import TutorialAim
from game.forest_shuffle import words as W
from game.i18n import tr
from game.table.scene import TableScene
from game.table.steady import Steady
from game.widgets import Button
from rules.engine.core import Action
from rules.forest_shuffle import query
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import (A_CAVE, A_DRAW, A_DWELLER, A_FREE, A_KEEP, A_MULLIGAN, A_NO, A_PAY,
                                            A_SAPLING, A_SLOT, A_STOP, A_TAKE, A_TREE, A_YES, SIDES)

D = db()
P = "forest_shuffle.table."
FRESH_SECONDS = 2.6          # a card just placed glows this long
FOLLOW_TASKS = ("slot", "pay")


class Selection:
    """The play being put together: ``card`` and ``half`` (0/1 for a split card, None for a tree,
    ``"sapling"``), the ``tree`` chosen for a half, the cards chosen to ``pay``. ``fixed``: the rules
    already hold the card (and perhaps the tree) and wait for the rest (a slot or payment task)."""

    __slots__ = ("card", "half", "tree", "pay", "fixed", "task")

    def __init__(self, card: int, half, task: str, tree: int | None = None, fixed: bool = False):
        self.card = card
        self.half = half
        self.tree = tree
        self.pay: list[int] = []
        self.fixed = fixed
        self.task = task

    @property
    def face(self) -> int:
        return self.card * 2 + (self.half if self.half in (0, 1) else 0)

    @property
    def is_dweller(self) -> bool:
        return self.half in (0, 1)

    def key(self) -> tuple:
        return (self.card, self.half, self.tree, tuple(self.pay), self.fixed, self.task)


class ForestShuffleTable(TutorialAim, Targets, TableScene):
    """The play table. Public for tests: ``session``, ``seat``, ``shown`` (whose forest is on screen),
    ``sel`` (the play being chosen), ``can_undo()``, ``undo()``, ``save_and_quit()``,
    ``ai_delay_override``, and the click-target helpers ``hand_targets()``, ``slot_targets()``,
    ``clearing_targets()``, ``deck_rect()``, ``tab_targets()``, ``prompt_buttons()``, ``plan()``; what the
    last frame showed: ``look()`` (the frame as the drawing reads it), ``drawn`` (rectangles), ``drawn_hand``,
    ``zoom_drawn``."""

    ZONES = G.TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        self.shown = self.seat
        self.pinned: int | None = None          # a forest the player chose to look at
        self.scrolls: dict[int, int] = {}
        self.sel: Selection | None = None
        self.slides = Slides()
        self.clear_steady = Steady()             # the clearing's rows keep still under the pointer
        self._clear_turn = None
        self.fresh: dict[tuple, float] = {}      # (seat, tree, side) -> seconds of glow left
        self.flash: dict[int, list] = {}         # seat -> [points gained, seconds left] shown on its tab
        self._tab_scores: list | None = None
        self.buttons: list[Button] = []
        self._buttons_key = None
        self._derived_key = None
        self._derived: dict = {}
        self._committing = False
        self._score_cache: dict = {}
        self.drawn: dict = {}                    # rectangles of the last frame (slides start there)
        self.zoom_drawn = None                   # (card, rect) of the large view in the last frame
        self.drawn_hand: tuple | None = None     # (seat, cards, face up) of the last frame (tests)
        self.scores_button = Button(self.R["scores_button"], tr("forest_shuffle.button.scores"), self.open_scores,
                                    size=self.BUTTON_SIZE)
        self.resync()

    # ------------------------------------------------------------------ options
    def live_scores_shown(self) -> bool:
        return bool(self.session.config.get("score_live", True)) or self.session.current_player() is None

    def scores_now(self) -> list[int]:
        """Every forest's live score as the shown seat sees it (cached per view)."""
        v = self.view()
        key = ("scores", self.view_key)
        if self._score_cache.get("key") != key:
            self._score_cache = {"key": key, "scores": query.live_scores(v), "entries": {}}
        return self._score_cache["scores"]

    def score_changes(self, scores: list[int]) -> dict[int, list]:
        """A forest whose score moved since the last frame shows the change on its tab for a while."""
        if self._tab_scores is not None and len(self._tab_scores) == len(scores):
            for q, (a, b) in enumerate(zip(self._tab_scores, scores)):
                if a != b:
                    self.flash[q] = [b - a + (self.flash[q][0] if q in self.flash else 0), FRESH_SECONDS]
        self._tab_scores = list(scores)
        return self.flash

    def entries_of(self, seat: int) -> list[dict]:
        """The per-card breakdown of ``seat``'s forest (cached per view)."""
        self.scores_now()
        cache = self._score_cache["entries"]
        if seat not in cache:
            cache[seat] = query.score_breakdown(self.view(), seat)
        return cache[seat]

    def decision(self, v=None) -> dict:
        return query.decision(v if v is not None else self.view())

    def classify(self, v, legal) -> dict:
        """What the shown seat may do now, from the legal actions."""
        o = {"task": None, "draw": False, "take": set(), "play": set(), "slots": set(), "pays": set(),
             "ask": False, "free": set(), "cave": set(), "stop": False, "mulligan": False}
        if not legal:
            return o
        o["task"] = query.decision(v)["task"]
        for a in legal:
            k = a.kind
            if k == A_DRAW:
                o["draw"] = True
            elif k == A_TAKE:
                o["take"].add(a.value)
            elif k == A_TREE:
                o["play"].add((a.value, None))
            elif k == A_SAPLING:
                o["play"].add((a.value, "sapling"))
            elif k == A_DWELLER:
                o["play"].add(tuple(a.value))
            elif k == A_SLOT:
                o["slots"].add(a.value)
            elif k == A_PAY:
                o["pays"].add(a.value)
            elif k in (A_YES, A_NO):
                o["ask"] = True
            elif k == A_FREE:
                o["free"].add(tuple(a.value))
            elif k == A_CAVE:
                o["cave"].add(a.value)
            elif k == A_STOP:
                o["stop"] = True
            elif k in (A_KEEP, A_MULLIGAN):
                o["mulligan"] = True
        return o

    def opts(self) -> dict:
        self.view()
        return self.targets if self.my_turn() else self.classify(None, [])

    def on_new_view(self, v) -> None:
        """Keep the selection only while it still holds; a slot or payment task fixes it."""
        self._derived_key = None
        mine = self.my_turn()
        o = self.targets
        task = o.get("task")
        if not mine or task is None:
            if not self._committing:
                self.sel = None
            return
        dec = query.decision(v)
        if task in ("slot", "pay"):
            card = D.card_index[dec["card"]]
            half = None if dec["side"] == "tree" else dec["half"]
            tree = dec.get("target_tree") if task == "pay" else None
            tree = None if tree is not None and tree < 0 else tree
            s = self.sel
            if s is None or s.card != card or s.half != half or not s.fixed or s.task != task:
                keep_pay = list(s.pay) if s is not None and s.card == card else []
                self.sel = Selection(card, half, task, tree, fixed=True)
                self.sel.pay = [c for c in keep_pay if c in v.hands[self.seat]]
            if task == "pay":
                self.sel.tree = tree
            return
        s = self.sel
        if s is None:
            return
        hand = v.hands[self.seat]
        if s.card not in hand or s.fixed or s.task != task:
            self.sel = None
            return
        if task in ("main", "mole") and (s.card, s.half) not in o["play"]:
            self.sel = None
        elif task == "free" and (s.card, s.half) not in o["free"]:
            self.sel = None
        elif task not in ("main", "mole", "free"):
            self.sel = None
        if self.sel is not None:
            self.sel.pay = [c for c in self.sel.pay if c in hand and c != self.sel.card]

    # ------------------------------------------------------------------ the play being chosen
    def derived(self) -> dict:
        """What the selection allows (cached per view and selection): the legal trees and the gain at
        each, the cost, the cards that may pay, the preview of the play as chosen."""
        v = self.view()
        s = self.sel
        key = (self.view_key, s.key() if s else None)
        if key == self._derived_key:
            return self._derived
        out: dict = {"trees": [], "gains": {}, "cost": 0, "payable": set(), "preview": None, "ready": False,
                     "mode": "play"}
        self._derived_key, self._derived = key, out
        if s is None:
            return out
        seat = self.seat
        task = self.targets.get("task")
        dec = query.decision(v)
        mode = dec.get("mode", "mole" if task == "mole" else ("free" if task == "free" else "play"))
        out["mode"] = mode
        half = s.half
        if half == "sapling":
            out["preview"] = query.preview_play(v, seat, s.card, "sapling")
            out["new_tree_gain"] = out["preview"]["points_gain"]
            out["ready"] = True
            return out
        face = s.face
        cost = 0 if mode == "free" else D.f_cost[face]
        out["cost"] = cost
        if s.is_dweller:
            trees = query.legal_slots(v, seat, s.card, half) if task != "pay" else [s.tree]
            out["trees"] = trees
            for t in trees:
                pv = query.preview_play(v, seat, s.card, half, t, ())
                out["gains"][t] = pv["points_gain"]
                out["effect_points"] = pv.get("effect_points", 0)
        else:
            out["new_tree_gain"] = query.preview_play(v, seat, s.card, None, None, ())["points_gain"]
        if cost:
            pays = query.legal_payments(v, seat, s.card, half)
            out["payable"] = {c for p in pays for c in p}
            out["pays"] = set(pays)
        placed = (not s.is_dweller) or s.tree is not None
        paid = len(s.pay) == cost
        if placed and paid:
            # a free placement is previewed as one (no cost, neither effect nor bonus)
            out["preview"] = query.preview_play(v, seat, s.card, half, s.tree, tuple(s.pay))
            out["ready"] = (not cost) or tuple(sorted(s.pay)) in out.get("pays", set())
        return out

    def plan(self) -> list[Action] | None:
        """The rule decisions that make the chosen play, in order (None while something is missing)."""
        s = self.sel
        if s is None or not self.my_turn():
            return None
        d = self.derived()
        if not d["ready"]:
            return None
        task = self.targets.get("task")
        acts: list[Action] = []
        if task in ("main", "mole"):
            if s.half == "sapling":
                return [Action(A_SAPLING, s.card)]
            acts.append(Action(A_TREE, s.card) if s.half is None else Action(A_DWELLER, (s.card, s.half)))
        elif task == "free":
            acts.append(Action(A_FREE, (s.card, s.half)))
        if s.is_dweller and task != "pay":
            acts.append(Action(A_SLOT, s.tree))
        if d["cost"]:
            acts.append(Action(A_PAY, tuple(sorted(s.pay))))
        return acts

    def confirm(self) -> None:
        acts = self.plan()
        if not acts:
            return
        self._committing = True
        try:
            for a in acts:
                if not self.try_action(a):
                    break
        finally:
            self._committing = False
        self.sel = None
        self._derived_key = None

    def cancel(self) -> None:
        """One step back, nothing spent: a chosen tree is chosen again (the card stays picked, its payment
        is dropped), else the card is put back; a play the rules already hold drops its payment."""
        s = self.sel
        if s is None:
            return
        if not s.fixed and s.is_dweller and s.tree is not None and len(self.derived()["trees"]) > 1:
            s.tree = None
            s.pay = []
            self._derived_key = None
        elif not s.fixed:
            self.sel = None
        else:
            s.pay = []

    def choose_sapling(self) -> None:
        s = self.sel
        if s is None:
            return
        self.try_action(Action(A_SAPLING, s.card))
        self.sel = None

    def select(self, card: int, half) -> None:
        task = self.targets.get("task")
        self.sel = Selection(card, half, task)
        self._derived_key = None
        d = self.derived()
        if self.sel.is_dweller and len(d["trees"]) == 1:
            self.sel.tree = d["trees"][0]
        if self.sel.is_dweller:
            self._show_own_forest()
            trees = d["trees"]
            if trees:
                area = self.R["forest"]
                sc = self.scrolls.get(self.seat, 0)
                visible = [t for t in trees if area.colliderect(G.cell_rect(area, t, sc))]
                if not visible:
                    self.scrolls[self.seat] = G.scroll_to_show(trees[0], sc, area)
        elif self.sel.half is None:
            self._show_own_forest()
            n = len(self.view().forests[self.seat])
            self.scrolls[self.seat] = G.scroll_to_show(n, self.scrolls.get(self.seat, 0), self.R["forest"])

    def _show_own_forest(self) -> None:
        self.shown = self.seat
        self.pinned = None

    def toggle_pay(self, card: int) -> None:
        s = self.sel
        if card in s.pay:
            s.pay.remove(card)
        elif len(s.pay) < self.derived()["cost"]:
            s.pay.append(card)
        else:
            self.app.show_message(tr(P + "toast.paid_enough", n=self.derived()["cost"]), 2.5)

    def paying(self) -> bool:
        """Does a click on another hand card now pay (instead of choosing another card to play)?"""
        s = self.sel
        if s is None or s.half == "sapling":
            return False
        d = self.derived()
        if not d["cost"]:
            return False
        return s.fixed or not s.is_dweller or s.tree is not None

    # ------------------------------------------------------------------ undo
    def on_undo(self) -> None:
        self.sel = None
        self.slides.clear()
        self.fresh.clear()
        self.flash.clear()
        self._tab_scores = None

    def undo(self) -> bool:
        """Back to before the whole play: a tree or payment question left open by undo is undone too."""
        ok = super().undo()
        while ok and self._mid_play() and self.can_undo():
            ok = super().undo()
        return ok

    def _mid_play(self) -> bool:
        st = self.session.state
        p = self.session.current_player()
        return p is not None and self.is_human(p) and query.decision(st)["task"] in ("slot", "pay")

    # ------------------------------------------------------------------ events -> log, animation
    def reset_derived(self) -> None:
        self.recap: dict[int, list[str]] = {}     # seat -> short lines of its latest turn
        self.last_turn: int | None = None         # the seat whose turn it is
        self.prev_turn: int | None = None         # the seat whose turn came before
        self.turn_gain: dict[int, int] = {}
        self.extra_turn: tuple | None = None      # (seat, species) while the turn is an extra one
        self.extra_from: dict[int, list] = {}     # seat -> species whose extra turns are still owed
        self.recap_before: dict[int, list] = {}   # seat -> its lines of the turn that gave the extra one

    def describe(self, e) -> list[tuple[str, tuple]]:
        return log_text.describe(e, self.seat, self.player_name)

    def on_event(self, e, live: bool) -> None:
        k, d, p = e.kind, e.data, e.player
        vol = self.app.settings.volume
        if k == "turn":
            if self.last_turn is not None and self.last_turn != p:
                self.prev_turn = self.last_turn
            self._note_extra(p, d.get("extra"))
            if self.last_turn != p or d.get("extra"):
                self.recap[p] = []
            self.last_turn = p
            if live and p == self.seat and self.is_human(p):
                sound.play("turn", vol)
            return
        if self.last_turn is None and p is not None and k not in ("deal", "keep", "mulligan", "mulligan_offered"):
            self.last_turn = p                    # the first turn of a game has no turn event
            self.recap.setdefault(p, [])
        if self.may_tell(e) and p is not None:
            if k in ("draw", "take", "play", "pay", "cave", "mulligan", "keep", "extra_turn", "mushroom"):
                lines = log_text.describe(e, self.seat, self.player_name)
                if lines:
                    self.recap.setdefault(p, []).append(lines[0][0])
        if k == "extra_turn" and p is not None:
            self.extra_from.setdefault(p, []).append(d.get("species"))
        if not live:
            return
        seconds = 0.0 if self.delay <= 0 else 0.3
        if k == "play":
            side = d.get("side", "tree")
            key = (p, d.get("tree", 0), side)
            self.fresh[key] = FRESH_SECONDS
            if self.pinned is None:
                self.shown = p
                self._scroll_to_tree(p, d.get("tree", 0))
            self._slide(motion.slide_play(e, self.seat, self.shown, self.drawn, self._tab_rects(), self.R["forest"],
                                          self.scrolls.get(p, 0)), seconds)
            sound.play("card", vol)
        elif k in ("take", "draw"):
            own = p == self.seat and self.face_up() and d.get("card")
            self._slide(motion.slide_draw(e, self.seat, self.drawn, self._tab_rects(), self.deck_rect(),
                                          self.hand_targets() if own else []), seconds)
        elif k == "pay":
            self._slide(motion.slide_pay(e, self.seat, self.drawn, self._tab_rects(), self.clearing_targets()),
                        seconds)
        elif k == "reveal":
            self._slide(motion.slide_reveal(e, self.deck_rect(), self.clearing_targets()), seconds)
        elif k == "winter":
            sound.play("round", vol)
        elif k == "game_end":
            sound.play("round", vol)

    def _note_extra(self, p: int, extra: bool) -> None:
        """A turn begins: an extra one remembers whose card gave it and what the player did before."""
        owed = self.extra_from.get(p) or []
        if extra:
            self.recap_before[p] = list(self.recap.get(p) or [])
            self.extra_turn = (p, owed.pop(0) if owed else None)
        else:
            self.extra_turn = None
            self.extra_from.pop(p, None)

    def _slide(self, slides, seconds: float) -> None:
        for key, surf, start, end in slides:
            self.slides.add(key, surf, start, end, seconds)

    def _tab_rects(self) -> list:
        return [r for _seat, r in self.tab_targets()]

    def _scroll_to_tree(self, seat: int, tree: int) -> None:
        self.scrolls[seat] = G.scroll_to_show(tree, self.scrolls.get(seat, 0), self.R["forest"])

    # ------------------------------------------------------------------ actions, reasons
    def after_cover(self) -> None:
        self.resync()
        self.shown = self.seat

    def after_apply(self) -> None:
        if not self._committing:
            self.sel = None

    def reason(self, rule, why, action=None) -> str:
        """The rules' reason in the player's words (``forest_shuffle.why.<rule>``)."""
        text = tr(f"forest_shuffle.why.{rule}")
        if text == f"forest_shuffle.why.{rule}":
            text = tr(f"forest_shuffle.illegal.{rule}")
            if text == f"forest_shuffle.illegal.{rule}":
                return why
        return text

    def explain(self, action: Action) -> None:
        """Say why ``action`` may not be taken now (the rules' reason), or that it is not the moment."""
        bad = self.game.why_illegal(self.view(), action)
        if bad is None:
            return
        rule, why = (bad if isinstance(bad, tuple) else (bad.rule, bad.why))
        self.refuse((rule, why), action)

    # ------------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        p = self.current()
        if p is not None and not self.is_human(p) and self.hold:
            task = query.decision(self.session.state)["task"]
            if task in FOLLOW_TASKS:
                self.hold = min(self.hold, self.delay * 0.5)
        super().update(dt)

    def animate(self, dt: float) -> None:
        self.slides.update(dt)
        for k in list(self.fresh):
            self.fresh[k] -= dt
            if self.fresh[k] <= 0:
                del self.fresh[k]
        for q in list(self.flash):
            self.flash[q][1] -= dt
            if self.flash[q][1] <= 0:
                del self.flash[q]
        if self.pinned is None and not (self.hold or 0) > 0:
            p = self.current()
            if self.my_turn() or p is None or self.sel is not None:
                target = self.seat
            else:
                target = p
            if target != self.shown and not self.slides.busy():
                self.shown = target

    def anim_busy(self) -> bool:
        return self.slides.busy() or bool(self.fresh) or bool(self.flash) or super().anim_busy()

    # ------------------------------------------------------------------ input
    def extra_buttons(self) -> list:
        return [self.scores_button] + self.prompt_buttons()

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self._scroll_forest(1 if event.key == pygame.K_PAGEDOWN else -1)
            return True
        if event.key == pygame.K_s and self.scores_button.enabled:
            self.open_scores()
            return True
        return False

    def on_escape(self) -> bool:
        if self.sel is not None and (not self.sel.fixed or self.sel.pay):
            self.cancel()
            return True
        return False

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.R["forest"].collidepoint(self.mouse):
            self._scroll_forest(-event.y)
            return
        super().handle(event)

    def _scroll_forest(self, notches: int) -> None:
        v = self.view()
        n = len(v.forests[self.shown]) + (1 if self._ghost() else 0)
        area = self.R["forest"]
        sc = self.scrolls.get(self.shown, 0) + notches * 70
        self.scrolls[self.shown] = max(0, min(G.max_scroll(n, area), sc))

    def on_right_click(self, pos) -> None:
        self.cancel()

    def on_motion(self, pos) -> None:
        pass

    def on_click(self, pos) -> None:
        for b in self.prompt_buttons():
            if b.rect.collidepoint(pos):
                if b.enabled and b.action:
                    b.action()
                return
        if self.scores_button.rect.collidepoint(pos):
            if self.scores_button.enabled:
                self.open_scores()
            else:
                self.app.show_message(tr(P + "toast.scores_hidden"), 2.5)
            return
        for seat, r in self.tab_targets():
            if r.collidepoint(pos):
                self.shown = seat
                self.pinned = None if seat == self.seat else seat
                return
        if self.session.current_player() is None:
            return
        mine = self.my_turn()
        if self.deck_rect().collidepoint(pos):
            if not mine:
                self.not_your_turn()
            elif self.opts()["draw"]:
                self.try_action(Action(A_DRAW))
            else:
                self.explain(Action(A_DRAW))
            return
        for card, r in self.clearing_targets():
            if r.collidepoint(pos):
                if not mine:
                    self.not_your_turn()
                elif card in self.opts()["take"]:
                    self.try_action(Action(A_TAKE, card))
                else:
                    self.explain(Action(A_TAKE, card))
                return
        hit = self.hand_hit(pos)
        if hit is not None:
            if not mine:
                self.not_your_turn()
                return
            self.click_hand(*hit)
            return
        for tree, side, r, lit in self.slot_targets():
            if r.collidepoint(pos):
                if not mine:
                    self.not_your_turn()
                    return
                self.click_slot(tree, side, lit)
                return

    def click_hand(self, card: int, half) -> None:
        o = self.opts()
        task = o["task"]
        s = self.sel
        if task == "cave":
            self.try_action(Action(A_CAVE, card))
            return
        if task in ("slot", "pay"):
            if s is not None and card != s.card and card in self.derived()["payable"]:
                self.toggle_pay(card)
            elif s is not None and card == s.card:
                self.app.show_message(tr(P + "toast.chosen_card"), 2.5)
            else:
                self.app.show_message(tr(P + "toast.cannot_pay_with"), 2.5)
            return
        if task not in ("main", "mole", "free"):
            self.app.show_message(tr("forest_shuffle.why.not_now"), 2.5)
            return
        if s is not None and card == s.card:
            if half != s.half and half is not None and s.half in (0, 1):
                self._pick(card, half)
            else:
                self.sel = None
            return
        if s is not None and self.paying():
            if card in self.derived()["payable"]:
                self.toggle_pay(card)
            else:
                self.app.show_message(tr(P + "toast.cannot_pay_with"), 2.5)
            return
        self._pick(card, half)

    def _pick(self, card: int, half) -> None:
        o = self.opts()
        task = o["task"]
        allowed = o["free"] if task == "free" else o["play"]
        if (card, half) in allowed:
            self.select(card, half)
            return
        if task == "free":
            act = Action(A_FREE, (card, half if half is not None else 0))
        elif half is None:
            act = Action(A_TREE, card)
        else:
            act = Action(A_DWELLER, (card, half))
        self.explain(act)
        if task in ("main", "mole") and (card, "sapling") in o["play"]:
            self.select(card, "sapling")          # any card may still be planted face down

    def click_slot(self, tree: int, side: str, lit: bool) -> None:
        s = self.sel
        if s is None or not s.is_dweller:
            if self.shown == self.seat:
                self.app.show_message(tr(P + "toast.pick_card_first"), 2.5)
            return
        if lit:
            # a second click on the chosen tree takes the choice back (the card stays picked)
            s.tree = None if s.tree == tree and len(self.derived()["trees"]) > 1 and not s.fixed else tree
            if s.tree is None:
                s.pay = []
            self._derived_key = None
            return
        want = SIDES[D.f_side[s.face]]
        self.app.show_message(tr(P + "toast.not_this_slot", side=W.side_name(want)), 2.5)

    def open_scores(self) -> None:
        if not self.live_scores_shown():
            self.app.show_message(tr(P + "toast.scores_hidden"), 2.5)
            return
        self.app.push_scene("forest_shuffle.scores", board=self.score_board(), final=False)

    def show_results(self) -> None:
        """At the end: the card-by-card breakdown of every forest, then the results."""
        session = self.session

        def results():
            self.app.push_scene("results", session=session, board=self)

        self.app.push_scene("forest_shuffle.scores", board=self.score_board(final=True), final=True,
                            on_close=results)

    def score_board(self, final: bool = False) -> dict:
        """Every forest's entries (card by card), names and totals, for the scores overlay."""
        if final and self.session.result() is not None:
            res = self.session.result()
            entries = [list(b) for b in res.breakdown]
        else:
            v = self.view()
            entries = [query.score_breakdown(v, q) for q in range(self.n)]
        return {"names": [self.player_name(q) for q in range(self.n)], "entries": entries,
                "seat": self.seat, "winners": self.session.result().winners if final and self.session.result() else []}

    # ------------------------------------------------------------------ draw
    def look(self, changes: dict | None = None) -> ForestLook:
        """What a frame shows, for the drawing and the prompt's words (``changes``: the tabs' score
        changes of this frame, see ``score_changes``)."""
        v = self.view()
        live = self.live_scores_shown()
        sel = self.sel
        return ForestLook(
            view=v, seat=self.seat, shown=self.shown, names=tuple(self.player_name(q) for q in range(self.n)),
            human=tuple(self.is_human(q) for q in range(self.n)), any_human=bool(self.humans), R=self.R,
            mouse=self.mouse, current=self.current(), my_turn=self.my_turn(), face_up=self.face_up(),
            targets=self.targets, sel=sel, derived=self.derived() if sel is not None else {}, paying=self.paying(),
            live=live, scores=self.scores_now() if live else None, changes=changes or {},
            entries=self.entries_of(self.shown), scroll=self.scrolls.get(self.shown, 0), ghost=self._ghost(),
            tabs=self.tab_targets(), deck=self.deck_rect(), clearing=self.clearing_targets(),
            hand=self.hand_targets(), slots=self.slot_targets(), buttons=self.prompt_buttons(), fresh=self.fresh,
            moving=frozenset(s.key for s in self.slides.items), recap=self.recap, last_turn=self.last_turn,
            prev_turn=self.prev_turn, extra=self.extra_turn, recap_before=self.recap_before)

    def _clamp_scroll(self, v) -> None:
        """The forest shown is never scrolled past its last row (it may have shrunk, or the seat changed)."""
        n = len(v.forests[self.shown]) + (1 if self._ghost() else 0)
        sc = self.scrolls.get(self.shown, 0)
        self.scrolls[self.shown] = max(0, min(sc, G.max_scroll(n, self.R["forest"])))

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.scores_button.label = tr("forest_shuffle.button.scores")
        self.scores_button.enabled = self.live_scores_shown()
        self._clamp_scroll(v)
        scores = self.scores_now() if self.live_scores_shown() else None
        look = self.look(self.score_changes(scores) if scores is not None else {})
        for b in look.buttons:
            b.hover = b.rect.collidepoint(self.mouse)
        shown = draw.frame(surface, look)
        self.drawn, self.drawn_hand = shown.rects, shown.hand
        self.draw_log(surface)
        self.draw_chrome(surface)
        self.scores_button.draw(surface)
        self.slides.draw(surface)
        self.zoom_drawn = draw.hover_zoom(surface, look, self.drawn)
        draw.tab_tooltip(surface, look)
