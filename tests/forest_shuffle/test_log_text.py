"""Forest Shuffle's log text: every event kind in both languages, written out in full (pure Python), and
every event of seeded random games told without an error to every seat."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest

from game import i18n
from game.forest_shuffle import log_text as L
from rules.engine.core import Event
from rules.forest_shuffle.game import RULES
from tests.strings import strings_file

NAMES = ["Ana", "Beto", "Caro"]
ME = frozenset([0])
OTHERS = frozenset([1, 2])


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def lines(e, seat=0, lang="en"):
    i18n.set_language(lang)
    return [text for text, _ in L.describe(e, seat, NAMES.__getitem__)]


# (event, English lines, Spanish lines), read by seat 0 (Ana)
CASES = [
    (Event("setup", None, {"players": 3, "removed": 20, "deck": 141, "start": 1, "winter_at": 48}),
     ['3 players; 20 cards back in the box; 141 cards in the deck.', 'Beto plays first.'],
     ['3 jugadores; 20 cartas vuelven a la caja; 141 cartas en el mazo.', 'Empieza Beto.']),
    (Event("setup", None, {"players": 2, "removed": 30, "deck": 131, "start": 0, "winter_at": 44}),
     ['2 players; 30 cards back in the box; 131 cards in the deck.', 'You play first.'],
     ['2 jugadores; 30 cartas vuelven a la caja; 131 cartas en el mazo.', 'Empiezas tú.']),
    (Event("deal", 0, {"cards": ["c001", "c124"]}, ME),
     ['You are dealt 2 cards: Linden, Goshawk / Wood Ant.'],
     ['Recibes 2 cartas: Tilo, Azor / Hormiga roja.']),
    (Event("deal", 0, {"count": 6}, OTHERS),
     [],
     []),
    (Event("deal", 1, {"count": 6}, frozenset([0, 2])),
     [],
     []),
    (Event("mulligan_offered", 0, {}),
     ['Your hand has no tree: you may take a new one.'],
     ['Tu mano no tiene árboles: puedes tomar una nueva.']),
    (Event("mulligan_offered", 1, {}),
     ['Beto has no tree and may take a new hand.'],
     ['Beto no tiene árboles y puede tomar una mano nueva.']),
    (Event("keep", 0, {}),
     ['You keep your hand.'],
     ['Te quedas la mano.']),
    (Event("keep", 2, {}),
     ['Caro keeps the hand.'],
     ['Caro se queda la mano.']),
    (Event("mulligan", 0, {"returned": ["c070", "c071", "c072", "c073", "c074", "c075"]}, ME),
     ['You give back 6 cards and take 6 new ones.'],
     ['Devuelves 6 cartas y tomas 6 nuevas.']),
    (Event("mulligan", 1, {"returned": 6}, frozenset([0, 2])),
     ['Beto gives back 6 cards and takes 6 new ones.'],
     ['Beto devuelve 6 cartas y toma 6 nuevas.']),
    (Event("turn", 0, {"turn": 4, "extra": False}),
     ['— Turn 4: you —'],
     ['— Turno 4: tú —']),
    (Event("turn", 1, {"turn": 5, "extra": True}),
     ['— Turn 5: Beto again (extra turn) —'],
     ['— Turno 5: Beto otra vez (turno extra) —']),
    (Event("draw", 0, {"card": "c124", "why": "deck"}, ME),
     ['You draw Goshawk / Wood Ant.'],
     ['Robas Azor / Hormiga roja.']),
    (Event("draw", 0, {"card": "c001", "why": "tawny_owl"}, ME),
     ['You draw Linden (Tawny Owl).'],
     ['Robas Tilo (Cárabo).']),
    (Event("draw", 0, {"card": "c001", "why": "mulligan"}, ME),
     [],
     []),
    (Event("draw", 1, {"why": "deck"}, frozenset([0, 2])),
     ['Beto draws a card from the deck.'],
     ['Beto roba una carta del mazo.']),
    (Event("draw", 1, {"why": "raccoon"}, frozenset([0, 2])),
     ['Beto draws a card from the deck (Raccoon).'],
     ['Beto roba una carta del mazo (Mapache).']),
    (Event("draw", 1, {"card": "c124", "why": "deck"}, frozenset([1])),
     [],
     []),
    (Event("take", 0, {"card": "c124"}),
     ['You take Goshawk / Wood Ant from the clearing.'],
     ['Tomas Azor / Hormiga roja del claro.']),
    (Event("take", 2, {"card": "c001"}),
     ['Caro takes Linden from the clearing.'],
     ['Caro toma Tilo del claro.']),
    (Event("pay", 0, {"cards": ["c001"], "bonus": False, "for": "c124"}),
     ['You pay with Linden.'],
     ['Pagas con Tilo.']),
    (Event("pay", 1, {"cards": ["c001", "c070"], "bonus": True, "for": "c124"}),
     ['Beto pays with 2 cards: Linden, European Hare / European Badger. The bonus applies.'],
     ['Beto paga con 2 cartas: Tilo, Liebre europea / Tejón. Hay bonificación.']),
    (Event("play", 0, {"card": "c124", "half": 0, "species": "goshawk", "side": "top", "tree": 2, "mode": "play"}),
     ['You put Goshawk above tree 3.'],
     ['Pones Azor encima del árbol 3.']),
    (Event("play", 1, {"card": "c124", "half": 1, "species": "wood_ant", "side": "bottom", "tree": 0, "mode": "mole"}),
     ['Beto puts Wood Ant below tree 1 (with the Mole).'],
     ['Beto pone Hormiga roja debajo del árbol 1 (con el Topo).']),
    (Event("play", 2, {"card": "c070", "half": 0, "species": "european_hare", "side": "left", "tree": 4, "mode": "free"}),
     ['Caro puts European Hare left of tree 5 (at no cost).'],
     ['Caro pone Liebre europea a la izquierda del árbol 5 (gratis).']),
    (Event("play", 2, {"card": "c070", "half": 1, "species": "european_badger", "side": "right", "tree": 1, "mode": "play"}),
     ['Caro puts European Badger right of tree 2.'],
     ['Caro pone Tejón a la derecha del árbol 2.']),
    (Event("play", 0, {"card": "c001", "half": 0, "species": "linden", "side": "tree", "tree": 5, "mode": "play"}),
     ['You plant Linden (tree 6).'],
     ['Plantas Tilo (árbol 6).']),
    (Event("play", 0, {"card": "c001", "species": "sapling", "side": "tree", "tree": 6, "mode": "play"}, ME),
     ['You plant Linden face down as a sapling (tree 7).'],
     ['Plantas Tilo boca abajo como plantón (árbol 7).']),
    (Event("play", 1, {"card": None, "species": "sapling", "side": "tree", "tree": 3, "mode": "mole"}, frozenset([0, 2])),
     ['Beto plants a sapling (tree 4, with the Mole).'],
     ['Beto planta un plantón (árbol 4, con el Topo).']),
    (Event("reveal", None, {"card": "c124"}),
     ['Goshawk / Wood Ant is turned into the clearing.'],
     ['Azor / Hormiga roja pasa al claro.']),
    (Event("mushroom", 0, {"species": "fly_agaric"}),
     ['Fly Agaric lets you draw a card.'],
     ['Matamoscas te deja robar una carta.']),
    (Event("mushroom", 1, {"species": "penny_bun"}),
     ['Penny Bun lets Beto draw a card.'],
     ['Boleto deja robar una carta a Beto.']),
    (Event("effect", 0, {"card": "c145", "half": 0, "species": "tawny_owl", "side": "top"}),
     ['Tawny Owl, effect: Draw 1 card.'],
     ['Cárabo, efecto: Roba 1 carta.']),
    (Event("bonus", 1, {"card": "c145", "half": 0, "species": "tawny_owl", "side": "top"}),
     ['Tawny Owl, bonus: Draw 2 more cards.'],
     ['Cárabo, bonificación: Roba 2 cartas más.']),
    (Event("decline", 0, {"what": "mushroom", "species": "chanterelle"}),
     ['You do not draw for Chanterelle.'],
     ['No robas por Rebozuelo.']),
    (Event("decline", 1, {"what": "effect", "species": "beech"}),
     ['Beto does not use the effect of Beech.'],
     ['Beto no usa el efecto de Haya.']),
    (Event("decline", 2, {"what": "bonus", "species": "oak"}),
     ['Caro does not take the bonus of Oak.'],
     ['Caro no toma la bonificación de Roble.']),
    (Event("cave", 0, {"cards": ["c001", "c070", "c124"], "from": "clearing"}),
     ["You put the clearing's 3 cards into your cave."],
     ['Pones las 3 cartas del claro en tu cueva.']),
    (Event("cave", 1, {"cards": ["c001"], "from": "clearing"}),
     ["Beto puts the clearing's card into the cave."],
     ['Beto pone la carta del claro en su cueva.']),
    (Event("cave", 0, {"cards": ["c124"], "from": "hand"}, ME),
     ['You put Goshawk / Wood Ant into your cave.'],
     ['Pones Azor / Hormiga roja en tu cueva.']),
    (Event("cave", 2, {"cards": [None], "from": "hand"}, frozenset([0, 1])),
     ['Caro puts a hand card into the cave.'],
     ['Caro pone una carta de su mano en su cueva.']),
    (Event("extra_turn", 0, {"species": "eurasian_jay", "owed": 1}),
     ['Eurasian Jay: you will take another turn.'],
     ['Arrendajo: jugarás otro turno.']),
    (Event("extra_turn", 2, {"species": "oak", "owed": 1}),
     ['Oak: Caro will take another turn.'],
     ['Roble: Caro jugará otro turno.']),
    (Event("clearing_cleared", None, {"cards": ["c001"] * 11}),
     ['The clearing holds 11 cards: they leave the game.'],
     ['El claro tiene 11 cartas: salen del juego.']),
    (Event("winter", None, {"card": "c067", "count": 1}),
     ['A winter card! (1/3)'],
     ['¡Una carta de invierno! (1/3)']),
    (Event("winter", None, {"card": "c069", "count": 3}),
     ['The third winter card: winter has come!'],
     ['La tercera carta de invierno: ¡ha llegado el invierno!']),
    (Event("game_end", None, {"scores": [54, 43, 61], "winter": 3}),
     ['The game is over. Scores: Ana 54, Beto 43, Caro 61.'],
     ['La partida ha terminado. Puntos: Ana 54, Beto 43, Caro 61.']),
]


@pytest.mark.parametrize("event,en,es", CASES, ids=[f"{i}-{c[0].kind}" for i, c in enumerate(CASES)])
def test_every_event_reads_in_both_languages(event, en, es):
    assert lines(event, lang="en") == en
    assert lines(event, lang="es") == es


def test_the_cases_cover_every_event_kind_of_the_log():
    assert {c[0].kind for c in CASES} == set(L.LINES)


def _random_events(players: int, seed: int):
    rng = random.Random(seed)
    s = RULES.new_game({"players": players}, seed)
    events = list(RULES.start_events(s))
    while RULES.current_player(s) is not None:
        legal = RULES.legal_actions(s)
        events += RULES.apply(s, legal[rng.randrange(len(legal))])
    return events


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (5, 3)])
def test_every_event_of_random_games_is_told_to_every_seat(players, seed):
    events = _random_events(players, seed)
    kinds = {e.kind for e in events}
    assert kinds <= set(L.LINES), kinds - set(L.LINES)
    names = [f"P{i}" for i in range(players)]
    for lang in ("en", "es"):
        i18n.set_language(lang)
        for seat in range(players):
            told = 0
            for e in events:
                if not e.seen_by(seat):
                    continue
                for text, colour in L.describe(e, seat, names.__getitem__):
                    assert text and "{" not in text and "forest_shuffle." not in text, (e, text)
                    assert len(colour) == 3
                    told += 1
            assert told > len(events) // (2 * players)


def test_a_private_card_is_told_only_to_its_owner():
    drawn = Event("draw", 1, {"card": "c124", "why": "deck"}, frozenset([1]))
    assert lines(drawn, seat=1) == ["You draw Goshawk / Wood Ant."]
    assert lines(drawn, seat=0) == []        # the table never shows it to seat 0 anyway; the text agrees
    sapling = Event("play", 1, {"card": None, "species": "sapling", "side": "tree", "tree": 0, "mode": "play"},
                    frozenset([0, 2]))
    assert lines(sapling, seat=0) == ["Beto plants a sapling (tree 1)."]


def test_the_log_text_needs_no_pygame():
    code = ("import sys; import game.forest_shuffle.log_text, game.forest_shuffle.words; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def _flat(lang: str) -> dict:
    return strings_file("forest_shuffle", f"i18n_table.{lang}.yaml")


# the same keys and placeholders in both languages: tests/conformance/test_strings.py


def test_no_key_of_the_table_is_also_a_rules_string():
    """The rules' strings (i18n.*.yaml) are read, never redefined by the table's file."""
    mine = set(_flat("en"))
    rules = strings_file("forest_shuffle", "i18n.en.yaml")
    assert mine and rules and not mine & set(rules)
