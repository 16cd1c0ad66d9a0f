"""A team of two is a plural subject: "Ana & Lince pierden 2", "Ana & Lince lose 2" (not "pierde",
"loses"); a single player keeps the singular."""
from __future__ import annotations

import pytest

from game import i18n
from game.animal_duel.log_text import LogText


@pytest.fixture(params=["en", "es"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _log(names):
    return LogText(None, names, 0, 4)          # the lines tested here name no card


@pytest.mark.parametrize("names, plural", [(["Ana", "Leo"], False), (["Ana", "Halcón", "Lince", "Puma"], True)])
def test_a_team_takes_the_plural_verb(lang, names, plural):
    log = _log(names)
    lines = log._damage({"team": 0, "amount": 2, "life": [10, 12]}, 0) + \
        log._heal({"team": 0, "amount": 1, "life": [11, 12]}, 0) + \
        log._match_end({"winner_team": 0}, 0)
    text = " ".join(t for t, _ in lines)
    words = {"es": ("pierden", "se curan", "ganan"), "en": (" lose ", " heal ", " win ")}[lang]
    singular = {"es": ("pierde ", "se cura ", "gana "), "en": (" loses ", " heals ", " wins ")}[lang]
    for plural_word, one in zip(words, singular):
        assert (plural_word in text) == plural, (plural_word, text)
        assert (one in text) != plural, (one, text)
