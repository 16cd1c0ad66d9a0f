"""Bestiario's screen: everything pygame lives here; the rules live in rules/."""
