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
    """A headless app (a test file may define its own ``app`` fixture instead). BESTIARIO_TEST_WINDOW=0.8
    sizes its text as a window of that scale would (1024×600: 0.8) while clicks stay on the canvas."""
    from game.app import App
    App.text_window = float(os.environ.get("BESTIARIO_TEST_WINDOW", "0") or 0) or None
    return App(headless=True)


@pytest.fixture(params=[None, 0.8], ids=["canvas", "small-window"])
def text_window(request):
    """Run a screen test twice: text as on the canvas, and as a 1024×600 window draws it (every text
    at least 15 on the canvas) while clicks stay on the canvas."""
    from game import text
    from game.app import App
    App.text_window = request.param
    text.set_zoom(1.0, request.param or 1.0)
    yield request.param
    App.text_window = None
    text.set_zoom(1.0, 1.0)


@pytest.fixture(params=[(1280, 720), (1024, 600)], ids=["1280x720", "1024x600"])
def sized_app(request):
    """A headless app at the canvas size and at the smallest supported window."""
    from game.app import App
    return App(headless=True, size=request.param)
