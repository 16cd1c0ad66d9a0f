"""Seeded randomness: the only source of chance in a game lives inside its state."""
from __future__ import annotations

import random


class RNG(random.Random):
    """A ``random.Random`` that clones cheaply and derives child seeds."""

    def clone(self) -> "RNG":
        other = RNG.__new__(RNG)
        random.Random.__init__(other)
        other.setstate(self.getstate())
        return other

    def child_seed(self) -> int:
        return self.getrandbits(63)
