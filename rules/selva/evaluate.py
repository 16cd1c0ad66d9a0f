"""The AI's estimate of a Selva position (``evaluate``: the chance of winning the match), where its
playouts stop (``rollout_done``: at the end of the turn after the one they start in), what its search
considers (``search_actions``) and how its playouts play (``rollout_policy``)."""
from __future__ import annotations

import math

from rules.selva import queries as Q
from rules.selva.scoring import chance
from rules.selva.state import (ATTACK, BLOCK, DECLARE, DISCARD, END, KEEP_ACTION, MULLIGAN_ACTION, PH_BLOCK,
                               PH_DECLARE, PH_DISCARD, PH_EXILE, PH_INITIAL, PH_MAIN, PH_MULLIGAN, PH_OVER,
                               PH_RESPOND, PH_SWAP, PLAY, RESOURCE, UNBLOCK, UNDECLARE, State)


EVAL_WEIGHTS = {"life": 1.0, "board": 0.55, "hand": 0.35, "resources": 0.45, "sigilos": 0.6, "elements": 0.8,
                "isolated": 0.15, "scale": 7.0, "threat": 0.0, "change": 0.05}


_ORIGINAL: dict = {}


def changes(s: State, seat: int) -> int:
    """How far ``seat``'s deck is from the one it came with: cards swapped between Bosque and Reserva,
    and a change of Alfa since the last game (the search cannot see what a swap is worth, so it keeps
    the deck as it was built unless something else is at stake)."""
    if s.game_no < 2 and s.phase != PH_SWAP:
        return 0
    dl = s.decklist[seat]
    given = s.config["decks"][seat]
    if dl is None or given is None:           # an opponent's private deck: nothing to compare with
        return 0
    hit = _ORIGINAL.get(id(dl))
    if hit is None or hit[0] is not dl:
        from rules.selva.setup import resolve_deck
        deck = resolve_deck(given, s.pool)
        idx = s.pool.index
        want: dict = {}
        for cid, n in deck.bosque:
            want[idx[cid]] = want.get(idx[cid], 0) + n
        moved = sum(max(0, n - want.get(c, 0)) for c, n in dl.items())
        if len(_ORIGINAL) > 512:
            _ORIGINAL.clear()
        hit = _ORIGINAL[id(dl)] = (dl, moved)
    n = hit[1]
    if s.history and s.alfa[seat] >= 0 and s.alfa[seat] != s.history[-1]["alfas"][seat]:
        n += 1
    return n


def threat(s: State, p: int) -> int:
    """The damage ``p`` could deal with an attack now: the attack of its animals free to attack, past
    the opponent's untapped animals (each of which can stop one attacker, the biggest first)."""
    tb = s.tb
    card = s.card
    o = 1 - p
    tapped = s.tapped
    atks = []
    for u in s.animals[p]:
        if u not in tapped:
            c = card[u]
            if c >= 0:
                atks.append(tb.attack[c])
    if not atks:
        return 0
    blockers = 0
    for u in s.animals[o]:
        if u not in tapped:
            blockers += 1
    if blockers >= len(atks):
        return 0
    atks.sort()
    return sum(atks[:len(atks) - blockers])


def _side(s: State, p: int, w: dict) -> float:
    tb = s.tb
    card = s.card
    x = w["life"] * s.life[p]
    board = 0.0
    power = tb.power
    for u in s.animals[p]:
        c = card[u]
        if c >= 0:
            board += power[c]
    x += w["board"] * board
    x += w["hand"] * min(len(s.hand[p]), 8)
    x += w["resources"] * min(len(s.resources[p]), 10)
    x += w["sigilos"] * len(s.sigilos[p]) + w["elements"] * len(s.elements[p])
    x += w["isolated"] * len(s.aislamiento[p])         # animals that may come back
    return x


def evaluate(s: State, seat: int, w: dict = EVAL_WEIGHTS) -> float:
    """0..1 for ``seat``: the chance of winning the match. Within a game, the chance ``p`` of winning
    it comes from the life difference, the animals in play (power), cards in hand, resources,
    Sigilos, Elementos and the Aislamiento, squashed into 0.05..0.95 (a game not yet won is never
    sure, so winning it now is always worth more); then ``p`` weighs the match score after a win
    and after a loss of this game."""
    if s.phase == PH_OVER:
        return 1.0 if s.winner == seat else 0.0
    need = s.games_to_win
    o = 1 - seat
    a, b = s.wins[seat], s.wins[o]
    wc = w["change"]
    pen = wc * changes(s, seat) if wc else 0.0
    if s.phase == PH_SWAP or s.turn_no == 0:
        return max(0.0, chance(a, b, need) - pen)
    x = _side(s, seat, w) - _side(s, o, w)
    wt = w["threat"]
    if wt:
        # the player to move may attack first: what its animals threaten, as life the other may lose
        mover = s.turn
        x += wt * threat(s, mover) * (1.0 if mover == seat else -1.0)
    z = x / w["scale"]
    if z > 30:
        p = 1.0
    elif z < -30:
        p = 0.0
    else:
        p = 1.0 / (1.0 + math.exp(-z))
    p = 0.05 + 0.9 * p
    return max(0.0, p * chance(a + 1, b, need) + (1.0 - p) * chance(a, b + 1, need) - pen)


ROLLOUT_TURNS = 2       # a playout runs to the end of the turn after the one it starts in


def rollout_key(s: State):
    """Where a playout starts: the game, the turn, whether the game is over."""
    return (s.game_no, s.turn_no, s.phase == PH_SWAP or s.phase == PH_OVER)


def rollout_done(start, s: State) -> bool:
    """A playout started at ``start`` (``rollout_key``) is over when a game ends or ROLLOUT_TURNS turns
    have ended: with 2, what a turn does is judged after the other side has answered it (its attack,
    its blocks), so that attacking with everything is seen to leave the Alfa open."""
    return s.game_no != start[0] or s.phase == PH_SWAP or s.phase == PH_OVER or s.turn_no >= start[1] + ROLLOUT_TURNS


EARLY_COST = 3          # an animal a hand can put into play in its first turns
HAND_RULES = True       # mulligan, initial resource and discard by the rules below (False: searched)


def hand_counts(s: State, seat: int) -> tuple[int, bool]:
    """(resources in ``seat``'s hand, whether it holds an animal of total cost ≤ EARLY_COST)."""
    tb = s.tb
    card = s.card
    res = 0
    early = False
    for u in s.hand[seat]:
        c = card[u]
        if c < 0:
            continue
        t = tb.type[c]
        if t == "recurso":
            res += 1
        elif t == "animal" and sum(tb.cost[c]) <= EARLY_COST:
            early = True
    return res, early


def keep_hand(s: State, seat: int) -> bool:
    """The opening rule the search follows (a playout to the end of the first turn cannot see a hand
    that will never get going): with the free mulligan still to come, keep 2–4 resources and an early
    animal; after it, keep 2–5 resources; a hand of 6 cards or fewer is always kept."""
    res, early = hand_counts(s, seat)
    if len(s.hand[seat]) <= 6:
        return True
    if s.mulligans[seat] == 0:
        return 2 <= res <= 4 and early
    return 2 <= res <= 5


def initial_kind(s: State, seat: int, kinds: list) -> str:
    """The initial resource the hand needs most: the costs of its cards in each kind, less the
    resources of that kind it holds (a dual one counts half for each)."""
    tb = s.tb
    card = s.card
    need = {k: 0.0 for k in kinds}
    for u in s.hand[seat]:
        c = card[u]
        if c < 0:
            continue
        if tb.type[c] == "recurso":
            if tb.dual[c]:
                for k in need:
                    need[k] -= 0.5
            elif tb.resource[c] in need:
                need[tb.resource[c]] -= 1.0
        else:
            h, p = tb.cost[c]
            if "hierba" in need:
                need["hierba"] += h
            if "presa" in need:
                need["presa"] += p
    return max(kinds, key=lambda k: need[k])


def discard_worth(s: State, seat: int, u: int) -> float:
    """What keeping the hand card ``u`` is worth to ``seat`` when it must discard: a resource while it
    has fewer than 6 in play and in hand together, else little; an animal its power, less when it is
    far from affordable; an Elemento of a kind it already has, little; anything else a middle value."""
    tb = s.tb
    card = s.card
    c = card[u]
    if c < 0:
        return 1.0
    have = len(s.resources[seat]) + sum(1 for x in s.hand[seat] if x != u and card[x] >= 0
                                        and tb.type[card[x]] == "recurso")
    t = tb.type[c]
    if t == "recurso":
        return 3.0 if have < 6 else 0.4
    if t == "animal":
        short = max(0, sum(tb.cost[c]) - have - 1)
        return tb.power[c] / (1.0 + short)
    if t == "elemento":
        return 0.3 if any(tb.element[card[x]] == tb.element[c] for x in s.elements[seat]) else 2.8
    return 2.0


def _by_hand_rule(s: State, legal: list) -> list:
    """The one action the hand rules choose in a mulligan, initial-resource or discard step."""
    seat = s.actor
    ph = s.phase
    if ph == PH_MULLIGAN:
        return [KEEP_ACTION if keep_hand(s, seat) else MULLIGAN_ACTION]
    if ph == PH_INITIAL:
        kinds = [a.value for a in legal if a.kind == RESOURCE]
        if len(kinds) < 2:
            return legal
        want = initial_kind(s, seat, kinds)
        return [a for a in legal if a.kind == RESOURCE and a.value == want]
    opts = [a for a in legal if a.kind == DISCARD]
    if len(opts) < 2:
        return legal
    return [min(opts, key=lambda a: (discard_worth(s, seat, a.value), a.value))]


PRUNE_IDLE = True        # the search never declares an attacker of attack 0 (it can win nothing)
CAREFUL_PLAYOUTS = True  # the playouts attack as the careful player does (``_worth_attacking``)


def attack_at(s: State, u: int, tm) -> int:
    """The attack of ``u`` attacking at ``tm``: its attack now and its Alfa's bonus at that time."""
    atk = Q.stats(s, u)[0]
    a = s.alfa[s.owner[u]]
    if a >= 0:
        mod = s.tb.alfa_mod[a]
        if mod:
            atk += mod.get(("attack", tm), 0)
    return atk


def search_actions(s: State, legal: list) -> list:
    """What the search considers: no take-backs (``undeclare``/``unblock`` only lead back to a
    position already searched), and attackers declared, attackers blocked, in the order of their
    ids (a set of attackers or of blocks is then reached by one path, not by every ordering of it);
    no attacker whose attack is 0 (``PRUNE_IDLE``: it deals nothing, it can only be lost or be missed
    as a blocker next turn).
    The set-up choices a playout cannot judge follow the opening rules instead: keep or mulligan
    (``keep_hand``) and the initial resource (``initial_kind``); so does a discard (the turn is over
    when it comes, and the evaluation counts cards, not what they are: ``discard_worth``)."""
    ph = s.phase
    if HAND_RULES and ph in (PH_MULLIGAN, PH_INITIAL, PH_DISCARD):
        return _by_hand_rule(s, legal)
    if ph == PH_DECLARE:
        last = max((a for a, _ in s.attackers), default=-1)
        return [a for a in legal if a.kind != UNDECLARE and (a.kind != DECLARE or (a.value[0] > last and (
            not PRUNE_IDLE or attack_at(s, a.value[0], a.value[1]) > 0)))]
    if ph == PH_BLOCK:
        last = max(s.blocks, default=-1)
        return [a for a in legal if a.kind != UNBLOCK and (a.kind != BLOCK or a.value[1] > last)]
    return legal


def _pair_stats(s: State, att: int, ta, b: int, tm, base) -> tuple:
    """(attack, defence) of the attacker ``att`` (attacking at ``ta``) and of ``b`` were ``b`` to block it
    at ``tm``: ``Q.stats`` with that block in place, from ``base(u)`` (``Q.stats`` of an animal with no
    blocker yet: the attacker's Alfa bonus counted, a blocker out of the combat) and the pairing's own
    terms (venom, the blocker's Alfa at its time, a blocker out of its attacker's time)."""
    tb = s.tb
    card = s.card
    atk_a, def_a = base(att)
    atk_b, def_b = base(b)
    if tb.venenoso[card[b]]:
        def_a -= 1
    if tb.venenoso[card[att]]:
        def_b -= 1
    if tm != ta:
        def_b -= 1
    al = s.alfa[s.owner[b]]
    if al >= 0:
        mod = tb.alfa_mod[al]
        if mod:
            def_b += mod.get(("defence", tm), 0)
    return atk_a, def_a, atk_b, def_b


_PHASE_MEMO: list = [None, None, None]   # [state, key, memo]: one block or declaration step's reading


def _phase_memo(s: State, kind: str) -> dict:
    """A memo that lives through one Contienda's block steps (or one Intimidación's declarations) of
    the playout state ``s``: within it the animals' stats do not change, so what one step worked out
    about a block or an attacker holds for the next. (The entry holds ``s`` itself, so a later state
    can never be taken for it.)"""
    key = (kind, s.game_no, s.turn_no, len(s.attackers) if kind == "block" else 0)
    m = _PHASE_MEMO
    if m[0] is s and m[1] == key:
        return m[2]
    m[0], m[1], m[2] = s, key, {}
    return m[2]


def _block_score(s: State, a, base, times) -> float:
    """The playouts' defender's score of the block ``a`` (without the chump block: -1.0)."""
    tb = s.tb
    card = s.card
    b, att, tm = a.value
    atk_a, def_a, atk_b, def_b = _pair_stats(s, att, times[att], b, tm, base)
    kills = tb.defender[card[b]] and atk_b >= def_a
    if atk_a <= def_b:
        return 3.0 + atk_a * 0.1 if kills else 2.0 + atk_a * 0.1
    if kills and tb.power[card[att]] >= tb.power[card[b]]:
        return 1.5
    return -1.0


def _good_block(s: State, legal: list):
    """The playouts' defender: the block that kills its attacker and survives, else one that survives
    (the damage stopped), else a fair trade, else a chump block only when the damage would be lethal;
    done when no block is worth it. (Each animal's stats are read once, each block scored once a
    Contienda: a big board's block steps were most of a playout's time.)"""
    best, score = legal[0], 0.0
    incoming = None
    memo = _phase_memo(s, "block")
    known = memo.get("stats")
    if known is None:
        known = memo["stats"] = {}
        memo["times"] = dict(s.attackers)
    times = memo["times"]

    def base(u):
        st = known.get(u)
        if st is None:
            st = known[u] = Q.stats(s, u)
        return st
    for a in legal:
        if a.kind != BLOCK:
            continue
        sc = memo.get(a)
        if sc is None:
            sc = memo[a] = _block_score(s, a, base, times)
        if sc < 0.0:
            if incoming is None:
                incoming = sum(max(0, base(x)[0]) for x, _ in s.attackers if x not in s.blocks)
            sc = 1.0 if incoming >= s.life[1 - s.turn] else 0.0
        if sc > score:
            best, score = a, sc
    return best


def _worth_attacking(s: State, u: int, tm, blockers: list) -> bool:
    """The careful player's judgement of one attacker: it has attack, and no blocker of the other side
    would kill it and live (a blocker that stops it for free is no reason to stay home unless it also
    kills it: the attacker keeps the blocker busy)."""
    atk = attack_at(s, u, tm)
    if atk <= 0:
        return False
    tb = s.tb
    card = s.card
    c = card[u]
    dfn = Q.stats(s, u)[1]
    for b in blockers:
        cb = card[b]
        if tb.alado[c] and not tb.alado[cb]:
            continue
        ab, db = Q.stats(s, b)
        if tb.defender[cb] and ab >= dfn and atk <= db:
            return False
    return True


def _quick_attack(s: State, u: int) -> int:
    """An animal's attack as printed with its modifiers (a cheap estimate for the swing back)."""
    c = s.card[u]
    if c < 0:
        return 0
    m = s.mods.get(u)
    return s.tb.attack[c] + (m[0] if m is not None else 0)


def swing_back(s: State, seat: int, home: list) -> int:
    """The damage the other side's animals (all untapped on its turn) get past ``home``, ``seat``'s
    animals left to block: each blocker stops one attacker it can reach (a flyer only by a flyer), the
    biggest attackers first."""
    tb = s.tb
    card = s.card
    atks = sorted(((_quick_attack(s, a), tb.alado[card[a]]) for a in s.animals[1 - seat] if card[a] >= 0),
                  reverse=True)
    free = [bool(tb.alado[card[b]]) for b in home if card[b] >= 0]
    through = 0
    for atk, alado in atks:
        if atk <= 0:
            break
        k = next((i for i, fly in enumerate(free) if fly or not alado), None)
        if k is None:
            through += atk
        else:
            free.pop(k)
    return through


SWING_GUARD = True       # the playouts' attacker never leaves home too few blockers for the swing back
FREE_STOP = True         # ... nor sends an attacker a blocker stops for free, unless the blockers are too few


def _stopped_free(s: State, u: int, tm, blockers: list) -> bool:
    """Whether one of ``blockers`` can block ``u`` (attacking at ``tm``) and live through it."""
    atk = attack_at(s, u, tm)
    tb = s.tb
    card = s.card
    fly = tb.alado[card[u]]
    for b in blockers:
        if fly and not tb.alado[card[b]]:
            continue
        if Q.stats(s, b)[1] >= atk:
            return True
    return False


def _careful_declare(s: State, legal: list, r: float):
    """The playouts' attacker: the next attacker the careful player's judgement sends (mostly), else
    done; now and then (one in eight) a random declaration, so the search still sees bolder lines.
    As the careful player's whole-set plan does: with ``SWING_GUARD`` an attacker that would leave the
    swing back lethal stays home; with ``FREE_STOP`` so does one a blocker stops for free while the
    other side has a blocker for every attacker worth sending (a stalled board is not thrown into a
    mass attack the careful player never makes, which was also most of such a playout's time)."""
    opts = [a for a in legal if a.kind == DECLARE]
    if not opts:
        return legal[0]
    if r < 0.125:
        return opts[int(r * 8 * len(opts))]
    me = s.turn
    o = 1 - me
    tapped = s.tapped
    blockers = [b for b in s.animals[o] if b not in tapped]
    home = None
    memo = _phase_memo(s, "declare")
    worth = []
    for a in opts:
        w = memo.get(a)
        if w is None:
            w = memo[a] = _worth_attacking(s, a.value[0], a.value[1], blockers)
        if w:
            worth.append(a)
    crowded = FREE_STOP and len({a.value[0] for a in worth}) + len(s.attackers) <= len(blockers)
    for a in worth:
        u, tm = a.value
        if crowded:
            key = ("stop", a)
            stop = memo.get(key)
            if stop is None:
                stop = memo[key] = _stopped_free(s, u, tm, blockers)
            if stop:
                continue
        if SWING_GUARD and not s.tb.vigia[s.card[u]]:
            if home is None:
                out = {x for x, _ in s.attackers}
                home = [x for x in s.animals[me] if x not in tapped and x not in out]
            if swing_back(s, me, [x for x in home if x != u]) >= s.life[me]:
                continue
        return a
    return next((a for a in legal if a.kind != DECLARE), legal[0])        # DONE


def rollout_policy(s: State, legal: list, rng):
    """The playouts' move (the rest of the turn after the search tree): a quick player that puts a
    resource and its animals into play, attacks and blocks often, answers in a window now and then,
    sends its fallen animals to the Aislamiento and never takes a declaration back."""
    n = len(legal)
    if n == 1:
        return legal[0]
    ph = s.phase
    r = rng.random()
    if ph == PH_MAIN:
        tb = s.tb
        card = s.card
        res, grow, other = [], [], []
        attack = None
        for a in legal:
            k = a.kind
            if k == PLAY:
                t = tb.type[card[a.value]]
                if t == "recurso":
                    res.append(a)
                elif t == "animal" or t == "elemento":
                    grow.append(a)
                else:
                    other.append(a)
            elif k == ATTACK:
                attack = a
            elif k != END:
                other.append(a)
        if res:
            return res[int(r * len(res))]
        if grow and r < 0.85:
            return grow[int(r / 0.85 * len(grow))]
        if other and r < 0.35:
            return other[int(r / 0.35 * len(other))]
        if attack is not None and r < 0.75:
            return attack
        return legal[0]                                  # END
    if ph == PH_BLOCK and r >= 0.15:
        return _good_block(s, legal)
    if ph == PH_DECLARE and CAREFUL_PLAYOUTS:
        return _careful_declare(s, legal, r)
    if ph == PH_DECLARE or ph == PH_BLOCK:
        kind = DECLARE if ph == PH_DECLARE else BLOCK
        opts = [a for a in legal if a.kind == kind]
        if opts and r < 0.6:
            return opts[int(r / 0.6 * len(opts))]
        return legal[0]                                  # DONE
    if ph == PH_RESPOND:
        if r < 0.75:
            return legal[0]                              # PASS
        return legal[1 + int((r - 0.75) / 0.25 * (n - 1))]
    if ph == PH_EXILE:
        return legal[0]                                  # the first animal to the Aislamiento
    return legal[int(r * n)]
