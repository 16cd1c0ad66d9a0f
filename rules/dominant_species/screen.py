"""What the screen needs, as plain functions of a state or a view (no pygame).

- :func:`prompt`: the phase and the step being resolved as an interface-string key with parameters
  (``data/dominant_species/strings.yaml`` holds the English and Spanish templates; :func:`prompt_text`
  formats one), e.g. ``Speciation (Seed): choose a Seed element on the Earth``.
- :func:`preview`: what a legal action would do (dominance changes, endangered species, VPs).
- :func:`earth`, :func:`animal_display`, :func:`action_display`, :func:`endangered`, :func:`dominance`:
  everything a table needs to draw, by id.
"""
from __future__ import annotations

import os
from functools import lru_cache

from rules.engine.data import data_dir, load_yaml
from rules.engine.rng import RNG
from rules.dominant_species import board as B
from rules.dominant_species.constants import (ANIMALS, BOXES, ELEMENTS, OVER, PHASES, SECTIONS, TERRAINS, UNKNOWN,
                                              VP_SOURCES)
from rules.dominant_species.tables import (COORDS, EYEBALLS, HEX_CORNERS, NH, PRINTED, SPACE_FREE, SPACE_PARAM,
                                           SPACE_SEC, SPACE_SLOT, SPEC_CAP)

# which section each frame kind belongs to (for the prompt's heading)
KIND_SECTION = {
    "plan": None, "init_swap": "initiative", "init_place": "initiative", "adapt": "adaptation",
    "protect": "regression", "abundance": "abundance", "abundance_corner": "abundance", "wasteland": "wasteland",
    "depletion": "depletion", "glaciate": "glaciation", "speciation": "speciation",
    "speciation_count": "speciation", "insect": "speciation", "wanderlust": "wanderlust",
    "wanderlust_hex": "wanderlust", "wanderlust_element": "wanderlust", "wanderlust_corner": "wanderlust",
    "wanderlust_move": "wanderlust", "migration": "migration", "competition": "competition",
    "domination": "domination", "card": "domination", "save": None,
}


def _name(a: int) -> str | None:
    return ANIMALS[a] if a >= 0 else None


def prompt(s) -> tuple[str, dict]:
    """(interface-string key, parameters) of the question being asked now."""
    if s.phase == OVER or not s.frames:
        return "dominant_species.prompt.over", {}
    fr = s.frames[-1]
    kind = fr[0]
    p = {"animal": ANIMALS[fr[1]], "turn": s.turn, "phase": PHASES[s.phase], "section": KIND_SECTION.get(kind)}
    if kind == "plan":
        p["pawns_left"] = s.supply[fr[1]]
    elif kind in ("speciation",):
        p["element"] = ELEMENTS[fr[2]]
    elif kind == "speciation_count":
        h = fr[2]
        p.update(tile=h, terrain=TERRAINS[s.terrain[h]], max=min(SPEC_CAP[s.terrain[h]], s.gene[fr[1]]))
    elif kind in ("abundance_corner", "habitat_corner"):
        p["element"] = ELEMENTS[fr[2]]
    elif kind == "aquatic_corner":
        p.update(tile=fr[2], element=ELEMENTS[fr[3]])
    elif kind in ("wanderlust_hex",):
        p["terrain"] = TERRAINS[fr[2]]
    elif kind in ("wanderlust_element", "wanderlust_corner"):
        p["tile"] = fr[2]
        if kind == "wanderlust_corner":
            p["element"] = ELEMENTS[fr[3]]
    elif kind == "wanderlust_move":
        p.update(tile=fr[2], source=fr[3], max=s.sp[fr[3] * 6 + fr[1]])
    elif kind == "migration":
        p["left"] = fr[2]
    elif kind == "competition":
        p["terrains"] = [TERRAINS[t] for t in range(8) if fr[2] >> t & 1] if fr[3] == 0 else ["any"]
        p["free"] = bool(fr[3])
    elif kind == "glaciate":
        p["card"] = "ice_sheet" if fr[2] else None
    elif kind == "card":
        p["tile"] = fr[2]
    elif kind == "aquatic_count":
        p.update(tile=fr[2], max=min(fr[3], s.gene[fr[1]]))
    elif kind == "hibernation_count":
        p.update(tile=fr[2], max=min(fr[3], s.elim[fr[1]]))
    elif kind in ("biomass", "catastrophe_keep", "catastrophe_hit", "predator", "blight_keep"):
        p["tile"] = fr[2]
    elif kind == "exodus_move":
        p.update(tile=fr[2], mover=ANIMALS[fr[3]])
    elif kind == "fecundity":
        p["tile"] = fr[2]
    elif kind in ("lose_element", "immigrants"):
        p["card_taker"] = ANIMALS[fr[2]]
    elif kind == "metamorphosis_in":
        p["element"] = ELEMENTS[fr[2]]
    elif kind == "evolution":
        p["left"] = fr[2]
    return f"dominant_species.prompt.{kind}", p


@lru_cache(maxsize=1)
def strings() -> dict:
    doc = load_yaml(os.path.join(data_dir(), "dominant_species", "strings.yaml"))
    return doc.value


def word(kind: str, key: str | None, lang: str = "en") -> str:
    if key is None:
        return ""
    table = strings()[lang].get(kind, {})
    return table.get(key, key)


def prompt_text(s, lang: str = "en") -> str:
    """The prompt in words, e.g. ``Speciation (Seed): choose a Seed element on the Earth``."""
    key, p = prompt(s)
    tmpl = strings()[lang]["prompt"].get(key.rsplit(".", 1)[1], key)
    words = {k: (word("animals", v, lang) if k in ("animal", "mover", "card_taker") else
                 word("elements", v, lang) if k == "element" else
                 word("terrains", v, lang) if k == "terrain" else v)
             for k, v in p.items()}
    if "terrains" in p:
        words["terrains"] = ", ".join(word("terrains", t, lang) for t in p["terrains"])
    text = tmpl.format(**words)
    sec = p.get("section")
    if sec:
        head = word("sections", sec, lang)
        if sec == "speciation" and "element" in p:
            head += f" ({word('elements', p['element'], lang)})"
        text = f"{head}: {text}"
    return text


# ---------------------------------------------------------------- what the table draws

def dominance(s) -> list:
    """The dominant animal id of every hex (None: nobody, or no tile)."""
    return [_name(a) for a in B.dominance(s)]


def endangered(s) -> list:
    """[{tile, animal, count}] of the species that die at the next Extinction (Hibernation excepted;
    the mammal's save is not counted)."""
    from rules.dominant_species.moves import protected
    out = []
    for h, a, n in B.endangered_all(s):
        n -= protected(s, a, h)
        if n > 0:
            out.append({"tile": h, "animal": ANIMALS[a], "count": n})
    return out


def earth(s) -> list:
    """Every hex: coordinates, terrain (None: empty), species per animal, its six corners' elements, the
    dominant animal."""
    dom = B.dominance(s)
    out = []
    for h in range(NH):
        t = s.terrain[h]
        out.append({"tile": h, "q": COORDS[h][0], "r": COORDS[h][1], "terrain": TERRAINS[t] if t >= 0 else None,
                    "species": {ANIMALS[a]: s.sp[h * 6 + a] for a in range(6) if s.sp[h * 6 + a]},
                    "corners": [{"corner": c, "element": ELEMENTS[s.el[c]] if s.el[c] >= 0 else None}
                                for c in HEX_CORNERS[h]],
                    "dominant": _name(dom[h]), "scored": h in s.scored})
    return out


def animal_display(s, a: int) -> dict:
    """One animal's display: elements (printed and added), gene pool, pawns, VPs and their sources."""
    b = a * 6
    printed = [ELEMENTS[e] for e in range(6) for _ in range(PRINTED[a][e])]
    added = [ELEMENTS[e] for e in range(6) for _ in range(s.disp[b + e] - PRINTED[a][e])]
    on_display = sum(1 for x in s.spaces if x == a)
    dom = B.dominance(s)
    return {"animal": ANIMALS[a], "seat": s.owner[a], "printed": printed, "added": added,
            "elements": len(printed) + len(added), "gene_pool": s.gene[a], "eliminated": s.elim[a],
            "pawns": s.aps[a], "pawns_left": s.supply[a], "pawns_on_display": on_display, "vp": s.vp[a],
            "vp_sources": {VP_SOURCES[k]: s.vsrc[a * 8 + k] for k in range(8) if s.vsrc[a * 8 + k]},
            "initiative": s.init.index(a) + 1 if a in s.init else None,
            "species_on_earth": sum(s.sp[h * 6 + a] for h in range(NH)),
            "tiles_dominated": dom.count(a), "survival": B.survival_holder(s) == a,
            "endangered": sum(n for h, x, n in B.endangered_all(s) if x == a)}


def action_display(s) -> dict:
    """The action display: every space (eyeballs and free ones) with its pawn, the element boxes, the
    bag, the wanderlust stacks, the cards and the tundra stock."""
    from rules.dominant_species.cards import card_ids
    ids = card_ids()
    spaces = []
    for i in range(len(SPACE_SEC)):
        sec = SECTIONS[SPACE_SEC[i]]
        free = SPACE_FREE[i]
        who = s.spaces[i] if free < 0 else (free if s.owner[free] >= 0 else -1)
        info = {"space": i, "section": sec, "slot": SPACE_SLOT[i], "free": _name(free) if free >= 0 else None,
                "eyeball": i in EYEBALLS, "pawn": _name(who)}
        if sec == "speciation" and free < 0:
            info["element"] = ELEMENTS[SPACE_PARAM[i]]
        elif sec == "migration":
            info["species"] = SPACE_PARAM[i]
        elif sec == "competition" and free < 0:
            info["terrains"] = [TERRAINS[t] for t in range(8) if SPACE_PARAM[i] >> t & 1]
        spaces.append(info)
    return {"spaces": spaces,
            "boxes": {name: [ELEMENTS[e] for e in range(6) for _ in range(s.box[b * 6 + e])]
                      for b, name in enumerate(BOXES)},
            "bag": {ELEMENTS[e]: s.bag[e] for e in range(6)},
            "stacks": [{"size": len(st), "top": (TERRAINS[st[-1]] if st and s.up[i] and st[-1] >= 0 else None)}
                       for i, st in enumerate(s.stacks)],
            "cards": [ids[k] for k in s.avail], "deck": len(s.deck), "removed": [ids[k] for k in s.removed],
            "tundra_stock": s.tundra, "initiative": [ANIMALS[a] for a in s.init], "turn": s.turn,
            "phase": PHASES[s.phase], "last_turn": s.last_turn}


# ---------------------------------------------------------------- previews

def preview(s, action) -> dict:
    """What ``action`` (legal now) would do: VPs gained or lost, tiles whose dominant animal changes,
    species that become endangered (and die at the next Reset unless saved), net species and element
    changes, and for a Domination the places of the tile and who takes a card. Works on a view too:
    hidden tiles and cards are then dealt at random, so a random draw in the preview is only an example."""
    from rules.dominant_species.flow import resolve
    from rules.dominant_species.view import determinize
    before = s if s.rng is not None else determinize(s, s.seen_by or 0, RNG(0))
    after = before.clone()
    fr = before.frames[-1]
    out: dict = {"action": action.to_json(), "step": fr[0]}
    if fr[0] == "domination" and action.kind == "tile":
        h = action.value
        out["scoring"] = [{"animal": ANIMALS[a], "species": n, "vp": pts} for a, n, pts in B.tile_ranking(before, h)]
        d = B.dominant(before, h)
        out["card_to"] = _name(d) if before.avail else None
    if fr[0] == "glaciate" and action.kind == "tile":
        near = sum(1 for n in B.NB[action.value] if before.terrain[n] == 7)
        from rules.dominant_species.tables import bonus
        out["glaciation_vp"] = bonus(near)
    resolve(after, action, None)
    _pending_bonus(before, after)
    out["vp"] = {ANIMALS[a]: after.vp[a] - before.vp[a] for a in before.animals if after.vp[a] != before.vp[a]}
    d0, d1 = B.dominance(before), B.dominance(after)
    out["dominance"] = [{"tile": h, "before": _name(d0[h]), "after": _name(d1[h])} for h in range(NH) if d0[h] != d1[h]]
    e0 = {(h, a): n for h, a, n in B.endangered_all(before)}
    e1 = {(h, a): n for h, a, n in B.endangered_all(after)}
    out["endangered"] = [{"tile": h, "animal": ANIMALS[a], "count": n} for (h, a), n in sorted(e1.items())]
    out["newly_endangered"] = [{"tile": h, "animal": ANIMALS[a], "count": n - e0.get((h, a), 0)}
                               for (h, a), n in sorted(e1.items()) if n > e0.get((h, a), 0)]
    out["species"] = [{"tile": h, "animal": ANIMALS[a], "change": after.sp[h * 6 + a] - before.sp[h * 6 + a]}
                      for h in range(NH) for a in range(6) if after.sp[h * 6 + a] != before.sp[h * 6 + a]]
    out["elements"] = [{"corner": c, "before": ELEMENTS[before.el[c]] if before.el[c] >= 0 else None,
                        "after": ELEMENTS[after.el[c]] if after.el[c] >= 0 else None}
                       for c in range(len(before.el)) if before.el[c] != after.el[c]]
    out["game_over"] = after.phase == OVER
    return out


def _pending_bonus(before, after) -> None:
    """A Wanderlust tile's bonus is scored after its element choice: a preview stopped at that choice
    counts it already (the tile is laid, its neighbours are known), so it never says 'no change'."""
    from rules.dominant_species.tables import bonus
    from rules.dominant_species.constants import SRC_WANDERLUST
    for fr in after.frames[len(before.frames) - 1:]:
        if fr[0] == "wl_bonus" and fr not in before.frames:
            B.add_vp(after, fr[1], bonus(len(B.adjacent_tiles(after, fr[2]))), SRC_WANDERLUST)


def projected_final(s, action) -> list[int]:
    """Each seat's final score if ``action`` (taking the Ice Age card, say) were followed at once by the
    final scoring, the Earth as it stands: what the screen warns with before a move that ends the game."""
    from rules.dominant_species.flow import final_scoring, resolve
    from rules.dominant_species.scoring import seat_score
    from rules.dominant_species.view import determinize
    after = (s if s.rng is not None else determinize(s, s.seen_by or 0, RNG(0))).clone()
    resolve(after, action, None)
    final_scoring(after, None)
    return [seat_score(after, p)[0] for p in range(after.n)]


__all__ = ["prompt", "projected_final", "prompt_text", "preview", "earth", "animal_display", "action_display", "endangered",
           "dominance", "UNKNOWN"]
