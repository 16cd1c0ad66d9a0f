"""The careful yardstick: a rule-based Selva player of the kind a good club player is, stronger than the
old yardstick (``rules.selva.yardstick``, kept as the easy end). Same interface (``choose(rules, state,
seat)``, ``level``); it reads only ``rules.view(state, seat)`` and is deterministic.

What it adds to the old yardstick:

- **It tracks what it has seen**: its what-ifs deal the opponent's hidden cards from the deck those
  cards recognise (``determinize`` with the deck inference), not from every shipped deck at once.
- **It plans the whole attack, not one attacker at a time**: every set of its ready attackers (up to
  2^7) is judged by the opponent's best answer, blocker by blocker (kill and survive first, a fair
  trade, a chump block only to stay alive), and then by the counter-attack that set leaves open: an
  attacker stays tapped through the opponent's next turn, so the blockers left home must hold what
  the opponent's surviving animals can swing back. Lethal wins, a set that lets the swing back kill
  is never taken, and an attacker whose attack can win nothing (attack 0, or every blocker of it
  stops it for free) never goes.
- **It counts what is left**: an attacker is sent into a blocker it only beats by the smallest margin
  less gladly while the opponent holds cards and open resources (a trick costs it the animal).
- **It keeps strong cards for when they matter**: the old yardstick's one-ply what-if for Fuerzas,
  Sigilos and abilities, with the hidden cards recognised as above; healing only when hurt.
- **It blocks as a whole**: every block is weighed against the damage that would get through
  otherwise; a chump block only when the damage left would be lethal.
"""
from __future__ import annotations

from itertools import combinations

from rules.engine.rng import RNG
from rules.selva import queries as Q
from rules.selva.state import BLOCK, DECLARE, DONE
from rules.selva.view import determinize
from rules.selva.yardstick import Yardstick

LETHAL = 1000.0
COUNTER_WEIGHT = 0.35     # the swing back, per point (0.0-1.0 measured: 0.35 best, 62/96 v the old yardstick)
ANIMAL_WORTH = 0.8        # an animal lost or killed, per (power + 1), in life points
MAX_SUBSETS_OF = 7        # more ready attackers than this: the best 7 by attack are planned


def _duel(v, a, ta, b, seat):
    """(attacker dies, blocker dies, damage through, blocker's margin) if ``b`` blocks ``a`` attacking at
    ``ta`` (the blocker at its own time when it cannot match the attacker's): on a copy of the view."""
    t = v.clone()
    t.attackers = [(a, ta)]
    act = v.tb.activity[v.card[b]]
    tb_time = ta if act in ("both", ta) else act
    t.blocks = {a: (b, tb_time)}
    t.turn = seat
    r = Q.combat_preview(t)[0]
    return r["attacker_dies"], r["blocker_dies"], r["to_alfa"], (r["defence"] or 0) - r["attack"]


class Careful(Yardstick):
    level = "careful"

    def _whatif(self, v, seat, actions):
        rules = self.rules
        s = determinize(v, seat, RNG(self.seed * 7 + 13))          # the deck recognised by what it saw
        try:
            for a in actions:
                rules.apply(s, a, log=False)
            guard = 0
            while s.phase == "target" and rules.current_player(s) == seat and guard < 4:
                sv = rules.view(s, seat)
                rules.apply(s, self._best_target(sv, seat, rules.legal_actions(sv)), log=False)
                guard += 1
        except Exception:      # noqa: BLE001 - a what-if that cannot be played out is simply not taken
            return None
        return s

    def _whatif_target(self, v, seat, a):
        s = determinize(v, seat, RNG(self.seed * 7 + 29))
        try:
            self.rules.apply(s, a, log=False)
        except Exception:      # noqa: BLE001
            return None
        return s

    # ------------------------------------------------------------------ the attack as a whole
    def _attack_plan(self, v, seat):
        """[(uid, time)] of the set of attackers that scores best (see the module's text)."""
        ready = [u for u in v.animals[seat] if Q.can_attack(v, u) and not any(a == u for a, _ in v.attackers)]
        if not ready:
            return []
        info = {u: self._attacker_info(v, seat, u) for u in ready}
        useful = [u for u in ready if info[u]["useful"]]
        useful.sort(key=lambda u: -info[u]["atk"])
        useful = useful[:MAX_SUBSETS_OF]
        best, best_score = [], self._plan_score(v, seat, [], info)
        for k in range(1, len(useful) + 1):
            for combo in combinations(useful, k):
                sc = self._plan_score(v, seat, list(combo), info)
                if sc > best_score + 1e-9:
                    best, best_score = list(combo), sc
        return [(u, info[u]["time"]) for u in sorted(best)]

    def _attacker_info(self, v, seat, u):
        """An attacker's time, attack, and what each possible blocker would do to it."""
        tb = v.tb
        t = self._time_for(v, seat, u)
        probe = v.clone()
        probe.attackers = [(u, t)]
        probe.turn = seat
        atk = Q.stats(probe, u)[0]
        duels = {}
        for b in self._blockers(v, seat, u, t):
            duels[b] = _duel(v, u, t, b, seat)
        useful = atk > 0            # an attack of 0 wins nothing: it only taps a blocker
        return {"time": t, "atk": atk, "duels": duels, "useful": useful, "power": tb.power[v.card[u]] + 1.0,
                "vigia": bool(tb.vigia[v.card[u]])}

    def _opp_blocks(self, v, seat, attackers, info):
        """The opponent's answer to ``attackers``: {attacker: blocker}, greedy, biggest attacker first."""
        o = 1 - seat
        tb = v.tb
        card = v.card
        life = v.life[o]
        incoming = sum(max(0, info[a]["atk"]) for a in attackers)
        used: set = set()
        out = {}
        for a in sorted(attackers, key=lambda x: -info[x]["atk"]):
            atk = max(0, info[a]["atk"])
            best, best_val = None, 0.0
            for b, (a_dies, b_dies, through, _m) in info[a]["duels"].items():
                if b in used:
                    continue
                val = atk - through
                if a_dies:
                    val += 2.0 * info[a]["power"]
                if b_dies:
                    val -= 1.6 * (tb.power[card[b]] + 1.0)
                if incoming >= life > incoming - (atk - through):
                    val += 50.0
                if val > best_val:
                    best, best_val = b, val
            if best is not None:
                used.add(best)
                out[a] = best
                incoming -= atk - info[a]["duels"][best][2]
        return out

    def _plan_score(self, v, seat, attackers, info):
        o = 1 - seat
        tb = v.tb
        card = v.card
        blocks = self._opp_blocks(v, seat, attackers, info)
        dmg = 0
        mine_lost, theirs_lost = set(), set()
        risk = 0.0
        opp_cards = len(v.hand[o])
        for a in attackers:
            b = blocks.get(a)
            if b is None:
                dmg += max(0, info[a]["atk"])
                continue
            a_dies, b_dies, through, margin = info[a]["duels"][b]
            dmg += through
            if a_dies:
                mine_lost.add(a)
            if b_dies:
                theirs_lost.add(b)
                if margin >= -1 and opp_cards:
                    risk += 0.5 * info[a]["power"]      # a trick in their hand turns it round
        opp_life = v.life[o]
        if dmg >= opp_life:
            return LETHAL + dmg
        # the swing back: their animals left, against my animals that will be untapped
        home = [u for u in v.animals[seat] if u not in mine_lost and u not in v.tapped
                and (u not in attackers or info[u]["vigia"])]
        theirs = [b for b in v.animals[o] if b not in theirs_lost]
        counter = _swing(v, theirs, home)
        my_life = v.life[seat]
        score = dmg - COUNTER_WEIGHT * counter - risk
        if counter >= my_life:
            score -= LETHAL / 2
        score += ANIMAL_WORTH * sum(tb.power[card[b]] + 1.0 for b in theirs_lost)
        score -= ANIMAL_WORTH * sum(info[a]["power"] for a in mine_lost)
        return score

    # ------------------------------------------------------------------ Contienda
    def block(self, v, seat, legal):
        blocks = self._of(legal, BLOCK)
        if not blocks:
            return next(a for a in legal if a.kind == DONE)
        tb = v.tb
        card = v.card
        previews = Q.combat_preview(v)
        incoming = sum(r["to_alfa"] for r in previews)
        danger = incoming >= v.life[seat] - 1
        best, score = None, 0.0
        for act in blocks:
            b, a, tm = act.value
            t = v.clone()
            t.blocks = dict(t.blocks)
            t.blocks[a] = (b, tm)
            r = next(x for x in Q.combat_preview(t) if x["attacker"] == a)
            atk_a = max(0, Q.stats(v, a)[0])
            value = atk_a - r["to_alfa"]
            if incoming >= v.life[seat] > incoming - value:
                value += 50.0
            if r["attacker_dies"]:
                value += 2.0 * (tb.power[card[a]] + 1.0)
            if r["blocker_dies"]:
                value -= 1.6 * (tb.power[card[b]] + 1.0) * (0.4 if danger else 1.0)
                if not r["attacker_dies"] and not danger and value < 1.0:
                    continue                    # a blocker lost for a point or two: never
            if tm != next((t_ for x, t_ in v.attackers if x == a), tm):
                value -= 0.2
            if value > score:
                best, score = act, value
        return best if best is not None else next(a for a in legal if a.kind == DONE)

    def declare(self, v, seat, legal):
        plan = self._attack_plan(v, seat)
        declared = {a for a, _ in v.attackers}
        for u, t in plan:
            if u in declared:
                continue
            for a in legal:
                if a.kind == DECLARE and a.value == (u, t):
                    return a
            for a in legal:
                if a.kind == DECLARE and a.value[0] == u:
                    return a
        return next(a for a in legal if a.kind == DONE)


def _swing(v, attackers, blockers) -> int:
    """The damage ``attackers`` (all untapped next turn) get past ``blockers``: each blocker stops one
    attacker it can reach (alado), the biggest first."""
    tb = v.tb
    card = v.card
    atks = sorted(((max(0, Q.stats(v, a)[0]), bool(tb.alado[card[a]])) for a in attackers), reverse=True)
    free_b = [bool(tb.alado[card[b]]) for b in blockers]
    through = 0
    for atk, alado in atks:
        if atk <= 0:
            continue
        k = next((i for i, fly in enumerate(free_b) if fly or not alado), None)
        if k is None:
            through += atk
        else:
            free_b.pop(k)
    return through
