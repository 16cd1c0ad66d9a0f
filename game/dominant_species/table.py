"""The Dominant Species table: one scene showing one seat's view of the game.

It reads only ``game.view(state, seat)`` for the seat shown, sorts the rules' legal actions into click
targets (``choices.sort_out``: it never decides legality itself) and explains a click on anything else;
the shared ``TableScene`` runs the AI seats, undo, the hot-seat cover and the autosave. The words of the
log come from ``log_text``, the info panel's from ``explain``, the rectangles from ``geometry`` (zones of
data/dominant_species/layout.tmx, the Earth of earth.tmx), the pictures from ``draw_earth``,
``draw_board`` and ``draw_panels``.
"""
from __future__ import annotations

from bisect import bisect_right

import pygame

from game import sound
from game.anim import Slides
from game.dominant_species import art, draw_board, draw_earth, draw_panels, explain
from game.dominant_species import words as W
from game.dominant_species.choices import Choices, buttons, sort_out
from game.dominant_species.geometry import TABLE_ZONES, Display, Earth, animal_panels, card_rows
from game.dominant_species.log_text import LogWriter
from game.i18n import language, tr
from game.table_base import TableScene
from rules.dominant_species import screen
from rules.dominant_species.constants import ANIMALS, B_ABUND, B_ADAPT, B_WANDER, SECTIONS
from rules.dominant_species.tables import SECTION_SPACES, SPACE_FREE, SPACE_SEC

DS = "dominant_species."
WANDERLUST_ROW = SECTIONS.index("wanderlust")
MAX_RECENT_ACTIONS = 40


class DominantSpeciesTable(TableScene):
    """The play table. Public for tests: ``session``, ``seat``, ``choices`` (the sorted legal actions
    of the shown seat), ``selected`` (a source tile picked for a two-step choice), ``hover``, the
    rectangle helpers ``space_rect``, ``hex_centre``, ``corner_rect``, ``card_rect``, ``stack_rect``,
    ``chip_rect``, ``button_rects()``, ``panel_rect`` and ``click_targets()`` (every legal click now)."""

    ZONES = TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        self.earth = Earth(self.R["earth"])
        self.board = Display(self.R["actions"])
        self.choices = Choices()
        self.selected: int | None = None
        self.hover: tuple | None = None
        self.slides = Slides()
        self._preview_cache: dict = {}
        self._earth_cache = None
        self._animal_cache: tuple = (None, {})
        self._buttons: list = []
        self.info_drawn: list = []            # the info panel's lines of the last frame (tests)
        self.preview_shown = None             # (action, preview dict) behind the info panel, if any
        self.zoom_drawn = None                # (hex, rect) of the magnified tile in the last frame
        self._resync()

    # ------------------------------------------------------------------ the view
    def classify(self, v, legal) -> dict:
        self.choices = sort_out(v, legal) if legal else Choices()
        return {}

    def on_new_view(self, v) -> None:
        self._preview_cache = {}
        self._earth_cache = None
        self._buttons = []
        if self.selected is not None and self.selected not in self.choices.moves and \
                self.selected not in self.choices.picks:
            self.selected = None

    def mine(self) -> tuple:
        """The animals of the shown seat."""
        st = self.session.state
        return tuple(st.seat_animals[self.seat]) if 0 <= self.seat < len(st.seat_animals) else ()

    def me(self) -> int:
        """The animal the shown seat plays now (the one deciding, else its first)."""
        ch = self.choices
        if ch.animal >= 0:
            return ch.animal
        m = self.mine()
        return m[0] if m else -1

    def animal_player(self, a: int) -> str:
        owner = self.session.state.owner[a]
        return self.player_name(owner) if owner >= 0 else ""

    def decider(self) -> tuple[int | None, int]:
        """(seat, animal) of the decision on top (None, -1 when the game is over)."""
        st = self.session.state
        if not st.frames or self.current() is None:
            return None, -1
        fr = st.frames[-1]
        return self.current(), fr[1] if len(fr) > 1 and isinstance(fr[1], int) else -1

    # ------------------------------------------------------------------ events -> log, marks, slides
    def reset_derived(self) -> None:
        self.writer = LogWriter(self.seat, self.player_name)
        self.act_events: dict[int, list] = {}
        self.slides.clear()
        self._recent_key = None
        self._recent = None

    def describe(self, e) -> list[tuple[str, tuple]]:
        return self.writer.describe(e)

    def _action_of_event(self) -> int:
        """The index of the action whose events are being read (-1: the set-up)."""
        return bisect_right(self.session.marks, self._ev_i - 1) - 1

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
        panel = self.panel_rect(ANIMALS.index(a)) if a in ANIMALS else None
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
        idx = sorted(self.act_events)
        if not idx:
            self._recent = out
            return out
        seat = None
        group = []
        for i in reversed(idx):
            evs = self.act_events[i]
            who = next((e.player for e in evs if e.player is not None), None)
            if seat is None:
                seat = who
            elif who is not None and who != seat:
                break
            group.append(evs)
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
                    out["lines"] += [t for t, _ in writer.describe(e)]
        self._recent = out
        return out

    # ------------------------------------------------------------------ rectangles (tests use them)
    def space_rect(self, i: int) -> pygame.Rect:
        return self.board.space_rect(i)

    def hex_centre(self, h: int) -> tuple[int, int]:
        return self.earth.centre(h)

    def corner_rect(self, c: int) -> pygame.Rect:
        return self.earth.corner_rect(c)

    def card_rect(self, card_id: str) -> pygame.Rect | None:
        v = self.view()
        from rules.dominant_species.effects import card_ids
        ids = [card_ids()[k] for k in v.avail]
        if card_id not in ids:
            return None
        return card_rows(self.R["cards"])[ids.index(card_id)]

    def stack_rect(self, i: int) -> pygame.Rect:
        return self.board.stack_rects(WANDERLUST_ROW)[i]

    def panel_rect(self, a: int) -> pygame.Rect | None:
        animals = self.session.state.animals
        if a not in animals:
            return None
        return animal_panels(self.R["animals"], len(animals))[animals.index(a)]

    def chip_rect(self, h: int, animal: str) -> pygame.Rect | None:
        v = self.view()
        present = [x for x in range(6) if v.sp[h * 6 + x]]
        a = ANIMALS.index(animal)
        if a not in present:
            return None
        return self.earth.chip_rects(h, len(present))[present.index(a)]

    def box_element_rects(self, b: int) -> list[tuple[str, pygame.Rect]]:
        """The elements of box ``b`` on the action display and where they are."""
        from rules.dominant_species.constants import BOXES
        v = self.view()
        si = SECTIONS.index(BOXES[b])
        ids = [e for e in range(6) for _ in range(v.box[b * 6 + e])]
        rects = self.board.box_rects(si, len(ids))
        from rules.dominant_species.constants import ELEMENTS
        return [(ELEMENTS[e], r) for e, r in zip(ids, rects)]

    def display_element_rects(self, a: int) -> list[tuple[str, bool, pygame.Rect]]:
        """(element, printed, rect) of the elements on animal ``a``'s display panel."""
        panel = self.panel_rect(a)
        if panel is None:
            return []
        d = self.animal_info(a)
        items = [(e, True) for e in d["printed"]] + [(e, False) for e in d["added"]]
        return [(e, p, pygame.Rect(panel.left + 6 + k * 22, panel.top + 44, 20, 20)) for k, (e, p) in enumerate(items)]

    def animal_info(self, a: int) -> dict:
        """rules.dominant_species.screen.animal_display of the view (cached per view)."""
        v = self.view()
        if self._animal_cache[0] != self._view_key:
            self._animal_cache = (self._view_key, {})
        got = self._animal_cache[1].get(a)
        if got is None:
            got = self._animal_cache[1][a] = screen.animal_display(v, a)
        return got

    def button_rects(self) -> list[tuple[pygame.Rect, str, str | None, object]]:
        """The choices bar: (rect, label, icon id, action) of every button (empty off turn)."""
        self.view()
        if not self.my_turn():
            return []
        if self._buttons and self._buttons[0] == (self._view_key, language(), self.selected):
            return self._buttons[1]
        out = draw_panels.layout_buttons(self, buttons(self.choices))
        self._buttons = [(self._view_key, language(), self.selected), out]
        return out

    # ------------------------------------------------------------------ what a click may do now
    def click_targets(self) -> list[tuple[pygame.Rect, object, str]]:
        """Every legal click now: (rect, what it does, label). ``what`` is an Action, or ("select", hex)
        for the first click of a two-step choice (a migration's source, a competition's tile)."""
        self.view()                               # the choices follow the latest view
        if not self.my_turn():
            return []
        ch = self.choices
        out = []
        for r, label, _icon, act in self.button_rects():
            out.append((r, act, label))
        for i, a in ch.spaces.items():
            out.append((self.space_rect(i), a, W.space_name(i)))
        for cid, a in ch.cards.items():
            r = self.card_rect(cid)
            if r is not None:
                out.append((r, a, W.card_name(cid)))
        for i, a in ch.stacks.items():
            out.append((self.stack_rect(i), a, tr(DS + "board.stack", n=i + 1)))
        src, b = ch.element_source
        if ch.elements and src == "box":
            seen = set()
            for e, r in self.box_element_rects(b):
                if e in ch.elements and e not in seen:
                    seen.add(e)
                    out.append((r, ch.elements[e], W.element(e)))
        elif ch.elements and src == "display":
            seen = set()
            for e, printed, r in self.display_element_rects(ch.animal):
                if not printed and e in ch.elements and e not in seen:
                    seen.add(e)
                    out.append((r, ch.elements[e], W.element(e)))
        for c, a in ch.corners.items():
            out.append((self.corner_rect(c), a, W.corner_name(c)))
        v = self.view()
        if ch.animals and ch.tile is not None:
            for x, a in ch.animals.items():
                r = self.chip_rect(ch.tile, x)
                if r is not None:
                    out.append((r, a, W.animal(x)))
        if ch.picks:
            if self.selected is not None and self.selected in ch.picks:
                for x, a in ch.picks[self.selected].items():
                    r = self.chip_rect(self.selected, x)
                    if r is not None:
                        out.append((r, a, W.animal(x)))
            else:
                for h, victims in ch.picks.items():
                    for x, a in victims.items():
                        r = self.chip_rect(h, x)
                        if r is not None:
                            out.append((r, a, tr(DS + "info.pick_words", animal=W.animal(x), tile=W.tile_label(h))))
        if ch.moves:
            if self.selected is not None and self.selected in ch.moves:
                for t, a in ch.moves[self.selected].items():
                    out.append((self.earth.hex_rect(t).inflate(-40, -40), a, explain._tile(v, t)))
            else:
                for h in ch.moves:
                    out.append((self.earth.hex_rect(h).inflate(-40, -40), ("select", h), explain._tile(v, h)))
        for h, a in ch.tiles.items():
            out.append((self.earth.hex_rect(h).inflate(-40, -40), a, explain._tile(v, h)))
        return out

    # ------------------------------------------------------------------ hover
    def target_at(self, pos) -> tuple | None:
        """What is under ``pos``: ("button", i), ("space", i), ("card", id), ("stack", i),
        ("box", (b, element)), ("display", (animal, element)), ("panel", animal), ("corner", c),
        ("chip", (hex, animal)), ("hex", h) — or None."""
        for i, (r, _l, _ic, _a) in enumerate(self.button_rects()):
            if r.collidepoint(pos):
                return ("button", i)
        if self.R["actions"].collidepoint(pos):
            i = self.board.space_at(pos)
            if i is not None:
                return ("space", i)
            for k in range(3):
                if self.stack_rect(k).collidepoint(pos):
                    return ("stack", k)
            for b in range(6):
                for e, r in self.box_element_rects(b):
                    if r.collidepoint(pos):
                        return ("box", (b, e))
            for si in range(len(SECTIONS)):
                if self.board.rows[si].collidepoint(pos):
                    return ("section", si)
            return None
        if self.R["cards"].collidepoint(pos):
            v = self.view()
            from rules.dominant_species.effects import card_ids
            for k, r in zip(v.avail, card_rows(self.R["cards"])):
                if r.collidepoint(pos):
                    return ("card", card_ids()[k])
            return None
        if self.R["animals"].collidepoint(pos):
            for a in self.session.state.animals:
                for e, printed, r in self.display_element_rects(a):
                    if r.collidepoint(pos):
                        return ("display", (a, e, printed))
                r = self.panel_rect(a)
                if r is not None and r.collidepoint(pos):
                    return ("panel", a)
            return None
        if self.R["earth"].collidepoint(pos):
            ch = self.choices
            corners = list(ch.corners) if ch.corners else None
            c = self.earth.corner_at(pos, corners)
            if c is None and corners is not None:
                c = self.earth.corner_at(pos)
            v = self.view()
            if c is not None and (corners is not None or v.el[c] >= 0):
                return ("corner", c)
            h = self.earth.hex_at(pos)
            if h is None:
                return None
            present = [x for x in range(6) if v.sp[h * 6 + x]]
            for x, r in zip(present, self.earth.chip_rects(h, len(present))):
                if r.collidepoint(pos):
                    return ("chip", (h, ANIMALS[x]))
            return ("hex", h)
        return None

    def action_for(self, target) -> object:
        """The legal action (or ("select", hex)) a click on ``target`` makes now, or None."""
        self.view()
        if target is None or not self.my_turn():
            return None
        ch = self.choices
        kind, key = target
        if kind == "button":
            rects = self.button_rects()
            return rects[key][3] if key < len(rects) else None
        if kind == "space":
            return ch.spaces.get(key)
        if kind == "card":
            return ch.cards.get(key)
        if kind == "stack":
            return ch.stacks.get(key)
        if kind == "box":
            b, e = key
            return ch.elements.get(e) if ch.element_source == ("box", b) else None
        if kind == "display":
            a, e, printed = key
            if ch.element_source[0] == "display" and a == ch.animal and not printed:
                return ch.elements.get(e)
            return None
        if kind == "corner":
            return ch.corners.get(key)
        if kind == "chip":
            h, x = key
            if ch.animals and ch.tile == h:
                return ch.animals.get(x)
            if ch.picks and h in ch.picks:
                if x in ch.picks[h]:
                    return ch.picks[h][x]
                return ("select", h)
            kind, key = "hex", h
        if kind == "hex":
            h = key
            if h in ch.tiles:
                return ch.tiles[h]
            if ch.moves:
                if self.selected is not None and h in ch.moves.get(self.selected, {}):
                    return ch.moves[self.selected][h]
                if h in ch.moves:
                    return ("select", h)
            if ch.picks and h in ch.picks:
                victims = ch.picks[h]
                if len(victims) == 1:
                    return next(iter(victims.values()))
                return ("select", h)
            if ch.animals and ch.tile == h and len(ch.animals) == 1:
                return next(iter(ch.animals.values()))
        return None

    def preview(self, action) -> dict | None:
        """The rules' preview of a legal action (cached per view)."""
        if action is None or isinstance(action, tuple):
            return None
        if action not in self._preview_cache:
            try:
                pv = screen.preview(self.view(), action)
                if self.choices.kind == "speciation" and action.kind == "corner":
                    pv = {**pv, **explain.speciation_preview(self.view(), action, self.choices.animal),
                          "most": True}
                self._preview_cache[action] = pv
            except Exception as exc:  # a preview must never break the table
                self.app.report(exc, "preview")
                self._preview_cache[action] = None
        return self._preview_cache[action]

    def info_lines(self) -> list[tuple[str, tuple]]:
        """What the info panel says now (a preview, the details under the pointer, or what is at stake)."""
        v = self.view()
        me = self.me()
        t = self.hover
        self.preview_shown = None
        act = self.action_for(t)
        lines: list = []
        if act is not None and not isinstance(act, tuple) and act.kind not in ("place",):
            pv = self.preview(act)
            if pv is not None:
                self.preview_shown = (act, pv)
                lines = [(tr(DS + "info.if_you", what=self.action_words(act)), explain.HEAD)]
                if act.kind == "card":
                    lines.append((W.card_text(act.value), explain.INK))
                lines += explain.preview_lines(v, act, pv, me)
        if not lines and t is not None:
            kind, key = t
            if kind == "space":
                lines = explain.space_lines(v, key, me)
            elif kind == "section":
                lines = explain.space_lines(v, SECTION_SPACES[key][0], me)
            elif kind == "card":
                lines = explain.card_lines(key)
            elif kind in ("hex", "chip"):
                lines = explain.tile_lines(v, key if kind == "hex" else key[0])
            elif kind == "corner":
                lines = explain.corner_lines(v, key)
            elif kind == "panel":
                lines = explain.animal_lines(v, key, self.animal_player(key))
            elif kind == "display":
                a, e, printed = key
                lines = [(W.element(e), explain.HEAD),
                         (tr(DS + "info.printed_one" if printed else DS + "info.added_one"), explain.INK)]
                lines += explain.animal_lines(v, a, self.animal_player(a))[1:]
            elif kind == "box":
                from rules.dominant_species.constants import BOXES
                b, e = key
                lines = [(W.element(e), explain.HEAD)] + explain.space_lines(v, SECTION_SPACES[SECTIONS.index(BOXES[b])][0], me)[:3]
            elif kind == "stack":
                lines = explain.space_lines(v, SECTION_SPACES[WANDERLUST_ROW][0], me)
            elif kind == "button":
                rects = self.button_rects()
                if key < len(rects):
                    lines = [(rects[key][1], explain.HEAD)]
        if not lines:
            lines = explain.idle_lines(v, me)
        return lines

    def action_words(self, act) -> str:
        """A legal action in a few words (the head of its preview)."""
        v = self.view()
        k, val = act.kind, act.value
        if k in ("tile", "hex"):
            return explain._tile(v, val)
        if k == "corner":
            e = v.el[val]
            return (W.element(e) + " " if e >= 0 else "") + W.corner_name(val)
        if k == "card":
            return W.card_name(val)
        if k == "element":
            return W.element(val)
        if k == "animal":
            return W.animal(val)
        if k == "move":
            return tr(DS + "info.move_words", source=W.tile_label(val[0]), tile=W.tile_label(val[1]))
        if k in ("compete", "replace"):
            return tr(DS + "info.pick_words", animal=W.animal(val[1]), tile=W.tile_label(val[0]))
        if k == "count":
            return tr(DS + "info.count_words", n=val)
        if k == "stack":
            return tr(DS + "board.stack", n=val + 1)
        if k == "option":
            return tr(DS + f"button.option.{val}")
        if k == "pass":
            return tr(DS + "pass_label." + self.choices.kind) if self.choices.kind else tr(DS + "button.pass")
        if k == "swap":
            return tr(DS + "button.swap")
        return str(act)

    # ------------------------------------------------------------------ input
    def on_motion(self, pos) -> None:
        self.hover = self.target_at(pos)

    def animate(self, dt: float) -> None:
        self.slides.update(dt)

    def anim_busy(self) -> bool:
        return self.slides.busy()

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
                self._not_your_turn()
            return
        act = self.action_for(target)
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
        if isinstance(act, tuple) and act and act[0] == "select":
            self.selected = act[1]
            self._buttons = []
            return
        self._human_try(act)

    def _human_try(self, action) -> bool:
        # The rules cannot play on a view (their why_illegal applies the action to it), so a click
        # offered by the legal actions of the view goes straight to the session; anything else is refused
        # with the reason in words.
        if action in self._legal:
            return self._apply(action)
        self._refuse(("not_here", str(action)), action)
        return False

    def _refuse_click(self, target) -> None:
        kind, key = target
        rule = "not_here"
        if kind == "space":
            if SPACE_FREE[key] >= 0:
                rule = "not_eyeball"
            elif self.view().spaces[key] >= 0:
                rule = "occupied"
        self._refuse((rule, ""), None)

    def reason(self, rule: str, why: str, action=None) -> str:
        return tr(DS + "illegal." + rule if rule in ("occupied", "not_eyeball") else DS + "illegal.not_here",
                  prompt=self.prompt_text())

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
        if self._is_human(seat):
            return tr(DS + "status.waiting", name=name, animal=W.animal(a) if a >= 0 else "")
        return tr(DS + "status.thinking", name=name, animal=W.animal(a) if a >= 0 else "")

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.menu_button.label = tr(DS + "button.menu")
        self.undo_button.label = tr(DS + "button.undo")
        self.undo_button.enabled = self.can_undo()
        draw_panels.background(self, surface)
        info = self.info_lines()              # first: it decides the preview drawn on the Earth
        draw_earth.draw(self, surface, v)
        draw_board.draw_display(self, surface, v)
        draw_board.draw_cards(self, surface, v)
        draw_panels.draw_animals(self, surface, v)
        draw_panels.draw_prompt(self, surface, v)
        draw_panels.draw_choices(self, surface, v)
        draw_panels.draw_info(self, surface, v, info)
        self._draw_log(surface)
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        self.slides.draw(surface)
