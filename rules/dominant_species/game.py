"""Dominant Species as a GameRules object: the calls of the protocol wired to the modules."""
from __future__ import annotations

from rules.engine.core import Action, IllegalAction, Result
from rules.engine.protocol import RulesBase, require_legal
from rules.dominant_species import flow
from rules.dominant_species import setup as _setup
from rules.dominant_species import view as _view
from rules.dominant_species.constants import EXECUTION, OVER, PHASES, PLANNING
from rules.dominant_species.policy import greedy, taken
from rules.dominant_species.scoring import result as _result, seat_score
from rules.dominant_species.evaluate import evaluate as _evaluate


class DominantSpeciesRules(RulesBase):
    id = "dominant_species"

    def normalize_config(self, config: dict) -> dict:
        return _setup.normalize_config(config)

    def new_game(self, config: dict, seed: int):
        return _setup.new_game(config, seed)

    def current_player(self, s) -> int | None:
        if s.phase == OVER or not s.frames:
            return None
        return s.owner[s.frames[-1][1]]

    def current_animal(self, s) -> int | None:
        if s.phase == OVER or not s.frames:
            return None
        return s.frames[-1][1]

    def legal_actions(self, s) -> list[Action]:
        if s.phase == OVER:
            return []
        if s._legal is None:
            fr = s.frames[-1]
            s._legal = flow.STEPS[fr[0]].legal(s, fr)
        return list(s._legal)

    def apply(self, s, action: Action, log: bool = True) -> list:
        if s.phase == OVER:
            raise IllegalAction("game_over", "the game is over")
        if s.is_view and s.rng is None:
            raise IllegalAction("view", "a view cannot be played on (determinize it first)")
        require_legal(self.legal_actions(s), action, rule=s.frames[-1][0])
        ev: list | None = [] if log else None
        flow.resolve(s, action, ev)
        return ev or []

    def why_illegal(self, s, action) -> IllegalAction | None:
        """Why ``action`` is refused now (None when it is legal); works on views (nothing is applied)."""
        if s.phase == OVER:
            return IllegalAction("game_over", "the game is over")
        try:
            require_legal(self.legal_actions(s), action, rule=s.frames[-1][0])
        except IllegalAction as exc:
            return _reason(s, action, exc)
        return None

    def fast_apply(self, s, action: Action) -> None:
        flow.resolve(s, action, None)

    def view(self, s, player: int):
        return _view.view(s, player)

    def determinize(self, v, player: int, rng):
        return _view.determinize(v, player, rng)

    def result(self, s) -> Result | None:
        return _result(s)

    def evaluate(self, s, player: int) -> float:
        return _evaluate(s, player)

    def rollout_key(self, s):
        # playouts stop at a short horizon: in Planning after a round of placements, in Execution
        # when the action being resolved is over
        if s.phase == EXECUTION:
            return (s.turn, s.phase, s.cursor)
        placed = sum(1 for x in s.spaces if x >= 0)
        return (s.turn, s.phase, placed // max(1, len(s.animals)))

    def rollout_policy(self, s, legal, rng):
        return greedy(s, legal, rng)

    def search_actions(self, s, legal):
        # the shared search never declines a Regression protection or the mammals' save
        return taken(s.frames[-1][0], legal) if s.frames else legal

    def start_events(self, s) -> list:
        return list(s.start_events or [])

    def seen_by(self, s) -> int | None:
        return s.seen_by

    def phase_name(self, s) -> str:
        return PHASES[s.phase]

    def score_track(self, s):
        """Each player's score at each turn (the results' chart): the VPs that count now (under the
        2–3 player rule a player's lowest animal), the final scoring counted in its last turn; turn 0 is
        the start (the first Planning, before anything could score)."""
        start = s.turn == 1 and s.phase == PLANNING
        return "turn", 0 if start else s.turn, [seat_score(s, p)[0] for p in range(s.n)]


def _reason(s, action, exc: IllegalAction) -> IllegalAction:
    """A clearer reason for the common refusals (a taken or free space, a step of another kind)."""
    from rules.dominant_species.tables import SPACE_FREE, SPACE_SEC
    from rules.dominant_species.constants import ANIMALS, SECTIONS
    from rules.dominant_species.screen import prompt
    kind = s.frames[-1][0]
    if not isinstance(action, Action) or exc.rule == "malformed":
        return exc
    wanted = sorted({a.kind for a in RULES.legal_actions(s)})
    if action.kind not in wanted:
        return IllegalAction(kind, f"now the choice is {' or '.join(wanted)} ({prompt(s)[0].rsplit('.', 1)[1]}), "
                                   f"not {action.kind}")
    if action.kind == "place" and type(action.value) is int and 0 <= action.value < len(s.spaces):
        i = action.value
        if SPACE_FREE[i] >= 0:
            return IllegalAction(kind, f"that {SECTIONS[SPACE_SEC[i]]} space belongs to the {ANIMALS[SPACE_FREE[i]]}s")
        if s.spaces[i] >= 0:
            return IllegalAction(kind, f"that {SECTIONS[SPACE_SEC[i]]} space already holds the "
                                       f"{ANIMALS[s.spaces[i]]}s' pawn")
    return exc


RULES = DominantSpeciesRules()
