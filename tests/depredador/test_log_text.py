"""Depredador's log text: every event kind in both languages, written out in full (pure Python)."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest

from game import i18n
from game.depredador import log_text as L
from rules.depredador.cards import BLACK, load_deck
from rules.depredador.game import RULES
from rules.engine.core import Event

D = load_deck()
NAMES = ["Ana", "Beto", "Caro", "Dani"]
name = NAMES.__getitem__
SAB, DES, JUN, TAI = 0, 1, 2, 3
ZEBRA = D.prey_id(SAB, 7)          # Cebra / Zebra (S7)
RAT = D.invader_id(1)              # Rata parda / Brown rat (X1)
ALFA = D.alfa_id(2)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def lines(e, seat=0, lang="en"):
    i18n.set_language(lang)
    return [text for text, _ in L.describe(e, D, seat, name)]


# (event, the seat reading, English lines, Spanish lines)
CASES = [
    (Event("game_start", None, {"players": 4, "rounds": 3, "biomes": [SAB, DES, JUN, TAI], "starter": 1}), 0,
     ["New game: 4 players, 3 rounds. Biomes: Savanna (S), Desert (D), Jungle (J), Taiga (T)."],
     ["Nueva partida: 4 jugadores, 3 rondas. Biomas: Sabana (S), Desierto (D), Jungla (J), Taiga (T)."]),
    (Event("round_start", None, {"round": 2, "rounds": 3}), 0, ["— Round 2 of 3 —"], ["— Ronda 2 de 3 —"]),
    (Event("deal", 0, {"cards": list(range(11))}, frozenset([0])), 0,
     ["You are dealt 11 cards."], ["Recibes 11 cartas."]),
    (Event("deal", 1, {"cards": list(range(11))}, frozenset([1])), 0, [], []),
    (Event("migration", None, {"direction": "left", "count": 2}), 0,
     ["Migration: everyone passes 2 cards to the left."], ["Migración: cada uno pasa 2 cartas a la izquierda."]),
    (Event("migration", None, {"direction": "right", "count": 2}), 0,
     ["Migration: everyone passes 2 cards to the right."], ["Migración: cada uno pasa 2 cartas a la derecha."]),
    (Event("pass_pick", 0, {"card": ZEBRA}, frozenset([0])), 0,
     ["You set aside Zebra (S7) to pass."], ["Apartas Cebra (S7) para pasar."]),
    (Event("pass_pick", 2, {"card": ZEBRA}, frozenset([2])), 0, [], []),
    (Event("pass_unpick", 0, {"card": ZEBRA}, frozenset([0])), 0,
     ["You take Zebra (S7) back."], ["Recuperas Cebra (S7)."]),
    (Event("pass_unpick", 2, {"card": ZEBRA}, frozenset([2])), 0, [], []),
    (Event("passed", 0, {"to": 1, "cards": [ZEBRA, RAT]}, frozenset([0, 1])), 0,
     ["You pass Zebra (S7), Brown rat (X1) to Beto."], ["Pasas Cebra (S7), Rata parda (X1) a Beto."]),
    (Event("passed", 3, {"to": 0, "cards": [ALFA, RAT]}, frozenset([3, 0])), 0,
     ["Dani passes you Alpha, Brown rat (X1)."], ["Dani te pasa Alfa, Rata parda (X1)."]),
    (Event("passed", 1, {"to": 2, "cards": [ZEBRA, RAT]}, frozenset([1, 2])), 0, [], []),
    (Event("refugio", 0, {"card": D.refugio_id(0)}), 2,
     ["Everyone takes their Refuge card."], ["Cada jugador toma su carta de Refugio."]),
    (Event("refugio", 1, {"card": D.refugio_id(1)}), 2, [], []),
    (Event("starter", 1, {"by": None}), 0, ["Beto is the starting hunter."], ["Cazador inicial: Beto."]),
    (Event("starter", 2, {"by": 3}), 0, ["Dani chooses Caro as the starting hunter."],
     ["Dani elige a Caro como cazador inicial."]),
    (Event("choose_starter", 3, {"totals": [2, 1, 0, -1]}), 0,
     ["Dani has the fewest Predation Points and chooses the starting hunter."],
     ["Dani tiene menos Puntos de Depredación y elige al cazador inicial."]),
    (Event("play", 1, {"card": ZEBRA, "hunt": 3}), 0, ["Beto plays Zebra (S7)."], ["Beto juega Cebra (S7)."]),
    (Event("invaders_arrive", 2, {"card": RAT}), 0, ["Invaders have arrived! Invader cards may now lead."],
     ["¡Llegaron los Invasores! Ya pueden liderar las cartas de Invasor."]),
    (Event("take_biome", 3, {"biome": TAI}), 0, ["Dani shelters in Taiga (T)."], ["Dani se refugia en Taiga (T)."]),
    (Event("hunt_won", 0, {"cards": [ZEBRA, RAT, ALFA], "hunt": 5, "lead": SAB}), 0,
     ["Ana wins hunt 5 and takes Zebra (S7), Brown rat (X1), Alpha."],
     ["Ana gana la cacería 5 y se lleva Cebra (S7), Rata parda (X1), Alfa."]),
    (Event("round_end", None, {"round": 1, "scores": [12, -3, 5, 0], "awards": [2, -1, 1, 0],
                               "award_parts": [[2], [-1], [1], []],
                               "totals": [2, -1, 1, 0], "biomes": [SAB, DES, JUN, TAI]}), 0,
     ["Round 1: hunt scores and Predation Points", "Ana: hunt score +12, award +2, total 2",
      "Beto: hunt score −3, award −1, total −1", "Caro: hunt score +5, award +1, total 1",
      "Dani: hunt score 0, award 0, total 0"],
     ["Ronda 1: puntos de caza y Puntos de Depredación", "Ana: puntos de caza +12, premio +2, total 2",
      "Beto: puntos de caza −3, premio −1, total −1", "Caro: puntos de caza +5, premio +1, total 1",
      "Dani: puntos de caza 0, premio 0, total 0"]),
    (Event("round_end", None, {"round": 3, "scores": [9, 2], "awards": [2, 0], "award_parts": [[2], [1, -1]],
                               "totals": [5, 1], "biomes": [SAB, DES]}), 1,
     ["Round 3: hunt scores and Predation Points", "Ana: hunt score +9, award +2, total 5",
      "Beto: hunt score +2, award +1 −1 = 0, total 1"],
     ["Ronda 3: puntos de caza y Puntos de Depredación", "Ana: puntos de caza +9, premio +2, total 5",
      "Beto: puntos de caza +2, premio +1 −1 = 0, total 1"]),
    (Event("game_end", None, {"totals": [4, 4, 1, -2], "places": [1, 1, 3, 4]}), 0,
     ["Game over! Winner: Ana, Beto."], ["¡Fin de la partida! Gana: Ana, Beto."]),
]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("case", range(len(CASES)))
def test_every_event_kind_in_both_languages(case, lang):
    e, seat, en, es = CASES[case]
    assert lines(e, seat, lang) == (en if lang == "en" else es)


def test_the_cases_cover_every_event_kind_the_rules_emit():
    covered = {e.kind for e, *_ in CASES}
    assert covered == set(L.LINES)
    seen = set()
    for n in (2, 4, 6):
        s = RULES.new_game({"players": n}, n)
        seen |= {e.kind for e in RULES.start_events(s)}
        rng = random.Random(n)
        while RULES.current_player(s) is not None:
            legal = RULES.legal_actions(s)
            seen |= {e.kind for e in RULES.apply(s, legal[rng.randrange(len(legal))])}
    assert seen <= set(L.LINES), seen - set(L.LINES)


def test_an_unknown_event_kind_says_nothing():
    assert lines(Event("no_such_event", 0, {})) == []


def test_a_two_part_award_is_shown_with_its_parts():
    assert L.award_text(0, [1, -1]) == "+1 −1 = 0"
    assert L.award_text(1, [2, -1]) == "+2 −1 = +1"
    assert L.award_text(2, [2]) == "+2" and L.award_text(0, []) == "0"


def test_labels():
    i18n.set_language("en")
    assert L.colour_label(D, BLACK) == "Invaders" and L.colour_label(D, JUN) == "Jungle (J)"
    assert L.card_label(D, D.refugio_id(0)) == "Refuge"
    i18n.set_language("es")
    assert L.colour_label(D, BLACK) == "Invasores" and L.card_label(D, D.refugio_id(0)) == "Refugio"


def test_log_text_imports_no_pygame():
    code = ("import sys; import game.depredador.log_text; from game.i18n import tr; tr('depredador.log.play');"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
