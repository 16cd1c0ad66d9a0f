"""Player settings, saved as JSON in the user folder."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from game.paths import settings_path
from rules.engine.saves import write_json_atomic

SPEEDS = ("slow", "normal", "fast")


@dataclass
class Settings:
    language: str = "en"
    animation: str = "normal"     # slow | normal | fast
    fullscreen: bool = False
    volume: float = 0.6

    @property
    def ai_delay(self) -> float:
        """Seconds an AI play stays on screen before the next one."""
        return {"slow": 1.2, "normal": 0.7, "fast": 0.25}.get(self.animation, 0.7)

    @classmethod
    def load(cls) -> "Settings":
        try:
            with open(settings_path(), encoding="utf-8") as fh:
                data = json.load(fh)
            s = cls()
            for k, v in data.items():
                if hasattr(s, k) and isinstance(v, type(getattr(s, k))):
                    setattr(s, k, v)
            if s.animation not in SPEEDS:
                s.animation = "normal"
            s.volume = min(1.0, max(0.0, float(s.volume)))
            return s
        except (OSError, ValueError, TypeError, AttributeError):
            return cls()

    def save(self) -> None:
        try:
            write_json_atomic(settings_path(), asdict(self), keep_previous=False)
        except OSError:
            pass
