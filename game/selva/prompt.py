"""What the Selva table's prompt says: who decides, in which phase of the turn, and what they may do
now (pure Python: words from the view and the table's selection)."""
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


def block_forecast(t, blocker, attacker, time) -> str:
    """The warning and the forecast of one block: the −1 defence at the other time, who falls, the life
    the defender is left with (if nothing else happens)."""
    v = t.view()
    at = next((tm for a, tm in v.attackers if a == attacker), None)
    f = forecast(v, {attacker: (blocker, time)})
    e = next((x for x in f["entries"] if x["attacker"] == attacker), None)
    parts = []
    if at is not None and time != at:
        parts.append(tr("selva.forecast.penalty"))
    if e is not None:
        parts.append(tr("selva.forecast.versus", attack=e["attack"], defence=e["defence"]))
        if e["blocker_dies"]:
            parts.append(tr("selva.forecast.blocker_falls", card=t.uname(v, blocker)))
        if e["attacker_dies"]:
            parts.append(tr("selva.forecast.attacker_falls", card=t.uname(v, attacker)))
    parts.append(life_forecast(t, f))
    return " · ".join(p for p in parts if p)


def life_forecast(t, f) -> str:
    if f["life"] is None:
        return ""
    if not f["to_alfa"]:
        return tr("selva.forecast.no_damage")
    return tr_n("selva.forecast.life", f["life"], amount=f["to_alfa"])


def prompt_text(t) -> tuple[str, str]:
    """(who and which phase, what may be done now)."""
    v = t.view()
    P = "selva.prompt."
    ph = v.phase
    p = t.current()
    pk = phase_key(v)
    turn = v.turn
    if ph == "over" or p is None:
        w = v.winner
        return tr(P + "over", name=t.player_name(w)), ""
    phase = tr(f"selva.phase.{pk}") if pk else tr(f"selva.setup.{ph}")
    if turn in (0, 1) and pk:
        head = tr(P + ("your_turn" if turn == t.seat and t.humans else "turn_of"),
                  name=t.player_name(turn), phase=phase)
    else:
        head = tr(P + "setup", phase=phase, game=v.game_no)
    if not t.my_turn():
        nm = t.player_name(p)
        if t.is_human(p) and p != t.seat:
            return head, tr(P + "waiting", name=nm)
        if t.is_human(p):
            return head, tr(P + "hidden", name=nm)
        key = {"respond": "wait_respond", "block": "wait_block", "declare": "wait_declare",
               "exile": "wait_exile", "target": "wait_target", "swap": "wait_swap",
               "mulligan": "wait_mulligan"}.get(ph, "thinking")
        return head, tr(P + key, name=nm)
    o = t.targets
    if t.chooser is not None:
        return head, t.chooser["title"]
    if ph == "starter":
        return head, tr(P + ("starter" if v.game_no <= 1 else "starter_loser"))
    if ph == "mulligan":
        return head, tr(P + "mulligan", cards=tr_n("selva.count.cards", len(v.hand[t.seat])),
                        next=tr_n("selva.count.cards", t.next_hand_size()))
    if ph == "initial":
        return head, tr(P + "initial")
    if ph == "element":
        return head, tr(P + "element")
    if ph == "main":
        res_ok = any(a.kind == "play" and v.tb.type[v.card[a.value]] == "recurso" for a in t.legal)
        extra = tr(P + "main_resource") if res_ok else ""
        return head, tr(P + "main") + extra
    if ph == "declare":
        if t.selected is not None:
            times = list(o["declare"].get(t.selected, {}))
            if len(times) == 1:
                return head, tr(P + "declare_one_time", card=t.uname(v, t.selected),
                                time=time_name(times[0]))
            return head, tr(P + "declare_time", card=t.uname(v, t.selected))
        return head, tr(P + "declare")
    if ph == "block":
        if t.selected is not None and t.block_for is not None:
            times = list(o["block"].get(t.selected, {}).get(t.block_for, {}))
            if len(times) == 1:
                return head, tr(P + "block_one_time", card=t.uname(v, t.selected), attacker=t.uname(v, t.block_for),
                                time=time_name(times[0]), forecast=block_forecast(t, t.selected, t.block_for,
                                                                                  times[0]))
            at = next((tm for a, tm in v.attackers if a == t.block_for), times[0])
            return head, tr(P + "block_time", card=t.uname(v, t.selected), attacker=t.uname(v, t.block_for),
                            time=time_name(at), forecast=block_forecast(t, t.selected, t.block_for, at))
        if t.selected is not None:
            return head, tr(P + "block_attacker", card=t.uname(v, t.selected))
        return head, tr(P + "block", forecast=life_forecast(t, forecast(v)))
    if ph == "respond":
        w = v.window
        from game.selva.explain import keyword_name
        return tr(P + "priority_head", phase=phase), tr(P + ("respond_contienda" if w == "contienda"
                                                                else "respond_intimidacion"),
                                                          acecho=keyword_name(v, "acecho"))
    if ph == "target":
        pend = v.pending
        card = t.uname(v, pend["uid"])
        kind = pend["target_kind"]
        return head, tr(P + "target", card=card, what=tr(f"selva.target.{kind}"))
    if ph == "exile":
        uid = t.exile_uid()
        key = "exile_many" if len(o["exile"]) > 1 else "exile"
        return head, tr(P + key, card=t.uname(v, uid))
    if ph == "discard":
        return head, tr(P + "discard", limit=t.hand_limit())
    if ph == "swap":
        return head, tr(P + "swap")
    return head, ""
