"""Default player names (no pygame here: the CLI uses it headless)."""
from __future__ import annotations

HUMAN_NAMES = ("Ana", "Bruno", "Carla", "Diego", "Elena", "Facundo")
AI_NAMES = {"easy": ("Coatí", "Ñandú", "Tatú", "Carpincho", "Mulita", "Zorrino"),
            "normal": ("Zorro", "Halcón", "Lince", "Puma", "Cóndor", "Yaguarundí"),
            "hard": ("Jaguar", "Orca", "Lobo", "Águila", "Tigre", "Oso"),
            "master": ("Gran Jaguar", "Gran Orca", "Gran Lobo", "Gran Águila", "Gran Tigre", "Gran Oso")}


def default_names(seats: list[str]) -> list[str]:
    out = []
    for i, kind in enumerate(seats):
        pool = HUMAN_NAMES if kind == "human" else AI_NAMES.get(kind, AI_NAMES["normal"])
        out.append(pool[i % len(pool)])
    return out
