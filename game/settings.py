"""Player settings, saved as JSON in the user folder: language, pace, window, volume, and the choices a
player made last time (the game chosen in the menu, and per game its last setup)."""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field, fields

from game.paths import settings_path
from rules.engine.files import FileProblem, load_json
from rules.engine.saves import write_json_atomic

SETTINGS_LIMIT = 1024 * 1024

SPEEDS = ("slow", "normal", "fast", "instant")
UNDO_MODES = ("off", "fair", "practice")
UI_SCALES = (100, 125, 150)            # interface scale in per cent: the text on top of the window's scale
COVER_MODES = ("needed", "always")      # hot-seat: cover the table only when a hand would show, or always
DELAYS = {"slow": 1.2, "normal": 0.7, "fast": 0.25, "instant": 0.0}


@dataclass
class Settings:
    language: str = "en"
    animation: str = "normal"     # slow | normal | fast | instant
    fullscreen: bool = False
    volume: float = 0.6
    window: list = field(default_factory=lambda: [1280, 720])    # the window size outside full screen
    palette: str = "standard"     # standard | colour_blind (player and element colours)
    ui_scale: int = 100           # 100 | 125 | 150: text larger than the window alone would make it
    hotseat_cover: str = "needed"  # needed (only when the next player would see something hidden) | always
    undo: str = "fair"            # off | fair (never past a reveal) | practice (always; the game is marked)
    last_game: str = ""
    setups: dict = field(default_factory=dict)                   # game id -> its last setup
    tutorials_offered: list = field(default_factory=list)        # games whose guided first game was offered
    server: str = "ws://127.0.0.1:8765"   # the online server last used (the Online screen)
    online_name: str = ""                 # the name this player gives at online tables
    problem: str | None = field(default=None, compare=False)     # why the file could not be used

    @property
    def ai_delay(self) -> float:
        """Seconds an AI play stays on screen before the next one."""
        return DELAYS.get(self.animation, 0.7)

    @classmethod
    def load(cls) -> "Settings":
        """The saved settings; a file that cannot be used is reported once (``problem``), kept aside as
        ``settings.bad.json`` and replaced by the defaults."""
        path = settings_path()
        s = cls()
        try:
            data = load_json(path, SETTINGS_LIMIT)
            if not isinstance(data, dict):
                raise FileProblem("not a set of settings", code="not_settings")
        except FileNotFoundError:
            return s
        except FileProblem as exc:
            bad = os.path.splitext(path)[0] + ".bad.json"
            try:
                if os.path.lexists(bad) and os.path.isdir(bad) and not os.path.islink(bad):
                    raise OSError("a folder is in the way")
                os.replace(path, bad)
            except OSError:
                bad = path
            s.problem = (exc.why, os.path.basename(bad), exc.code)
            return s
        names = {f.name for f in fields(cls)} - {"problem"}
        for k, v in data.items():
            if k in names and isinstance(v, type(getattr(s, k))) and not (isinstance(v, bool) and k == "volume"):
                setattr(s, k, v)
        if s.animation not in SPEEDS:
            s.animation = "normal"
        if s.undo not in UNDO_MODES:
            s.undo = "fair"
        if s.ui_scale not in UI_SCALES or isinstance(s.ui_scale, bool):
            s.ui_scale = 100
        if s.hotseat_cover not in COVER_MODES:
            s.hotseat_cover = "needed"
        from game.palette import PALETTES
        if s.palette not in PALETTES:
            s.palette = "standard"
        if s.last_game and not (s.last_game.isascii() and s.last_game.replace("_", "").isalnum()):
            s.last_game = ""
        try:
            s.volume = min(1.0, max(0.0, float(s.volume)))
        except (TypeError, ValueError):
            s.volume = 0.6
        if not (len(s.window) == 2 and all(type(x) is int and 320 <= x <= 10000 for x in s.window)):
            s.window = [1280, 720]
        s.setups = {k: v for k, v in s.setups.items() if isinstance(k, str) and isinstance(v, dict)}
        s.tutorials_offered = [g for g in s.tutorials_offered if isinstance(g, str)][:64]
        from game.online.jobs import ADDRESS_MAX
        if len(s.server) > ADDRESS_MAX:
            s.server = "ws://127.0.0.1:8765"
        from rules.engine.names import name_problem
        if s.online_name and name_problem(s.online_name):
            s.online_name = ""
        return s

    def save(self) -> None:
        data = asdict(self)
        data.pop("problem", None)
        try:
            write_json_atomic(settings_path(), data, keep_previous=False)
        except (OSError, TypeError, ValueError):
            pass
