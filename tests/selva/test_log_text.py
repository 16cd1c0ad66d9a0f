"""Selva's log text (game/selva/log_text.py): every event kind the rules emit has its sentence, in
English and in Spanish, with the names and numbers of the event; no pygame needed."""
import os
import re
import subprocess
import sys

import pytest

from game import i18n
from game.selva.log_text import GOLD, MUTED, OWN, RED, LogText
from rules.engine.core import Event
from rules.selva.cards import load_pool

P = load_pool()
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
I = P.index
ANA, DOG, TIDE, GRASS, FIRE, CAVE, PUDU, JAGUAR = (I["anaconda_verde"], I["perro_salvaje_africano"], I["marea_roja"],
                                                  I["hierba"], I["incendio_forestal"], I["caverna"], I["pudu"],
                                                  I["jaguar"])
IN_PLAY = {7: ANA, 8: DOG}          # uid -> card, for the events that name a card in play by its uid


def E(kind, player=None, visible_to=None, /, **data):
    return Event(kind, player, data, frozenset(visible_to) if visible_to is not None else None)


# kind -> (event, the English lines, words the Spanish lines must hold)
CASES = {
    "match_start": (E("match_start", decks=None, names=["Ana", "Bo"], games_to_win=2),
                    ["Match: Ana against Bo, best of three games"], ["Ana", "Bo"]),
    "game_start": (E("game_start", game=2, starter_chooser=1), ["— Game 2 —"], ["2"]),
    "coin": (E("coin", 1, winner=1), ["Bo wins the coin toss"], ["Bo"]),
    "starter": (E("starter", 0, seat=1, by=0), ["Ana lets Bo start"], ["Ana", "Bo"]),
    "mulligan": (E("mulligan", 1, seat=1, count=6, mulligans=2), ["Bo takes a mulligan"], ["Bo"]),
    "keep": (E("keep", 0, seat=0, count=6), ["Ana keeps 6 cards"], ["Ana", "6"]),
    "initial_resource": (E("initial_resource", 0, seat=0, kind="hierba", uid=3, card=GRASS),
                         ["Ana puts Grass into play as the initial resource"], ["Ana", "Hierba"]),
    "reveal_alfa": (E("reveal_alfa", 1, seat=1, card=JAGUAR, life=16),
                    ["Bo reveals the Alpha Jaguar (life 16)"], ["Bo", "Jaguar", "16"]),
    "turn_start": (E("turn_start", 0, seat=0, turn_no=5), ["Turn 5: Ana"], ["5", "Ana"]),
    "untap": (E("untap", 0, seat=0), [], []),
    "draw": (E("draw", 1, seat=1, count=2), ["Bo draws 2 cards"], ["Bo", "2"]),
    "draw_cards": (E("draw_cards", 0, {0}, seat=0, cards=[(4, ANA), (5, GRASS)]),
                   ["You drew: Green anaconda, Grass"], ["Anaconda verde", "Hierba"]),
    "deck_empty": (E("deck_empty", 1, seat=1, life=4), ["Bo's Forest deck is empty: the Alpha loses 2 (life 4)"],
                   ["Bo", "4"]),
    "element": (E("element", 0, seat=0, uid=9, card=CAVE), ["Ana uses the Element Cave"], ["Ana", "Caverna"]),
    "play": (E("play", 0, seat=0, uid=7, card=ANA, zone="animals"), ["Ana plays Green anaconda"],
             ["Ana", "Anaconda verde"]),
    "set_sigilo": (E("set_sigilo", 1, seat=1, uid=11), ["Bo sets a Stealth card face down"], ["Bo"]),
    "set_sigilo_card": (E("set_sigilo_card", 1, {1}, seat=1, uid=11, card=TIDE), ["(your Stealth card: Red tide)"],
                        ["Marea roja"]),
    "reveal": (E("reveal", 1, seat=1, uid=11, card=TIDE, window=None), ["Bo reveals the Stealth card Red tide!"],
               ["Bo", "Marea roja"]),
    "pay": (E("pay", 0, seat=0, tapped=[1, 2]), [], []),
    "recover": (E("recover", 0, seat=0, uid=12, card=PUDU, **{"from": "aislamiento"}, free=False),
                ["Ana takes Southern pudú back to hand"], ["Ana", "Pudú"]),
    "effect": (E("effect", 0, seat=0, card=FIRE, effect="damage_animal", target=8, target_card=DOG, amount=3),
               ["Forest fire: African wild dog takes 3 damage"], ["Incendio forestal", "Perro salvaje africano", "3"]),
    "destroy": (E("destroy", 1, seat=1, uid=8, card=DOG, to="cementerio"),
                ["African wild dog leaves play to the Graveyard"], ["Perro salvaje africano"]),
    "bounce": (E("bounce", 1, seat=1, uid=8, card=DOG), ["African wild dog returns to Bo's hand"],
               ["Perro salvaje africano", "Bo"]),
    "phase": (E("phase", name="contienda"), ["· Contest"], ["Contienda"]),
    "declare": (E("declare", 0, seat=0, uid=7, card=ANA, time="night"),
                ["Ana attacks with Green anaconda by night"], ["Ana", "Anaconda verde"]),
    "undeclare": (E("undeclare", 0, seat=0, uid=7), ["Ana takes Green anaconda back from the attack"],
                  ["Ana", "Anaconda verde"]),
    "window": (E("window", name="intimidacion", first=1), ["Responses (Intimidation): Bo first"], ["Bo"]),
    "pass": (E("pass", 1, seat=1), ["Bo passes"], ["Bo"]),
    "ability": (E("ability", 1, seat=1, uid=8, card=DOG, window="contienda"),
                ["Bo uses the ability of African wild dog"], ["Bo", "Perro salvaje africano"]),
    "block": (E("block", 1, seat=1, blocker=8, attacker=7, time="day", penalty=1, blocker_card=DOG,
                attacker_card=ANA),
              ["Bo blocks Green anaconda with African wild dog by day",
               "African wild dog blocks at the other time: −1 defence"], ["Bo", "Anaconda verde", "−1"]),
    "unblock": (E("unblock", 1, seat=1, blocker=8), ["Bo takes African wild dog back from blocking"],
                ["Bo", "Perro salvaje africano"]),
    "combat": (E("combat", 0, attacker=7, blocker=8, held=False, attack=3, defence=2, to_alfa=1, blocker_out=True,
                 attacker_out=False, time="day", attacker_card=ANA, blocker_card=DOG),
               ["Green anaconda (3 attack) against African wild dog (2 defence)",
                "1 damage goes through to the Alpha", "African wild dog falls"],
               ["Anaconda verde", "Perro salvaje africano", "3", "2"]),
    "alfa_damage": (E("alfa_damage", 0, seat=0, amount=3, life=-1), ["Ana's Alpha loses 3 (life 0)"],
                    ["Ana", "3"]),
    "heal_alfa": (E("heal_alfa", 1, seat=1, amount=2, life=15), ["Bo's Alpha heals 2 (life 15)"], ["Bo", "15"]),
    "exile": (E("exile", 1, seat=1, uid=8, card=DOG, to="aislamiento"), ["African wild dog goes to the Isolation"],
              ["Perro salvaje africano", "Aislamiento"]),
    "heal": (E("heal", 0, seat=0), [], []),
    "discard": (E("discard", 1, seat=1, uid=14, card=TIDE, random=True), ["Bo discards Red tide at random"],
                ["Bo", "Marea roja"]),
    "game_over": (E("game_over", game=1, winner=1, life=[-2, 9]), ["Game 1 goes to Bo (life Ana 0, Bo 9)"],
                  ["Bo", "9"]),
    "swap": (E("swap", 0, {0}, seat=0, out="pudu", **{"in": "marea_roja"}, out_card=PUDU, in_card=TIDE),
             ["Ana swaps Southern pudú (Forest deck) for Red tide (Reserve)"], ["Ana", "Pudú", "Marea roja"]),
    "swap_hidden": (E("swap_hidden", 1, {0}, seat=1), ["Bo swaps a card between Forest deck and Reserve"], ["Bo"]),
    "alfa_choice": (E("alfa_choice", 1, {1}, seat=1, card=JAGUAR), ["Bo will play with the Alpha Jaguar"],
                    ["Bo", "Jaguar"]),
    "ready": (E("ready", 0, seat=0), ["Ana is ready"], ["Ana"]),
    "match_end": (E("match_end", winner=0, wins=[2, 1]), ["Ana wins the match 2–1"], ["Ana", "2", "1"]),
}

# the variants of a kind that read differently
VARIANTS = [
    (E("starter", 1, seat=1, by=1), ["Bo chooses to start"]),
    (E("starter", None, seat=0, by=None), ["Ana starts"]),
    (E("draw", 0, seat=0, count=1), ["Ana draws a card"]),
    (E("combat", 0, attacker=7, blocker=None, held=False, attack=3, defence=None, to_alfa=3, blocker_out=False,
       attacker_out=False, time="day", attacker_card=ANA, blocker_card=None),
     ["Green anaconda is unblocked: 3 damage to the Alpha"]),
    (E("combat", 0, attacker=7, blocker=None, held=True, attack=3, defence=None, to_alfa=0, blocker_out=False,
       attacker_out=False, time="day", attacker_card=ANA, blocker_card=None),
     ["Green anaconda stays blocked (its blocker left the fight): no damage"]),
    # a Defender's answer: the log says which animal struck back, and why (its keyword)
    (E("combat", 0, attacker=7, blocker=8, held=False, attack=3, defence=2, to_alfa=1, blocker_out=True,
       attacker_out=True, time="day", attacker_card=ANA, blocker_card=DOG),
     ["Green anaconda (3 attack) against African wild dog (2 defence)", "1 damage goes through to the Alpha",
      "African wild dog falls", "Green anaconda falls: African wild dog is a Defender and strikes back"]),
    (E("phase", name="despertar"), []),
    (E("phase", name="preparacion"), []),
    (E("phase", name="retirada"), []),
    (E("effect", 1, seat=1, card=TIDE, effect="damage_alfa", target=None, target_card=None, amount=2),
     ["Red tide: Ana's Alpha takes 2 damage"]),
    (E("effect", 0, seat=0, card=FIRE, effect="pump", target=7, target_card=ANA, amount=(2, 0)),
     ["Forest fire: Green anaconda gets +2/+0 until Retreat"]),
    (E("discard", 0, seat=0, uid=14, card=TIDE, random=False), ["Ana discards Red tide"]),
    (E("heal_alfa", 1, seat=1, amount=0, life=15), []),
]


def emitted_kinds() -> set:
    """Every event kind the rules of Selva emit (read from their source)."""
    kinds = set()
    folder = os.path.join(ROOT, "rules", "selva")
    for name in os.listdir(folder):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), encoding="utf-8") as fh:
                kinds |= set(re.findall(r'Event\("(\w+)"', fh.read()))
    return kinds


@pytest.fixture
def log():
    yield LogText(P, ["Ana", "Bo"], 0, IN_PLAY.get)
    i18n.set_language("en")


def test_every_event_kind_the_rules_emit_has_a_case():
    assert emitted_kinds() == set(CASES)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_event_in_english(log, kind):
    i18n.set_language("en")
    event, want, _ = CASES[kind]
    assert [text for text, _ in log.lines(event)] == want


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_event_in_spanish(log, kind):
    i18n.set_language("es")
    event, want_en, words = CASES[kind]
    lines = [text for text, _ in log.lines(event)]
    assert len(lines) == len(want_en)
    text = " | ".join(lines)
    for w in words:
        assert w in text, (kind, w, text)
    assert "{" not in text and "selva." not in text
    if want_en:
        assert text != " | ".join(want_en) or kind in ("phase",)       # really Spanish


def test_variants_in_both_languages(log):
    for event, want in VARIANTS:
        i18n.set_language("en")
        assert [t for t, _ in log.lines(event)] == want, event
        i18n.set_language("es")
        es = [t for t, _ in log.lines(event)]
        assert len(es) == len(want) and not any("{" in t or "selva." in t for t in es), (event, es)


def test_spanish_sentences_read_right(log):
    i18n.set_language("es")
    assert [t for t, _ in log.lines(CASES["play"][0])] == ["Ana juega Anaconda verde"]
    assert [t for t, _ in log.lines(CASES["swap_hidden"][0])] == ["Bo cambia una carta entre Bosque y Reserva"]


def test_colours_tell_who(log):
    i18n.set_language("en")
    assert log.lines(CASES["play"][0])[0][1] == OWN            # the seat shown: its own lines brighter
    other = LogText(P, ["Ana", "Bo"], 1, IN_PLAY.get)
    assert other.lines(CASES["play"][0])[0][1] != OWN
    assert log.lines(CASES["alfa_damage"][0])[0][1] == RED     # its own Alfa hurt: red
    assert log.lines(CASES["game_start"][0])[0][1] == GOLD
    assert log.lines(CASES["pass"][0])[0][1] == MUTED


def test_a_hidden_card_is_named_as_hidden(log):
    i18n.set_language("en")
    lines = log.lines(E("play", 1, seat=1, uid=30, card=-1, zone="cementerio"))
    assert lines[0][0] == "Bo plays " + i18n.tr("selva.hidden_card")


def test_the_module_needs_no_pygame():
    code = "import sys; import game.selva.log_text; print('pygame' in sys.modules)"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == "False", r.stderr
