"""Depredador's results: each round's award and hunt score per player; the predation points total."""
from __future__ import annotations

from game.breakdown import Breakdown, Row, signed  # noqa: F401
from game.i18n import tr, tr_n

K = "depredador.results."


class DepredadorBreakdown(Breakdown):
    """Per player: each round's award (large) and hunt score (small); the Predation Points total."""

    column_key = K + "player"
    total_key = K + "points"

    def tied_on_points(self) -> set[int]:
        s = self.result.scores
        return {i for i in range(len(s)) if any(j != i and s[j] == s[i] for j in range(len(s)))}

    def rows(self) -> list[Row]:
        res = self.result
        tied = self.tied_on_points()
        out = []
        for seat in self.scene.order:
            score = res.scores[seat]
            txt = (f"−{abs(score)}" if score < 0 else str(score)) + (" *" if seat in tied else "")
            out.append(Row(seat, res.places[seat], self.scene.names[seat], seat in res.winners, txt))
        return out

    def stages(self) -> int:
        return len(self.result.breakdown)           # one column per round / game of the match

    def stage_label(self, i: int, short: bool) -> str:
        return tr(K + ("round_short" if short else "round"), n=i + 1)

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        b = self.result.breakdown[i]
        return signed(b["awards"][row.key]), tr(K + "hunt_short", v=signed(b["hunt_scores"][row.key]))

    def headline(self) -> str:
        w = self.result.winners
        names = self.scene.names
        pts = self.result.scores[w[0]]
        if len(w) == 1:
            return tr_n(K + "winner", pts, name=names[w[0]])
        return tr_n(K + "winners", pts, names=" & ".join(names[i] for i in w))

    def notes(self) -> list[str]:
        out = []
        res = self.result
        tied = self.tied_on_points()
        places = res.places
        broken = any(places[i] != places[j] for i in tied for j in tied if res.scores[i] == res.scores[j])
        shared = any(places[i] == places[j] for i in tied for j in tied
                     if i != j and res.scores[i] == res.scores[j])
        if broken:
            out.append(tr(K + "tiebreak_note"))
        if shared:
            out.append(tr(K + "shared_note"))
        return out

    def legend(self) -> str:
        return tr(K + "legend")

    def note_prefix(self) -> str:
        return "* "
