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
    name = deck.name
    if isinstance(name, dict):
        if lang is None:
            from game.i18n import name as pick
            return pick(name)
        return name.get(lang) or name.get("en") or next(iter(name.values()), "?")
    if isinstance(name, str) and name.strip():
        return name
    return deck.id or "?"


def _prebuilt(pool) -> tuple[list, list[str]]:
    from rules.engine.data import DataError
    from rules.selva.decks import prebuilt
    try:
        return list(prebuilt(pool)), []
    except DataError as exc:  # a broken prebuilt deck file: report it in one line, do not crash
        return [], [str(exc).splitlines()[0]]


def prebuilt_ids(pool) -> set[str]:
    return {d.id for d in _prebuilt(pool)[0]}


def _short(path: str) -> str:
    return os.path.join("decks", os.path.basename(path))


def _problem_line(exc: Exception, display: str) -> str:
    """One line naming the file (and line/field when the DataError gives them)."""
    probs = getattr(exc, "problems", None)
    if probs:
        more = f" (+{len(probs) - 1} more)" if len(probs) > 1 else ""
        return f"{probs[0]}{more}"
    text = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
    return f"{display}: {text}"


def read_user_deck(path: str, pool):
    """The deck in ``path`` (its id = the file stem). Raises DataError naming the file, the line and the
    field for bad YAML, a wrong field or a card the pool does not know."""
    from rules.engine.data import DataError, DataProblem, load_yaml
    from rules.selva.decks import parse_deck
    display = _short(path)
    doc = load_yaml(path, display, inside=os.path.dirname(os.path.abspath(path)))
    deck = parse_deck(doc, pool, display)
    bad = []
    for i, cid in enumerate(deck.alfas):
        if cid not in pool.index:
            bad.append(DataProblem(display, doc.line(f"alfas[{i}]"), f"alfas[{i}]", f'unknown card "{cid}"'))
    for zone in ("bosque", "reserva"):
        for cid, _n in getattr(deck, zone):
            if cid not in pool.index:
                bad.append(DataProblem(display, doc.line(f"{zone}.{cid}"), f"{zone}.{cid}", f'unknown card "{cid}"'))
    if bad:
        raise DataError(bad)
    stem = os.path.splitext(os.path.basename(path))[0]
    if deck.id != stem:
        deck = replace(deck, id=stem)
    return deck


def user_decks(pool) -> tuple[list[tuple[str, object]], list[str]]:
    """``[(path, deck)]`` for every readable user deck file (sorted by file name), and the problems.

    Decks that break a deck rule (too few cards…) are listed: the editor can fix them; the setup
    screen offers only legal ones."""
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
            deck = read_user_deck(path, pool)
        except Exception as exc:
            problems.append(_problem_line(exc, _short(path)))
            continue
        if deck.id in taken:
            problems.append(f"{_short(path)}:1: id: '{deck.id}' is the id of a prebuilt deck: rename the file")
            continue
        if deck.id in seen:
            problems.append(f"{_short(path)}:1: id: '{deck.id}' appears twice")
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
    if not ident or slug(ident) != ident:      # only our own file names: never a path
        return False
    if pool is not None and ident in prebuilt_ids(pool):
        raise DeckStoreError(f"'{ident}' is a prebuilt deck: it cannot be deleted")
    folder = decks_dir(create=False)
    for ext in (".yaml", ".yml"):
        path = os.path.join(folder, f"{ident}{ext}")
        if os.path.exists(path):
            os.remove(path)
            return True
    return False
