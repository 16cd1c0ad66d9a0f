"""Data models declared once: a pydantic model is both the typed, frozen object and its validation.

A game declares its card types as subclasses of :class:`Model` and loads a YAML document with
:func:`load_model`; every problem comes back as ``file:line: field: message`` (the error's location
mapped to the YAML line recorded by :func:`rules.engine.data.parse_yaml`). A game writes fields and,
where a rule spans fields, a ``model_validator`` — never checking code of its own.
"""
from __future__ import annotations

from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError

from rules.engine.data import DataError, DataProblem, Doc, load_yaml

M = TypeVar("M", bound=BaseModel)


# Scalars without silent conversions ("2" is not 2, true is not 1); YAML lists still become tuples.
Int = Annotated[int, Strict()]
NonNegInt = Annotated[int, Strict(), Field(ge=0)]
PosInt = Annotated[int, Strict(), Field(ge=1)]
Str = Annotated[str, Strict(), Field(min_length=1)]
AnyStr = Annotated[str, Strict()]
Bool = Annotated[bool, Strict()]
Float = Annotated[float, Strict()] | Annotated[int, Strict()]


class Model(BaseModel):
    """Frozen and closed (an unknown field is an error). Declare fields with the strict aliases above."""

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)


class Names(Model):
    """A name in each language of the interface."""

    es: Str
    en: Str

    def get(self, lang: str) -> str:
        return self.es if lang == "es" else self.en


def _path(loc: tuple, value: Any = None) -> str:
    """``cards[17].cost.hierba`` from pydantic's location, walking the document beside it so the tags
    pydantic inserts for unions (``cards.17.draw.count``) are dropped."""
    out = ""
    cur = value
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
            cur = cur[part] if isinstance(cur, list) and 0 <= part < len(cur) else None
            continue
        if isinstance(cur, dict) and part not in cur and part in {str(v) for v in cur.values()
                                                                   if isinstance(v, (str, int))}:
            continue                                   # a union's tag, not a field
        if isinstance(part, str) and (part.startswith("function-") or part in ("tagged-union", "union")):
            continue
        if not isinstance(cur, dict) and cur is not None and not isinstance(cur, list):
            continue
        out += f".{part}" if out else str(part)
        cur = cur.get(part) if isinstance(cur, dict) else None
    return out


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def _message(err: dict) -> str:
    """Our wording for pydantic's error types (the rest keep pydantic's message)."""
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    got = _show(err.get("input"))
    if kind == "missing":
        return "missing field"
    if kind == "extra_forbidden":
        return "unknown field"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"expected an integer, got {got}"
    if kind in ("string_type",):
        return f"expected a text, got {got}"
    if kind == "string_too_short":
        return f"expected a non-empty text, got {got}"
    if kind in ("bool_type", "bool_parsing"):
        return f"expected true or false, got {got}"
    if kind in ("list_type", "tuple_type"):
        return f"expected a list, got {got}"
    if kind in ("dict_type", "model_type", "model_attributes_type", "dataclass_type"):
        return f"expected a mapping, got {got}"
    if kind == "greater_than_equal":
        return f"expected an integer ≥ {ctx.get('ge')}, got {got}"
    if kind == "less_than_equal":
        return f"expected an integer ≤ {ctx.get('le')}, got {got}"
    if kind == "greater_than":
        return f"expected a number > {ctx.get('gt')}, got {got}"
    if kind == "less_than":
        return f"expected a number < {ctx.get('lt')}, got {got}"
    if kind == "literal_error":
        return f"expected one of {ctx.get('expected', '').replace(' or ', ', ')}, got {got}".replace("'", "")
    if kind in ("too_short", "too_long"):
        return f"expected {ctx.get('min_length', '')}{'–' + str(ctx.get('max_length')) if ctx.get('max_length') else '+'} items, got {ctx.get('actual_length')}"
    if kind == "union_tag_invalid":
        return f"unknown {ctx.get('discriminator', 'kind').strip(chr(39))} {_show(ctx.get('tag'))} (known: {ctx.get('expected_tags', '').replace(chr(39), '')})"
    if kind == "union_tag_not_found":
        return f"missing field {ctx.get('discriminator', '').strip(chr(39))}"
    if kind == "value_error":
        msg = str(err.get("msg", ""))
        return msg[len("Value error, "):] if msg.startswith("Value error, ") else msg
    return str(err.get("msg", "invalid value"))


def problems_of(exc: ValidationError, doc: Doc, base: str = "", value: Any = None) -> list[DataProblem]:
    out = []
    for err in exc.errors(include_url=False):
        path = _path(tuple(err.get("loc", ())), value)
        if base:
            path = f"{base}.{path}" if path and not path.startswith("[") else base + path
        out.append(DataProblem(doc.file, doc.line(path), path or "(root)", _message(err)))
    return out


def validate(model: type[M], value: Any, doc: Doc, base: str = "", context: dict | None = None) -> M:
    """``model`` built from ``value`` (a part of ``doc`` at path ``base``), or DataError."""
    try:
        return model.model_validate(value, context=context)
    except ValidationError as exc:
        raise DataError(problems_of(exc, doc, base, value)) from None


def load_model(model: type[M], path: str, display: str | None = None, context: dict | None = None) -> M:
    """Parse the YAML file at ``path`` into ``model``; DataError with one line per problem."""
    doc = load_yaml(path, display)
    return validate(model, doc.value, doc, context=context)
