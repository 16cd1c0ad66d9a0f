"""The turn: Planning, Execution (the program of moves.py), Reset (Extinction, Survival, Reseed), the end.

:func:`settle` runs everything that needs no decision (automatic frames, steps with a single legal
action, optional steps with nothing to choose) until a seat has a real choice or the game is over.
"""
from __future__ import annotations

from rules.dominant_species import board as B
from rules.dominant_species import cards as _cards  # (registers the card steps; through effects, the terms)
from rules.dominant_species import moves as M
from rules.dominant_species.constants import (ANIMALS, BOXES, ELEMENTS, EXECUTION, MAMMAL, OVER, PLANNING, RESET,
                                              SRC_FINAL, SRC_SURVIVAL, TERRAINS)
from rules.dominant_species.steps import AUTO, PASS, STEPS, automatic, emit
from rules.dominant_species.tables import AVAILABLE_CARDS, BOX_DRAW, DRAW_BOXES, NH, RESEED_FLOW, bonus

_MAX_LOOP = 100_000


def settle(s, ev) -> None:
    """Advance until a decision with at least two legal actions is on top (cached in ``s._legal``)."""
    frames = s.frames
    for _ in range(_MAX_LOOP):
        if frames:
            fr = frames[-1]
            auto = AUTO.get(fr[0])
            if auto is not None:
                frames.pop()
                auto(s, fr, ev)
                continue
            step = STEPS[fr[0]]
            legal = step.legal(s, fr)
            if len(legal) >= 2:
                s._legal = legal
                return
            frames.pop()
            if legal and legal[0] is not PASS:
                step.effect(s, fr, legal[0], ev)
            continue
        if s.phase == OVER:
            s._legal = []
            return
        _advance(s, ev)
    raise RuntimeError("dominant_species: the flow did not settle")


def resolve(s, action, ev) -> None:
    """Resolve ``action`` on the top frame (already known to be legal), then settle."""
    fr = s.frames.pop()
    s._legal = None
    s.steps += 1
    if action is not PASS and action.kind != "pass":
        STEPS[fr[0]].effect(s, fr, action, ev)
    elif ev is not None:
        emit(s, ev, "passed", fr[1] if len(fr) > 1 and isinstance(fr[1], int) else -1, step=fr[0])
    settle(s, ev)


def _advance(s, ev) -> None:
    if s.phase == PLANNING:
        a = M.next_planner(s)
        if a >= 0:
            s.frames.append(("plan", a))
            return
        s.phase = EXECUTION
        s.cursor = 0
        emit(s, ev, "phase", -1, phase="execution", turn=s.turn)
        return
    if s.phase == EXECUTION:
        if s.cursor < len(M.PROGRAM):
            name, space = M.PROGRAM[s.cursor]
            s.cursor += 1
            M.START[name](s, space, ev)
            return
        s.phase = RESET
        emit(s, ev, "phase", -1, phase="reset", turn=s.turn)
        s.frames.extend([("end_turn",), ("survival",), ("extinction",)])
        return
    raise RuntimeError(f"dominant_species: nothing to do in phase {s.phase}")


# ---------------------------------------------------------------- reset

@automatic("extinction")
def _extinction(s, fr, ev):
    s.save_tile = -1
    if s.owner[MAMMAL] >= 0 and M.endangered_tiles(s, MAMMAL):
        # the mammals first decide whether to save one endangered species, and where (voluntary)
        s.frames.append(("extinction_do",))
        s.frames.append(("save", MAMMAL))
        return
    _extinction_do(s, fr, ev)


@automatic("extinction_do")
def _extinction_do(s, fr, ev):
    for h, a, n in B.endangered_all(s):
        keep = M.protected(s, a, h)
        if a == MAMMAL and h == s.save_tile:
            keep += 1
            emit(s, ev, "saved", a, tile=h)
        k = B.eliminate(s, h, a, n - keep) if n > keep else 0
        if k:
            emit(s, ev, "eliminated", a, tile=h, count=k, why="extinction")
    s.save_tile = -1


@automatic("survival")
def _survival(s, fr, ev):
    a = B.survival_holder(s)
    if a >= 0:
        n = B.tundra_tiles_occupied(s, a)
        got = B.add_vp(s, a, bonus(n), SRC_SURVIVAL)
        emit(s, ev, "survival", a, vp=got, tundra_tiles=n)


def game_ends_now(s) -> bool:
    """The turn just reset is the last: Ice Age was taken. There is no turn cap, and an Earth without
    species goes on (Speciation brings species back from the gene pools).

    Our decision, where the rules are silent: when no species is on the Earth and every gene pool is
    empty, nothing can ever put a species on the Earth again (Speciation, the insects' free species and
    the cards that add species all take them from a gene pool; Hibernation and every card need a tile
    dominated first), so no Dominance card, Ice Age included, can ever be taken: the game ends there."""
    return s.last_turn or dead_earth(s)


def dead_earth(s) -> bool:
    """No species on the Earth and none left in any gene pool: the Ice Age card can never be taken."""
    return not any(s.sp) and not any(s.gene[a] for a in s.animals)


@automatic("end_turn")
def _end_turn(s, fr, ev):
    s.hib = []
    s.scored = []
    s.last_scored = -1
    if game_ends_now(s):
        final_scoring(s, ev)
        return
    reseed(s, ev)
    s.turn += 1
    s.phase = PLANNING
    s.plan_ptr = 0
    emit(s, ev, "phase", -1, phase="planning", turn=s.turn)


def final_scoring(s, ev) -> None:
    emit(s, ev, "final_scoring", -1)
    for h in range(NH):
        if s.terrain[h] >= 0 and B.species_total(s, h):
            M.score_tile(s, h, SRC_FINAL, ev, "final")
    s.phase = OVER
    s.frames.clear()
    emit(s, ev, "game_over", -1, vp={ANIMALS[a]: s.vp[a] for a in s.animals})


def reseed(s, ev) -> None:
    # 1 the available dominance cards are refilled
    drawn = []
    while len(s.avail) < AVAILABLE_CARDS and s.deck:
        k = s.deck.pop()
        s.avail.append(k)
        drawn.append(_cards.card_ids()[k])
    # 2 the glaciation pawns that did not act slide one space left
    g = M.GLACIATION_SPACES
    for i in range(1, len(g)):
        if s.spaces[g[i - 1]] < 0 and s.spaces[g[i]] >= 0:
            s.spaces[g[i - 1]], s.spaces[g[i]] = s.spaces[g[i]], -1
    # (any other pawn still on the display goes home: only Glaciation keeps pawns between turns)
    for i in range(len(s.spaces)):
        if s.spaces[i] >= 0 and i not in g:
            s.supply[s.spaces[i]] += 1
            s.spaces[i] = -1
    # 3 the elements flow down the boxes, then new ones are drawn
    box = s.box
    for src, dst in RESEED_FLOW:
        for e in range(6):
            k = box[src * 6 + e]
            if k:
                box[src * 6 + e] = 0
                if dst < 0:
                    s.bag[e] += k
                else:
                    box[dst * 6 + e] += k
    new = {}
    for b in DRAW_BOXES:
        got = B.bag_draw(s, BOX_DRAW)
        for e in got:
            box[b * 6 + e] += 1
        new[b] = [ELEMENTS[e] for e in got]
    # 4 each wanderlust stack without a face-up tile turns its top up
    flipped = []
    for i, st in enumerate(s.stacks):
        if not s.up[i] and st:
            s.up[i] = True
            flipped.append([i, TERRAINS[st[-1]]])
    emit(s, ev, "reseed", -1, cards=drawn, flipped=flipped,
         boxes={BOXES[b]: v for b, v in new.items()})
