"""Selva's log: events -> sentences in the interface language (pure Python, no pygame).

``LogText(pool, names, seat, card_of)`` tells the events to the seat ``seat`` (its own lines are
brighter, its Alfa's losses red): ``lines(event)`` is a list of ``(text, colour)``. ``names`` are the
players' names; ``card_of(uid)`` gives the pool index of a card in play that an event names by its uid
only (a public card). Every event kind of ``rules/selva`` has its sentence (docs/log-format.md).
"""
from __future__ import annotations

from game.i18n import name as pick_name
from game.i18n import tr, tr_n
from game.selva.look import card_name, pool_card

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
L = "selva.log."


class LogText:
    def __init__(self, pool, names, seat: int, card_of):
        self.pool = pool
        self.names = list(names)
        self.seat = seat
        self.card_of = card_of

    def player_name(self, seat) -> str:
        return self.names[seat] if seat in (0, 1) else "?"

    def pcard(self, p):
        return pool_card(self.pool, p)

    def cname(self, p) -> str:
        return card_name(self.pool, p)

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
        seat = self._seat_of(e)
        tell = getattr(self, "_on_" + e.kind, None)
        if tell is not None:
            return tell(e.data, seat)
        key = L + e.kind
        label = tr(key, name=self.player_name(seat) if seat in (0, 1) else "")
        return [(label, MUTED)] if label != key else []

    def _own(self, seat) -> tuple:
        """The colour of a deed: brighter for the seat the log tells."""
        return OWN if seat == self.seat else PLAIN

    def _said(self, kind: str, colour, **kw) -> list[tuple[str, tuple]]:
        return [(tr(L + kind, **kw), colour)]

    # -- the match and a game's set-up
    def _on_match_start(self, d, seat):
        return self._said("match_start", MUTED, a=self.player_name(0), b=self.player_name(1))

    def _on_game_start(self, d, seat):
        return self._said("game_start", GOLD, game=d.get("game", "?"))

    def _on_coin(self, d, seat):
        return self._said("coin", PLAIN, name=self.player_name(d.get("winner")))

    def _on_starter(self, d, seat):
        nm = self.player_name
        by = d.get("by")
        if by in (0, 1):
            key = "starter_self" if by == d.get("seat") else "starter_other"
            return self._said(key, GOLD, name=nm(by), starter=nm(d.get("seat")))
        return self._said("starter", GOLD, name=nm(d.get("seat")))

    def _on_mulligan(self, d, seat):
        return self._said("mulligan", PLAIN, name=self.player_name(seat))

    def _on_keep(self, d, seat):
        return [(tr_n(L + "keep", int(d.get("count") or 0), name=self.player_name(seat)), PLAIN)]

    def _on_initial_resource(self, d, seat):
        return self._said("initial_resource", PLAIN, name=self.player_name(seat), card=self.cname(d.get("card")))

    def _on_reveal_alfa(self, d, seat):
        c = self.pcard(d.get("card"))
        return self._said("reveal_alfa", GOLD, name=self.player_name(seat), card=self.cname(d.get("card")),
                          life=c.life if c is not None else "?")

    def _on_turn_start(self, d, seat):
        return self._said("turn_start", GOLD, name=self.player_name(seat), turn=d.get("turn_no", "?"))

    def _on_untap(self, d, seat):
        return []

    # -- cards
    def _on_draw(self, d, seat):
        nm = self.player_name
        n = d.get("count", 1)
        return [(tr(L + "draw_one", name=nm(seat)) if n == 1 else tr_n(L + "draw", n, name=nm(seat)), MUTED)]

    def _on_draw_cards(self, d, seat):
        cards = d.get("cards") or []
        if not cards:
            return []
        names = [self.cname(c[1] if isinstance(c, (tuple, list)) else c) for c in cards]
        return self._said("draw_cards", MUTED, cards=", ".join(names))

    def _on_deck_empty(self, d, seat):
        return self._said("deck_empty", RED, name=self.player_name(seat), life=d.get("life", "?"))

    def _on_element(self, d, seat):
        return self._said("element", ELEMENT, name=self.player_name(seat), card=self.cname(d.get("card")))

    def _on_play(self, d, seat):
        return self._said("play", self._own(seat), name=self.player_name(seat), card=self.cname(d.get("card")))

    def _on_set_sigilo(self, d, seat):
        return self._said("set_sigilo", self._own(seat), name=self.player_name(seat))

    def _on_set_sigilo_card(self, d, seat):
        return self._said("set_sigilo_card", MUTED, card=self.cname(d.get("card")))

    def _on_bounce(self, d, seat):
        return self._said("bounce", PLAIN, card=self.cname(d.get("card")), name=self.player_name(seat))

    def _on_reveal(self, d, seat):
        return self._said("reveal", SPELL, name=self.player_name(seat), card=self.cname(d.get("card")))

    def _on_pay(self, d, seat):
        return []

    def _on_recover(self, d, seat):
        return self._said("recover", self._own(seat), name=self.player_name(seat), card=self.cname(d.get("card")))

    def _on_effect(self, d, seat):
        return self._describe_effect(d, seat)

    def _on_destroy(self, d, seat):
        return self._said("destroy", RED, card=self.cname(d.get("card")), zone=self.zone_name(d.get("to")))

    def _on_ability(self, d, seat):
        return self._said("ability", SPELL, name=self.player_name(seat), card=self.cname(d.get("card")))

    def _on_exile(self, d, seat):
        return self._said("exile", PLAIN, card=self.cname(d.get("card")), zone=self.zone_name(d.get("to")))

    def _on_heal(self, d, seat):
        return []              # damage wearing off at Retirada happens every turn

    def _on_discard(self, d, seat):
        key = "discard_random" if d.get("random") else "discard"
        return self._said(key, PLAIN, name=self.player_name(seat), card=self.cname(d.get("card")))

    # -- the turn and the combat
    def _on_phase(self, d, seat):
        name = d.get("name")
        if name in ("despertar", "preparacion", "retirada", "mulligan"):
            return []          # the turn's header and the cards tell these
        label = tr(f"selva.phase.{name}")
        if label == f"selva.phase.{name}":
            return []
        return self._said("phase", MUTED, phase=label)

    def _on_declare(self, d, seat):
        return self._said("declare", self._own(seat), name=self.player_name(seat),
                          card=self._uid_name(d.get("uid"), d.get("card")), time=self.time_name(d.get("time")))

    def _on_undeclare(self, d, seat):
        return self._said("undeclare", MUTED, name=self.player_name(seat),
                          card=self._uid_name(d.get("uid"), d.get("card")))

    def _on_window(self, d, seat):
        return self._said("window", MUTED, window=tr(f"selva.phase.{d.get('name')}"),
                          name=self.player_name(d.get("first")))

    def _on_pass(self, d, seat):
        return self._said("pass", MUTED, name=self.player_name(seat))

    def _on_block(self, d, seat):
        bname = self._uid_name(d.get("blocker"), d.get("blocker_card"))
        out = self._said("block", self._own(seat), name=self.player_name(seat), card=bname,
                         attacker=self._uid_name(d.get("attacker"), d.get("attacker_card")),
                         time=self.time_name(d.get("time")))
        if d.get("penalty"):
            out.append((tr(L + "penalty", card=bname), MUTED))
        return out

    def _on_unblock(self, d, seat):
        return self._said("unblock", MUTED, name=self.player_name(seat),
                          card=self._uid_name(d.get("blocker", d.get("uid"))))

    def _on_combat(self, d, seat):
        att, blk = d.get("attacker"), d.get("blocker")
        aname = self._uid_name(att, d.get("attacker_card"))
        if blk is None:
            if d.get("held"):
                return self._said("combat_held", PLAIN, card=aname)
            return self._said("combat_unblocked", PLAIN, card=aname, amount=d.get("to_alfa", 0))
        bname = self._uid_name(blk, d.get("blocker_card"))
        out = self._said("combat", PLAIN, card=aname, blocker=bname, attack=d.get("attack", "?"),
                         defence=d.get("defence", "?"))
        if d.get("to_alfa"):
            out.append((tr(L + "combat_through", amount=d["to_alfa"]), PLAIN))
        if d.get("blocker_out"):
            out.append((tr(L + "falls", card=bname), RED))
        if d.get("attacker_out"):              # only a Defender strikes back: the log names it
            out.append((tr(L + "falls_defender", card=aname, blocker=bname, defender=self._keyword("defender")),
                        RED))
        return out

    def _keyword(self, kid: str) -> str:
        k = next((k for k in self.pool.keywords if k.id == kid), None)
        return pick_name(k.names) if k is not None else kid

    def _on_alfa_damage(self, d, seat):
        s = d.get("seat")
        return self._said("alfa_damage", RED if s == self.seat else GREEN, name=self.player_name(s),
                          amount=d.get("amount", 0), life=max(0, d.get("life", 0)))

    def _on_heal_alfa(self, d, seat):
        if not d.get("amount"):
            return []
        return self._said("heal_alfa", GREEN, name=self.player_name(d.get("seat")), amount=d.get("amount", 0),
                          life=d.get("life", "?"))

    # -- between games, the end
    def _on_game_over(self, d, seat):
        nm = self.player_name
        life = d.get("life") or [0, 0]
        return self._said("game_over", GOLD, game=d.get("game", "?"), name=nm(d.get("winner")), a=max(0, life[0]),
                          b=max(0, life[1]), p0=nm(0), p1=nm(1))

    def _on_swap(self, d, seat):
        return self._said("swap", PLAIN, name=self.player_name(seat), out=self.cname(self._pool_of(d.get("out"))),
                          into=self.cname(self._pool_of(d.get("in"))))

    def _on_swap_hidden(self, d, seat):
        return self._said("swap_hidden", PLAIN, name=self.player_name(seat))

    def _on_alfa_choice(self, d, seat):
        return self._said("alfa_choice", PLAIN, name=self.player_name(seat),
                          card=self.cname(self._pool_of(d.get("card"))))

    def _on_ready(self, d, seat):
        return self._said("ready", MUTED, name=self.player_name(seat))

    def _on_match_end(self, d, seat):
        wins = d.get("wins") or [0, 0]
        return self._said("match_end", GOLD, name=self.player_name(d.get("winner")), x=max(wins), y=min(wins))

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
