"""What the Selva table's prompt says: who decides, in which phase of the turn, and what they may do
now (pure Python: words from the view and the table's selection)."""
from __future__ import annotations

from game.i18n import tr


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
        if t._is_human(p) and p != t.seat:
            return head, tr(P + "waiting", name=nm)
        if t._is_human(p):
            return head, tr(P + "hidden", name=nm)
        key = {"respond": "wait_respond", "block": "wait_block", "declare": "wait_declare",
               "exile": "wait_exile", "target": "wait_target", "swap": "wait_swap",
               "mulligan": "wait_mulligan"}.get(ph, "thinking")
        return head, tr(P + key, name=nm)
    o = t._opts
    if t.chooser is not None:
        return head, t.chooser["title"]
    if ph == "starter":
        return head, tr(P + ("starter" if v.game_no <= 1 else "starter_loser"))
    if ph == "mulligan":
        return head, tr(P + "mulligan", count=len(v.hand[t.seat]), next=t.next_hand_size())
    if ph == "initial":
        return head, tr(P + "initial")
    if ph == "element":
        return head, tr(P + "element")
    if ph == "main":
        res_ok = any(a.kind == "play" and v.tb.type[v.card[a.value]] == "recurso" for a in t._legal)
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
            key = "block_one_time" if len(times) == 1 else "block_time"
            return head, tr(P + key, card=t.uname(v, t.selected), attacker=t.uname(v, t.block_for),
                            time=time_name(times[0]) if times else "")
        if t.selected is not None:
            return head, tr(P + "block_attacker", card=t.uname(v, t.selected))
        return head, tr(P + "block")
    if ph == "respond":
        w = v.window
        return head, tr(P + ("respond_contienda" if w == "contienda" else "respond_intimidacion"))
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
