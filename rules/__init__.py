"""Bestiario rules: pure Python, never imports pygame or the game/ package."""
