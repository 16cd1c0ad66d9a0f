"""What the Selva table's prompt says: who decides, in which phase of the turn, and what they may do
now (pure Python: words from the view and the selection, read from a :class:`~game.selva.look.Seen`,
never from the table)."""
from __future__ import annotations

from game.i18n import tr, tr_n
from rules.selva import queries as SQ
from rules.selva.setup import next_mulligan_hand


def time_name(time) -> str:
    return tr(f"selva.time.{time}") if time else "?"


def phase_key(v) -> str | None:
    """Which of the six turn phases the game is in (None before the first turn / between games)."""
    ph = v.phase
    if ph == "element":
        return "despertar"
    if ph == "main":
        return "preparacion"
    if ph == "declare":
        return "intimidacion"
    if ph == "block":
        return "contienda"
    if ph == "respond":
        return "contienda" if v.window == "contienda" else "intimidacion"
    if ph == "exile":
        return "resolucion"
    if ph == "discard":
        return "retirada"
    if ph == "target":
        w = v.window
        if w in ("intimidacion", "contienda"):
            return w
        if v.attackers:
            return "contienda" if v.blocks else "intimidacion"
        return "preparacion"
    return None


def priority_seat(v):
    """Who may answer now in a response window (None outside the windows)."""
    if v.phase == "respond" or (v.phase == "target" and v.window in ("intimidacion", "contienda")):
        return v.actor
    return None


def preview_time(v) -> bool:
    """Are the blocks being chosen or chosen (the outcome preview is shown from then on)?"""
    return v.phase == "block" or v.window == "contienda"


def next_hand(v, seat: int) -> int:
    """The size of the hand a mulligan would deal now."""
    return next_mulligan_hand(v, seat)


def forecast(v, blocks=None) -> dict:
    """What the combat would do if nothing else happens, with ``blocks`` ({attacker: (blocker, time)})
    added: ``{"to_alfa", "life", "entries"}`` for the defender (its life after the damage)."""
    s = v.clone()
    if blocks:
        s.blocks.update(blocks)
    entries = SQ.combat_preview(s)
    total = sum(e["to_alfa"] for e in entries)
    d = 1 - v.turn if v.turn in (0, 1) else 0
    life = v.life[d]
    return {"to_alfa": total, "life": life - total if life >= 0 else None, "entries": entries}


def block_forecast(k, blocker, attacker, time) -> str:
    """The warning and the forecast of one block: the −1 defence at the other time, who falls, the life
    the defender is left with (if nothing else happens)."""
    v = k.v
    at = next((tm for a, tm in v.attackers if a == attacker), None)
    f = forecast(v, {attacker: (blocker, time)})
    e = next((x for x in f["entries"] if x["attacker"] == attacker), None)
    parts = []
    if at is not None and time != at:
        parts.append(tr("selva.forecast.penalty"))
    if e is not None:
        parts.append(tr("selva.forecast.versus", attack=e["attack"], defence=e["defence"]))
        if e["blocker_dies"]:
            parts.append(tr("selva.forecast.blocker_falls", card=k.uname(blocker)))
        if e["attacker_dies"]:
            parts.append(tr("selva.forecast.attacker_falls", card=k.uname(attacker)))
    parts.append(life_forecast(f))
    return " · ".join(p for p in parts if p)


def life_forecast(f) -> str:
    if f["life"] is None:
        return ""
    if not f["to_alfa"]:
        return tr("selva.forecast.no_damage")
    return tr_n("selva.forecast.life", f["life"], amount=f["to_alfa"])


P = "selva.prompt."
WAITING = {"respond": "wait_respond", "block": "wait_block", "declare": "wait_declare", "exile": "wait_exile",
           "target": "wait_target", "swap": "wait_swap", "mulligan": "wait_mulligan"}


def prompt_text(k) -> tuple[str, str]:
    """(who and which phase, what may be done now) for the decision ``k`` (a Seen)."""
    v = k.v
    ph = v.phase
    p = k.current
    pk = phase_key(v)
    turn = v.turn
    if ph == "over" or p is None:
        return tr(P + "over", name=k.player_name(v.winner)), ""
    phase = tr(f"selva.phase.{pk}") if pk else tr(f"selva.setup.{ph}")
    if turn in (0, 1) and pk:
        head = tr(P + ("your_turn" if turn == k.seat and k.humans else "turn_of"),
                  name=k.player_name(turn), phase=phase)
    else:
        head = tr(P + "setup", phase=phase, game=v.game_no)
    if not k.my_turn:
        return head, _waiting_text(k, p)
    if k.chooser is not None:
        return head, k.chooser["title"]
    if k.aim is not None:
        return head, k.aim
    if ph == "respond":
        from game.selva.explain import keyword_name
        return tr(P + "priority_head", phase=phase), tr(P + ("respond_contienda" if v.window == "contienda"
                                                                else "respond_intimidacion"),
                                                          acecho=keyword_name(v, "acecho"))
    return head, _doing_text(k, ph)


def _waiting_text(k, p) -> str:
    """What the prompt says while someone else (or a hidden hand) decides."""
    nm = k.player_name(p)
    if k.is_human(p) and p != k.seat:
        return tr(P + "waiting", name=nm)
    if k.is_human(p):
        return tr(P + "hidden", name=nm)
    return tr(P + WAITING.get(k.v.phase, "thinking"), name=nm)


def _doing_text(k, ph) -> str:
    """What the seat shown may do now in phase ``ph`` (its own decision)."""
    v = k.v
    if ph == "starter":
        return tr(P + ("starter" if v.game_no <= 1 else "starter_loser"))
    if ph == "mulligan":
        return tr(P + "mulligan", cards=tr_n("selva.count.cards", len(v.hand[k.seat])),
                  next=tr_n("selva.count.cards", next_hand(v, k.seat)))
    if ph in ("initial", "element", "swap"):
        return tr(P + ph)
    if ph == "main":
        res_ok = any(a.kind == "play" and v.tb.type[v.card[a.value]] == "recurso" for a in k.legal)
        extra = tr(P + "main_resource") if res_ok else ""
        return tr(P + "main") + extra
    if ph == "declare":
        return _declare_text(k)
    if ph == "block":
        return _block_text(k)
    if ph == "target":
        pend = v.pending
        return tr(P + "target", card=k.uname(pend["uid"]), what=tr(f"selva.target.{pend['target_kind']}"))
    if ph == "exile":
        key = "exile_many" if len(k.targets["exile"]) > 1 else "exile"
        return tr(P + key, card=k.uname(k.exile_uid()))
    if ph == "discard":
        return tr(P + "discard", limit=k.hand_limit())
    return ""


def _declare_text(k) -> str:
    if k.selected is not None:
        times = list(k.targets["declare"].get(k.selected, {}))
        if len(times) == 1:
            return tr(P + "declare_one_time", card=k.uname(k.selected), time=time_name(times[0]))
        return tr(P + "declare_time", card=k.uname(k.selected))
    return tr(P + "declare")


def _block_text(k) -> str:
    v = k.v
    sel, att = k.selected, k.block_for
    if sel is not None and att is not None:
        times = list(k.targets["block"].get(sel, {}).get(att, {}))
        if len(times) == 1:
            return tr(P + "block_one_time", card=k.uname(sel), attacker=k.uname(att),
                      time=time_name(times[0]), forecast=block_forecast(k, sel, att, times[0]))
        at = next((tm for a, tm in v.attackers if a == att), times[0])
        return tr(P + "block_time", card=k.uname(sel), attacker=k.uname(att),
                  time=time_name(at), forecast=block_forecast(k, sel, att, at))
    if sel is not None:
        return tr(P + "block_attacker", card=k.uname(sel))
    return tr(P + "block", forecast=life_forecast(forecast(v)))
