"""Selva decks for the screens: the prebuilt ones plus the player's own in ``<user folder>/decks/``.

A user deck is one YAML file in the deck format of docs/selva-design.md (``name: text`` instead of
``names``), its ``id`` the file stem. A broken file never stops the app: it is reported as one line
naming the file (and the line and field when known) and skipped.
"""
from __future__ import annotations

import glob
import os
import re
import tempfile
import unicodedata
from dataclasses import replace

from game.paths import user_dir

SLUG_MAX = 40


class DeckStoreError(Exception):
    """A deck that cannot be saved or deleted; the message is one line for the player."""


def decks_dir(create: bool = True) -> str:
    path = os.path.join(user_dir(), "decks")
    if create:
        os.makedirs(path, exist_ok=True)
    return path


def slug(name: str) -> str:
    """``"Mi Manada Nocturna!"`` → ``"mi_manada_nocturna"`` (ASCII snake_case, never empty)."""
    s = unicodedata.normalize("NFKD", str(name or "")).encode("ascii", "ignore").decode("ascii").lower()
    s = re.sub(r"[^a-z0-9]+", "_", s).strip("_")[:SLUG_MAX].strip("_")
    if not s:
        s = "deck"
    if s[0].isdigit():
        s = "deck_" + s
    return s


def deck_label(deck, lang: str | None = None) -> str:
    """The deck's name in the current (or given) language."""
    name = getattr(deck, "name", None) or getattr(deck, "names", None)
    if isinstance(name, dict):
        if lang is None:
            from game.i18n import name as pick
            return pick(name)
        return name.get(lang) or name.get("en") or next(iter(name.values()), "?")
    if isinstance(name, str) and name.strip():
        return name
    return getattr(deck, "id", "?")


def _prebuilt(pool) -> tuple[list, list[str]]:
    from rules.selva.decks import prebuilt
    try:
        return list(prebuilt(pool)), []
    except Exception as exc:  # a broken prebuilt deck is a data bug: report it, do not crash
        return [], [str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__]


def prebuilt_ids(pool) -> set[str]:
    return {d.id for d in _prebuilt(pool)[0]}


def _short(path: str) -> str:
    return os.path.join("decks", os.path.basename(path))


def _problem_lines(exc: Exception, path: str) -> str:
    """One line naming the file (and line/field when the DataError gives them)."""
    probs = getattr(exc, "problems", None)
    if probs:
        p = probs[0]
        more = f" (+{len(probs) - 1} more)" if len(probs) > 1 else ""
        field = getattr(p, "field", "")
        line = getattr(p, "line", None)
        where = f"{_short(path)}:{line}" if line else _short(path)
        return f"{where}: {field}: {getattr(p, 'message', str(p))}{more}" if field else f"{where}: {p}{more}"
    text = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
    return f"{_short(path)}: {text}"


def user_decks(pool) -> tuple[list[tuple[str, object]], list[str]]:
    """``[(path, deck)]`` for every readable user deck file (sorted by file name), and the problems."""
    from rules.selva.decks import load_deck
    out: list[tuple[str, object]] = []
    problems: list[str] = []
    try:
        folder = decks_dir(create=False)
        paths = sorted(glob.glob(os.path.join(folder, "*.yaml")) + glob.glob(os.path.join(folder, "*.yml")))
    except Exception as exc:  # pragma: no cover - an unreadable user folder
        return [], [f"decks: {exc}"]
    taken = prebuilt_ids(pool)
    seen: set[str] = set()
    for path in paths:
        try:
            deck = load_deck(path, pool)
        except Exception as exc:
            problems.append(_problem_lines(exc, path))
            continue
        stem = os.path.splitext(os.path.basename(path))[0]
        if getattr(deck, "id", stem) != stem:
            try:
                deck = replace(deck, id=stem)
            except Exception:
                pass
        if deck.id in taken:
            problems.append(f"{_short(path)}: id: '{deck.id}' is the id of a prebuilt deck")
            continue
        if deck.id in seen:
            problems.append(f"{_short(path)}: id: '{deck.id}' appears twice")
            continue
        seen.add(deck.id)
        out.append((path, deck))
    return out, problems


def list_decks(pool) -> tuple[list, list[str]]:
    """Prebuilt decks then the user's readable decks, and one line per problem. Never raises."""
    try:
        pre, problems = _prebuilt(pool)
    except Exception as exc:
        return [], [f"prebuilt decks: {exc}"]
    try:
        mine, more = user_decks(pool)
    except Exception as exc:  # pragma: no cover - defensive
        mine, more = [], [f"decks: {exc}"]
    return pre + [d for _, d in mine], problems + more


def is_user_deck(deck, pool) -> bool:
    return deck.id not in prebuilt_ids(pool)


def deck_path(deck_id: str) -> str:
    return os.path.join(decks_dir(), f"{slug(deck_id)}.yaml")


def save_user_deck(deck, pool=None) -> str:
    """Write ``deck`` to ``<user folder>/decks/<slug of its name>.yaml`` atomically; return the path.

    The id becomes the slug (file stem). A name whose slug is a prebuilt deck's id is refused."""
    from rules.selva.decks import deck_to_yaml
    ident = slug(deck_label(deck, "en"))
    if pool is None:
        from rules.selva.cards import load_pool
        pool = load_pool()
    if ident in prebuilt_ids(pool):
        raise DeckStoreError(f"'{ident}' is the name of a prebuilt deck: choose another name")
    if getattr(deck, "id", None) != ident:
        deck = replace(deck, id=ident)
    text = deck_to_yaml(deck)
    folder = decks_dir()
    path = os.path.join(folder, f"{ident}.yaml")
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".yaml", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return path


def delete_user_deck(deck_or_id, pool=None) -> bool:
    """Remove the user deck file; False when there is none. Prebuilt decks are never deleted."""
    ident = deck_or_id if isinstance(deck_or_id, str) else deck_or_id.id
    if pool is not None and ident in prebuilt_ids(pool):
        raise DeckStoreError(f"'{ident}' is a prebuilt deck: it cannot be deleted")
    folder = decks_dir(create=False)
    for ext in (".yaml", ".yml"):
        path = os.path.join(folder, f"{ident}{ext}")
        if os.path.exists(path):
            os.remove(path)
            return True
    return False
