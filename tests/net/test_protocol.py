"""The wire protocol's checks, message by message, and the house rule that game/net never imports
pygame (the server runs headless)."""
from __future__ import annotations

import ast
import json
import os
import subprocess
import sys

import pytest

from game.net import protocol as P

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOKEN = "t" * 43
TABLE = "T" * 22


def _act(**extra):
    return {"t": "act", "n": 3, "table": TABLE, "token": TOKEN, "v": 0, "action": {"kind": "place", "value": [1, 2]},
            **extra}


def test_good_messages_parse():
    assert P.parse(json.dumps(_act()))["action"] == {"kind": "place", "value": [1, 2]}
    assert P.parse(json.dumps({"t": "ping", "n": 1})) == {"t": "ping", "n": 1}
    assert P.parse(json.dumps({"t": "create", "n": 1, "game": "selva", "players": 2, "seats": ["friend", "easy"],
                               "options": {"rounds": 3, "decks": ["a", "b"]}, "name": "Ana", "zombie": 60}))
    assert P.parse(json.dumps(_act()).encode())["t"] == "act"
    assert P.parse(json.dumps({"t": "list", "n": 2, "seats": [{"table": TABLE, "token": TOKEN}]}))["t"] == "list"
    assert P.action_from(P.parse(json.dumps(_act()))["action"]).value == (1, 2)
    assert P.parse(json.dumps({"t": "undo", "n": 4, "table": TABLE, "token": TOKEN, "v": 7}))["v"] == 7
    assert P.parse(json.dumps({"t": "create", "n": 1, "game": "selva", "players": 2, "seats": ["friend", "easy"],
                               "undo": False}))["undo"] is False


@pytest.mark.parametrize("raw, rule", [
    (b"\xff\xfe", "json"),
    ("{", "json"),
    ("[]", "schema"),
    ('"hello"', "schema"),
    ('{"t": "ping", "n": NaN}', "json"),
    ('{"t": "ping", "n": Infinity}', "json"),
    (json.dumps({"t": "ping"}), "schema"),
    (json.dumps({"t": "ping", "n": 0}), "schema"),
    (json.dumps({"t": "ping", "n": True}), "schema"),
    (json.dumps({"t": "ping", "n": 2 ** 60}), "schema"),
    (json.dumps({"t": "eval", "n": 1}), "schema"),
    (json.dumps({"t": "ping", "n": 1, "extra": 1}), "schema"),
    (json.dumps(_act(seat=1)), "schema"),
    (json.dumps({k: v for k, v in _act().items() if k != "v"}), "schema"),
    (json.dumps(_act(token="short")), "schema"),
    (json.dumps(_act(token="!" * 43)), "schema"),
    (json.dumps(_act(action={"kind": "place", "value": True})), "schema"),
    (json.dumps(_act(action={"kind": "place", "value": 1.5})), "schema"),
    (json.dumps(_act(action={"kind": "place", "value": {"a": 1}})), "schema"),
    (json.dumps(_act(action={"kind": "place", "value": 1, "who": 2})), "schema"),
    (json.dumps(_act(action={"kind": "place", "value": [[[[[[[1]]]]]]]})), "depth"),
    (json.dumps({"t": "say", "n": 1, "table": TABLE, "token": TOKEN, "msg": "you are bad"}), "schema"),
    (json.dumps({"t": "create", "n": 1, "game": "selva", "players": 2, "seats": ["friend"] * 20}), "schema"),
    (json.dumps({"t": "create", "n": 1, "game": "selva", "players": 2, "seats": ["friend"], "name": "\x00"}), "schema"),
    (json.dumps({"t": "list", "n": 1, "seats": []}), "schema"),
    (json.dumps({"t": "list", "n": 1, "seats": [{"table": TABLE, "token": TOKEN, "seat": 0}]}), "schema"),
    (json.dumps({"t": "list", "n": 1, "seats": [{"table": TABLE, "token": TOKEN}] * 51}), "schema"),
    (json.dumps({"t": "undo", "n": 1, "table": TABLE, "token": TOKEN}), "schema"),
    (json.dumps({"t": "undo", "n": 1, "table": TABLE, "token": TOKEN, "v": 1, "seat": 0}), "schema"),
    (json.dumps({"t": "undo", "n": 1, "table": TABLE, "token": TOKEN, "v": -1}), "schema"),
    (json.dumps({"t": "create", "n": 1, "game": "selva", "players": 2, "seats": ["friend"], "undo": 0}), "schema"),
    ("[" * 100 + "]" * 100, "depth"),
    ('{"t": "ping", "n": 1, "x": ' + "[" * 20 + "]" * 20 + "}", "depth"),
    ("x" * (P.MAX_BYTES + 1), "size"),
    ("é" * (P.MAX_BYTES // 2 + 1), "size"),
])
def test_bad_messages_are_refused_with_their_rule(raw, rule):
    with pytest.raises(P.BadMessage) as err:
        P.parse(raw)
    assert err.value.rule == rule


def test_a_refusal_names_the_message_it_answers_when_it_can():
    with pytest.raises(P.BadMessage) as err:
        P.parse(json.dumps(_act(seat=1)))
    assert err.value.re == 3
    with pytest.raises(P.BadMessage) as err:
        P.parse("{")
    assert err.value.re is None


def test_brackets_inside_strings_are_not_depth():
    deep_text = "[" * 200
    msg = P.parse(json.dumps({"t": "join", "n": 1, "code": "c" * 16, "name": deep_text[:24]}))
    assert msg["name"] == "[" * 24


def test_game_net_never_imports_pygame_nor_the_screen():
    bad = []
    for base, _, files in os.walk(os.path.join(ROOT, "game", "net")):
        for f in files:
            if f.endswith(".py"):
                tree = ast.parse(open(os.path.join(base, f), encoding="utf-8").read())
                for node in ast.walk(tree):
                    names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                        [node.module or ""] if isinstance(node, ast.ImportFrom) else []
                    for name in names:
                        if name.startswith("pygame") or (name.startswith("game.") and not
                                                         name.startswith(("game.net", "game.paths"))):
                            bad.append(f"{f}: {name}")
    assert bad == []
    # and at run time: the server and its store load without pygame
    code = ("import sys; import game.net.server, game.net.client, game.net.store; "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_serve_refuses_bad_arguments_in_one_line(tmp_path):
    env = {**os.environ, "BESTIARIO_HOME": str(tmp_path)}
    for args, words in ((["--port", "70000"], "--port"), (["--tls-cert", "x"], "go together"),
                        (["--tls-cert", "x", "--tls-key", "y"], "no such file"),
                        (["--db", str(tmp_path / "no" / "such" / "f.db")], "does not exist")):
        out = subprocess.run([sys.executable, "main.py", "serve", *args], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=60)
        assert out.returncode == 2, (args, out.stderr)
        assert words in out.stderr and len(out.stderr.strip().splitlines()) == 1
