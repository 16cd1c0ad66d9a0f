"""The state of a game of Depredador Natural, and the constants every rules module shares.

Seats are numbered clockwise; "left" is the next seat clockwise (seat + 1). Phases: ``pass`` (the
migration, one card at a time), ``starter`` (rounds 2+: the lowest total picks the starting hunter),
``hunt`` (play a card), ``biome`` (a Refugio's player takes a centre biome), ``over``.
"""
from __future__ import annotations

from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY, REFUGIO, Deck  # noqa: F401
from rules.engine.core import Action, interned

PASS, STARTER, PLAY, TAKE = "pass", "starter", "play", "take"
UNPASS = "unpass"   # take a migration pick back (a take-back: not among the legal moves, see moves.take_backs)
PH_PASS, PH_STARTER, PH_HUNT, PH_BIOME, PH_OVER = "pass", "starter", "hunt", "biome", "over"
UNKNOWN = -1        # a card a view does not show


def play_action(card: int) -> Action:
    return interned(PLAY, card)


def pass_action(card: int) -> Action:
    return interned(PASS, card)


def unpass_action(card: int) -> Action:
    return interned(UNPASS, card)


def take_action(biome: int) -> Action:
    return interned(TAKE, biome)


def starter_action(seat: int) -> Action:
    return interned(STARTER, seat)


def void_bit(colour: int) -> int:
    """The bit of ``colour`` in a player's public voids (bits 0–5 biomes, 7 invaders; none for specials)."""
    if colour == NO_COLOUR:
        return 0
    return 1 << (7 if colour == BLACK else colour)


class State:
    """The whole game. ``clone`` copies by hand (the AI clones thousands of times a second).

    ``awards[r][seat]`` is the net Predation Points of round r; ``award_parts[r][seat]`` the awards
    received (a tuple: with two players the round's loser receives ``(1, -1)``); the tie-breaks count
    the parts. ``hunts`` is the number of hunts in a round, ``hunt_no`` how many are done. ``voids[seat]`` is what everyone has seen the seat lack (``void_bit``); ``passed`` holds
    ``(card, from, to)`` of the round's migration."""

    __slots__ = ("deck", "n", "rounds", "biomes", "round", "phase", "hands", "pass_sel", "passed",
                 "turn", "starter", "prev_starter", "chooser", "trick", "lead_colour", "broken",
                 "captured", "centre", "player_biome", "pending", "voids", "totals", "awards",
                 "award_parts", "hunt_scores", "rng", "kind", "colour", "value", "start_events", "hunt_no",
                 "hunts", "is_view")

    def clone(self) -> "State":
        s = State.__new__(State)
        s.deck = self.deck
        s.n = self.n
        s.rounds = self.rounds
        s.biomes = self.biomes
        s.round = self.round
        s.phase = self.phase
        s.hands = [h[:] for h in self.hands]
        s.pass_sel = [h[:] for h in self.pass_sel]
        s.passed = self.passed[:]
        s.turn = self.turn
        s.starter = self.starter
        s.prev_starter = self.prev_starter
        s.chooser = self.chooser
        s.trick = self.trick[:]
        s.lead_colour = self.lead_colour
        s.broken = self.broken
        s.captured = [c[:] for c in self.captured]
        s.centre = self.centre[:]
        s.player_biome = self.player_biome[:]
        s.pending = self.pending
        s.voids = self.voids[:]
        s.totals = self.totals[:]
        s.awards = [a[:] for a in self.awards]
        s.award_parts = [a[:] for a in self.award_parts]
        s.hunt_scores = [a[:] for a in self.hunt_scores]
        s.rng = self.rng.clone() if self.rng is not None else None
        s.kind = self.kind
        s.colour = self.colour
        s.value = self.value
        s.start_events = []
        s.hunt_no = self.hunt_no
        s.hunts = self.hunts
        s.is_view = self.is_view
        return s
