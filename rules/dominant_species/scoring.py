"""The result: VPs per seat (the lowest of a seat's animals under the 2–3 player rule), places with
ties broken by the food chain, and the points of every animal by source."""
from __future__ import annotations

from rules.engine.core import Result
from rules.dominant_species.constants import ANIMALS, OVER, VP_SOURCES


def seat_score(s, seat: int) -> tuple[int, int]:
    """(score, deciding animal): the seat's lowest VPs and, among its animals on that score, the one
    highest on the food chain (the tie-break)."""
    mine = s.seat_animals[seat]
    low = min(s.vp[a] for a in mine)
    return low, min(a for a in mine if s.vp[a] == low)


def ranking(s) -> list[int]:
    """Seats from first to last: most VPs, ties to the animal higher on the food chain."""
    keyed = [(-seat_score(s, p)[0], seat_score(s, p)[1], p) for p in range(s.n)]
    return [p for _, _, p in sorted(keyed)]


def breakdown(s) -> list:
    out = []
    for p in range(s.n):
        animals = []
        for a in s.seat_animals[p]:
            src = {VP_SOURCES[k]: s.vsrc[a * 8 + k] for k in range(len(VP_SOURCES)) if s.vsrc[a * 8 + k]}
            animals.append({"animal": ANIMALS[a], "vp": s.vp[a], "sources": src})
        score, deciding = seat_score(s, p)
        out.append({"seat": p, "score": score, "deciding_animal": ANIMALS[deciding], "animals": animals})
    return out


def result(s) -> Result | None:
    if s.phase != OVER:
        return None
    order = ranking(s)
    places = [0] * s.n
    for i, p in enumerate(order):
        places[p] = i + 1
    scores = [seat_score(s, p)[0] for p in range(s.n)]
    return Result(scores=scores, places=places, breakdown=breakdown(s),
                  detail={"turns": s.turn, "vp": {ANIMALS[a]: s.vp[a] for a in s.animals},
                          "dominant_species": ANIMALS[seat_score(s, order[0])[1]]})
