"""A careful rule-based Animal Duel player: the yardstick the AI is measured against.

It plays as a person who plays well would, from what its seat may see (``view(state, seat)``) and
nothing else. For every placement it weighs the clashes it makes now against the best reply the
opponent can be expected to have: the animals it cannot see (the deck and the opponent's hidden
cards) are the ones the opponent may hold, and the expected best of the few they hold is what it
fears. It ends a game by K.O. or on a full board when it can, and avoids handing the opponent one.
Situational cards are played when they pay: Golpe Mortal and Chupavidas before a placement that
wins clashes, Inseparables with a second good animal, Engullir when covering pays, El Cazador,
Ladronzuelo and Dulces Sueños on the animal whose removal helps most, the permanents at once,
Ataque Furioso at once, El Veterinario when it heals in full, Reflejo de Daño after a hit, and
Extinción, Embestida, Teletransportación, Trilero and Aire Fresco when they clearly improve things.
Between turns it discards its least useful card, and in comienzo nivelado it keeps the good cards
and gives away the weak ones.

Same interface as the bots: ``Yardstick().choose(rules, state, seat)``. It has no randomness.
"""
from __future__ import annotations

from math import comb

from rules.animal_duel.effects import CHOICES
from rules.animal_duel.scoring import clashes, winner_of
from rules.animal_duel.state import (DEAL, DISCARD, DISCARD_TREX, END, FIX, FIX_HAND, GIVE, KEEP, PLACE, RESPOND,
                                     SITU, TARGET, TARGET_PHASE, TURN, UNKNOWN, State, unlocked)
from rules.animal_duel.view import unknown_cards
from rules.engine.core import Action

WIN = 100.0
REPLY = 0.8                  # how much the opponent's expected best reply weighs against a gain now

# what a situational in hand is worth to keep (the first effect names it)
KEEP_VALUE = {"direct_damage": 3.0, "heal": 2.5, "remove_animal": 2.5, "steal_animal": 2.5, "sleep_animal": 2.0,
              "damage_multiplier": 2.0, "hand_size": 2.0, "opponent_discards": 2.0, "extra_placement": 1.5,
              "engulf": 1.5, "reflect_damage": 1.5, "enable_requires": 1.5, "clear_board": 1.0,
              "swap_animals": 1.0, "swap_hand_card": 1.0, "heal_per_clash_won": 1.0, "push_own": 0.8,
              "refresh_hand": 0.5}


class Yardstick:
    """The rule-based player (``choose(rules, state, seat)``, reading only the seat's view)."""

    level = "yardstick"

    def choose(self, rules, state, seat: int) -> Action:
        v = rules.view(state, seat)
        legal = rules.legal_actions(v)
        if len(legal) == 1:
            return legal[0]
        return Plan(v, seat, legal).decide()


class Plan:
    """One decision: the view, the legal actions, and the estimates made for them."""

    def __init__(self, v: State, seat: int, legal: list[Action]):
        self.v = v
        self.seat = seat
        self.t = seat & 1
        self.o = 1 - self.t
        self.legal = legal
        self.tb = v.tb
        self.board = v.board
        self._pool = None
        self._quick = None

    # ------------------------------------------------------------------ the decision
    def decide(self) -> Action:
        ph = self.v.phase
        if ph == TURN:
            return self.turn()
        if ph == TARGET_PHASE:
            return self.target()
        if ph in (RESPOND, FIX):
            kind = DISCARD if ph == RESPOND else FIX_HAND
            return Action(kind, self.worst_card(self.v.hands[self.seat]))
        if ph == DEAL:
            card = self.v.drawn
            return Action(KEEP) if card == UNKNOWN or self.keep_value(card) >= 2.5 else Action(GIVE)
        return self.legal[0]

    def turn(self) -> Action:
        v = self.v
        by_kind: dict[str, list[Action]] = {}
        for a in self.legal:
            by_kind.setdefault(a.kind, []).append(a)
        places = by_kind.get(PLACE, [])
        situs = [a.value for a in by_kind.get(SITU, [])]
        best_place, best_score = self.best_placement(places)
        # a winning placement is taken at once
        if best_place is not None and best_score >= WIN / 2:
            return best_place
        for card in situs:
            if self.play_before(card, best_score if best_place is not None else None):
                return Action(SITU, card)
        if best_place is not None:
            return best_place
        for a in by_kind.get(DISCARD_TREX, []):
            if self.trex_is_dead():
                return a
        if FIX_HAND in by_kind:
            return Action(FIX_HAND, self.worst_card(v.hands[self.seat]))
        for card in situs:
            if self.play_after(card):
                return Action(SITU, card)
        if END in by_kind:
            return Action(END)
        return self.legal[0]

    # ------------------------------------------------------------------ clashes on a board
    def net(self, board: list, card: int, team: int, cell: int) -> tuple[int, int, int]:
        """(dealt, taken, clashes won) of ``team`` placing ``card`` on ``cell`` of ``board``."""
        return clashes(self.v, card, team, cell, None, board)

    def pool(self) -> tuple[list[int], int]:
        """The animals the opponent may place (what this seat cannot see, plus the cards it knows they
        hold), and how many of them the next opponent is expected to hold."""
        if self._pool is None:
            v = self.v
            foe = (v.turn + 1) % v.n if v.turn & 1 == self.t else v.turn
            unknown = unknown_cards(v)
            known = [c for c in v.hands[foe] if c != UNKNOWN]
            tb = self.tb
            ok = [c for c in unknown + known if tb.is_animal[c] and (tb.req[c] is None or unlocked(v, tb.req[c], self.o))]
            hidden = v.hands[foe].count(UNKNOWN)
            share = sum(1 for c in unknown if tb.is_animal[c]) / max(1, len(unknown))
            k = sum(1 for c in known if c in ok) + hidden * share
            self._pool = (ok, max(1, round(k)))
        return self._pool

    def reply(self, board: list, my_life: int) -> tuple[float, float]:
        """The opponent's expected best placement on ``board`` (their gain minus their loss) and the
        chance that it brings this side (at ``my_life``) to 0."""
        empty = [c for c in range(self.v.ncells) if not board[c]]
        if not empty:
            return 0.0, 0.0
        animals, k = self.pool()
        gains = []
        ko = []
        for a in animals:
            best = 0
            hit = 0
            for c in empty:
                d, tk, _ = self.net(board, a, self.o, c)
                if d - tk > best:
                    best = d - tk
                hit = max(hit, d)
            gains.append(best)
            ko.append(1.0 if hit >= my_life else 0.0)
        return expected_max(gains, k), expected_max(ko, k)

    # ------------------------------------------------------------------ placements
    def placement_score(self, card: int, cell: int, mult: int | None = None, leech: int | None = None,
                        quick: bool = False) -> float:
        """The life swing of this placement now, less the opponent's expected best reply (``quick``: the
        swing alone); a placement that ends the game scores ±WIN."""
        v = self.v
        mult = v.mult if mult is None else mult
        leech = v.leech if leech is None else leech
        dealt, taken, wins = self.net(self.board, card, self.t, cell)
        dealt *= mult
        life = v.life[:]
        life[self.o] -= dealt
        life[self.t] = min(v.deck.life, life[self.t] - taken + leech * wins)
        if life[self.o] <= 0 or life[self.t] <= 0:
            w = winner_of(life, "ko")
            return WIN if w == self.t else -WIN if w == self.o else 0.0
        board = self.board[:]
        board[cell] = board[cell] + ((card, self.t, False),)
        score = float(life[self.t] - v.life[self.t] + v.life[self.o] - life[self.o])
        if all(board):
            w = winner_of(life, "board_full")
            return WIN if w == self.t else -WIN if w == self.o else score
        if quick or v.placements_left > 1:
            return score                    # (another placement of ours comes before their reply)
        return score - self.reply_cost(board, life, card)

    def reply_cost(self, board, life, card: int) -> float:
        """What the opponent's expected best reply to ``board`` costs us (in life, ±WIN for a K.O.)."""
        exp, ko = self.reply(board, life[self.t])
        return REPLY * exp + ko * WIN * 0.5

    def best_placement(self, places: list[Action]) -> tuple[Action | None, float]:
        best, best_score = None, -1e9
        for a in places:
            card, cell = a.value
            sc = self.placement_score(card, cell)
            if sc > best_score:
                best, best_score = a, sc
        return best, best_score

    def best_score_now(self, quick: bool = True, **kw) -> float:
        """The best placement score with the animals in hand (no placement left: 0)."""
        if self.v.placements_left <= 0:
            return 0.0
        v = self.v
        tb = self.tb
        hand = [c for c in v.hands[self.seat] if tb.is_animal[c]
                and (tb.req[c] is None or unlocked(v, tb.req[c], self.t))]
        cells = [c for c in range(v.ncells) if not self.board[c]]
        best = -1e9
        for card in hand:
            for cell in cells:
                best = max(best, self.placement_score(card, cell, quick=quick, **kw))
        return best if best > -1e9 else 0.0

    # ------------------------------------------------------------------ situationals
    def effect(self, card: int) -> str:
        return self.tb.effects[card][0].effect

    def play_before(self, card: int, best: float | None) -> bool:
        """Play this situational before placing (or when no placement is left to make)?"""
        v = self.v
        name = self.effect(card)
        if name in ("enable_requires", "hand_size", "opponent_discards"):
            return True
        if name == "direct_damage":
            return True
        if name == "reflect_damage":
            return v.last_damage[self.t] >= 1
        if name == "heal":
            return v.deck.life - v.life[self.t] >= 3 or v.life[self.t] <= 3
        if best is None:
            return False
        now = self.quick_best()
        if name == "damage_multiplier":
            return self.best_score_now(mult=v.mult * 2) >= now + 2
        if name == "heal_per_clash_won":
            return v.life[self.t] < v.deck.life and self.best_score_now(leech=v.leech + 1) >= now + 1
        if name == "extra_placement":
            tb = self.tb
            animals = [c for c in v.hands[self.seat] if tb.is_animal[c]
                       and (tb.req[c] is None or unlocked(v, tb.req[c], self.t))]
            return len(animals) >= 2 and best > 0
        if name == "engulf":
            return self.engulf_gain() >= now + 2
        if name in ("steal_animal", "remove_animal", "sleep_animal", "push_own", "swap_animals"):
            return self.best_choice(name)[1] >= now + 1.5
        if name == "clear_board":
            return self.clear_board_pays(best)
        return False

    def play_after(self, card: int) -> bool:
        """Play this situational once the placements are made?"""
        v = self.v
        name = self.effect(card)
        if name in ("steal_animal", "remove_animal", "sleep_animal"):
            return self.best_choice(name)[1] > self.end_value() + 0.5
        if name == "swap_hand_card":
            hand = [c for c in v.hands[self.seat] if c != card]
            return bool(hand) and self.keep_value(self.worst_card(hand)) < 1.5
        if name == "refresh_hand":
            hand = [c for c in v.hands[self.seat] if c != card]
            return len(hand) >= 2 and sum(self.keep_value(c) for c in hand) / len(hand) < 1.5
        if name == "clear_board":
            return self.clear_board_pays(self.end_value())
        return False

    def quick_best(self) -> float:
        if self._quick is None:
            self._quick = self.best_score_now()
        return self._quick

    def end_value(self) -> float:
        """Ending the turn now: minus the opponent's expected best reply."""
        exp, ko = self.reply(self.board, self.v.life[self.t])
        return -REPLY * exp - ko * WIN * 0.5

    def engulf_gain(self) -> float:
        v = self.v
        tb = self.tb
        best = -1e9
        for card in v.hands[self.seat]:
            if not tb.is_animal[card] or (tb.req[card] is not None and not unlocked(v, tb.req[card], self.t)):
                continue
            for cell in range(v.ncells):
                st = self.board[cell]
                if st and st[-1][1] != self.t:
                    best = max(best, self.placement_score(card, cell, quick=True))
        return best

    def clear_board_pays(self, best: float) -> bool:
        v = self.v
        empty = sum(1 for c in self.board if not c)
        behind = v.life[self.t] < v.life[self.o]
        if behind and empty <= 2:
            return True                     # a full board would lose: start the board again
        return best < -4

    def after_choice(self, name: str, value) -> list:
        """The board after a choice of a targeted effect (for the estimates)."""
        board = self.board[:]
        if name == "push_own":
            a, b = value
            top = board[a][-1]
            board[a] = board[a][:-1]
            board[b] = (top,)
        elif name == "swap_animals":
            a, b = value
            ta, tb_ = board[a][-1], board[b][-1]
            board[a] = board[a][:-1] + (tb_,)
            board[b] = board[b][:-1] + (ta,)
        elif name in ("steal_animal", "remove_animal"):
            board[value] = board[value][:-1]
        elif name == "sleep_animal":
            card, owner, _ = board[value][-1]
            board[value] = board[value][:-1] + ((card, owner, True),)
        return board

    def best_choice(self, name: str):
        """(the best option of a targeted effect, the position's score after it)."""
        v = self.v
        options = CHOICES[name].options(v, self.t, self.seat)
        best, best_score = None, -1e9
        keep = self.board
        for opt in options:
            self.board = self.after_choice(name, opt)
            try:
                score = self.best_score_now() if v.placements_left > 0 else self.end_value()
                if name == "steal_animal":
                    score += 1.0                # and the card comes to this hand
            finally:
                self.board = keep
            if score > best_score:
                best, best_score = opt, score
        return best, best_score

    def target(self) -> Action:
        v = self.v
        p = v.pending
        if p["choose"] == "card":
            return Action(TARGET, self.worst_card(v.hands[self.seat]))
        best, _ = self.best_choice(p["effect"])
        return Action(TARGET, best) if best is not None else self.legal[0]

    # ------------------------------------------------------------------ cards in hand
    def trex_is_dead(self) -> bool:
        """A T-Rex is worth keeping only while this side may come to place it."""
        v = self.v
        key = self.tb.key
        if any(key[c] == "alteracion_genetica" for c in v.situ_p[self.o]):
            return True
        if unlocked(v, "alteracion_genetica", self.t):
            return False
        return not any(key[c] == "alteracion_genetica" for c in v.hands[self.seat])

    def keep_value(self, card: int) -> float:
        v = self.v
        tb = self.tb
        if tb.is_animal[card]:
            if tb.req[card] is not None:
                return 0.0 if self.trex_is_dead() else 5.0
            st = tb.bstr[card][self.t]
            return 2.0 + max(st) / 2
        name = self.effect(card)
        value = KEEP_VALUE.get(name, 1.0)
        if name == "reflect_damage" and v.last_damage[self.t] <= 0:
            value = 0.8
        if name == "enable_requires" and any(tb.req[c] is not None for c in v.hands[self.seat]):
            value += 2.0
        return value

    def worst_card(self, hand: list[int]) -> int:
        """The card to part with: the least worth keeping, never the last animal this side may place."""
        v = self.v
        tb = self.tb
        placeable = [c for c in hand if tb.is_animal[c] and (tb.req[c] is None or unlocked(v, tb.req[c], self.t))]
        cands = [c for c in hand if not (len(placeable) == 1 and c == placeable[0])] or list(hand)
        return min(cands, key=lambda c: (self.keep_value(c), c))


def expected_max(values: list[float], k: int) -> float:
    """The expected largest of ``k`` values drawn without replacement from ``values`` (0 if none)."""
    n = len(values)
    if n == 0:
        return 0.0
    k = max(1, min(k, n))
    vals = sorted(values)
    total = comb(n, k)
    out = 0.0
    for i, x in enumerate(vals):
        if i + 1 >= k:
            out += x * comb(i, k - 1) / total
    return out
