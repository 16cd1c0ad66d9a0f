"""The view codec: every game's views survive the wire (encoded, sent as JSON text, rebuilt) as the
same view — the same encoding again, the same legal actions and player to move — and the decoder
builds only the game's own classes."""
from __future__ import annotations

import json
import random

import pytest

from game.net.codec import Codec, DecodeError, plain
from rules.registry import DESCRIPTORS, descriptor


@pytest.mark.parametrize("gid", [d.id for d in DESCRIPTORS])
def test_views_survive_the_wire(gid):
    d = descriptor(gid)
    g = d.rules
    for players in sorted({2, d.max_players}):
        cfg = g.normalize_config({"players": players})
        state = g.new_game(cfg, 5)
        codec = Codec(g, cfg)
        client = Codec(g, cfg)                           # the other end makes its own
        rng = random.Random(players)
        for step in range(25):
            if g.current_player(state) is None:
                break
            for seat in range(players):
                view = g.view(state, seat)
                tree = codec.encode(view)
                back = client.decode(json.loads(json.dumps(tree)))
                assert client.encode(back) == tree, (gid, step, seat)
                assert g.current_player(back) == g.current_player(view)
                assert g.legal_actions(back) == g.legal_actions(view)
            for _ in range(3):
                if g.current_player(state) is not None:
                    g.apply(state, rng.choice(g.legal_actions(state)))


def test_static_data_is_left_out():
    g = descriptor("animal_duel").rules
    cfg = g.normalize_config({"players": 2})
    codec = Codec(g, cfg)
    text = json.dumps(codec.encode(g.view(g.new_game(cfg, 9), 0)))
    assert "$static" in text and len(text) < 8000


def test_the_decoder_builds_only_the_games_own_classes():
    g = descriptor("depredador").rules
    codec = Codec(g, g.normalize_config({"players": 2}))
    for bad in ({"$": "Popen"}, {"$": "object"}, {"$": "__builtins__"}, {"$e": ["Signals", 2]},
                {"$static": "/nowhere/at/all"}, {"$static": "/__class__/__init__"}, {"$static": 3},
                {"$t": [1], "$set": [2]}, {"$fn": "print"}, b"bytes"):
        with pytest.raises(DecodeError):
            codec.decode(bad)
    assert codec.decode({"a": [1, {"$t": [2, 3]}]}) == {"a": [1, (2, 3)]}


def test_plain_is_ordinary_json():
    assert plain({"a": (1, 2), "b": frozenset({3, 1}), 4: None}) == {"a": [1, 2], "b": [1, 3], "4": None}
