"""Selva's card pool, loaded from ``data/selva/cards.yaml`` into frozen models.

The pool holds one entry per distinct card (decks say how many copies). ``pool.index[card_id]`` is
the card's pool index, which a game stores in ``s.card[uid]``. Effect terms are checked here against
the table of ``docs/selva-design.md`` and become :class:`Term` records; ``rules/selva/effects.py``
gives them meaning. This module never imports pygame nor ``game/``.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from rules.engine.data import (Checker, DataError, DataProblem, _join, boolean, data_dir, integer, listing, load_yaml,
                               names, one_of, record, text, unique_ids)

TYPES = ("alfa", "animal", "recurso", "elemento", "fuerza", "sigilo")
KEYWORDS = ("defender", "acecho", "veloz", "alado", "venenoso", "manada", "vigia", "carronero")
ACTIVITIES = ("day", "night", "both")
ELEMENTS = ("agua", "fuego", "tierra", "viento")
RESOURCES = ("hierba", "presa")
TARGET_KINDS = ("enemy_animal", "own_animal", "any_animal", "attacker", "combat_animal", "own_isolated", "own_dead")
# the zone a ``recover`` term takes its card from, for each of its target kinds
RECOVER_ZONE = {"own_isolated": "aislamiento", "own_dead": "cementerio"}

_amount = integer(1, 20)
_count = integer(1, 10)
_boost = integer(0, 10)

# effect name -> its parameters (every one required), as in the contract's table
EFFECTS: dict[str, dict] = {
    "damage_animal": {"amount": _amount, "target": one_of("enemy_animal", "any_animal")},
    "damage_alfa": {"amount": _amount},
    "heal_alfa": {"amount": _amount},
    "draw": {"count": _count},
    "discard_random": {"count": _count},
    "pump": {"attack": _boost, "defence": _boost, "target": one_of("own_animal", "any_animal")},
    "tap": {"target": one_of("enemy_animal")},
    "untap": {"target": one_of("own_animal")},
    "cancel_attack": {"target": one_of("attacker")},
    "bounce": {"target": one_of("any_animal", "enemy_animal")},
    "recover": {"zone": one_of("aislamiento", "cementerio"), "target": one_of("own_isolated", "own_dead")},
    "switch_time": {"target": one_of("combat_animal")},
    "ramp": {"kind": one_of(*RESOURCES)},
}

# an Alfa's ability (always on): one of these terms
ALFA_EFFECTS: dict[str, dict] = {
    "attack_bonus": {"time": one_of("day", "night", "any"), "amount": integer(1, 5)},
    "defence_bonus": {"time": one_of("day", "night", "any"), "amount": integer(1, 5)},
    "despertar_heal": {"amount": integer(1, 5)},
    "hand_limit": {"amount": integer(1, 5)},
    "animal_discount": {"kind": one_of(*RESOURCES), "amount": integer(1, 5)},
    "sigilo_discount": {"amount": integer(1, 5)},
    "recover_limit": {"amount": integer(1, 5)},
}


# ---------------------------------------------------------------- models

@dataclass(frozen=True)
class Term:
    """One effect term. Parameters a term does not take keep their default (0 / None)."""
    name: str
    amount: int = 0
    count: int = 0
    attack: int = 0
    defence: int = 0
    target: str | None = None
    zone: str | None = None
    kind: str | None = None
    time: str | None = None

    def get(self, key: str, default: Any = None) -> Any:
        value = getattr(self, key, default)
        return default if value is None else value


@dataclass(frozen=True)
class Ability:
    """An animal's activated ability: cost ``(hierba, presa)``, terms, text ``{es, en}``."""
    cost: tuple
    effects: tuple
    text: dict

    @property
    def target(self) -> str | None:
        return _first_target(self.effects)


@dataclass(frozen=True)
class Keyword:
    id: str
    names: dict
    text: dict


@dataclass(frozen=True, eq=False)
class Card:
    id: str
    type: str
    names: dict
    text: dict | None = None         # the ability / effect in words (None for vanilla cards)
    fact: dict | None = None         # animals and Alfas
    life: int = 0                    # alfa
    ability: Any = None              # alfa: Term; animal: Ability or None
    cost: tuple = (0, 0)             # (hierba, presa)
    attack: int = 0
    defence: int = 0
    activity: str | None = None      # day | night | both (animals)
    keywords: frozenset = field(default_factory=frozenset)
    resource: str | None = None      # hierba | presa (recursos)
    common: bool = False
    dual: bool = False
    on_enter: tuple = ()             # Terms (recursos)
    element: str | None = None       # agua | fuego | tierra | viento (elementos)
    effects: tuple = ()              # Terms (elemento, fuerza, sigilo)
    plain: bool = False              # a common resource without ability

    @property
    def target(self) -> str | None:
        """The target kind of the card's first term that has one (None: no target)."""
        return _first_target(self.effects or self.on_enter)

    @property
    def total_cost(self) -> int:
        return self.cost[0] + self.cost[1]

    def name(self, lang: str = "es") -> str:
        return self.names.get(lang) or self.names.get("es") or self.id

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


@dataclass(frozen=True, eq=False)
class Pool:
    cards: tuple                     # Card, in YAML order
    index: dict                      # card id -> pool index
    keywords: tuple                  # Keyword, in YAML order

    def card(self, card_id: str) -> Card:
        return self.cards[self.index[card_id]]

    def keyword(self, keyword_id: str) -> Keyword:
        for k in self.keywords:
            if k.id == keyword_id:
                return k
        raise KeyError(keyword_id)

    def of_type(self, kind: str) -> list[Card]:
        return [c for c in self.cards if c.type == kind]


def _first_target(terms) -> str | None:
    for t in terms or ():
        if t.target is not None:
            return t.target
    return None


# ---------------------------------------------------------------- schema

def _term_check(known: dict[str, dict], what: str):
    def check(value: Any, path: str, ck: Checker) -> Any:
        if not isinstance(value, dict) or "effect" not in value:
            ck.fail(path, f"expected {what} {{effect: NAME, ...}}, got {value!r}")
            return None
        name = value["effect"]
        if name not in known:
            ck.fail(_join(path, "effect"), f"unknown effect {name!r} (known: {', '.join(sorted(known))})")
            return None
        params = {k: v for k, v in value.items() if k != "effect"}
        out = record(known[name])(params, path, ck)
        if out is None or any(v is None for v in out.values()):
            return None
        if name == "recover" and RECOVER_ZONE.get(out["target"]) != out["zone"]:
            ck.fail(_join(path, "target"), f"target {out['target']!r} does not match zone {out['zone']!r} "
                                           f"(aislamiento takes own_isolated, cementerio takes own_dead)")
            return None
        return Term(name, **out)
    return check


_effect = _term_check(EFFECTS, "an effect term")
_alfa_effect = _term_check(ALFA_EFFECTS, "an Alfa term")
_cost = record({"hierba": integer(0, 9), "presa": integer(0, 9)})

_COMMON = {"id": text(), "type": one_of(*TYPES), "names": names()}
SCHEMAS = {
    "alfa": record({**_COMMON, "life": integer(16, 22), "ability": _alfa_effect, "text": names(), "fact": names()}),
    "animal": record({**_COMMON, "cost": _cost, "attack": integer(0, 12), "defence": integer(1, 12),
                      "activity": one_of(*ACTIVITIES), "keywords": listing(text()), "fact": names()},
                     {"ability": record({"cost": _cost, "effects": listing(_effect, min_len=1), "text": names()})}),
    "recurso": record({**_COMMON, "resource": one_of(*RESOURCES), "common": boolean()},
                      {"dual": boolean(), "on_enter": listing(_effect, min_len=1), "text": names()}),
    "elemento": record({**_COMMON, "element": one_of(*ELEMENTS), "cost": _cost,
                        "effects": listing(_effect, min_len=1), "text": names()}),
    "fuerza": record({**_COMMON, "cost": _cost, "effects": listing(_effect, min_len=1), "text": names()}),
    "sigilo": record({**_COMMON, "cost": _cost, "effects": listing(_effect, min_len=1), "text": names()}),
}
_KEYWORD = record({"id": one_of(*KEYWORDS), "names": names(), "text": names()})


def _one_target(terms: list, path: str, ck: Checker) -> None:
    """A card has at most one target: every term naming a target names the same kind."""
    first = None
    for j, t in enumerate(terms or []):
        if t is None or t.target is None:
            continue
        if first is None:
            first = t.target
        elif t.target != first:
            ck.fail(f"{path}[{j}].target", f"a card has one target: {t.target!r} differs from the first "
                                           f"term's {first!r}")


def parse_pool(path: str, display: str | None = None) -> Pool:
    doc = load_yaml(path, display)
    ck = Checker(doc)
    top = doc.value
    if not isinstance(top, dict):
        ck.fail("", "expected a mapping with keywords: and cards:")
        ck.raise_if_any()
    for key in ("keywords", "cards"):
        if key not in top:
            ck.fail(key, "missing field")
    for key in top:
        if key not in ("keywords", "cards"):
            ck.fail(str(key), "unknown field")
    ck.raise_if_any()
    raw_kw = listing(_KEYWORD, min_len=1)(top["keywords"], "keywords", ck) or []
    unique_ids(top["keywords"] if isinstance(top["keywords"], list) else [], "keywords", ck)
    defined = [k["id"] for k in raw_kw if k and k.get("id")]
    for kw in KEYWORDS:
        if kw not in defined:
            ck.fail("keywords", f"keyword {kw!r} is not defined")

    items = top["cards"]
    if not isinstance(items, list):
        ck.fail("cards", f"expected a list, got {items!r}")
        ck.raise_if_any()
    unique_ids(items, "cards", ck)
    raws: list[dict | None] = []
    for i, item in enumerate(items):
        p = f"cards[{i}]"
        if not isinstance(item, dict):
            ck.fail(p, f"expected a mapping, got {item!r}")
            raws.append(None)
            continue
        kind = item.get("type")
        if kind not in SCHEMAS:
            ck.fail(f"{p}.type", "missing field" if kind is None else
                    f"expected one of {', '.join(TYPES)}, got {kind!r}")
            raws.append(None)
            continue
        raw = SCHEMAS[kind](item, p, ck)
        raws.append(raw)
        if raw is None:
            continue
        ident = raw.get("id")
        if ident is not None and (not ident.replace("_", "").isalnum() or ident != ident.lower()
                                  or not ident.isascii()):
            ck.fail(f"{p}.id", f"expected a snake_case id, got {ident!r}")
        if kind == "animal":
            for j, kw in enumerate(raw.get("keywords") or []):
                if kw is not None and kw not in defined:
                    ck.fail(f"{p}.keywords[{j}]", f"unknown keyword {kw!r} (known: {', '.join(defined)})")
            if len(set(raw.get("keywords") or [])) != len(raw.get("keywords") or []):
                ck.fail(f"{p}.keywords", "a keyword is listed twice")
            ab = raw.get("ability")
            if ab:
                _one_target(ab.get("effects"), f"{p}.ability.effects", ck)
            cost = raw.get("cost")
            if cost and None not in cost.values() and cost["hierba"] + cost["presa"] < 1:
                ck.fail(f"{p}.cost", "an animal costs at least 1")
        elif kind == "recurso":
            if raw.get("on_enter") and not raw.get("text"):
                ck.fail(f"{p}.text", "missing field (a recurso with on_enter needs its text)")
            if raw.get("on_enter") is None and "on_enter" in item:
                pass
            _one_target(raw.get("on_enter"), f"{p}.on_enter", ck)
        elif kind in ("elemento", "fuerza", "sigilo"):
            _one_target(raw.get("effects"), f"{p}.effects", ck)
    ck.raise_if_any()

    cards: list[Card] = []
    for raw in raws:
        cards.append(_make_card(raw))
    for kind in RESOURCES:
        if not any(c.plain and c.resource == kind for c in cards):
            ck.fail("cards", f"the pool needs a plain (common, without ability) {kind} resource")
    ck.raise_if_any()
    keywords = tuple(Keyword(k["id"], k["names"], k["text"]) for k in raw_kw)
    return Pool(cards=tuple(cards), index={c.id: i for i, c in enumerate(cards)}, keywords=keywords)


def _cost_of(raw: dict | None) -> tuple:
    return (raw["hierba"], raw["presa"]) if raw else (0, 0)


def _make_card(raw: dict) -> Card:
    kind = raw["type"]
    base = dict(id=raw["id"], type=kind, names=raw["names"], text=raw.get("text"))
    if kind == "alfa":
        return Card(**base, fact=raw["fact"], life=raw["life"], ability=raw["ability"])
    if kind == "animal":
        ab = raw.get("ability")
        ability = Ability(_cost_of(ab["cost"]), tuple(ab["effects"]), ab["text"]) if ab else None
        base["text"] = ab["text"] if ab else None
        return Card(**base, fact=raw["fact"], ability=ability, cost=_cost_of(raw["cost"]), attack=raw["attack"],
                    defence=raw["defence"], activity=raw["activity"], keywords=frozenset(raw["keywords"]))
    if kind == "recurso":
        dual = bool(raw.get("dual"))
        on_enter = tuple(raw.get("on_enter") or ())
        common = raw["common"]
        return Card(**base, resource=raw["resource"], common=common, dual=dual, on_enter=on_enter,
                    plain=common and not dual and not on_enter)
    return Card(**base, cost=_cost_of(raw["cost"]), element=raw.get("element"), effects=tuple(raw["effects"]))


DATA_FILE = os.path.join("selva", "cards.yaml")
DECKS_DIR = os.path.join("selva", "decks")


@lru_cache(maxsize=None)
def _load_default(root: str) -> Pool:
    return parse_pool(os.path.join(root, DATA_FILE), os.path.join("data", DATA_FILE))


def load_pool(path: str | None = None) -> Pool:
    """The card pool: the shipped one (cached) or the file at ``path``."""
    if path is None:
        return _load_default(data_dir())
    return parse_pool(path, path)


def check(root: str) -> list[str]:
    """``check-data``: problems in ``root``'s cards.yaml and in every prebuilt deck (one line each)."""
    from rules.selva.decks import load_deck, validate
    path = os.path.join(root, DATA_FILE)
    if not os.path.exists(path):
        return [str(DataProblem(path, 1, "(file)", "missing"))]
    try:
        pool = parse_pool(path, path)
    except DataError as exc:
        return [str(p) for p in exc.problems]
    problems: list[str] = []
    ddir = os.path.join(root, DECKS_DIR)
    files = sorted(f for f in os.listdir(ddir) if f.endswith(".yaml")) if os.path.isdir(ddir) else []
    if not files:
        problems.append(str(DataProblem(ddir, 1, "(folder)", "no prebuilt deck")))
    for fname in files:
        fpath = os.path.join(ddir, fname)
        try:
            deck = load_deck(fpath, pool)
        except DataError as exc:
            problems += [str(p) for p in exc.problems]
            continue
        if deck.id != fname[:-5]:
            problems.append(str(DataProblem(fpath, 1, "id", f"expected the file stem {fname[:-5]!r}, got {deck.id!r}")))
        problems += [str(DataProblem(fpath, 1, "(deck)", msg)) for msg in validate(deck, pool)]
    return problems
