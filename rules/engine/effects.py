"""Card effects as named terms: the schema of a term and its handler are declared together.

    EFFECTS = EffectRegistry("<game id>")

    @EFFECTS.effect("draw", count=PosInt)
    def draw(ctx, count):
        ...

In YAML a term is ``{effect: draw, count: 2}``. ``EFFECTS.term_type()`` is the pydantic type of a term
(a union discriminated by ``effect``), for a card model's field; ``EFFECTS.run(ctx, term)`` calls the
handler with the term's parameters. Unknown terms, missing or unknown parameters and wrong types are
reported by the model's loader with file, line and field, as every other data problem.
"""
from __future__ import annotations

from typing import Annotated, Any, Callable, Literal, Union

from pydantic import Field, create_model

from rules.engine.models import Model


class EffectTerm(Model):
    """Base of every generated term model: ``effect`` names it, the other fields are its parameters."""

    effect: str

    def params(self) -> dict:
        return {k: getattr(self, k) for k in type(self).model_fields if k != "effect"}


class EffectRegistry:
    """The effects of one game (or one family of a game's rules, e.g. scoring terms)."""

    def __init__(self, name: str, key: str = "effect"):
        self.name = name
        self.key = key
        self.handlers: dict[str, Callable] = {}
        self.models: dict[str, type[EffectTerm]] = {}
        self._type: Any = None

    def effect(self, name: str, **params: Any) -> Callable[[Callable], Callable]:
        """Register ``name`` with typed parameters (``count=PosInt``; ``(type, default)`` for an
        optional one) and the decorated function as its handler."""
        if name in self.handlers:
            raise ValueError(f"{self.name}: effect {name!r} registered twice")

        def deco(fn: Callable) -> Callable:
            fields: dict[str, Any] = {self.key: (Literal[name], ...)}
            for pname, spec in params.items():
                fields[pname] = spec if isinstance(spec, tuple) else (spec, ...)
            model = create_model(f"{self.name}_{name}", __base__=_base(self.key), **fields)
            self.handlers[name] = fn
            self.models[name] = model
            self._type = None
            return fn
        return deco

    def term_type(self) -> Any:
        """The pydantic type of one term of this registry (a union discriminated by the key)."""
        if self._type is None:
            models = tuple(self.models.values())
            if not models:
                raise ValueError(f"{self.name}: no effects registered")
            if len(models) == 1:
                self._type = models[0]
            else:
                self._type = Annotated[Union[models], Field(discriminator=self.key)]  # noqa: UP007
        return self._type

    def run(self, ctx: Any, term: Any, **extra: Any) -> Any:
        name = getattr(term, self.key)
        params = {k: getattr(term, k) for k in type(term).model_fields if k != self.key}
        return self.handlers[name](ctx, **params, **extra)

    def names(self) -> list[str]:
        return sorted(self.handlers)


_BASES: dict[str, type] = {}


def _base(key: str) -> type:
    if key == "effect":
        return Model
    base = _BASES.get(key)
    if base is None:
        base = _BASES[key] = create_model(f"Term_{key}", __base__=Model)
    return base
