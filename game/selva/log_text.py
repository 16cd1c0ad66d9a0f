"""Selva's log: events -> sentences in the interface language (pure Python, no pygame).

``LogText(pool, names, seat, card_of)`` tells the events to the seat ``seat`` (its own lines are
brighter, its Alfa's losses red): ``lines(event)`` is a list of ``(text, colour)``. ``names`` are the
players' names; ``card_of(uid)`` gives the pool index of a card in play that an event names by its uid
only (a public card). Every event kind of ``rules/selva`` has its sentence (docs/log-format.md).
"""
from __future__ import annotations

from game.i18n import name as pick_name
from game.i18n import tr, tr_n

UNKNOWN = -1
INK = (236, 232, 220)
MUTED = (140, 146, 150)
GOLD = (240, 196, 80)
RED = (232, 92, 76)
GREEN = (120, 210, 130)
PLAIN = (214, 218, 214)
OWN = (236, 236, 226)
ELEMENT = (170, 210, 250)
SPELL = (200, 180, 240)
EFFECT = (190, 200, 230)


class LogText:
    def __init__(self, pool, names, seat: int, card_of):
        self.pool = pool
        self.names = list(names)
        self.seat = seat
        self.card_of = card_of

    def player_name(self, seat) -> str:
        return self.names[seat] if seat in (0, 1) else "?"

    def pcard(self, p):
        if p is None or type(p) is not int or p < 0 or p >= len(self.pool.cards):
            return None
        return self.pool.cards[p]

    def cname(self, p) -> str:
        c = self.pcard(p)
        return pick_name(c.names) if c is not None else tr("selva.hidden_card")

    @staticmethod
    def zone_name(z) -> str:
        return tr(f"selva.zone.{z}") if z else "?"

    @staticmethod
    def time_name(t) -> str:
        return tr(f"selva.time.{t}") if t else "?"

    @staticmethod
    def _seat_of(e):
        s = e.data.get("seat")
        return s if s in (0, 1) else e.player

    def lines(self, e) -> list[tuple[str, tuple]]:
        """The log lines ``(text, colour)`` of one event (none for the events the log leaves out)."""
        k, d = e.kind, e.data
        L = "selva.log."
        seat = self._seat_of(e)
        nm = self.player_name
        cn = self.cname
        plain = PLAIN
        col = OWN if seat == self.seat else plain
        key = L + k
        if k == "match_start":
            return [(tr(L + "match_start", a=nm(0), b=nm(1)), MUTED)]
        if k == "game_start":
            return [(tr(L + "game_start", game=d.get("game", "?")), GOLD)]
        if k == "coin":
            return [(tr(L + "coin", name=nm(d.get("winner"))), plain)]
        if k == "starter":
            by = d.get("by")
            if by in (0, 1):
                key = "starter_self" if by == d.get("seat") else "starter_other"
                return [(tr(L + key, name=nm(by), starter=nm(d.get("seat"))), GOLD)]
            return [(tr(L + "starter", name=nm(d.get("seat"))), GOLD)]
        if k == "mulligan":
            return [(tr(L + "mulligan", name=nm(seat)), plain)]
        if k == "keep":
            return [(tr_n(L + "keep", int(d.get("count") or 0), name=nm(seat)), plain)]
        if k == "initial_resource":
            return [(tr(L + "initial_resource", name=nm(seat), card=cn(d.get("card"))), plain)]
        if k == "reveal_alfa":
            c = self.pcard(d.get("card"))
            return [(tr(L + "reveal_alfa", name=nm(seat), card=cn(d.get("card")),
                        life=c.life if c is not None else "?"), GOLD)]
        if k == "turn_start":
            return [(tr(L + "turn_start", name=nm(seat), turn=d.get("turn_no", "?")), GOLD)]
        if k == "untap":
            return []
        if k == "draw":
            n = d.get("count", 1)
            return [(tr(L + "draw_one", name=nm(seat)) if n == 1 else tr_n(L + "draw", n, name=nm(seat)), MUTED)]
        if k == "draw_cards":
            cards = d.get("cards") or []
            if not cards:
                return []
            names = [cn(c[1] if isinstance(c, (tuple, list)) else c) for c in cards]
            return [(tr(L + "draw_cards", cards=", ".join(names)), MUTED)]
        if k == "deck_empty":
            return [(tr(L + "deck_empty", name=nm(seat), life=d.get("life", "?")), RED)]
        if k == "element":
            return [(tr(L + "element", name=nm(seat), card=cn(d.get("card"))), ELEMENT)]
        if k == "play":
            return [(tr(L + "play", name=nm(seat), card=cn(d.get("card"))), col)]
        if k == "set_sigilo":
            return [(tr(L + "set_sigilo", name=nm(seat)), col)]
        if k == "set_sigilo_card":
            return [(tr(L + "set_sigilo_card", card=cn(d.get("card"))), MUTED)]
        if k == "bounce":
            return [(tr(L + "bounce", card=cn(d.get("card")), name=nm(seat)), plain)]
        if k == "reveal":
            return [(tr(L + "reveal", name=nm(seat), card=cn(d.get("card"))), SPELL)]
        if k == "pay":
            return []
        if k == "recover":
            return [(tr(L + "recover", name=nm(seat), card=cn(d.get("card"))), col)]
        if k == "effect":
            return self._describe_effect(d, seat)
        if k == "destroy":
            return [(tr(L + "destroy", card=cn(d.get("card")), zone=self.zone_name(d.get("to"))), RED)]
        if k == "phase":
            name = d.get("name")
            if name in ("despertar", "preparacion", "retirada", "mulligan"):
                return []          # the turn's header and the cards tell these
            label = tr(f"selva.phase.{name}")
            if label == f"selva.phase.{name}":
                return []
            return [(tr(L + "phase", phase=label), MUTED)]
        if k == "declare":
            return [(tr(L + "declare", name=nm(seat), card=self._uid_name(d.get("uid"), d.get("card")),
                        time=self.time_name(d.get("time"))), col)]
        if k == "undeclare":
            return [(tr(L + "undeclare", name=nm(seat), card=self._uid_name(d.get("uid"), d.get("card"))), MUTED)]
        if k == "window":
            w = d.get("name")
            return [(tr(L + "window", window=tr(f"selva.phase.{w}"), name=nm(d.get("first"))), MUTED)]
        if k == "pass":
            return [(tr(L + "pass", name=nm(seat)), MUTED)]
        if k == "ability":
            return [(tr(L + "ability", name=nm(seat), card=cn(d.get("card"))), SPELL)]
        if k == "block":
            bname = self._uid_name(d.get("blocker"), d.get("blocker_card"))
            out = [(tr(L + "block", name=nm(seat), card=bname,
                       attacker=self._uid_name(d.get("attacker"), d.get("attacker_card")),
                       time=self.time_name(d.get("time"))), col)]
            if d.get("penalty"):
                out.append((tr(L + "penalty", card=bname), MUTED))
            return out
        if k == "unblock":
            return [(tr(L + "unblock", name=nm(seat), card=self._uid_name(d.get("blocker", d.get("uid")))), MUTED)]
        if k == "combat":
            att, blk = d.get("attacker"), d.get("blocker")
            aname = self._uid_name(att, d.get("attacker_card"))
            if blk is None:
                if d.get("held"):
                    return [(tr(L + "combat_held", card=aname), plain)]
                return [(tr(L + "combat_unblocked", card=aname, amount=d.get("to_alfa", 0)), plain)]
            bname = self._uid_name(blk, d.get("blocker_card"))
            out = [(tr(L + "combat", card=aname, blocker=bname,
                       attack=d.get("attack", "?"), defence=d.get("defence", "?")), plain)]
            if d.get("to_alfa"):
                out.append((tr(L + "combat_through", amount=d["to_alfa"]), plain))
            if d.get("blocker_out"):
                out.append((tr(L + "falls", card=bname), RED))
            if d.get("attacker_out"):
                out.append((tr(L + "falls", card=aname), RED))
            return out
        if k == "alfa_damage":
            s = d.get("seat")
            return [(tr(L + "alfa_damage", name=nm(s), amount=d.get("amount", 0), life=max(0, d.get("life", 0))),
                     RED if s == self.seat else GREEN)]
        if k == "heal_alfa":
            if not d.get("amount"):
                return []
            return [(tr(L + "heal_alfa", name=nm(d.get("seat")), amount=d.get("amount", 0), life=d.get("life", "?")),
                     GREEN)]
        if k == "exile":
            return [(tr(L + "exile", card=cn(d.get("card")), zone=self.zone_name(d.get("to"))), plain)]
        if k == "heal":
            return []              # damage wearing off at Retirada happens every turn
        if k == "discard":
            key = "discard_random" if d.get("random") else "discard"
            return [(tr(L + key, name=nm(seat), card=cn(d.get("card"))), plain)]
        if k == "game_over":
            w = d.get("winner")
            life = d.get("life") or [0, 0]
            return [(tr(L + "game_over", game=d.get("game", "?"), name=nm(w), a=max(0, life[0]),
                        b=max(0, life[1]), p0=nm(0), p1=nm(1)), GOLD)]
        if k == "swap":
            return [(tr(L + "swap", name=nm(seat), out=cn(self._pool_of(d.get("out"))),
                        into=cn(self._pool_of(d.get("in")))), plain)]
        if k == "swap_hidden":
            return [(tr(L + "swap_hidden", name=nm(seat)), plain)]
        if k == "alfa_choice":
            return [(tr(L + "alfa_choice", name=nm(seat), card=cn(self._pool_of(d.get("card")))), plain)]
        if k == "ready":
            return [(tr(L + "ready", name=nm(seat)), MUTED)]
        if k == "match_end":
            wins = d.get("wins") or [0, 0]
            return [(tr(L + "match_end", name=nm(d.get("winner")), x=max(wins), y=min(wins)), GOLD)]
        label = tr(key, name=nm(seat) if seat in (0, 1) else "")
        return [(label, MUTED)] if label != key else []

    def _pool_of(self, x):
        """A card in an event: a pool index, or a card id (swaps name pool ids)."""
        if isinstance(x, str):
            return self.pool.index.get(x, UNKNOWN)
        return x

    def _uid_name(self, uid, card=None) -> str:
        """The name of a card instance named by an event (only public cards are named this way)."""
        if card is not None and card != UNKNOWN:
            return self.cname(card)
        return self.cname(self.card_of(uid) if type(uid) is int else None)

    def _describe_effect(self, d, seat) -> list:
        L = "selva.log.effect."
        eff = d.get("effect", "")
        tgt = d.get("target")
        amt = d.get("amount")
        if isinstance(tgt, int):
            tname = self._uid_name(tgt, d.get("target_card"))
        else:
            tname = ""
        if isinstance(amt, (tuple, list)) and len(amt) == 2:
            amt = f"{amt[0]:+d}/{amt[1]:+d}"
        text = tr(L + eff, name=self.player_name(seat), opponent=self.player_name(1 - seat if seat in (0, 1) else 0),
                  card=self.cname(d.get("card")), target=tname, amount=amt if amt is not None else "")
        if text == L + eff:
            text = tr(L + "generic", card=self.cname(d.get("card")), effect=eff)
        return [(text, EFFECT)]
