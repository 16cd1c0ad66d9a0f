"""The yardstick: a one-ply greedy player. It plays the card that gains the most points now (its
best tree and half, the bonus-giving payment when there is one), says yes to every draw, and draws
from the deck when no play gains anything. Same interface as the bots of rules/ai/bots.py; it reads
only ``rules.view(state, seat)``."""
from __future__ import annotations

from rules.ai.bots import Bot
from rules.forest_shuffle.constants import T_MAIN
from rules.forest_shuffle.policy import greedy_main, greedy_sub


class GreedyBot(Bot):
    """(``Bot.choose``: the seat's view, its legal actions, a lone action at once, else ``decide``.)"""
    level = "greedy"

    def decide(self, rules, v, seat: int, legal: list):
        if v.stack[-1][0] == T_MAIN:
            return greedy_main(v, seat, legal)
        return greedy_sub(v, seat, legal)
