"""Events -> sentences for the Dominant Species log, in the player's language (no pygame).

:class:`LogWriter` reads the events in order; it follows the terrain of every hex (tiles placed by
Wanderlust, tiles covered by Glaciation) so that a sentence names a tile as it was when the thing
happened ("Savannah E2"), even when the log is rebuilt later (undo, another seat, a language switch).
Every event kind the rules emit has a sentence; an unknown kind is told plainly, never dropped.
"""
from __future__ import annotations

from game.dominant_species import words as W
from game.i18n import tr, tr_n, tr_or
from rules.dominant_species.constants import ANIMALS, TERRAINS
from rules.dominant_species.tables import NH, START_TILES

L = "dominant_species.log."
INK = (236, 232, 220)
GOLD = (240, 196, 80)
MINE = (150, 210, 255)
MUTED = (160, 166, 170)
SCORE = (250, 220, 150)
BAD = (240, 150, 130)

PLACES = ("1st", "2nd", "3rd", "4th")


class LogWriter:
    """Turns events into ``(text, colour)`` lines. ``seat``: the shown seat (its animals' lines are
    coloured); ``player_name(seat)``: the names of the seats."""

    def __init__(self, seat: int | None = None, player_name=None):
        self.seat = seat
        self.player_name = player_name or (lambda p: f"P{p + 1}")
        self.terrain: list = [None] * NH
        for h, t in START_TILES:
            self.terrain[h] = TERRAINS[t]

    # ------------------------------------------------------------------ names
    def tile(self, h: int) -> str:
        return W.tile_name(h, self.terrain[h])

    def _colour(self, e) -> tuple:
        return MINE if self.seat is not None and e.player == self.seat else INK

    # ------------------------------------------------------------------ the sentences
    def describe(self, e) -> list[tuple[str, tuple]]:
        fn = getattr(self, "_e_" + e.kind, None)
        d = e.data
        if fn is None:
            return [(tr(L + "unknown", kind=e.kind), MUTED)]
        out = fn(d, e)
        if out is None:
            return []
        if isinstance(out, tuple):
            return [out]
        if isinstance(out, str):
            return [(out, self._colour(e))]
        return out

    def _a(self, d) -> str:
        return W.animal(d["animal"]) if d.get("animal") else ""

    def _e_setup(self, d, e):
        seats = d.get("seats") or []
        who = [tr(L + "seat", name=self.player_name(p), animals=W.join([W.animal(a) for a in mine]))
               for p, mine in enumerate(seats)]
        lines = [(tr(L + "setup", players=len(seats), seats="; ".join(who)), GOLD)]
        lines.append((tr(L + "setup_order", order=", ".join(W.animal(a) for a in d.get("initiative", []))), INK))
        if d.get("cards"):
            lines.append((tr(L + "setup_cards", cards=", ".join(W.card_name(c) for c in d["cards"])), INK))
        return lines

    def _e_phase(self, d, e):
        return (tr(L + "phase." + d["phase"], turn=d.get("turn", "")), GOLD)

    def _e_pawn_placed(self, d, e):
        where = W.space_name(d["space"])
        if d.get("card"):
            return tr(L + "pawn_instinct", animal=self._a(d), space=where, card=W.card_name(d["card"]))
        if d.get("again"):
            return tr(L + "pawn_again", animal=self._a(d), space=where)
        return tr(L + "pawn_placed", animal=self._a(d), space=where)

    def _e_initiative(self, d, e):
        if d.get("card"):
            return tr(L + "initiative_card", animal=self._a(d), position=d["position"], card=W.card_name(d["card"]))
        return tr(L + "initiative", animal=self._a(d), position=d["position"], passed=W.animal(d["passed"]))

    def _e_adaptation(self, d, e):
        return tr(L + "adaptation", animal=self._a(d), element=W.element(d["element"]))

    def _e_protected(self, d, e):
        return tr(L + "protected", animal=self._a(d), element=W.element(d["element"]))

    def _e_regression(self, d, e):
        return tr(L + "regression", animal=self._a(d), elements=W.join([W.element(x) for x in d["lost"]]))

    def _e_element_placed(self, d, e):
        src = d.get("source", "")
        key = "element_placed_card" if src in ("aquatic", "habitat") else "element_placed"
        return tr(L + key, animal=self._a(d), element=W.element(d["element"]), where=W.corner_name(d["corner"]),
                  card=W.card_name(src) if key == "element_placed_card" else W.section(src))

    def _e_wasteland(self, d, e):
        return tr(L + "wasteland", animal=self._a(d), element=W.element(d["element"]))

    def _e_thaw(self, d, e):
        gone = d.get("removed") or []
        return (tr_n(L + "thaw", len(gone), elements=W.join([W.element(x[1]) for x in gone])), INK)

    def _e_element_removed(self, d, e):
        return tr(L + "element_removed", animal=self._a(d), element=W.element(d["element"]),
                  where=W.corner_name(d["corner"]))

    def _e_elements_removed(self, d, e):
        gone = d.get("removed") or []
        return tr_n(L + "elements_removed", len(gone), animal=self._a(d), tile=self.tile(d["tile"]),
                    card=W.card_name(d.get("card", "")))

    def _e_glaciation(self, d, e):
        h = d["tile"]
        was = W.tile_name(h, d.get("terrain"))
        self.terrain[h] = "tundra"
        lines = [(tr(L + "glaciation", animal=self._a(d), tile=was, vp=d.get("vp", 0),
                     near=d.get("tundra_near", 0)), self._colour(e))]
        gone = d.get("removed") or []
        if gone:
            lines.append((tr_n(L + "glaciation_removed", len(gone),
                               elements=W.join([W.element(x[1]) for x in gone])), INK))
        back = d.get("returned") or {}
        if back:
            parts = [tr(L + "count_of", count=k, animal=W.animal(a)) for a, k in back.items()]
            lines.append((tr(L + "glaciation_returned", who=W.join(parts)), INK))
        return lines

    def _e_speciation_corner(self, d, e):
        return tr(L + "speciation_corner", animal=self._a(d), element=W.element(d["element"]),
                  where=W.corner_name(d["corner"]))

    def _e_speciation(self, d, e):
        if d.get("free"):
            return tr(L + "speciation_free", animal=self._a(d), tile=self.tile(d["tile"]))
        return tr_n(L + "speciation", d["count"], animal=self._a(d), tile=self.tile(d["tile"]))

    def _e_wanderlust_tile(self, d, e):
        return tr(L + "wanderlust_tile", animal=self._a(d), terrain=W.terrain(d["terrain"]), stack=d["stack"] + 1)

    def _e_tile_placed(self, d, e):
        self.terrain[d["tile"]] = d["terrain"]
        return tr(L + "tile_placed", animal=self._a(d), tile=self.tile(d["tile"]))

    def _e_bonus(self, d, e):
        return (tr_n(L + "bonus", d.get("tiles_near", 0), animal=self._a(d), vp=d.get("vp", 0)), SCORE)

    def _e_moved(self, d, e):
        why = d.get("why", "migration")
        key = {"wanderlust": "moved_wanderlust", "mass_exodus": "moved_exodus"}.get(why, "moved")
        return tr_n(L + key, d.get("count", 1), animal=self._a(d), source=self.tile(d["source"]),
                    tile=self.tile(d["tile"]), by=W.animal(d["by"]) if d.get("by") else "")

    def _e_eliminated(self, d, e):
        why = d.get("why", "")
        n = d.get("count", 1)
        tile = self.tile(d["tile"])
        if why == "competition":
            return (tr(L + "eliminated_competition", by=W.animal(d.get("by", "")), animal=self._a(d), tile=tile),
                    BAD)
        if why == "extinction":
            return (tr_n(L + "eliminated_extinction", n, animal=self._a(d), tile=tile), BAD)
        return (tr_n(L + "eliminated_card", n, animal=self._a(d), tile=tile, card=W.card_name(why)), BAD)

    def _e_saved(self, d, e):
        return tr(L + "saved", animal=self._a(d), tile=self.tile(d["tile"]))

    def _e_domination(self, d, e):
        return tr(L + "domination", animal=self._a(d), tile=self.tile(d["tile"]))

    def _e_tile_scored(self, d, e):
        h = d["tile"]
        parts = []
        for i, (a, n, pts) in enumerate(d.get("places") or []):
            parts.append(tr(L + "place", place=tr(L + "places." + PLACES[i]), animal=W.animal(a), species=n,
                            vp=W.signed(pts)))
        key = "tile_scored_final" if d.get("why") == "final" else "tile_scored"
        return (tr(L + key, tile=W.tile_name(h, d.get("terrain")), places="; ".join(parts)), SCORE)

    def _e_card_taken(self, d, e):
        return tr(L + "card_taken", animal=self._a(d), card=W.card_name(d["card"]))

    def _e_vp(self, d, e):
        n = d.get("vp", 0)
        card = W.card_name(d.get("card", ""))
        if d.get("tile") is not None:
            return (tr(L + "vp_tile", animal=self._a(d), vp=W.signed(n), card=card, tile=self.tile(d["tile"])), SCORE)
        if d.get("tiles") is not None:
            return (tr_n(L + "vp_ice_age", d["tiles"], animal=self._a(d), vp=W.signed(n), card=card), SCORE)
        return (tr(L + "vp", animal=self._a(d), vp=W.signed(n), card=card), SCORE if n >= 0 else BAD)

    def _e_species_added(self, d, e):
        return tr_n(L + "species_added", d.get("count", 1), animal=self._a(d), tile=self.tile(d["tile"]),
                    card=W.card_name(d.get("card", "")))

    def _e_catastrophe(self, d, e):
        return (tr(L + "catastrophe", animal=self._a(d), tile=self.tile(d["tile"])), BAD)

    def _e_element_lost(self, d, e):
        return tr(L + "element_lost", animal=self._a(d), element=W.element(d["element"]))

    def _e_immigrants_choice(self, d, e):
        return tr(L + "immigrants", animal=self._a(d), option=tr(L + "immigrants_option." + d["option"]))

    def _e_metamorphosis(self, d, e):
        return tr(L + "metamorphosis", animal=self._a(d), lost=W.element(d["lost"]), gained=W.element(d["gained"]))

    def _e_replaced(self, d, e):
        return tr(L + "replaced", animal=self._a(d), victim=W.animal(d["victim"]), tile=self.tile(d["tile"]))

    def _e_pawn_gained(self, d, e):
        return tr(L + "pawn_gained", animal=self._a(d), card=W.card_name(d.get("card", "")))

    def _e_last_turn(self, d, e):
        return (tr(L + "last_turn"), GOLD)

    def _e_element_drawn(self, d, e):
        return tr(L + "element_drawn", animal=self._a(d), element=W.element(d["element"]),
                  card=W.card_name(d.get("card", "")))

    def _e_survival(self, d, e):
        return (tr_n(L + "survival", d.get("tundra_tiles", 0), animal=self._a(d), vp=d.get("vp", 0)), SCORE)

    def _e_final_scoring(self, d, e):
        return (tr(L + "final_scoring"), GOLD)

    def _e_game_over(self, d, e):
        vp = d.get("vp") or {}
        order = sorted(vp, key=lambda a: (-vp[a], ANIMALS.index(a)))
        parts = [tr(L + "vp_of", animal=W.animal(a), vp=vp[a]) for a in order]
        return (tr(L + "game_over", scores=", ".join(parts)), GOLD)

    def _e_reseed(self, d, e):
        lines = []
        if d.get("cards"):
            lines.append((tr(L + "reseed_cards", cards=", ".join(W.card_name(c) for c in d["cards"])), INK))
        if d.get("flipped"):
            lines.append((tr(L + "reseed_stacks", tiles=W.join([tr(L + "stack_top", stack=i + 1, terrain=W.terrain(t))
                                                                for i, t in d["flipped"]])), INK))
        boxes = d.get("boxes") or {}
        drawn = sum(len(v) for v in boxes.values())
        lines.append((tr_n(L + "reseed_elements", drawn), INK))
        return lines

    def _e_passed(self, d, e):
        step = d.get("step", "")
        if not d.get("animal"):
            return None
        what = tr_or(L + "pass_what." + step, tr(L + "pass_what.default"))
        return (tr(L + "passed", animal=self._a(d), what=what), MUTED)


def describe(e, seat: int | None = None, player_name=None) -> list[tuple[str, tuple]]:
    """One event in words, out of context (a fresh writer: tiles are named by their start terrain)."""
    return LogWriter(seat, player_name).describe(e)
