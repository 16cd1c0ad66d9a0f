"""What the info panel says (no pygame): a preview of the action under the pointer, the details of a
tile, a space, a card or an animal, and — with nothing under the pointer — what is at stake now
(endangered species, the Survival card). Every line is ``(text, colour)``; the words come from the
interface strings and the rules' screen helpers (rules/dominant_species/screen.py)."""
from __future__ import annotations

from game.dominant_species import words as W
from game.i18n import tr, tr_n
from rules.dominant_species import board as B
from rules.dominant_species import screen
from rules.dominant_species.constants import (ANIMALS, B_ABUND, B_ADAPT, B_DEPLETE, B_REGRESS, B_WANDER,
                                              B_WASTE, BOXES, ELEMENTS, PHASES, PLANNING, SECTIONS, TERRAINS)
from rules.dominant_species.tables import (CORNER_HEXES, NH, SCORES, SECTION_SPACES, SPACE_FREE, SPACE_PARAM,
                                           SPACE_SEC, SPEC_CAP)

X = "dominant_species.info."
INK = (236, 232, 220)
HEAD = (240, 196, 80)
MUTED = (160, 166, 170)
GOOD = (150, 220, 150)
BAD = (240, 140, 120)
SCORE = (250, 220, 150)

SECTION_BOX = {"adaptation": B_ADAPT, "regression": B_REGRESS, "abundance": B_ABUND, "wasteland": B_WASTE,
               "depletion": B_DEPLETE, "wanderlust": B_WANDER}


def tile_words(v, h: int) -> str:
    """Tile ``h`` of view ``v`` in words: its label and terrain."""
    t = v.terrain[h]
    return W.tile_name(h, TERRAINS[t] if t >= 0 else None)


def _box(v, b: int) -> list[str]:
    return [ELEMENTS[e] for e in range(6) for _ in range(v.box[b * 6 + e])]


def _elements_words(ids: list[str]) -> str:
    return W.join([W.element(e) for e in ids]) if ids else tr(X + "nothing")


# ---------------------------------------------------------------- previews of a legal action

def diff(before, after) -> dict:
    """What changed between two states, in the shape of rules.dominant_species.screen.preview."""
    name = lambda a: ANIMALS[a] if a >= 0 else None  # noqa: E731
    d0, d1 = B.dominance(before), B.dominance(after)
    e0 = {(h, a): n for h, a, n in B.endangered_all(before)}
    e1 = {(h, a): n for h, a, n in B.endangered_all(after)}
    return {
        "vp": {ANIMALS[a]: after.vp[a] - before.vp[a] for a in before.animals if after.vp[a] != before.vp[a]},
        "dominance": [{"tile": h, "before": name(d0[h]), "after": name(d1[h])} for h in range(NH) if d0[h] != d1[h]],
        "newly_endangered": [{"tile": h, "animal": ANIMALS[a], "count": n - e0.get((h, a), 0)}
                             for (h, a), n in sorted(e1.items()) if n > e0.get((h, a), 0)],
        "species": [{"tile": h, "animal": ANIMALS[a], "change": after.sp[h * 6 + a] - before.sp[h * 6 + a]}
                    for h in range(NH) for a in range(6) if after.sp[h * 6 + a] != before.sp[h * 6 + a]],
    }


def phase_after(v, action) -> dict:
    """Where the game stands after ``action`` and every step that follows without a decision: a preview
    then includes what a phase change brings (the Reset's Extinction and Survival, for instance)."""
    from rules.dominant_species.game import RULES
    from rules.dominant_species.view import determinize
    from rules.engine.rng import RNG
    before = determinize(v, v.seen_by or 0, RNG(0)) if v.rng is None else v
    after = before.clone()
    RULES.fast_apply(after, action)
    out = {}
    if after.turn != v.turn:
        out["then_turn"] = after.turn
    elif after.phase != v.phase:
        out["then_phase"] = PHASES[after.phase]
    return out


def speciation_preview(v, action, animal: int) -> dict:
    """A Speciation corner's preview with its species placed: the follow-up questions (how many on each
    tile) answered with the most the rules allow, so the player sees the tiles it reaches."""
    from rules.dominant_species.game import RULES
    from rules.dominant_species.view import determinize
    from rules.engine.rng import RNG
    before = determinize(v, v.seen_by or 0, RNG(0)) if v.rng is None else v
    after = before.clone()
    RULES.fast_apply(after, action)
    for _ in range(8):
        fr = after.frames[-1] if after.frames else None
        if fr is None or fr[0] != "speciation_count" or fr[1] != animal:
            break
        legal = RULES.legal_actions(after)
        RULES.fast_apply(after, max(legal, key=lambda a: a.value if a.kind == "count" else -1))
    return diff(before, after)


def preview_lines(v, action, pv: dict, me: int) -> list[tuple[str, tuple]]:
    """The lines of a preview (``pv``: rules.dominant_species.screen.preview of ``action`` on ``v``)."""
    out: list = []
    if pv.get("scoring") is not None:
        h = action.value
        out.append((tr(X + "would_score", tile=tile_words(v, h)), HEAD))
        for i, p in enumerate(pv["scoring"]):
            out.append((tr(X + "place_line", place=tr(f"dominant_species.log.places.{('1st', '2nd', '3rd', '4th')[i]}"),
                           animal=W.animal(p["animal"]), species=p["species"], vp=p["vp"]), SCORE))
        if pv.get("card_to"):
            out.append((tr(X + "card_to", animal=W.animal(pv["card_to"])), GOOD))
        else:
            out.append((tr(X + "no_card"), MUTED))
    if pv.get("glaciation_vp") is not None:
        out.append((tr(X + "glaciation_vp", vp=pv["glaciation_vp"], tile=tile_words(v, action.value)), SCORE))
    vp = pv.get("vp") or {}
    if vp and pv.get("scoring") is None:
        parts = [tr(X + "vp_part", animal=W.animal(a), vp=W.signed(n)) for a, n in vp.items()]
        out.append((tr(X + "vp_change", parts=", ".join(parts)), SCORE))
    sp = pv.get("species") or []
    if pv.get("most"):
        out.append((tr(X + "with_most"), MUTED))
    if sp:
        parts = []
        for x in sp[:6]:
            parts.append(tr(X + "species_part", change=W.signed(x["change"]), animal=W.animal(x["animal"]),
                            tile=W.tile_label(x["tile"])))
        if len(sp) > 6:
            parts.append("…")
        out.append((tr(X + "species_change", parts=", ".join(parts)), INK))
    els = pv.get("elements") or []
    if els:
        parts = []
        for x in els[:4]:
            where = W.corner_name(x["corner"])
            if x["after"] and not x["before"]:
                parts.append(tr(X + "element_added", element=W.element(x["after"]), where=where))
            elif x["before"] and not x["after"]:
                parts.append(tr(X + "element_gone", element=W.element(x["before"]), where=where))
        if parts:
            out.append(("; ".join(parts), INK))
    for d in pv.get("dominance") or []:
        before = W.animal(d["before"]) if d["before"] else tr(X + "nobody")
        after = W.animal(d["after"]) if d["after"] else tr(X + "nobody")
        mine = d["after"] is not None and ANIMALS.index(d["after"]) == me
        lost = d["before"] is not None and ANIMALS.index(d["before"]) == me
        out.append((tr(X + "dominance_change", tile=W.tile_label(d["tile"]), before=before, after=after),
                    GOOD if mine else BAD if lost else INK))
    for x in pv.get("newly_endangered") or []:
        out.append((tr_n(X + "newly_endangered", x["count"], animal=W.animal(x["animal"]),
                         tile=tile_words(v, x["tile"])), BAD))
    if pv.get("game_over"):
        out.append((tr(X + "ends_game"), HEAD))
    elif pv.get("then_turn"):
        out.append((tr(X + "then_turn", turn=pv["then_turn"]), MUTED))
    elif pv.get("then_phase"):
        out.append((tr(X + "then_phase", phase=tr("dominant_species.phase." + pv["then_phase"])), MUTED))
    if not out:
        out.append((tr(X + "no_change"), MUTED))
    return out


# ---------------------------------------------------------------- details under the pointer

def tile_lines(v, h: int) -> list[tuple[str, tuple]]:
    """A tile: terrain, elements, each animal's species and match, the scoring table, its state."""
    t = v.terrain[h]
    if t < 0:
        return [(tr(X + "empty_hex", label=W.tile_label(h)), HEAD), (tr(X + "empty_hex_help"), MUTED)]
    out = [(tile_words(v, h), HEAD)]
    cnt = B.tile_counts(v.el, h)
    els = [ELEMENTS[e] for e in range(6) for _ in range(cnt[e])]
    out.append((tr(X + "tile_elements", elements=_elements_words(els)), INK))
    dom = B.dominant(v, h)
    ranked = B.tile_ranking(v, h)
    for a in sorted(B.animals_on(v, h), key=lambda x: (-v.sp[h * 6 + x], x)):
        m = B.match_value(v.disp, a, cnt)
        key = "tile_animal_dom" if a == dom else "tile_animal_end" if m == 0 else "tile_animal"
        out.append((tr(X + key, animal=W.animal(a), species=v.sp[h * 6 + a], match=m),
                    GOOD if a == dom else BAD if m == 0 else INK))
    if not B.animals_on(v, h):
        out.append((tr(X + "tile_no_species"), MUTED))
    table = " / ".join(str(x) for x in SCORES[t])
    out.append((tr(X + "tile_scores", table=table, cap=SPEC_CAP[t]), MUTED))
    if ranked:
        parts = [tr(X + "vp_part", animal=W.animal(a), vp=f"+{p}") for a, _, p in ranked]
        out.append((tr(X + "tile_if_scored", parts=", ".join(parts)), SCORE))
    if h in v.scored:
        out.append((tr(X + "tile_scored"), MUTED))
    return out


def space_lines(v, i: int, me: int) -> list[tuple[str, tuple]]:
    """An action space: what its action does, and what it means for the shown animal now."""
    sec = SECTIONS[SPACE_SEC[i]]
    out = [(W.space_name(i), HEAD), (tr(X + "help." + sec), INK)]
    who = v.spaces[i]
    free = SPACE_FREE[i]
    if free >= 0:
        out.append((tr(X + "free_space", animal=W.animal(free)), MUTED))
    elif who >= 0:
        out.append((tr(X + "space_taken", animal=W.animal(who)), MUTED))
    if sec in SECTION_BOX:
        out.append((tr(X + "box_now", elements=_elements_words(_box(v, SECTION_BOX[sec]))), INK))
    p = SPACE_PARAM[i]
    if sec == "speciation" and free < 0:
        n = sum(1 for c, e in enumerate(v.el) if e == p and B.corner_in_play(v, c))
        out.append((tr_n(X + "on_earth", n, element=W.element(p)), INK))
    elif sec == "glaciation":
        from rules.dominant_species.moves import GLACIATION_SPACES
        ahead = sum(1 for g in GLACIATION_SPACES if g < i and v.spaces[g] >= 0)
        out.append((tr(X + "glaciation_line", ahead=ahead, targets=len(B.glaciation_targets(v)),
                       stock=v.tundra), INK))
    elif sec == "competition" and me >= 0:
        mask = p
        n = sum(1 for h in range(NH) if v.terrain[h] >= 0 and mask >> v.terrain[h] & 1 and v.sp[h * 6 + me]
                and any(v.sp[h * 6 + x] for x in range(6) if x != me))
        out.append((tr_n(X + "compete_now", n, animal=W.animal(me)), INK))
    elif sec == "regression" and me >= 0:
        types = {ELEMENTS[e] for e in range(6) if v.box[B_REGRESS * 6 + e] and B.added(v, me, e) > 0}
        out.append((tr(X + "regression_risk", animal=W.animal(me), elements=_elements_words(sorted(types))),
                    BAD if types else INK))
    elif sec == "domination":
        left = sum(1 for h in range(NH) if v.terrain[h] >= 0 and h not in v.scored and B.species_total(v, h))
        out.append((tr_n(X + "domination_left", left), INK))
    elif sec == "wanderlust":
        tops = [W.terrain(st[-1]) if st and v.up[k] and st[-1] >= 0 else "?" for k, st in enumerate(v.stacks)]
        out.append((tr(X + "stack_tops", tiles=", ".join(tops)), INK))
    elif sec == "migration" and free < 0:
        if me >= 0:
            n = sum(v.sp[h * 6 + me] for h in range(NH))
            out.append((tr(X + "migration_line", k=p, n=n, animal=W.animal(me)), INK))
    elif sec == "initiative" and me >= 0 and me in v.init:
        out.append((tr(X + "initiative_line", pos=v.init.index(me) + 1), INK))
    warn = space_warning(v, i)
    if warn and who < 0:
        out.append((tr(warn, element=W.element(p) if sec == "speciation" else ""), BAD))
    if sec in SECTION_BOX:
        out.append(bag_line(v))
    if v.phase == PLANNING and free < 0 and who < 0:
        out.append((tr(X + "planning_hint"), MUTED))
    return out


def space_warning(v, i: int) -> str | None:
    """Why a pawn on space ``i`` would do nothing this turn, as an interface-string key (None: it can
    act). The rules allow such a pawn (reference, sect. 14); the screen warns. Only what cannot change
    before the space resolves is told: an empty box, no tile or tundra left, no element of its type."""
    if SPACE_FREE[i] >= 0:
        return None
    sec = SECTIONS[SPACE_SEC[i]]
    if sec in ("regression", "wasteland", "depletion", "adaptation", "abundance", "wanderlust") and \
            not any(v.box[SECTION_BOX[sec] * 6 + e] for e in range(6)) and sec != "wanderlust":
        return X + "warn.empty_box"
    if sec == "wanderlust" and not any(st and v.up[k] for k, st in enumerate(v.stacks)):
        return X + "warn.no_tiles"
    if sec == "glaciation" and v.tundra <= 0:
        return X + "warn.no_tundra"
    if sec == "speciation" and not any(e == SPACE_PARAM[i] for e in v.el):
        return X + "warn.no_element"
    return None


def bag_line(v) -> tuple[str, tuple]:
    parts = [tr(X + "bag_part", n=v.bag[e], element=W.element(e)) for e in range(6)]
    return (tr(X + "bag", parts=", ".join(parts)), MUTED)


def card_lines(card_id: str) -> list[tuple[str, tuple]]:
    return [(W.card_name(card_id), HEAD), (W.card_text(card_id), INK)]


def animal_lines(v, a: int, player: str) -> list[tuple[str, tuple]]:
    """An animal's display in full: who plays it, its elements, pieces, VPs by source and ability."""
    from rules.dominant_species.data import basic
    d = screen.animal_display(v, a)
    model = basic()["animals.yaml"].animals[a]
    from game.i18n import language
    out = [(tr(X + "animal_head", animal=W.animal(a), player=player), HEAD)]
    out.append((tr(X + "printed", elements=_elements_words(d["printed"])), INK))
    out.append((tr(X + "added", elements=_elements_words(d["added"]), n=d["elements"]), INK))
    out.append((tr(X + "pieces", pool=d["gene_pool"], earth=d["species_on_earth"], elim=d["eliminated"]), INK))
    out.append((tr(X + "pawns", left=d["pawns_left"], total=d["pawns"], shown=d["pawns_on_display"]), INK))
    out.append((tr(X + "standing", vp=d["vp"], dom=d["tiles_dominated"], init=d["initiative"] or "–"), SCORE))
    if d["vp_sources"]:
        parts = [tr(X + "source_part", source=tr(X + "source." + k), vp=n) for k, n in d["vp_sources"].items()]
        out.append((", ".join(parts), MUTED))
    if d["endangered"]:
        out.append((tr_n(X + "animal_endangered", d["endangered"]), BAD))
    if d["survival"]:
        out.append((tr(X + "holds_survival"), GOOD))
    out.append((getattr(model.ability_text, language(), None) or model.ability_text.en, MUTED))
    return out


GROUP_FROM = 3             # more endangered tiles than this: the panel groups them by animal


def idle_lines(v, me: int) -> list[tuple[str, tuple]]:
    """What is at stake with nothing under the pointer: the species that die at the next Extinction
    (by tile), the Survival card, and the tiles already scored this turn."""
    out = [(tr(X + "at_stake"), HEAD)]
    end = screen.endangered(v)
    if len(end) > GROUP_FROM:                    # many tiles: one line per animal, so the panel holds them
        per: dict = {}
        for x in end:
            per.setdefault(x["animal"], []).append(x)
        for a, xs in per.items():
            tiles = ", ".join(W.tile_label(x["tile"]) + (f" ({x['count']})" if x["count"] > 1 else "") for x in xs)
            out.append((tr_n(X + "endangered_group", sum(x["count"] for x in xs), animal=W.animal(a), tiles=tiles),
                        BAD if ANIMALS.index(a) == me else INK))
    elif end:
        for x in end:
            out.append((tr_n(X + "endangered_line", x["count"], animal=W.animal(x["animal"]),
                             tile=tile_words(v, x["tile"])), BAD if ANIMALS.index(x["animal"]) == me else INK))
    else:
        out.append((tr(X + "none_endangered"), GOOD))
    holder = B.survival_holder(v)
    if holder >= 0:
        out.append((tr_n(X + "survival_line", B.tundra_tiles_occupied(v, holder), animal=W.animal(holder)), INK))
    else:
        out.append((tr(X + "survival_nobody"), MUTED))
    if v.scored:
        out.append((tr(X + "scored_line", tiles=", ".join(W.tile_label(h) for h in v.scored)), MUTED))
    if v.last_turn:
        out.append((tr(X + "last_turn"), HEAD))
    out.append((tr(X + "legend"), MUTED))
    out.append((tr(X + "hover_hint"), MUTED))
    return out


def corner_lines(v, c: int) -> list[tuple[str, tuple]]:
    e = v.el[c]
    head = W.element(e) if e >= 0 else tr(X + "vacant_corner")
    tiles = [tile_words(v, h) for h in CORNER_HEXES[c] if v.terrain[h] >= 0]
    return [(head, HEAD), (tr(X + "corner_touches", tiles=W.join(tiles) or tr(X + "nothing")), INK)]


# ---------------------------------------------------------------- the panel now

def action_words(v, act, kind: str = "") -> str:
    """A legal action in a few words (the head of its preview); ``kind`` the step deciding now."""
    k, val = act.kind, act.value
    if k in ("tile", "hex"):
        return tile_words(v, val)
    if k == "corner":
        e = v.el[val]
        return (W.element(e) + " " if e >= 0 else "") + W.corner_name(val)
    if k == "card":
        return W.card_name(val)
    if k == "element":
        return W.element(val)
    if k == "animal":
        return W.animal(val)
    if k == "move":
        return tr(X + "move_words", source=W.tile_label(val[0]), tile=W.tile_label(val[1]))
    if k in ("compete", "replace"):
        return tr(X + "pick_words", animal=W.animal(val[1]), tile=W.tile_label(val[0]))
    if k == "count":
        return tr(X + "count_words", n=val)
    if k == "stack":
        return tr("dominant_species.board.stack", n=val + 1)
    if k == "option":
        return tr(f"dominant_species.button.option.{val}")
    if k == "pass":
        return tr("dominant_species.pass_label." + kind) if kind else tr("dominant_species.button.pass")
    if k == "swap":
        return tr("dominant_species.button.swap")
    return str(act)


def if_you_lines(v, act, pv: dict, me: int, kind: str = "") -> list[tuple[str, tuple]]:
    """The info panel over a legal action: what it is, the card's text, and its preview ``pv``."""
    lines = [(tr(X + "if_you", what=action_words(v, act, kind)), HEAD)]
    if act.kind == "card":
        lines.append((W.card_text(act.value), INK))
    return lines + preview_lines(v, act, pv, me)


def pointer_lines(v, target, me: int, names, labels) -> list[tuple[str, tuple]]:
    """The details of what is under the pointer (``target``: targets.target_at); ``names`` the players'
    names by seat, ``labels`` the choices bar's button labels. Empty when there is nothing to tell."""
    kind, key = target
    player = lambda a: names[v.owner[a]] if v.owner[a] >= 0 else ""  # noqa: E731
    if kind == "space":
        return space_lines(v, key, me)
    if kind == "section":
        return space_lines(v, SECTION_SPACES[key][0], me)
    if kind == "card":
        return card_lines(key)
    if kind in ("hex", "chip"):
        return tile_lines(v, key if kind == "hex" else key[0])
    if kind == "corner":
        return corner_lines(v, key)
    if kind == "panel":
        return animal_lines(v, key, player(key))
    if kind == "display":
        a, e, printed = key
        return [(W.element(e), HEAD), (tr(X + "printed_one" if printed else X + "added_one"), INK)] + \
            animal_lines(v, a, player(a))[1:]
    if kind == "box":
        b, e = key
        return [(W.element(e), HEAD)] + space_lines(v, SECTION_SPACES[SECTIONS.index(BOXES[b])][0], me)[:3]
    if kind == "stack":
        return space_lines(v, SECTION_SPACES[SECTIONS.index("wanderlust")][0], me)
    if kind == "button" and key < len(labels):
        return [(labels[key], HEAD)]
    return []


__all__ = ["preview_lines", "tile_lines", "space_lines", "card_lines", "animal_lines", "idle_lines",
           "corner_lines", "space_warning", "speciation_preview", "diff", "tile_words", "action_words",
           "if_you_lines", "pointer_lines"]
