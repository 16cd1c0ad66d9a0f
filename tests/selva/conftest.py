"""Selva's screen tests click as fast as a test can: the guard that makes a new prompt's buttons ignore
clicks for a moment is off unless a test asks for it (the ``guarded`` fixture)."""
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
