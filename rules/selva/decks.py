"""Selva decks: a Bosque (50–60 cards), a Reserva (≤ 10) and 1–3 Alfas.

The YAML format (prebuilt in ``data/selva/decks/<id>.yaml``)::

    id: manada_nocturna
    names: {es: Manada nocturna, en: Night pack}     # or  name: text  (user decks)
    strategy: {es: …, en: …}                         # optional
    alfas: [puma, zorro_culpeo]                      # the first is the first Alfa
    bosque: {hierba: 9, presa: 9, anaconda_verde: 2}
    reserva: {pudu: 2}

``parse_deck`` checks the structure (raising DataError ``file:line: field: message``); ``validate``
checks the deck rules and returns every problem as a plain sentence (empty list = legal).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import yaml

from rules.engine.data import Checker, DataError, DataProblem, Doc, data_dir, load_yaml

BOSQUE_MIN, BOSQUE_MAX = 50, 60
RESERVA_MAX = 10
MIN_RESOURCES = 7            # of each kind, Hierba and Presa, in the Bosque
ALFAS_MIN, ALFAS_MAX = 1, 3
MAX_COPIES = 3


@dataclass(frozen=True)
class Deck:
    id: str
    name: Any                 # {es, en} or a plain text (user decks); "" / None when missing
    alfas: tuple              # card ids; the first is the first Alfa
    bosque: tuple             # ((card_id, copies), ...)
    reserva: tuple = ()       # ((card_id, copies), ...)
    strategy: Any = None      # {es, en} or text, optional

    def label(self, lang: str = "es") -> str:
        return deck_name(self, lang)


def deck_name(deck: Deck, lang: str = "es") -> str:
    if isinstance(deck.name, dict):
        return deck.name.get(lang) or deck.name.get("es") or deck.name.get("en") or deck.id
    return deck.name or deck.id


def count_bosque(deck: Deck) -> int:
    return sum(n for _, n in deck.bosque)


def count_reserva(deck: Deck) -> int:
    return sum(n for _, n in deck.reserva)


def deck_cards(deck: Deck, pool) -> list[int]:
    """Pool indices of the Bosque, copies expanded (unknown ids are left out)."""
    out: list[int] = []
    for cid, n in deck.bosque:
        if cid in pool.index:
            out += [pool.index[cid]] * n
    return out


# ---------------------------------------------------------------- parsing

_TOP = ("id", "names", "name", "strategy", "alfas", "bosque", "reserva")


def _show(v: Any) -> str:
    return f'"{v}"' if isinstance(v, str) else repr(v)


def _names(value: Any, path: str, ck: Checker) -> Any:
    if isinstance(value, str) and value.strip():
        return value
    if isinstance(value, dict):
        for k in value:
            if k not in ("es", "en"):
                ck.fail(f"{path}.{k}", "unknown field (expected es and en)")
            elif not isinstance(value[k], str) or not value[k].strip():
                ck.fail(f"{path}.{k}", f"expected a non-empty text, got {_show(value[k])}")
        return {k: v for k, v in value.items() if k in ("es", "en")}
    ck.fail(path, f"expected a text or {{es: …, en: …}}, got {_show(value)}")
    return None


def _counts(value: Any, path: str, ck: Checker) -> tuple:
    if value is None:
        return ()
    if not isinstance(value, dict):
        ck.fail(path, f"expected a mapping card_id: copies, got {_show(value)}")
        return ()
    out = []
    for cid, n in value.items():
        sub = f"{path}.{cid}"
        if not isinstance(cid, str) or not cid:
            ck.fail(sub, f"expected a card id, got {_show(cid)}")
            continue
        if isinstance(n, bool) or not isinstance(n, int) or n < 1 or n > 99:
            ck.fail(sub, f"expected a number of copies 1–99, got {_show(n)}")
            continue
        out.append((cid, n))
    return tuple(out)


def parse_deck(raw: Any, pool=None, source: str = "<deck>") -> Deck:
    """A Deck from a loaded YAML mapping (or a :class:`Doc`, for line numbers).

    Structure problems raise DataError naming ``source``, the line and the field; rule problems
    (sizes, copies, unknown cards) are left to :func:`validate`. ``pool`` is accepted for symmetry.
    """
    doc = raw if isinstance(raw, Doc) else Doc(source, raw, {})
    ck = Checker(doc)
    value = doc.value
    if not isinstance(value, dict):
        ck.fail("", f"expected a deck mapping (id, names, alfas, bosque, reserva), got {_show(value)}")
        ck.raise_if_any()
    for key in value:
        if key not in _TOP:
            ck.fail(str(key), "unknown field")
    ident = value.get("id")
    if ident is None:
        stem = os.path.splitext(os.path.basename(source))[0] if source.endswith(".yaml") else ""
        ident = stem
    elif not isinstance(ident, str):
        ck.fail("id", f"expected a text, got {_show(ident)}")
        ident = ""
    name: Any = ""
    if "names" in value and "name" in value:
        ck.fail("name", "give either names {es, en} or name, not both")
    if "names" in value:
        name = _names(value["names"], "names", ck)
    elif "name" in value:
        name = _names(value["name"], "name", ck)
    strategy = _names(value["strategy"], "strategy", ck) if "strategy" in value else None
    alfas_raw = value.get("alfas", [])
    alfas: list[str] = []
    if isinstance(alfas_raw, str):
        alfas_raw = [alfas_raw]
    if not isinstance(alfas_raw, list):
        ck.fail("alfas", f"expected a list of Alfa ids, got {_show(alfas_raw)}")
    else:
        for i, a in enumerate(alfas_raw):
            if not isinstance(a, str) or not a:
                ck.fail(f"alfas[{i}]", f"expected a card id, got {_show(a)}")
            else:
                alfas.append(a)
    if "bosque" not in value:
        ck.fail("bosque", "missing field")
    bosque = _counts(value.get("bosque"), "bosque", ck)
    reserva = _counts(value.get("reserva"), "reserva", ck)
    ck.raise_if_any()
    return Deck(id=ident, name=name, alfas=tuple(alfas), bosque=bosque, reserva=reserva, strategy=strategy)


def load_deck(path: str, pool=None, display: str | None = None) -> Deck:
    return parse_deck(load_yaml(path, display or path), pool, display or path)


# ---------------------------------------------------------------- the deck rules

_MSG = {
    "en": {
        "no_id": "The deck has no id",
        "no_name": "The deck has no name",
        "alfas": "A deck needs 1–3 Alphas",
        "alfa_twice": "{name} is among the Alphas twice: one copy of each Alpha",
        "not_alfa": "{name} is not an Alpha: it cannot be among the Alphas",
        "unknown": "Unknown card \"{id}\" in the {zone}",
        "alfa_in": "{name} is an Alpha: it cannot be in the {zone}",
        "bosque": "The Forest deck has {n} cards: 50–60 needed",
        "resource": "The Forest deck has {n} {kind}: at least 7 needed",
        "reserva": "The Reserve has {n} cards: at most 10",
        "copies": "3 copies at most of {name} ({n} in Forest deck and Reserve)",
    },
    "es": {
        "no_id": "El mazo no tiene id",
        "no_name": "El mazo no tiene nombre",
        "alfas": "Un mazo necesita de 1 a 3 Alfas",
        "alfa_twice": "{name} está dos veces entre los Alfas: una copia de cada Alfa",
        "not_alfa": "{name} no es un Alfa: no puede estar entre los Alfas",
        "unknown": "Carta desconocida \"{id}\" en {zone}",
        "alfa_in": "{name} es un Alfa: no puede estar en {zone}",
        "bosque": "El Bosque tiene {n} cartas: se necesitan 50–60",
        "resource": "El Bosque tiene {n} {kind}: se necesitan al menos 7",
        "reserva": "La Reserva tiene {n} cartas: como máximo 10",
        "copies": "Como máximo 3 copias de {name} ({n} entre Bosque y Reserva)",
    },
}
_KIND = {"en": {"hierba": "Grass", "presa": "Prey"}, "es": {"hierba": "Hierba", "presa": "Presa"}}
_ZONE = {"en": {"bosque": "Forest deck", "reserva": "Reserve"}, "es": {"bosque": "el Bosque", "reserva": "la Reserva"}}


def validate(deck: Deck, pool, lang: str = "en", naming: bool = True) -> list[str]:
    """Every broken deck rule as a plain sentence (``lang`` en or es); an empty list means legal.
    ``naming`` False leaves out the id and name (the editor's rules for saving, not the game's)."""
    msg = _MSG.get(lang, _MSG["en"])
    out: list[str] = []

    def nm(cid: str) -> str:
        i = pool.index.get(cid)
        if i is None:
            return cid
        names = pool.cards[i].names
        return names.get(lang) or names.get("en") or cid

    if naming and (not deck.id or not str(deck.id).strip()):
        out.append(msg["no_id"])
    name = deck.name
    if naming and (not name or (isinstance(name, dict) and not any(str(v).strip() for v in name.values()))
                   or (isinstance(name, str) and not name.strip())):
        out.append(msg["no_name"])

    alfas = list(deck.alfas or ())
    if not ALFAS_MIN <= len(alfas) <= ALFAS_MAX:
        out.append(msg["alfas"])
    seen: set[str] = set()
    for a in alfas:
        if a not in pool.index:
            out.append(msg["unknown"].format(id=a, zone="Alphas" if lang == "en" else "Alfas"))
        elif pool.card(a).type != "alfa":
            out.append(msg["not_alfa"].format(name=nm(a)))
        elif a in seen:
            out.append(msg["alfa_twice"].format(name=nm(a)))
        seen.add(a)

    for zone, items in (("bosque", deck.bosque), ("reserva", deck.reserva)):
        for cid, _n in items:
            if cid not in pool.index:
                out.append(msg["unknown"].format(id=cid, zone=_ZONE[lang if lang in _ZONE else "en"][zone]))
            elif pool.card(cid).type == "alfa":
                out.append(msg["alfa_in"].format(name=nm(cid), zone=_ZONE[lang if lang in _ZONE else "en"][zone]))

    nb = count_bosque(deck)
    if not BOSQUE_MIN <= nb <= BOSQUE_MAX:
        out.append(msg["bosque"].format(n=nb))
    kinds = {"hierba": 0, "presa": 0}
    for cid, n in deck.bosque:
        i = pool.index.get(cid)
        if i is not None and pool.cards[i].type == "recurso":
            kinds[pool.cards[i].resource] += n
    for kind in ("hierba", "presa"):
        if kinds[kind] < MIN_RESOURCES:
            out.append(msg["resource"].format(n=kinds[kind], kind=_KIND.get(lang, _KIND["en"])[kind]))
    nr = count_reserva(deck)
    if nr > RESERVA_MAX:
        out.append(msg["reserva"].format(n=nr))

    copies: dict[str, int] = {}
    for cid, n in list(deck.bosque) + list(deck.reserva):
        copies[cid] = copies.get(cid, 0) + n
    for cid, n in copies.items():
        i = pool.index.get(cid)
        if i is None or pool.cards[i].plain or pool.cards[i].type == "alfa":
            continue
        if n > MAX_COPIES:
            out.append(msg["copies"].format(name=nm(cid), n=n))
    return out


# ---------------------------------------------------------------- prebuilt decks and conversions

DECKS_DIR = os.path.join("selva", "decks")


@lru_cache(maxsize=8)
def _prebuilt(ddir: str, pool) -> tuple:
    if not os.path.isdir(ddir):
        return ()
    decks = []
    for fname in sorted(os.listdir(ddir)):
        if fname.endswith(".yaml"):
            path = os.path.join(ddir, fname)
            decks.append(load_deck(path, pool, os.path.join("data", DECKS_DIR, fname)))
    return tuple(sorted(decks, key=lambda d: d.id))


def prebuilt(pool, root: str | None = None) -> list[Deck]:
    """The prebuilt decks of ``data/selva/decks``, sorted by id."""
    return list(_prebuilt(os.path.join(root or data_dir(), DECKS_DIR), pool))


def find_prebuilt(deck_id: str, pool, root: str | None = None) -> Deck:
    for d in prebuilt(pool, root):
        if d.id == deck_id:
            return d
    raise KeyError(f"unknown prebuilt deck {deck_id!r}")


def deck_to_dict(deck: Deck) -> dict:
    """A plain JSON-able dict (a save embeds it); :func:`deck_from_dict` reads it back."""
    d: dict = {"id": deck.id}
    if isinstance(deck.name, dict):
        d["names"] = dict(deck.name)
    else:
        d["name"] = deck.name or ""
    if deck.strategy is not None:
        d["strategy"] = dict(deck.strategy) if isinstance(deck.strategy, dict) else deck.strategy
    d["alfas"] = list(deck.alfas)
    d["bosque"] = {cid: n for cid, n in deck.bosque}
    d["reserva"] = {cid: n for cid, n in deck.reserva}
    return d


def deck_from_dict(d: dict, pool=None) -> Deck:
    return parse_deck(d, pool, "<deck>")


def deck_to_yaml(deck: Deck) -> str:
    return yaml.safe_dump(deck_to_dict(deck), sort_keys=False, allow_unicode=True, default_flow_style=False,
                          width=110)


__all__ = ["Deck", "DataError", "DataProblem", "count_bosque", "count_reserva", "deck_cards", "deck_from_dict",
           "deck_name", "deck_to_dict", "deck_to_yaml", "find_prebuilt", "load_deck", "parse_deck", "prebuilt",
           "validate"]
