"""Dates in the player's words (the saved games, the statistics)."""
from __future__ import annotations

import datetime
import time

from game.i18n import tr


def when_text(ts: float, now: float | None = None) -> str:
    """When a game was last played, in the player's words: "today 13:30", "yesterday 09:05", "3 Dec 2026"."""
    if not ts:
        return ""
    now = now or time.time()
    then = datetime.datetime.fromtimestamp(ts)
    today = datetime.datetime.fromtimestamp(now).date()
    hm = then.strftime("%H:%M")
    if then.date() == today:
        return tr("saves.today", time=hm)
    if (today - then.date()).days == 1:
        return tr("saves.yesterday", time=hm)
    month = tr(f"saves.month.{then.month}")
    return tr("saves.date", day=then.day, month=month, year=then.year)
