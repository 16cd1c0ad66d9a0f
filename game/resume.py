"""Opening a saved game from any screen (the menu's Continue, the Saved games screen, ``play --resume``).

A save that is refused names its cause in one line; when an older good state of it remains, a dialog
offers it ("Resume the one before"). A game whose own data files are broken shows them on the error
screen instead of failing at the table."""
from __future__ import annotations

from game import saving
from game.i18n import tr
from rules.engine.saves import SaveError


def game_files_ok(app, game_id: str) -> bool:
    """Open a game only when its files load; otherwise show what is broken, line by line."""
    from game.check_data import game_problems
    from rules.registry import GAMES
    if game_id not in GAMES:
        return True                  # the save itself will be refused, with its reason
    problems = game_problems(game_id)
    if problems:
        app.push_scene("error", title=tr("errors.cannot_open", game=tr(f"games.{game_id}.name")), lines=problems)
        return False
    return True


def open_saved(app, save_id: str, skip: tuple = (), game_id: str | None = None) -> bool:
    """Resume ``save_id`` at its table; True when the table opened."""
    if game_id and not game_files_ok(app, game_id):
        return False
    try:
        session = saving.load(save_id, skip)
    except SaveError as exc:
        problem = saving.explain(exc)
        if getattr(exc, "fallback", False):
            refused = tuple(getattr(exc, "refused", ()))
            app.push_scene("dialog", message=tr("save.offer_previous", problem=problem),
                           buttons=[(tr("save.resume_previous"), lambda: open_saved(app, save_id, refused, game_id)),
                                    (tr("dialog.cancel"), None)])
        elif skip:
            app.show_message(tr("save.previous_bad", problem=problem), seconds=6.0)
        else:
            app.show_message(tr("menu.cannot_continue", why=problem), seconds=6.0)
        return False
    if not game_id and not game_files_ok(app, session.game_id):
        return False
    app.push_scene("table", session=session)
    return True
