"""Dominant Species' screen tests size their text as the window BESTIARIO_TEST_WINDOW names (1024×600:
0.8; the canvas size when unset), whichever ``app`` fixture a test file makes; the class setting is put
back after each test so that it never leaks into the next one."""
import os

import pytest


@pytest.fixture(autouse=True)
def _text_window():
    from game.app import App
    App.text_window = float(os.environ.get("BESTIARIO_TEST_WINDOW", "0") or 0) or None
    yield
    App.text_window = None
