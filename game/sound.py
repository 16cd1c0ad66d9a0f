"""Short sounds synthesized in code (no sound files): sine/square tones with a soft envelope.

Everything fails silently: with no audio device (dummy driver, a server) ``play`` does nothing.
"""
from __future__ import annotations

import math
from array import array

import pygame

# name -> list of (frequency Hz, seconds, wave) notes played one after another
TUNES = {
    "card": [(620, 0.045, "sine"), (880, 0.03, "sine")],
    "turn": [(660, 0.07, "sine"), (990, 0.1, "sine")],
    "win": [(523, 0.07, "sine"), (659, 0.07, "sine"), (784, 0.12, "sine")],
    "lose": [(392, 0.08, "sine"), (330, 0.12, "sine")],
    "error": [(220, 0.09, "square"), (185, 0.14, "square")],
    "invaders": [(140, 0.12, "square"), (110, 0.2, "square")],
    "biome": [(440, 0.06, "sine"), (587, 0.12, "sine")],
    "round": [(523, 0.09, "sine"), (659, 0.09, "sine"), (784, 0.09, "sine"), (1046, 0.22, "sine")],
}

_TYPECODES = {-16: "h", 16: "H", -8: "b", 8: "B", -32: "i", 32: "f"}


class Sounds:
    def __init__(self):
        self.ok = False
        self._cache: dict[str, pygame.mixer.Sound] = {}
        self._fmt = None
        try:
            if not pygame.mixer.get_init():
                from game.errors import quiet_libraries
                with quiet_libraries():
                    pygame.mixer.init(22050, -16, 1, 512)
            init = pygame.mixer.get_init()
            if init and init[1] in _TYPECODES:
                self._fmt = init
                self.ok = True
        except Exception:  # no device, no driver, no mixer module: stay silent
            self.ok = False

    def _build(self, name: str):
        freq, fmt, channels = self._fmt
        code = _TYPECODES[fmt]
        if code == "f":
            amp, offset = 0.35, 0.0
        elif code in ("h", "H"):
            amp, offset = 0.35 * 32767, (32768 if code == "H" else 0)
        elif code in ("b", "B"):
            amp, offset = 0.35 * 127, (128 if code == "B" else 0)
        else:
            amp, offset = 0.35 * 2147483647, 0
        data = array(code)
        for f, secs, wave in TUNES[name]:
            n = int(freq * secs)
            attack = max(1, int(freq * 0.005))
            for i in range(n):
                t = i / freq
                env = min(1.0, i / attack) * (1.0 - i / n) ** 1.5
                ph = math.sin(2 * math.pi * f * t)
                v = ph if wave == "sine" else (0.6 if ph >= 0 else -0.6)
                x = v * env * amp + offset
                x = float(x) if code == "f" else int(x)
                for _ in range(channels):
                    data.append(x)
        return pygame.mixer.Sound(buffer=data.tobytes())

    def play(self, name: str, volume: float = 0.6) -> None:
        if not self.ok or volume <= 0 or name not in TUNES:
            return
        try:
            snd = self._cache.get(name)
            if snd is None:
                snd = self._cache[name] = self._build(name)
            snd.set_volume(max(0.0, min(1.0, volume)))
            snd.play()
        except Exception:
            self.ok = False


_sounds: Sounds | None = None


def sounds() -> Sounds:
    global _sounds
    if _sounds is None:
        _sounds = Sounds()
    return _sounds


def play(name: str, volume: float = 0.6) -> None:
    sounds().play(name, volume)
