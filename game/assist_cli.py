"""The command line's ``hint`` and ``review`` (main.py parses the arguments; this module does the work).

A game comes from a save id (``saves`` lists them; a finished game's record in ``finished/`` too), a
save file, or a game log (``simulate --log``, the ``--index``-th game). Its actions are replayed; the
analyst reads only the mover's (or the reviewed seat's) view. Actions are put in the player's words by
the game's own table, made headless."""
from __future__ import annotations

import json
import os


class SourceError(Exception):
    """A game that cannot be read: one line."""


def read_game(source: str, index: int = 0) -> tuple[str, dict, int, list]:
    """``(game_id, config, seed, actions)`` of a save id, a save or finished record file, or a log."""
    from game.paths import finished_dir, saves_dir
    from rules.engine.core import Action
    from rules.engine.files import FileProblem, read_text
    path = source
    if not os.path.exists(path):
        for folder in (saves_dir(), finished_dir()):
            cand = os.path.join(folder, source + ".json")
            if os.path.isfile(cand):
                path = cand
                break
        else:
            raise SourceError(f"{source}: no such saved game or file ('saves' lists the saved games)")
    try:
        text = read_text(path, 64 * 1024 * 1024)
    except FileProblem as exc:
        raise SourceError(f"{source}: {exc.why}") from None
    except OSError as exc:
        raise SourceError(f"{source}: cannot be read ({exc.strerror})") from None
    lines = [ln for ln in text.splitlines() if ln.strip()]
    try:
        if len(lines) > 1 or '"steps"' in text:
            if not 0 <= index < len(lines):
                raise SourceError(f"--index {index}: the log holds {len(lines)} games")
            rec = json.loads(lines[index])
            return rec["game"], rec["config"], int(rec["seed"]), [Action.from_json(s["action"]) for s in rec["steps"]]
        data = json.loads(text)
        return data["game"], data["config"], int(data["seed"]), [Action.from_json(a) for a in data["actions"]]
    except SourceError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise SourceError(f"{source}: not a game log or a save ({exc.__class__.__name__})") from None


def _table(session, seat: int, lang: str | None):
    """The game's table, headless, shown from ``seat`` (its ``describe`` tells actions in words)."""
    from game import i18n
    from game.app import App
    from game.registry import open_table
    app = App(headless=True)
    if lang:
        i18n.set_language(lang)
    table = open_table(app, session, view_seat=seat)
    table.seat = seat
    return app, table


def hint(source: str, step: int | None, top: int, index: int = 0, seed: int = 0, lang: str | None = None,
         level: str = "hard", worlds: int | None = None) -> list[dict]:
    """The hint lines (``{action, win, reason}``) for the player to move after ``step`` decisions."""
    from game.hints import hint_lines
    from rules.engine.review import HINT_WORLDS, hints
    from rules.engine.replay import ReplaySession
    game_id, config, gseed, actions = read_game(source, index)
    if step is not None and not 0 <= step <= len(actions):
        raise SourceError(f"--step must be 0–{len(actions)} for that game, not {step}")
    session = ReplaySession(game_id, config, gseed, actions)
    session.goto(len(actions) if step is None else step)
    mover = session.current_player()
    if mover is None:
        raise SourceError(f"{source}: the game is over at that step: nobody is to move (give --step)")
    game = session.game
    view = game.view(session.state, mover)
    found = hints(session.descriptor, view, mover, top=top, seed=seed, worlds=worlds or HINT_WORLDS, level=level)
    _app, table = _table(session, mover, lang)
    return [{"action": e["action"], "win": e["win"], "reason": e["reason"]}
            for e in hint_lines(game, view, mover, found, table.describe, game_id)]


def review(source: str, seat: int | None, out: str | None, index: int = 0, seed: int = 0,
           lang: str | None = None, worlds: int | None = None, level: str = "hard") -> list[dict]:
    """The review's lines: one per decision, then the drops; writes the chart to ``out``."""
    from game.hints import action_words, percent, points_text
    from rules.engine.replay import ReplaySession
    from rules.engine.review import WORLDS, positions, review as review_game
    game_id, config, gseed, actions = read_game(source, index)
    session = ReplaySession(game_id, config, gseed, actions)
    session.goto(len(actions))
    n = len(session.game.result(session.state).scores) if session.result() is not None else None
    if n is None:
        n = getattr(session.state, "n", 2)
    if seat is None:
        seat = next((i for i, k in enumerate(config.get("seats") or []) if k == "human"), 0)
    if not 0 <= seat < n:
        raise SourceError(f"--seat must be a seat 0–{n - 1}, not {seat}")
    rev = review_game(game_id, config, gseed, actions, seat, worlds=worlds or WORLDS, review_seed=seed, level=level)
    out_lines = [{"decision": d.index + 1, "mover": d.mover, "action": str(d.action),
                  "before": round(d.before, 3), "after": round(d.after, 3)} for d in rev.decisions]
    app, table = _table(session, seat, lang)
    states = positions(game_id, config, gseed, actions[:max([x.decision.index for x in rev.drops] + [0]) + 1])
    game = session.game
    for i, x in enumerate(rev.drops):
        d = x.decision
        view = game.view(states[d.index], d.mover)
        line = {"drop": i + 1, "decision": d.index + 1, "before": round(d.before, 3), "after": round(d.after, 3),
                "played": action_words(game, view, d.mover, d.action, table.describe, i, game_id)}
        if x.best is not None:
            line["ai"] = action_words(game, view, d.mover, x.best, table.describe, i, game_id)
            line["ai_win"] = round(x.best_chance, 3)
            line["reason"] = f"{percent(x.best_chance)}; " + points_text(game_id, x.gain, x.rival_gain)
        out_lines.append(line)
    if out:
        write_chart(out, rev, [table.player_name(p) for p in range(table.n)])
    return out_lines


def write_chart(path: str, rev, names: list[str]) -> None:
    """The review's chart as a PNG (960×420, the table's colours)."""
    import pygame
    from game.i18n import tr
    from game.review_view import draw_chances
    from game.table.paint import GOLD
    from game.text import render
    surface = pygame.Surface((960, 420))
    surface.fill((24, 30, 34))
    surface.blit(render(tr("assist.review.title", name=names[rev.seat]), 20, GOLD, bold=True), (16, 10))
    draw_chances(surface, pygame.Rect(8, 44, 944, 368), rev.curve, names,
                 drops=[x.decision.index for x in rev.drops], size=15)
    pygame.image.save(surface, path)
