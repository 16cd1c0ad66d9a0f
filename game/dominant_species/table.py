"""The Dominant Species table: one scene showing one seat's view of the game.

It reads only ``game.view(state, seat)`` for the seat shown, sorts the rules' legal actions into click
targets (``choices.sort_out``: it never decides legality itself) and explains a click on anything else;
the shared ``TableScene`` runs the AI seats, undo, the hot-seat cover and the autosave. The words of the
log come from ``log_text``, the info panel's from ``explain``, the rectangles from ``geometry`` (zones of
data/dominant_species/layout.tmx, the Earth of earth.tmx) and ``places`` (where everything of a view is),
what a click means from ``targets``. Each frame the table gathers what it shows in a ``look.Look`` and
hands it to the pictures of ``draw_earth``, ``draw_board`` and ``draw_panels``, which never see the table.
"""
from __future__ import annotations

from bisect import bisect_right

import pygame

from game import sound
from game.anim import Slides
from game.dominant_species import art, draw_board, draw_earth, draw_panels, explain, final, targets
from game.dominant_species import words as W
from game.dominant_species.choices import Choices, buttons, sort_out
from game.dominant_species.geometry import TABLE_ZONES, Display, Earth, card_rows
from game.dominant_species.log_text import LogWriter
from game.dominant_species.look import Look, Spot
from game.dominant_species.places import Places
from game.i18n import language, tr
from game.table.scene import TableScene
from game.table.steady import ClickGuard
from rules.engine.core import Action
from rules.dominant_species import screen
from rules.dominant_species.constants import ANIMALS, SECTIONS
from rules.dominant_species.tables import SPACE_FREE

DS = "dominant_species."
WANDERLUST_ROW = SECTIONS.index("wanderlust")
MAX_RECENT_ACTIONS = 40


class DominantSpeciesTable(TableScene):
    """The play table. Public for tests: ``session``, ``seat``, ``choices`` (the sorted legal actions
    of the shown seat), ``selected`` (a source tile picked for a two-step choice), ``hover``, ``places()``
    and its rectangle helpers (``space_rect``, ``hex_centre``, ``corner_rect``, ``card_rect``,
    ``stack_rect``, ``chip_rect``, ``panel_rect``, ``box_element_rects``), ``button_rects()``,
    ``click_targets()`` (every legal click now), ``target_at(pos)``, ``action_for(target)``; what the
    last frame drew: ``info_drawn``, ``preview_shown``, ``zoom_drawn``."""

    ZONES = TABLE_ZONES
    GUARD_SECONDS = 0.35      # a new prompt's give-up buttons ignore clicks this long (ClickGuard)

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        self.earth = Earth(self.R["earth"])
        self.board = Display(self.R["actions"])
        self.choices = Choices()
        self.selected: int | None = None
        self.hover: tuple | None = None
        self.slides = Slides()
        self.earth_picture = draw_earth.EarthPicture()
        self._places: Places | None = None
        self._preview_cache: dict = {}
        self._dec: list = []                  # who decided each action (deciders())
        self._buttons: list = []
        self.info_drawn: list = []            # the info panel's lines of the last frame (tests)
        self.preview_shown = None             # (action, preview dict) behind the info panel, if any
        self.zoom_drawn = None                # (hex, rect) of the magnified tile in the last frame
        self.guard = ClickGuard(self.GUARD_SECONDS)
        self.count_pick: int | None = None    # the count a stepper shows (None: its maximum)
        self.final: final.FinalReveal | None = None   # the final scoring, tile by tile, once the game ended
        self.final_drawn: list = []           # the tiles whose final scores the last frame drew
        self._press = None                    # (pos, dragged) of a left press on the Earth
        self.resync()

    # ------------------------------------------------------------------ the view
    def classify(self, v, legal) -> dict:
        self.choices = sort_out(v, legal) if legal else Choices()
        return {}

    def on_new_view(self, v) -> None:
        self._preview_cache = {}
        self.earth_picture.clear()
        self._buttons = []
        self.count_pick = None
        if self.selected is not None and self.selected not in self.choices.moves and \
                self.selected not in self.choices.picks:
            self.selected = None

    def mine(self) -> tuple:
        """The animals of the shown seat."""
        v = self.view()
        return tuple(v.seat_animals[self.seat]) if 0 <= self.seat < len(v.seat_animals) else ()

    def me(self) -> int:
        """The animal the shown seat plays now (the one deciding, else its first)."""
        ch = self.choices
        if ch.animal >= 0:
            return ch.animal
        m = self.mine()
        return m[0] if m else -1

    def animal_player(self, a: int) -> str:
        owner = self.view().owner[a]
        return self.player_name(owner) if owner >= 0 else ""

    def decider(self) -> tuple[int | None, int]:
        """(seat, animal) of the decision on top (None, -1 when the game is over)."""
        v = self.view()
        if not v.frames or self.current() is None:
            return None, -1
        fr = v.frames[-1]
        return self.current(), fr[1] if len(fr) > 1 and isinstance(fr[1], int) else -1

    def player_names(self) -> tuple:
        return tuple(self.player_name(i) for i in range(self.n))

    # ------------------------------------------------------------------ where things are, what a click means
    def places(self) -> Places:
        """Where everything of the shown view is (made anew with each view)."""
        v = self.view()
        if self._places is None or self._places.v is not v:
            self._places = Places(self.R, self.earth, self.board, v)
        return self._places

    def space_rect(self, i: int):
        return self.places().space_rect(i)

    def hex_centre(self, h: int):
        return self.earth.centre(h)

    def corner_rect(self, c: int):
        return self.earth.corner_rect(c)

    def card_rect(self, card_id: str):
        return self.places().card_rect(card_id)

    def stack_rect(self, i: int):
        return self.places().stack_rect(i)

    def panel_rect(self, a: int):
        return self.places().panel_rect(a)

    def chip_rect(self, h: int, animal: str):
        return self.places().chip_rect(h, animal)

    def box_element_rects(self, b: int) -> list:
        return self.places().box_element_rects(b)

    def button_rects(self) -> list:
        """The choices bar: (rect, label, icon id, action) of every button (empty off turn)."""
        self.view()
        if not self.my_turn():
            return []
        key = (self.view_key, language(), self.selected, self.count_pick)
        if self._buttons and self._buttons[0] == key:
            return self._buttons[1]
        self.guard.see(self.view_key)
        out = targets.layout_buttons(buttons(self.choices), self.choices.kind, self.selected, self.R["choices"],
                                     self.count_pick)
        self._buttons = [key, out]
        return out

    def spot(self) -> Spot:
        """What a click may reach now (targets.py reads it)."""
        places = self.places()
        return Spot(places, self.choices, self.selected, self.button_rects(), self.my_turn())

    def click_targets(self) -> list:
        """Every legal click now: (rect, what it does, label)."""
        return targets.click_targets(self.spot())

    def target_at(self, pos) -> tuple | None:
        return targets.target_at(self.spot(), pos)

    def action_for(self, target):
        return targets.action_for(self.spot(), target)

    def tutorial_target(self, action) -> pygame.Rect | None:
        """Where to click for ``action`` now (game.tutorial): its target among the legal clicks; for a
        two-click choice (a migration, a competition) the source tile until it is picked."""
        first = None
        for r, act, _label in self.click_targets():
            if act == action:
                return r
            if first is None and isinstance(act, tuple) and act[:1] == ("select",) \
                    and isinstance(action.value, tuple) and action.value[:1] == (act[1],):
                first = r
        return first

    # ------------------------------------------------------------------ the info panel
    def preview(self, action) -> dict | None:
        """The rules' preview of a legal action (cached per view)."""
        if action is None or isinstance(action, tuple):
            return None
        if action not in self._preview_cache:
            try:
                pv = {**screen.preview(self.view(), action), **explain.phase_after(self.view(), action)}
                if self.choices.kind == "speciation" and action.kind == "corner":
                    pv = {**pv, **explain.speciation_preview(self.view(), action, self.choices.animal),
                          "most": True}
                self._preview_cache[action] = pv
            except Exception as exc:  # a preview must never break the table
                self.app.report(exc, "preview")
                self._preview_cache[action] = None
        return self._preview_cache[action]

    def info_lines(self) -> list[tuple[str, tuple]]:
        """What the info panel says now (a preview, the details under the pointer, or what is at stake;
        once the game ended, the final scoring tile by tile); ``preview_shown`` is the (action, preview)
        it shows, if any."""
        if self.ended and self.final is not None:
            self.preview_shown = None
            return final.info_lines(self.final, self.writer.describe, self._animal_and_player)
        spot = self.spot()
        v, t, me = spot.v, self.hover, self.me()
        self.preview_shown = None
        act = targets.action_for(spot, t)
        if act is not None and not isinstance(act, tuple) and act.kind not in ("place",):
            pv = self.preview(act)
            if pv is not None:
                self.preview_shown = (act, pv)
                return explain.if_you_lines(v, act, pv, me, self.choices.kind)
        lines = []
        if t is not None:
            lines = explain.pointer_lines(v, t, me, self.player_names(), [b[1] for b in spot.buttons])
        return lines or explain.idle_lines(v, me)

    def _animal_and_player(self, a) -> str:
        who = self.animal_player(ANIMALS.index(a)) if a in ANIMALS else ""
        return f"{W.animal(a)} ({who})" if who else W.animal(a)

    def on_game_over(self) -> None:
        """The game ended: the final scoring is revealed tile by tile on the final board."""
        self.final = final.FinalReveal(final.final_tiles(self.session.events))
        self.hover = None

    def action_words(self, act) -> str:
        """A legal action in a few words (the head of its preview)."""
        return explain.action_words(self.view(), act, self.choices.kind)

    # ------------------------------------------------------------------ events -> log, marks, slides
    def reset_derived(self) -> None:
        self.writer = LogWriter(self.seat, self.player_name)
        self.act_events: dict[int, list] = {}
        self.slides.clear()
        self._recent_key = None
        self._recent = None

    def deciders(self) -> list:
        """The seat that decided each action of the session (replayed from the seed when not known,
        e.g. after Continue; kept as actions are applied)."""
        if not getattr(self.session, "replayable", True):
            return self.session.deciders()          # an online table: the seed is the server's
        acts = self.session.actions
        if len(self._dec) > len(acts):
            self._dec = self._dec[:len(acts)]          # an undo keeps a prefix of the actions
        if len(self._dec) < len(acts):
            g = self.game
            st = g.new_game(self.session.config, self.session.seed)
            out = []
            for a in acts:
                out.append(g.current_player(st))
                g.apply(st, a, log=False)
            self._dec = out
        return self._dec

    def apply_action(self, action) -> bool:
        who, n = self.current(), len(self.session.actions)
        self.deciders()
        ok = super().apply_action(action)
        if ok and len(self._dec) == n:
            self._dec.append(who)
        return ok

    def describe(self, e) -> list[tuple[str, tuple]]:
        return self.writer.describe(e)

    def _action_of_event(self) -> int:
        """The index of the action whose events are being read (-1: the set-up)."""
        return bisect_right(self.session.marks, self.events_seen - 1) - 1

    def on_event(self, e, live: bool) -> None:
        i = self._action_of_event()
        if i >= 0:
            self.act_events.setdefault(i, []).append(e)
            old = [k for k in self.act_events if k < i - MAX_RECENT_ACTIONS]
            for k in old:
                del self.act_events[k]
        if live:
            self._slide(e)
            if e.kind in ("card_taken", "tile_scored", "glaciation"):
                sound.play("card", self.app.settings.volume)
            elif e.kind == "game_over":
                sound.play("round", self.app.settings.volume)

    def _slide_seconds(self) -> float:
        return 0.0 if self.delay <= 0 else min(0.4, 0.2 + self.delay * 0.3)

    def _slide(self, e) -> None:
        secs = self._slide_seconds()
        if secs <= 0:
            return
        d = e.data
        a = d.get("animal")
        # places(): in a tutorial the runner's panel_rect (its text box) shadows this table's method
        panel = self.places().panel_rect(ANIMALS.index(a)) if a in ANIMALS else None
        k = e.kind
        if k == "pawn_placed" and panel is not None:
            to = self.space_rect(d["space"])
            self.slides.add(("pawn", d["space"]), art.pawn(a, 11), panel.inflate(-panel.w + 22, -panel.h + 22), to, secs)
        elif k == "element_placed":
            src = {"abundance": self.board.box_area(SECTIONS.index("abundance")),
                   "wanderlust": self.board.box_area(WANDERLUST_ROW)}.get(d.get("source"), panel)
            if src is not None:
                r = self.earth.corner_rect(d["corner"])
                self.slides.add(("corner", d["corner"]), art.disc(d["element"], r.w // 2), pygame.Rect(src.center, r.size), r, secs)
        elif k == "adaptation" and panel is not None:
            src = self.board.box_area(SECTIONS.index("adaptation"))
            self.slides.add(("adapt", a), art.disc(d["element"], 9), pygame.Rect(src.center, (18, 18)),
                            pygame.Rect(panel.centerx, panel.top + 46, 18, 18), secs)
        elif k in ("speciation", "species_added") and panel is not None:
            to = self.earth.hex_rect(d["tile"]).inflate(-60, -70)
            self.slides.add(("species", d["tile"], a), art.chip(a, d.get("count", 1)),
                            pygame.Rect(panel.center, (31, 14)), to, secs)
        elif k == "moved" and a in ANIMALS:
            src = self.earth.hex_rect(d["source"]).inflate(-60, -70)
            to = self.earth.hex_rect(d["tile"]).inflate(-60, -70)
            self.slides.add(("move", d["source"], d["tile"], a), art.chip(a, d.get("count", 1)), src, to, secs)
        elif k == "card_taken" and panel is not None:
            rows = card_rows(self.R["cards"])
            img = draw_board.card_face(d["card"], rows[0].size)
            self.slides.add(("card", d["card"]), img, rows[0], panel, secs)
        elif k == "tile_placed":
            to = self.earth.hex_rect(d["tile"])
            img = draw_earth.tile_swatch(d["terrain"], to.size)
            st = self.board.stack_rects(WANDERLUST_ROW)
            self.slides.add(("tile", d["tile"]), img, st[1], to, secs)

    def recent(self) -> dict:
        """What the last player did: the tiles, corners and spaces its events touched and their first
        lines in words (the events of the last actions decided by the same seat)."""
        key = (len(self.session.events), self.seat, language())
        if self._recent_key == key and self._recent is not None:
            return self._recent
        self._recent_key = key
        out = {"tiles": set(), "corners": set(), "spaces": set(), "lines": [], "seat": None}
        dec = self.deciders()
        if not dec:
            self._recent = out
            return out
        seat = dec[-1]
        group = []
        for i in range(len(dec) - 1, max(-1, len(dec) - 1 - MAX_RECENT_ACTIONS), -1):
            if dec[i] != seat:
                break
            group.append(self.act_events.get(i, []))
        out["seat"] = seat
        writer = LogWriter(self.seat, self.player_name)
        writer.terrain = list(self.writer.terrain)
        for evs in reversed(group):
            for e in evs:
                d = e.data
                if "tile" in d and isinstance(d["tile"], int):
                    out["tiles"].add(d["tile"])
                if "source" in d and isinstance(d["source"], int):
                    out["tiles"].add(d["source"])
                if "corner" in d:
                    out["corners"].add(d["corner"])
                if "space" in d:
                    out["spaces"].add(d["space"])
                if e.kind != "passed":
                    lines = [t for t, _ in writer.describe(e)]
                    out["lines"] += lines
                    if e.player == seat:
                        out["own"] = lines[-1] if lines else out.get("own")
        self._recent = out
        return out

    # ------------------------------------------------------------------ the map: zoom and pan
    DRAG = 6                  # pixels a press on the Earth moves before it is a drag (not a click)

    def set_earth(self, earth: Earth) -> None:
        """Show the Earth at another zoom or pan (everything placed on it follows)."""
        self.earth = earth
        self._places = None
        self.earth_picture.clear()

    def zoom_by(self, factor: float, about=None) -> None:
        self.set_earth(self.earth.zoomed(self.earth.zoom * factor, about))

    def handle(self, event) -> None:
        """The Earth zooms (wheel, + and −, 0 back to the whole Earth) and pans (drag); a press on the
        Earth acts when it is let go without a drag."""
        et = event.type
        zone = self.R["earth"]
        if et == pygame.MOUSEWHEEL and zone.collidepoint(self.mouse) and self.app.top is self:
            self.zoom_by(1.25 ** event.y, self.mouse)
            return
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1 and zone.collidepoint(event.pos):
            self.mouse = event.pos
            self._press = [event.pos, False]
            return
        if et == pygame.MOUSEMOTION and self._press is not None:
            (x0, y0), dragged = self._press
            x, y = event.pos
            if dragged or abs(x - x0) + abs(y - y0) > self.DRAG:
                if not dragged and self.earth.zoom > 1.0:
                    self._press[1] = True
                if self._press[1]:
                    dx, dy = event.rel if event.rel != (0, 0) else (x - self.mouse[0], y - self.mouse[1])
                    self.set_earth(self.earth.panned(dx, dy))
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            pos, dragged = self._press
            self._press = None
            if not dragged:
                super().handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            return
        super().handle(event)

    def zoom_key(self, event) -> bool:
        k = event.key
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(1.25)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(0.8)
        elif k in (pygame.K_0, pygame.K_KP0):
            self.set_earth(Earth(self.R["earth"]))
        else:
            return False
        return True

    # ------------------------------------------------------------------ input
    def on_motion(self, pos) -> None:
        self.hover = self.target_at(pos)

    def animate(self, dt: float) -> None:
        self.slides.update(dt)
        if self.final is not None:
            self.final.update(dt)

    def anim_busy(self) -> bool:
        return self.slides.busy() or (self.ended and self.final is not None and not self.final.done())

    def on_key(self, event) -> bool:
        if self.ended and self.final is not None and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.final.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return self.zoom_key(event)

    def on_escape(self) -> bool:
        if self.selected is not None:
            self.selected = None
            return True
        return False

    def on_right_click(self, pos) -> None:
        self.selected = None

    def on_undo(self) -> None:
        self.selected = None
        self.hover = None
        self.final = None

    def after_apply(self) -> None:
        self.selected = None
        self._preview_cache = {}

    def on_click(self, pos) -> None:
        target = self.target_at(pos)
        self.hover = target
        if target is None:
            return
        if self.session.current_player() is None:
            return
        if not self.my_turn():
            if target[0] not in ("panel", "display", "section"):
                self.not_your_turn()
            return
        act = self.action_for(target)
        if target[0] == "button" and targets.gives_up(act) and not self.guard.ready():
            return                              # a click meant for the last prompt: not this give-up
        if act is None:
            if self.selected is not None and target[0] in ("hex", "chip"):
                self.selected = None            # a click elsewhere on the Earth drops the selection
                return
            if target[0] in ("panel", "section"):
                return
            self._refuse_click(target)
            return
        self.use(act)

    def use(self, act) -> None:
        """Do what a target offers: select a source tile, or play a legal action."""
        if isinstance(act, tuple) and act and act[0] == "cancel":
            self.selected = None
            self._buttons = []
            return
        if isinstance(act, tuple) and act and act[0] == "step":
            _, d, low, top = act
            k = top if self.count_pick is None else self.count_pick
            self.count_pick = max(low, min(top, k + d))
            return
        if isinstance(act, tuple) and act and act[0] == "select":
            self.selected = act[1]
            self._buttons = []
            return
        if getattr(act, "kind", None) == "card" and act.value == "ice_age":
            self.ask_ice_age(act)
            return
        self.try_action(act)

    def ask_ice_age(self, act) -> None:
        """Taking Ice Age ends the game after this turn: ask first, with each player's final score if
        the game ended now (the card's VPs and the final scoring of the Earth as it stands). Enter and Esc
        keep the game going (the safe answer, focused)."""
        scores = screen.projected_final(self.view(), act)
        parts = [tr(DS + "ice_age.score", name=self.player_name(p), vp=scores[p])
                 for p in sorted(range(self.n), key=lambda p: -scores[p])]
        self.app.push_scene("dialog", title=tr(DS + "ice_age.title"),
                            message=tr(DS + "ice_age.message", scores=" · ".join(parts)),
                            buttons=[(tr(DS + "ice_age.take"), lambda: self.try_action(act)),
                                     (tr(DS + "ice_age.back"), None)], focus=1)

    def _refuse_click(self, target) -> None:
        """A click on something that is not a choice now: the rules say why (their ``why_illegal`` of
        the action the click stands for), the player reads it in their language."""
        act = self.candidate(target)
        bad = self.game.why_illegal(self.view(), act) if act is not None else None
        if act is not None and bad is None:         # it was legal after all: play it
            self.apply_action(act)
            return
        rule, why = (bad if isinstance(bad, tuple) else (bad.rule, bad.why)) if bad is not None else ("", "")
        self.refuse((rule, why), act)

    def candidate(self, target):
        """The action a click on ``target`` would stand for if it were a choice now (None: no action)."""
        kind, key = target
        if kind == "space":
            return Action("place", key)
        if kind == "card":
            return Action("card", key)
        if kind == "corner":
            return Action("corner", key)
        if kind == "stack":
            return Action("stack", key)
        if kind in ("hex", "chip"):
            return Action("tile", key if kind == "hex" else key[0])
        if kind in ("box", "display"):
            return Action("element", key[1])
        return None

    def reason(self, rule: str, why: str, action=None) -> str:
        """The refusal in the player's words: a space printed for one animal, a space already taken, or
        the question being asked now."""
        v = self.view()
        if action is not None and action.kind == "place" and type(action.value) is int \
                and 0 <= action.value < len(v.spaces) and "place" in {a.kind for a in self.legal}:
            if SPACE_FREE[action.value] >= 0:
                return tr(DS + "illegal.not_eyeball")
            if v.spaces[action.value] >= 0:
                return tr(DS + "illegal.occupied")
        if rule == "game_over":
            return tr(DS + "illegal.game_over")
        return tr(DS + "illegal.not_here", prompt=self.prompt_text())

    # ------------------------------------------------------------------ keyboard
    def focus_targets(self) -> list:
        out = []
        for r, act, label in self.click_targets():
            out.append((r, (lambda a=act: self.use(a)), label))
        return out

    def main_action(self):
        rects = self.button_rects()
        if not rects:
            return None
        act = rects[0][3]
        if targets.gives_up(act) and not self.guard.ready():
            return None
        return lambda: self.use(act)

    # ------------------------------------------------------------------ text
    def prompt_text(self) -> str:
        v = self.view()
        try:
            return screen.prompt_text(v, language())
        except (KeyError, IndexError, ValueError):
            return ""

    def status_text(self) -> str:
        """Whose decision it is, in words (the prompt names the animal; this says the player)."""
        seat, a = self.decider()
        if seat is None:
            return tr(DS + "status.over")
        name = self.player_name(seat)
        if self.my_turn():
            return tr(DS + "status.your_turn", animal=W.animal(a) if a >= 0 else "")
        if self.is_human(seat):
            return tr(DS + "status.waiting", name=name, animal=W.animal(a) if a >= 0 else "")
        return tr(DS + "status.thinking", name=name, animal=W.animal(a) if a >= 0 else "")

    # ------------------------------------------------------------------ draw
    def look(self) -> Look:
        """What the table shows in this frame (read by the drawing functions)."""
        over = self.session.current_player() is None
        winner = None
        if over:
            res = self.session.result()
            if res is not None:
                best = min(range(len(res.places)), key=lambda p: (res.places[p], p))
                winner = (self.player_name(best), res.scores[best])
        return Look(
            spot=self.spot(), seat=self.seat, names=self.player_names(), hover=self.hover, over=over,
            winner=winner, prompt="" if over else self.prompt_text(), status=self.status_text(),
            recent=self.recent(), deciding=self.decider()[1], my_animals=frozenset(self.mine()),
            preview=self.preview_shown[1] if self.preview_shown is not None else None,
            sliding=frozenset(s.key for s in self.slides.items), view_key=self.view_key)

    def draw(self, surface: pygame.Surface) -> None:
        info = self.info_lines()              # first: it decides the preview drawn on the Earth
        look = self.look()
        draw_panels.background(surface, look)
        zoomed = self.earth.zoom > 1.0
        if zoomed:                            # a zoomed map stays in its zone
            surface.set_clip(self.R["earth"])
        self.zoom_drawn = draw_earth.draw(surface, look, self.earth_picture)
        self.final_drawn = final.draw(surface, self.earth, self.final) if self.ended and self.final else []
        if self.final_drawn and self.zoom_drawn:
            self.zoom_drawn = draw_earth.draw_zoom(surface, look)      # the magnified tile stays on top
        if zoomed:
            surface.set_clip(None)
        draw_board.draw_display(surface, look)
        draw_board.draw_cards(surface, look)
        draw_panels.draw_animals(surface, look)
        draw_panels.draw_prompt(surface, look)
        draw_panels.draw_choices(surface, look)
        self.info_drawn = draw_panels.draw_info(surface, look, info)
        self.draw_log(surface)
        self.draw_chrome(surface)
        self.slides.draw(surface)
