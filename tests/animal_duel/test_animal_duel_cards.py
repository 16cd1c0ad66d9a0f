"""Animal Duel's card file: the shipped deck is sound; a broken file is reported with file, line
and field."""
import os

import pytest

from rules.animal_duel.cards import ANIMAL, SITU, check, load_deck, parse_deck
from rules.animal_duel.effects import EFFECTS
from rules.engine.data import DataError, data_dir

SRC = os.path.join(data_dir(), "animal_duel", "cards.yaml")
SHOWN = "data/animal_duel/cards.yaml"
SITUATIONALS = {
    "reflejo_dano": "I", "extincion": "I", "alteracion_genetica": "P", "abundancia": "P", "escasez": "P",
    "aire_fresco": "I", "chupavidas": "T", "embestida": "I", "golpe_mortal": "T", "ataque_furioso": "I",
    "inseparables": "T", "ladronzuelo": "I", "teletransportacion": "I", "trilero": "I", "el_veterinario": "I",
    "engullir": "T", "el_cazador": "I", "dulces_suenos": "I"}


def test_shipped_deck():
    d = load_deck()
    animals = [d.cards[c] for c in d.animals]
    assert 28 <= len([a for a in animals if a.requires is None]) <= 34
    assert {d.cards[c].key: d.cards[c].type for c in d.situationals} == SITUATIONALS
    trex = [a for a in animals if a.requires]
    assert [a.key for a in trex] == ["trex"] and trex[0].requires == "alteracion_genetica"
    for c in d.cards:
        assert c.names.es.strip() and c.names.en.strip()
        if c.kind == ANIMAL:
            assert len(c.strengths) == 4 and all(0 <= x <= 4 for x in c.strengths)
            assert c.fact.es.strip() and c.fact.en.strip()
            assert 0 <= c.habitat < len(d.habitats)
        else:
            assert c.kind == SITU and c.text.es.strip() and c.text.en.strip()
            assert c.effects and all(e.effect in EFFECTS.names() for e in c.effects)
    # no animal is at least as strong as another on every side (the T-Rex aside)
    plain = [a for a in animals if a.requires is None]
    assert {sum(a.strengths) for a in plain} == {10}
    for a in plain:
        for b in plain:
            if a is not b:
                assert not all(x >= y for x, y in zip(a.strengths, b.strengths)) or a.strengths == b.strengths
    # every habitat holds several animals (the habitat rule needs friends), each its own short cue
    counts = [sum(1 for a in plain if a.habitat == i) for i in range(len(d.habitats))]
    assert min(counts) >= 3
    assert len({h.abbr for h in d.habitats}) == len(d.habitats)
    assert check(data_dir()) == []


def _broken(tmp_path, old, new):
    text = open(SRC, encoding="utf-8").read()
    assert old in text, old
    path = tmp_path / "cards.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as exc:
        parse_deck(str(path), SHOWN)
    return exc.value.problems, text


def _line_of(text, fragment):
    return text[:text.index(fragment)].count("\n") + 1


def test_missing_field(tmp_path):
    probs, text = _broken(tmp_path, "    habitat: sabana\n    strengths: [4, 3, 1, 2]\n", "    strengths: [4, 3, 1, 2]\n")
    p = probs[0]
    assert (p.file, p.field, p.message) == (SHOWN, "animals[0].habitat", "missing field")


def test_wrong_type(tmp_path):
    probs, text = _broken(tmp_path, "  hand_size: 5", '  hand_size: "five"')
    p = probs[0]
    assert p.field == "rules.hand_size" and p.line == _line_of(text, "  hand_size: 5")
    assert str(p) == f'{SHOWN}:{p.line}: rules.hand_size: expected an integer, got "five"'


def test_strength_outside_0_to_4(tmp_path):
    probs, text = _broken(tmp_path, "strengths: [4, 3, 1, 2]", "strengths: [4, 5, 1, 2]")
    p = probs[0]
    assert p.field == "animals[0].strengths[1]" and p.message == "expected an integer ≤ 4, got 5"
    assert p.line == _line_of(text, "strengths: [4, 3, 1, 2]")


def test_three_strengths(tmp_path):
    probs, _ = _broken(tmp_path, "strengths: [4, 3, 1, 2]", "strengths: [4, 3, 1]")
    assert probs[0].field == "animals[0].strengths" and probs[0].message == "expected 4 strengths [top, right, bottom, left], got 3"


def test_unknown_habitat(tmp_path):
    probs, text = _broken(tmp_path, "    habitat: sabana\n    strengths: [4, 3, 1, 2]",
                          "    habitat: luna\n    strengths: [4, 3, 1, 2]")
    p = probs[0]
    assert p.field == "animals[0].habitat" and p.message.startswith('unknown habitat "luna" (known: sabana, selva')
    assert p.line == _line_of(text, "    habitat: sabana\n    strengths: [4, 3, 1, 2]")


def test_unknown_effect(tmp_path):
    probs, _ = _broken(tmp_path, "{effect: clear_board}", "{effect: meteor}")
    p = probs[0]
    assert p.field == "situationals[1].effects[0]" and p.message.startswith('unknown effect "meteor" (known: ')


def test_effect_parameter_checked(tmp_path):
    probs, _ = _broken(tmp_path, "{effect: direct_damage, amount: 2}", "{effect: direct_damage}")
    assert probs[0].field == "situationals[9].effects[0].amount" and probs[0].message == "missing field"


def test_duplicate_id(tmp_path):
    probs, text = _broken(tmp_path, "  - id: elefante\n", "  - id: leon\n")
    p = probs[0]
    assert p.field == "animals[1].id" and p.message == 'duplicate id "leon" (first at animals[0])'
    assert p.line == _line_of(text, "  - id: elefante\n")


def test_duplicate_id_across_animals_and_situationals(tmp_path):
    probs, _ = _broken(tmp_path, "  - id: extincion\n", "  - id: lobo\n")
    assert any(p.field == "situationals[1].id" and "duplicate id" in p.message for p in probs)


def test_requires_names_an_enabling_situational(tmp_path):
    probs, _ = _broken(tmp_path, "requires: alteracion_genetica", "requires: abundancia")
    assert probs[0].field.endswith(".requires") and "no enable_requires effect" in probs[0].message
    probs, _ = _broken(tmp_path, "requires: alteracion_genetica", "requires: magic")
    assert 'unknown situational "magic"' in probs[0].message


def test_permanent_effect_on_a_non_permanent_card(tmp_path):
    probs, _ = _broken(tmp_path, "    type: P\n    text:\n      es: \"Tu mano", "    type: I\n    text:\n      es: \"Tu mano")
    assert any("must be of type P" in p.message for p in probs)


def test_rules_text_parses_in_both_languages():
    from game.rules_text import check_rules_text, load_rules_text, parse
    texts = parse(os.path.join(data_dir(), "animal_duel", "rules_text.yaml"))
    assert check_rules_text(data_dir(), ["animal_duel"]) == []       # every {name} is a name of the data
    for lang in ("en", "es"):
        assert "{" in " ".join(p for s in texts[lang].sections for p in s.paragraphs)   # names from the data
        filled = load_rules_text("animal_duel", lang)
        body = " ".join(p for s in filled.sections for p in s.paragraphs)
        assert ("Our decision" if lang == "en" else "Nuestra decisión") in body
        assert "{" not in body, "every measured number and every name is filled in"
