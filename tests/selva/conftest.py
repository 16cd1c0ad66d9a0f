"""Selva's screen tests click as fast as a test can: the guard that makes a new prompt's buttons ignore
clicks for a moment is off unless a test asks for it (the ``guarded`` fixture). The text is sized as the
window BESTIARIO_TEST_WINDOW names (1024×600: 0.8; the canvas when unset) whichever way a test makes its
app, and a test that sets ``App.text_window`` itself never leaks it into the next one."""
import os

import pytest

from game.selva import button_row


@pytest.fixture
def guarded():
    """The buttons' click guard as the player has it."""
    return button_row.GUARD_SECONDS


@pytest.fixture(autouse=True)
def _quick_buttons(request, monkeypatch):
    if "guarded" not in request.fixturenames:
        monkeypatch.setattr(button_row, "GUARD_SECONDS", 0.0)
    yield


@pytest.fixture(autouse=True)
def _text_window():
    from game.app import App
    App.text_window = float(os.environ.get("BESTIARIO_TEST_WINDOW", "0") or 0) or None
    yield
    App.text_window = None
