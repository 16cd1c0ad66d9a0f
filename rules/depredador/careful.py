"""The careful Depredador player: a stronger rule-based yardstick than ``rules.depredador.yardstick``.

It plays as a good club player does, reading only ``view(state, seat)``:

- it remembers every card seen (the piles, the hunt, the cards it passed) and so counts what is left
  in each colour, which cards are still out above each of its own, who has shown a void and which
  Alfas are gone;
- it plays for the round's rank, not for points: every player's hunt score so far is in sight, and
  what it gives to or keeps from another player counts by how close that player stands to it in the
  round (a place above or below it is a whole Predation Point), more for the match's leader;
- it leads its biome's sure winners while the others must still follow with its prey, leads low
  cards of colours that feed no one it fears, and never leads invaders into possible voids;
- it wins hunts of its prey as cheaply as it can, ducks invader hunts (the highest invader under the
  one winning, or the Refugio), and when it cannot or will not win, it gives the winner invaders and
  never the winner's own prey;
- it keeps its Alfa for a rich hunt (played last, or where no one can dump on it) and never holds it
  to the last hunts for nothing; it shelters in its biome before a rival can take it;
- in the migration it passes its high invaders, its high cards of colours it will not hunt, and the
  last cards of a short colour (a void to dump invaders into), never its Alfa.

``choose(rules, state, seat)`` and ``level`` as every bot; deterministic: the same view, the same move.
"""
from __future__ import annotations

import math

from rules.ai.bots import Bot
from rules.depredador.cards import ALFA, INVADER, NO_COLOUR, PREY, REFUGIO
from rules.depredador.scoring import cards_score
from rules.depredador.state import PH_BIOME, PH_PASS, PH_STARTER
from rules.depredador.yardstick import Knowledge

NEAR = 6.0              # how close (hunt points) a rival must stand to weigh fully in the round
ALFA_MIN = 4.0          # the least a hunt must be worth to us before the Alfa is spent on it
GIFT = 1.0              # a point given to (or kept from) a rival, against a point of ours


class Careful(Bot):
    """(``Bot.choose``: the seat's view, its legal actions, a lone action at once, else ``decide``.)"""
    level = "careful"

    def decide(self, rules, v, seat: int, legal: list):
        k = Sight(v, seat)
        if v.phase == PH_PASS:
            return _pass(k, legal)
        if v.phase == PH_BIOME:
            return max(legal, key=lambda a: (k.biome_worth(a.value), -a.value))
        if v.phase == PH_STARTER:
            return _starter(k, legal)
        return max(legal, key=lambda a: (k.card_worth(a.value), -a.value))


class Sight(Knowledge):
    """What the seat knows (``Knowledge``) and where everyone stands in the round."""

    def __init__(self, v, seat: int):
        super().__init__(v, seat)
        n = self.n
        self.scores = [self._round_score(p) for p in range(n)]
        self.left_hunts = v.hunts - v.hunt_no
        self.weights = [self._weight(p) for p in range(n)]

    # ------------------------------------------------------------------ where everyone stands
    def _round_score(self, p: int) -> float:
        """``p``'s hunt score so far: exact once its biome is known, else its invaders less and the
        best it could make of its prey with a biome still in the centre."""
        v = self.v
        b = v.player_biome[p]
        if p == self.seat and b < 0:
            b = self.target
        if b >= 0:
            return float(cards_score(v, v.captured[p], b))
        options = list(v.centre) or [-1]
        return float(max(cards_score(v, v.captured[p], c) for c in options))

    def _weight(self, p: int) -> float:
        """How much a point of ``p`` matters to this seat: fully for a rival near it in the round,
        less for one far above or below; more for the match's leader."""
        if p == self.seat:
            return 1.0
        gap = abs(self.scores[p] - self.scores[self.seat])
        spread = NEAR + 1.5 * self.left_hunts
        w = 0.35 + 0.65 * math.exp(-gap / spread)
        totals = self.v.totals
        if totals[p] >= max(totals) and totals[p] > totals[self.seat]:
            w += 0.25
        return w

    def likely_biome(self, p: int) -> int:
        """``p``'s biome: known once it has sheltered; with two players, the colour we do not hunt."""
        b = self.v.player_biome[p]
        if b < 0 and self.n == 2:
            b = next((c for c in self.v.biomes if c != self.target), -1)
        return b

    # ------------------------------------------------------------------ what cards are worth to whom
    def gift(self, cards, p: int) -> float:
        """What ``cards`` given to player ``p`` are worth to this seat (positive: good for us)."""
        if p == self.seat:
            return self.prize(cards)
        b = self.likely_biome(p)
        loss = 0.0
        for c in cards:
            k = self.kind[c]
            if k == INVADER:
                loss -= self.value[c]
            elif k == PREY and b >= 0 and self.colour[c] == b:
                loss += self.value[c]
            elif k == PREY and b < 0 and self.colour[c] in self.v.centre and self.colour[c] != self.target:
                loss += 0.3 * self.value[c]
        return -loss * self.weights[p] * GIFT

    def prize(self, cards) -> float:
        """Our biome's prey, less the invaders."""
        t = self.target
        total = 0.0
        for c in cards:
            k = self.kind[c]
            if k == PREY and self.colour[c] == t:
                total += self.value[c]
            elif k == INVADER:
                total -= self.value[c]
        return total

    def likely_winner(self, trick_cards) -> int | None:
        """Who wins the hunt as it stands (None for an empty hunt)."""
        return self.winner_now() if trick_cards else None

    # ------------------------------------------------------------------ the choice of a card
    def card_worth(self, card: int) -> float:
        v = self.v
        players = self.after_me()
        lead = v.lead_colour
        if lead == NO_COLOUR and self.colour[card] != NO_COLOUR:
            lead = self.colour[card]
        trick = [c for _, c in v.trick] + [card]
        if self.would_win(card):
            p = self.hold_chance(card, lead, players, trick)
            mine = self.prize(trick) + self.later_gain(lead, players)
            if self.kind[card] == ALFA:
                mine -= self.dump_after(lead, players)
            lost = self.gift(trick, self._beater(lead)) if p < 1.0 else 0.0
            now = p * mine + (1.0 - p) * lost
        else:
            w = self.winner_now()
            now = self.gift(trick, w) if w is not None else 0.0
        return now - self.keep(card)

    def _beater(self, lead: int) -> int:
        """Who of the players after us is likeliest to beat our card (the first who may follow)."""
        for p in self.after_me():
            if self.may_hold(p, lead):
                return p
        after = self.after_me()
        return after[0] if after else self.seat

    def dump_after(self, lead: int, players) -> float:
        """Invader points the players after us may dump on a hunt we take with our Alfa."""
        inv = sorted((self.value[c] for c in self.unseen if self.kind[c] == INVADER), reverse=True)
        if not inv:
            return 0.0
        risk = 0.0
        for i, p in enumerate(players):
            if lead != NO_COLOUR and not self.may_hold(p, lead):
                risk += inv[min(i, len(inv) - 1)] * 0.7
        return risk

    def keep(self, card: int) -> float:
        """What keeping ``card`` for later is worth (given up by playing it now)."""
        kind, colour, value = self.kind[card], self.colour[card], self.value[card]
        left = len(self.hand)
        if kind == ALFA:
            if left <= 2:
                return -2.0                       # spend it before it must win the last hunt
            return ALFA_MIN * min(1.0, (left - 2) / 6)
        if kind == REFUGIO:
            return self._refugio_keep(left)
        if kind == INVADER:
            voids = sum(1 for b in self.v.biomes if not any(self.colour[c] == b for c in self.hand))
            return 0.15 * value if voids else -0.2 * value
        if colour == self.target:
            boss = self.is_boss(card)
            return 0.35 * value + (2.0 if boss else 0.0)
        return -0.25 * value                      # a high card of another colour is a danger kept

    def _refugio_keep(self, left: int) -> float:
        """The Refugio: a duck for an invader hunt later, unless our biome is still to be taken."""
        if self.biome < 0 and self.target in self.v.centre:
            rivals = sum(1 for p in range(self.n) if p != self.seat and self.v.player_biome[p] < 0)
            urgency = 0.6 * rivals * min(1.0, self.v.hunt_no / 3.0)
            return 1.5 - urgency
        return 2.0 * min(1.0, (left - 1) / 5)


def _pass(k: Sight, legal):
    """Pass the two worst cards: high invaders, high cards of colours we will not hunt, the last card
    of a short colour (a void to dump into); never the Alfa, never our biome's high cards."""
    counts = _colour_counts(k)
    return max(legal, key=lambda a: (pass_liability(k, a.value, counts), -a.value))


def _colour_counts(k: Sight) -> dict:
    counts: dict[int, int] = {}
    for c in k.hand:
        if k.kind[c] == PREY:
            counts[k.colour[c]] = counts.get(k.colour[c], 0) + 1
    return counts


def pass_liability(k: Sight, c: int, counts: dict | None = None) -> float:
    """How much we want card ``c`` out of our hand in the migration (``counts``: prey per colour)."""
    if counts is None:
        counts = _colour_counts(k)
    kind = k.kind[c]
    if kind == ALFA:
        return -100.0
    if kind == INVADER:
        return 10.0 + k.value[c]
    if k.colour[c] == k.target:
        return -5.0 - k.value[c]
    short = 3.0 if counts.get(k.colour[c], 0) <= 2 else 0.0
    return k.value[c] * 0.9 + short


def _starter(k: Sight, legal):
    """Start with the player on our left: we play last in the first hunt."""
    want = (k.seat + 1) % k.n
    return next((a for a in legal if a.value == want), legal[0])
