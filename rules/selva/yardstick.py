"""The yardstick: a careful rule-based Selva player, as a human who plays well would play. Same
interface as the bots (``choose(rules, state, seat)``); it reads only ``rules.view(state, seat)``.

- Set-up: it starts when it may; keeps a hand with 2–4 resources and an early animal (never below 6
  cards); takes the initial resource its hand needs most.
- Preparación: a resource every turn (the kind its hand needs, a dual one first), lethal burn, removal
  of a real threat, an Elemento, then the biggest animals it can pay, recoveries, healing when hurt,
  ramp early, Sigilos set face down; then it attacks with what the opponent's untapped animals cannot
  punish (no blocker that kills the attacker and survives), with everything when that is lethal, and
  keeps blockers home when the opponent's next attack would be lethal.
- Blocks: kill an attacker and survive first, then block to stop damage without losing more than the
  attacker is worth, chump-block only to stay alive.
- Windows and targets: one-ply "what if": it tries each answer on a copy of what it sees (the hidden
  cards dealt by ``determinize`` with a fixed seed and the deck-blind prior it was measured with) and
  plays the one that changes the fight the most, if it is worth the card.
- Aislamiento unless it has a Carroñero in play; discards its least useful card; no swaps between
  games (its prebuilt deck as it is).
"""
from __future__ import annotations

from rules.engine.rng import RNG
from rules.selva import queries as Q
from rules.selva.view import determinize
from rules.selva.state import (ABILITY, AISLAMIENTO, ATTACK, BLOCK, CEMENTERIO, DAY, DECLARE, DISCARD, DONE, ELEMENT,
                               END, EXILE, FUERZA, KEEP, MULLIGAN, NIGHT, PASS, PH_BLOCK, PH_DECLARE, PH_DISCARD,
                               PH_ELEMENT, PH_EXILE, PH_INITIAL, PH_MAIN, PH_MULLIGAN, PH_RESPOND, PH_STARTER,
                               PH_SWAP, PH_TARGET, PLAY, READY, RECOVER, RESOURCE, REVEAL, SET, SKIP, STARTER, TARGET)

CARD_WORTH = 1.2          # what spending a card from the hand costs, in the fight score's units


class Yardstick:
    level = "yardstick"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rules = None

    def choose(self, rules, state, seat: int):
        self.rules = rules
        v = rules.view(state, seat)
        legal = rules.legal_actions(v)
        if len(legal) == 1:
            return legal[0]
        ph = v.phase
        fn = {PH_STARTER: self.starter, PH_MULLIGAN: self.mulligan, PH_INITIAL: self.initial,
              PH_ELEMENT: self.element, PH_MAIN: self.main, PH_DECLARE: self.declare, PH_BLOCK: self.block,
              PH_RESPOND: self.respond, PH_TARGET: self.target, PH_EXILE: self.exile, PH_DISCARD: self.discard,
              PH_SWAP: self.swap}.get(ph)
        a = fn(v, seat, legal) if fn else None
        return a if a in legal else legal[0]

    # ------------------------------------------------------------------ what it knows
    @staticmethod
    def _of(legal, kind):
        return [a for a in legal if a.kind == kind]

    @staticmethod
    def _type(v, u):
        c = v.card[u]
        return v.tb.type[c] if c >= 0 else None

    def _whatif(self, v, seat, actions):
        """The view after ``actions`` on a copy whose hidden cards are dealt with a fixed seed (targets
        asked on the way are chosen by this player); None if it cannot be played out."""
        rules = self.rules
        s = determinize(v, seat, RNG(self.seed * 7 + 13), infer=False)
        try:
            for a in actions:
                rules.apply(s, a, log=False)
            guard = 0
            while s.phase == PH_TARGET and rules.current_player(s) == seat and guard < 4:
                sv = rules.view(s, seat)
                rules.apply(s, self._best_target(sv, seat, rules.legal_actions(sv)), log=False)
                guard += 1
        except Exception:      # noqa: BLE001 - a what-if that cannot be played out is simply not taken
            return None
        return s

    def _fight(self, s, seat) -> float:
        """The score of a position for ``seat``: life, animals (kept or lost in the fight now under way),
        and the damage the fight will do."""
        o = 1 - seat
        tb = s.tb
        card = s.card
        dead = set()
        life = [s.life[0], s.life[1]]
        if s.attackers:
            for r in Q.combat_preview(s):
                life[1 - s.turn] -= r["to_alfa"]
                if r["blocker_dies"]:
                    dead.add(r["blocker"])
                if r["attacker_dies"]:
                    dead.add(r["attacker"])
        if life[o] <= 0 < life[seat]:
            return 1000.0
        if life[seat] <= 0:
            return -1000.0
        board = 0.0
        for p, sign in ((seat, 1.0), (o, -1.0)):
            for u in s.animals[p]:
                if u not in dead and card[u] >= 0:
                    board += sign * (tb.power[card[u]] + 1.0)
        return (life[seat] - life[o]) + 0.8 * board

    # ------------------------------------------------------------------ set-up
    def starter(self, v, seat, legal):
        return next((a for a in legal if a.value == seat), legal[0])

    def mulligan(self, v, seat, legal):
        hand = v.hand[seat]
        tb = v.tb
        n = len(hand)
        res = sum(1 for u in hand if tb.type[v.card[u]] == "recurso")
        early = any(tb.type[v.card[u]] == "animal" and sum(tb.cost[v.card[u]]) <= 3 for u in hand)
        good = 2 <= res <= 4 and early
        if good or n <= 6:
            return self._of(legal, KEEP)[0]
        return self._of(legal, MULLIGAN)[0]

    def _need(self, v, seat):
        """Hierba and presa the hand asks for, minus what the table already gives."""
        tb = v.tb
        need = {"hierba": 0.0, "presa": 0.0}
        for u in v.hand[seat]:
            c = v.card[u]
            if tb.type[c] != "recurso":
                h, p = tb.cost[c]
                need["hierba"] += h
                need["presa"] += p
        for u in v.resources[seat]:
            c = v.card[u]
            if tb.dual[c]:
                need["hierba"] -= 0.5
                need["presa"] -= 0.5
            else:
                need[tb.resource[c]] -= 1.5
        return need

    def initial(self, v, seat, legal):
        need = self._need(v, seat)
        kind = "hierba" if need["hierba"] >= need["presa"] else "presa"
        return next((a for a in legal if a.value == kind), legal[0])

    def element(self, v, seat, legal):
        uses = self._of(legal, ELEMENT)
        for a in uses:
            s = self._whatif(v, seat, [a])
            if s is not None and self._fight(s, seat) >= self._fight(v, seat) - 0.01:
                return a
        return self._of(legal, SKIP)[0]

    # ------------------------------------------------------------------ Preparación
    def main(self, v, seat, legal):
        tb = v.tb
        card = v.card
        o = 1 - seat
        plays = self._of(legal, PLAY)
        by_type = {}
        for a in plays:
            by_type.setdefault(tb.type[card[a.value]], []).append(a)
        # 1. a resource
        if by_type.get("recurso"):
            need = self._need(v, seat)

            def res_key(a):
                c = card[a.value]
                return (tb.dual[c], bool(tb.effects[c]), need.get(tb.resource[c], 0))
            return max(by_type["recurso"], key=res_key)
        reveals = self._of(legal, REVEAL)
        fuerzas = by_type.get("fuerza", [])
        # 2. lethal burn, removal of a threat, healing when hurt (one-ply what-if)
        base = self._fight(v, seat)
        best, gain = None, 0.0
        for a in fuerzas + reveals:
            s = self._whatif(v, seat, [a])
            if s is None:
                continue
            g = self._fight(s, seat) - base - CARD_WORTH
            terms = tb.effects[card[a.value]]
            names = {t[0].__name__ for t in terms}
            if names & {"pump", "cancel_attack", "switch_time"}:
                continue            # combat tricks wait for a fight
            if "draw" in names or "ramp" in names:
                g += 1.5 if len(v.resources[seat]) < 7 or "draw" in names else 0.0
            if "heal_alfa" in names and v.life[seat] > v.max_life[seat] - 3:
                g -= 3.0            # healing is for when it is needed
            if g > gain:
                best, gain = a, g
        if best is not None:
            return best
        # 3. an Elemento, then the biggest animal it can pay
        if by_type.get("elemento"):
            return by_type["elemento"][0]
        if by_type.get("animal"):
            return max(by_type["animal"], key=lambda a: (sum(tb.cost[card[a.value]]), tb.power[card[a.value]]))
        recovers = self._of(legal, RECOVER)
        if recovers:
            return max(recovers, key=lambda a: tb.power[card[a.value]])
        sets = self._of(legal, SET)
        if sets:
            return sets[0]
        # 4. the attack
        if any(a.kind == ATTACK for a in legal) and self._attack_plan(v, seat):
            return next(a for a in legal if a.kind == ATTACK)
        return next(a for a in legal if a.kind == END)

    def _blockers(self, v, seat, attacker, time):
        """The opponent's animals that can block ``attacker`` attacking at ``time`` (untapped, alado)."""
        tb = v.tb
        card = v.card
        o = 1 - seat
        out = []
        for b in v.animals[o]:
            if b in v.tapped:
                continue
            if tb.alado[card[attacker]] and not tb.alado[card[b]]:
                continue
            out.append(b)
        return out

    def _duel(self, v, a, b, time_a, seat):
        """(attacker dies, blocker dies, damage through) if ``b`` blocks ``a``: on a copy with the block."""
        t = v.clone()
        t.attackers = [(a, time_a)]
        act = v.tb.activity[v.card[b]]
        tb_time = time_a if act in ("both", time_a) else act
        t.blocks = {a: (b, tb_time)}
        t.turn = seat
        r = Q.combat_preview(t)[0]
        return r["attacker_dies"], r["blocker_dies"], r["to_alfa"]

    def _time_for(self, v, seat, u):
        tb = v.tb
        acts = Q.times(tb.activity[v.card[u]])
        if len(acts) == 1:
            return acts[0]
        mod = tb.alfa_mod[v.alfa[seat]] if v.alfa[seat] >= 0 else {}

        def key(t):
            blockers = self._blockers(v, seat, u, t)
            penalised = sum(1 for b in blockers if tb.activity[v.card[b]] not in ("both", t))
            return (mod.get(("attack", t), 0), penalised)
        return max(acts, key=key)

    def _attack_plan(self, v, seat):
        """[(uid, time)] of the attackers worth sending now."""
        tb = v.tb
        card = v.card
        o = 1 - seat
        ready = [u for u in v.animals[seat] if Q.can_attack(v, u) and not any(a == u for a, _ in v.attackers)]
        if not ready:
            return []
        plan = []
        total = 0
        for u in ready:
            t = self._time_for(v, seat, u)
            blockers = self._blockers(v, seat, u, t)
            punish = False
            for b in blockers:
                a_dies, b_dies, _ = self._duel(v, u, b, t, seat)
                if a_dies and not b_dies:
                    punish = True
            atk = Q.stats(v, u)[0]
            if not blockers:
                total += atk
            plan.append((u, t, punish, atk))
        opp_life = v.life[o] if v.life[o] >= 0 else 20
        n_blockers = sum(1 for b in v.animals[o] if b not in v.tapped)
        # lethal: the damage of the attackers nobody can block, plus the biggest ones past the blockers
        atks = sorted((x[3] for x in plan), reverse=True)
        if total >= opp_life or (len(atks) > n_blockers and sum(atks[n_blockers:]) >= opp_life):
            return [(u, t) for u, t, _, _ in plan]
        # the opponent's next attack: keep blockers home if it could be lethal
        threat = sum(max(0, Q.stats(v, b)[0]) for b in v.animals[o])
        my_life = v.life[seat]
        chosen = [(u, t) for u, t, punish, atk in plan if not punish and atk > 0]
        if threat >= my_life - 2:
            chosen = [(u, t) for u, t in chosen if tb.vigia[card[u]] or Q.stats(v, u)[1] <= 1]
        return chosen

    def declare(self, v, seat, legal):
        plan = self._attack_plan(v, seat)
        for u, t in plan:
            for a in legal:
                if a.kind == DECLARE and a.value == (u, t):
                    return a
            for a in legal:
                if a.kind == DECLARE and a.value[0] == u:
                    return a
        return next(a for a in legal if a.kind == DONE)

    # ------------------------------------------------------------------ Contienda
    def block(self, v, seat, legal):
        blocks = self._of(legal, BLOCK)
        if not blocks:
            return next(a for a in legal if a.kind == DONE)
        o = v.turn
        tb = v.tb
        card = v.card
        incoming = sum(r["to_alfa"] for r in Q.combat_preview(v))
        danger = incoming >= v.life[seat] - 1
        best, score = None, 0.0
        for act in blocks:
            b, a, tm = act.value
            t = v.clone()
            t.blocks = dict(t.blocks)
            t.blocks[a] = (b, tm)
            r = next(x for x in Q.combat_preview(t) if x["attacker"] == a)
            atk_a = max(0, Q.stats(v, a)[0])
            value = atk_a - r["to_alfa"]                    # damage stopped
            if incoming >= v.life[seat] > incoming - value:
                value += 50.0                               # the block that keeps the Alfa alive
            if r["attacker_dies"]:
                value += 2.0 * (tb.power[card[a]] + 1.0)
            if r["blocker_dies"]:
                value -= 1.6 * (tb.power[card[b]] + 1.0) * (0.4 if danger else 1.0)
            if tm != next((t_ for x, t_ in v.attackers if x == a), tm):
                value -= 0.2
            if value > score:
                best, score = act, value
        return best if best is not None else next(a for a in legal if a.kind == DONE)

    # ------------------------------------------------------------------ windows and targets
    def respond(self, v, seat, legal):
        answers = [a for a in legal if a.kind in (FUERZA, REVEAL, ABILITY)]
        if not answers:
            return next(a for a in legal if a.kind == PASS)
        base = self._fight(v, seat)
        best, gain = None, 0.0
        for a in answers:
            s = self._whatif(v, seat, [a])
            if s is None:
                continue
            cost = 0.4 if a.kind == ABILITY else CARD_WORTH
            g = self._fight(s, seat) - base - cost
            if g > gain:
                best, gain = a, g
        return best if best is not None else next(a for a in legal if a.kind == PASS)

    def target(self, v, seat, legal):
        return self._best_target(v, seat, legal)

    def _best_target(self, v, seat, legal):
        opts = [a for a in legal if a.kind == TARGET]
        if not opts:
            return legal[0]
        best, score = opts[0], None
        tb = v.tb
        for a in opts:
            s = self._whatif_target(v, seat, a)
            if s is None:
                continue
            sc = self._fight(s, seat)
            u = a.value
            c = s.card[u] if u < len(s.card) else -1
            if c >= 0 and u in s.hand[seat] and tb.type[c] == "animal":
                sc += 0.5 * tb.power[c]                 # a card recovered to the hand
            if score is None or sc > score:
                best, score = a, sc
        return best

    def _whatif_target(self, v, seat, a):
        rules = self.rules
        s = determinize(v, seat, RNG(self.seed * 7 + 29), infer=False)
        try:
            rules.apply(s, a, log=False)
        except Exception:      # noqa: BLE001
            return None
        return s

    # ------------------------------------------------------------------ the rest
    def exile(self, v, seat, legal):
        tb = v.tb
        scavenger = any(tb.carronero[v.card[u]] for u in v.animals[seat])
        zone = CEMENTERIO if scavenger else AISLAMIENTO
        return next((a for a in legal if a.kind == EXILE and a.value[1] == zone), legal[0])

    def discard(self, v, seat, legal):
        tb = v.tb
        card = v.card
        n_res = len(v.resources[seat])

        def worth(a):
            c = card[a.value]
            t = tb.type[c]
            if t == "recurso":
                return 3.0 if n_res < 6 else 0.5
            if t == "animal":
                return tb.power[c]
            if t == "elemento":
                have = {tb.element[card[x]] for x in v.elements[seat]}
                return 0.2 if tb.element[c] in have else 3.0
            return 2.5
        return min(self._of(legal, DISCARD), key=worth)

    def swap(self, v, seat, legal):
        return next((a for a in legal if a.kind == READY), legal[0])


__all__ = ["Yardstick", "DAY", "NIGHT"]
