"""Benchmarks: ``python -m bench [--quick] [--only SECTION,...] [--games ID,...]``.

Every section runs over the registered games (rules/registry.py):

- ``games``: random full games/s and actions/s per player count (``apply`` with events, and the AI's
  ``fast_apply`` playouts);
- ``ai``: decision time per level at positions with a choice (the game's iteration budgets, no wall clock);
- ``strength``: hard against easy, seats rotating (a sanity check; each game's own yardstick is in its
  section);
- ``ai_table``: issue 23's table: per game and player count, easy, normal and hard each against the
  game's yardsticks (the old one and the careful one), a few games a cell (``--table-games``, fresh
  seeds, seats rotating): wins, Wilson interval, median decision time (``--table-levels``,
  ``--table-yardsticks``, ``--table-players GAME:N,N`` narrow it);
- ``parallel``: master's decision on 1 and on 2 processes at the same positions (speed-up, same action);
- ``records``: the Statistics screen's queries with 10,000 recorded games;
- ``review``: a whole game's review per game at its default depth, and a hint's time (bench/review.py);
- ``server``: the online server under load on SQLite and PostgreSQL: actions/s, p50/p99 latency
  (bench/server.py);
- ``frames``: frame time of the shared scenes and of each game's table mid-game (headless);
- ``idle``: CPU used by each scene while nothing happens (an idle app rests);
- ``startup``: process start to the menu's first frame;
- ``<game id>``: the game's own sections (its descriptor's ``bench``: strength against its rule-based
  player, speed against a reference engine…).

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

from bench import kit  # noqa: E402  (after the path is set)
from rules.engine.stats import pct  # noqa: E402


def ms(x):
    return f"{x * 1000:.2f} ms"


def descriptors(only_games: list[str] | None):
    from rules.registry import DESCRIPTORS
    return [d for d in DESCRIPTORS if not only_games or d.id in only_games]


def config(d, n: int, seats=None) -> dict:
    seats = seats or ["easy"] * n
    return {"players": n, "seats": list(seats), "names": [f"P{i + 1}" for i in range(n)]}


def bench_games(quick: bool, games) -> dict:
    out = {}
    print("## Random full games (seeded random moves; apply with events / fast_apply playouts)")
    for d in games:
        for n in d.allowed_players():
            row = {}
            for fast in (False, True):
                # at least 3 games of seeds 1000, 1001, …, and on until the budget has passed
                f = kit.random_games(d.rules, config(d, n), games=3, seconds=1.0 if quick else 4.0, seed0=1000,
                                     fast=fast)
                row["fast" if fast else "apply"] = {k: f[k] for k in ("games_per_s", "actions_per_s",
                                                                      "actions_per_game", "games")}
            out[f"{d.id} {n}p"] = row
            a, f = row["apply"], row["fast"]
            print(f"  {d.id:17s} {n}p: {a['games_per_s']:8.1f} games/s ({a['actions_per_s']:8.0f} actions/s)"
                  f"   fast_apply {f['games_per_s']:8.1f} games/s   {a['actions_per_game']:6.0f} actions/game")
    return out


def positions(d, n_positions: int, seed0: int):
    """Positions of random games where the player has a choice, spread over the game (games of seeds
    seed0, seed0 + 1, … with their random moves from random.Random(0), random.Random(1), …)."""
    return kit.decision_points(d.rules, n_positions, config=config(d, d.default_players), seed0=seed0,
                               rng_for=lambda seed: random.Random(seed - seed0), max_games=60, spread=seed0)


def bench_ai(quick: bool, games) -> dict:
    out = {}
    print("## AI decision time (positions with 2+ choices; the game's iteration budgets)")
    for d in games:
        pos = positions(d, 10 if quick else 30, 500)
        for level, t in kit.level_times(d.rules, pos, ("easy", "normal", "hard"), d.make_bot).items():
            med, p95, iters = t["median_s"], t["p95_s"], t["iterations"]
            out[f"{d.id} {level}"] = {"median_s": med, "p95_s": p95, "n": len(pos), "iterations": iters}
            print(f"  {d.id:17s} {level:6s}: median {ms(med)}   p95 {ms(p95)}"
                  f"   ({len(pos)} positions, budget {iters} iterations)")
    return out


def bench_strength(quick: bool, games, n_games: int | None) -> dict:
    out = {}
    for d in games:
        n = d.default_players
        k = n_games or (8 if quick else 40)
        print(f"## Strength: {d.id}, hard vs {n - 1} easy, {k} games (the hard seat rotates)")
        f, _ = kit.head_to_head(d.rules, k, players=n, config=config(d, n), seed0=20_000, log=True, workers=2,
                                line_up=lambda g, hard: [d.make_bot("hard" if i == hard else "easy", g * 10 + i)
                                                         for i in range(n)])
        wins = f["wins"]
        out[d.id] = {"games": k, "wins": wins, "rate": wins / k, "chance": 1 / n}
        print(f"  hard wins {wins:g}/{k} = {wins / k:.0%} (chance {1 / n:.0%}; shared wins split)"
              f"   [{f['seconds']:.0f} s]")
    return out


def _bench_module(d):
    """The module of a game's own bench sections (its descriptor's ``bench``), or None."""
    ref = getattr(d.bench, "ref", None) if d.bench is not None else None
    if not isinstance(ref, str):
        return sys.modules.get(getattr(d.bench, "__module__", "")) if d.bench is not None else None
    import importlib
    return importlib.import_module(ref.partition(":")[0])


def _table_players(d, counts_arg: dict) -> tuple[int, ...]:
    """The player counts of ``d``'s row in the AI table: ``--table-players GAME:N,N`` when given, else the
    game's bench module's ``TABLE_PLAYERS``, else the default count."""
    if d.id in counts_arg:
        return counts_arg[d.id]
    mod = _bench_module(d)
    if mod is not None and getattr(mod, "TABLE_PLAYERS", None):
        return tuple(mod.TABLE_PLAYERS)
    return (d.default_players,)


def _table_hooks(d):
    """(players by name ``fn(kind, seed)``, the yardsticks' names easy end first, ``config(n, k)`` or None)
    from the game's bench module (its ``player`` or ``make``; its ``YARDSTICKS`` or ``OWN``; its optional
    ``table_config``), or None when the game has no rule-based yardstick there."""
    mod = _bench_module(d)
    if mod is None:
        return None
    make = getattr(mod, "player", None) or getattr(mod, "make", None)
    yards = getattr(mod, "YARDSTICKS", None) or getattr(mod, "OWN", None)
    if make is None or not yards:
        return None
    return make, tuple(yards), getattr(mod, "table_config", None)


def bench_ai_table(quick: bool, games, n_games: int | None, levels, yardsticks, counts_arg: dict,
                   seed0: int) -> dict:
    """Issue 23's table: per game and player count, each level (easy, normal, hard) in one seat against
    yardsticks in every other seat (the old one and the careful one), ``n_games`` games each (fresh
    seeds ``seed0 + k``; the measured seat is ``k % players``; a shared win is a share): wins, the Wilson
    95 % interval, and the measured player's decision times (median, wall clock and CPU)."""
    from rules.engine.stats import wilson
    k_games = n_games or (2 if quick else 4)
    out = {}
    print(f"## AI table: each level against each yardstick ({k_games} games a cell, seeds {seed0}+k, "
          f"seats rotating; load average {os.getloadavg()[0]:.1f})")
    for d in games:
        hooks = _table_hooks(d)
        if hooks is None:
            continue
        make, yards, table_config = hooks
        for n in _table_players(d, counts_arg):
            cfg = (lambda k, n=n: table_config(n, k)) if table_config is not None else config(d, n)
            for yard in yards:
                if yardsticks and yard not in yardsticks:
                    continue
                for level in levels:
                    def line_up(k, seat, level=level, yard=yard, n=n):
                        return [make(level if i == seat else yard, (seed0 + k) * 31 + i) for i in range(n)]
                    def progress(r, done, wins):
                        print(f"    game {r['k']} (seat {r['seat']}): {r['win']:g}; {wins:g}/{done}", flush=True)
                    f, _ = kit.head_to_head(d.rules, k_games, players=n, line_up=line_up, config=cfg, seed0=seed0,
                                            on_record=progress)
                    lo, hi = wilson(f["wins"], f["games"])
                    row = {"games": f["games"], "wins": f["wins"], "rate": f["rate"], "ci95_low": lo, "ci95_high": hi,
                           "chance": 1 / n, "decisions": f["decisions"], "median_s": f.get("median_s", 0.0),
                           "median_cpu_s": f.get("median_cpu_s", 0.0), "p95_s": f.get("p95_s", 0.0),
                           "seconds": f["seconds"]}
                    out[f"{d.id} {n}p {level} vs {yard}"] = row
                    print(f"  | {d.id} | {n} | {level} | {yard} | {f['wins']:g}/{f['games']} | {f['rate']:.1%} "
                          f"({lo:.1%}-{hi:.1%}) | {ms(row['median_s'])} | {ms(row['median_cpu_s'])} | "
                          f"[{f['seconds']:.0f} s, load {os.getloadavg()[0]:.1f}]", flush=True)
    return out


def bench_parallel(quick: bool, games) -> dict:
    """Master's search on 1 and on 2 processes at the same positions: the wall time of each decision,
    the speed-up (median of the per-position ratios) and whether every action was the same."""
    from rules.ai import parallel
    out = {}
    cores = parallel.available_cores()
    print(f"## Master on 1 and 2 processes (root-parallel trees; this machine lets {cores} cores be used)")
    for d in games:
        pos = positions(d, 3 if quick else 8, 700)
        runs = {}
        for w in (1, 2):
            parallel.set_workers(w)
            acts, wall = [], []
            for i, state in enumerate(pos):
                bot = d.make_bot("master", 1000 + i)
                t0 = time.perf_counter()
                acts.append(bot.choose(d.rules, state, d.rules.current_player(state)))
                wall.append(time.perf_counter() - t0)
            runs[w] = (acts, wall)
        parallel.set_workers(None)
        same = sum(a == b for a, b in zip(runs[1][0], runs[2][0]))
        ratios = [a / b for a, b in zip(runs[1][1], runs[2][1]) if b > 0]
        row = {"positions": len(pos), "same_action": same, "median_1_s": statistics.median(runs[1][1]),
               "median_2_s": statistics.median(runs[2][1]), "speedup": statistics.median(ratios) if ratios else 0.0}
        out[d.id] = row
        print(f"  {d.id:17s} 1 process {row['median_1_s']:.2f} s, 2 processes {row['median_2_s']:.2f} s"
              f" (speed-up {row['speedup']:.2f}); same action at {same}/{len(pos)} positions")
    return out


def bench_records(quick: bool) -> dict:
    """The statistics with 10,000 recorded games: the time the Statistics screen's queries take (a player's
    summary and a page of history), median of several runs, and the database's size."""
    import shutil
    import tempfile
    from game import records
    print("## Statistics with 10,000 recorded games (summary + history queries, as the screen runs them)")
    folder = tempfile.mkdtemp()
    try:
        opened = records.open_records(os.path.join(folder, "r.sqlite3"))
        rng = random.Random(1)
        ids = [d.id for d in descriptors(None)]
        games, seats = [], []
        for k in range(10_000):
            gid = f"g{k}"
            games.append((gid, ids[k % len(ids)], k * 60.0, k * 60.0 + 900, 900.0, 2, "{}", 0, 0, "{}"))
            won = rng.random() < 0.5
            seats += [(gid, 0, "Ana", "human", float(rng.randrange(40)), 1 if won else 2, int(won)),
                      (gid, 1, "Jaguar", rng.choice(records.AI_KINDS), float(rng.randrange(40)), 2 if won else 1,
                       int(not won))]
        with opened.conn:
            opened.conn.execute("BEGIN")
            opened.conn.executemany("INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?)", games)
            opened.conn.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?,?)", seats)
        times = []
        for _ in range(3 if quick else 7):
            t0 = time.perf_counter()
            records.summary(opened, "Ana", None)
            records.summary(opened, "Ana", ids[0])
            records.history(opened, "Ana", None, limit=20)
            times.append(time.perf_counter() - t0)
        size = os.path.getsize(os.path.join(folder, "r.sqlite3")) + os.path.getsize(os.path.join(folder, "r.sqlite3-wal"))
        opened.conn.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    med = statistics.median(times)
    print(f"  one refresh of the screen (two summaries, one history page): median {ms(med)} "
          f"({len(times)} runs); database {size / 1e6:.1f} MB")
    return {"median_s": med, "games": 10_000, "db_mb": size / 1e6}


def _mid_session(d, seed: int, moves: int, seats=None):
    """A game ``moves`` random actions in, then on to the human's (seat 0's) next decision."""
    from rules.engine.session import Session
    n = d.default_players
    seats = seats or ["human"] + ["easy"] * (n - 1)
    s = Session(d.id, config(d, n, seats), seed)
    rng = random.Random(seed)
    k = 0
    while s.current_player() is not None and (k < moves or s.current_player() != 0):
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        k += 1
    return s


def _finished_session(d, seed: int):
    """A game of random moves played to its end, every seat easy."""
    return _mid_session(d, seed, float("inf"), seats=["easy"] * d.default_players)


def scene_makers(app, games):
    from game.registry import UIS
    """(label, factory) for every scene measured: the shared ones, then each game's table and results."""
    first = games[0].id
    yield "menu", lambda: app.make_scene("menu")
    yield "settings", lambda: app.make_scene("settings")
    yield "setup", lambda: app.make_scene("setup", game_id=first)
    yield "rules", lambda: app.make_scene("rules", game_id=first)
    for d in games:
        mid = _mid_session(d, 3, 60)
        yield f"{d.id} table (mid-game)", lambda mid=mid: app.make_scene("table", session=mid)
        done = _finished_session(d, 4)
        yield f"{d.id} results", lambda done=done: app.make_scene("results", session=done)
        ui = UIS[d.id]
        for label, session in (ui.bench_tables() if ui.bench_tables else {}).items():
            yield f"{d.id} table, {label}", lambda session=session: app.make_scene("table", session=session)


def shown_scenes(games, freeze_ai: bool = False):
    """Each measured scene in turn (:func:`scene_makers`), alone on the stack of one headless app:
    yields (app, label). ``freeze_ai``: a table's AI never moves (drawing is measured alone)."""
    from game.app import App
    app = App(headless=True)
    for label, make in scene_makers(app, games):
        app.scenes.clear()
        scene = make()
        if freeze_ai and hasattr(scene, "ai_delay_override"):
            scene.ai_delay_override = 10 ** 6
        app.push(scene)
        yield app, label


def bench_frames(quick: bool, games) -> dict:
    import pygame
    out = {}
    frames = 60 if quick else 240
    print(f"## Frame time per scene ({frames} frames, headless, 1280x720)")
    for app, label in shown_scenes(games, freeze_ai=True):
        app.frame_times.clear()
        move = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 600), rel=(0, 0), buttons=(0, 0, 0))
        for i in range(frames):
            app.step([move] if i % 10 == 0 else [])
        ft = app.frame_times[5:]
        out[label] = {"median_s": statistics.median(ft), "p95_s": pct(ft, 0.95)}
        print(f"  {label:36s} median {ms(statistics.median(ft))}   p95 {ms(pct(ft, 0.95))}")
    return out


def bench_idle(quick: bool, games) -> dict:
    """CPU time the app's loop uses per wall-clock second while a scene shows and nothing happens."""
    out = {}
    secs = 1.5 if quick else 4.0
    print(f"## Idle CPU per scene ({secs:.1f} s each, the real loop with its frame pacing; % of one core)")
    for app, label in shown_scenes(games):
        for _ in range(600):                     # let opening animations and the first look finish
            if not app.busy():
                break
            app.step([])
        t0, c0 = time.perf_counter(), time.process_time()
        while time.perf_counter() - t0 < secs:
            app.tick()
        cpu = (time.process_time() - c0) / (time.perf_counter() - t0)
        # the reference, side by side: the same scene redrawn at 60 FPS whatever happens (the old loop)
        t0, c0 = time.perf_counter(), time.process_time()
        while time.perf_counter() - t0 < secs / 2:
            app.step()
            app.clock.tick(60)
        ref = (time.process_time() - c0) / (time.perf_counter() - t0)
        out[label] = {"cpu_fraction": cpu, "always_redraw_cpu_fraction": ref}
        print(f"  {label:36s} {cpu * 100:5.1f} %   (redrawing at 60 FPS: {ref * 100:5.1f} %)")
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


SHARED = ("games", "ai", "strength", "ai_table", "parallel", "records", "review", "server", "frames", "idle",
          "startup")


def main(argv=None) -> int:
    from rules.registry import GAMES
    ap = argparse.ArgumentParser(prog="python -m bench")
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    ap.add_argument("--only", help="comma list of sections: " + ", ".join(SHARED) + ", or a game id "
                                   "(its own sections)")
    ap.add_argument("--games", help="comma list of game ids the shared sections cover (default: all)")
    ap.add_argument("--strength-games", type=int)
    ap.add_argument("--table-games", type=int, help="games per cell of the ai_table section (default 4, --quick 2)")
    ap.add_argument("--table-levels", default="easy,normal,hard", help="the levels of the ai_table section")
    ap.add_argument("--table-yardsticks", help="comma list: only these yardsticks in the ai_table section")
    ap.add_argument("--table-players", action="append", default=[], metavar="GAME:N,N",
                    help="the player counts of a game in the ai_table section (repeatable)")
    ap.add_argument("--table-seed", type=int, default=90_000, help="the first seed of the ai_table section")
    ap.add_argument("--json", help="also write the figures to this file")
    ap.add_argument("--workers", type=int, help="processes a master search may use (default: every core)")
    args = ap.parse_args(argv)
    if args.workers is not None:
        from rules.ai.parallel import set_workers
        set_workers(max(1, args.workers))
    only_games = [g for g in (args.games or "").split(",") if g] or None
    games = descriptors(only_games)
    sections = (args.only or ",".join(SHARED + tuple(GAMES))).split(",")
    figures = {}
    if "games" in sections:
        figures["games"] = bench_games(args.quick, games)
    if "ai" in sections:
        figures["ai"] = bench_ai(args.quick, games)
    if "strength" in sections:
        figures["strength"] = bench_strength(args.quick, games, args.strength_games)
    if "ai_table" in sections:
        counts = {}
        for item in args.table_players:
            gid, _, ns = item.partition(":")
            counts[gid] = tuple(int(x) for x in ns.split(",") if x)
        figures["ai_table"] = bench_ai_table(args.quick, games, args.table_games,
                                             [x for x in args.table_levels.split(",") if x],
                                             [x for x in (args.table_yardsticks or "").split(",") if x], counts,
                                             args.table_seed)
    if "parallel" in sections:
        figures["parallel"] = bench_parallel(args.quick, games)
    if "records" in sections:
        figures["records"] = bench_records(args.quick)
    if "review" in sections:
        from bench.review import bench_review
        figures["review"] = bench_review(args.quick, games)
    if "server" in sections:
        from bench.server import bench_server
        figures["server"] = bench_server(args.quick)
    if "frames" in sections:
        figures["frames"] = bench_frames(args.quick, games)
    if "idle" in sections:
        figures["idle"] = bench_idle(args.quick, games)
    if "startup" in sections:
        figures["startup"] = bench_startup(args.quick)
    for d in games:
        if d.id in sections and d.bench is not None:
            for name, fn in d.bench().items():
                print(f"## {d.id}: {name}")
                figures[f"{d.id}.{name}"] = fn(args.quick)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"## Peak memory (this process): {peak:.0f} MiB")
    figures["peak_mib"] = peak
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(figures, fh, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
