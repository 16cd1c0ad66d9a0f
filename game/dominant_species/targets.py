"""What a click or the pointer may mean on the Dominant Species table: where everything is (spaces,
tiles, corners, chips, cards, stacks, elements, panels, buttons), every legal click now, what lies under
the pointer, the action it stands for, the rules' preview of it and what the info panel says.

A mixin of :class:`game.dominant_species.table.DominantSpeciesTable`; every target is a legal action of
the shown seat's view (``choices``), never a guess of the screen's."""
from __future__ import annotations

import pygame

from game.dominant_species import draw_panels, explain
from game.dominant_species import words as W
from game.dominant_species.choices import buttons
from game.dominant_species.geometry import animal_panels, card_rows
from game.i18n import language, tr
from rules.dominant_species import screen
from rules.dominant_species.constants import ANIMALS, BOXES, ELEMENTS, SECTIONS
from rules.dominant_species.tables import SECTION_SPACES

DS = "dominant_species."
WANDERLUST_ROW = SECTIONS.index("wanderlust")


class Targets:
    """Rectangles, targets, hover and previews (needs the table's ``view()``, ``choices``, ``earth``,
    ``board``, ``R``, ``selected``, ``hover``, ``my_turn()``)."""

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
        animals = self.view().animals
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
        v = self.view()
        si = SECTIONS.index(BOXES[b])
        ids = [e for e in range(6) for _ in range(v.box[b * 6 + e])]
        rects = self.board.box_rects(si, len(ids))
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
        if self._animal_cache[0] != self.view_key:
            self._animal_cache = (self.view_key, {})
        got = self._animal_cache[1].get(a)
        if got is None:
            got = self._animal_cache[1][a] = screen.animal_display(v, a)
        return got

    def button_rects(self) -> list[tuple[pygame.Rect, str, str | None, object]]:
        """The choices bar: (rect, label, icon id, action) of every button (empty off turn)."""
        self.view()
        if not self.my_turn():
            return []
        if self._buttons and self._buttons[0] == (self.view_key, language(), self.selected):
            return self._buttons[1]
        out = draw_panels.layout_buttons(self, buttons(self.choices))
        self._buttons = [(self.view_key, language(), self.selected), out]
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
        # a corner on the rim of the board may stick out of the Earth's area by its radius
        slack = 2 * (self.earth.corner_radius() + 3)
        if self.R["earth"].inflate(slack, slack).collidepoint(pos):
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
