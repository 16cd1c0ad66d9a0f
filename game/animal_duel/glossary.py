"""One name for each thing: the names Animal Duel's screens, log and rules text share (no pygame).

Card names come from the data (``data/animal_duel/cards.yaml``), keyed by card id (``{engullir}``,
``{trex}``); the names of the card types, the variants and the zones come from the strings files
(``animal_duel.type.*``, ``animal_duel.variant.*``, ``animal_duel.zone.*``), the same keys the table
shows. ``glossary(lang)`` is the game's ``GameUI.glossary``: the rules text writes ``{alteracion_genetica}``
or ``{zone_discard}`` and reads exactly what the table says.
"""
from __future__ import annotations

from game import i18n

TYPES = ("T", "I", "P")
VARIANTS = ("variant_kids", "variant_habitat", "variant_level_start", "variant_team")
ZONES = ("deck", "discard", "pile_it", "pile_p", "life", "board", "hand")


def card_names(deck, lang: str | None = None) -> dict[str, str]:
    """``{card id: name}`` for every card of ``deck`` in ``lang`` (default: the current language)."""
    lang = lang or i18n.language()
    out: dict[str, str] = {}
    for c in deck.cards:
        out.setdefault(c.key, getattr(c.names, lang, None) or c.names.en)
    return out


def _string(lang: str, key: str) -> str:
    return i18n.table(lang).get(key) or i18n.table("en").get(key) or key


def glossary(lang: str) -> dict[str, str]:
    """Every placeholder the rules text may use, with its name in ``lang``."""
    from rules.animal_duel.cards import load_deck
    deck = load_deck()
    out = card_names(deck, lang)
    for h in deck.habitats:
        out[f"habitat_{h.id}"] = getattr(h.names, lang, None) or h.names.en
    for t in TYPES:
        out[f"type_{t}"] = _string(lang, f"animal_duel.type.{t}")
    for v in VARIANTS:
        out[v] = _string(lang, f"animal_duel.variant.{v}")
    for z in ZONES:
        out[f"zone_{z}"] = _string(lang, f"animal_duel.zone.{z}")
    out["asleep"] = _string(lang, "animal_duel.mark.asleep")
    return out
