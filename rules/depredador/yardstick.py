"""A careful rule-based Depredador player: the yardstick the search AI is measured against.

It plays the way a good human plays, reading only ``view(state, seat)``:

- it keeps its Alfa, passes away its highest invaders and its high cards of colours it will not
  hunt, and settles early on a target biome (the colour it holds most and best of);
- it ducks invader hunts (the lowest black, or its Refugio), never leads black while anyone else
  may be void in it, and sheds dangerous high cards when a hunt is already lost;
- it wins hunts full of its biome's prey cheaply (the lowest card that wins when it plays last, a
  card no one still holding the colour can beat otherwise, its Alfa when the prize is big and no
  one behind it can dump invaders on it);
- it dumps its invaders on hunts someone else wins, and tracks who is void in what and which Alfas
  are gone.

``choose(rules, state, seat)`` is the bots' interface. Deterministic: the same view gives the same move.
"""
from __future__ import annotations

from rules.ai.bots import Bot
from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY, REFUGIO
from rules.depredador.moves import hunt_winner
from rules.depredador.state import PASS, PH_BIOME, PH_HUNT, PH_PASS, PH_STARTER, PLAY, UNKNOWN, void_bit

ALFA_PRIZE = 7          # points of the target biome a hunt must hold before the Alfa is spent on it
SHELTER_FROM = 2        # from this hunt on, a Refugio played where a card would be thrown away anyway
DENY = 0.0              # what keeping a prey from the player of its biome is worth (two players: 1)
ALFA_KEEP = 5.0         # what an Alfa kept for later is worth, early in a round


class Yardstick(Bot):
    """(``Bot.choose``: the seat's view, its legal actions, a lone action at once, else ``decide``.)"""
    level = "yardstick"

    def decide(self, rules, v, seat: int, legal: list):
        k = Knowledge(v, seat)
        if v.phase == PH_PASS:
            return _pass(k, legal)
        if v.phase == PH_BIOME:
            return max(legal, key=lambda a: (k.biome_worth(a.value), -a.value))
        if v.phase == PH_STARTER:
            # start with the player on our left: we play last in the first hunt
            want = (seat + 1) % v.n
            return next((a for a in legal if a.value == want), legal[0])
        return _play(k, legal)


class Knowledge:
    """What the seat knows: its hand, the cards gone, who may still hold what, its target biome."""

    def __init__(self, v, seat: int):
        self.v = v
        self.seat = seat
        self.deck = v.deck
        self.n = v.n
        self.kind, self.colour, self.value = v.kind, v.colour, v.value
        self.hand = [c for c in v.hands[seat] if c != UNKNOWN]
        gone = set()
        for cap in v.captured:
            gone.update(cap)
        gone.update(c for _, c in v.trick)
        self.gone = gone
        mine = set(self.hand) | set(c for c in v.pass_sel[seat] if c != UNKNOWN)
        self.mine = mine
        # every card of the round the seat has not seen is held by someone else
        from rules.depredador.setup import round_cards
        self.unseen = [c for c in round_cards(v) if c not in gone and c not in mine]
        self.alfas_out = sum(1 for c in self.unseen if self.kind[c] == ALFA)
        self.biome = v.player_biome[seat]
        self.target = self.biome if self.biome >= 0 else self._target()
        self.their_biomes = {b for p, b in enumerate(v.player_biome) if p != seat and b >= 0}
        if v.n == 2:
            self.their_biomes = {b for b in v.biomes if b != self.target}
        self.deny = 1.0 if v.n == 2 else DENY

    # ------------------------------------------------------------------ biome choice
    def colour_strength(self, b: int) -> float:
        """How much of colour ``b`` this seat can expect to score: captured prey, and its cards in
        hand (high cards are likelier to win their hunts)."""
        got = sum(self.value[c] for c in self.v.captured[self.seat]
                  if self.kind[c] == PREY and self.colour[c] == b)
        held = [self.value[c] for c in self.hand if self.kind[c] == PREY and self.colour[c] == b]
        return got + sum(x * (0.35 + x / 12) for x in held) + 1.5 * len(held)

    def biome_worth(self, b: int) -> float:
        return self.colour_strength(b)

    def _target(self) -> int:
        options = list(self.v.centre) or list(self.v.biomes)
        return max(options, key=lambda b: (self.colour_strength(b), -b))

    # ------------------------------------------------------------------ hunts
    def prize(self, cards) -> float:
        """What winning these cards is worth to this seat: its biome's prey, minus the invaders, plus
        the prey of others' biomes kept from them (in full with two players)."""
        t = self.target
        total = 0.0
        deny = self.deny
        theirs = self.their_biomes
        for c in cards:
            k = self.kind[c]
            if k == PREY:
                col = self.colour[c]
                if col == t:
                    total += self.value[c]
                elif col in theirs:
                    total += deny * self.value[c]
            elif k == INVADER:
                total -= self.value[c]
        return total

    def after_me(self) -> list[int]:
        """The players still to play in this hunt after this seat."""
        played = len(self.v.trick)
        return [(self.seat + i) % self.n for i in range(1, self.n - played)]

    def may_hold(self, p: int, colour: int) -> bool:
        """Might player ``p`` still hold a card of ``colour`` (not seen void in it, cards unseen)?"""
        if self.v.voids[p] & void_bit(colour):
            return False
        return any(self.colour[c] == colour for c in self.unseen)

    def higher_unseen(self, card: int) -> int:
        col, val = self.colour[card], self.value[card]
        return sum(1 for c in self.unseen if self.colour[c] == col and self.value[c] > val)

    def wants_shelter(self) -> bool:
        """Time to take the target biome with the Refugio (before someone else does)?"""
        return self.biome < 0 and self.target in self.v.centre and self.v.hunt_no >= SHELTER_FROM

    def is_boss(self, card: int) -> bool:
        return self.higher_unseen(card) == 0

    # ------------------------------------------------------------------ the worth of a card now
    def _mean(self, pred) -> float:
        vals = [self.value[c] for c in self.unseen if pred(c)]
        return sum(vals) / len(vals) if vals else 0.0

    def later_gain(self, lead: int, players) -> float:
        """What the players after us are expected to add to the hunt (for its winner, as we count it):
        our biome's prey when they follow it, invaders when they are void and dump."""
        if lead == NO_COLOUR:
            return 0.0
        inv = self._mean(lambda c: self.kind[c] == INVADER)
        has_inv = any(self.kind[c] == INVADER for c in self.unseen)
        tgt = self._mean(lambda c: self.kind[c] == PREY and self.colour[c] == self.target)
        gain = 0.0
        for p in players:
            if self.may_hold(p, lead):
                if lead == self.target:
                    gain += 0.6 * tgt
                elif lead == BLACK:
                    gain -= 0.5 * inv
            elif has_inv and not self.v.voids[p] & void_bit(BLACK):
                gain -= 0.8 * inv
        return gain

    def hold_chance(self, card: int, lead: int, players, trick=()) -> float:
        """The chance that ``card``, winning the hunt now, still wins once the players after us played.
        An Alfa behind us is a risk only for a hunt worth taking (no one spends it on invaders)."""
        alfa_risk = 0.0
        if self.alfas_out and players and self.bare_worth(trick) > 3:
            alfa_risk = min(0.6, 0.12 * self.alfas_out * len(players))
        if self.kind[card] == ALFA:
            return 1.0
        higher = self.higher_unseen(card)
        if not higher:
            return 1.0 - alfa_risk
        followers = sum(1 for p in players if self.may_hold(p, lead))
        if not followers:
            return 1.0 - alfa_risk
        share = higher / max(1, sum(1 for c in self.unseen if self.colour[c] == lead))
        return (1.0 - alfa_risk) * (1.0 - min(0.95, share * 1.6)) ** followers

    def bare_worth(self, cards) -> int:
        """Prey minus invaders, whatever the colour: how tempting the hunt looks to anyone."""
        total = 0
        for c in cards:
            k = self.kind[c]
            if k == PREY:
                total += self.value[c]
            elif k == INVADER:
                total -= self.value[c]
        return total

    def keep_worth(self, card: int) -> float:
        """What keeping ``card`` for later is worth (lost by playing it now)."""
        kind, colour, value = self.kind[card], self.colour[card], self.value[card]
        left = len(self.hand)
        if kind == ALFA:
            return ALFA_KEEP * min(1.0, (left - 1) / 6)
        if kind == REFUGIO:
            if self.biome < 0 and self.target in self.v.centre:
                return 1.0 - (2.5 if self.v.hunt_no >= SHELTER_FROM else 0.0)
            return 1.5 * min(1.0, (left - 1) / 4)
        if kind == INVADER:
            return 0.25 * value           # a dump for later
        if colour == self.target:
            return 0.5 * value + (1.5 if self.is_boss(card) else 0.0)
        return -0.3 * value               # a high card of another colour is a danger kept

    def worth(self, card: int) -> float:
        v = self.v
        players = self.after_me()
        lead = v.lead_colour
        if lead == NO_COLOUR and self.colour[card] != NO_COLOUR:
            lead = self.colour[card]
        trick = [c for _, c in v.trick] + [card]
        win = self.would_win(card)
        if win:
            prize = self.prize(trick) + self.later_gain(lead, players)
            p = self.hold_chance(card, lead, players, trick)
            now = p * prize
        else:
            now = 0.0
        return now - self.keep_worth(card)

    def winner_now(self) -> int | None:
        trick = self.v.trick
        if not trick:
            return None
        d = self.deck
        return hunt_winner(trick, self.colour, self.value, self.v.lead_colour, d.wins, d.never_wins)

    def would_win(self, card: int) -> bool:
        """Would ``card`` be winning the hunt once played (before the players after us)?"""
        trick = self.v.trick + [(self.seat, card)]
        lead = self.v.lead_colour
        if lead == NO_COLOUR and self.colour[card] != NO_COLOUR:
            lead = self.colour[card]
        d = self.deck
        return hunt_winner(trick, self.colour, self.value, lead, d.wins, d.never_wins) == self.seat

    def dump_risk(self, lead: int) -> int:
        """Invader points the players after us might dump (those seen void in the lead colour)."""
        if lead == NO_COLOUR:
            return 0
        inv = sorted((self.value[c] for c in self.unseen if self.kind[c] == INVADER), reverse=True)
        if not inv:
            return 0
        risk = 0
        for p in self.after_me():
            if lead == BLACK:
                if self.may_hold(p, BLACK):
                    risk += inv[min(len(inv) - 1, 1)]
            elif not self.may_hold(p, lead):
                risk += inv[0]
        return risk


def _pass(k: Knowledge, legal):
    """Pass the two worst cards: high invaders, high cards of colours we will not hunt; never the Alfa."""
    def liability(a) -> float:
        c = a.value
        kind = k.kind[c]
        if kind == ALFA:
            return -100.0
        if kind == INVADER:
            return 10.0 + k.value[c]
        if k.colour[c] == k.target:
            return -5.0 - k.value[c]
        return k.value[c] * 0.9
    return max(legal, key=lambda a: (liability(a), -a.value))


def _play(k: Knowledge, legal):
    """The card with the best expected worth: what the hunt brings if we win it, how likely we are
    to win it, what the card is worth kept for later."""
    cards = [a.value for a in legal]
    by_card = {a.value: a for a in legal}
    best = max(cards, key=lambda c: (k.worth(c), -c))
    return by_card[best]
