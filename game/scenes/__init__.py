"""Scenes: menu, setup, settings, the tables, pause, rules, results."""
