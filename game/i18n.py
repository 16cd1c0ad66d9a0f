"""Interface strings: ``data/i18n/<lang>.yaml`` (nested keys), looked up as ``tr("menu.quit")``, then
each registered game's own files (``data/<game>/i18n.<lang>.yaml``, listed in its ``GameUI``)."""
from __future__ import annotations

import os

from rules.engine.data import DataError, load_plain
from game.paths import resource

LANGUAGES = ("en", "es")
_tables: dict[str, dict[str, str]] = {}
_lang = "en"


def _flatten(prefix: str, value, out: dict) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _flatten(f"{prefix}.{k}" if prefix else str(k), v, out)
    else:
        out[prefix] = str(value)


SHARED_FILES = ("i18n/{lang}.yaml",)


def files() -> list[str]:
    """Every interface-string file pattern (``{lang}`` to fill): the shared one, then each game's."""
    from game.registry import UIS
    out = list(SHARED_FILES)
    for ui in UIS.values():
        out += [f"{ui.id}/{pattern}" for pattern in ui.i18n]
    return out


def load_table(lang: str, root: str | None = None) -> dict[str, str]:
    out: dict[str, str] = {}
    for pattern in files():
        fname = pattern.format(lang=lang)
        path = os.path.join(root or resource("data"), fname)
        if not os.path.exists(path):
            continue
        _flatten("", load_plain(path, os.path.join("data", fname)), out)
    return out


def table(lang: str) -> dict[str, str]:
    if lang not in _tables:
        try:
            _tables[lang] = load_table(lang)
        except DataError:
            _tables[lang] = {}
    return _tables[lang]


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _lang


def tr(key: str, **kw) -> str:
    """The string for ``key`` in the current language (English, then the key itself, as fallback)."""
    s = table(_lang).get(key)
    if s is None:
        s = table("en").get(key, key)
    if kw:
        try:
            return s.format(**kw)
        except (KeyError, IndexError, ValueError):
            return s
    return s


def tr_or(key: str, default: str, **kw) -> str:
    """``tr(key)``, or ``default`` when the strings do not have it (e.g. a broken strings file)."""
    s = tr(key, **kw)
    if s == key:
        try:
            return default.format(**kw)
        except (KeyError, IndexError, ValueError):
            return default
    return s


def plural_form(n: int, lang: str | None = None) -> str:
    """The plural category of ``n``: ``one`` or ``other`` (both interface languages use these two)."""
    return "one" if n == 1 else "other"


def tr_n(key: str, n: int, **kw) -> str:
    """``key.one`` or ``key.other`` for the count ``n`` (``{n}`` is filled): "1 card", "2 cards"."""
    form = plural_form(n, _lang)
    text = tr(f"{key}.{form}", n=n, **kw)
    if text == f"{key}.{form}":          # a table without plural forms: the plain key
        text = tr(key, n=n, **kw)
    return text


def name(names: dict) -> str:
    """Pick the current language from a ``{es:…, en:…}`` mapping (or a model with ``es``/``en`` fields)."""
    if not isinstance(names, dict):
        return getattr(names, _lang, None) or getattr(names, "en", None) or "?"
    return names.get(_lang) or names.get("en") or next(iter(names.values()), "?")
