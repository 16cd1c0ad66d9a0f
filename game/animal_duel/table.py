"""The Animal Duel table: one scene showing one seat's view of the match.

It reads only ``game.view(state, seat)`` for the seat being shown, turns the rules' legal actions
into click targets (it never decides legality itself), shows what a placement would do with the
rules' ``preview`` before the player commits, and explains illegal clicks with the rule's reason; the
shared :class:`game.table.scene.TableScene` runs the seats, the AI, undo and the autosave. The
viewer's team always sits at the bottom ("south"); the other team's cards are drawn turned 180°, as a
real table would show them. The log's words come from :mod:`game.animal_duel.log_text`, the
rectangles from :mod:`game.animal_duel.geometry` (zones of ``data/animal_duel/layout.tmx``), the
words from :mod:`game.animal_duel.prompt`. Drawing: :meth:`AnimalDuelTable.draw` builds the frame
(:class:`game.animal_duel.look.DuelLook`) once and hands it to :mod:`game.animal_duel.draw`, which
records what it drew in a :class:`game.animal_duel.look.Shown` the table keeps.
"""
from __future__ import annotations

import pygame

from game import sound
from game.anim import Slides
from game.animal_duel import geometry as G
from game.animal_duel import motion
from game.animal_duel import prompt as say
from game.animal_duel.aim import aim_for, lit_cells
from game.animal_duel.art import DuelArt
from game.animal_duel.draw import draw_over, draw_under
from game.animal_duel.last_turn import TurnRecorder
from game.animal_duel.log_text import LogText, cell_name
from game.animal_duel.look import FINAL, DuelLook, Shown, Stage, Turn, team_name
from game.animal_duel.panels import PaintCache, tone_colour
from game.i18n import tr
from game.table.scene import TableScene
from game.table.steady import Steady
from game.text import fit_size
from game.widgets import Button
from rules.animal_duel.scoring import preview as duel_preview
from rules.animal_duel.state import (DEAL, DISCARD, DISCARD_TREX, END, FIX, FIX_HAND, GIVE, KEEP, OVER, PLACE, RESPOND,
                                     SITU, TARGET, TARGET_PHASE, TURN, UNKNOWN, place_action)
from rules.engine.core import Action


class AnimalDuelTable(TableScene):
    """The play table. Public: ``session``, ``seat``, ``can_undo()``, ``undo()``, ``save_and_quit()``,
    ``ai_delay_override`` (tests set 0), the click targets ``hand_targets()``, ``cell_rect(cell)``,
    ``highlighted_cells()``, ``end_button``, ``extra_button``, keyboard play (``focus_targets()``,
    ``main_action()``, ``focused()``), the slides (``slides``), the words (``words``, ``prompt()``,
    ``end_label()``, ``extra_label()``), the frame (``turn()``, ``look()``), and what the last frame
    showed (``shown``): ``selected``, ``preview_shown``, ``drawn_hand``, ``zoom_drawn``, ``board_marks``,
    ``last_turn_drawn`` (the seat and lines of the turn told back), ``drawn`` (where each card was
    drawn)."""

    ZONES = G.TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        self.slides = Slides()
        self.recorder = TurnRecorder()
        self.aim = None                          # a situational aimed, not yet played (game.animal_duel.aim)
        super().__init__(app, session, view_seat)
        self.paint = PaintCache()                # the surfaces the drawing keeps between frames
        self.shown = Shown()                     # what the last frame drew
        st = session.state
        self.deck = st.deck
        self.n = st.n
        self.art = DuelArt(self.deck)
        self.words = say.Words(self.deck)        # tr() with the cards' names at hand
        self.teller = LogText(self.deck, self.names, self.seat, st.size)
        self._hand_cache = None
        self.steady = Steady()                   # the hand keeps its places under the pointer
        self._steady_turn = None
        self.selected: int | None = None          # the animal chosen in hand, waiting for a cell
        self.first: int | None = None            # the first cell of a two-cell choice
        self.hover_card: int | None = None        # a hand card under the pointer
        self.hover_cell: int | None = None
        self.hover_other: int | None = None       # a card under the pointer elsewhere (board, piles)
        self.end_button = Button(self.R["end_button"], tr("animal_duel.button.end"), self._press_end, size=16)
        self.extra_button = Button(self.R["extra_button"], "", self._press_extra, size=15)
        self._previews: tuple = (None, {})
        self.resync()

    def extra_buttons(self) -> list:
        return [self.end_button, self.extra_button]

    # ------------------------------------------------------------------ what the last frame drew
    drawn = property(lambda self: self.shown.drawn)
    preview_shown = property(lambda self: self.shown.preview_shown)
    drawn_hand = property(lambda self: self.shown.drawn_hand)
    zoom_drawn = property(lambda self: self.shown.zoom_drawn)
    board_marks = property(lambda self: self.shown.board_marks)
    board_discs = property(lambda self: self.shown.board_discs)
    last_turn_drawn = property(lambda self: self.shown.last_turn_drawn)

    # ------------------------------------------------------------------ the frame
    def turn(self) -> Turn:
        """Whose decision it is, seen from the shown seat, and what it has chosen so far."""
        v = self.view()                          # first: a fresh view may drop a selection
        return Turn(v, self.seat, tuple(self.names), tuple(self.kinds), tuple(self.humans), self.current(),
                    self.my_turn(), self.targets, self.selected, self.first, self.aim)

    def look(self) -> DuelLook:
        """Everything one frame draws (game.animal_duel.draw reads only this)."""
        turn = self.turn()
        hl = frozenset(self.highlighted_cells())
        preview = None
        if self.selected is not None and self.hover_cell is not None and self.hover_cell in hl:
            preview = (self.selected, self.hover_cell, self.preview(self.selected, self.hover_cell))
        return DuelLook(
            turn=turn, face_up=self.face_up(), R=self.R, geom=self.board_geom(), art=self.art,
            view_key=self.view_key, highlighted=hl, hand=tuple(self._hand_layout()),
            north=tuple(self._north_layout()), partner=self._partner(), partner_cards=tuple(self.partner_targets()),
            hover_card=self.hover_card, hover_cell=self.hover_cell, hover_other=self.hover_other,
            focused_card=self.focused_card(), preview=preview, prompt=say.prompt(turn, self.art, self.words),
            buttons=self._dress_buttons(turn), last_turn=self.last_turn_record(), slides=self.slides,
            anims=tuple(self.anims), banner=self.banner or self.final_banner(), shown_life=tuple(self.shown_life),
            life_flash=tuple(self.life_flash), board_hovered=self.R["board"].collidepoint(self.mouse))

    def _dress_buttons(self, turn: Turn) -> tuple:
        """Label the two action buttons for now; ``(button, ringed)`` of those shown (the main one is
        ringed while it ends the turn)."""
        out = []
        labels = (say.end_label(turn), say.extra_label(turn, self.words))
        for b, label in zip((self.end_button, self.extra_button), labels):
            if label is None:
                b.enabled = False
                b.hover = False
                continue
            b.label = label
            b.enabled = True
            ends_turn = b is self.end_button and turn.v.phase == TURN
            if ends_turn:
                b.enabled = turn.targets["end"] is not None
            b.size = fit_size(label, 16, b.rect.w - 12, True)
            out.append((b, ends_turn and b.enabled))
        return tuple(out)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look()
        self.shown = shown = Shown()
        draw_under(surface, look, self.paint, shown)
        self.draw_log(surface)
        self.draw_chrome(surface)
        draw_over(surface, look, shown)

    # ------------------------------------------------------------------ words
    def prompt(self) -> tuple[str, tuple]:
        """The instruction shown now, with its colour."""
        return say.prompt(self.turn(), self.art, self.words)

    def end_label(self) -> str | None:
        """What the main action button does now (None: hidden)."""
        return say.end_label(self.turn())

    def extra_label(self) -> str | None:
        """What the second action button does now (None: hidden)."""
        return say.extra_label(self.turn(), self.words)

    def reason(self, rule, why, action=None) -> str:
        """The rule's reason in the player's words (game.animal_duel.prompt.reason)."""
        return say.reason(rule, action, self.view(), self.my_team, self.words)

    # ------------------------------------------------------------------ basics
    @property
    def size(self) -> int:
        return self.session.state.size

    @property
    def my_team(self) -> int:
        return self.seat & 1

    def on_new_view(self, v) -> None:
        self._hand_cache = None
        if self.selected is not None and self.selected not in self.targets["place"]:
            self.selected = None
        if self.aim is not None and self.targets["hand"].get(self.aim.card) != self.aim.situ:
            self.aim = None
        self.first = None

    def team_name(self, team: int) -> str:
        return team_name(self.names, team)

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
        o = self.targets
        if self.selected is not None:
            return set(o["place"].get(self.selected, {}))
        if self.aim is not None:
            return lit_cells(self.aim, self.first)
        if o["cells"]:
            return set(o["cells"])
        if o["pairs"]:
            if self.first is None:
                return {a for a, _ in o["pairs"]}
            return {b for a, b in o["pairs"] if a == self.first}
        return set()

    # ------------------------------------------------------------------ undo
    def on_undo(self) -> None:
        self._put_back()

    def _put_back(self) -> None:
        """Nothing chosen any more: no animal selected, no first cell, no situational aimed."""
        self.selected = None
        self.first = None
        self.aim = None

    # ------------------------------------------------------------------ events -> log, animations
    def reset_derived(self) -> None:
        self.anims: list[dict] = []           # clash arrows and numbers of the latest placement
        self.banner: tuple | None = None      # (title, subtitle, seconds left)
        self.recorder.clear()
        self.slides.clear()
        life = self.session.state.life
        self.shown_life = [float(life[0]), float(life[1])]
        self.life_flash = [0.0, 0.0]

    def keep_on_refilter(self):
        return self.anims, self.banner, (self.shown_life, self.life_flash)

    def restore_on_refilter(self, kept) -> None:
        self.anims, self.banner, (self.shown_life, self.life_flash) = kept

    def describe(self, e) -> list[tuple[str, tuple]]:
        self.teller.seat = self.seat
        lines = [(text, tone_colour(tone)) for text, tone in self.teller.lines(e)]
        self.recorder.add(e, lines)
        return lines

    def last_turn_record(self) -> dict | None:
        """The turn told back: the other side's latest (a spectator: anybody's latest)."""
        if not self.humans:
            return self.recorder.last(lambda seat: True)
        return self.recorder.last(lambda seat: seat & 1 != self.my_team)

    def on_event(self, e, live: bool) -> None:
        k, d = e.kind, e.data
        vol = self.app.settings.volume
        if k == "game_start" and not live:
            self.anims = []
            self.banner = None
        if not live:
            return
        secs = motion.seconds(self.delay)
        if secs > 0:
            motion.on_event(self._stage(secs), e)
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
            self.banner = None                  # the final banner stays (final_banner), in today's language
            self.hold = max(self.hold or 0.0, self.delay * 3)
            sound.play("win" if w == self.my_team and self.humans else "round", vol)

    def final_banner(self) -> tuple | None:
        """The match's end, kept on the final board as long as the table shows it (a K.O. or a full
        board, and who won): ``(title, subtitle, FINAL)``; None while the match goes on. Worded at each
        frame, so a change of language follows; drawn aside while the pointer is over the board."""
        st = self.session.state
        if st.phase != OVER or st.winner is None:
            return None
        title = tr("animal_duel.banner.ko") if st.reason == "ko" else tr("animal_duel.banner.full")
        return title, tr("animal_duel.banner.winner", name=self.team_name(st.winner)), FINAL

    def cell_name(self, cell: int) -> str:
        """'B3': column letter and row number as the viewer sees the board."""
        return cell_name(cell, self.size, self.my_team == 1)

    def _stage(self, secs: float) -> Stage:
        """What the slides of an event start from: where the last frame drew each card, the table now."""
        return Stage(secs, self.slides, self.shown.drawn, self.view(), self.seat, self.face_up(), self.R,
                     self.board_geom(), self.art, tuple(self.hand_targets()))

    # ------------------------------------------------------------------ actions
    def after_apply(self) -> None:
        self._put_back()

    def _press_end(self) -> None:
        if not self.my_turn():
            return
        v = self.view()
        if v.phase == DEAL:
            self.try_action(Action(KEEP))
            return
        self.try_action(Action(END))

    def _press_extra(self) -> None:
        if not self.my_turn():
            return
        v = self.view()
        if self.choosing():
            self._put_back()
            return
        if v.phase == DEAL:
            self.try_action(Action(GIVE))
            return
        if self.targets["trex"]:
            self.try_action(self.targets["trex"][0])

    # ------------------------------------------------------------------ loop
    def anim_busy(self) -> bool:
        """True only while something moves: a slide, a clash animation, a timed banner, a life meter
        catching up (an idle table rests)."""
        if self.slides.busy() or self.anims:
            return True
        if self.banner is not None:
            return True
        life = self.session.state.life
        return any(abs(self.shown_life[t] - life[t]) > 1e-6 or self.life_flash[t] > 0 for t in (0, 1))

    def animate(self, dt: float) -> None:
        self.slides.update(dt)
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
        if self.banner is not None:
            title, sub, left = self.banner
            left -= dt
            self.banner = (title, sub, left) if left > 0 else None
        self._update_hover()

    # ------------------------------------------------------------------ input
    def on_motion(self, pos) -> None:
        self.focus = None                       # the pointer takes over from the keyboard
        self._update_hover()

    def on_right_click(self, pos) -> None:
        self._update_hover()
        self._put_back()

    def on_escape(self) -> bool:
        if self.choosing():
            self._put_back()
            return True
        return False

    def choosing(self) -> bool:
        """Something is chosen and not yet played (an animal, a first cell, a situational aimed)."""
        return self.selected is not None or self.first is not None or self.aim is not None

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
                self.not_your_turn()
                return
            self.click_card(card)
            return
        cell = self.cell_at(pos)
        if cell is not None:
            if not self.my_turn():
                if self.R["board"].collidepoint(pos):
                    self.not_your_turn()
                return
            self._click_cell(cell)

    def click_card(self, card: int) -> None:
        """A click on ``card`` of the shown hand (its seat deciding now)."""
        v = self.view()
        o = self.targets
        if card in o["place"]:
            self.selected = None if self.selected == card else card
            self.first = None
            self.aim = None
            return
        if card in o["hand"]:
            self._use_card(v, card, o["hand"][card])
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
            self.apply_action(action)
            return
        self.refuse(bad, action)

    def _use_card(self, v, card: int, action) -> None:
        """A usable card clicked: a situational with a target on the board is only aimed (clicked
        again: put back); anything else is played at once."""
        if self.aim is not None and self.aim.card == card:
            self._put_back()
            return
        aim = aim_for(self.game, v, self.seat, action, self.classify) if v.phase == TURN else None
        if aim is not None:
            self._put_back()
            self.aim = aim
            return
        self.apply_action(action)

    def _aimed_cell(self, cell: int) -> None:
        """A cell clicked while a situational is aimed: a first cell, or the target (card and target
        are then played, one action after the other)."""
        aim = self.aim
        o = aim.targets
        if o["cells"]:
            a = o["cells"].get(cell)
            if a is None:
                self._refuse_aim(cell)
            else:
                self._fire(aim, a)
            return
        if self.first is None:
            if any(a == cell for a, _ in o["pairs"]):
                self.first = cell
            else:
                self._refuse_aim((cell, cell))
            return
        if cell == self.first:
            self.first = None
            return
        a = o["pairs"].get((self.first, cell))
        if a is None and aim.choose == "move" and any(a0 == cell for a0, _ in o["pairs"]):
            self.first = cell              # another of your animals: start again from it
            return
        if a is None:
            self._refuse_aim((self.first, cell))
        else:
            self._fire(aim, a)

    def _fire(self, aim, target) -> None:
        """Play the aimed card, then its target, through the normal action path."""
        self._put_back()
        if self.apply_action(aim.situ):
            self.try_action(target)

    def _refuse_aim(self, value) -> None:
        """Not one of the aimed card's targets: the rule's reason, nothing played."""
        action = Action(TARGET, value)
        bad = self.game.why_illegal(self.aim.view, action) or ("bad_target", "")
        self.app.show_message(say.reason(bad[0], action, self.aim.view, self.my_team, self.words))

    def _click_cell(self, cell: int) -> None:
        v = self.view()
        o = self.targets
        if self.aim is not None:
            self._aimed_cell(cell)
            return
        if self.selected is not None:
            a = o["place"].get(self.selected, {}).get(cell)
            if a is not None:
                self.apply_action(a)
            else:
                self.try_action(place_action(self.selected, cell))
            return
        if v.phase == TARGET_PHASE and o["choose"] in ("cell",):
            a = o["cells"].get(cell)
            self.try_action(a if a is not None else Action(TARGET, cell))
            return
        if v.phase == TARGET_PHASE and o["choose"] in ("move", "swap"):
            if self.first is None:
                if any(a == cell for a, _ in o["pairs"]):
                    self.first = cell
                else:
                    self.try_action(Action(TARGET, (cell, cell)))
                return
            if cell == self.first:
                self.first = None
                return
            pair = (self.first, cell)
            a = o["pairs"].get(pair)
            if a is None and any(a0 == cell for a0, _ in o["pairs"]) and o["choose"] == "move":
                self.first = cell          # another of your animals: start again from it
                return
            self.try_action(a if a is not None else Action(TARGET, pair))
            return
        if v.phase == TURN and o["place"]:
            self.app.show_message(tr("animal_duel.toast.choose_animal_first"), 2.5)
            return
        if v.phase == TURN and v.placements_left > 0 and not o["place"]:
            self.app.show_message(tr("animal_duel.toast.no_animal"), 2.5)
            return
        self.app.show_message(self.prompt()[0], 2.5)

    # ------------------------------------------------------------------ the tutorial's pointer
    def tutorial_target(self, action) -> pygame.Rect | None:
        """Where to click for ``action`` now (game.tutorial): the card in hand, then the cell once the
        animal is chosen; a button; a target cell."""
        k, val = action.kind, action.value
        hand = dict(self.hand_targets())
        if k == PLACE:
            return self.cell_rect(val[1]) if self.selected == val[0] else hand.get(val[0])
        if k in (SITU, FIX_HAND, DISCARD):
            return hand.get(val)
        if k in (END, KEEP):
            return self.end_button.rect
        if k in (GIVE, DISCARD_TREX):
            return self.extra_button.rect
        if k == TARGET:
            if isinstance(val, tuple):
                return self.cell_rect(val[1] if self.first == val[0] else val[0])
            return hand.get(val) if self.targets.get("choose") == "card" else self.cell_rect(val)
        return None

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
        """``(card, rect, usable)`` of the shown hand. Face up, the cards keep their places while the
        pointer is over the hand (``game.table.steady.Steady``): a card played leaves its place empty,
        so the next click lands on the card the player aimed at; the hand closes up once the pointer
        leaves it or the turn ends."""
        v = self.view()
        partner = self._partner() is not None
        area = G.hand_area(self.R["hand"], self.R["partner_hand"], partner)
        fu = self.face_up()
        sel = self.aim.card if self.aim is not None else self.selected
        key = (self.view_key, fu, sel, area.collidepoint(self.mouse))
        if self._hand_cache is not None and self._hand_cache[0] == key:
            return self._hand_cache[1]
        o = self.targets
        cards = list(v.hands[self.seat])
        usable = {c for c in cards if c in o["place"] or c in o["hand"]} if self.my_turn() else set()
        if not fu or len(set(cards)) < len(cards):         # hidden: plain backs, laid afresh
            out = G.hand_layout(area, cards, not partner, sel, usable)
        else:
            turn = (self.seat, self.current(), v.turn_no, v.games)
            if self._steady_turn != turn:                  # a new turn: the hand closes up
                self._steady_turn = turn
                self.steady.forget()
            places = self.steady.layout(cards, area, self.mouse, lambda ids: {
                c: r for c, r, _ in G.hand_layout(area, ids, not partner, None, set())})
            out = [(c, places[c].move(0, -G.lift(c, sel, usable)), c in usable) for c in cards]
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
        f = self.focused()
        if f is not None:                       # the keyboard's focus stands for the pointer
            self.hover_card = f[1] if f[0] == "card" else None
            self.hover_cell = f[1] if f[0] == "cell" else None
            return
        if self.hover_card is None and self.hover_cell is None:
            self.hover_other = self._other_card_at(pos)

    def _other_card_at(self, pos) -> int | None:
        for c, r in self._pile_targets():
            if r.collidepoint(pos):
                return c
        for c, r in self.partner_targets():
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
        if self._previews[0] != self.view_key:
            self._previews = (self.view_key, {})
        res = self._previews[1].get((card, cell))
        if res is None:
            res = self._previews[1][(card, cell)] = duel_preview(v, card, cell)
        return res

    def _north_layout(self) -> list[tuple[int, pygame.Rect, list]]:
        """(seat, area, [(card, rect)]) for each rival hand along the top edge."""
        seats = [p for p in range(self.n) if p & 1 != self.my_team]
        return G.north_layout(self.R["north_hand"], seats, self.view().hands)

    def partner_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The partner's open hand and where its cards are (team play; empty while hidden)."""
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
                out.extend(G.pile_slots(self.R[key], cards, self.art)[1])
        if v.animal_discard:
            out.append((v.animal_discard[-1], G.pile_rect(self.R["discard"])))
        for cell in range(v.size * v.size):
            if v.board[cell]:
                out.append((v.board[cell][-1][0], self.cell_rect(cell)))
        return out

    # ------------------------------------------------------------------ keyboard play
    def _focus_items(self) -> list[tuple[str, object, pygame.Rect, object, str]]:
        """``(kind, id, rect, activate, label)`` of everything a player may use now, in reading order:
        the cells first while a cell is to be chosen (an animal selected, a target), else the hand's
        usable cards first; then the two action buttons."""
        if not self.my_turn():
            return []
        v = self.view()
        cells = sorted(self.highlighted_cells(), key=self.screen_rc)
        cell_items = [("cell", c, self.cell_rect(c), lambda c=c: self._key_cell(c), self.cell_name(c)) for c in cells]
        hand = [("card", c, r, lambda c=c: self._key_card(c), self.art.name(c)) for c, r in self.usable_hand_targets()]
        buttons = []
        end = self.end_label()
        if end is not None and (v.phase != TURN or self.targets["end"] is not None):
            buttons.append(("button", "end", self.end_button.rect, lambda: self._key_button(self._press_end), end))
        extra = self.extra_label()
        if extra is not None:
            buttons.append(("button", "extra", self.extra_button.rect, lambda: self._key_button(self._press_extra),
                            extra))
        choosing = self.choosing() or (v.phase == TARGET_PHASE and cells)
        return cell_items + hand + buttons if choosing else hand + cell_items + buttons

    def focus_targets(self) -> list:
        return [(rect, act, label) for _, _, rect, act, label in self._focus_items()]

    def focused(self) -> tuple[str, object] | None:
        """``(kind, id)`` of what the keyboard focus is on (None: nothing)."""
        if self.focus is None:
            return None
        items = self._focus_items()
        if self.focus >= len(items):
            return None
        return items[self.focus][0], items[self.focus][1]

    def focused_card(self) -> int | None:
        """The hand card under the keyboard focus (the zoom shows it large)."""
        f = self.focused()
        return f[1] if f is not None and f[0] == "card" else None

    def _refocus(self) -> None:
        """After a keyboard choice the focus goes to the first of the new targets (none: it leaves)."""
        self.focus = 0 if self._focus_items() else None

    def _key_card(self, card: int) -> None:
        self.click_card(card)
        self._refocus()

    def _key_cell(self, cell: int) -> None:
        self._click_cell(cell)
        self._refocus()

    def _key_button(self, press) -> None:
        press()
        self._refocus()

    def handle(self, event) -> None:
        # Space presses the prompt's main button whatever has the focus (Enter uses the focus)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            act = self.main_action()
            if act is not None:
                act()
                return
        super().handle(event)

    def main_action(self):
        """Enter or Space with nothing focused: the prompt's main button (End turn, Keep it)."""
        if not self.my_turn() or self.choosing():
            return None
        v = self.view()
        if v.phase == DEAL or (v.phase == TURN and self.targets["end"] is not None):
            return self._press_end
        return None
