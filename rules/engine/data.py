"""YAML data files: loaded with line numbers, validated against small schemas.

Every problem is reported as ``file:line: field: what is wrong``; no Python and no eval in YAML.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable

import yaml

from rules.engine.files import YAML_LIMIT, FileProblem, compose_yaml, read_text, safe_yaml


@dataclass(frozen=True)
class DataProblem:
    file: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.field}: {self.message}"


class DataError(Exception):
    """One or more problems in data files; ``str()`` gives one line per problem."""

    def __init__(self, problems: list[DataProblem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class Doc:
    """A parsed YAML document: plain Python values plus the line of every path."""

    def __init__(self, file: str, value: Any, lines: dict[str, int]):
        self.file = file
        self.value = value
        self.lines = lines

    def line(self, path: str) -> int:
        while path:
            if path in self.lines:
                return self.lines[path]
            cut = max(path.rfind("."), path.rfind("["))
            path = path[:cut] if cut > 0 else ""
        return self.lines.get("", 1)


def _join(path: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def _build(node: yaml.Node, path: str, lines: dict[str, int], file: str) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict = {}
        for knode, vnode in node.value:
            key = _build(knode, path, {}, file)
            sub = _join(path, key)
            if key in out:
                raise DataError([DataProblem(file, knode.start_mark.line + 1, sub, "duplicate key")])
            out[key] = _build(vnode, sub, lines, file)
            lines[sub] = knode.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(v, _join(path, i), lines, file) for i, v in enumerate(node.value)]
    return _scalar(node)


def _scalar(node: yaml.ScalarNode) -> Any:
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    finally:
        loader.dispose()


def _refused(exc: FileProblem, file: str) -> DataError:
    return DataError([DataProblem(file, exc.line, "(file)", exc.why)])


def parse_yaml(text: str, file: str) -> Doc:
    """A YAML text as a ``Doc`` (values and lines), through the bounded checks of ``rules.engine.files``."""
    try:
        node = compose_yaml(text)
    except FileProblem as exc:
        raise _refused(exc, file) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        what = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DataError([DataProblem(file, line, "(syntax)", f"not valid YAML: {what}")]) from None
    if node is None:
        raise DataError([DataProblem(file, 1, "(file)", "the file is empty")])
    lines: dict[str, int] = {}
    value = _build(node, "", lines, file)
    return Doc(file, value, lines)


def read_yaml_text(path: str, display: str | None = None, inside: str | None = None) -> str:
    """The text of a YAML file, read bounded (a regular file of sane size; with ``inside``, never through a
    link out of that folder); DataError naming the file otherwise."""
    display = display or path
    try:
        return read_text(path, YAML_LIMIT, inside)
    except FileNotFoundError:
        raise DataError([DataProblem(display, 1, "(file)", "cannot read: No such file or directory")]) from None
    except FileProblem as exc:
        raise _refused(exc, display) from None


def load_plain(path: str, display: str | None = None):
    """The plain value of a YAML file through the C parser, without line numbers: for files read at every
    start (interface strings) where only a broken file needs the slow, exact report of ``load_yaml``."""
    display = display or path
    text = read_yaml_text(path, display)
    try:
        value = safe_yaml(text)
    except FileProblem as exc:
        raise _refused(exc, display) from None
    except yaml.YAMLError:
        return parse_yaml(text, display).value      # the exact report (raises DataError with the line)
    if value is None:
        raise DataError([DataProblem(display, 1, "(file)", "the file is empty")])
    return value


def load_yaml(path: str, display: str | None = None, inside: str | None = None) -> Doc:
    display = display or path
    return parse_yaml(read_yaml_text(path, display, inside), display)


# ---------------------------------------------------------------- schema checking

Check = Callable[[Any, str, "Checker"], Any]


class Checker:
    """Collects problems while walking a document against a schema."""

    def __init__(self, doc: Doc):
        self.doc = doc
        self.problems: list[DataProblem] = []

    def fail(self, path: str, message: str) -> None:
        self.problems.append(DataProblem(self.doc.file, self.doc.line(path), path or "(root)", message))

    def raise_if_any(self) -> None:
        if self.problems:
            raise DataError(self.problems)


def _show(value: Any) -> str:
    return f'"{value}"' if isinstance(value, str) else repr(value)


def integer(lo: int | None = None, hi: int | None = None) -> Check:
    def check(value: Any, path: str, ck: Checker) -> Any:
        if isinstance(value, bool) or not isinstance(value, int):
            rng = f" {lo}–{hi}" if lo is not None and hi is not None else (f" ≥ {lo}" if lo is not None else "")
            ck.fail(path, f"expected an integer{rng}, got {_show(value)}")
            return None
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            ck.fail(path, f"expected an integer in {lo}–{hi}, got {value}" if hi is not None
                    else f"expected an integer ≥ {lo}, got {value}")
            return None
        return value
    return check


def text(nonempty: bool = True) -> Check:
    def check(value: Any, path: str, ck: Checker) -> Any:
        if not isinstance(value, str) or (nonempty and not value.strip()):
            ck.fail(path, f"expected a non-empty text, got {_show(value)}")
            return None
        return value
    return check


def one_of(*choices: str) -> Check:
    def check(value: Any, path: str, ck: Checker) -> Any:
        if value not in choices:
            ck.fail(path, f"expected one of {', '.join(choices)}, got {_show(value)}")
            return None
        return value
    return check


def boolean() -> Check:
    def check(value: Any, path: str, ck: Checker) -> Any:
        if not isinstance(value, bool):
            ck.fail(path, f"expected true or false, got {_show(value)}")
            return None
        return value
    return check


def colour() -> Check:
    def check(value: Any, path: str, ck: Checker) -> Any:
        if (not isinstance(value, list) or len(value) != 3
                or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value)):
            ck.fail(path, f"expected a colour [r, g, b] with values 0–255, got {_show(value)}")
            return None
        return tuple(value)
    return check


def listing(item: Check, min_len: int = 0, max_len: int | None = None) -> Check:
    def check(value: Any, path: str, ck: Checker) -> Any:
        if not isinstance(value, list):
            ck.fail(path, f"expected a list, got {_show(value)}")
            return None
        if len(value) < min_len or (max_len is not None and len(value) > max_len):
            span = f"{min_len}–{max_len}" if max_len is not None else f"at least {min_len}"
            ck.fail(path, f"expected {span} items, got {len(value)}")
        return [item(v, _join(path, i), ck) for i, v in enumerate(value)]
    return check


def record(required: dict[str, Check], optional: dict[str, Check] | None = None) -> Check:
    optional = optional or {}

    def check(value: Any, path: str, ck: Checker) -> Any:
        if not isinstance(value, dict):
            ck.fail(path, f"expected a mapping, got {_show(value)}")
            return None
        out = {}
        for key, sub in required.items():
            if key not in value:
                ck.fail(_join(path, key), "missing field")
                out[key] = None
            else:
                out[key] = sub(value[key], _join(path, key), ck)
        for key, sub in optional.items():
            if key in value:
                out[key] = sub(value[key], _join(path, key), ck)
        for key in value:
            if key not in required and key not in optional:
                ck.fail(_join(path, key), "unknown field")
        return out
    return check


def names() -> Check:
    return record({"es": text(), "en": text()})


def effect_term(known: dict[str, dict[str, Check]]) -> Check:
    """``{effect: NAME, param: value, ...}`` where NAME is one of ``known`` with those params."""

    def check(value: Any, path: str, ck: Checker) -> Any:
        if not isinstance(value, dict) or "effect" not in value:
            ck.fail(path, f"expected an effect term {{effect: NAME, ...}}, got {_show(value)}")
            return None
        name = value["effect"]
        if name not in known:
            ck.fail(_join(path, "effect"), f"unknown effect {_show(name)} (known: {', '.join(sorted(known))})")
            return None
        params = {k: v for k, v in value.items() if k != "effect"}
        out = record(known[name])(params, path, ck) or {}
        return {"effect": name, **out}
    return check


def unique_ids(items: list, path: str, ck: Checker, key: str = "id") -> None:
    seen: dict[Any, int] = {}
    for i, item in enumerate(items or []):
        if isinstance(item, dict) and item.get(key) is not None:
            ident = item[key]
            if ident in seen:
                ck.fail(_join(_join(path, i), key), f"duplicate id {_show(ident)} (first at {path}[{seen[ident]}])")
            else:
                seen[ident] = i


def resource_root() -> str:
    """The project root, or the unpacked bundle of a frozen (PyInstaller) app."""
    import sys
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return base
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def data_dir() -> str:
    """The data folder: the shipped one, or ``BESTIARIO_DATA`` (tests put a damaged copy there)."""
    return os.environ.get("BESTIARIO_DATA") or os.path.join(resource_root(), "data")


def check_file(root: str, rel: str, parse: Callable[[str, str], Any]) -> list[DataProblem]:
    """``check-data`` for one data file: the problems ``parse(path, display)`` reports, or 'missing'."""
    path = os.path.join(root, rel)
    if not os.path.exists(path):
        return [DataProblem(os.path.join(os.path.basename(root), rel), 1, "(file)", "missing")]
    try:
        parse(path, path)
    except DataError as exc:
        return exc.problems
    return []
