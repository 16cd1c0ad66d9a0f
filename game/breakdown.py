"""The results screen's breakdown: what a game shows per row and per stage (round, game of a match).

A game subclasses :class:`Breakdown` in ``game/<game>/results.py`` and names it in its ``GameUI``; the
shared results scene draws the frame (title, headline, places, names, one column per stage, the total).
"""
from __future__ import annotations

from game.i18n import tr, tr_n


def signed(v) -> str:
    """+2, 0, −1 (a real minus sign)."""
    if isinstance(v, (int, float)) and v > 0:
        return f"+{v}"
    if isinstance(v, (int, float)) and v < 0:
        return f"−{abs(v)}"
    return str(v)


class Row:
    """One line of the results table."""

    def __init__(self, key, place: int, name: str, winner: bool, total: str):
        self.key = key            # a seat, or a team in a team game
        self.place = place
        self.name = name
        self.winner = winner
        self.total = total


class Breakdown:
    """What one game shows on the results screen. ``scene`` is the ResultsScene (result, names).

    By default the plain ranking: places, names and scores, one headline for the winner (or the shared
    win), no stage columns. A game subclasses it only for columns of its own (``stages``,
    ``stage_label``, ``stage_cell``) and, if it says more, its ``headline``, ``notes`` and ``legend``."""

    column_key = "results.player"
    total_key = "results.points"

    def __init__(self, scene):
        self.scene = scene
        self.result = scene.result

    def rows(self) -> list[Row]:
        res = self.result
        order = sorted(range(len(res.scores)), key=lambda p: (res.places[p], p))
        return [Row(p, res.places[p], self.scene.names[p], res.places[p] == 1, str(res.scores[p])) for p in order]

    def stages(self) -> int:
        return 0

    def stage_label(self, i: int, short: bool) -> str:
        return ""

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        """(large text, small text) for a row in stage ``i``."""
        return "", ""

    def headline(self) -> str:
        w = self.result.winners
        names = self.scene.names
        pts = self.result.scores[w[0]] if w else 0
        if len(w) == 1:
            return tr_n("results.winner", pts, name=names[w[0]])
        return tr_n("results.winners", pts, names=" & ".join(names[i] for i in w))

    def notes(self) -> list[str]:
        return []

    def legend(self) -> str:
        return ""

    def note_prefix(self) -> str:
        """Text before each note (e.g. "* " when the notes explain starred totals)."""
        return ""


RankingBreakdown = Breakdown            # the plain ranking: a game without columns of its own
