"""Content: every shipped YAML and TMX file loads; bad YAML is reported with file, line and field."""
import os
import shutil

import pytest

from game.check_data import check_all
from rules.depredador.cards import load_deck, parse_deck
from rules.engine.data import DataError, data_dir

SRC = os.path.join(data_dir(), "depredador", "game.yaml")


def test_shipped_data_is_clean():
    assert check_all() == []


def test_deck_has_six_biomes_and_two_specials():
    d = load_deck()
    assert [b.id for b in d.biomes] == ["sabana", "desierto", "jungla", "taiga", "humedal", "montana"]
    assert all(c.names["es"] and c.names["en"] for c in d.cards)
    letters = [b.letter for b in d.biomes]
    assert len(set(letters)) == 6, "every biome colour also has its own letter"


def _broken(tmp_path, old, new):
    text = open(SRC, encoding="utf-8").read()
    assert old in text
    path = tmp_path / "game.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as exc:
        parse_deck(str(path), "data/depredador/game.yaml")
    return exc.value.problems, text


def _line_of(text, fragment):
    return text[:text.index(fragment)].count("\n") + 1


def test_missing_field(tmp_path):
    probs, text = _broken(tmp_path, "    letter: D\n", "")
    assert any(p.field == "biomes[1].letter" and p.message == "missing field" for p in probs)
    assert probs[0].file == "data/depredador/game.yaml"


def test_wrong_type_names_file_line_and_field(tmp_path):
    probs, text = _broken(tmp_path, "  pass_count: 2", '  pass_count: "two"')
    p = probs[0]
    assert p.field == "game.pass_count"
    assert p.line == _line_of(text, "  pass_count: 2")
    assert str(p) == f'data/depredador/game.yaml:{p.line}: game.pass_count: expected an integer 0–4, got "two"'


def test_unknown_effect(tmp_path):
    probs, _ = _broken(tmp_path, "{effect: always_wins}", "{effect: always_loses}")
    assert any(p.field == "specials[0].effects[0].effect" and "unknown effect" in p.message for p in probs)


def test_duplicate_id(tmp_path):
    probs, text = _broken(tmp_path, "  - id: desierto", "  - id: sabana")
    assert any("duplicate id" in p.message and p.field == "biomes[1].id" for p in probs)
    assert any(p.line == _line_of(text, "  - id: desierto") for p in probs)


def test_uneven_deal(tmp_path):
    probs, _ = _broken(tmp_path, "    3: [1, 2, 3, 4, 5, 6]", "    3: [1, 2, 3, 4, 5]")
    assert any(p.field == "invaders.by_players.3" and "evenly" in p.message for p in probs)


def test_syntax_error_names_the_line(tmp_path):
    probs, _ = _broken(tmp_path, "  pass_count: 2", "  pass_count: [2")
    assert probs[0].field == "(syntax)" and probs[0].line > 1


def test_check_data_on_a_broken_copy_reports_every_problem(tmp_path):
    copy = tmp_path / "data"
    shutil.copytree(data_dir(), copy)
    target = copy / "depredador" / "game.yaml"
    target.write_text(target.read_text(encoding="utf-8").replace("    letter: J\n", ""), encoding="utf-8")
    problems = check_all(str(copy))
    assert len(problems) == 1 and "biomes[2].letter: missing field" in problems[0]
