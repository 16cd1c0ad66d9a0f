"""The Animal Duel table: one scene showing one seat's view of the match.

It draws only from ``game.view(state, seat)`` for the seat being shown, turns the rules' legal
actions into click targets (it never decides legality itself), shows what a placement would do
with the rules' ``preview`` before the player commits, explains illegal clicks with the rule's
reason, runs AI seats on a background thread and writes the autosave after every action.
The viewer's team always sits at the bottom ("south"); the other team's cards are drawn turned
180°, as a real table would show them. Zones come from ``data/animal_duel/layout.tmx``.
"""
from __future__ import annotations

import math

import pygame

from game import i18n, sound
from game.animal_duel.draw import BACK_MINI, HAND, PARTNER, PILE, ZOOM, DuelArt
from game.i18n import tr
from game.animal_duel.geometry import TABLE_ZONES
from game.saving import autosave
from game.table_base import GOLD, PANEL, PANEL_EDGE, TableScene
from game.text import render, wrap
from game.widgets import INK, MUTED, Button
from rules.ai import make_bot
from rules.animal_duel.scoring import preview as duel_preview
from rules.animal_duel.state import (DEAL, DISCARD, DISCARD_TREX, END, FIX, FIX_HAND, GIVE, KEEP, OVER, PLACE, RESPOND,
                                     SITU, TARGET, TARGET_PHASE, TURN, UNKNOWN, place_action)
from rules.engine.core import Action

FELT = (30, 82, 64)
FELT_DARK = (22, 62, 48)
BG = (18, 24, 28)
RED = (232, 92, 76)
GREEN = (120, 210, 130)
HILITE = (200, 170, 80)      # a cell that may be clicked
CELL = (26, 70, 56)
CELL_EDGE = (54, 104, 86)
# the two sides: the viewer's team (south) and the other (north); a frame colour plus the
# orientation of the cards and the side of the board tell them apart
SOUTH_COL = (96, 168, 236)
NORTH_COL = (236, 120, 96)
LIFT = 12
HAND_LABEL_W = 132           # the hand's owner and size, left of the cards


def _fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis so it renders within ``width`` pixels."""
    if render(s, size, INK, bold).get_width() <= width:
        return s
    while len(s) > 1 and render(s + "…", size, INK, bold).get_width() > width:
        s = s[:-1]
    return s + "…"


class AnimalDuelTable(TableScene):
    """The play table. Public: ``session``, ``seat``, ``can_undo()``, ``undo()``, ``save_and_quit()``,
    ``ai_delay_override`` (tests set 0), the click targets ``hand_targets()``, ``cell_rect(cell)``,
    ``highlighted_cells()``, ``end_button``, ``extra_button``, and what the last frame showed:
    ``selected``, ``preview_shown``, ``drawn_hand``, ``zoom_drawn``, ``board_marks``."""

    ZONES = TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        st = session.state
        self.deck = st.deck
        self.n = st.n
        self.art = DuelArt(self.deck)
        self._hand_cache = None
        self.selected: int | None = None          # the animal chosen in hand, waiting for a cell
        self.first: int | None = None            # the first cell of a two-cell choice
        self.hover_card: int | None = None        # a hand card under the pointer
        self.hover_cell: int | None = None
        self.hover_other: int | None = None       # a card under the pointer elsewhere (board, piles)
        self.preview_shown: tuple | None = None   # (card, cell, preview dict) drawn in the last frame
        self.drawn_hand: tuple | None = None      # (seat, cards, face_up) of the last frame
        self.zoom_drawn: int | None = None        # the card shown large in the last frame
        self.board_marks: dict = {}               # cell -> {"asleep", "stack2"...} drawn in the last frame
        self.end_button = Button(self.R["end_button"], tr("animal_duel.button.end"), self._press_end, size=16)
        self.extra_button = Button(self.R["extra_button"], "", self._press_extra, size=15)
        self._previews: tuple = (None, {})
        self._resync()

    def extra_buttons(self) -> list:
        return [self.end_button, self.extra_button]

    # ------------------------------------------------------------------ basics
    @property
    def size(self) -> int:
        return self.session.state.size

    @property
    def my_team(self) -> int:
        return self.seat & 1

    def on_new_view(self, v) -> None:
        self._hand_cache = None
        if self.selected is not None and self.selected not in self._opts["place"]:
            self.selected = None
        self.first = None

    def team_name(self, team: int) -> str:
        seats = [p for p in range(self.n) if p & 1 == team]
        return " & ".join(self.names[p] for p in seats)

    def opponent_name(self) -> str:
        return self.team_name(1 - self.my_team)

    # ------------------------------------------------------------------ legal actions -> targets
    def classify(self, v, legal) -> dict:
        opts = {"place": {}, "hand": {}, "cells": {}, "pairs": {}, "end": None, "keep": None, "give": None,
                "trex": [], "choose": None}
        p = getattr(v, "pending", None) or {}
        if v.phase == TARGET_PHASE:
            opts["choose"] = p.get("choose")
        for a in legal:
            k, val = a.kind, a.value
            if k == PLACE:
                opts["place"].setdefault(val[0], {})[val[1]] = a
            elif k in (SITU, FIX_HAND, DISCARD):
                opts["hand"][val] = a
            elif k == DISCARD_TREX:
                opts["trex"].append(a)
            elif k == END:
                opts["end"] = a
            elif k == KEEP:
                opts["keep"] = a
            elif k == GIVE:
                opts["give"] = a
            elif k == TARGET:
                choose = opts["choose"]
                if choose == "card":
                    opts["hand"][val] = a
                elif isinstance(val, tuple):
                    opts["pairs"][val] = a
                    if choose == "swap":
                        opts["pairs"][(val[1], val[0])] = a
                else:
                    opts["cells"][val] = a
        return opts

    def highlighted_cells(self) -> set[int]:
        """The cells a click may use now (placing the selected animal, or a target)."""
        if not self.my_turn():
            return set()
        self.view()
        o = self._opts
        if self.selected is not None:
            return set(o["place"].get(self.selected, {}))
        if o["cells"]:
            return set(o["cells"])
        if o["pairs"]:
            if self.first is None:
                return {a for a, _ in o["pairs"]}
            return {b for a, b in o["pairs"] if a == self.first}
        return set()

    # ------------------------------------------------------------------ undo
    def on_undo(self) -> None:
        self.selected = None
        self.first = None

    # ------------------------------------------------------------------ events -> log, animations
    def reset_derived(self) -> None:
        self.anims: list[dict] = []           # clash arrows and numbers of the latest placement
        self.banner: tuple | None = None      # (title, subtitle, seconds left)
        self.last_move: list[tuple[str, tuple]] = []
        life = self.session.state.life
        self.shown_life = [float(life[0]), float(life[1])]
        self.life_flash = [0.0, 0.0]

    def keep_on_refilter(self):
        return self.anims, self.banner, (self.shown_life, self.life_flash)

    def restore_on_refilter(self, kept) -> None:
        self.anims, self.banner, (self.shown_life, self.life_flash) = kept

    def describe(self, e) -> list[tuple[str, tuple]]:
        lines = self._lines(e)
        if lines and e.kind in ("place", "situ", "move", "swap", "steal", "hunt", "sleep", "extinction", "damage",
                                "heal", "trilero_take", "trilero_give", "discard", "discard_trex", "fix_hand",
                                "refresh_hand", "game_over", "tie"):
            if e.kind in ("place", "situ", "discard_trex", "fix_hand", "tie", "game_over"):
                self.last_move = []
            self.last_move.extend(lines)
            self.last_move = self.last_move[-6:]
        return lines

    def on_event(self, e, live: bool) -> None:
        k, d = e.kind, e.data
        vol = self.app.settings.volume
        if k == "game_start" and not live:
            self.anims = []
            self.banner = None
        if not live:
            return
        if k == "place":
            dur = max(1.2, self.delay * 2.4)
            t = e.player & 1
            self.anims = [{"kind": "place", "cell": d["cell"], "clashes": list(d.get("clashes") or []), "team": t,
                           "to_opp": d.get("damage_to_opponent", 0), "to_self": d.get("damage_to_self", 0),
                           "healed": d.get("healed", 0), "time": 0.0, "dur": dur}]
            if d.get("clashes"):
                self.hold = max(self.hold or 0.0, self.delay * 2.0)
                sound.play("win" if (d.get("damage_to_opponent", 0) > d.get("damage_to_self", 0)) == (t == self.my_team)
                           else "lose", vol)
            else:
                sound.play("card", vol)
        elif k in ("situ", "move", "swap", "steal", "hunt", "sleep", "extinction"):
            sound.play("card", vol)
            cells = {"move": ("from", "to"), "swap": ("a", "b"), "steal": ("cell",), "hunt": ("cell",),
                     "sleep": ("cell",)}.get(k, ())
            if cells:
                # the cells a situational changed flash for a moment
                self.anims = [a for a in self.anims if a["kind"] == "place"] + [
                    {"kind": "mark", "cells": [d[x] for x in cells], "time": 0.0, "dur": max(1.0, self.delay * 2)}]
                self.hold = max(self.hold or 0.0, self.delay * 1.5)
        elif k == "damage":
            self.life_flash[d["team"]] = 1.0
        elif k == "tie":
            self.banner = (tr("animal_duel.banner.tie"), tr("animal_duel.banner.tie_sub", game=d["games"] + 1),
                           max(2.5, self.delay * 5))
            self.hold = max(self.hold or 0.0, self.delay * 4)
            self.app.show_message(tr("animal_duel.toast.tie", game=d["games"] + 1), 4.0)
            self.anims = []
            sound.play("round", vol)
        elif k == "match_end":
            w = d["winner_team"]
            st = self.session.state
            title = tr("animal_duel.banner.ko") if st.reason == "ko" else tr("animal_duel.banner.full")
            self.banner = (title, tr("animal_duel.banner.winner", name=self.team_name(w)), 1e9)
            self.hold = max(self.hold or 0.0, self.delay * 3)
            sound.play("win" if w == self.my_team and self.humans else "round", vol)

    def _lines(self, e) -> list[tuple[str, tuple]]:
        k, d, p = e.kind, e.data, e.player
        L = "animal_duel.log."
        nm = self.player_name
        lab = self.art.label
        plain = (214, 218, 214)
        mine = p is not None and p & 1 == self.my_team
        col = (236, 236, 226) if mine else plain
        if k == "match_start":
            v = d.get("variants") or {}
            on = [tr(f"animal_duel.variant.{x}") for x in ("variant_kids", "variant_habitat", "variant_level_start",
                                                            "variant_team") if v.get(x)]
            out = [(tr(L + "match_start", size=d["board_size"]), MUTED)]
            if on:
                out.append((tr(L + "variants", variants=", ".join(on)), MUTED))
            return out
        if k == "game_start":
            return [(tr(L + "game_start", game=d["game"], name=nm(d["starter"])), GOLD)]
        if k == "deal":
            return [(tr(L + "deal", name=nm(p), count=len(d["cards"])), MUTED)] if p == self.seat else []
        if k == "deal_draw":
            return [(tr(L + "deal_draw", name=nm(p), card=lab(d["card"])), MUTED)]
        if k == "keep":
            return [(tr(L + "keep", name=nm(p)), plain)]
        if k == "give":
            return [(tr(L + "give", name=nm(p), to=nm(d["to"])), plain)]
        if k == "given":
            return [(tr(L + "given", name=nm(p), to=nm(d["to"]), card=lab(d["card"])), MUTED)]
        if k == "turn_start":
            return [(tr(L + "turn_start", name=nm(p)), GOLD)]
        if k == "draw":
            return [(tr(L + "draw", name=nm(p), count=d["count"]), MUTED)]
        if k == "draw_cards":
            if p != self.seat:
                return []
            return [(tr(L + "draw_cards", cards=", ".join(lab(c) for c in d["cards"])), MUTED)]
        if k == "reshuffle":
            return [(tr(L + "reshuffle", count=d["count"]), MUTED)]
        if k == "place":
            out = [(tr(L + "place", name=nm(p), card=lab(d["card"]), cell=self.cell_name(d["cell"])), col)]
            if d.get("covers") is not None:
                out.append((tr(L + "covers", card=lab(d["covers"])), plain))
            t = p & 1
            for (cell, m, th) in d.get("clashes") or []:
                out.append((tr(L + "clash", cell=self.cell_name(cell), mine=m, theirs=th), MUTED))
            if d.get("damage_to_opponent"):
                out.append((tr(L + "loses", name=self.team_name(1 - t), amount=d["damage_to_opponent"],
                               life=max(0, d["life"][1 - t])), GREEN if t == self.my_team else RED))
            if d.get("damage_to_self"):
                out.append((tr(L + "loses", name=self.team_name(t), amount=d["damage_to_self"],
                               life=max(0, d["life"][t])), RED if t == self.my_team else GREEN))
            if d.get("healed"):
                out.append((tr(L + "heals", name=self.team_name(t), amount=d["healed"], life=d["life"][t]),
                            GREEN))
            if d.get("clashes") == [] or not d.get("clashes"):
                out.append((tr(L + "no_clash"), MUTED))
            return out
        if k == "situ":
            return [(tr(L + "situ", name=nm(p), card=lab(d["card"])), (200, 180, 240) if d.get("type") == "P"
                     else (170, 210, 250))]
        if k == "damage":
            t = d["team"]
            return [(tr(L + "loses", name=self.team_name(t), amount=d["amount"], life=max(0, d["life"][t])),
                     RED if t == self.my_team else GREEN)]
        if k == "heal":
            t = d["team"]
            return [(tr(L + "heals", name=self.team_name(t), amount=d["amount"], life=d["life"][t]), GREEN)]
        if k == "extinction":
            return [(tr(L + "extinction", count=len(d["cards"])), RED)]
        if k == "hand_size":
            hs = d["hand_size"]
            return [(tr(L + "hand_size", name=self.team_name(t), size=hs[t]), MUTED) for t in (0, 1)]
        if k == "trilero_take":
            victim = d["from"]
            if p & 1 == self.my_team or victim & 1 == self.my_team:
                return [(tr(L + "trilero_take", name=nm(p), card=lab(d["card"]), victim=nm(victim)), plain)]
            return [(tr(L + "trilero_take_hidden", name=nm(p), victim=nm(victim)), plain)]
        if k == "trilero_give":
            return [(tr(L + "trilero_give", name=nm(p), card=lab(d["card"]), to=nm(d["to"])), plain)]
        if k == "move":
            return [(tr(L + "move", name=nm(p), card=lab(d["card"]), cell=self.cell_name(d["to"])), plain)]
        if k == "swap":
            return [(tr(L + "swap", a=self.cell_name(d["a"]), b=self.cell_name(d["b"])), plain)]
        if k == "steal":
            return [(tr(L + "steal", name=nm(p), card=lab(d["card"])), plain)]
        if k == "hunt":
            return [(tr(L + "hunt", name=nm(p), card=lab(d["card"])), plain)]
        if k == "sleep":
            return [(tr(L + "sleep", card=lab(d["card"])), plain)]
        if k == "discard":
            return [(tr(L + "discard", name=nm(p), card=lab(d["card"])), plain)]
        if k == "discard_trex":
            return [(tr(L + "discard_trex", name=nm(p), card=lab(d["card"])), plain)]
        if k == "fix_hand":
            return [(tr(L + "fix_hand", name=nm(p), card=lab(d["card"])), plain)]
        if k == "refresh_hand":
            return [(tr(L + "refresh_hand", name=nm(p), count=len(d["discarded"])), plain)]
        if k == "game_over":
            w = d.get("winner_team")
            reason = tr(f"animal_duel.reason.{d['reason']}")
            life = [max(0, x) for x in d["life"]]
            if w is None:
                return [(tr(L + "game_draw", game=d["game"], reason=reason, a=life[0], b=life[1]), GOLD)]
            return [(tr(L + "game_won", game=d["game"], reason=reason, name=self.team_name(w),
                        a=life[w], b=life[1 - w]), GOLD)]
        if k == "tie":
            return [(tr(L + "tie", game=d["games"] + 1), GOLD)]
        if k == "match_end":
            return [(tr(L + "match_end", name=self.team_name(d["winner_team"])), GOLD)]
        return []

    def cell_name(self, cell: int) -> str:
        """'B3': column letter and row number as the viewer sees the board."""
        r, c = self.screen_rc(cell)
        return f"{'ABCDE'[c]}{r + 1}"

    # ------------------------------------------------------------------ actions
    def after_apply(self) -> None:
        self.selected = None
        self.first = None

    def reason(self, rule, why, action=None) -> str:
        """The rule's reason in the current language (its English text if we have no translation)."""
        v = self.view()
        pend = getattr(v, "pending", None) or {}
        key = f"animal_duel.illegal.{rule}"
        kw = {}
        if rule in ("no_target", "bad_target"):
            effect = pend.get("effect")
            if rule == "no_target" and action is not None and action.kind == SITU:
                effs = self.deck.cards[action.value].effects
                effect = next((e.effect for e in effs if f"animal_duel.illegal.no_target_{e.effect}" != tr(
                    f"animal_duel.illegal.no_target_{e.effect}")), effect)
            key = f"animal_duel.illegal.{rule}_{effect}"
        elif rule == "requires" and action is not None:
            card = action.value[0] if isinstance(action.value, tuple) else action.value
            req = self.deck.cards[card].requires
            other = any(self.deck.cards[c].key == req for c in v.situ_p[1 - self.my_team])
            names = next(c.names for c in self.deck.cards if c.key == req)
            key = "animal_duel.illegal.requires_blocked" if other else "animal_duel.illegal.requires"
            kw["card"] = i18n.name(names)
        elif rule == "no_fix_needed":
            key = "animal_duel.illegal.no_fix_needed" + ("_placed" if v.placements_left <= 0 else "")
        elif rule == "wrong_phase":
            kw["doing"] = tr(f"animal_duel.doing.{v.phase}")
        text = tr(key, **kw)
        return why if text == key else text

    def _press_end(self) -> None:
        if not self.my_turn():
            return
        v = self.view()
        if v.phase == DEAL:
            self._human_try(Action(KEEP))
            return
        self._human_try(Action(END))

    def _press_extra(self) -> None:
        if not self.my_turn():
            return
        v = self.view()
        if self.selected is not None or self.first is not None:
            self.selected = None
            self.first = None
            return
        if v.phase == DEAL:
            self._human_try(Action(GIVE))
            return
        if self._opts["trex"]:
            self._human_try(self._opts["trex"][0])

    def extra_label(self) -> str | None:
        """What the second action button does now (None: hidden)."""
        if not self.my_turn():
            return None
        v = self.view()
        if self.selected is not None or self.first is not None:
            return tr("animal_duel.button.cancel")
        if v.phase == DEAL:
            return tr("animal_duel.button.give")
        if self._opts["trex"]:
            return tr("animal_duel.button.discard_trex")
        return None

    def end_label(self) -> str | None:
        if not self.my_turn():
            return None
        v = self.view()
        if v.phase == DEAL:
            return tr("animal_duel.button.keep")
        if v.phase == TURN:
            return tr("animal_duel.button.end")
        return None

    # ------------------------------------------------------------------ loop
    def animate(self, dt: float) -> None:
        for a in self.anims:
            a["time"] += dt
        self.anims = [a for a in self.anims if a["time"] < a["dur"]]
        life = self.session.state.life
        for t in (0, 1):
            target = float(life[t])
            cur = self.shown_life[t]
            step = dt * max(4.0, 3.0 / max(0.25, self.delay))
            if abs(target - cur) <= step:
                self.shown_life[t] = target
            else:
                self.shown_life[t] = cur + step * (1 if target > cur else -1)
            self.life_flash[t] = max(0.0, self.life_flash[t] - dt)
        if self.banner is not None and self.banner[2] < 1e8:
            title, sub, left = self.banner
            left -= dt
            self.banner = (title, sub, left) if left > 0 else None
        self._update_hover()

    # ------------------------------------------------------------------ input
    def on_motion(self, pos) -> None:
        self._update_hover()

    def on_right_click(self, pos) -> None:
        self._update_hover()
        self.selected = None
        self.first = None

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.end_label():
            self._press_end()
            return True
        return False

    def on_click(self, pos) -> None:
        self._update_hover()
        if self.end_label() and self.end_button.rect.collidepoint(pos):
            self._press_end()
            return
        if self.extra_label() and self.extra_button.rect.collidepoint(pos):
            self._press_extra()
            return
        if self.session.state.phase == OVER:
            return
        card = self._hand_card_at(pos)
        if card is not None:
            if not self.my_turn():
                self._not_your_turn()
                return
            self._click_card(card)
            return
        cell = self.cell_at(pos)
        if cell is not None:
            if not self.my_turn():
                if self.R["board"].collidepoint(pos):
                    self._not_your_turn()
                return
            self._click_cell(cell)

    def _click_card(self, card: int) -> None:
        v = self.view()
        o = self._opts
        if card in o["place"]:
            self.selected = None if self.selected == card else card
            self.first = None
            return
        if card in o["hand"]:
            self._apply(o["hand"][card])
            return
        # explain why nothing can be done with this card now
        if v.phase == TURN and self.deck.cards[card].strengths:
            empty = next((c for c in range(v.size * v.size) if not v.board[c]), 0)
            action = place_action(card, empty)
        elif v.phase == TURN:
            action = Action(SITU, card)
        elif v.phase == FIX:
            action = Action(FIX_HAND, card)
        elif v.phase == RESPOND:
            action = Action(DISCARD, card)
        else:
            action = Action(TARGET, card) if o["choose"] == "card" else Action(SITU, card)
        bad = self.game.why_illegal(v, action)
        if bad is None:
            self._apply(action)
            return
        self._refuse(bad if isinstance(bad, tuple) else (bad.rule, bad.why), action)

    def _click_cell(self, cell: int) -> None:
        v = self.view()
        o = self._opts
        if self.selected is not None:
            a = o["place"].get(self.selected, {}).get(cell)
            if a is not None:
                self._apply(a)
            else:
                self._human_try(place_action(self.selected, cell))
            return
        if v.phase == TARGET_PHASE and o["choose"] in ("cell",):
            a = o["cells"].get(cell)
            self._human_try(a if a is not None else Action(TARGET, cell))
            return
        if v.phase == TARGET_PHASE and o["choose"] in ("move", "swap"):
            if self.first is None:
                if any(a == cell for a, _ in o["pairs"]):
                    self.first = cell
                else:
                    self._human_try(Action(TARGET, (cell, cell)))
                return
            if cell == self.first:
                self.first = None
                return
            pair = (self.first, cell)
            a = o["pairs"].get(pair)
            if a is None and any(a0 == cell for a0, _ in o["pairs"]) and o["choose"] == "move":
                self.first = cell          # another of your animals: start again from it
                return
            self._human_try(a if a is not None else Action(TARGET, pair))
            return
        if v.phase == TURN and o["place"]:
            self.app.show_message(tr("animal_duel.toast.choose_animal_first"), 2.5)
            return
        if v.phase == TURN and v.placements_left > 0 and not o["place"]:
            self.app.show_message(tr("animal_duel.toast.no_animal"), 2.5)
            return
        self.app.show_message(self._prompt(v)[0], 2.5)

    # ------------------------------------------------------------------ geometry
    def screen_rc(self, cell: int) -> tuple[int, int]:
        """(row, col) on screen: the board is turned when the viewer's team is team 1."""
        n = self.size
        r, c = divmod(cell, n)
        if self.my_team == 1:
            return n - 1 - r, n - 1 - c
        return r, c

    def cell_px(self) -> int:
        B = self.R["board"]
        return min(B.w, B.h) // self.size

    def cell_rect(self, cell: int) -> pygame.Rect:
        B = self.R["board"]
        cs = self.cell_px()
        n = self.size
        x0 = B.centerx - cs * n // 2
        y0 = B.centery - cs * n // 2
        r, c = self.screen_rc(cell)
        return pygame.Rect(x0 + c * cs, y0 + r * cs, cs, cs)

    def cell_at(self, pos) -> int | None:
        if not self.R["board"].collidepoint(pos):
            return None
        for cell in range(self.size * self.size):
            if self.cell_rect(cell).collidepoint(pos):
                return cell
        return None

    def _hand_layout(self) -> list[tuple[int, pygame.Rect, bool]]:
        v = self.view()
        key = (self._view_key, self.face_up(), self.selected)
        if self._hand_cache is not None and self._hand_cache[0] == key:
            return self._hand_cache[1]
        cards = list(v.hands[self.seat])
        cw, ch = HAND
        area = self.R["hand"]
        if not self._partner():
            area = area.union(self.R["partner_hand"])
        area = pygame.Rect(area.left + HAND_LABEL_W, area.top, area.w - HAND_LABEL_W, area.h)
        k = len(cards)
        step = min(cw + 8, (area.w - cw) / max(1, k - 1)) if k > 1 else 0
        total = cw + step * (k - 1)
        x0 = area.centerx - total / 2 if self._partner() is None else area.left + 4
        y = area.bottom - ch - 2
        mine = self.my_turn()
        o = self._opts
        out = []
        for i, c in enumerate(cards):
            ok = mine and (c in o["place"] or c in o["hand"])
            lift = LIFT if c == self.selected else (6 if ok else 0)
            out.append((c, pygame.Rect(int(x0 + i * step), y - lift, cw, ch), ok))
        self._hand_cache = (key, out)
        return out

    def hand_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The shown hand's cards and where they are (empty while the hand is hidden)."""
        if not self.face_up():
            return []
        return [(c, r) for c, r, _ in self._hand_layout() if c != UNKNOWN]

    def usable_hand_targets(self) -> list[tuple[int, pygame.Rect]]:
        return [(c, r) for c, r, ok in self._hand_layout() if ok] if self.face_up() else []

    def _hand_card_at(self, pos) -> int | None:
        for c, r in reversed(self.hand_targets()):
            if r.collidepoint(pos):
                return c
        return None

    def _partner(self) -> int | None:
        if self.n < 4:
            return None
        return (self.seat + 2) % self.n

    def _update_hover(self) -> None:
        pos = self.mouse
        self.hover_card = self._hand_card_at(pos)
        self.hover_cell = self.cell_at(pos) if self.hover_card is None else None
        self.hover_other = None
        if self.hover_card is None and self.hover_cell is None:
            self.hover_other = self._other_card_at(pos)

    def _other_card_at(self, pos) -> int | None:
        for c, r in self._pile_targets():
            if r.collidepoint(pos):
                return c
        for c, r in self._partner_targets():
            if r.collidepoint(pos):
                return c
        for _, _, cards in self._north_layout():
            for c, r in reversed(cards):
                if r.collidepoint(pos):
                    return c if c != UNKNOWN else None
        return None

    # ------------------------------------------------------------------ drawing helpers
    def _dim(self, size, alpha=110) -> pygame.Surface:
        return self._panel(size, fill=(0, 0, 0), alpha=alpha, width=0, radius=7)

    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface((1280, 720)).convert()
            bg.fill(BG)
            table = pygame.Rect(6, 6, 986, 708)
            pygame.draw.rect(bg, FELT_DARK, table, border_radius=18)
            pygame.draw.rect(bg, FELT, table.inflate(-10, -10), border_radius=14)
            pygame.draw.rect(bg, (70, 60, 40), table, 3, border_radius=18)
            self._bg = bg
        return self._bg

    def _board_surface(self) -> pygame.Surface:
        """The empty grid with its coordinates, cached per board size."""
        key = ("board", self.size, self.my_team)
        surf = self._panels.get(key)
        if surf is None:
            B = self.R["board"]
            surf = pygame.Surface((B.w + 40, B.h + 40), pygame.SRCALPHA)
            ox, oy = B.left - 20, B.top - 20
            n = self.size
            cs = self.cell_px()
            grid = pygame.Rect(0, 0, cs * n, cs * n)
            grid.center = (B.centerx - ox, B.centery - oy)
            pygame.draw.rect(surf, (16, 44, 36), grid.inflate(12, 12), border_radius=10)
            pygame.draw.rect(surf, (88, 74, 48), grid.inflate(12, 12), 3, border_radius=10)
            for cell in range(n * n):
                r = self.cell_rect(cell).move(-ox, -oy).inflate(-4, -4)
                pygame.draw.rect(surf, CELL, r, border_radius=6)
                pygame.draw.rect(surf, CELL_EDGE, r, 1, border_radius=6)
            # coordinates, as the viewer sees them (the log names cells this way)
            for i in range(n):
                img = render("ABCDE"[i], 11, (150, 176, 160), True)
                surf.blit(img, img.get_rect(center=(grid.left + cs * i + cs // 2, grid.top - 12)))
                img = render(str(i + 1), 11, (150, 176, 160), True)
                surf.blit(img, img.get_rect(center=(grid.left - 13, grid.top + cs * i + cs // 2)))
            self._panels[key] = surf
        return surf

    def _team_of_cards_turned(self, team: int) -> bool:
        return team != self.my_team

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.menu_button.label = tr("animal_duel.button.menu")
        self.undo_button.label = tr("animal_duel.button.undo")
        self.undo_button.enabled = self.can_undo()
        surface.blit(self._background(), (0, 0))
        B = self.R["board"]
        surface.blit(self._board_surface(), (B.left - 20, B.top - 20))
        self._draw_board(surface, v)
        self._draw_north_hands(surface, v)
        for side in ("north", "south"):
            self._draw_team(surface, v, side)
        self._draw_piles(surface, v)
        self._draw_prompt(surface, v)
        self._draw_buttons(surface)
        self._draw_hand(surface, v)
        self._draw_partner(surface, v)
        self._draw_match(surface, v)
        self._draw_log(surface)
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        self._draw_zoom(surface, v)
        self._draw_anims(surface)
        if self.banner is not None:
            self._draw_banner(surface)

    # -- board
    def _draw_board(self, surface, v) -> None:
        n = v.size
        cs = self.cell_px()
        hl = self.highlighted_cells()
        inner = cs - 8
        self.preview_shown = None
        self.board_marks = {}
        placed_cell = next((a["cell"] for a in self.anims if a["kind"] == "place"), None)
        for cell in range(n * n):
            r = self.cell_rect(cell)
            stack = v.board[cell]
            if cell in hl and not stack:
                pygame.draw.rect(surface, (60, 96, 60), r.inflate(-2, -2), border_radius=7)
            if not stack:
                continue
            card_rect = pygame.Rect(0, 0, inner, inner)
            card_rect.center = r.center
            if len(stack) > 1:
                # the covered card peeks out: its edge shows behind the top one
                under = stack[-2]
                edge_r = card_rect.move(-4, -4)
                face = self.art.face(under[0], (inner, inner), self._team_of_cards_turned(under[1]))
                surface.blit(face, edge_r)
                surface.blit(self._dim((inner, inner), 130), edge_r)
                card_rect = card_rect.move(2, 2)
            card, team, asleep = stack[-1]
            col = SOUTH_COL if team == self.my_team else NORTH_COL
            pygame.draw.rect(surface, col, card_rect.inflate(6, 6), 3, border_radius=9)
            surface.blit(self.art.face(card, (inner, inner), self._team_of_cards_turned(team)), card_rect)
            marks = self.board_marks[cell] = set()
            if asleep:
                marks.add("asleep")
                surface.blit(self._dim((inner, inner), 120), card_rect)
                self._badge(surface, "Zz", (card_rect.right - 4, card_rect.top + 4), (70, 90, 170), "topright",
                            size=max(11, inner // 7))
            if len(stack) > 1:
                marks.add(f"stack{len(stack)}")
                self._badge(surface, f"×{len(stack)}", (card_rect.left + 2, card_rect.bottom - 2), (150, 60, 40),
                            "bottomleft", size=max(11, inner // 7))
            if cell == placed_cell:
                pygame.draw.rect(surface, GOLD, card_rect.inflate(10, 10), 2, border_radius=10)
        # the cells a click may use, framed over whatever they hold
        for cell in hl:
            r = self.cell_rect(cell).inflate(-2, -2)
            hover = cell == self.hover_cell
            pygame.draw.rect(surface, GOLD if hover else HILITE, r, 4 if hover or v.board[cell] else 2,
                             border_radius=7)
        if self.first is not None:
            pygame.draw.rect(surface, (255, 240, 170), self.cell_rect(self.first).inflate(2, 2), 5, border_radius=9)
        # the selected animal over a legal cell: a ghost of it and what the clashes would do
        if self.selected is not None and self.hover_cell is not None and self.hover_cell in hl:
            self._draw_preview(surface, v, self.selected, self.hover_cell)

    def _badge(self, surface, text, pos, bg, anchor="topright", size=12) -> None:
        img = render(text, size, (255, 255, 255), True)
        box = img.get_rect(**{anchor: pos}).inflate(8, 2)
        box = box.move(-4 if "right" in anchor else 4, 0)
        pygame.draw.rect(surface, bg, box, border_radius=6)
        pygame.draw.rect(surface, (255, 255, 255), box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def preview(self, card: int, cell: int) -> dict:
        """The rules' preview of placing ``card`` on ``cell`` now (cached until the next action)."""
        v = self.view()
        if self._previews[0] != self._view_key:
            self._previews = (self._view_key, {})
        res = self._previews[1].get((card, cell))
        if res is None:
            res = self._previews[1][(card, cell)] = duel_preview(v, card, cell)
        return res

    def _draw_preview(self, surface, v, card: int, cell: int) -> None:
        res = self.preview(card, cell)
        self.preview_shown = (card, cell, res)
        cs = self.cell_px()
        inner = cs - 8
        r = self.cell_rect(cell)
        ghost = self.art.face(card, (inner, inner)).copy()
        ghost.set_alpha(190)
        gr = ghost.get_rect(center=r.center)
        if v.board[cell]:
            gr = gr.move(2, 2)
        surface.blit(ghost, gr)
        pygame.draw.rect(surface, GOLD, gr.inflate(6, 6), 3, border_radius=9)
        for (nc, mine, theirs) in res["clashes"]:
            self._clash_marker(surface, cell, nc, mine, theirs, v.turn & 1)
        # a tag under the cell: the total
        parts = []
        if res["damage_to_opponent"]:
            parts.append(tr("animal_duel.preview.them", amount=res["damage_to_opponent"]))
        if res["damage_to_self"]:
            parts.append(tr("animal_duel.preview.you", amount=res["damage_to_self"]))
        if res.get("heal"):
            parts.append(tr("animal_duel.preview.heal", amount=res["heal"]))
        text = " · ".join(parts) if parts else tr("animal_duel.preview.none")
        img = render(text, 13, (255, 255, 255), True)
        box = img.get_rect(center=r.center).inflate(10, 4)       # the clash markers sit on the edges
        surface.blit(self._panel(box.size, fill=(20, 24, 28), alpha=235, edge=GOLD, width=1, radius=6), box)
        surface.blit(img, img.get_rect(center=box.center))

    def _clash_marker(self, surface, cell, nc, mine, theirs, placer_team: int, dmg_text: str | None = None,
                      grow: float = 1.0) -> None:
        """An arrow across the shared edge from the stronger animal to the weaker, with both strengths
        (the placed animal's first); green when the clash is good for the viewer's side, red if not."""
        a, b = self.cell_rect(cell), self.cell_rect(nc)
        ax, ay = a.center
        bx, by = b.center
        mx, my = (ax + bx) / 2, (ay + by) / 2
        ours = placer_team == self.my_team
        if mine == theirs:
            col, frm, to = (220, 220, 220), None, None
        elif mine > theirs:
            col, frm, to = GREEN if ours else RED, (ax, ay), (bx, by)
        else:
            col, frm, to = RED if ours else GREEN, (bx, by), (ax, ay)
        if frm is not None:
            dx, dy = to[0] - frm[0], to[1] - frm[1]
            ln = math.hypot(dx, dy) or 1
            ux, uy = dx / ln, dy / ln
            cs = self.cell_px()
            s = (mx - ux * cs * 0.22, my - uy * cs * 0.22)
            e = (s[0] + ux * cs * 0.44 * grow, s[1] + uy * cs * 0.44 * grow)
            w = max(3, cs // 18)
            pygame.draw.line(surface, (20, 20, 20), s, e, w + 3)
            pygame.draw.line(surface, col, s, e, w)
            hx, hy = e
            px, py = -uy, ux
            k = max(7, cs // 9)
            pts = [(hx + ux * k, hy + uy * k), (hx + px * k * 0.7, hy + py * k * 0.7),
                   (hx - px * k * 0.7, hy - py * k * 0.7)]
            pygame.draw.polygon(surface, (20, 20, 20), [(x + ux, y + uy) for x, y in pts])
            pygame.draw.polygon(surface, col, pts)
        label = dmg_text or f"{mine}:{theirs}"
        img = render(label, 13 if dmg_text is None else 16, (255, 255, 255), True)
        box = img.get_rect(center=(int(mx), int(my))).inflate(8, 2)
        off = self.cell_px() * 0.18
        if ax == bx:
            box.move_ip(int(off) + box.w // 2, 0)
        else:
            box.move_ip(0, -int(off) - box.h // 2)
        pygame.draw.rect(surface, (20, 24, 28), box, border_radius=6)
        pygame.draw.rect(surface, col, box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_anims(self, surface) -> None:
        for a in self.anims:
            t = a["time"] / max(0.01, a["dur"])
            if a["kind"] == "mark":
                pulse = 0.5 + 0.5 * math.sin(a["time"] * 10)
                col = tuple(int(200 + 55 * pulse) for _ in range(3))
                for cell in a["cells"]:
                    pygame.draw.rect(surface, col, self.cell_rect(cell).inflate(2, 2), 4, border_radius=9)
                continue
            grow = min(1.0, 0.25 + a["time"] * 4)
            for (nc, mine, theirs) in a["clashes"]:
                if mine == theirs:
                    text = "="
                else:
                    text = f"{mine}:{theirs} → −{abs(mine - theirs)}"
                self._clash_marker(surface, a["cell"], nc, mine, theirs, a["team"], text, grow)
            # the damage floats up from the placed card
            r = self.cell_rect(a["cell"])
            lines = []
            mine_team = a["team"] == self.my_team
            if a["to_opp"]:
                lines.append((f"−{a['to_opp']} " + self.team_name(1 - a["team"]), GREEN if mine_team else RED))
            if a["to_self"]:
                lines.append((f"−{a['to_self']} " + self.team_name(a["team"]), RED if mine_team else GREEN))
            if a["healed"]:
                lines.append((f"+{a['healed']} " + self.team_name(a["team"]), GREEN))
            y = r.top - 6 - int(18 * t)
            for text, col in lines:
                img = render(_fit(text, 16, 260, True), 16, col, True)
                box = img.get_rect(midbottom=(r.centerx, y)).inflate(10, 4)
                box.clamp_ip(self.R["board"].inflate(40, 60))
                surface.blit(self._panel(box.size, fill=(16, 20, 24), alpha=230, edge=col, width=1, radius=6), box)
                surface.blit(img, img.get_rect(center=box.center))
                y = box.top - 2

    # -- hands
    def _north_layout(self) -> list[tuple[int, pygame.Rect, list]]:
        """(seat, area, [(card, rect)]) for each rival hand along the top edge."""
        v = self.view()
        R = self.R["north_hand"]
        seats = [p for p in range(self.n) if p & 1 != self.my_team]
        w = R.w // len(seats)
        out = []
        for i, p in enumerate(seats):
            area = pygame.Rect(R.left + i * w, R.top, w, R.h)
            hand = v.hands[p]
            bw, bh = BACK_MINI
            k = len(hand)
            step = min(bw + 4, (area.w - 150 - bw) / max(1, k - 1)) if k > 1 else 0
            x0 = area.left + 140
            out.append((p, area, [(c, pygame.Rect(int(x0 + j * step), area.top + 14, bw, bh))
                                  for j, c in enumerate(hand)]))
        return out

    def _draw_north_hands(self, surface, v) -> None:
        cur = self.current()
        for p, area, cards in self._north_layout():
            k = len(cards)
            is_cur = p == cur
            label = self.player_name(p)
            img = render(_fit(label, 15, 128, True), 15, GOLD if is_cur else INK, True)
            surface.blit(img, (area.left + 4, area.top + 10))
            kind = ("▶ " if is_cur else "") + tr(f"animal_duel.kind.{self.kinds[p]}")
            img = render(kind, 12, GOLD if is_cur else MUTED, is_cur)
            surface.blit(img, (area.left + 4, area.top + 32))
            img = render(tr("animal_duel.info.cards", count=k), 12, MUTED)
            surface.blit(img, (area.left + 4, area.top + 50))
            for c, r in cards:
                if c == UNKNOWN:
                    surface.blit(self.art.back(BACK_MINI), r)
                else:
                    # a card this side knows about (given or taken): shown, turned toward its holder
                    surface.blit(self.art.face(c, BACK_MINI, True), r)

    def _draw_hand(self, surface, v) -> None:
        R = self.R["hand"]
        fu = self.face_up()
        mine = self.my_turn()
        layout = self._hand_layout()
        self.drawn_hand = (self.seat, tuple(c for c, _, _ in layout), fu)
        x, y = R.left + 6, R.top + 14
        img = render(_fit(self.player_name(self.seat), 16, HAND_LABEL_W - 10, True), 16, GOLD if mine else INK, True)
        surface.blit(img, (x, y))
        y += 22
        if self.humans:
            img = render(f"({tr('animal_duel.you')})", 13, GOLD if mine else MUTED)
            surface.blit(img, (x, y))
            y += 18
        img = render(tr("animal_duel.info.hand", count=len(layout), size=v.hand_size[self.my_team]), 13, MUTED)
        surface.blit(img, (x, y))
        if not fu:
            back = self.art.back(HAND)
            for c, r, _ in layout:
                surface.blit(back, (r.x, R.bottom - r.h - 2))
            img = render(tr("animal_duel.prompt.hidden"), 16, INK, True)
            cx = (layout[0][1].left + layout[-1][1].right) // 2 if layout else R.centerx
            box = img.get_rect(center=(cx, R.centery + 8)).inflate(20, 10)
            surface.blit(self._panel(box.size, alpha=230), box)
            surface.blit(img, img.get_rect(center=box.center))
            return
        for c, r, ok in layout:
            if c == UNKNOWN:
                surface.blit(self.art.back(HAND), r)
                continue
            if c == self.selected:
                pygame.draw.rect(surface, (255, 240, 170), r.inflate(10, 10), 4, border_radius=11)
            elif mine and ok:
                pygame.draw.rect(surface, GOLD if c != self.hover_card else (255, 240, 170), r.inflate(6, 6), 3,
                                 border_radius=9)
            surface.blit(self.art.face(c, HAND), r)
            if mine and not ok:
                surface.blit(self._dim(r.size, 90), r)

    def _partner_targets(self) -> list[tuple[int, pygame.Rect]]:
        p = self._partner()
        if p is None or not self.face_up():
            return []
        v = self.view()
        R = self.R["partner_hand"]
        cards = list(v.hands[p])
        cw, ch = PARTNER
        k = len(cards)
        step = min(cw + 4, (R.w - cw) / max(1, k - 1)) if k > 1 else 0
        return [(c, pygame.Rect(int(R.left + i * step), R.bottom - ch - 2, cw, ch)) for i, c in enumerate(cards)]

    def _draw_partner(self, surface, v) -> None:
        p = self._partner()
        if p is None:
            return
        R = self.R["partner_hand"]
        is_cur = p == self.current()
        img = render(_fit(tr("animal_duel.info.partner", name=self.player_name(p)), 13, R.w, True), 13,
                     GOLD if is_cur else MUTED, True)
        surface.blit(img, (R.left, R.top - 18))
        targets = self._partner_targets()
        if not targets:
            cw, ch = PARTNER
            for i in range(len(v.hands[p])):
                surface.blit(self.art.back(PARTNER), (R.left + i * (cw + 4) // 2, R.bottom - ch - 2))
            return
        for c, r in targets:
            surface.blit(self.art.back(PARTNER) if c == UNKNOWN else self.art.face(c, PARTNER), r)

    # -- the two sides: name, life meter, piles
    def _side_team(self, side: str) -> int:
        return self.my_team if side == "south" else 1 - self.my_team

    def _draw_team(self, surface, v, side: str) -> None:
        t = self._side_team(side)
        R = self.R[f"team_{side}"]
        cur = self.current()
        is_cur = cur is not None and cur & 1 == t and v.phase != OVER
        col = SOUTH_COL if side == "south" else NORTH_COL
        surface.blit(self._panel(R.size, fill=(36, 46, 46) if is_cur else PANEL, alpha=232,
                                 edge=GOLD if is_cur else col, width=3 if is_cur else 2), R)
        name = self.team_name(t)
        if side == "south" and self.humans and self.n == 2:
            name += f" ({tr('animal_duel.you')})"
        img = render(_fit(name, 15, R.w - 90, True), 15, INK, True)
        surface.blit(img, (R.left + 10, R.top + 6))
        side_txt = tr("animal_duel.info.side_south" if side == "south" else "animal_duel.info.side_north")
        if is_cur:
            side_txt = "▶ " + tr("animal_duel.info.on_turn", name=self.player_name(cur))
        img = render(_fit(side_txt, 12, R.w - 90, is_cur), 12, GOLD if is_cur else MUTED, is_cur)
        surface.blit(img, (R.left + 10, R.top + 24))
        # the life in numbers, beside the meter
        shown = self.shown_life[t]
        life = v.life[t]
        big = render(f"♥ {max(0, life)}", 22, RED if life <= 4 else INK, True)
        surface.blit(big, big.get_rect(topright=(R.right - 10, R.top + 6)))
        self._draw_meter(surface, self.R[f"life_{side}"], shown, life, col, self.life_flash[t])
        self._draw_pile(surface, self.R[f"it_{side}"], v.situ_it[t], tr("animal_duel.info.pile_it"))
        self._draw_pile(surface, self.R[f"p_{side}"], v.situ_p[t], tr("animal_duel.info.pile_p"))

    def _draw_meter(self, surface, R, shown: float, life: int, col, flash: float) -> None:
        top_life = self.deck.life
        gap = 2
        seg_h = (R.h - 16 - gap * (top_life - 1)) / top_life
        img = render(tr("animal_duel.info.life"), 10, MUTED, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top)))
        y_bottom = R.bottom
        for i in range(top_life):
            value = i + 1
            y = y_bottom - (i + 1) * seg_h - i * gap
            seg = pygame.Rect(R.left + 6, int(y), R.w - 12, max(2, int(seg_h)))
            if value <= min(shown, life) + 1e-6:
                fill = col
            elif value <= max(shown, life) + 1e-6:
                fill = (255, 240, 200) if int(flash * 8) % 2 == 0 else RED   # changing now
            else:
                fill = (40, 48, 52)
            pygame.draw.rect(surface, fill, seg, border_radius=3)
            pygame.draw.rect(surface, (16, 18, 20), seg, 1, border_radius=3)
            if value % 3 == 0:
                n = render(str(value), 9, (20, 20, 20) if value <= shown else MUTED, True)
                surface.blit(n, n.get_rect(center=seg.center))

    def _draw_pile(self, surface, R, cards, title: str) -> None:
        img = render(title, 10, MUTED, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top)))
        sw, sh = R.w, 22
        y = R.top + 16
        room = (R.bottom - y) // (sh + 3)
        shown = list(cards)[-room:] if len(cards) > room else list(cards)
        if len(cards) > room:
            shown = list(cards)[-(room - 1):]
            img = render(tr("animal_duel.info.more", count=len(cards) - len(shown)), 11, MUTED)
            surface.blit(img, (R.left + 4, y + 4))
            y += sh + 3
        if not cards:
            pygame.draw.rect(surface, (60, 70, 70), (R.left + 2, y, sw - 4, sh), 1, border_radius=5)
            img = render("—", 12, MUTED)
            surface.blit(img, img.get_rect(center=(R.centerx, y + sh // 2)))
            return
        for c in shown:
            surface.blit(self.art.pile_strip(c, (sw, sh)), (R.left, y))
            y += sh + 3

    def _pile_targets(self) -> list[tuple[int, pygame.Rect]]:
        """Cards shown in the side piles and the discard pile, for the hover zoom."""
        v = self.view()
        out = []
        for side in ("north", "south"):
            t = self._side_team(side)
            for key, cards in ((f"it_{side}", v.situ_it[t]), (f"p_{side}", v.situ_p[t])):
                R = self.R[key]
                sh = 22
                y = R.top + 16
                room = (R.bottom - y) // (sh + 3)
                shown = list(cards)
                if len(cards) > room:
                    shown = list(cards)[-(room - 1):]
                    y += sh + 3
                for c in shown:
                    out.append((c, pygame.Rect(R.left, y, R.w, sh)))
                    y += sh + 3
        if v.animal_discard:
            D = self.R["discard"]
            r = pygame.Rect(0, 0, *PILE)
            r.midbottom = (D.centerx, D.bottom - 4)
            out.append((v.animal_discard[-1], r))
        for cell in range(v.size * v.size):
            if v.board[cell]:
                out.append((v.board[cell][-1][0], self.cell_rect(cell)))
        return out

    def _draw_piles(self, surface, v) -> None:
        for key, count, top in (("deck", v.deck_count, None),
                                ("discard", len(v.animal_discard), v.animal_discard[-1] if v.animal_discard else None)):
            R = self.R[key]
            label = tr(f"animal_duel.info.{key}", count=count)
            y = R.top
            for line in wrap(label, 12, R.w + 12, True)[:2]:
                img = render(line, 12, INK, True)
                surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
                y += 14
            r = pygame.Rect(0, 0, *PILE)
            r.midbottom = (R.centerx, R.bottom - 4)
            if count == 0:
                surface.blit(self._panel(r.size, fill=(0, 0, 0), alpha=50, edge=(70, 110, 92)), r)
                continue
            for i in range(min(3, (count + 9) // 10)):
                pygame.draw.rect(surface, (40, 30, 26), r.move(3 + i * 2, 3 + i * 2), border_radius=8)
            if top is None:
                surface.blit(self.art.back(PILE), r)
            else:
                surface.blit(self.art.face(top, PILE), r)

    # -- prompt, buttons, match, log, zoom, banner
    def _prompt(self, v) -> tuple[str, tuple]:
        P = "animal_duel.prompt."
        if v.phase == OVER:
            return tr(P + "over"), GOLD
        p = self.current()
        if p is None:
            return "", INK
        opp = self.opponent_name()
        pend = getattr(v, "pending", None) or {}
        if self.my_turn():
            o = self._opts
            if v.phase == DEAL:
                return tr(P + "deal", card=self.art.name(v.drawn) if v.drawn not in (None, UNKNOWN) else "?",
                          name=self.player_name((self.seat + 1) % self.n)), GOLD
            if v.phase == FIX or (v.phase == TURN and any(a.kind == FIX_HAND for a in o["hand"].values())):
                return tr(P + "fix_hand"), GOLD
            if v.phase == RESPOND:
                return tr(P + "respond", name=self.player_name(v.turn), card=self.art.name(pend.get("card", 0))), GOLD
            if v.phase == TARGET_PHASE:
                card = self.art.name(pend.get("card", 0))
                choose = pend.get("choose")
                if choose == "card":
                    return tr(P + "target_card", card=card, taken=self.art.name(pend["taken"])
                              if pend.get("taken") is not None else "?",
                              name=self.player_name(pend.get("victim", (self.seat + 1) % self.n))), GOLD
                if choose in ("move", "swap"):
                    step = "second" if self.first is not None else "first"
                    return tr(P + f"target_{choose}_{step}", card=card), GOLD
                return tr(P + f"target_{pend.get('effect', 'cell')}", card=card), GOLD
            if self.selected is not None:
                return tr(P + "place", card=self.art.name(self.selected)), GOLD
            if v.placements_left > 0 and o["place"]:
                extra = tr(P + "place_more", count=v.placements_left) if v.placed else ""
                return (tr(P + "turn") + extra), GOLD
            if o["trex"] and not o["place"] and v.placements_left > 0:
                return tr(P + "dead_trex"), GOLD
            return tr(P + "after_place"), GOLD
        nm = self.player_name(p)
        if self._is_human(p):
            return tr(P + "waiting", name=nm), INK
        if v.phase == TARGET_PHASE and pend.get("choose") == "card":
            return tr(P + "wait_give", name=nm, card=self.art.name(pend["card"]),
                      victim=self.player_name(pend.get("victim", (p + 1) % self.n))), INK
        if v.phase == TARGET_PHASE and pend.get("card") is not None:
            return tr(P + "wait_target", name=nm, card=self.art.name(pend["card"])), INK
        key = {DEAL: "wait_deal", RESPOND: "wait_respond", FIX: "wait_fix"}.get(v.phase, "thinking")
        return tr(P + key, name=nm, opponent=opp), INK

    def _draw_prompt(self, surface, v) -> None:
        R = self.R["prompt"]
        text, col = self._prompt(v)
        mine = self.my_turn()
        surface.blit(self._panel(R.size, fill=(46, 40, 22) if mine else PANEL, alpha=235,
                                 edge=GOLD if mine else PANEL_EDGE, width=2), R)
        width = R.w - 24
        if render(text, 16, col, True).get_width() <= width:
            img = render(text, 16, col, True)
            surface.blit(img, img.get_rect(midleft=(R.left + 12, R.centery)))
            return
        # a long instruction goes on two lines rather than in tiny letters
        lines = wrap(text, 14, width, True)
        if len(lines) > 2:
            lines = [lines[0], _fit(" ".join(lines[1:]), 14, width, True)]
        y = R.centery - 17 * len(lines) // 2
        for line in lines:
            surface.blit(render(line, 14, col, True), (R.left + 12, y))
            y += 17

    def _draw_buttons(self, surface) -> None:
        for b, label in ((self.end_button, self.end_label()), (self.extra_button, self.extra_label())):
            if label is None:
                b.enabled = False
                b.hover = False
                continue
            b.label = label
            b.enabled = True
            if b is self.end_button and self.view().phase == TURN:
                b.enabled = self._opts["end"] is not None
            b.size = 16 if render(label, 16, INK, True).get_width() < b.rect.w - 10 else 13
            b.draw(surface)
            if b is self.end_button and b.enabled and self.view().phase == TURN:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(4, 4), 2, border_radius=10)

    def _draw_match(self, surface, v) -> None:
        R = self.R["match"]
        surface.blit(self._panel(R.size, alpha=240), R)
        title = tr("animal_duel.match.title", game=v.games)
        img = render(title, 15, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 8))
        y = R.top + 32
        lines = [tr("animal_duel.match.board", size=v.size),
                 tr("animal_duel.match.draws", draws=v.draws)]
        cfg = v.config
        on = [tr(f"animal_duel.variant.{x}") for x in ("variant_kids", "variant_habitat", "variant_level_start",
                                                        "variant_team") if cfg.get(x)]
        lines.append(tr("animal_duel.match.variants", variants=", ".join(on) if on else tr("animal_duel.match.none")))
        if v.mult > 1 or v.leech or v.engulf or v.placements_left > 1:
            fx = []
            if v.mult > 1:
                fx.append(f"×{v.mult}")
            if v.leech:
                fx.append(tr("animal_duel.match.leech", amount=v.leech))
            if v.engulf:
                fx.append(tr("animal_duel.match.engulf"))
            if v.placements_left > 1:
                fx.append(tr("animal_duel.match.placements", count=v.placements_left))
            lines.append(tr("animal_duel.match.this_turn", effects=", ".join(fx)))
        for line in lines:
            for part in wrap(line, 12, R.w - 20)[:2]:
                if y > R.bottom - 16:
                    break
                surface.blit(render(part, 12, INK if line is lines[-1] and "×" in line else MUTED), (R.left + 10, y))
                y += 16

    def _zoom_card(self, v) -> int | None:
        if self.hover_card is not None:
            return self.hover_card
        if self.hover_other is not None and self.hover_other != UNKNOWN:
            return self.hover_other
        if self.hover_cell is not None and v.board[self.hover_cell] and not (
                self.selected is not None and self.hover_cell in self.highlighted_cells()):
            return v.board[self.hover_cell][-1][0]
        if self.selected is not None:
            return self.selected
        if v.phase == DEAL and self.my_turn() and v.drawn not in (None, UNKNOWN):
            return v.drawn
        pend = getattr(v, "pending", None) or {}
        if v.phase == TARGET_PHASE and pend.get("card") is not None and self.my_turn():
            return pend["card"]
        return None

    def _draw_zoom(self, surface, v) -> None:
        R = self.R["zoom"]
        card = self._zoom_card(v)
        self.zoom_drawn = card
        if self.preview_shown is not None:
            self._draw_preview_panel(surface, R)
            return
        if card is not None:
            face = self.art.face(card, ZOOM)
            r = face.get_rect(midtop=(R.centerx, R.top + 4))
            shadow = self._panel((r.w + 8, r.h + 8), fill=(0, 0, 0), alpha=90, width=0, radius=14)
            surface.blit(shadow, (r.x - 2, r.y + 2))
            surface.blit(face, r)
            return
        # nothing under the pointer: what happened last
        surface.blit(self._panel(R.size, alpha=220), R)
        img = render(tr("animal_duel.info.last_move"), 14, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 8))
        y = R.top + 30
        for text, col in self.last_move:
            for line in wrap(text, 13, R.w - 20):
                if y > R.bottom - 36:
                    break
                surface.blit(render(line, 13, col), (R.left + 10, y))
                y += 17
        hint = tr("animal_duel.info.hover_hint")
        for i, line in enumerate(wrap(hint, 11, R.w - 20)[:2]):
            surface.blit(render(line, 11, MUTED), (R.left + 10, R.bottom - 32 + i * 14))

    def _draw_preview_panel(self, surface, R) -> None:
        card, cell, res = self.preview_shown
        surface.blit(self._panel(R.size, fill=(34, 40, 30), alpha=240, edge=GOLD), R)
        y = R.top + 8
        title = tr("animal_duel.preview.title", card=self.art.name(card), cell=self.cell_name(cell))
        for line in wrap(title, 14, R.w - 20):
            surface.blit(render(line, 14, GOLD, True), (R.left + 10, y))
            y += 18
        y += 4
        v = self.view()
        if not res["clashes"]:
            for line in wrap(tr("animal_duel.preview.no_clash"), 13, R.w - 20):
                surface.blit(render(line, 13, INK), (R.left + 10, y))
                y += 17
        for (nc, m, th) in res["clashes"]:
            other = v.board[nc][-1][0] if v.board[nc] else None
            oname = self.art.name(other) if other is not None else "?"
            if m > th:
                text, col = tr("animal_duel.preview.win", other=oname, mine=m, theirs=th, amount=m - th), GREEN
            elif th > m:
                text, col = tr("animal_duel.preview.lose", other=oname, mine=m, theirs=th, amount=th - m), RED
            else:
                text, col = tr("animal_duel.preview.even", other=oname, mine=m, theirs=th), INK
            for line in wrap(text, 13, R.w - 20):
                surface.blit(render(line, 13, col), (R.left + 10, y))
                y += 17
        if v.mult > 1 and res["damage_to_opponent"]:
            surface.blit(render(tr("animal_duel.preview.mult", mult=v.mult), 13, GOLD), (R.left + 10, y))
            y += 17
        y += 6
        pygame.draw.line(surface, PANEL_EDGE, (R.left + 10, y), (R.right - 10, y), 1)
        y += 6
        rows = [(tr("animal_duel.preview.total_them", name=self.opponent_name(), amount=res["damage_to_opponent"]),
                 GREEN if res["damage_to_opponent"] else MUTED),
                (tr("animal_duel.preview.total_you", amount=res["damage_to_self"]),
                 RED if res["damage_to_self"] else MUTED)]
        if res.get("heal"):
            rows.append((tr("animal_duel.preview.total_heal", amount=res["heal"]), GREEN))
        for text, col in rows:
            for line in wrap(text, 14, R.w - 20):
                surface.blit(render(line, 14, col, True), (R.left + 10, y))
                y += 18
        hint = tr("animal_duel.preview.click")
        for i, line in enumerate(wrap(hint, 12, R.w - 20)[:2]):
            surface.blit(render(line, 12, MUTED), (R.left + 10, R.bottom - 34 + i * 15))

    def _draw_banner(self, surface) -> None:
        title, sub, _ = self.banner
        R = self.R["banner"]
        surface.blit(self._panel(R.size, fill=(24, 28, 30), alpha=238, edge=GOLD, width=3, radius=12), R)
        img = render(title, 30, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 16)))
        img = render(_fit(sub, 18, R.w - 20, True), 18, INK, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 62)))
