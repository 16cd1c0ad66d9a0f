"""Search on every core: the same decision for the same seed and view whatever the number of processes,
the master level offered everywhere, and actions that keep their identity in another process."""
from __future__ import annotations

import os
import pickle
import random
import subprocess
import sys

import pytest

from rules.ai import parallel
from rules.ai.bots import LEVELS, MasterBot, analyse, make_bot, root_stats
from rules.engine.core import Action
from rules.engine.session import Session
from rules.registry import DESCRIPTORS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SMALL = {"hard": {"iterations": 40}, "master": {"trees": 3}}


def position(d, moves: int = 6, seed: int = 3):
    """A position a few random moves into a game where the player to move has a choice."""
    n = d.default_players
    s = Session(d.id, {"players": n, "seats": ["human"] * n}, seed)
    rng = random.Random(seed)
    k = 0
    while s.current_player() is not None and (k < moves or len(s.legal_actions()) < 2):
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        k += 1
    return s


@pytest.fixture
def restore_workers():
    yield
    parallel.set_workers(None)


def test_an_action_is_itself_in_another_process():
    """A string's hash differs between processes: an action sent to a worker must be rebuilt there,
    not carry the hash it had here (or the worker's dict lookups miss it)."""
    a = Action("play", ("jaguar", 3))
    data = pickle.dumps([a]).hex()
    code = ("import pickle, sys; from rules.engine.core import Action; "
            f"b = pickle.loads(bytes.fromhex('{data}'))[0]; "
            "sys.exit(0 if b in {Action('play', ('jaguar', 3)): 1} else 1)")
    env = dict(os.environ, PYTHONHASHSEED="12345", PYTHONPATH=ROOT)
    assert subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT).returncode == 0
    assert pickle.loads(pickle.dumps(a)) == a and hash(pickle.loads(pickle.dumps(a))) == hash(a)


def test_fork_map_keeps_the_order_and_the_values(restore_workers):
    seen = [k * k for k in range(7)]
    parallel.set_workers(2)
    assert parallel.fork_map(lambda k: seen[k] + 1, 7) == [k * k + 1 for k in range(7)]
    parallel.set_workers(1)
    assert parallel.fork_map(lambda k: seen[k] + 1, 7) == [k * k + 1 for k in range(7)]


@pytest.mark.parametrize("d", [d for d in DESCRIPTORS if d.bots is None], ids=lambda d: d.id)
def test_root_parallel_search_is_the_same_on_one_and_two_processes(d, restore_workers):
    """Three trees searched in this process and over two forked ones: the same merged statistics
    (every action's visits and value), hence the same decision."""
    if not parallel.can_fork():
        pytest.skip("this platform cannot fork: the trees always run in one process")
    s = position(d)
    g = d.rules
    seat = g.current_player(s.state)
    view = g.view(s.state, seat)
    legal = g.legal_actions(view)
    runs = []
    for w in (1, 2):
        parallel.set_workers(w)
        runs.append([(c.action, c.visits, round(c.value, 9)) for c in
                     root_stats(g, view, seat, legal, 77, trees=3, iterations=40, exploration=0.7)])
    assert runs[0] == runs[1]
    assert sum(v for _, v, _ in runs[0]) == 3 * 40 or len(runs[0]) == 1
    assert runs[0][0][0] in legal


@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_every_game_offers_a_master_that_plays_a_legal_move(d, restore_workers):
    assert "master" in LEVELS
    parallel.set_workers(2)
    s = position(d)
    bot = make_bot("master", 5, SMALL) if d.bots is None else d.make_bot("master", 5)
    if d.bots is not None:                       # a game's own search: small budgets for the test
        bot.iterations, bot.plan_iterations = 12, 6
    assert bot.level == "master"
    a = bot.choose(d.rules, s.state, s.current_player())
    assert a in s.legal_actions()


def test_master_merges_trees_and_reports_its_choices(restore_workers):
    d = next(d for d in DESCRIPTORS if d.bots is None)
    bot = make_bot("master", 9, SMALL)
    assert isinstance(bot, MasterBot) and bot.trees == 3 and bot.iterations == 40
    s = position(d)
    parallel.set_workers(1)
    one = bot.choose(d.rules, s.state, s.current_player())
    choices = bot.last_choices
    assert choices[0].action == one
    assert [c.visits for c in choices] == sorted((c.visits for c in choices), reverse=True)
    assert abs(sum(c.share for c in choices) - 1.0) < 1e-9
    parallel.set_workers(2)
    again = make_bot("master", 9, SMALL).choose(d.rules, s.state, s.current_player())
    assert again == one


def test_analyst_gives_the_top_choices_from_the_view(restore_workers):
    d = next(d for d in DESCRIPTORS if d.bots is None)
    s = position(d)
    g = d.rules
    seat = g.current_player(s.state)
    view = g.view(s.state, seat)
    legal = g.legal_actions(view)
    top = analyse(g, view, seat, legal, seed=4, trees=2, iterations=30, top=3)
    assert 1 <= len(top) <= 3 and all(c.action in legal for c in top)
    assert all(0.0 <= c.value <= 1.0 for c in top)
    assert top == analyse(g, view, seat, legal, seed=4, trees=2, iterations=30, top=3)


def test_workers_on_the_command_line_are_checked():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, "main.py", "simulate", DESCRIPTORS[0].id, "--workers", "0"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "--workers" in r.stderr


@pytest.mark.parametrize("d", DESCRIPTORS, ids=lambda d: d.id)
def test_every_game_has_an_analyst(d, restore_workers, monkeypatch):
    """The descriptor's analyst ranks the choices from a seat's view: legal, best first (its first is
    the decision the same bot makes), reproducible."""
    s = position(d)
    g = d.rules
    seat = g.current_player(s.state)
    view = g.view(s.state, seat)
    small = d.make_bot
    if d.bots is None:
        monkeypatch.setattr(type(d), "make_bot", lambda self, level, seed=0, safety_net=False:
                            make_bot(level, seed, {"hard": {"iterations": 60}}))
    else:
        def small(level, seed=0, safety_net=False, _make=d.bots):
            bot = _make(level, seed, safety_net)
            bot.iterations, bot.plan_iterations = 12, 6
            return bot
        monkeypatch.setattr(type(d), "make_bot", lambda self, level, seed=0, safety_net=False: small(level, seed))
    top = d.analyse(view, seat, top=3, seed=2)
    legal = g.legal_actions(view)
    assert 1 <= len(top) <= 3 and all(c.action in legal for c in top)
    assert top[0].action == d.make_bot("hard", 2).choose(g, s.state, seat)
    assert [c.action for c in top] == [c.action for c in d.analyse(view, seat, top=3, seed=2)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_level_has_its_name_in_both_languages(lang):
    """The seat kinds are named once, in the shared strings, for every game (a level added to LEVELS
    without its name would show a raw key in setup, the saved games and every table's seat panel)."""
    from game import i18n
    i18n.set_language(lang)
    try:
        for kind in ("human", *LEVELS):
            assert i18n.tr(f"setup.kind.{kind}") != f"setup.kind.{kind}"
        assert i18n.tr("setup.ready_master") != "setup.ready_master"
    finally:
        i18n.set_language("en")
