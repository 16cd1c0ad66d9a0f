"""Parts named by dotted path, resolved on first use.

A game's descriptor and its screens name their parts as ``"package.module:NAME"`` (the rules object, the
data check, the bench sections, the table class...). Nothing is imported until the part is first used,
so the registries list every game without loading one, and no game writes lazy wrapper functions."""
from __future__ import annotations

import importlib
from typing import Any, Callable

_resolved: dict[str, Any] = {}


def resolve(ref: Any) -> Any:
    """The object a ``"module:NAME"`` path names (``NAME`` may be dotted: ``mod:Class.attr``); anything
    that is not a string is returned as it is."""
    if not isinstance(ref, str):
        return ref
    hit = _resolved.get(ref)
    if hit is not None:
        return hit
    module, sep, name = ref.partition(":")
    if not sep or not module or not name:
        raise ValueError(f"a part is named 'package.module:NAME', not {ref!r}")
    obj: Any = importlib.import_module(module)
    for part in name.split("."):
        obj = getattr(obj, part)
    _resolved[ref] = obj
    return obj


def factory(ref: Any) -> Callable[[], Any] | None:
    """``ref`` as a callable returning the named object (a class, a rules object), or None."""
    if ref is None or (callable(ref) and not isinstance(ref, str)):
        return ref
    made = lambda: resolve(ref)  # noqa: E731
    made.ref = ref
    return made


def function(ref: Any) -> Callable | None:
    """``ref`` as a callable forwarding its arguments to the named function, or None."""
    if ref is None or (callable(ref) and not isinstance(ref, str)):
        return ref
    made = lambda *args, **kwargs: resolve(ref)(*args, **kwargs)  # noqa: E731
    made.ref = ref
    return made


def modules_named(*holders) -> list[str]:
    """The modules every dotted path of these descriptors names (the packager imports them: a frozen app
    cannot find a module it only meets as a string)."""
    out: list[str] = []
    for holder in holders:
        values = list(vars(holder).values()) if hasattr(holder, "__dict__") else []
        for v in values:
            for item in (v.values() if isinstance(v, dict) else [v]):
                ref = getattr(item, "ref", None)
                if isinstance(ref, str) and ref.split(":")[0] not in out:
                    out.append(ref.split(":")[0])
    return out
