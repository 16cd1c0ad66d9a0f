"""Default player names (no pygame here: the CLI uses it headless). They live in ``rules.engine.names``
(the online server names its AI seats with them too); this module keeps the app's imports short."""
from __future__ import annotations

from rules.engine.names import AI_NAMES, HUMAN_NAMES, default_names  # noqa: F401
