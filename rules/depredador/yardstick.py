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

from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY, REFUGIO
from rules.depredador.moves import hunt_winner
from rules.depredador.state import PASS, PH_BIOME, PH_HUNT, PH_PASS, PH_STARTER, PLAY, UNKNOWN, void_bit

ALFA_PRIZE = 7          # points of the target biome a hunt must hold before the Alfa is spent on it


class Yardstick:
    level = "yardstick"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, rules, state, seat: int):
        v = rules.view(state, seat)
        legal = rules.legal_actions(v)
        if len(legal) == 1:
            return legal[0]
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
    def prize(self, cards) -> int:
        """What winning these cards is worth to this seat (target prey + , invaders -)."""
        t = self.target
        total = 0
        for c in cards:
            k = self.kind[c]
            if k == PREY and self.colour[c] == t:
                total += self.value[c]
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

    def is_boss(self, card: int) -> bool:
        return self.higher_unseen(card) == 0

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
    v = k.v
    cards = [a.value for a in legal]
    by_card = {a.value: a for a in legal}
    kind, colour, value = k.kind, k.colour, k.value
    alfa = next((c for c in cards if kind[c] == ALFA), None)
    refugio = next((c for c in cards if kind[c] == REFUGIO), None)
    coloured = [c for c in cards if colour[c] != NO_COLOUR]
    if not v.trick:
        return by_card[_lead(k, coloured, alfa, refugio, cards)]
    lead = v.lead_colour
    trick_cards = [c for _, c in v.trick]
    if lead == NO_COLOUR:
        # specials led: the first coloured card sets the prey; play as if leading, but a special is fine
        if coloured:
            return by_card[_lead(k, coloured, None, None, coloured)]
        return by_card[refugio if refugio is not None else cards[0]]
    follow = [c for c in cards if colour[c] == lead]
    prize = k.prize(trick_cards)
    last = not k.after_me()
    alfa_in_trick = any(kind[c] == ALFA for c in trick_cards)
    # the Alfa: take a rich hunt when no one behind can spoil it
    if alfa is not None and not alfa_in_trick:
        risk = 0 if last else k.dump_risk(lead)
        if prize - risk >= ALFA_PRIZE or (prize >= 4 and last and len(v.hands[k.seat]) <= 3):
            return by_card[alfa]
    if follow:
        return by_card[_follow(k, follow, refugio, prize, last, alfa_in_trick)]
    # void in the lead colour: dump on someone else's hunt
    return by_card[_discard(k, cards, alfa, refugio, prize)]


def _lead(k: Knowledge, coloured, alfa, refugio, cards) -> int:
    kind, colour, value = k.kind, k.colour, k.value
    if not coloured:
        if refugio is not None:
            return refugio
        return alfa if alfa is not None else cards[0]
    others = [p for p in range(k.n) if p != k.seat]
    prey = [c for c in coloured if kind[c] == PREY]
    # a boss card of the target colour while others still follow: it wins their prey
    tgt = [c for c in prey if colour[c] == k.target]
    for c in sorted(tgt, key=lambda c: -value[c]):
        if k.is_boss(c) and all(k.may_hold(p, colour[c]) for p in others):
            return c
    if prey:
        # a low card in a colour every other player still holds (no one can dump on it); not the target
        def lead_cost(c):
            col = colour[c]
            safe = all(k.may_hold(p, col) for p in others)
            higher = k.higher_unseen(c)
            return (0 if safe else 1, 0 if col != k.target else 1, -higher, value[c])
        return min(prey, key=lead_cost)
    # only invaders to lead with: the lowest one
    return min(coloured, key=lambda c: value[c])


def _follow(k: Knowledge, follow, refugio, prize, last, alfa_in_trick) -> int:
    v = k.v
    value, colour = k.value, k.colour
    lead = v.lead_colour
    follow = sorted(follow, key=lambda c: value[c])
    if alfa_in_trick:
        # lost anyway: shed the highest card unless it is our own colour (keep those to win later)
        if lead == k.target:
            return follow[0]
        return follow[-1]
    winners = [c for c in follow if k.would_win(c)]
    risk = 0 if last else k.dump_risk(lead)
    good = prize - risk + (value[follow[-1]] if lead == k.target else 0) > 0
    if lead == BLACK:
        good = False
    if good and winners:
        if last:
            return winners[0]
        # a card no one behind can beat
        safe = [c for c in winners if k.is_boss(c) and k.alfas_out == 0]
        if safe:
            return safe[0]
        return winners[-1] if prize > 0 else follow[0]
    # do not take this hunt: the highest card that still loses, else the Refugio, else the lowest
    losers = [c for c in follow if c not in winners]
    if losers:
        return losers[-1]
    if refugio is not None and (prize < 0 or lead == BLACK):
        return refugio
    return follow[-1] if last else follow[0]


def _discard(k: Knowledge, cards, alfa, refugio, prize) -> int:
    kind, colour, value = k.kind, k.colour, k.value
    winner = k.winner_now()
    # invaders to someone else's hunt, the biggest first
    inv = [c for c in cards if kind[c] == INVADER]
    if inv and winner is not None and winner != k.seat:
        return max(inv, key=lambda c: value[c])
    # a card of a colour we do not hunt, the highest (it would be a danger later)
    other = [c for c in cards if kind[c] == PREY and colour[c] != k.target]
    if other:
        return max(other, key=lambda c: (value[c], -c))
    if inv:
        return min(inv, key=lambda c: value[c])
    # the Refugio if we still need it to shelter (it cannot win), keeping the Alfa
    if refugio is not None:
        return refugio
    prey = [c for c in cards if kind[c] == PREY]
    if prey:
        return min(prey, key=lambda c: value[c])
    return alfa if alfa is not None else cards[0]
