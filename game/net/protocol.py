"""The wire protocol: JSON text messages over a WebSocket, each checked against its schema.

Every message is one JSON object with a type ``t`` and a number ``n``. A client numbers its messages;
for the messages a seat sends about its table (``act``, ``undo``, ``start``, ``say``) the number must be higher
than every number that seat had accepted before (kept in the database, so a replayed message is refused
on any server process and after any restart). Each server message carries the connection's own
running number ``n``; an update carries the table's version ``v`` (how many actions its log holds)
and ``from``, the version it follows: a client whose ``v`` is not ``from`` missed something and asks
for the table again (``attach``).

A message is refused before it is read when it is longer than ``MAX_BYTES``, nested deeper than
``MAX_DEPTH``, not a JSON object, of an unknown type, or has a field its type does not have or a value
of the wrong kind. JSON only: no pickle, no eval.

Client -> server::

    create  {game, players, seats: ["friend"|level, ...], options?, name?, zombie?, undo?, seed?}  -> created
    join    {code, name?}                                 -> joined {table, seat, token}
    attach  {table, token, v?}                            -> table  (the whole state for that seat)
    start   {table, token}                                -> ack | refused   (the creator)
    act     {table, token, v, action: {kind, value}}      -> ack | refused
    undo    {table, token, v}                             -> ack | refused   (the seat's latest decision)
    say     {table, token, msg}                           -> ack | refused   (msg from QUICK_MESSAGES)
    list    {seats: [{table, token}, ...]}                -> tables (each: game, status, whose turn)
    ping    {}                                            -> pong

A ``table`` or ``update`` from version f carries the events after f (from 0: the set-up's too),
each with ``at``, the version after which it happened (0: the set-up). After an undo, ``from`` is
the version of the last action kept (below the client's ``v``): the client keeps its events up to
``from`` and drops the rest. Each also carries ``moves`` (how many actions are in effect: the version
counts undo markers too) and ``undo``: None when that seat may take back its latest decision now, else
the rule that refuses it.

Server -> client: ``created``, ``joined``, ``table``, ``update``, ``ack``, ``refused``, ``said``,
``tables``, ``pong``, ``error`` (a message that could not be read: ``re`` is absent). Replies carry ``re``, the
number of the message they answer.
"""
from __future__ import annotations

import json
from typing import Any

from rules.engine.protocol import is_action_value

MAX_BYTES = 64 * 1024
MAX_DEPTH = 8
QUICK_MESSAGES = ("well_played", "thinking", "thanks", "hello", "sorry", "good_luck")
SEAT_FRIEND = "friend"
MAX_N = 2 ** 53                      # sequence numbers stay exact in every JSON reader
TOKEN_CHARS = 43                     # secrets.token_urlsafe(32)
CODE_LEN = 16                        # secrets.token_urlsafe(12): 96 bits


class BadMessage(Exception):
    """A message refused before it reached the tables: ``rule`` says which check, ``why`` in words."""

    def __init__(self, rule: str, why: str, re: int | None = None):
        super().__init__(f"{rule}: {why}")
        self.rule, self.why, self.re = rule, why, re


# ------------------------------------------------------------------ field checks
def _int(lo: int, hi: int):
    def check(v):
        return type(v) is int and lo <= v <= hi
    check.label = f"a whole number {lo}..{hi}"
    return check


def _str(lo: int, hi: int, charset: str | None = None):
    def check(v):
        if type(v) is not str or not lo <= len(v) <= hi:
            return False
        return charset is None or all(c in charset for c in v)
    check.label = f"a string of {lo}..{hi} characters"
    return check


_URLSAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def _name(v):
    return type(v) is str and len(v) <= 24 and v.isprintable()
_name.label = "a printable name of at most 24 characters"


def _seats(v):
    return type(v) is list and 1 <= len(v) <= 8 and all(type(x) is str and len(x) <= 16 for x in v)
_seats.label = "a list of 1..8 seat kinds"


def _options(v):
    if type(v) is not dict or len(v) > 32:
        return False
    return all(type(k) is str and len(k) <= 40 and _option_value(x) for k, x in v.items())
_options.label = "an object of at most 32 options"


def _option_value(v, depth=0) -> bool:
    if v is None or type(v) in (bool, int, str):
        return not (type(v) is str and len(v) > 200)
    if type(v) is list and depth < 2 and len(v) <= 16:
        return all(_option_value(x, depth + 1) for x in v)
    return False


def _action(v):
    if type(v) is not dict or set(v) - {"kind", "value"} or type(v.get("kind")) is not str:
        return False
    if len(v["kind"]) > 40:
        return False
    return is_action_value(_freeze(v.get("value")))
_action.label = "an action {kind, value}"


def _msg(v):
    return v in QUICK_MESSAGES
_msg.label = "one of " + ", ".join(QUICK_MESSAGES)


def _freeze(value: Any) -> Any:
    if type(value) is list:
        return tuple(_freeze(x) for x in value)
    return value


def _bool(v):
    return type(v) is bool
_bool.label = "true or false"


def _seats_held(v):
    """``[{table, token}, ...]``: the seats a player holds (for "my online tables")."""
    return type(v) is list and 1 <= len(v) <= 50 and all(
        type(x) is dict and set(x) == {"table", "token"} and TABLE_ID(x["table"]) and TOKEN(x["token"]) for x in v)
_seats_held.label = "a list of 1..50 {table, token}"


SEQ = _int(1, MAX_N)
VERSION = _int(0, MAX_N)
TABLE_ID = _str(16, 32, _URLSAFE)
TOKEN = _str(TOKEN_CHARS, TOKEN_CHARS, _URLSAFE)
CODE = _str(CODE_LEN, CODE_LEN, _URLSAFE)

# type -> ({required field: check}, {optional field: check})
SCHEMAS: dict[str, tuple[dict, dict]] = {
    "create": ({"game": _str(1, 40), "players": _int(1, 8), "seats": _seats},
               {"options": _options, "name": _name, "zombie": _int(1, 7 * 24 * 3600), "seed": _int(0, 2 ** 62),
                "undo": _bool}),
    "join": ({"code": CODE}, {"name": _name}),
    "attach": ({"table": TABLE_ID, "token": TOKEN}, {"v": VERSION}),
    "start": ({"table": TABLE_ID, "token": TOKEN}, {}),
    "act": ({"table": TABLE_ID, "token": TOKEN, "v": VERSION, "action": _action}, {}),
    "undo": ({"table": TABLE_ID, "token": TOKEN, "v": VERSION}, {}),
    "say": ({"table": TABLE_ID, "token": TOKEN, "msg": _msg}, {}),
    "list": ({"seats": _seats_held}, {}),
    "ping": ({}, {}),
}
TABLE_MESSAGES = frozenset({"start", "act", "undo", "say"})


def _too_deep(text: str, limit: int) -> bool:
    """Nesting deeper than ``limit`` (brackets outside strings), found without parsing."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    in_str = esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def _reject_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def parse(raw: str | bytes) -> dict:
    """A client message, checked: a dict with ``t`` and ``n`` and the fields of its type, or BadMessage."""
    if isinstance(raw, (bytes, bytearray, memoryview)):
        if len(raw) > MAX_BYTES:
            raise BadMessage("size", f"a message is at most {MAX_BYTES} bytes")
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise BadMessage("json", "not UTF-8 text") from None
    if len(raw) > MAX_BYTES or len(raw.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise BadMessage("size", f"a message is at most {MAX_BYTES} bytes")
    if _too_deep(raw, MAX_DEPTH):
        raise BadMessage("depth", f"nested deeper than {MAX_DEPTH}")
    try:
        msg = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        raise BadMessage("json", "not a JSON message") from None
    if type(msg) is not dict:
        raise BadMessage("schema", "a message is a JSON object")
    n = msg.get("n")
    re = n if SEQ(n) else None
    t = msg.get("t")
    if type(t) is not str or t not in SCHEMAS:
        raise BadMessage("schema", f"unknown message type {str(t)[:20]!r}", re)
    if re is None:
        raise BadMessage("schema", "n: expected " + SEQ.label, None)
    required, optional = SCHEMAS[t]
    for key in msg:
        if key not in ("t", "n") and key not in required and key not in optional:
            raise BadMessage("schema", f"{t}: unknown field {str(key)[:20]!r}", re)
    for key, check in required.items():
        if key not in msg:
            raise BadMessage("schema", f"{t}: missing field {key!r}", re)
    for key, value in msg.items():
        check = required.get(key) or optional.get(key)
        if check is not None and not check(value):
            raise BadMessage("schema", f"{t}.{key}: expected {check.label}", re)
    return msg


def dumps(msg: dict) -> str:
    """A server or client message as compact JSON text."""
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def action_from(data: dict):
    """The rules' Action of a checked ``action`` field."""
    from rules.engine.core import Action
    return Action(data["kind"], _freeze(data.get("value")))
