"""The Animal Duel table: one scene showing one seat's view of the match.

It reads only ``game.view(state, seat)`` for the seat being shown, turns the rules' legal actions
into click targets (it never decides legality itself), shows what a placement would do with the
rules' ``preview`` before the player commits, and explains illegal clicks with the rule's reason; the
shared :class:`game.table_base.TableScene` runs the seats, the AI, undo and the autosave. The
viewer's team always sits at the bottom ("south"); the other team's cards are drawn turned 180°, as a
real table would show them. The log's words come from :mod:`game.animal_duel.log_text`, the
rectangles from :mod:`game.animal_duel.geometry` (zones of ``data/animal_duel/layout.tmx``), the
pictures from :mod:`game.animal_duel.draw` and :mod:`game.animal_duel.art`.
"""
from __future__ import annotations

import pygame

from game import i18n, sound
from game.animal_duel import geometry as G
from game.animal_duel.art import DuelArt
from game.animal_duel.draw import TONE_COLOURS, DuelDrawing
from game.animal_duel.log_text import LogText, cell_name
from game.i18n import tr
from game.table_base import GOLD, TableScene
from game.widgets import INK, Button
from rules.animal_duel.scoring import preview as duel_preview
from rules.animal_duel.state import (DEAL, DISCARD, DISCARD_TREX, END, FIX, FIX_HAND, GIVE, KEEP, OVER, PLACE, RESPOND,
                                     SITU, TARGET, TARGET_PHASE, TURN, UNKNOWN, place_action)
from rules.engine.core import Action

# the events that make up "what happened last" (the zoom panel when nothing is under the pointer)
LAST_MOVE = frozenset({"place", "situ", "move", "swap", "steal", "hunt", "sleep", "extinction", "damage", "heal",
                       "trilero_take", "trilero_give", "discard", "discard_trex", "fix_hand", "refresh_hand",
                       "game_over", "tie"})
LAST_MOVE_STARTS = frozenset({"place", "situ", "discard_trex", "fix_hand", "tie", "game_over"})


class AnimalDuelTable(DuelDrawing, TableScene):
    """The play table. Public: ``session``, ``seat``, ``can_undo()``, ``undo()``, ``save_and_quit()``,
    ``ai_delay_override`` (tests set 0), the click targets ``hand_targets()``, ``cell_rect(cell)``,
    ``highlighted_cells()``, ``end_button``, ``extra_button``, and what the last frame showed:
    ``selected``, ``preview_shown``, ``drawn_hand``, ``zoom_drawn``, ``board_marks``."""

    ZONES = G.TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        st = session.state
        self.deck = st.deck
        self.n = st.n
        self.art = DuelArt(self.deck)
        self.teller = LogText(self.deck, self.names, self.seat, st.size)
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
        p = v.pending or {}
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
        self.teller.seat = self.seat
        lines = [(text, TONE_COLOURS[tone]) for text, tone in self.teller.lines(e)]
        if lines and e.kind in LAST_MOVE:
            if e.kind in LAST_MOVE_STARTS:
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

    def cell_name(self, cell: int) -> str:
        """'B3': column letter and row number as the viewer sees the board."""
        return cell_name(cell, self.size, self.my_team == 1)

    # ------------------------------------------------------------------ actions
    def after_apply(self) -> None:
        self.selected = None
        self.first = None

    def reason(self, rule, why, action=None) -> str:
        """The rule's reason in the current language (its English text if we have no translation)."""
        v = self.view()
        pend = v.pending or {}
        key = f"animal_duel.illegal.{rule}"
        kw = {}
        if rule in ("no_target", "bad_target"):
            effect = pend.get("effect")
            if rule == "no_target" and action is not None and action.kind == SITU:
                effs = self.deck.cards[action.value].effects
                effect = next((e.name for e in effs if f"animal_duel.illegal.no_target_{e.name}" != tr(
                    f"animal_duel.illegal.no_target_{e.name}")), effect)
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
        if v.phase == TURN and self.deck.cards[card].is_animal:
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
        self._refuse(bad, action)

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
    def board_geom(self) -> G.BoardGeom:
        return G.BoardGeom(self.R["board"], self.size, self.my_team == 1)

    def screen_rc(self, cell: int) -> tuple[int, int]:
        """(row, col) on screen: the board is turned when the viewer's team is team 1."""
        return self.board_geom().screen_rc(cell)

    def cell_px(self) -> int:
        return self.board_geom().cell_px

    def cell_rect(self, cell: int) -> pygame.Rect:
        return self.board_geom().cell_rect(cell)

    def cell_at(self, pos) -> int | None:
        return self.board_geom().cell_at(pos)

    def _hand_layout(self) -> list[tuple[int, pygame.Rect, bool]]:
        v = self.view()
        key = (self._view_key, self.face_up(), self.selected)
        if self._hand_cache is not None and self._hand_cache[0] == key:
            return self._hand_cache[1]
        partner = self._partner() is not None
        area = G.hand_area(self.R["hand"], self.R["partner_hand"], partner)
        o = self._opts
        usable = {c for c in v.hands[self.seat] if c in o["place"] or c in o["hand"]} if self.my_turn() else set()
        out = G.hand_layout(area, list(v.hands[self.seat]), not partner, self.selected, usable)
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

    def preview(self, card: int, cell: int) -> dict:
        """The rules' preview of placing ``card`` on ``cell`` now (cached until the next action)."""
        v = self.view()
        if self._previews[0] != self._view_key:
            self._previews = (self._view_key, {})
        res = self._previews[1].get((card, cell))
        if res is None:
            res = self._previews[1][(card, cell)] = duel_preview(v, card, cell)
        return res

    def _north_layout(self) -> list[tuple[int, pygame.Rect, list]]:
        """(seat, area, [(card, rect)]) for each rival hand along the top edge."""
        seats = [p for p in range(self.n) if p & 1 != self.my_team]
        return G.north_layout(self.R["north_hand"], seats, self.view().hands)

    def _partner_targets(self) -> list[tuple[int, pygame.Rect]]:
        p = self._partner()
        if p is None or not self.face_up():
            return []
        return G.partner_layout(self.R["partner_hand"], list(self.view().hands[p]))

    def _side_team(self, side: str) -> int:
        return self.my_team if side == "south" else 1 - self.my_team

    def _pile_targets(self) -> list[tuple[int, pygame.Rect]]:
        """Cards shown in the side piles and the discard pile, for the hover zoom."""
        v = self.view()
        out = []
        for side in ("north", "south"):
            t = self._side_team(side)
            for key, cards in ((f"it_{side}", v.situ_it[t]), (f"p_{side}", v.situ_p[t])):
                out.extend(G.pile_layout(self.R[key], cards)[2])
        if v.animal_discard:
            out.append((v.animal_discard[-1], G.pile_rect(self.R["discard"])))
        for cell in range(v.size * v.size):
            if v.board[cell]:
                out.append((v.board[cell][-1][0], self.cell_rect(cell)))
        return out

    # ------------------------------------------------------------------ words
    def _prompt(self, v) -> tuple[str, tuple]:
        P = "animal_duel.prompt."
        if v.phase == OVER:
            return tr(P + "over"), GOLD
        p = self.current()
        if p is None:
            return "", INK
        opp = self.opponent_name()
        pend = v.pending or {}
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
