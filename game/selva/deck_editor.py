"""Selva's deck editor: browse the card pool, build a Bosque, a Reserva and the Alfas, save to the user folder.

Left: filters and the pool (scrollable); middle: the card under the pointer (or the chosen one), big,
with its keywords and the add / remove buttons; right: the deck (Alfas, Bosque, Reserva with counts)
and the live verdict of ``rules.selva.decks.validate``. A deck that is not legal yet is saved as a
*draft*: it is kept in the user folder and listed here, and New game offers only legal decks. Load
opens the list of the player's decks (each ready or a draft, with the first rule it breaks) and of
every deck file that could not be read, each with its reason; a click on a deck loads it. The deck
being edited and the filters are ``game.selva.deck_model``; the drawing is ``game.selva.deck_draw``.
"""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr, tr_n
from game.scene import Scene
from game.selva import deck_draw
from game.selva.deck_model import (ACTIVITY_FILTERS, COST_FILTERS, NAME_MAX, TYPE_FILTERS, CardFilter,
                                   DeckDraft)
from game.text import ellipsize
from game.widgets import Button, Cycler, TextInput


class DeckEditorScene(Scene):
    """See the module docstring. ``pool`` may be given (tests); else the shipped pool is loaded."""

    LIST = pygame.Rect(20, 122, 500, 578)
    PREVIEW = pygame.Rect(530, 122, 300, 578)
    DECK = pygame.Rect(840, 122, 420, 578)
    ROW_H = 32
    DROW_H = 22
    CARD_SIZE = (240, 336)

    def __init__(self, app, pool=None):
        super().__init__(app)
        if pool is None:
            from rules.selva.cards import load_pool
            pool = load_pool()
        self.pool = pool
        self.draft = DeckDraft(pool, tr("selva_editor.untitled"))
        self.saved_snapshot = self.draft.snapshot()
        self.loaded_id: str | None = None          # the user deck file the draft came from / was saved to
        self.filters = CardFilter()
        self.scroll = 0
        self.deck_scroll = 0
        self.selected: str | None = None          # card id shown when the pointer is on no card
        self.hovered: str | None = None
        self.mouse = (0, 0)
        self.load_index = -1
        self.files_open = False                # the list of the player's decks and unreadable files
        self.files_scroll = 0
        self._confirm_back = False
        self._confirm_delete = False
        self._confirm_overwrite = False
        self._problems_cache: tuple | None = None
        self._filtered: list | None = None
        self.prebuilt: list = []
        self.user: list = []                    # [(path, deck)]
        self.file_problems: list[str] = []
        self.copy_cycler = None
        self.refresh_decks()
        self.build()

    # ------------------------------------------------------------------ decks on disk
    def refresh_decks(self) -> None:
        from game.selva.decks import _prebuilt, user_decks
        self.prebuilt, pre_problems = _prebuilt(self.pool)
        self.user, user_problems = user_decks(self.pool)
        self.file_problems = pre_problems + user_problems

    # the filters (the pool list shows the cards that pass)
    @property
    def type_filter(self):
        return self.filters.type

    @property
    def activity_filter(self):
        return self.filters.activity

    @property
    def keyword_filter(self):
        return self.filters.keyword

    @property
    def cost_filter(self):
        return self.filters.cost

    @property
    def search(self) -> str:
        return self.filters.search

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        y, h = 14, 44
        self.name_input = TextInput((210, y, 262, h), self.draft.name, on_change=self.set_name, max_len=NAME_MAX,
                                    placeholder=tr("selva_editor.name_placeholder"), size=18)
        self.new_button = Button((480, y, 80, h), tr("selva_editor.new"), self.new_deck, size=17)
        self.load_button = Button((566, y, 80, h), tr("selva_editor.load"), self.toggle_files, size=17)
        self.save_button = Button((652, y, 80, h), tr("selva_editor.save"), self.save, size=17)
        self.delete_button = Button((738, y, 90, h), tr("selva_editor.delete"), self.delete, size=17)
        ids = [d.id for d in self.prebuilt] or [""]
        cur = self.copy_cycler
        self.copy_cycler = Cycler((836, y, 226, h), ids, cur.value if cur else ids[0], self._prebuilt_label, size=14)
        self.copy_button = Button((1068, y, 84, h), tr("selva_editor.copy"), self.copy_prebuilt, size=17,
                                  enabled=bool(self.prebuilt))
        self.back_button = Button((1160, y, 100, h), tr("selva_editor.back"), self.back, size=17)
        fy = 70
        kw_values = ["all"] + [k.id for k in self.pool.keywords]
        self.type_cycler = Cycler((20, fy, 200, 42), list(TYPE_FILTERS), self.type_filter,
                                  lambda v: tr("selva_editor.filter.type", v=self._type_label(v)),
                                  lambda v: self._set_filter("type", v), size=15)
        self.activity_cycler = Cycler((226, fy, 190, 42), list(ACTIVITY_FILTERS), self.activity_filter,
                                      lambda v: tr("selva_editor.filter.activity", v=self._activity_label(v)),
                                      lambda v: self._set_filter("activity", v), size=15)
        self.keyword_cycler = Cycler((422, fy, 214, 42), kw_values, self.keyword_filter,
                                     lambda v: tr("selva_editor.filter.keyword", v=self._keyword_label(v)),
                                     lambda v: self._set_filter("keyword", v), size=15)
        self.cost_cycler = Cycler((642, fy, 160, 42), list(COST_FILTERS), self.cost_filter,
                                  lambda v: tr("selva_editor.filter.cost", v=self._cost_label(v)),
                                  lambda v: self._set_filter("cost", v), size=15)
        self.search_input = TextInput((808, fy, 260, 42), self.search, on_change=self.set_search, max_len=24,
                                      placeholder=tr("selva_editor.filter.search"), size=16)
        P = self.PREVIEW
        bw, bh = 140, 40
        bx0, bx1 = P.left + 6, P.left + P.width - 6 - bw
        self.add_b = Button((bx0, 600, bw, bh), tr("selva_editor.add_bosque"), lambda: self.add_selected("bosque"),
                            size=16)
        self.rem_b = Button((bx1, 600, bw, bh), tr("selva_editor.remove_bosque"),
                            lambda: self.remove_selected("bosque"), size=16)
        self.add_r = Button((bx0, 648, bw, bh), tr("selva_editor.add_reserva"), lambda: self.add_selected("reserva"),
                            size=16)
        self.rem_r = Button((bx1, 648, bw, bh), tr("selva_editor.remove_reserva"),
                            lambda: self.remove_selected("reserva"), size=16)
        self.add_a = Button((bx0, 624, bw, bh), tr("selva_editor.add_alfa"), lambda: self.add_selected("alfas"),
                            size=16)
        self.rem_a = Button((bx1, 624, bw, bh), tr("selva_editor.remove_alfa"), lambda: self.remove_selected("alfas"),
                            size=16)
        self.inputs = [self.name_input, self.search_input]
        self.top_widgets = [self.new_button, self.load_button, self.save_button, self.delete_button,
                            self.copy_cycler, self.copy_button, self.back_button, self.type_cycler,
                            self.activity_cycler, self.keyword_cycler, self.cost_cycler]
        self._filtered = None

    def card_buttons(self) -> list[Button]:
        card = self.current_card()
        if card is None or self.files_open:
            return []
        if card.type == "alfa":
            return [self.add_a, self.rem_a]
        return [self.add_b, self.rem_b, self.add_r, self.rem_r]

    def on_enter(self) -> None:
        self.refresh_decks()
        self.build()
        if self.file_problems:
            self.files_open = True             # every unreadable file, each with its reason
            self.app.show_message(tr_n("selva_editor.problems_found", len(self.file_problems)), seconds=4.0)

    # ------------------------------------------------------------------ labels
    def _prebuilt_label(self, deck_id: str) -> str:
        from game.selva.decks import deck_label
        for d in self.prebuilt:
            if d.id == deck_id:
                return ellipsize(deck_label(d), 14, 150, True)
        return "—"

    @staticmethod
    def _type_label(v) -> str:
        return tr("selva_editor.all") if v == "all" else tr(f"selva.type.{v}")

    @staticmethod
    def _activity_label(v) -> str:
        return tr("selva_editor.all") if v == "all" else tr(f"selva_editor.activity.{v}")

    def _keyword_label(self, v) -> str:
        if v == "all":
            return tr("selva_editor.all")
        return i18n.name(self.pool.keyword(v).names)

    @staticmethod
    def _cost_label(v) -> str:
        if v == "all":
            return tr("selva_editor.cost_any")
        return tr("selva_editor.cost_plus", n=v) if v == COST_FILTERS[-1] else str(v)

    # ------------------------------------------------------------------ the pool list
    def _set_filter(self, attr: str, value) -> None:
        setattr(self.filters, attr, value)
        self._filtered = None
        self.scroll = 0

    def set_search(self, text: str) -> None:
        self._set_filter("search", text)

    def matches(self, card) -> bool:
        return self.filters.matches(card)

    def filtered(self) -> list:
        if self._filtered is None:
            self._filtered = self.filters.cards(self.pool)
        return self._filtered

    def visible_rows(self) -> int:
        return (self.LIST.height - 44) // self.ROW_H

    def row_rect(self, i: int) -> pygame.Rect:
        """The screen rect of the i-th visible row."""
        return pygame.Rect(self.LIST.left + 6, self.LIST.top + 34 + i * self.ROW_H, self.LIST.width - 12,
                           self.ROW_H - 3)

    def plus_rect(self, i: int) -> pygame.Rect:
        r = self.row_rect(i)
        return pygame.Rect(r.right - 32, r.top + 2, 28, r.height - 4)

    def list_rows(self) -> list[tuple[object, pygame.Rect]]:
        cards = self.filtered()
        n = self.visible_rows()
        self.scroll = max(0, min(self.scroll, max(0, len(cards) - n)))
        return [(c, self.row_rect(i)) for i, c in enumerate(cards[self.scroll:self.scroll + n])]

    # ------------------------------------------------------------------ the deck panel
    def deck_entries(self) -> list[tuple[str, object, str | None]]:
        """``(kind, payload, zone)`` rows of the deck panel: ``("head", text, None)`` or ``("card", (cid, n), zone)``."""
        d = self.draft
        rows: list = [("head", tr("selva_editor.alfas", n=len(d.alfas)), None)]
        rows += [("card", (cid, 1), "alfas") for cid in d.alfas] or [("empty", tr("selva_editor.empty_zone"), None)]
        rows.append(("head", tr("selva_editor.bosque", n=d.bosque_total), None))
        rows += [("card", e, "bosque") for e in d.ordered("bosque")] or [("empty", tr("selva_editor.empty_zone"), None)]
        rows.append(("head", tr("selva_editor.reserva", n=d.reserva_total), None))
        rows += [("card", e, "reserva") for e in d.ordered("reserva")] or [("empty", tr("selva_editor.empty_zone"),
                                                                             None)]
        return rows

    def deck_area(self) -> pygame.Rect:
        D = self.DECK
        return pygame.Rect(D.left + 6, D.top + 8, D.width - 12, 392)

    def deck_rows(self) -> list[tuple[tuple, pygame.Rect]]:
        rows = self.deck_entries()
        area = self.deck_area()
        n = area.height // self.DROW_H
        self.deck_scroll = max(0, min(self.deck_scroll, max(0, len(rows) - n)))
        out = []
        for i, row in enumerate(rows[self.deck_scroll:self.deck_scroll + n]):
            out.append((row, pygame.Rect(area.left, area.top + i * self.DROW_H, area.width, self.DROW_H - 2)))
        return out

    @staticmethod
    def deck_minus_rect(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.right - 26, rect.top + 1, 24, rect.height - 2)

    @staticmethod
    def deck_plus_rect(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.right - 54, rect.top + 1, 24, rect.height - 2)

    # ------------------------------------------------------------------ model
    def current_card(self):
        cid = self.hovered or self.selected
        if cid is None:
            return None
        i = self.pool.index.get(cid)
        return None if i is None else self.pool.cards[i]

    @property
    def dirty(self) -> bool:
        return self.draft.snapshot() != self.saved_snapshot

    def problems(self) -> list[str]:
        snap = (self.draft.snapshot(), i18n.language())
        if self._problems_cache is None or self._problems_cache[0] != snap:
            self._problems_cache = (snap, self.draft.problems())
        return self._problems_cache[1]

    def legal(self) -> bool:
        return not self.problems()

    def _changed(self) -> None:
        self._confirm_back = False
        self._confirm_delete = False
        self._confirm_overwrite = False

    def set_name(self, text: str) -> None:
        self.draft.name = text
        self._changed()

    def add(self, cid: str, zone: str) -> bool:
        why = self.draft.add(cid, zone)
        if why:
            self.app.show_message(why)
            return False
        self._changed()
        return True

    def remove(self, cid: str, zone: str) -> bool:
        ok = self.draft.remove(cid, zone)
        if ok:
            self._changed()
        return ok

    def add_quick(self, cid: str) -> bool:
        """The ``+`` of a pool row: an Alfa to the Alfas, anything else to the Bosque."""
        card = self.pool.cards[self.pool.index[cid]]
        return self.add(cid, "alfas" if card.type == "alfa" else "bosque")

    def add_selected(self, zone: str) -> None:
        card = self.current_card()
        if card is not None:
            self.add(card.id, zone)

    def remove_selected(self, zone: str) -> None:
        card = self.current_card()
        if card is not None:
            self.remove(card.id, zone)

    def _use_draft(self, draft: DeckDraft, loaded_id: str | None, clean: bool) -> None:
        self.draft = draft
        self.loaded_id = loaded_id
        self.saved_snapshot = draft.snapshot() if clean else None
        self.name_input.text = draft.name
        self.deck_scroll = 0
        self._changed()

    # ------------------------------------------------------------------ commands
    def new_deck(self) -> None:
        self._use_draft(DeckDraft(self.pool, tr("selva_editor.untitled")), None, clean=True)

    def copy_prebuilt(self) -> None:
        from game.selva.decks import deck_label
        deck = next((d for d in self.prebuilt if d.id == self.copy_cycler.value), None)
        if deck is None:
            return
        name = tr("selva_editor.copy_of", name=deck_label(deck))[:NAME_MAX]
        self._use_draft(DeckDraft.from_deck(deck, self.pool, name), None, clean=False)
        self.app.show_message(tr("selva_editor.copied", name=deck_label(deck)))

    # ------------------------------------------------------------------ the list of decks and files
    def toggle_files(self) -> None:
        self.refresh_decks()
        self.files_open = not self.files_open
        self.files_scroll = 0

    def deck_status(self, deck) -> str | None:
        """None for a legal (ready) deck, else the first deck rule it breaks (a draft)."""
        from rules.selva.decks import validate
        probs = validate(deck, self.pool, i18n.language(), naming=False)
        return probs[0] if probs else None

    @staticmethod
    def status_text(status: str | None) -> str:
        return tr("selva_editor.files.ready") if status is None else tr("selva_editor.files.draft", why=status)

    def file_entries(self) -> list[tuple]:
        """Rows of the list: ``("head", text)``, ``("deck", (path, deck, status))``, ``("problem", text)``,
        ``("empty", text)``."""
        rows: list[tuple] = [("head", tr("selva_editor.files.decks", n=len(self.user)))]
        if not self.user:
            rows.append(("empty", tr("selva_editor.no_user_decks")))
        for path, deck in self.user:
            rows.append(("deck", (path, deck, self.deck_status(deck))))
        if self.file_problems:
            rows.append(("head", tr_n("selva_editor.files.broken", len(self.file_problems))))
            rows += [("problem", p) for p in self.file_problems]
        return rows

    def file_rows(self) -> list[tuple[tuple, pygame.Rect]]:
        """The visible rows of the list with their rectangles (heights follow their wrapped text)."""
        from game.text import wrap
        P = self.PREVIEW
        y = P.top + 8 - self.files_scroll
        out = []
        for row in self.file_entries():
            if row[0] == "head":
                h = 6 + 19 * len(wrap(row[1], 15, P.w - 20, True))
            elif row[0] == "deck":
                h = 24 + 15 * len(wrap(self.status_text(row[1][2]), 12, P.w - 28))
            else:
                h = 4 + 15 * len(wrap(row[1], 12, P.w - 24))
            r = pygame.Rect(P.left + 6, y, P.w - 12, h)
            if r.bottom > P.top and r.top < P.bottom:
                out.append((row, r))
            y += h + 4
        return out

    def load_deck(self, deck) -> None:
        from game.selva.decks import deck_label
        self._use_draft(DeckDraft.from_deck(deck, self.pool, deck_label(deck)[:NAME_MAX]), deck.id, clean=True)
        self.files_open = False
        self.app.show_message(tr("selva_editor.loaded", name=deck_label(deck)))

    def load_next(self) -> None:
        from game.selva.decks import deck_label
        self.refresh_decks()
        if not self.user:
            self.app.show_message(tr("selva_editor.no_user_decks"))
            return
        self.load_index = (self.load_index + 1) % len(self.user)
        _path, deck = self.user[self.load_index]
        self._use_draft(DeckDraft.from_deck(deck, self.pool, deck_label(deck)[:NAME_MAX]), deck.id, clean=True)
        self.app.show_message(tr("selva_editor.loaded", name=deck_label(deck)))

    def save_refusal(self) -> str | None:
        """Why the deck cannot be saved at all (a deck that breaks a deck rule is saved as a draft)."""
        if not self.draft.name.strip():
            return tr("selva_editor.need_name")
        from game.selva.decks import slug
        if slug(self.draft.name) in {d.id for d in self.prebuilt}:
            return tr("selva_editor.refuse.prebuilt_name", name=self.draft.name.strip())
        return None

    def save(self) -> str | None:
        """Save when legal; return the path (None when refused, with the reason shown)."""
        import os

        from game.selva.decks import DeckStoreError, save_user_deck
        why = self.save_refusal()
        if why:
            self.app.show_message(tr("selva_editor.save_refused", why=why), seconds=5.0)
            return None
        target = self.draft.deck_id()
        if target != self.loaded_id and target in {d.id for _, d in self.user} and not self._confirm_overwrite:
            self._confirm_overwrite = True
            self.app.show_message(tr("selva_editor.confirm_overwrite", name=self.draft.name.strip()), seconds=5.0)
            return None
        try:
            path = save_user_deck(self.draft.to_deck(), self.pool)
        except (DeckStoreError, OSError) as exc:
            self.app.show_message(tr("selva_editor.save_refused", why=str(exc)), seconds=5.0)
            return None
        self.loaded_id = os.path.splitext(os.path.basename(path))[0]
        self.saved_snapshot = self.draft.snapshot()
        self._changed()
        self.refresh_decks()
        probs = self.problems()
        if probs:
            self.app.show_message(tr("selva_editor.saved_draft", name=self.draft.name.strip(), why=probs[0]),
                                  seconds=5.0)
        else:
            self.app.show_message(tr("selva_editor.saved", name=self.draft.name.strip(),
                                     file=os.path.basename(path)))
        return path

    def delete(self) -> None:
        from game.selva.decks import DeckStoreError, delete_user_deck
        from game.selva.decks import deck_label
        ident = self.loaded_id or self.draft.deck_id()
        saved = next((d for _, d in self.user if d.id == ident), None)
        name = deck_label(saved) if saved is not None else (self.draft.name.strip() or ident)
        if ident not in {d.id for _, d in self.user} or ident in {d.id for d in self.prebuilt}:
            self.app.show_message(tr("selva_editor.nothing_to_delete", name=name))
            return
        if not self._confirm_delete:
            self._confirm_delete = True
            self.app.show_message(tr("selva_editor.confirm_delete", name=name))
            return
        try:
            delete_user_deck(ident, self.pool)
        except (DeckStoreError, OSError) as exc:
            self.app.show_message(str(exc))
            return
        self._confirm_delete = False
        self.loaded_id = None
        self.saved_snapshot = None           # the draft stays on screen, unsaved
        self.refresh_decks()
        self.load_index = -1
        self.app.show_message(tr("selva_editor.deleted", name=name))

    def back(self) -> None:
        if self.dirty and not self._confirm_back:
            self._confirm_back = True
            self.app.show_message(tr("selva_editor.unsaved"), seconds=5.0)
            return
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._update_hover(event.pos)
        focused = next((t for t in self.inputs if t.focused), None)
        if focused is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            focused.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.files_open:
                    self.files_open = False
                else:
                    self.back()
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN):
                self.scroll += self.visible_rows() if event.key == pygame.K_PAGEDOWN else 1
            elif event.key in (pygame.K_PAGEUP, pygame.K_UP):
                self.scroll -= self.visible_rows() if event.key == pygame.K_PAGEUP else 1
            elif event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.save()
            elif event.key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
                card = self.current_card()
                if card is not None:
                    self.add_quick(card.id)
            elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                card = self.current_card()
                if card is not None:
                    zone = "alfas" if card.type == "alfa" else (
                        "bosque" if self.draft.bosque.get(card.id) else "reserva")
                    self.remove(card.id, zone)
            self.scroll = max(0, self.scroll)
            return
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y * 3
            if self.files_open and self.PREVIEW.collidepoint(self.mouse):
                self.files_scroll = max(0, self.files_scroll + step * 10)
            elif self.DECK.collidepoint(self.mouse):
                self.deck_scroll = max(0, self.deck_scroll + step)
            else:
                self.scroll = max(0, self.scroll + step)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button in (4, 5):       # old-style wheel
                d = -3 if event.button == 4 else 3
                if self.DECK.collidepoint(event.pos):
                    self.deck_scroll = max(0, self.deck_scroll + d)
                else:
                    self.scroll = max(0, self.scroll + d)
                return
            for t in self.inputs:
                if t.focused and not t.rect.collidepoint(event.pos):
                    t.focus(False)
        for t in self.inputs:
            if t.handle(event):
                return
        for w in self.top_widgets + self.card_buttons():
            if w.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._click(event.pos, event.button)

    def _update_hover(self, pos) -> None:
        self.hovered = None
        for card, rect in self.list_rows():
            if rect.collidepoint(pos):
                self.hovered = card.id
                return
        if self.DECK.collidepoint(pos):
            for row, rect in self.deck_rows():
                if row[0] == "card" and rect.collidepoint(pos):
                    self.hovered = row[1][0]
                    return

    def _click(self, pos, button: int) -> None:
        if self.files_open and self.PREVIEW.collidepoint(pos):
            for row, rect in self.file_rows():
                if row[0] == "deck" and rect.collidepoint(pos):
                    self.load_deck(row[1][1])
                    return
            return
        for i, (card, rect) in enumerate(self.list_rows()):
            if rect.collidepoint(pos):
                self.selected = card.id
                if button == 3:
                    self.add(card.id, "reserva" if card.type != "alfa" else "alfas")
                elif self.plus_rect(i).collidepoint(pos):
                    self.add_quick(card.id)
                return
        for row, rect in self.deck_rows():
            if row[0] != "card" or not rect.collidepoint(pos):
                continue
            cid, zone = row[1][0], row[2]
            self.selected = cid
            if self.deck_minus_rect(rect).collidepoint(pos) or button == 3:
                self.remove(cid, zone)
            elif zone != "alfas" and self.deck_plus_rect(rect).collidepoint(pos):
                self.add(cid, zone)
            elif zone == "alfas" and self.draft.make_first_alfa(cid):
                self._changed()
            return

    def update(self, dt: float) -> None:
        for t in self.inputs:
            t.update(dt)
        card = self.current_card()
        if card is not None:
            d = self.draft
            self.add_b.enabled = d.why_not_add(card.id, "bosque") is None
            self.add_r.enabled = d.why_not_add(card.id, "reserva") is None
            self.rem_b.enabled = d.bosque.get(card.id, 0) > 0
            self.rem_r.enabled = d.reserva.get(card.id, 0) > 0
            self.add_a.enabled = d.why_not_add(card.id, "alfas") is None
            self.rem_a.enabled = card.id in d.alfas
        self.delete_button.enabled = bool(self.loaded_id) or self.draft.deck_id() in {d.id for _, d in self.user}

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        deck_draw.draw(self, surface)
