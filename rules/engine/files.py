"""The one way Bestiario reads a file: bounded, so no file can hang or crash the app.

Every YAML and JSON file the app reads (shipped data, interface strings, user decks, settings, saves,
layouts) comes through here:

- ``read_bytes`` opens without blocking and reads only a **regular file** of at most ``limit`` bytes (a
  FIFO, a device such as ``/dev/zero``, a directory or a socket is refused at once, never waited on);
  with ``inside`` given, a path whose real location (links followed) is outside that folder is refused.
- ``check_yaml`` walks a YAML text's parser events (the parser is iterative in both the C and the Python
  implementation, so nothing here can recurse) before anything is composed or constructed, and refuses
  **unknown tags** (``!!python/object``, ``!foo``: nothing is constructed), **deep nesting** (more than
  ``MAX_DEPTH`` levels) and **alias bombs** (more than ``MAX_NODES`` nodes once every alias is expanded).
- ``load_json`` refuses what JSON cannot hold and nesting deeper than ``MAX_DEPTH``.

Each refusal is a ``FileProblem``: one line (``why``) and, for YAML, the line it was found on.
"""
from __future__ import annotations

import json
import os
import stat

import yaml

MAX_DEPTH = 64                   # lists and mappings inside each other (shipped data uses fewer than 10)
MAX_NODES = 100_000              # nodes once aliases are expanded (the largest shipped file has 4,117)
YAML_LIMIT = 4 * 1024 * 1024     # bytes of a YAML file (the largest shipped file has 43 KB)
JSON_LIMIT = 32 * 1024 * 1024    # bytes of a JSON file (a save of a long game is a few hundred KB)

_CORE = "tag:yaml.org,2002:"
ALLOWED_TAGS = frozenset(_CORE + t for t in ("str", "int", "float", "bool", "null", "map", "seq"))


class FileProblem(Exception):
    """A file that is refused; ``why`` is one line for the player, ``line`` where it was found (1 when
    the whole file is refused)."""

    def __init__(self, why: str, line: int = 1, code: str = "unreadable", **params):
        super().__init__(why)
        self.why = why
        self.line = line
        self.code = code              # for the player's language: interface strings ``files.<code>``
        self.params = params


def _inside(path: str, folder: str) -> bool:
    real, base = os.path.realpath(path), os.path.realpath(folder)
    try:
        return os.path.commonpath([real, base]) == base
    except ValueError:                      # different drives (Windows)
        return False


def read_bytes(path: str, limit: int, inside: str | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. ``FileNotFoundError`` when there is no
    file; ``FileProblem`` (one line) for anything else that cannot or must not be read."""
    if inside is not None and not _inside(path, inside):
        raise FileProblem("it is a link to a file outside its folder: not read", code="outside")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise FileProblem("it is a folder, not a file", code="folder") from None
    except OSError as exc:
        raise FileProblem(f"cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise FileProblem("it is a folder, not a file", code="folder")
        if not stat.S_ISREG(st.st_mode):
            raise FileProblem("it is not a regular file (a pipe, a device or a socket): not read", code="not_regular")
        if st.st_size > limit:
            raise FileProblem(f"too large ({st.st_size:,} bytes; at most {limit:,})", code="too_large", limit=limit)
        chunks, total = [], 0
        while total <= limit:
            try:
                chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            except BlockingIOError:         # cannot happen for a regular file; never wait on one
                raise FileProblem("cannot be read without waiting: not read") from None
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:                   # it grew while being read
            raise FileProblem(f"too large (more than {limit:,} bytes)", code="too_large", limit=limit)
        return b"".join(chunks)
    except OSError as exc:
        raise FileProblem(f"cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    finally:
        os.close(fd)


def read_text(path: str, limit: int, inside: str | None = None) -> str:
    """``read_bytes`` decoded as UTF-8 (a leading byte-order mark is dropped)."""
    raw = read_bytes(path, limit, inside)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileProblem("not UTF-8 text", code="not_text") from None


# ---------------------------------------------------------------- YAML

def _loader():
    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def check_yaml(text: str) -> None:
    """Refuse unknown tags, nesting deeper than MAX_DEPTH and more than MAX_NODES expanded nodes, from
    the parser's events alone (nothing composed, nothing constructed). Syntax errors are left to the
    caller's parser, which reports them with their line."""
    depth = 0
    expanded = 0
    sizes: dict[str, int] = {}
    open_anchors: list[tuple[str | None, int]] = []     # per open collection: its anchor, expanded at start
    try:
        for ev in yaml.parse(text, Loader=_loader()):
            if isinstance(ev, yaml.AliasEvent):
                add = sizes.get(ev.anchor)
                if add is None:              # an unknown or recursive alias: the composer reports it
                    continue
                expanded += add
            elif isinstance(ev, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                tag = ev.tag
                if tag is not None and tag != "!" and tag not in ALLOWED_TAGS:
                    shown = "!!" + tag[len(_CORE):] if tag.startswith(_CORE) else tag
                    raise FileProblem(f"unknown tag {shown}: nothing is read from it", ev.start_mark.line + 1, "tag", tag=shown)
                expanded += 1
                if isinstance(ev, yaml.ScalarEvent):
                    if ev.anchor is not None:
                        sizes[ev.anchor] = 1
                else:
                    depth += 1
                    if depth > MAX_DEPTH:
                        raise FileProblem(f"nested more than {MAX_DEPTH} levels deep", ev.start_mark.line + 1, "too_deep")
                    open_anchors.append((ev.anchor, expanded - 1))
            elif isinstance(ev, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
                anchor, start = open_anchors.pop()
                if anchor is not None:
                    sizes[anchor] = expanded - start
            else:
                continue
            if expanded > MAX_NODES:
                line = ev.start_mark.line + 1 if ev.start_mark else 1
                raise FileProblem(f"more than {MAX_NODES:,} values once its aliases are expanded "
                                  "(an alias bomb?): not read", line, "bomb")
    except yaml.YAMLError:
        return                              # the caller's parser gives the exact syntax error


def safe_yaml(text: str):
    """The plain value of a checked YAML text (C parser when present); ``yaml.YAMLError`` on bad syntax."""
    check_yaml(text)
    return yaml.load(text, Loader=_loader())  # noqa: S506 - a safe loader, after check_yaml


def compose_yaml(text: str):
    """The node tree of a checked YAML text (for line numbers); ``yaml.YAMLError`` on bad syntax."""
    check_yaml(text)
    return yaml.compose(text, Loader=yaml.SafeLoader)


# ---------------------------------------------------------------- JSON

def _depth(value, limit: int = MAX_DEPTH) -> int:
    """How deeply lists and mappings nest (stops counting past ``limit``), without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if d > deepest:
            deepest = d
            if deepest > limit:
                return deepest
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
    return deepest


def parse_json(text: str):
    """JSON, or FileProblem (one line, with the line of the damage)."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FileProblem(f"damaged or truncated (line {exc.lineno}, column {exc.colno})", exc.lineno, "damaged_at",
                          column=exc.colno) from None
    except RecursionError:
        raise FileProblem(f"nested more than {MAX_DEPTH} levels deep", code="too_deep") from None
    if _depth(value) > MAX_DEPTH:
        raise FileProblem(f"nested more than {MAX_DEPTH} levels deep", code="too_deep")
    return value


def load_json(path: str, limit: int = JSON_LIMIT, inside: str | None = None):
    """A JSON file, read bounded; ``FileNotFoundError`` or ``FileProblem``."""
    return parse_json(read_text(path, limit, inside))
