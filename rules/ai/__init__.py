"""Bots that play any game through the rules protocol, reading only their seat's view."""
from rules.ai.bots import DEFAULT_BUDGETS, LEVELS, Bot, ISMCTSBot, RandomBot, make_bot

__all__ = ["DEFAULT_BUDGETS", "LEVELS", "Bot", "ISMCTSBot", "RandomBot", "make_bot"]
