"""Benchmarks: ``python -m bench [--quick] [--only SECTION,...]``.

Sections: games (random full games/s, actions/s), ai (decision time per level), frames (frame time
per scene), startup (process start to first frame), strength (hard vs three easy), selva (matches/s,
AI times, hard vs easy matches, prebuilt deck round-robin; see bench/selva.py), memory.
Figures go to BENCHMARKS.md by hand; tests never assert timings.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pct(values, q):
    if not values:
        return float("nan")
    values = sorted(values)
    k = min(len(values) - 1, max(0, int(round(q * (len(values) - 1)))))
    return values[k]


def ms(x):
    return f"{x * 1000:.2f} ms"


def bench_games(quick: bool) -> dict:
    import rules.depredador.rules as g
    from rules.depredador.game import RULES
    out = {}
    per = 100 if quick else 400
    print("## Random full games (Depredador, 3 rounds)")
    for n in range(2, 7):
        rng = random.Random(n)
        acts = 0
        t0 = time.perf_counter()
        for seed in range(per):
            s = g.new_game({"players": n}, seed)
            while g.current_player(s) is not None:
                legal = g.legal_actions(s)
                g.apply(s, legal[rng.randrange(len(legal))])
                acts += 1
        dt = time.perf_counter() - t0
        out[n] = {"games_per_s": per / dt, "actions_per_s": acts / dt}
        print(f"  {n} players: {per / dt:8.0f} games/s   {acts / dt:9.0f} actions/s")
    import rules.animal_duel.rules as duel
    from rules.animal_duel.game import RULES as DUEL
    print("## Random full games (Animal Duel, one game of the match)")
    for label, cfg in (("3x3", {"board_size": 3}), ("4x4", {"board_size": 4}), ("5x5", {"board_size": 5}),
                       ("4x4 team 2v2", {"board_size": 4, "players": 4, "variant_team": True})):
        rng = random.Random(7)
        acts = 0
        first_wins = 0
        t0 = time.perf_counter()
        for seed in range(per):
            s = duel.new_game(cfg, seed)
            first = duel.current_player(s)
            while duel.current_player(s) is not None:
                legal = duel.legal_actions(s)
                duel.apply(s, legal[rng.randrange(len(legal))])
                acts += 1
            first_wins += first is not None and duel.result(s).places[first] == 1
        dt = time.perf_counter() - t0
        out[f"duel {label}"] = {"games_per_s": per / dt, "actions_per_s": acts / dt}
        print(f"  {label:13s}: {per / dt:8.0f} games/s   {acts / dt:9.0f} actions/s   first player wins {first_wins / per:.0%}")
    return out


def bench_ai(quick: bool) -> dict:
    import rules.depredador.rules as g
    from rules.depredador.game import RULES
    from rules.ai import make_bot
    out = {}
    print("## AI decision time (4 players, decisions with 2+ choices)")
    positions = []
    for seed in range(3 if quick else 6):
        s = g.new_game({"players": 4}, 500 + seed)
        rng = random.Random(seed)
        while g.current_player(s) is not None:
            if len(g.legal_actions(s)) > 1 and rng.random() < 0.35:
                positions.append(s.clone())
            g.apply(s, rng.choice(g.legal_actions(s)))
    positions = positions[: (12 if quick else 40)]
    for level in ("easy", "normal", "hard"):
        times = []
        for i, s in enumerate(positions):
            bot = make_bot(level, i)
            seat = g.current_player(s)
            t0 = time.perf_counter()
            bot.choose(RULES, s, seat)
            times.append(time.perf_counter() - t0)
        out[level] = {"median_s": statistics.median(times), "p95_s": pct(times, 0.95), "n": len(times)}
        print(f"  {level:6s}: median {ms(statistics.median(times))}   p95 {ms(pct(times, 0.95))}   ({len(times)} positions)")
    import rules.animal_duel.rules as duel
    from rules.animal_duel.game import RULES as DUEL
    print("## AI decision time (Animal Duel 4x4, decisions with 2+ choices)")
    positions = []
    for seed in range(4 if quick else 10):
        s = duel.new_game({"board_size": 4}, 700 + seed)
        rng = random.Random(seed)
        while duel.current_player(s) is not None:
            if len(duel.legal_actions(s)) > 1 and rng.random() < 0.3:
                positions.append(s.clone())
            duel.apply(s, rng.choice(duel.legal_actions(s)))
    positions = positions[: (12 if quick else 40)]
    for level in ("easy", "normal", "hard"):
        times = []
        for i, s in enumerate(positions):
            bot = make_bot(level, i)
            t0 = time.perf_counter()
            bot.choose(DUEL, s, duel.current_player(s))
            times.append(time.perf_counter() - t0)
        out[f"duel {level}"] = {"median_s": statistics.median(times), "p95_s": pct(times, 0.95)}
        print(f"  {level:6s}: median {ms(statistics.median(times))}   p95 {ms(pct(times, 0.95))}   ({len(times)} positions)")
    return out


def _strength_game(seed: int) -> int:
    import rules.depredador.rules as g
    from rules.depredador.game import RULES
    from rules.ai import make_bot
    s = g.new_game({"players": 4}, 10_000 + seed)
    hard_seat = seed % 4
    bots = [make_bot("hard" if i == hard_seat else "easy", seed * 10 + i) for i in range(4)]
    while (p := g.current_player(s)) is not None:
        g.apply(s, bots[p].choose(RULES, s, p))
    res = g.result(s)
    return 1 if res.places[hard_seat] == 1 and len(res.winners) == 1 else (
        0.5 if res.places[hard_seat] == 1 else 0)


def _duel_game(seed: int) -> float:
    import rules.animal_duel.rules as duel
    from rules.animal_duel.game import RULES as DUEL
    from rules.ai import make_bot
    s = duel.new_game({"board_size": 4}, 20_000 + seed)
    hard_seat = seed % 2
    bots = [make_bot("hard" if i == hard_seat else "easy", seed * 10 + i) for i in range(2)]
    while (p := duel.current_player(s)) is not None:
        duel.apply(s, bots[p].choose(DUEL, s, p))
    res = duel.result(s)
    return 1.0 if res.places[hard_seat] == 1 and len(res.winners) == 1 else (0.5 if res.places[hard_seat] == 1 else 0.0)


def bench_strength(quick: bool, games: int | None) -> dict:
    from multiprocessing import Pool
    n = games or (8 if quick else 40)
    print(f"## Strength: hard vs three easy, 4 players, {n} games (the hard seat rotates)")
    t0 = time.perf_counter()
    with Pool(2) as pool:
        results = pool.map(_strength_game, range(n))
    wins = sum(results)
    rate = wins / n
    print(f"  hard wins {wins:g}/{n} = {rate:.0%} (chance 25%; shared wins count half)   [{time.perf_counter() - t0:.0f} s]")
    out = {"games": n, "wins": wins, "rate": rate}
    nd = games or (20 if quick else 200)
    print(f"## Strength: Animal Duel 4x4, hard vs easy, {nd} games (seats alternate)")
    t0 = time.perf_counter()
    with Pool(2) as pool:
        results = pool.map(_duel_game, range(nd))
    wins = sum(results)
    print(f"  hard wins {wins:g}/{nd} = {wins / nd:.0%}   [{time.perf_counter() - t0:.0f} s]")
    out["duel"] = {"games": nd, "wins": wins, "rate": wins / nd}
    return out


def bench_frames(quick: bool) -> dict:
    import pygame
    from game.app import App
    from rules.engine.session import Session
    out = {}
    frames = 60 if quick else 240
    print(f"## Frame time per scene ({frames} frames, headless, 1280x720)")
    app = App(headless=True)
    session = Session("depredador", {"players": 4, "seats": ["human", "easy", "easy", "easy"],
                                     "names": ["Ana", "B", "C", "D"]}, 3)
    rng = random.Random(3)
    for _ in range(30):
        session.apply(rng.choice(session.legal_actions()))
    finished = Session("depredador", {"players": 4, "seats": ["easy"] * 4, "names": ["A", "B", "C", "D"]}, 4)
    while finished.current_player() is not None:
        finished.apply(rng.choice(finished.legal_actions()))

    def scenes():
        from game.scenes.menu import MenuScene
        yield "menu", lambda: MenuScene(app)
        from game.scenes.setup import SetupScene
        yield "setup", lambda: SetupScene(app, "depredador")
        from game.scenes.settings_scene import SettingsScene
        yield "settings", lambda: SettingsScene(app)
        from game.scenes.rules_screen import RulesScene
        yield "rules", lambda: RulesScene(app, "depredador")
        from game.registry import open_table
        yield "table (4 players, mid-game)", lambda: open_table(app, session)
        from game.scenes.results import ResultsScene
        yield "results", lambda: ResultsScene(app, finished)
        duel_session = Session("animal_duel", {"players": 2, "seats": ["human", "easy"], "names": ["Ana", "B"],
                                               "board_size": 5}, 5)
        for _ in range(25):
            if duel_session.current_player() is None:
                break
            duel_session.apply(rng.choice(duel_session.legal_actions()))
        yield "Animal Duel table (5x5)", lambda: open_table(app, duel_session)
        selva_session = Session("selva", {"players": 2, "seats": ["human", "easy"], "names": ["Ana", "B"]}, 6)
        for _ in range(120):
            if selva_session.current_player() is None:
                break
            selva_session.apply(rng.choice(selva_session.legal_actions()))
        yield "Selva table (mid-match)", lambda: open_table(app, selva_session)
        from game.selva.deck_editor import DeckEditorScene
        yield "Selva deck editor", lambda: DeckEditorScene(app)

    try:
        for label, make in scenes():
            app.scenes.clear()
            scene = make()
            if hasattr(scene, "ai_delay_override"):
                scene.ai_delay_override = 10 ** 6     # freeze the AI: measure drawing only
            app.push(scene)
            app.frame_times.clear()
            move = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 600), rel=(0, 0), buttons=(0, 0, 0))
            for i in range(frames):
                app.step([move] if i % 10 == 0 else [])
            ft = app.frame_times[5:]
            out[label] = {"median_s": statistics.median(ft), "p95_s": pct(ft, 0.95)}
            print(f"  {label:28s} median {ms(statistics.median(ft))}   p95 {ms(pct(ft, 0.95))}")
    except ImportError as exc:
        print(f"  (scene missing: {exc})")
    return out


def bench_startup(quick: bool) -> dict:
    print("## Start-up: process start to the menu's first frame (headless)")
    times = []
    env = dict(os.environ, BESTIARIO_FIRST_FRAME_EXIT="1", BESTIARIO_HOME=os.path.join(ROOT, "build", "bench-home"))
    for _ in range(3 if quick else 7):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, os.path.join(ROOT, "main.py")], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
    med = statistics.median(times)
    print(f"  median {med:.3f} s   (min {min(times):.3f} s, {len(times)} runs)")
    return {"median_s": med}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench")
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    ap.add_argument("--only", help="comma list of sections: games,ai,frames,startup,strength,selva")
    ap.add_argument("--strength-games", type=int)
    ap.add_argument("--json", help="also write the figures to this file")
    args = ap.parse_args(argv)
    sections = (args.only or "games,ai,frames,startup,strength,selva").split(",")
    figures = {}
    if "games" in sections:
        figures["games"] = bench_games(args.quick)
    if "ai" in sections:
        figures["ai"] = bench_ai(args.quick)
    if "frames" in sections:
        figures["frames"] = bench_frames(args.quick)
    if "startup" in sections:
        figures["startup"] = bench_startup(args.quick)
    if "strength" in sections:
        figures["strength"] = bench_strength(args.quick, args.strength_games)
    if "selva" in sections:
        from bench import selva
        figures["selva"] = selva.run(args.quick, args.strength_games)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"## Peak memory (this process): {peak:.0f} MiB")
    figures["peak_mib"] = peak
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(figures, fh, indent=1, default=str)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
