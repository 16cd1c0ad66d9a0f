"""The rules object of Forest Shuffle: the protocol's calls wired to the modules that do the work."""
from __future__ import annotations

from rules.engine.core import IllegalAction, Result
from rules.engine.protocol import RulesBase, require_legal
from rules.forest_shuffle import explain, moves, setup, view as _view
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.constants import T_MAIN
from rules.forest_shuffle.evaluate import evaluate as _evaluate
from rules.forest_shuffle.policy import rollout_policy as _rollout_policy
from rules.forest_shuffle.scoring import all_counts, forest_entries, forest_score

D = db()


def places_of(scores: list[int]) -> list[int]:
    """1 = first; equal scores share a place (a shared victory)."""
    return [1 + sum(1 for o in scores if o > x) for x in scores]


class ForestShuffleRules(RulesBase):
    id = "forest_shuffle"

    def normalize_config(self, config):
        return setup.normalize_config(config)

    def new_game(self, config, seed):
        return setup.new_game(config, seed)

    def current_player(self, state):
        return moves.current_player(state)

    def legal_actions(self, state):
        return moves.legal_actions(state)

    def apply(self, state, action, log=True):
        """IllegalAction with the rule's reason, the state untouched, unless ``action`` is exactly a legal
        action."""
        if state.is_view:
            raise IllegalAction("view", "a view cannot be played on; apply actions to the full state")
        try:
            require_legal(moves.legal_actions(state), action)
        except IllegalAction:
            raise explain.why_illegal(state, action) from None
        return moves.apply_legal(state, action, log)

    def fast_apply(self, state, action):
        moves.fast_apply(state, action)

    def why_illegal(self, state, action):
        return explain.why_illegal(state, action)

    def view(self, state, player):
        return _view.view(state, player)

    def determinize(self, view, player, rng):
        return _view.determinize(view, player, rng)

    def seen_by(self, state):
        return state.seat

    def start_events(self, state):
        return list(state.start_ev)

    def evaluate(self, state, player):
        return _evaluate(state, player)

    def win_chance(self, state, player):
        """The review's and the hints' judgement: ``evaluate`` without the search's anchor (an absolute
        chance, comparable from one position to the next)."""
        anchor, state.anchor = state.anchor, None
        try:
            return _evaluate(state, player)
        finally:
            state.anchor = anchor

    def rollout_key(self, state):
        """Playouts finish the current turn and stop at the start of the next one. A playout that
        begins at the start of a turn stops at once (a fresh marker never equals itself), so the
        evaluation always sees a turn's start."""
        if state.stack and state.stack[-1][0] == T_MAIN:
            return object()
        return state.turn_no

    def rollout_policy(self, state, legal, rng):
        return _rollout_policy(state, legal, rng)

    def score_track(self, state):
        """Each forest's score now, for the results' chart: the same live scoring the table shows, so the
        last point is the final score. Numbered by turn (the chart keeps a turn's last sample: its score
        at the end of that turn); 0 is the start, before any decision."""
        counts = all_counts(D, state)
        number = state.turn_no if state.steps else 0
        return ("turn", number, [forest_score(D, state, p, counts) for p in range(state.n)])

    def result(self, state):
        if not state.over:
            return None
        counts = all_counts(D, state)
        breakdown = [forest_entries(D, state, p, counts) for p in range(state.n)]
        scores = [sum(e["points"] for e in b) for b in breakdown]
        places = places_of(scores)
        detail = {"winter": state.winter, "turns": state.turn_no,
                  "caves": [len(state.cave_open[p]) + len(state.cave_hidden[p]) for p in range(state.n)],
                  "trees": [len(state.forests[p]) for p in range(state.n)],
                  "cards": [sum(1 for e in b if e["species"] != "cave") for b in breakdown],
                  "winners": [p for p in range(state.n) if places[p] == 1]}
        return Result(scores, places, breakdown, detail)


RULES = ForestShuffleRules()
