"""The hunts of a game told back (pure Python, no pygame): who played what, in order, who won and why.

``HuntBook`` follows the events (the table feeds it every event it sees) and keeps one ``Hunt`` per
finished hunt; ``notes`` says what each card did in its hunt and ``verdict`` why the winner won, in the
player's language, with the data's names. The table's "last hunt" view draws them.
"""
from __future__ import annotations

from typing import Callable

from game.depredador.log_text import biome_label, card_label, colour_label, say, say_n
from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY, REFUGIO

K = "depredador.last."


class Hunt:
    """One hunt: ``plays`` [(seat, card)] in playing order, the ``winner``, the prey colour (``lead``),
    its number in the round (``hunt``) and the ``round``; ``broke`` the invader that brought the
    invaders in (or None); ``shelters`` seat -> the biome its Refugio took."""

    __slots__ = ("round", "hunt", "plays", "winner", "lead", "broke", "shelters", "cards", "last_of_round")

    def __init__(self, round_no: int):
        self.round = round_no
        self.hunt = 0
        self.plays: list[tuple[int, int]] = []
        self.winner: int | None = None
        self.lead = NO_COLOUR
        self.broke: int | None = None
        self.shelters: dict[int, int] = {}
        self.cards: list[int] = []
        self.last_of_round = False


class HuntBook:
    """The finished hunts of the game so far, built from the events as they come."""

    def __init__(self):
        self.hunts: list[Hunt] = []
        self.round = 1
        self.cur = Hunt(1)
        self._breaking: int | None = None

    def feed(self, e) -> Hunt | None:
        """Take one event; return the hunt it finished, if any."""
        k, d = e.kind, e.data
        if k == "round_start":
            self.round = d["round"]
            self.cur = Hunt(self.round)
        elif k == "invaders_arrive":
            self._breaking = d["card"]
        elif k == "play":
            self.cur.plays.append((e.player, d["card"]))
            if self._breaking == d["card"]:
                self.cur.broke = d["card"]
                self._breaking = None
        elif k == "take_biome":
            self.cur.shelters[e.player] = d["biome"]
        elif k == "hunt_won":
            h = self.cur
            h.winner, h.lead, h.hunt, h.cards = e.player, d["lead"], d["hunt"], list(d["cards"])
            self.hunts.append(h)
            self.cur = Hunt(self.round)
            return h
        elif k == "round_end" and self.hunts and self.hunts[-1].round == d["round"]:
            self.hunts[-1].last_of_round = True
        return None


def deciding_card(deck, h: Hunt) -> tuple[str, int]:
    """Why the hunt went to its winner, as the rules decide it (rules.depredador.moves.hunt_winner):
    ``("alfa", card)`` the first Alfa; ``("highest", card)`` the highest card of the prey's colour;
    ``("refugio", card)`` a hunt of Refugios only, won by the first."""
    for _, c in h.plays:
        if deck.wins[c]:
            return "alfa", c
    best = None
    if h.lead != NO_COLOUR:
        for _, c in h.plays:
            if deck.cards[c].colour == h.lead and not deck.never_wins[c]:
                if best is None or deck.cards[c].value > deck.cards[best].value:
                    best = c
    if best is not None:
        return "highest", best
    return "refugio", h.plays[0][1]


def notes(deck, h: Hunt) -> list[list[str]]:
    """For each play, in order, the short notes shown under its card (what the card did)."""
    out = []
    first_coloured = next((i for i, (_, c) in enumerate(h.plays) if deck.cards[c].kind in (PREY, INVADER)), None)
    first_alfa = next((i for i, (_, c) in enumerate(h.plays) if deck.cards[c].kind == ALFA), None)
    for i, (seat, c) in enumerate(h.plays):
        card = deck.cards[c]
        mine: list[str] = []
        if i == 0:
            mine.append(say(K + "leads", deck))
        if card.kind in (PREY, INVADER):
            if i == first_coloured and i > 0:
                mine.append(say(K + "sets_prey", deck))
            elif i != first_coloured:
                if card.colour == h.lead:
                    mine.append(say(K + "follows", deck))
                elif h.lead == BLACK:
                    mine.append(say(K + "no_invaders", deck))
                else:
                    mine.append(say(K + "no_colour", deck, biome=biome_label(deck, h.lead)))
            if c == h.broke:
                mine.append(say(K + "invaders_arrive", deck))
        elif card.kind == ALFA:
            mine.append(say(K + ("first_alfa" if i == first_alfa else "later_alfa"), deck))
        elif card.kind == REFUGIO:
            if seat in h.shelters:
                mine.append(say(K + "shelters", deck, biome=biome_label(deck, h.shelters[seat])))
            else:
                mine.append(say(K + "cannot_win", deck))
        out.append(mine)
    return out


def verdict(deck, h: Hunt, name: Callable[[int], str]) -> list[str]:
    """Who won the hunt and why, then what they take."""
    why, card = deciding_card(deck, h)
    who = name(h.winner)
    if why == "alfa":
        first = say(K + "why_alfa", deck, name=who)
    elif why == "highest":
        key = "why_highest_black" if h.lead == BLACK else "why_highest"
        first = say(K + key, deck, name=who, prey=colour_label(deck, h.lead), card=card_label(deck, card))
    else:
        first = say(K + "why_refugio", deck, name=who)
    takes = say_n(K + ("takes_last" if h.last_of_round else "takes"), len(h.cards), deck, name=who)
    return [first, takes]
