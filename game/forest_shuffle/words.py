"""Forest Shuffle in words (pure Python, no pygame): the names of cards, species, symbols and tree
species in the interface language, the short points label a card face shows, and the lines of the
per-card score breakdown ("Goshawk: 3 × 4 birds = 12").

Every name comes from the card file (``data/forest_shuffle/cards.yaml``: one name per thing per
language); every sentence from the interface strings (the rules' ``forest_shuffle.score.*`` and the
table's own ``forest_shuffle.table.*``).
"""
from __future__ import annotations

from game.i18n import name as pick_name
from game.i18n import tr, tr_n
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import COLOURS

D = db()
T = "forest_shuffle.table."
_SPECIES = {s.id: s for s in D.species}


# ---------------------------------------------------------------- names

def species_name(species_id: str) -> str:
    """A species (tree or dweller) in the interface language; ``sapling`` and ``cave`` too."""
    if species_id == "sapling":
        return tr("forest_shuffle.sapling")
    if species_id == "cave":
        return tr("forest_shuffle.cave")
    s = _SPECIES.get(species_id)
    return pick_name(s.names) if s is not None else str(species_id)


def symbol_name(symbol: str, count: int | None = None) -> str:
    """A card-type symbol's name (the card file's), in the plural when ``count`` is not 1."""
    base = pick_name(D.data.symbols[symbol]) if symbol in D.data.symbols else symbol
    if count is None or count == 1:
        return base
    key = f"{T}plural.{symbol}"
    text = tr(key)
    return base if text == key else text


def symbols_name(symbols, count: int | None = None) -> str:
    return tr(T + "and_join").join(symbol_name(s, count) for s in symbols)


def tree_name(colour: str) -> str:
    """A tree symbol ("colour") is named after its tree species."""
    return species_name(colour)


def tree_code(colour: str) -> str:
    """Two letters for a tree symbol (colour is never the only cue)."""
    return tr(f"{T}code.{colour}")


def card_name(card: int) -> str:
    """A card by its number: a tree's species, or both halves of a split card ("Goshawk / Moss")."""
    if card is None or card < 0:
        return tr(T + "unknown_card")
    if D.is_winter[card]:
        return tr(T + "winter_card")
    return " / ".join(species_name(D.species_ids[D.f_species[f]]) for f in D.halves(card))


def card_name_by_id(card_id) -> str:
    if card_id is None:
        return tr(T + "unknown_card")
    c = D.card_index.get(card_id)
    return card_name(c) if c is not None else str(card_id)


def cards_name(card_ids) -> str:
    return ", ".join(card_name_by_id(c) for c in card_ids)


def side_name(side: str) -> str:
    return tr(f"forest_shuffle.side.{side}")


# ---------------------------------------------------------------- the points a card face shows

def _what(params: dict, count=None) -> str:
    if "symbols" in params:
        return symbols_name(params["symbols"], count)
    if "symbol" in params:
        return symbol_name(params["symbol"], count)
    if "species" in params:
        return species_name(params["species"])
    if "tree" in params:
        return tree_name(params["tree"])
    return ""


def term_params(term) -> dict:
    return {k: getattr(term, k) for k in type(term).model_fields if k not in ("effect", "score")}


def points_parts(species_id: str) -> list[tuple]:
    """The short points rule of a species for its card face, as parts: ``("text", s)`` and the icons
    drawn between them (``("sym", symbol)``, ``("pic", species)``, ``("code", tree)``): "2 × [insect]"."""
    s = _SPECIES[species_id]
    term = s.score
    p = term_params(term)
    name = term.score
    if "symbols" in p:
        icons = [("sym", x) for x in p["symbols"]]
    elif "symbol" in p:
        icons = [("sym", p["symbol"])]
    elif name in ("most_trees", "min_trees", "all_species", "fully_occupied"):
        icons = [("sym", "tree")]
    elif name == "own_colour":
        icons = [("code", None)]
    elif "species" in p:
        icons = [("pic", p["species"])]
    elif "tree" in p:
        icons = [("pic", p["tree"])]
    else:
        icons = []
    if "table" in p:
        p["first"], p["last"] = p["table"][0], p["table"][-1]
        p.pop("table")
    text = tr_n(f"{T}pts.flat", p["points"]) if name == "flat" else tr(f"{T}pts.{name}", **p)
    out: list[tuple] = []
    pieces = text.split("@")
    for i, piece in enumerate(pieces):
        if piece:
            out.append(("text", piece))
        if i < len(pieces) - 1:
            for j, ic in enumerate(icons):
                if j:
                    out.append(("text", "+"))
                out.append(ic)
    return out


def points_label(species_id: str) -> str:
    """The same rule in words only (the icons named): "2 × insect"."""
    out = []
    for kind, val in points_parts(species_id):
        if kind == "text":
            out.append(val)
        elif kind == "sym":
            out.append(symbol_name(val))
        elif kind == "pic":
            out.append(species_name(val))
        else:
            out.append(tr(T + "own_tree"))
    return "".join(out)


def has_effect(species_id: str) -> bool:
    return bool(_SPECIES[species_id].effect) or _SPECIES[species_id].trigger is not None


def has_bonus(species_id: str) -> bool:
    return bool(_SPECIES[species_id].bonus)


def rule_texts(species_id: str) -> dict:
    """The card file's own texts of a species: ``effect``, ``bonus``, ``points`` (missing ones left out)."""
    s = _SPECIES[species_id]
    out = {}
    for what in ("effect", "bonus", "points"):
        names = getattr(s.text, what)
        if names is not None:
            out[what] = pick_name(names)
    return out


def cost_of(species_id: str) -> int:
    return _SPECIES[species_id].cost


def symbols_of(species_id: str) -> tuple:
    return tuple(_SPECIES[species_id].symbols)


# ---------------------------------------------------------------- the score breakdown

def reason_text(entry: dict) -> str:
    """Why one card scored what it did, from its breakdown entry (``forest_shuffle.score.<reason>``)."""
    params = dict(entry.get("params") or {})
    reason = entry.get("reason") or "flat"
    total = entry.get("points", 0)
    count = params.get("count")
    what = _what(params, count)
    if reason == "in_set":
        return tr("forest_shuffle.score.in_set")
    if "sets" in params:
        params["sets"] = " + ".join(str(x) for x in params["sets"]) or "0"
    if reason == "most_species":
        what = _what(params, params.get("count"))
    return tr(f"forest_shuffle.score.{reason}", total=total, what=what, **params)


def entry_line(entry: dict) -> str:
    """"Goshawk: 3 × 4 birds = 12" (a sapling, the cave and a card of a set read the same way)."""
    return tr(T + "entry", name=species_name(entry.get("species", "?")), why=reason_text(entry))


CATEGORIES = ("tree", "top", "bottom", "side", "cave")


def category(entry: dict) -> str:
    side = entry.get("side")
    if entry.get("species") == "cave":
        return "cave"
    if side in ("left", "right"):
        return "side"
    return side or "tree"


def category_totals(entries: list[dict]) -> dict:
    out = {c: 0 for c in CATEGORIES}
    cards = {c: 0 for c in CATEGORIES}
    for e in entries:
        c = category(e)
        out[c] += e.get("points", 0)
        if c != "cave":
            cards[c] += 1
        else:
            cards[c] += (e.get("params") or {}).get("count", 0)
    return {"points": out, "cards": cards}


def category_name(cat: str) -> str:
    return tr(f"{T}cat.{cat}")


def n_cards(n: int) -> str:
    return tr_n(T + "n_cards", n)


__all__ = ["species_name", "symbol_name", "tree_name", "tree_code", "card_name", "card_name_by_id",
           "cards_name", "points_label", "reason_text", "entry_line", "category_totals", "CATEGORIES",
           "COLOURS"]
