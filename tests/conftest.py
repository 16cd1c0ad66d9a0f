import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_home(tmp_path, monkeypatch):
    """Every test gets its own user folder: settings and saves never touch the real one."""
    monkeypatch.setenv("BESTIARIO_HOME", str(tmp_path / "home"))
    yield


@pytest.fixture(autouse=True)
def _english():
    """Every test starts and ends in English (a test that switches language cannot leak it)."""
    from game import i18n
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def app():
    """A headless app (a test file may define its own ``app`` fixture instead)."""
    from game.app import App
    return App(headless=True)
