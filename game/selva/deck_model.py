"""The deck editor's model (no pygame): the deck being edited (``DeckDraft``) and the pool's filters
(``CardFilter``: type, activity, keyword, total cost, a search on names)."""
from __future__ import annotations

import unicodedata

from game import i18n
from game.i18n import tr

TYPES = ("alfa", "animal", "recurso", "elemento", "fuerza", "sigilo")
TYPE_FILTERS = ("all",) + TYPES
ACTIVITY_FILTERS = ("all", "day", "night", "both")
COST_FILTERS = ("all", 0, 1, 2, 3, 4, 5)          # total cost; 5 means 5 or more
TYPE_ORDER = {t: i for i, t in enumerate(TYPES)}
ZONE_ORDER = ("recurso", "animal", "elemento", "fuerza", "sigilo", "alfa")
NAME_MAX = 32

BOSQUE_MAX, RESERVA_MAX, ALFAS_MAX, COPIES_MAX = 60, 10, 3, 3


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
        return list(validate(self.to_deck(), self.pool, i18n.language()))

    def snapshot(self) -> tuple:
        return (self.name, tuple(self.alfas), tuple(sorted(self.bosque.items())), tuple(sorted(self.reserva.items())))


class CardFilter:
    """The pool list's filters; ``cards(pool)`` is the pool's cards that pass, sorted by type, cost, name."""

    def __init__(self):
        self.type = "all"
        self.activity = "all"
        self.keyword = "all"
        self.cost = "all"
        self.search = ""

    def matches(self, card) -> bool:
        if self.type != "all" and card.type != self.type:
            return False
        if self.activity != "all":
            if card.type != "animal":
                return False
            if self.activity == "both":
                if card.activity != "both":
                    return False
            elif card.activity not in (self.activity, "both"):
                return False
        if self.keyword != "all" and self.keyword not in card.keywords:
            return False
        if self.cost != "all":
            total = card.cost[0] + card.cost[1]
            if self.cost == COST_FILTERS[-1]:
                if total < self.cost:
                    return False
            elif total != self.cost:
                return False
        q = self.search.strip().lower()
        if q:
            hay = " ".join([card.id, *[str(v) for v in card.names.values()]]).lower()
            if q not in hay and fold(q) not in fold(hay):
                return False
        return True

    def cards(self, pool) -> list:
        lang = i18n.language()
        cards = [c for c in pool.cards if self.matches(c)]
        cards.sort(key=lambda c: (TYPE_ORDER.get(c.type, 9), c.cost[0] + c.cost[1], c.name(lang).lower()))
        return cards


def fold(s: str) -> str:
    """``s`` without accents (a search for "nandu" finds "Ñandú")."""
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
