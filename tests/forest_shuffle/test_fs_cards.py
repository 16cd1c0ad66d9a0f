"""The card file: the facts of the reference's card table, and data errors that name file:line:field."""
from __future__ import annotations

import os
import shutil

import pytest

from rules.engine.data import DataError
from rules.forest_shuffle import DESCRIPTOR
from rules.forest_shuffle.cards import check, db, parse, path_of
from rules.forest_shuffle.constants import COLOURS

D = db()

# the reference's section 13: dweller species -> (slot, cost, copies, tree symbols per half)
HALVES = {
    'bullfinch': ('T', 1, 4, {'douglas_fir': 3, 'silver_fir': 1}),
    'camberwell_beauty': ('T', 0, 4, {'birch': 1, 'horse_chestnut': 1, 'sycamore': 2}),
    'chaffinch': ('T', 1, 4, {'beech': 1, 'birch': 1, 'sycamore': 2}),
    'eurasian_jay': ('T', 1, 4, {'birch': 2, 'horse_chestnut': 1, 'sycamore': 1}),
    'goshawk': ('T', 2, 4, {'douglas_fir': 1, 'oak': 1, 'silver_fir': 2}),
    'great_spotted_woodpecker': ('T', 1, 4, {'douglas_fir': 1, 'linden': 3}),
    'large_tortoiseshell': ('T', 0, 4, {'beech': 1, 'silver_fir': 2, 'sycamore': 1}),
    'peacock_butterfly': ('T', 0, 4, {'horse_chestnut': 1, 'linden': 1, 'oak': 1, 'silver_fir': 1}),
    'purple_emperor': ('T', 0, 4, {'birch': 1, 'horse_chestnut': 2, 'linden': 1}),
    'red_squirrel': ('T', 0, 4, {'beech': 1, 'douglas_fir': 1, 'horse_chestnut': 1, 'oak': 1}),
    'silver_washed_fritillary': ('T', 0, 4, {'beech': 1, 'oak': 3}),
    'tawny_owl': ('T', 2, 4, {'beech': 2, 'birch': 1, 'sycamore': 1}),
    'blackberries': ('B', 0, 3, {'beech': 1, 'birch': 1, 'silver_fir': 1}),
    'chanterelle': ('B', 2, 2, {'birch': 1, 'silver_fir': 1}),
    'common_toad': ('B', 0, 6, {'beech': 1, 'douglas_fir': 1, 'horse_chestnut': 1, 'oak': 1, 'silver_fir': 1, 'sycamore': 1}),
    'fire_salamander': ('B', 1, 3, {'douglas_fir': 1, 'horse_chestnut': 1, 'linden': 1}),
    'fireflies': ('B', 0, 4, {'beech': 1, 'douglas_fir': 1, 'linden': 1, 'sycamore': 1}),
    'fly_agaric': ('B', 2, 2, {'oak': 1, 'silver_fir': 1}),
    'hedgehog': ('B', 1, 3, {'beech': 1, 'horse_chestnut': 1, 'oak': 1}),
    'mole': ('B', 2, 2, {'oak': 1, 'sycamore': 1}),
    'moss': ('B', 0, 3, {'douglas_fir': 1, 'linden': 2}),
    'parasol_mushroom': ('B', 2, 2, {'horse_chestnut': 1, 'silver_fir': 1}),
    'penny_bun': ('B', 2, 2, {'douglas_fir': 2}),
    'pond_turtle': ('B', 2, 2, {'birch': 1, 'sycamore': 1}),
    'stag_beetle': ('B', 2, 2, {'birch': 1, 'sycamore': 1}),
    'tree_ferns': ('B', 1, 3, {'horse_chestnut': 1, 'linden': 1, 'silver_fir': 1}),
    'tree_frog': ('B', 0, 3, {'linden': 1, 'oak': 2}),
    'wild_strawberries': ('B', 0, 3, {'birch': 1, 'sycamore': 2}),
    'wood_ant': ('B', 1, 3, {'beech': 2, 'birch': 1}),
    'barbastelle_bat': ('LR', 1, 3, {'horse_chestnut': 1, 'silver_fir': 1}, {'oak': 1}),
    'bechsteins_bat': ('LR', 1, 3, {'beech': 1, 'oak': 1}, {'birch': 1}),
    'brown_long_eared_bat': ('LR', 1, 3, {'sycamore': 2}, {'beech': 1}),
    'greater_horseshoe_bat': ('LR', 1, 3, {'beech': 1}, {'linden': 2}),
    'beech_marten': ('LR', 1, 5, {'beech': 1, 'sycamore': 1}, {'horse_chestnut': 2, 'oak': 1}),
    'brown_bear': ('LR', 3, 3, {'linden': 1}, {'beech': 1, 'horse_chestnut': 1}),
    'european_badger': ('LR', 1, 4, {'horse_chestnut': 2}, {'douglas_fir': 2}),
    'european_fat_dormouse': ('LR', 1, 4, {'beech': 1, 'silver_fir': 1}, {'douglas_fir': 1, 'oak': 1}),
    'european_hare': ('LR', 0, 11, {'beech': 1, 'birch': 2, 'linden': 1, 'oak': 1, 'silver_fir': 1}, {'birch': 1, 'linden': 1, 'silver_fir': 1, 'sycamore': 2}),
    'fallow_deer': ('LR', 2, 4, {'linden': 2}, {'birch': 1, 'sycamore': 1}),
    'gnat': ('LR', 0, 3, {'birch': 1}, {'horse_chestnut': 1, 'oak': 1}),
    'lynx': ('LR', 1, 6, {'douglas_fir': 2, 'horse_chestnut': 1}, {'beech': 1, 'linden': 1, 'silver_fir': 1}),
    'raccoon': ('LR', 1, 4, {'douglas_fir': 1, 'silver_fir': 1}, {'birch': 1, 'silver_fir': 1}),
    'red_deer': ('LR', 2, 5, {'linden': 1, 'silver_fir': 1}, {'horse_chestnut': 2, 'oak': 1}),
    'red_fox': ('LR', 2, 5, {'beech': 1, 'linden': 2}, {'douglas_fir': 1, 'oak': 1}),
    'roe_deer': ('LR', 2, 5, {'linden': 1, 'silver_fir': 1}, {'beech': 1, 'birch': 1, 'horse_chestnut': 1}),
    'squeaker': ('LR', 0, 4, {'horse_chestnut': 1, 'oak': 1}, {'oak': 1, 'sycamore': 1}),
    'violet_carpenter_bee': ('LR', 1, 4, {'douglas_fir': 1, 'silver_fir': 1}, {'douglas_fir': 2}),
    'wild_boar': ('LR', 2, 5, {'birch': 1, 'sycamore': 2}, {'douglas_fir': 1, 'oak': 1}),
    'wolf': ('LR', 3, 4, {'douglas_fir': 1, 'sycamore': 1}, {'silver_fir': 2}),
}
TREES = {"linden": (1, 9), "oak": (2, 7), "silver_fir": (2, 6), "birch": (0, 10), "beech": (1, 10),
         "sycamore": (2, 6), "douglas_fir": (2, 7), "horse_chestnut": (1, 11)}


def test_deck_counts():
    assert D.n_deck == 158 and len(D.winter) == 3
    assert sum(1 for c in range(D.n_deck) if D.is_tree[c]) == 66
    sides = {"top": 0, "bottom": 0, "left": 0, "right": 0}
    for c in range(D.n_deck):
        if not D.is_tree[c]:
            for f in D.halves(c):
                sides[("top", "bottom", "left", "right")[D.f_side[f]]] += 1
    assert sides == {"top": 48, "bottom": 48, "left": 44, "right": 44}
    assert D.n_species == 57


def test_every_tree_species_as_in_the_reference():
    for sid, (cost, copies) in TREES.items():
        sp = D.species_index[sid]
        assert D.s_cost[sp] == cost
        assert sum(1 for c in range(D.n_deck) if D.is_tree[c] and D.f_species[c * 2] == sp) == copies


@pytest.mark.parametrize("sid", sorted(HALVES))
def test_every_dweller_species_as_in_the_reference(sid):
    want = HALVES[sid]
    sp = D.species_index[sid]
    assert D.s_cost[sp] == want[1]
    got = {}
    for c in range(D.n_deck):
        for f in D.halves(c):
            if D.f_species[f] == sp:
                side = D.f_side[f]
                key = "LR"[side - 2] if side >= 2 else "T"
                got.setdefault(key, {}).setdefault(COLOURS[D.f_colour[f]], 0)
                got[key][COLOURS[D.f_colour[f]]] += 1
    if want[0] == "LR":
        assert got.get("L", {}) == want[3] and got.get("R", {}) == want[4]
    else:
        assert got == {"T": want[3]}
        assert D.s_place[sp] == ("top" if want[0] == "T" else "bottom")
    assert sum(sum(v.values()) for v in got.values()) == want[2]


def test_bonus_cards_all_cost_at_least_one_and_symbols_are_consistent():
    for sp, s in enumerate(D.species):
        if s.bonus:
            assert s.cost >= 1
        if "deer" in s.symbols:
            assert "cloven" in s.symbols
    assert {D.species_ids[t[0]] for t in D.triggers} == {"chanterelle", "fly_agaric", "parasol_mushroom",
                                                         "penny_bun"}


def test_descriptor_is_cheap_and_checks_the_data():
    assert DESCRIPTOR.id == "forest_shuffle" and DESCRIPTOR.allowed_players() == (2, 3, 4, 5)
    assert DESCRIPTOR.default_players == 2
    keys = [o.key for o in DESCRIPTOR.options]
    assert "score_live" in keys and "starter" in keys
    root = os.path.dirname(os.path.dirname(path_of()))
    assert DESCRIPTOR.check_data(root) == []


def _broken(tmp_path, old, new):
    root = tmp_path / "data"
    (root / "forest_shuffle").mkdir(parents=True)
    text = open(path_of(), encoding="utf-8").read()
    assert old in text
    (root / "forest_shuffle" / "cards.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(root), text[:text.index(old)].count("\n") + 1


def test_a_wrong_cost_names_file_line_and_field(tmp_path):
    root, line = _broken(tmp_path, "    cost: 2\n    copies: 7\n", "    cost: two\n    copies: 7\n")
    probs = check(root)
    assert len(probs) == 1
    p = probs[0]
    assert p.file.endswith("cards.yaml") and p.line == line and p.field == "species[1].cost"
    assert "integer" in p.message and '"two"' in p.message


def test_unknown_effect_and_unknown_species_are_reported_with_lines(tmp_path):
    root, line = _broken(tmp_path, "effect: [{effect: draw, count: 1}]", "effect: [{effect: teleport}]")
    (p,) = check(root)
    assert p.line == line and "teleport" in p.message and p.field.startswith("species[3].effect")
    root2 = tmp_path / "b"
    root2.mkdir()
    root2, line = _broken(root2, "{species: european_hare, tree: linden}", "{species: european_rabbit, tree: linden}")
    probs = check(root2)
    fields = [p.field for p in probs]
    assert "split_cards[0].halves[0].species" in fields
    assert any(p.field.endswith(".copies") for p in probs)      # the hares no longer add up


def test_copies_must_add_up(tmp_path):
    root, line = _broken(tmp_path, "    copies: 9\n", "    copies: 8\n")
    (p,) = check(root)
    assert p.field == "species[0].copies" and p.line == line and "8 copies" in p.message


def test_a_missing_file_is_one_problem(tmp_path):
    (p,) = check(str(tmp_path))
    assert p.message == "missing"


def test_parse_raises_data_error(tmp_path):
    root, _ = _broken(tmp_path, "hand_limit: 10", "hand_limit: -1")
    with pytest.raises(DataError) as e:
        parse(os.path.join(root, "forest_shuffle", "cards.yaml"))
    assert "setup.hand_limit" in str(e.value)
    shutil.rmtree(root)
