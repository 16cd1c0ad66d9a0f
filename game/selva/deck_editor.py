"""Selva's deck editor: browse the card pool, build a Bosque, a Reserva and the Alfas, save to the user folder.

Left: filters and the pool (scrollable); middle: the card under the pointer (or the chosen one), big,
with its fact and the add / remove buttons; right: the deck (Alfas, Bosque, Reserva with counts)
and the live verdict of ``rules.selva.decks.validate``. A deck is saved only when it is legal (the
reason is shown otherwise): every saved deck can be picked in New game.
"""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.scene import Scene
from game.text import font, render, wrap
from game.widgets import (ACCENT, GOOD, INK, MUTED, WARN, Button, Cycler, TextInput, draw_background, draw_panel)

TYPES = ("alfa", "animal", "recurso", "elemento", "fuerza", "sigilo")
TYPE_FILTERS = ("all",) + TYPES
ACTIVITY_FILTERS = ("all", "day", "night", "both")
COST_FILTERS = ("all", 0, 1, 2, 3, 4, 5)          # total cost; 5 means 5 or more
TYPE_ORDER = {t: i for i, t in enumerate(TYPES)}
ZONE_ORDER = ("recurso", "animal", "elemento", "fuerza", "sigilo", "alfa")
NAME_MAX = 32

HIERBA = (96, 176, 84)
PRESA = (196, 110, 60)
TYPE_COLOURS = {"alfa": (222, 184, 84), "animal": (120, 168, 110), "recurso": (150, 130, 96),
                "elemento": (96, 150, 200), "fuerza": (196, 110, 100), "sigilo": (150, 116, 190)}

BOSQUE_MAX, RESERVA_MAX, ALFAS_MAX, COPIES_MAX = 60, 10, 3, 3


# ---------------------------------------------------------------------------------------------
# The deck being edited (no pygame here)

class DeckDraft:
    """A mutable deck: name, Alfas (ordered), Bosque and Reserva as ``{card_id: copies}``."""

    def __init__(self, pool, name: str = ""):
        self.pool = pool
        self.name = name
        self.alfas: list[str] = []
        self.bosque: dict[str, int] = {}
        self.reserva: dict[str, int] = {}

    @classmethod
    def from_deck(cls, deck, pool, name: str | None = None) -> "DeckDraft":
        from game.selva.decks import deck_label
        d = cls(pool, deck_label(deck) if name is None else name)
        d.alfas = [a for a in deck.alfas]
        for cid, n in deck.bosque:
            d.bosque[cid] = d.bosque.get(cid, 0) + int(n)
        for cid, n in deck.reserva:
            d.reserva[cid] = d.reserva.get(cid, 0) + int(n)
        return d

    # ------------------------------------------------------------------ counts
    @property
    def bosque_total(self) -> int:
        return sum(self.bosque.values())

    @property
    def reserva_total(self) -> int:
        return sum(self.reserva.values())

    def copies(self, cid: str) -> int:
        return self.bosque.get(cid, 0) + self.reserva.get(cid, 0)

    def _card(self, cid: str):
        i = self.pool.index.get(cid)
        return None if i is None else self.pool.cards[i]

    # ------------------------------------------------------------------ changes
    def why_not_add(self, cid: str, zone: str) -> str | None:
        """Why ``cid`` cannot go to ``zone`` (``alfas | bosque | reserva``); None: it can."""
        card = self._card(cid)
        if card is None:
            return f"unknown card {cid!r}"
        cname = card.name(i18n.language())
        if zone == "alfas":
            if card.type != "alfa":
                return tr("selva_editor.refuse.not_alfa")
            if cid in self.alfas:
                return tr("selva_editor.refuse.alfa_twice", card=cname)
            if len(self.alfas) >= ALFAS_MAX:
                return tr("selva_editor.refuse.alfas_full")
            return None
        if card.type == "alfa":
            return tr("selva_editor.refuse.alfa_only")
        if not card.plain and self.copies(cid) >= COPIES_MAX:
            return tr("selva_editor.refuse.copies", card=cname)
        if zone == "bosque" and self.bosque_total >= BOSQUE_MAX:
            return tr("selva_editor.refuse.bosque_full")
        if zone == "reserva" and self.reserva_total >= RESERVA_MAX:
            return tr("selva_editor.refuse.reserva_full")
        return None

    def add(self, cid: str, zone: str) -> str | None:
        """Add one copy; return the reason when refused."""
        why = self.why_not_add(cid, zone)
        if why is not None:
            return why
        if zone == "alfas":
            self.alfas.append(cid)
        else:
            box = self.bosque if zone == "bosque" else self.reserva
            box[cid] = box.get(cid, 0) + 1
        return None

    def remove(self, cid: str, zone: str) -> bool:
        if zone == "alfas":
            if cid in self.alfas:
                self.alfas.remove(cid)
                return True
            return False
        box = self.bosque if zone == "bosque" else self.reserva
        if box.get(cid, 0) <= 0:
            return False
        box[cid] -= 1
        if box[cid] == 0:
            del box[cid]
        return True

    def make_first_alfa(self, cid: str) -> bool:
        """The first Alfa starts the match; any other Alfa can be chosen between games."""
        if cid not in self.alfas or self.alfas[0] == cid:
            return False
        self.alfas.remove(cid)
        self.alfas.insert(0, cid)
        return True

    # ------------------------------------------------------------------ as a Deck
    def sort_key(self, cid: str):
        card = self._card(cid)
        if card is None:
            return (99, 0, cid)
        return (ZONE_ORDER.index(card.type), card.total_cost, card.name("en"))

    def ordered(self, zone: str) -> list[tuple[str, int]]:
        box = self.bosque if zone == "bosque" else self.reserva
        return [(cid, box[cid]) for cid in sorted(box, key=self.sort_key)]

    def deck_id(self) -> str:
        from game.selva.decks import slug
        return slug(self.name)

    def to_deck(self):
        from rules.selva.decks import Deck
        return Deck(id=self.deck_id(), name=self.name.strip(), alfas=tuple(self.alfas),
                    bosque=tuple(self.ordered("bosque")), reserva=tuple(self.ordered("reserva")))

    def problems(self) -> list[str]:
        """The deck rules it breaks now (empty: legal), in the current language."""
        from rules.selva.decks import validate
        try:
            return list(validate(self.to_deck(), self.pool, i18n.language()))
        except Exception as exc:  # never crash the editor on a rules bug
            return [f"{exc.__class__.__name__}: {exc}"]

    def snapshot(self) -> tuple:
        return (self.name, tuple(self.alfas), tuple(sorted(self.bosque.items())), tuple(sorted(self.reserva.items())))


# ---------------------------------------------------------------------------------------------
# Card pictures: the table's drawing when it exists, a plain one of our own until then

_fallback_cache: dict[tuple, pygame.Surface] = {}


def card_picture(card, lang: str, size: tuple[int, int]) -> pygame.Surface:
    try:
        from game.selva.faces import card_face
        surf = card_face(card, lang, size)
        if isinstance(surf, pygame.Surface):
            return surf
    except Exception:
        pass
    return fallback_face(card, lang, size)


def _HAS_TABLE_FACES() -> bool:
    try:
        from game.selva.faces import card_face  # noqa: F401
        return True
    except Exception:
        return False


def _pips(surface, x: int, y: int, cost, r: int = 6, gap: int = 3) -> int:
    """Cost as coloured dots (green Hierba, orange Presa) with the letter H/P inside; return the end x."""
    h, p = cost
    for n, col, letter in ((h, HIERBA, "H"), (p, PRESA, "P")):
        if n > 5:
            pygame.draw.circle(surface, col, (x + r, y), r)
            t = font(max(8, r + 4), True).render(f"{n}", True, (250, 250, 240))
            surface.blit(t, t.get_rect(center=(x + r, y)))
            x += 2 * r + gap
            continue
        for _ in range(n):
            pygame.draw.circle(surface, col, (x + r, y), r)
            pygame.draw.circle(surface, (20, 20, 20), (x + r, y), r, 1)
            if r >= 6:
                t = font(max(7, r + 2), True).render(letter, True, (250, 250, 240))
                surface.blit(t, t.get_rect(center=(x + r, y)))
            x += 2 * r + gap
    return x


def fallback_face(card, lang: str, size: tuple[int, int]) -> pygame.Surface:
    key = (card.id, lang, tuple(size))
    surf = _fallback_cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    base = TYPE_COLOURS.get(card.type, (150, 150, 150))
    pygame.draw.rect(surf, (248, 244, 232), surf.get_rect(), border_radius=12)
    pygame.draw.rect(surf, base, surf.get_rect(), 6, border_radius=12)
    band = pygame.Rect(8, 8, w - 16, 38)
    pygame.draw.rect(surf, base, band, border_radius=6)
    dark = (30, 28, 24)
    name = card.name(lang)
    size_n = 20
    while size_n > 10 and font(size_n, True).size(name)[0] > band.width - 12:
        size_n -= 1
    surf.blit(font(size_n, True).render(name, True, dark), (band.left + 6, band.top + 8))
    y = band.bottom + 6
    kind = tr(f"selva_editor.type.{card.type}")
    if card.type == "animal" and card.activity:
        kind += " · " + tr(f"selva_editor.activity.{card.activity}")
    if card.type == "recurso" and card.resource:
        kind += " · " + card.resource.capitalize() + (" ⇄" if card.dual else "")
    if card.type == "elemento" and card.element:
        kind += " · " + card.element.capitalize()
    surf.blit(font(14).render(kind, True, (70, 66, 60)), (12, y))
    y += 22
    if any(card.cost):
        _pips(surf, 12, y + 8, card.cost, r=8)
        y += 24
    art = pygame.Rect(12, y, w - 24, max(40, int(h * 0.30)))
    pygame.draw.rect(surf, tuple(min(255, c + 70) for c in base), art, border_radius=6)
    initial = font(int(art.height * 0.6), True).render(name[:1].upper(), True, base)
    surf.blit(initial, initial.get_rect(center=art.center))
    y = art.bottom + 6
    if card.keywords:
        kws = ", ".join(sorted(card.keywords))
        surf.blit(font(13, True).render(kws, True, (60, 56, 50)), (12, y))
        y += 18
    text = (card.text or {}).get(lang) or (card.text or {}).get("en") or ""
    if text:
        for line in wrap(text, 13, w - 24)[:6]:
            surf.blit(font(13).render(line, True, dark), (12, y))
            y += 16
    if card.type == "animal":
        badge = f"{card.attack} / {card.defence}"
        t = font(20, True).render(badge, True, (250, 250, 240))
        box = t.get_rect(bottomright=(w - 12, h - 10)).inflate(14, 6)
        pygame.draw.rect(surf, (60, 56, 50), box, border_radius=8)
        surf.blit(t, t.get_rect(center=box.center))
    elif card.type == "alfa":
        t = font(20, True).render(f"♥ {card.life}", True, (250, 250, 240))
        box = t.get_rect(bottomright=(w - 12, h - 10)).inflate(14, 6)
        pygame.draw.rect(surf, (150, 50, 50), box, border_radius=8)
        surf.blit(t, t.get_rect(center=box.center))
    _fallback_cache[key] = surf
    return surf


def _ellipsis(s: str, size: int, width: int, bold: bool = False) -> str:
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


# ---------------------------------------------------------------------------------------------
# The scene

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
        self.type_filter = "all"
        self.activity_filter = "all"
        self.keyword_filter = "all"
        self.cost_filter = "all"
        self.search = ""
        self.scroll = 0
        self.deck_scroll = 0
        self.selected: str | None = None          # card id shown when the pointer is on no card
        self.hovered: str | None = None
        self.mouse = (0, 0)
        self.load_index = -1
        self._confirm_back = False
        self._confirm_delete = False
        self._confirm_overwrite = False
        self._problems_cache: tuple | None = None
        self._filtered: list | None = None
        self.prebuilt: list = []
        self.user: list = []                    # [(path, deck)]
        self.file_problems: list[str] = []
        self.refresh_decks()
        self.build()

    # ------------------------------------------------------------------ decks on disk
    def refresh_decks(self) -> None:
        from game.selva.decks import _prebuilt, user_decks
        try:
            self.prebuilt, pre_problems = _prebuilt(self.pool)
        except Exception as exc:
            self.prebuilt, pre_problems = [], [str(exc)]
        try:
            self.user, user_problems = user_decks(self.pool)
        except Exception as exc:
            self.user, user_problems = [], [str(exc)]
        self.file_problems = pre_problems + user_problems

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        y, h = 14, 44
        self.name_input = TextInput((210, y, 262, h), self.draft.name, on_change=self.set_name, max_len=NAME_MAX,
                                    placeholder=tr("selva_editor.name_placeholder"), size=18)
        self.new_button = Button((480, y, 80, h), tr("selva_editor.new"), self.new_deck, size=17)
        self.load_button = Button((566, y, 80, h), tr("selva_editor.load"), self.load_next, size=17)
        self.save_button = Button((652, y, 80, h), tr("selva_editor.save"), self.save, size=17)
        self.delete_button = Button((738, y, 90, h), tr("selva_editor.delete"), self.delete, size=17)
        ids = [d.id for d in self.prebuilt] or [""]
        cur = getattr(self, "copy_cycler", None)
        self.copy_cycler = Cycler((836, y, 226, h), ids, cur.value if cur else ids[0], self._prebuilt_label, size=14)
        self.copy_button = Button((1068, y, 84, h), tr("selva_editor.copy"), self.copy_prebuilt, size=17,
                                  enabled=bool(self.prebuilt))
        self.back_button = Button((1160, y, 100, h), tr("selva_editor.back"), self.back, size=17)
        fy = 70
        kw_values = ["all"] + [k.id for k in getattr(self.pool, "keywords", ())]
        self.type_cycler = Cycler((20, fy, 200, 42), list(TYPE_FILTERS), self.type_filter,
                                  lambda v: tr("selva_editor.filter.type", v=self._type_label(v)),
                                  lambda v: self._set_filter("type_filter", v), size=15)
        self.activity_cycler = Cycler((226, fy, 190, 42), list(ACTIVITY_FILTERS), self.activity_filter,
                                      lambda v: tr("selva_editor.filter.activity", v=self._activity_label(v)),
                                      lambda v: self._set_filter("activity_filter", v), size=15)
        self.keyword_cycler = Cycler((422, fy, 214, 42), kw_values, self.keyword_filter,
                                     lambda v: tr("selva_editor.filter.keyword", v=self._keyword_label(v)),
                                     lambda v: self._set_filter("keyword_filter", v), size=15)
        self.cost_cycler = Cycler((642, fy, 160, 42), list(COST_FILTERS), self.cost_filter,
                                  lambda v: tr("selva_editor.filter.cost", v=self._cost_label(v)),
                                  lambda v: self._set_filter("cost_filter", v), size=15)
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
        if card is None:
            return []
        if card.type == "alfa":
            return [self.add_a, self.rem_a]
        return [self.add_b, self.rem_b, self.add_r, self.rem_r]

    def on_enter(self) -> None:
        self.refresh_decks()
        self.build()
        if self.file_problems:
            self.app.show_message(tr("selva_editor.problems_found", n=len(self.file_problems),
                                     first=self.file_problems[0]), seconds=6.0)

    # ------------------------------------------------------------------ labels
    def _prebuilt_label(self, deck_id: str) -> str:
        from game.selva.decks import deck_label
        for d in self.prebuilt:
            if d.id == deck_id:
                return _ellipsis(deck_label(d), 14, 150, True)
        return "—"

    @staticmethod
    def _type_label(v) -> str:
        return tr("selva_editor.all") if v == "all" else tr(f"selva_editor.type.{v}")

    @staticmethod
    def _activity_label(v) -> str:
        return tr("selva_editor.all") if v == "all" else tr(f"selva_editor.activity.{v}")

    def _keyword_label(self, v) -> str:
        if v == "all":
            return tr("selva_editor.all")
        try:
            return i18n.name(self.pool.keyword(v).names)
        except Exception:
            return str(v)

    @staticmethod
    def _cost_label(v) -> str:
        if v == "all":
            return tr("selva_editor.cost_any")
        return tr("selva_editor.cost_plus", n=v) if v == COST_FILTERS[-1] else str(v)

    # ------------------------------------------------------------------ the pool list
    def _set_filter(self, attr: str, value) -> None:
        setattr(self, attr, value)
        self._filtered = None
        self.scroll = 0

    def set_search(self, text: str) -> None:
        self.search = text
        self._filtered = None
        self.scroll = 0

    def matches(self, card) -> bool:
        if self.type_filter != "all" and card.type != self.type_filter:
            return False
        if self.activity_filter != "all":
            if card.type != "animal":
                return False
            if self.activity_filter == "both":
                if card.activity != "both":
                    return False
            elif card.activity not in (self.activity_filter, "both"):
                return False
        if self.keyword_filter != "all" and self.keyword_filter not in card.keywords:
            return False
        if self.cost_filter != "all":
            total = card.cost[0] + card.cost[1]
            if self.cost_filter == COST_FILTERS[-1]:
                if total < self.cost_filter:
                    return False
            elif total != self.cost_filter:
                return False
        q = self.search.strip().lower()
        if q:
            hay = " ".join([card.id, *[str(v) for v in card.names.values()]]).lower()
            if q not in hay and _fold(q) not in _fold(hay):
                return False
        return True

    def filtered(self) -> list:
        if self._filtered is None:
            lang = i18n.language()
            cards = [c for c in self.pool.cards if self.matches(c)]
            cards.sort(key=lambda c: (TYPE_ORDER.get(c.type, 9), c.cost[0] + c.cost[1], c.name(lang).lower()))
            self._filtered = cards
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
        if not self.draft.name.strip():
            return tr("selva_editor.need_name")
        probs = self.problems()
        if probs:
            return probs[0]
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
        self.app.show_message(tr("selva_editor.saved", name=self.draft.name.strip(), file=os.path.basename(path)))
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
            if self.DECK.collidepoint(self.mouse):
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
        draw_background(surface)
        title = tr("selva_editor.title")
        size = 20
        while size > 12 and render(title, size, INK, bold=True).get_width() > 184:
            size -= 1
        surface.blit(render(title, size, INK, bold=True), (20, 16))
        cap = tr("selva_editor.name") + (" •" if self.dirty else "")
        surface.blit(render(cap, 14, ACCENT if self.dirty else MUTED), (20, 42))
        self.name_input.draw(surface)
        for w in self.top_widgets:
            w.draw(surface)
        self.search_input.draw(surface)
        cards = self.filtered()
        shown = render(tr("selva_editor.filter.shown", n=len(cards), total=len(self.pool.cards)), 14, MUTED)
        surface.blit(shown, shown.get_rect(midleft=(1078, 91)))
        self._draw_list(surface)
        self._draw_preview(surface)
        self._draw_deck(surface)
        hint = render(tr("selva_editor.keys"), 14, MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(640, 719)))

    def _draw_list(self, surface) -> None:
        L = self.LIST
        draw_panel(surface, L, alpha=210)
        lang = i18n.language()
        cards = self.filtered()
        for text, x in ((tr("selva_editor.col.deck"), L.left + 12), (tr("selva_editor.col.name"), L.left + 50),
                        (tr("selva_editor.col.type"), L.left + 256), (tr("selva_editor.col.cost"), L.left + 336)):
            surface.blit(render(text, 13, MUTED), (x, L.top + 10))
        stat = render(tr("selva_editor.col.stats"), 13, MUTED)
        surface.blit(stat, stat.get_rect(topright=(L.right - 46, L.top + 10)))
        rows = self.list_rows()
        if not rows:
            none = render(tr("selva_editor.no_match"), 16, MUTED)
            surface.blit(none, none.get_rect(center=(L.centerx, L.top + 120)))
        for i, (card, rect) in enumerate(rows):
            mine = self.draft.copies(card.id) + (1 if card.id in self.draft.alfas else 0)
            sel = card.id == self.selected
            if sel or card.id == self.hovered:
                pygame.draw.rect(surface, (48, 78, 64) if sel else (44, 56, 60), rect, border_radius=6)
                if sel:
                    pygame.draw.rect(surface, ACCENT, rect, 2, border_radius=6)
            chip = pygame.Rect(rect.left + 4, rect.top + 4, 8, rect.height - 8)
            pygame.draw.rect(surface, TYPE_COLOURS.get(card.type, MUTED), chip, border_radius=3)
            cnt = render(str(mine) if mine else "·", 15, ACCENT if mine else MUTED, bold=True)
            surface.blit(cnt, cnt.get_rect(center=(rect.left + 28, rect.centery)))
            nm = _ellipsis(card.name(lang), 15, 200, bold=True)
            surface.blit(render(nm, 15, INK, bold=True), (rect.left + 44, rect.top + 6))
            surface.blit(render(tr(f"selva_editor.type.{card.type}"), 12, MUTED), (rect.left + 250, rect.top + 9))
            _pips(surface, rect.left + 330, rect.centery, card.cost, r=6, gap=1)
            if card.type == "animal":
                stat = f"{card.attack}/{card.defence}"
                surface.blit(render(stat, 15, INK, bold=True), render(stat, 15, INK).get_rect(
                    midright=(rect.right - 40, rect.centery)))
            elif card.type == "alfa":
                stat = f"♥{card.life}"
                img = render(stat, 15, (240, 140, 140), bold=True)
                surface.blit(img, img.get_rect(midright=(rect.right - 40, rect.centery)))
            pr = self.plus_rect(i)
            can = self.draft.why_not_add(card.id, "alfas" if card.type == "alfa" else "bosque") is None
            pygame.draw.rect(surface, (60, 90, 70) if can else (44, 48, 52), pr, border_radius=6)
            plus = render("+", 18, INK if can else MUTED, bold=True)
            surface.blit(plus, plus.get_rect(center=pr.center))
        n = self.visible_rows()
        if len(cards) > n:
            track = pygame.Rect(L.right - 5, L.top + 34, 3, n * self.ROW_H)
            bar_h = max(20, track.height * n // len(cards))
            by = track.top + int((track.height - bar_h) * self.scroll / max(1, len(cards) - n))
            pygame.draw.rect(surface, (100, 110, 114), (track.left, by, 3, bar_h), border_radius=2)

    def _draw_preview(self, surface) -> None:
        P = self.PREVIEW
        draw_panel(surface, P, alpha=210)
        card = self.current_card()
        lang = i18n.language()
        if card is None:
            msg = render(tr("selva_editor.no_card"), 16, MUTED)
            surface.blit(msg, msg.get_rect(center=(P.centerx, P.top + 180)))
            return
        img = card_picture(card, lang, self.CARD_SIZE)
        if img.get_size() != self.CARD_SIZE:
            img = pygame.transform.smoothscale(img, self.CARD_SIZE)
        surface.blit(img, img.get_rect(midtop=(P.centerx, P.top + 8)))
        y = P.top + 8 + self.CARD_SIZE[1] + 6
        if card.type == "alfa":
            line = tr("selva_editor.in_alfas") if card.id in self.draft.alfas else tr("selva_editor.life", n=card.life)
        else:
            line = tr("selva_editor.in_deck", b=self.draft.bosque.get(card.id, 0), r=self.draft.reserva.get(card.id, 0))
        img = render(line, 14, ACCENT, bold=True)
        surface.blit(img, img.get_rect(midtop=(P.centerx, y)))
        y += 20
        bottom = (596 if card.type != "alfa" else 620)
        lines: list[tuple[str, tuple]] = []
        for kw in sorted(card.keywords or ()):
            try:
                k = self.pool.keyword(kw)
                lines += [(ln, (220, 210, 170)) for ln in wrap(f"{i18n.name(k.names)}: {i18n.name(k.text)}", 13,
                                                               P.width - 20)]
            except Exception:
                continue
        if not _HAS_TABLE_FACES():          # the table's card face prints the fact; ours does not
            fact = (card.fact or {}).get(lang) or (card.fact or {}).get("en") or ""
            lines += [(ln, (200, 204, 190)) for ln in wrap(fact, 13, P.width - 20)]
        for ln, col in lines:
            if y + 16 > bottom:
                break
            surface.blit(render(ln, 13, col), (P.left + 10, y))
            y += 16
        for b in self.card_buttons():
            b.draw(surface)

    def _draw_deck(self, surface) -> None:
        D = self.DECK
        draw_panel(surface, D, alpha=210)
        lang = i18n.language()
        rows = self.deck_rows()
        for row, rect in rows:
            kind = row[0]
            if kind == "head":
                surface.blit(render(row[1], 16, ACCENT, bold=True), (rect.left + 4, rect.top + 2))
                continue
            if kind == "empty":
                surface.blit(render(row[1], 14, MUTED), (rect.left + 14, rect.top + 3))
                continue
            (cid, n), zone = row[1], row[2]
            i = self.pool.index.get(cid)
            card = self.pool.cards[i] if i is not None else None
            if cid == self.hovered or cid == self.selected:
                pygame.draw.rect(surface, (44, 60, 60), rect, border_radius=4)
            label = f"{n}×" if zone != "alfas" else ("①" if self.draft.alfas and self.draft.alfas[0] == cid else "•")
            surface.blit(render(label, 14, INK, bold=True), (rect.left + 12, rect.top + 3))
            nm = card.name(lang) if card else cid
            surface.blit(render(_ellipsis(nm, 14, 230), 14, INK if card else WARN), (rect.left + 48, rect.top + 3))
            if card is not None:
                _pips(surface, rect.right - 140, rect.centery, card.cost, r=4, gap=2)
            if zone != "alfas":
                pr = self.deck_plus_rect(rect)
                pygame.draw.rect(surface, (56, 80, 66), pr, border_radius=4)
                t = render("+", 14, INK, bold=True)
                surface.blit(t, t.get_rect(center=pr.center))
            mr = self.deck_minus_rect(rect)
            pygame.draw.rect(surface, (90, 56, 50), mr, border_radius=4)
            t = render("−", 14, INK, bold=True)
            surface.blit(t, t.get_rect(center=mr.center))
        entries = self.deck_entries()
        area = self.deck_area()
        n = area.height // self.DROW_H
        if len(entries) > n:
            bar_h = max(16, area.height * n // len(entries))
            by = area.top + int((area.height - bar_h) * self.deck_scroll / max(1, len(entries) - n))
            pygame.draw.rect(surface, (100, 110, 114), (D.right - 5, by, 3, bar_h), border_radius=2)
        # the verdict
        y = area.bottom + 10
        pygame.draw.line(surface, (80, 90, 96), (D.left + 10, y - 5), (D.right - 10, y - 5), 1)
        probs = self.problems()
        if not probs:
            img = render("✓ " + tr("selva_editor.legal"), 20, GOOD, bold=True)
            surface.blit(img, (D.left + 14, y + 4))
            return
        surface.blit(render(tr("selva_editor.problems"), 15, WARN, bold=True), (D.left + 14, y))
        y += 22
        shown = 0
        for p in probs:
            lines = wrap("• " + p, 14, D.width - 28)
            if y + 17 * len(lines) > D.bottom - 22:
                break
            for ln in lines:
                surface.blit(render(ln, 14, (236, 200, 170)), (D.left + 14, y))
                y += 17
            shown += 1
        if shown < len(probs):
            surface.blit(render(f"+{len(probs) - shown}…", 14, MUTED), (D.left + 14, D.bottom - 20))


def _fold(s: str) -> str:
    import unicodedata
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
