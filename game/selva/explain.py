"""Why an action is refused, in the player's language and with the data's names (pure Python, no pygame).

The rules refuse with ``(rule, why)``: ``rule`` is a stable code, ``why`` the engine's own English words
(for logs and tests, never shown). ``reason(v, seat, rule, action, player_name)`` builds the sentence a
player reads from the code, the action and the view: the card's name, its cost and what the untapped
resources pay, the keyword's name (Swift, not ``veloz``), the element's and the zone's names, the
target kind, the limit. A code without parameters reads ``selva.illegal.<rule>``.
"""
from __future__ import annotations

from game.i18n import name as pick_name
from game.i18n import tr, tr_n
from rules.selva import queries as SQ

UNKNOWN = -1


def _pool_card(v, p):
    if p is None or type(p) is not int or p < 0 or p >= len(v.pool.cards):
        return None
    return v.pool.cards[p]


def card_name(v, uid) -> str:
    """The name of the card instance ``uid`` in the view (a hidden card: "a hidden card")."""
    if type(uid) is int and 0 <= uid < len(v.card):
        c = _pool_card(v, v.card[uid])
        if c is not None:
            return pick_name(c.names)
    return tr("selva.hidden_card")


def id_name(v, card_id) -> str:
    """The name of a card given by its id (swaps name card ids)."""
    i = v.pool.index.get(card_id) if isinstance(card_id, str) else None
    c = _pool_card(v, i)
    return pick_name(c.names) if c is not None else tr("selva.why.some_card")


def keyword_name(v, kw: str) -> str:
    for k in v.pool.keywords:
        if k.id == kw:
            return pick_name(k.names)
    return kw


def cost_text(cost) -> str:
    """"2 Hierba + 1 Presa" (nothing: "free")."""
    h, p = cost
    parts = []
    if h:
        parts.append(tr_n("selva.count.hierba", h))
    if p:
        parts.append(tr_n("selva.count.presa", p))
    return " + ".join(parts) if parts else tr("selva.card.free")


def free_text(v, seat) -> str:
    """What the untapped resources of ``seat`` are: "1 Hierba, 2 Presa and 1 dual" or "none"."""
    h, p, d = SQ.free(v, seat)
    parts = []
    if h:
        parts.append(tr_n("selva.count.hierba", h))
    if p:
        parts.append(tr_n("selva.count.presa", p))
    if d:
        parts.append(tr_n("selva.count.dual", d))
    if not parts:
        return tr("selva.why.no_resources")
    if len(parts) == 1:
        return parts[0]
    return tr("selva.why.and", a=", ".join(parts[:-1]), b=parts[-1])


def _cost_of(v, seat, action):
    """What the action would cost now (None when it costs nothing the rules check)."""
    k, u = action.kind, action.value
    if type(u) is not int or not 0 <= u < len(v.card) or v.card[u] < 0:
        return None
    c = v.card[u]
    if k == "ability":
        return v.tb.ab_cost[c]
    if k in ("recover", "fuerza", "element"):
        return v.tb.cost[c]
    return SQ.play_cost(v, seat, u)


def _uid(action):
    v = action.value if action is not None else None
    if type(v) is int:
        return v
    if isinstance(v, tuple) and v and type(v[0]) is int:
        return v[0]
    return None


def reason(v, seat: int, rule: str, action=None, player_name=None) -> str:
    """The player's words for the refusal ``rule`` of ``action`` (see the module's text)."""
    kind = action.kind if action is not None else None
    uid = _uid(action) if action is not None else None
    W = "selva.why."
    if rule == "cannot_pay" and action is not None:
        cost = _cost_of(v, seat, action)
        if cost is not None:
            return tr(W + "cannot_pay", card=card_name(v, uid), cost=cost_text(cost), free=free_text(v, seat))
    if rule == "arrived":
        return tr(W + "arrived", card=card_name(v, uid), veloz=keyword_name(v, "veloz"))
    if rule == "activity" and uid is not None and v.card[uid] >= 0:
        act = v.tb.activity[v.card[uid]]
        which = "block" if kind == "block" else "attack"
        return tr(W + f"activity_{which}.{act}", card=card_name(v, uid))
    if rule == "alado" and isinstance(action.value, tuple) and len(action.value) == 3:
        return tr(W + "alado", card=card_name(v, action.value[0]), attacker=card_name(v, action.value[1]),
                  alado=keyword_name(v, "alado"))
    if rule == "acecho":
        return tr(W + "acecho", card=card_name(v, uid), acecho=keyword_name(v, "acecho"))
    if rule == "element_unique" and uid is not None and v.card[uid] >= 0:
        el = v.tb.element[v.card[uid]]
        return tr(W + "element_unique", element=tr(f"selva.element.{el}"))
    if rule == "max_elements":
        return tr_n(W + "max_elements", 4)
    if rule == "max_sigilos":
        return tr_n(W + "max_sigilos", 3)
    if rule == "recover_limit":
        return tr_n(W + "recover_limit", SQ.recover_limit(v, seat))
    if rule in ("no_target", "bad_target"):
        tk = _target_kind(v, action, rule)
        if tk is not None:
            text = tr(W + f"{rule}.{tk}")
            if text != W + f"{rule}.{tk}":
                return text
    if rule == "wrong_phase":
        doing = tr(f"selva.doing.{v.phase}")
        if doing != f"selva.doing.{v.phase}":
            return tr(W + "wrong_phase", doing=doing)
    if rule == "no_such_resource" and action is not None and action.value in ("hierba", "presa"):
        return tr(W + "no_such_resource", kind=tr(f"selva.button.{action.value}"))
    if rule in ("not_in_bosque", "not_in_reserva") and action is not None and isinstance(action.value, tuple):
        card_id = action.value[0] if rule == "not_in_bosque" else (action.value[1] if len(action.value) > 1 else None)
        return tr(W + rule, card=id_name(v, card_id))
    if rule == "tapped":
        return tr(W + ("tapped_block" if kind == "block" else "tapped_attack"), card=card_name(v, uid))
    if rule == "used":
        return tr(W + "used", card=card_name(v, uid))
    if rule == "not_your_turn" and player_name is not None:
        return tr("selva.illegal.not_your_turn", name=player_name(v.actor))
    text = tr(f"selva.illegal.{rule}")
    return text if text != f"selva.illegal.{rule}" else tr("selva.illegal.unknown")


def _target_kind(v, action, rule):
    if rule == "bad_target":
        pend = v.pending
        return pend.get("target_kind") if pend else None
    uid = _uid(action)
    if uid is None or not 0 <= uid < len(v.card) or v.card[uid] < 0:
        return None
    c = v.card[uid]
    if action.kind == "ability":
        return v.tb.ab_target[c]
    return v.tb.target[c]
