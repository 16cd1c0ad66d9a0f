"""No click lands where the player did not mean: a quick second click on a count's maximum never answers
the next prompt's "Take no tile" (the buttons that give something up sit at the right end of the bar,
away from where a prompt's main button is, and ignore clicks for a moment after they appear); a count
of many options is a stepper with the maximum at hand."""
from __future__ import annotations

import random

import pytest

from game import i18n, text
from game.app import App
from game.dominant_species import targets
from game.dominant_species.table import DominantSpeciesTable
from tests.dominant_species.test_table_support import new_session, registered, until_step  # noqa: F401
from tests.helpers import click, open_table, render


@pytest.fixture
def app(registered):
    return App(headless=True)


def played(seed: int, moves: int):
    s = new_session(["human", "easy", "easy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_a_quick_second_click_on_max_does_not_take_no_tile(app, monkeypatch):
    monkeypatch.setattr(DominantSpeciesTable, "GUARD_SECONDS", 30.0)    # a slow machine stays "quick"
    s = played(1, 226)                   # Ana decides how many new species; then Wanderlust is hers
    assert s.state.frames[-1][0] == "speciation_count" and s.current_player() == 0
    t = open_table(app, s)
    render(app, 3)
    first = t.button_rects()[0]
    top = max(a.value for a in s.legal_actions() if a.kind == "count")
    assert first[3].kind == "count" and first[3].value == top
    n = len(s.actions)
    click(app, first[0].center)
    assert len(s.actions) == n + 1 and s.state.frames[-1][0] == "wanderlust" and t.my_turn()
    click(app, first[0].center)                               # the second click of a double click
    assert len(s.actions) == n + 1                            # ... answers nothing
    rects = t.button_rects()
    give_up = [r for r, _lb, _ic, a in rects if targets.gives_up(a)]
    assert give_up and not any(r.colliderect(first[0]) for r in give_up)
    click(app, give_up[0].center)                             # even on the button itself, too soon
    assert len(s.actions) == n + 1
    t.guard.since -= 60.0                                     # a moment later the player means it
    click(app, give_up[0].center)
    assert len(s.actions) == n + 2 and s.actions[-1].kind == "pass"


def test_give_up_buttons_sit_at_the_right_end_of_the_bar(app):
    s = until_step("protect", ["human", "easy", "easy"])
    assert s is not None
    t = open_table(app, s)
    render(app, 3)
    rects = t.button_rects()
    assert targets.gives_up(rects[-1][3]) and rects[-1][0].right == t.R["choices"].right
    assert not targets.gives_up(rects[0][3]) and rects[0][0].left == t.R["choices"].left


@pytest.mark.parametrize("lang", ["en", "es"])
def test_many_counts_are_a_stepper_with_the_maximum_at_hand(app, lang):
    i18n.set_language(lang)
    text.record_overflows(True)
    try:
        specs = [("dominant_species.button.count", {"n": k}, f"a{k}") for k in range(16, -1, -1)]
        specs.append(("dominant_species.pass_label.migration", {}, "pass"))
        got, k = targets.count_specs(specs, None)
        assert k == 16 and len(got) == 5
        assert [x[0].rsplit(".", 1)[1] for x in got[:4]] == ["count_max", "less", "count_pick", "more"]
        assert got[0][2] == "a16" and got[2][2] == "a16"
        got, k = targets.count_specs(specs, 3)
        assert k == 3 and got[2][2] == "a3" and got[2][1] == {"n": 3}
        assert targets.count_specs(specs[:3], None) == (specs[:3], None)     # a few: one button each
        s = until_step("speciation_count", ["human", "easy", "easy"])
        t = open_table(app, s)
        render(app, 3)
        monkey = [(f"dominant_species.button.count", {"n": k}, a) for k, a in
                  ((a.value, a) for a in s.legal_actions() if a.kind == "count")]
        assert monkey
        zone = t.R["choices"]
        rects = targets.layout_buttons(specs, "migration", None, zone)
        assert all(zone.contains(r) for r, *_ in rects) and len(rects) == 5
        assert text.overflows() == [] or all("count" not in o for o in text.overflows())
    finally:
        text.record_overflows(False)
        i18n.set_language("en")


def test_the_stepper_picks_a_count_by_clicks(app, monkeypatch):
    monkeypatch.setattr(targets, "STEPPER_FROM", 1)            # a real count step of a few options
    s = until_step("speciation_count", ["human", "easy", "easy"])
    t = open_table(app, s)
    render(app, 3)
    counts = sorted(a.value for a in s.legal_actions() if a.kind == "count")
    rects = t.button_rects()
    less, pick, more = rects[1], rects[2], rects[3]
    assert pick[3].value == counts[-1]
    click(app, less[0].center)
    click(app, less[0].center)
    want = max(counts[0], counts[-1] - 2)
    assert t.count_pick == want and t.button_rects()[2][3].value == want
    click(app, more[0].center)
    want = min(counts[-1], want + 1)
    n = len(s.actions)
    click(app, t.button_rects()[2][0].center)
    assert len(s.actions) == n + 1 and s.actions[-1].value == want
