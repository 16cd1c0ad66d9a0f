from rules.engine.core import Action, ConfigError, Event, IllegalAction, Result, RulesError
from rules.engine.rng import RNG

__all__ = ["Action", "ConfigError", "Event", "IllegalAction", "Result", "RulesError", "RNG"]
