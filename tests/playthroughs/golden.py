"""Golden playthroughs (OpenSpiel's playthrough files): fixed seeds whose whole game is committed.

Each file ``tests/playthroughs/<game>-<n>p-seed<seed>.jsonl`` holds one line for the game (id, config,
seed, the set-up's events), one line per action (who decided, the action, every event it caused with its
payload: who, what, who saw it) and the result. A rule change reads as a diff of what happened.
The actions are chosen by a seeded random player, so the file depends only on the rules. A rule change
that alters a game shows up as a diff of these lines.

    python -m tests.playthroughs.golden                    # rewrite every file (then read the diff)
    python -m tests.playthroughs.golden --game GAME_ID     # rewrite one game's files only
    python -m tests.playthroughs.golden --check            # compare, print the first difference
"""
from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

SEEDS = (11, 12)


def cases():
    """(game id, players, seed) for every registered game: its default player count and its largest."""
    from rules.registry import DESCRIPTORS
    out = []
    for d in DESCRIPTORS:
        allowed = d.allowed_players()
        for n in sorted({d.default_players, allowed[-1]}):
            for seed in SEEDS[: 1 if n != d.default_players else 2]:
                out.append((d.id, n, seed))
    return out


def stale(game_id: str | None = None) -> list[str]:
    """Golden files no case records any more (a player count or a game that changed): never tested."""
    wanted = {os.path.basename(path_for(g, n, s)) for g, n, s in cases()}
    return sorted(name for name in os.listdir(HERE) if name.endswith(".jsonl") and name not in wanted
                  and (game_id is None or name.startswith(f"{game_id}-")))


def path_for(game_id: str, n: int, seed: int) -> str:
    return os.path.join(HERE, f"{game_id}-{n}p-seed{seed}.jsonl")


def play(game_id: str, n: int, seed: int) -> list[str]:
    """The lines of one playthrough."""
    from rules.registry import descriptor
    d = descriptor(game_id)
    rules = d.rules
    cfg = {"players": n, "seats": ["easy"] * n, "names": [f"P{i + 1}" for i in range(n)]}
    s = rules.new_game(cfg, seed)
    rng = random.Random(seed * 7919)
    lines = [_dump({"game": game_id, "config": cfg, "seed": seed,
                    "start": [e.to_json() for e in rules.start_events(s)]})]
    while (p := rules.current_player(s)) is not None:
        legal = rules.legal_actions(s)
        a = legal[rng.randrange(len(legal))]
        events = rules.apply(s, a)
        lines.append(_dump({"p": p, "a": a.to_json(), "e": [e.to_json() for e in events]}))
    res = rules.result(s)
    lines.append(json.dumps({"result": res.to_json()}, ensure_ascii=False, sort_keys=True))
    return lines


def _plain(value):
    """Sets (an event may carry one) as sorted lists, so the line is JSON and the same every run."""
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    raise TypeError(f"not JSON: {type(value).__name__}")


def _dump(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, default=_plain, separators=(",", ":"))


def read(path: str) -> list[str]:
    with open(path, encoding="utf-8") as fh:
        return fh.read().splitlines()


def first_difference(want: list[str], got: list[str]) -> str | None:
    for i, (a, b) in enumerate(zip(want, got)):
        if a != b:
            return f"line {i + 1}:\n  committed: {a}\n  now:       {b}"
    if len(want) != len(got):
        return f"length: committed {len(want)} lines, now {len(got)}"
    return None


def main(argv=None) -> int:
    import argparse
    from rules.registry import GAMES
    ap = argparse.ArgumentParser(prog="python -m tests.playthroughs.golden",
                                 description="Record (or --check) the golden playthroughs: every game at its "
                                             "default and largest player count.")
    ap.add_argument("--game", choices=sorted(GAMES), help="one game only (its stale files are removed)")
    ap.add_argument("--check", action="store_true", help="compare, print the first difference, write nothing")
    ns = ap.parse_args(argv)
    check, only = ns.check, ns.game
    if only and not check:                      # files of player counts no longer recorded go
        wanted = {os.path.basename(path_for(g, n, s)) for g, n, s in cases() if g == only}
        for name in stale(only):
            os.remove(os.path.join(HERE, name))
    bad = 0
    for game_id, n, seed in cases():
        if only and game_id != only:
            continue
        p = path_for(game_id, n, seed)
        lines = play(game_id, n, seed)
        if check:
            why = first_difference(read(p), lines) if os.path.exists(p) else "missing"
            if why:
                bad += 1
                print(f"{os.path.basename(p)}: {why}")
        else:
            with open(p, "w", encoding="utf-8") as fh:
                fh.write("\n".join(lines) + "\n")
            print(f"{os.path.basename(p)}: {len(lines) - 2} actions")
    if check:
        for name in stale(only):
            bad += 1
            print(f"{name}: stale (no game and player count records it; remove it)")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
