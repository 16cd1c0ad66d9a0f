"""What the prompt bar says: the question of the moment (line one) and, below it, the preview of the
play being chosen or what the previous player did (line two). Words only, from the frame's
:class:`~game.forest_shuffle.look.ForestLook`; the drawing puts them on the prompt bar."""
from __future__ import annotations

from game.forest_shuffle import words as W
from game.forest_shuffle.look import ForestLook
from game.forest_shuffle.log_text import tree_no
from game.i18n import tr, tr_n
from game.text import text_width
from rules.forest_shuffle import query
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import COLOURS, SIDES

D = db()
P = "forest_shuffle.table.prompt."
GOLD = (240, 196, 80)
INK = (232, 228, 216)
MUTED = (170, 176, 170)
GOOD = (150, 220, 140)
WARN = (244, 170, 120)


def where(sel) -> str:
    """"above tree 3", "as a new tree"."""
    if sel.half == "sapling" or not sel.is_dweller:
        return tr(P + "where_new")
    side = SIDES[D.f_side[sel.face]]
    if sel.tree is None:
        return tr(P + f"where_side.{side}")
    return tr(P + f"where.{side}", tree=tree_no(sel.tree))


def sel_name(sel) -> str:
    if sel.half == "sapling":
        return tr("forest_shuffle.sapling")
    return W.species_name(D.species_ids[D.f_species[sel.face]])


def extra_species(look: ForestLook) -> str | None:
    """While the turn is an extra one: the name of the card that gave it (else None)."""
    ext = look.extra
    if ext is None or ext[0] != look.current:
        return None
    return W.species_name(ext[1]) if ext[1] else tr(P + "extra_unknown")


def line_one(look: ForestLook) -> tuple[str, tuple]:
    cur = look.current
    if cur is None:
        return tr(P + "over"), GOLD
    dec = query.decision(look.view)
    extra = extra_species(look)
    if not look.my_turn:
        name = look.name(cur)
        if dec["task"] in ("slot", "pay") and not look.human[cur]:
            return tr(P + "ai_playing", name=name, species=W.species_name(dec["species"])), INK
        if extra is not None:
            return tr(P + "other_extra", name=name, species=extra), INK
        if look.human[cur]:
            return tr(P + "waiting", name=name), INK
        return tr(P + "thinking", name=name), INK
    o = look.targets
    task = o["task"]
    s = look.sel
    if task == "mulligan":
        return tr("forest_shuffle.task.mulligan"), GOLD
    if task == "ask":
        what = W.species_name(dec["species"])
        return tr(f"forest_shuffle.ask.{dec['ask']}", what=what), GOLD
    if task == "draw2":
        return tr(P + "draw2"), GOLD
    if task == "cave":
        return tr(P + "cave", n=dec.get("put", 0)), GOLD
    if s is None:
        if task == "free":
            return tr(P + "free", what=W.symbol_name(dec["symbol"]),
                      source=W.species_name(dec["source"]["species"])), GOLD
        if task == "mole":
            return tr(P + "mole"), GOLD
        if extra is not None:
            return tr(P + ("main_extra" if o["draw"] else "main_full_extra"), species=extra), GOLD
        if o["draw"]:
            return tr(P + "main"), GOLD
        return tr(P + "main_full"), GOLD
    d = look.derived
    name = sel_name(s)
    if s.half == "sapling":
        return tr(P + "confirm_sapling", card=W.card_name(s.card)), GOLD
    if s.is_dweller and s.tree is None:
        side = SIDES[D.f_side[s.face]]
        return tr(P + f"choose_slot.{side}", species=name), GOLD
    if d["cost"] and len(s.pay) < d["cost"]:
        return tr_n(P + "choose_pay", d["cost"], species=name, k=len(s.pay)), GOLD
    return tr(P + "confirm", species=name, where=where(s)), GOLD


def preview_parts(look: ForestLook) -> list[tuple[str, tuple]]:
    """The preview of the play as chosen so far: points gained, the bonus, mushrooms, other forests."""
    s = look.sel
    if s is None:
        return []
    d = look.derived
    out: list[tuple[str, tuple]] = []
    prev = d.get("preview")
    gain = None
    if prev is not None:
        gain = prev["points_gain"]
    elif s.is_dweller and s.tree is not None:
        gain = d["gains"].get(s.tree)
    elif not s.is_dweller:
        gain = d.get("new_tree_gain")
    if gain is not None:
        out.append((tr_n(P + "gain", abs(gain), sign="+" if gain >= 0 else "−"), GOLD))
        cave = (prev or d).get("effect_points", 0)
        if cave and (prev is not None or s.tree is not None):
            out.append((tr_n(P + "effect_points", cave), GOOD))
    if s.half != "sapling":
        sp = D.species_ids[D.f_species[s.face]]
        colour = COLOURS[D.f_colour[s.face]]
        if W.has_bonus(sp) and d["mode"] != "free":
            texts = W.rule_texts(sp)
            if prev is not None and d["cost"]:
                if prev.get("bonus_fires"):
                    out.append((tr(P + "bonus_yes", text=texts.get("bonus", "")), GOOD))
                else:
                    out.append((tr(P + "bonus_no", tree=W.tree_name(colour)), WARN))
            elif d["cost"]:
                out.append((tr(P + "bonus_if", tree=W.tree_name(colour)), MUTED))
        elif d["mode"] == "free":
            out.append((tr(P + "free_note"), MUTED))
    if prev is not None:
        for m in prev.get("mushrooms", []):
            out.append((tr(P + "mushroom", species=W.species_name(m)), GOOD))
        changes = prev.get("score_changes") or []
        for q, c in enumerate(changes):
            if q != look.seat and c:
                out.append((tr(P + "other_change", name=look.name(q), sign="+" if c > 0 else "−", n=abs(c)),
                            MUTED))
    return out


def recap_parts(look: ForestLook) -> list[tuple[str, tuple]]:
    """What the player before did on their latest turn (told back, not only in the log); in an extra
    turn, what its player did on the turn that gave it (until they do something in this one)."""
    if extra_species(look) is not None:
        who = look.current
        lines = look.recap.get(who) or look.recap_before.get(who) or []
        return _counted(lines)
    if look.my_turn:
        who = look.prev_turn if look.prev_turn != look.seat else None
    else:
        who = look.last_turn if look.recap.get(look.last_turn) else look.prev_turn
    if who is None:
        return []
    return _counted(look.recap.get(who) or [])


def _counted(lines) -> list[tuple[str, tuple]]:
    out: list[list] = []
    for x in lines:
        if out and out[-1][0] == x:
            out[-1][1] += 1                      # "draws a card" twice: one line, ×2
        else:
            out.append([x, 1])
    return [(x if k == 1 else tr(P + "times", line=x, n=k), MUTED) for x, k in out]


def fit_parts(parts, size: int, width: int, sep: str = "  ·  ") -> list[tuple[str, tuple]]:
    """As many parts as fit on one line (the latest ones for a recap, the first ones for a preview)."""
    out = []
    used = 0
    for text, col in parts:
        w = text_width(text, size) + (text_width(sep, size) if out else 0)
        if used + w > width:
            break
        out.append((text, col))
        used += w
    return out


def ask_gain(look: ForestLook, dec: dict) -> list[tuple[str, tuple]]:
    """The points a yes brings, when the effect scores at once (the Brown Bear: 1 per card of the
    clearing put into the cave)."""
    sp = D.species_index.get(dec.get("species"))
    if dec.get("ask") != "effect" or sp is None:
        return []
    if any(t.effect == "clearing_to_cave" for t in D.s_effect[sp]) and look.view.clearing:
        return [(tr_n(P + "gain", len(look.view.clearing), sign="+"), GOLD)]
    return []


def final_parts(look: ForestLook) -> list[tuple[str, tuple]]:
    """At the end, under "Winter has come": every forest's final score, best first, and where the count
    card by card is (the "See results" button)."""
    scores = look.scores or []
    order = sorted(range(len(scores)), key=lambda q: (-scores[q], q))
    best = max(scores, default=None)
    out = [(("★ " if scores[q] == best else "") + tr_n(P + "final_part", scores[q], name=look.name(q)),
            GOLD if scores[q] == best else INK) for q in order]
    return out + [(tr(P + "final_hint"), MUTED)]


def line_two(look: ForestLook, width: int, size: int) -> list[tuple[str, tuple]]:
    if look.current is None and look.scores is not None:
        return fit_parts(final_parts(look), size, width)
    parts = preview_parts(look)
    if parts:
        return fit_parts(parts, size, width)
    mine = look.my_turn
    o = look.targets if mine else {}
    dec = query.decision(look.view)
    if mine and o.get("task") == "ask" and dec.get("ask") in ("effect", "bonus"):
        text = W.rule_texts(dec["species"]).get(dec["ask"], "")
        return fit_parts([(text, INK)] + ask_gain(look, dec), size, width) or []
    if mine and o.get("task") == "free":
        return fit_parts([(tr(P + "free_note"), MUTED)], size, width)
    if mine and o.get("task") == "mole":
        return fit_parts([(tr(P + "mole_note", n=dec.get("pool", 0)), MUTED)], size, width)
    recap = recap_parts(look)
    extra = extra_species(look)
    note = [(tr(P + "extra_note", species=extra), GOOD)] if extra is not None else []
    if not recap:
        return fit_parts(note, size, width)
    # the latest moves matter most: drop the oldest until the line fits
    while recap and not _fits(note + recap, size, width):
        recap = recap[1:]
    return note + recap if _fits(note + recap, size, width) else fit_parts(note, size, width)


def _fits(parts, size, width, sep="  ·  ") -> bool:
    return sum(text_width(x, size) for x, _ in parts) + text_width(sep, size) * (len(parts) - 1) <= width
