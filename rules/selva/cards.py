"""Selva's card pool: ``data/selva/cards.yaml`` as typed, frozen models, and the tables the rules read.

Each card type is one pydantic model (``rules.engine.models.Model``) that is both the object the game
uses and the check of its YAML; the effect terms are the types ``rules.selva.effects`` declares with
their handlers (``EFFECTS.term_type()``). A bad file stops with one line per problem:
``data/selva/cards.yaml:123: cards[17].cost.hierba: expected an integer, got "two"``. Rules that span
fields or cards (one target per card, snake_case and unique ids, the keywords defined, a plain Hierba
and Presa in the pool) are the pool file's one ``model_validator``.

The pool holds one entry per distinct card (decks say how many copies). ``pool.index[card_id]`` is
the card's pool index, which a game stores in ``s.card[uid]``. :class:`Tables` turns the pool into
flat tuples indexed by pool index (what the rules read while playing). Never imports pygame nor ``game/``.
"""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, Field, PrivateAttr, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from rules.engine.data import DataError, DataProblem, data_dir
from rules.engine.models import Bool, Model, Str, load_model
from rules.selva.effects import ALFA_TERMS, EFFECTS, RECOVER_ZONE, Range, alfa_modifiers, compile_terms

TYPES = ("alfa", "animal", "recurso", "elemento", "fuerza", "sigilo")
KEYWORDS = ("defender", "acecho", "veloz", "alado", "venenoso", "manada", "vigia", "carronero")
ACTIVITIES = ("day", "night", "both")
ELEMENTS = ("agua", "fuego", "tierra", "viento")
RESOURCES = ("hierba", "presa")
TARGET_KINDS = ("enemy_animal", "own_animal", "any_animal", "attacker", "combat_animal", "own_isolated", "own_dead")

Term = EFFECTS.term_type()
AlfaTerm = ALFA_TERMS.term_type()


def _both_languages(value: dict) -> dict:
    missing = [k for k in ("es", "en") if k not in value]
    if missing:
        raise ValueError(f"missing {' and '.join(missing)} (a text in each language: es, en)")
    return value


# A text in each language of the interface, kept as a plain {es, en} mapping.
Text = Annotated[dict[Literal["es", "en"], Str], AfterValidator(_both_languages)]
Keyword_ = Literal[KEYWORDS]  # type: ignore[valid-type]


def first_target(terms) -> str | None:
    """The target kind of the first term that names one (None: no target)."""
    for t in terms or ():
        kind = getattr(t, "target", None)
        if kind is not None:
            return kind
    return None


class Cost(Model):
    """``{hierba, presa}``; reads as the pair ``(hierba, presa)`` (``h, p = card.cost``)."""
    hierba: Range(0, 9)
    presa: Range(0, 9)

    def __iter__(self):
        yield self.hierba
        yield self.presa

    def __getitem__(self, i):
        return (self.hierba, self.presa)[i]

    def __len__(self) -> int:
        return 2

    def __eq__(self, other) -> bool:
        if isinstance(other, (Cost, tuple, list)):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.hierba, self.presa))


FREE = Cost(hierba=0, presa=0)

# what a card of another type reads for a field its own type does not have
_ABSENT = {"life": 0, "ability": None, "cost": FREE, "attack": 0, "defence": 0, "activity": None,
           "keywords": (), "resource": None, "common": False, "dual": False, "on_enter": (), "element": None,
           "effects": (), "text": None, "fact": None}


class CardBase(Model):
    """What every card offers. Cards compare (and hash) by identity: each is one entry of the pool."""
    id: Str
    names: Text

    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def __getattr__(self, name: str) -> Any:
        if name in _ABSENT:
            return _ABSENT[name]
        return super().__getattr__(name)       # type: ignore[misc]

    @property
    def plain(self) -> bool:
        """A common resource without ability."""
        return False

    @property
    def target(self) -> str | None:
        """The target kind of the card's first term that has one (None: no target)."""
        return first_target(self.effects or self.on_enter)

    @property
    def total_cost(self) -> int:
        return self.cost[0] + self.cost[1]

    def name(self, lang: str = "es") -> str:
        return self.names.get(lang) or self.names.get("es") or self.id

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


def NonEmpty(item):
    """One or more ``item`` (read as a list, kept as a tuple: a tuple's length check would also
    report a bad item a second time)."""
    return Annotated[list[item], Field(min_length=1), AfterValidator(tuple)]


Terms = NonEmpty(Term)


class Ability(Model):
    """An animal's activated ability: its cost, terms and text."""
    cost: Cost
    effects: Terms  # type: ignore[valid-type]
    text: Text

    @property
    def target(self) -> str | None:
        return first_target(self.effects)


class AlfaCard(CardBase):
    type: Literal["alfa"]
    life: Range(16, 22)
    ability: AlfaTerm  # type: ignore[valid-type]
    text: Text
    fact: Text


class AnimalCard(CardBase):
    type: Literal["animal"]
    cost: Cost
    attack: Range(0, 12)
    defence: Range(1, 12)
    activity: Literal[ACTIVITIES]  # type: ignore[valid-type]
    keywords: tuple[Keyword_, ...]  # type: ignore[valid-type]
    ability: Ability | None = None
    fact: Text

    @property
    def text(self):
        """The ability in words (None for a vanilla animal)."""
        return self.ability.text if self.ability is not None else None


class RecursoCard(CardBase):
    type: Literal["recurso"]
    resource: Literal[RESOURCES]  # type: ignore[valid-type]
    common: Bool
    dual: Bool = False
    on_enter: Terms = ()  # type: ignore[valid-type]
    text: Text | None = None

    @property
    def plain(self) -> bool:
        return self.common and not self.dual and not self.on_enter


class ElementoCard(CardBase):
    type: Literal["elemento"]
    element: Literal[ELEMENTS]  # type: ignore[valid-type]
    cost: Cost
    effects: Terms  # type: ignore[valid-type]
    text: Text


class FuerzaCard(CardBase):
    type: Literal["fuerza"]
    cost: Cost
    effects: Terms  # type: ignore[valid-type]
    text: Text


class SigiloCard(CardBase):
    type: Literal["sigilo"]
    cost: Cost
    effects: Terms  # type: ignore[valid-type]
    text: Text


Card = Annotated[Union[AlfaCard, AnimalCard, RecursoCard, ElementoCard, FuerzaCard, SigiloCard],  # noqa: UP007
                 Field(discriminator="type")]


class Keyword(Model):
    id: Keyword_  # type: ignore[valid-type]
    names: Text
    text: Text


def _problem(loc: tuple, msg: str, value: Any = None) -> InitErrorDetails:
    return InitErrorDetails(type=PydanticCustomError("cross_check", msg), loc=loc, input=value)


class Pool(Model):
    """The whole card file: ``keywords`` and ``cards`` (in file order); ``index`` maps a card id to
    its pool index. Compared by identity (one pool per file)."""
    keywords: NonEmpty(Keyword)
    cards: tuple[Card, ...]  # type: ignore[valid-type]
    _index: dict = PrivateAttr(default_factory=dict)

    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def model_post_init(self, _context: Any) -> None:
        self._index = {c.id: i for i, c in enumerate(self.cards)}

    @property
    def index(self) -> dict:
        return self._index

    def card(self, card_id: str):
        return self.cards[self._index[card_id]]

    def keyword(self, keyword_id: str) -> Keyword:
        for k in self.keywords:
            if k.id == keyword_id:
                return k
        raise KeyError(keyword_id)

    def of_type(self, kind: str) -> list:
        return [c for c in self.cards if c.type == kind]

    @model_validator(mode="after")
    def _cross(self):
        problems: list[InitErrorDetails] = []
        seen_kw: dict[str, int] = {}
        for i, k in enumerate(self.keywords):
            if k.id in seen_kw:
                problems.append(_problem(("keywords", i, "id"), f"duplicate id \"{k.id}\" (first at "
                                                                 f"keywords[{seen_kw[k.id]}])", k.id))
            seen_kw.setdefault(k.id, i)
        for kw in KEYWORDS:
            if kw not in seen_kw:
                problems.append(_problem(("keywords",), f"keyword '{kw}' is not defined"))
        seen: dict[str, int] = {}
        for i, c in enumerate(self.cards):
            if c.id in seen:
                problems.append(_problem(("cards", i, "id"), f"duplicate id \"{c.id}\" (first at "
                                                              f"cards[{seen[c.id]}])", c.id))
            seen.setdefault(c.id, i)
            if not (c.id.replace("_", "").isalnum() and c.id == c.id.lower() and c.id.isascii()):
                problems.append(_problem(("cards", i, "id"), f"expected a snake_case id, got '{c.id}'", c.id))
            if c.type == "animal":
                if len(set(c.keywords)) != len(c.keywords):
                    problems.append(_problem(("cards", i, "keywords"), "a keyword is listed twice"))
                if c.cost.hierba + c.cost.presa < 1:
                    problems.append(_problem(("cards", i, "cost"), "an animal costs at least 1"))
                if c.ability is not None:
                    problems += _term_problems(c.ability.effects, ("cards", i, "ability", "effects"))
            elif c.type == "recurso":
                if c.on_enter and c.text is None:
                    problems.append(_problem(("cards", i, "text"),
                                             "missing field (a recurso with on_enter needs its text)"))
                problems += _term_problems(c.on_enter, ("cards", i, "on_enter"))
            elif c.type in ("elemento", "fuerza", "sigilo"):
                problems += _term_problems(c.effects, ("cards", i, "effects"))
        for kind in RESOURCES:
            if not any(c.plain and c.resource == kind for c in self.cards):
                problems.append(_problem(("cards",), f"the pool needs a plain (common, without ability) {kind} "
                                                     f"resource"))
        if problems:
            raise ValidationError.from_exception_data("Pool", problems)
        return self


def _term_problems(terms, loc: tuple) -> list:
    """A card has one target (every term naming a target names the same kind); a ``recover`` term's
    target matches its zone."""
    out = []
    first = None
    for j, t in enumerate(terms or ()):
        kind = getattr(t, "target", None)
        if t.effect == "recover" and RECOVER_ZONE.get(kind) != t.zone:
            out.append(_problem(loc + (j, "target"), f"target '{kind}' does not match zone '{t.zone}' "
                                                     f"(aislamiento takes own_isolated, cementerio takes own_dead)"))
        if kind is None:
            continue
        if first is None:
            first = kind
        elif kind != first:
            out.append(_problem(loc + (j, "target"), f"a card has one target: '{kind}' differs from the first "
                                                     f"term's '{first}'"))
    return out


# ---------------------------------------------------------------------------- loading

DATA_FILE = os.path.join("selva", "cards.yaml")
DECKS_DIR = os.path.join("selva", "decks")


def parse_pool(path: str, display: str | None = None) -> Pool:
    return load_model(Pool, path, display)


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


# ---------------------------------------------------------------------------- the tables the rules read

class Tables:
    """Per-pool tuples indexed by pool index, shared by every state (never changed)."""
    __slots__ = ("pool", "ids", "type", "cost", "attack", "defence", "activity", "defender", "acecho", "veloz",
                 "alado", "venenoso", "manada", "vigia", "carronero", "resource", "dual", "plain", "element",
                 "effects", "target", "ab_cost", "ab_effects", "ab_target", "life", "alfa_mod", "power")

    def __init__(self, pool: Pool):
        cards = pool.cards
        self.pool = pool
        self.ids = tuple(c.id for c in cards)
        self.type = tuple(c.type for c in cards)
        self.cost = tuple(tuple(c.cost) for c in cards)
        self.attack = tuple(c.attack for c in cards)
        self.defence = tuple(c.defence for c in cards)
        self.activity = tuple(c.activity for c in cards)
        for kw in KEYWORDS:
            setattr(self, kw, tuple(kw in c.keywords for c in cards))
        self.resource = tuple(c.resource for c in cards)
        self.dual = tuple(bool(c.dual) for c in cards)
        self.plain = tuple(bool(c.plain) for c in cards)
        self.element = tuple(c.element for c in cards)
        terms = [tuple(c.on_enter) if c.type == "recurso" else tuple(c.effects) for c in cards]
        self.effects = tuple(compile_terms(t) for t in terms)
        self.target = tuple(first_target(t) for t in terms)
        ab = [c.ability if c.type == "animal" else None for c in cards]
        self.ab_cost = tuple(tuple(a.cost) if a else None for a in ab)
        self.ab_effects = tuple(compile_terms(a.effects) if a else () for a in ab)
        self.ab_target = tuple(first_target(a.effects) if a else None for a in ab)
        self.life = tuple(c.life for c in cards)
        self.alfa_mod = tuple(alfa_modifiers(c.ability) if c.type == "alfa" else {} for c in cards)
        # a rough worth of an animal on the board, for evaluate
        self.power = tuple((c.attack + 0.7 * c.defence + 0.6 * len(c.keywords) + (0.5 if c.ability else 0.0))
                           if c.type == "animal" else 0.0 for c in cards)


_TABLES: dict[int, Tables] = {}


def tables(pool: Pool) -> Tables:
    t = _TABLES.get(id(pool))
    if t is None or t.pool is not pool:
        t = _TABLES[id(pool)] = Tables(pool)
    return t
