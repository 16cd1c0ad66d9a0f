"""Selva's card pool and decks: the shipped data is sound and legal; broken files and illegal decks
are reported clearly (file, line and field; plain sentences for the deck rules)."""
import json
import os

import pytest
import yaml

from rules.engine.data import DataError, data_dir
from rules.selva.cards import ACTIVITIES, KEYWORDS, TARGET_KINDS, TYPES, Ability, check, load_pool
from rules.selva.effects import ALFA_TERMS, EFFECTS, term
from rules.selva.decks import (Deck, count_bosque, deck_cards, deck_from_dict, deck_to_dict, deck_to_yaml,
                               load_deck, parse_deck, prebuilt, validate)

SEED_FIVE = {
    "anaconda_verde": {"attack": 3},
    "perro_salvaje_africano": {"defence": 2},
    "picaflor_chico": {"attack": 1},
    "chingue_patagonico": {"defence": 2, "attack": 2},
    "jote_cabeza_negra": {"attack": 3, "defence": 2},
}


@pytest.fixture(scope="module")
def pool():
    return load_pool()


def test_pool_loads_with_every_type(pool):
    assert len(pool.cards) >= 80
    assert len({c.id for c in pool.cards}) == len(pool.cards)
    assert pool.index == {c.id: i for i, c in enumerate(pool.cards)}
    assert {c.type for c in pool.cards} == set(TYPES)
    assert load_pool() is pool                       # cached for the default path
    for c in pool.cards:
        assert c.names["es"].strip() and c.names["en"].strip()
        if c.type in ("elemento", "fuerza", "sigilo"):
            assert c.effects and all(type(t) is EFFECTS.models[t.effect] for t in c.effects)
            assert c.text["es"].strip() and c.text["en"].strip()
        if c.type == "recurso" and not c.plain:
            assert c.dual or c.on_enter
            assert c.text["es"].strip() and c.text["en"].strip()
        if c.target is not None:
            assert c.target in TARGET_KINDS
    elements = [c.element for c in pool.cards if c.type == "elemento"]
    assert sorted(elements) == sorted(["agua", "fuego", "tierra", "viento"] * 2)
    assert {(c.id, c.resource) for c in pool.cards if c.plain} >= {("hierba", "hierba"), ("presa", "presa")}


def test_seed_animals(pool):
    for cid, stats in SEED_FIVE.items():
        c = pool.card(cid)
        assert c.type == "animal"
        for key, value in stats.items():
            assert getattr(c, key) == value, (cid, key)
    assert "defender" in pool.card("chingue_patagonico").keywords
    assert pool.card("anaconda_verde").names == {"es": "Anaconda verde", "en": "Green anaconda"}
    assert pool.card("chingue_patagonico").names["es"] == "Chingue patagónico"


def test_keywords_defined_and_used(pool):
    assert [k.id for k in pool.keywords] == list(KEYWORDS)
    for k in pool.keywords:
        assert k.names["es"] and k.names["en"] and k.text["es"] and k.text["en"]
    used = set().union(*(c.keywords for c in pool.cards))
    assert used == set(KEYWORDS)


def test_animals_and_alfas(pool):
    for c in pool.cards:
        if c.type in ("animal", "alfa"):
            assert c.fact["es"].strip() and c.fact["en"].strip(), c.id
        if c.type == "alfa":
            assert 16 <= c.life <= 22 and type(c.ability) is ALFA_TERMS.models[c.ability.effect] and c.text
        if c.type == "animal":
            assert c.activity in ACTIVITIES and c.defence >= 1 and 1 <= sum(c.cost) <= 5
            assert c.ability is None or (isinstance(c.ability, Ability) and c.ability.effects and c.text)
            if "acecho" in c.keywords:
                assert c.ability is not None, c.id
    # ability targets read easily
    assert pool.card("yacare").ability.target == "enemy_animal"
    assert pool.card("incendio_forestal").target == "any_animal"
    assert pool.card("lluvia_de_otono").target is None


def test_prebuilt_decks_are_legal_and_distinct(pool):
    decks = prebuilt(pool)
    assert len(decks) >= 4
    assert [d.id for d in decks] == sorted(d.id for d in decks)
    for d in decks:
        assert validate(d, pool) == [], d.id
        assert d.strategy["es"] and d.strategy["en"]
        assert len(deck_cards(d, pool)) == count_bosque(d)
    assert len({d.alfas[0] for d in decks}) == len(decks)
    assert check(data_dir()) == []


def _deck(**kw):
    base = dict(id="prueba", name={"es": "Prueba", "en": "Test"}, alfas=("puma",),
                bosque=(("hierba", 10), ("presa", 10), ("pudu", 3), ("degu", 3), ("mara", 3), ("coipo", 3),
                        ("lechuza", 3), ("lobo_gris", 3), ("tiuque", 3), ("guanaco", 3), ("nandu", 3),
                        ("orca", 3)),
                reserva=())
    base.update(kw)
    return Deck(**base)


def test_validate_sentences(pool):
    good = _deck()
    assert count_bosque(good) == 50 and validate(good, pool) == []
    short = _deck(bosque=good.bosque[:-1] + (("orca", 1),))
    assert "The Forest deck has 48 cards: 50–60 needed" in validate(short, pool)
    few = _deck(bosque=(("hierba", 5), ("presa", 15)) + good.bosque[2:])
    assert "The Forest deck has 5 Grass: at least 7 needed" in validate(few, pool)
    big = _deck(reserva=(("yacare", 3), ("eclipse", 3), ("sequia", 3), ("aluvion", 2)))
    assert "The Reserve has 11 cards: at most 10" in validate(big, pool)
    four = _deck(reserva=(("orca", 1),))
    assert "3 copies at most of Orca (4 in Forest deck and Reserve)" in validate(four, pool)
    assert "A deck needs 1–3 Alphas" in validate(_deck(alfas=()), pool)
    assert "A deck needs 1–3 Alphas" in validate(_deck(alfas=("puma", "jaguar", "huemul", "condor_andino")), pool)
    unknown = validate(_deck(bosque=good.bosque + (("dodo", 1),)), pool)
    assert any("dodo" in p and "Unknown card" in p for p in unknown)
    assert any("Alpha" in p for p in validate(_deck(bosque=good.bosque[:-1] + (("jaguar", 1), ("orca", 2))), pool))
    assert any("not an Alpha" in p for p in validate(_deck(alfas=("orca",)), pool))
    nameless = validate(_deck(id="", name=""), pool)
    assert "The deck has no id" in nameless and "The deck has no name" in nameless
    # plain resources are unlimited; a dual resource counts for its printed kind
    assert validate(_deck(bosque=(("hierba", 20),) + good.bosque[1:]), pool) == []
    dual = _deck(bosque=(("hierba", 4), ("humedal", 3)) + good.bosque[1:] + (("bofedal", 3),))
    assert validate(dual, pool) == []
    assert validate(short, pool, lang="es")[0].startswith("El Bosque tiene 48 cartas")


def test_yaml_and_dict_round_trip(pool, tmp_path):
    for d in prebuilt(pool):
        text = deck_to_yaml(d)
        assert parse_deck(yaml.safe_load(text), pool, "x.yaml") == d
        path = tmp_path / f"{d.id}.yaml"
        path.write_text(text, encoding="utf-8")
        assert load_deck(str(path), pool) == d
        dd = deck_to_dict(d)
        assert deck_from_dict(json.loads(json.dumps(dd)), pool) == d
    user = _deck(name="Mi mazo")
    assert deck_from_dict(deck_to_dict(user), pool) == user


def test_broken_deck_file_names_file_line_field(pool, tmp_path):
    path = tmp_path / "roto.yaml"
    path.write_text("id: roto\nname: Roto\nalfas: [puma]\nbosque:\n  hierba: 9\n  presa: muchas\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_deck(str(path), pool)
    msg = str(err.value)
    assert f"{path}:6: bosque.presa:" in msg
    no_id = tmp_path / "sin_id.yaml"
    no_id.write_text("name: X\nalfas: [puma]\nbosque: {hierba: 7}\n", encoding="utf-8")
    assert load_deck(str(no_id), pool).id == "sin_id"


SMALL = """\
keywords:
{keywords}
cards:
  - {{id: hierba, type: recurso, names: {{es: Hierba, en: Grass}}, resource: hierba, common: true}}
  - {{id: presa, type: recurso, names: {{es: Presa, en: Prey}}, resource: presa, common: true}}
  - id: puma
    type: animal
    names: {{es: Puma, en: Puma}}
    cost: {{hierba: 0, presa: {cost}}}
    attack: 3
    defence: 2
    activity: night
    keywords: [acecho]
    fact: {{es: a, en: b}}
  - id: fuego
    type: fuerza
    names: {{es: Fuego, en: Fire}}
    cost: {{hierba: 1, presa: 0}}
    effects:
      - {{effect: {effect}, amount: 2, target: enemy_animal}}
    text: {{es: a, en: b}}
"""
KW = "\n".join(f"  - {{id: {k}, names: {{es: {k}, en: {k}}}, text: {{es: t, en: t}}}}" for k in KEYWORDS)


def _line(path, needle):
    """1-based line of the first line of ``path`` containing ``needle``."""
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        if needle in line:
            return n
    raise AssertionError(needle)


def _write(tmp_path, **kw):
    args = dict(keywords=KW, cost="2", effect="damage_animal")
    args.update(kw)
    path = tmp_path / "cards.yaml"
    path.write_text(SMALL.format(**args), encoding="utf-8")
    return str(path)


def test_small_pool_loads(tmp_path):
    p = load_pool(_write(tmp_path))
    assert [c.id for c in p.cards] == ["hierba", "presa", "puma", "fuego"]
    assert p.card("fuego").effects == (term("damage_animal", amount=2, target="enemy_animal"),)
    assert p.card("puma").cost == (0, 2) and p.card("hierba").plain


def test_broken_cost_names_file_line_field(tmp_path):
    path = _write(tmp_path, cost='"dos"')
    with pytest.raises(DataError) as err:
        load_pool(path)
    line = _line(path, '"dos"')
    assert f"{path}:{line}: cards[2].cost.presa: expected an integer" in str(err.value)


def test_unknown_effect_and_wrong_target(tmp_path):
    path = _write(tmp_path, effect="meteorito")
    with pytest.raises(DataError) as err:
        load_pool(path)
    line = _line(path, "meteorito")
    assert f'{path}:{line}: cards[3].effects[0]: unknown effect "meteorito"' in str(err.value)
    path = _write(tmp_path, effect="heal_alfa")      # heal_alfa takes no target
    with pytest.raises(DataError) as err:
        load_pool(path)
    assert "cards[3].effects[0].target: unknown field" in str(err.value)
    text = open(path, encoding="utf-8").read().replace(
        "{effect: heal_alfa, amount: 2, target: enemy_animal}", "{effect: pump, attack: 1, target: enemy_animal}")
    open(path, "w", encoding="utf-8").write(text)
    with pytest.raises(DataError) as err:
        load_pool(path)
    msg = str(err.value)
    assert "cards[3].effects[0].defence: missing field" in msg
    assert "cards[3].effects[0].target: expected one of own_animal, any_animal" in msg


def test_undefined_keyword_reported(tmp_path):
    path = _write(tmp_path, keywords="\n".join(KW.splitlines()[1:]))    # "defender" left out
    with pytest.raises(DataError) as err:
        load_pool(path)
    assert "keyword 'defender' is not defined" in str(err.value)


def test_check_reports_broken_prebuilt_deck(tmp_path):
    root = tmp_path / "data"
    (root / "selva" / "decks").mkdir(parents=True)
    src = os.path.join(data_dir(), "selva", "cards.yaml")
    (root / "selva" / "cards.yaml").write_text(open(src, encoding="utf-8").read(), encoding="utf-8")
    (root / "selva" / "decks" / "corto.yaml").write_text(
        "id: corto\nnames: {es: Corto, en: Short}\nalfas: [puma]\nbosque: {hierba: 7, presa: 7, orca: 4}\n",
        encoding="utf-8")
    problems = check(str(root))
    assert any("corto.yaml" in p and "The Forest deck has 18 cards: 50–60 needed" in p for p in problems)
    assert any("3 copies at most of Orca (4 in Forest deck and Reserve)" in p for p in problems)
