"""The opponent's turn told back: the log's lines grouped by turn (no pygame).

Each ``turn_start`` opens a record ``{"seat", "turn", "lines", "done"}``; every line the log tells until
the next turn starts belongs to it (placements and their clashes and damage, situationals and their
effects, a discard the other side made for Escasez, the draw at the end); ``turn_end`` marks it done.
A new game of the match (after a tie) starts afresh.
"""
from __future__ import annotations

# bookkeeping the log tells but a turn told back leaves out
LEFT_OUT = frozenset({"turn_start", "turn_end", "match_start", "game_start", "deal", "draw_cards", "hand_size"})
KEEP = 12                     # records kept (a turn told back is never older than a round of four seats)


class TurnRecorder:
    def __init__(self):
        self.turns: list[dict] = []

    def clear(self) -> None:
        self.turns = []

    def add(self, e, lines: list) -> None:
        """Note event ``e`` and the log lines it gave (``[(text, colour)]``)."""
        k = e.kind
        if k == "game_start":
            self.turns = []
        elif k == "turn_start":
            self.turns.append({"seat": e.player, "turn": e.data.get("turn"), "lines": [], "done": False})
            del self.turns[:-KEEP]
        elif k == "turn_end":
            if self.turns:
                self.turns[-1]["done"] = True
        elif k not in LEFT_OUT and self.turns and lines:
            self.turns[-1]["lines"].extend(lines)

    def last(self, pred) -> dict | None:
        """The latest turn whose seat satisfies ``pred`` (None if there is none yet)."""
        for rec in reversed(self.turns):
            if pred(rec["seat"]):
                return rec
        return None
