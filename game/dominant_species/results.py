"""Dominant Species' results: per player, the VPs of the animal that counts by where they came from
(tiles scored by Domination, the final scoring, bonuses, cards); the total is the player's score (under
the 2–3 player rule the lowest of their animals)."""
from __future__ import annotations

from game.breakdown import Breakdown, Row
from game.dominant_species import words as W
from game.i18n import tr, tr_n

R = "dominant_species.results."
# the columns: which sources of VPs each one adds up
GROUPS = (("domination", ("domination",)), ("final", ("final",)),
          ("bonus", ("glaciation", "wanderlust", "survival")), ("cards", ("cards", "ice_age", "lost")))


def _animal_entry(b: dict) -> dict:
    want = b["deciding_animal"]
    return next((x for x in b["animals"] if x["animal"] == want), b["animals"][0])


class DominantSpeciesBreakdown(Breakdown):
    """Rows: players, named with the animal whose VPs count; columns: the groups of VP sources."""

    total_key = "dominant_species.results.total"

    def _seat_entry(self, seat: int) -> dict:
        return next(b for b in self.result.breakdown if b["seat"] == seat)

    def rows(self) -> list[Row]:
        res = self.result
        out = []
        for seat in self.scene.order:
            b = self._seat_entry(seat)
            name = tr(R + "row", name=self.scene.names[seat], animal=W.animal(b["deciding_animal"]))
            out.append(Row(seat, res.places[seat], name, seat in res.winners, str(res.scores[seat])))
        return out

    def stages(self) -> int:
        return len(GROUPS)

    def stage_label(self, i: int, short: bool) -> str:
        return tr(R + ("short." if short else "group.") + GROUPS[i][0])

    def stage_cell(self, row: Row, i: int) -> tuple[str, str]:
        b = self._seat_entry(row.key)
        a = _animal_entry(b)
        total = sum(a["sources"].get(k, 0) for k in GROUPS[i][1])
        small = ""
        if i == 2:
            parts = sorted(((a["sources"][k], k) for k in GROUPS[i][1] if a["sources"].get(k)), reverse=True)
            small = tr(R + "part." + parts[0][1], vp=parts[0][0]) if parts else ""
        elif i == 3 and a["sources"].get("ice_age"):
            small = tr(R + "part.ice_age", vp=a["sources"]["ice_age"])
        elif i == 3 and a["sources"].get("lost"):
            small = tr(R + "part.lost", vp=W.signed(a["sources"]["lost"]))
        return str(total), small

    def headline(self) -> str:
        res = self.result
        w = res.winners
        names = self.scene.names
        animal = W.animal((res.detail or {}).get("dominant_species", ""))
        if len(w) == 1:
            return tr(R + "headline", name=names[w[0]], vp=res.scores[w[0]], animal=animal)
        return tr_n("results.winners", res.scores[w[0]], names=" & ".join(names[i] for i in w))

    def notes(self) -> list[str]:
        res = self.result
        out = []
        if any(len(b["animals"]) > 1 for b in res.breakdown):
            out.append(tr(R + "lowest_note"))
            for b in sorted(res.breakdown, key=lambda x: res.places[x["seat"]]):
                parts = [tr(R + "other", animal=W.animal(x["animal"]), vp=x["vp"]) for x in b["animals"]]
                out.append(tr(R + "animals_line", name=self.scene.names[b["seat"]], animals=" · ".join(parts)))
        out += [tr(R + "columns.first"), tr(R + "columns.second")]
        s = res.scores
        if any(s[i] == s[j] and res.places[i] != res.places[j] for i in range(len(s)) for j in range(len(s))):
            out.append(tr(R + "tiebreak_note"))
        return out

    def legend(self) -> str:
        return tr(R + "legend", turns=(self.result.detail or {}).get("turns", "?"))


def progress(session) -> str:
    """How far a game has come, for the menu's Continue: the turn and the phase."""
    st = session.state
    from rules.dominant_species.constants import PHASES
    return tr("dominant_species.progress", turn=st.turn, phase=tr("dominant_species.phase." + PHASES[st.phase]))
