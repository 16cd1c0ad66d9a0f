"""Player names: text, printable, at most NAME_MAX characters. Checked where they are entered (the setup
screen, ``--names``) and where they are loaded (settings, saves), so no name can blank a table or stop
an autosave."""
from __future__ import annotations

NAME_MAX = 24


def name_problem(value) -> str | None:
    """Why ``value`` cannot be a player's name (one line), or None when it can."""
    if not isinstance(value, str):
        return f"a name must be text, not {type(value).__name__}"
    text = value.strip()
    if not text:
        return "a name cannot be empty"
    if len(text) > NAME_MAX:
        return f"a name has at most {NAME_MAX} characters ({len(text)} given)"
    if not text.isprintable():
        return "a name holds only printable characters"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "a name holds only printable characters"
    return None


def clean_typed(text: str) -> str:
    """What a name field keeps of typed or pasted text: printable characters only, at most NAME_MAX."""
    out = "".join(ch for ch in text if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF)
    return out[:NAME_MAX]


# Default player names: the app's setup and results, the command line, the online server's AI seats
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
