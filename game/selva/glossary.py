"""One name for each thing: the names Selva's screens, log and rules text share (no pygame).

Card names come from the data (``data/selva/cards.yaml``), keyed by card id (``{picaflor_chico}``,
``{hierba}``); keywords as ``{kw_<id>}`` (``{kw_veloz}`` is "Swift" in English, the word on the cards
and in the zoom); the zones, phases, card types and elements from the strings files (``{zone_<id>}``,
``{phase_<id>}``, ``{type_<id>}``, ``{element_<id>}``), the same keys the table shows.
``glossary(lang)`` is the game's ``GameUI.glossary``: ``data/selva/rules_text.yaml`` writes the
placeholders and reads exactly what the table says.
"""
from __future__ import annotations

from game import i18n

ZONES = ("bosque", "reserva", "cementerio", "aislamiento", "preparacion", "combat", "elementos", "sigilos")
PHASES = ("despertar", "preparacion", "intimidacion", "contienda", "resolucion", "retirada", "enfrentamiento")
TYPES = ("alfa", "animal", "recurso", "elemento", "fuerza", "sigilo")
ELEMENTS = ("agua", "fuego", "tierra", "viento")


def _string(lang: str, key: str) -> str:
    return i18n.table(lang).get(key) or i18n.table("en").get(key) or key


def glossary(lang: str) -> dict[str, str]:
    """Every placeholder the rules text may use, with its name in ``lang``."""
    from rules.selva.cards import load_pool
    pool = load_pool()
    out = {c.id: c.names.get(lang) or c.names["en"] for c in pool.cards}
    for k in pool.keywords:
        out[f"kw_{k.id}"] = k.names.get(lang) or k.names["en"]
    for z in ZONES:
        out[f"zone_{z}"] = _string(lang, f"selva.zone.{z}")
    for p in PHASES:
        out[f"phase_{p}"] = _string(lang, f"selva.phase.{p}")
    for t in TYPES:
        out[f"type_{t}"] = _string(lang, f"selva.type.{t}")
    for e in ELEMENTS:
        out[f"element_{e}"] = _string(lang, f"selva.element.{e}")
    return out
