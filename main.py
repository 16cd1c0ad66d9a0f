"""Bestiario: five animal board and card games at one table.

    python main.py                       open the menu
    python main.py play GAME ...         start a game directly
    python main.py simulate GAME ...     AI-only games, headless, one JSON line per game
    python main.py screenshot GAME ...   render a table headless to a PNG
    python main.py check-data [DIR]      validate every YAML and TMX file
    python main.py saves                 list the games in progress (id first)
    python main.py tutorial GAME         a guided first game (--autoplay: headless, a line per step)
    python main.py play --resume ID      resume one of them
    python main.py serve [--port 8765]   the online server (docs/online.md)
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _die(msg: str, code: int = 2) -> None:
    print(f"bestiario: {msg}", file=sys.stderr)
    raise SystemExit(code)


SIZE_MIN, SIZE_MAX = (640, 360), (7680, 4320)


def _parse_size(text: str) -> tuple[int, int]:
    """``--size WxH`` within 640×360 … 7680×4320, or one line and exit 2."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        _die(f"--size must look like 1280x720, not '{text[:40]}'")
    if not (SIZE_MIN[0] <= w <= SIZE_MAX[0] and SIZE_MIN[1] <= h <= SIZE_MAX[1]):
        _die(f"--size {w}x{h} is outside {SIZE_MIN[0]}x{SIZE_MIN[1]} … {SIZE_MAX[0]}x{SIZE_MAX[1]}")
    return w, h


def _check_out_file(option: str, path: str) -> None:
    """An output file's folder must exist, and the path must not be a folder."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    if not os.path.isdir(folder):
        _die(f"{option} {path}: the folder {folder} does not exist")
    if os.path.isdir(path):
        _die(f"{option} {path}: that is a folder; give a file name")


def _seat_kinds(text: str | None, players: int) -> list[str]:
    from rules.ai import LEVELS
    if not text:
        return ["human"] + ["normal"] * (players - 1)
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    if len(kinds) != players:
        _die(f"--seats gives {len(kinds)} seats for {players} players")
    for k in kinds:
        if k != "human" and k not in LEVELS:
            _die(f"unknown seat kind '{k}' (use human, {', '.join(LEVELS)})")
    return kinds


def _game_config(args, seats: list[str]) -> dict:
    """Seats, names and the game's options (``--option KEY=VALUE``, checked against the game's schema;
    ``--rounds N`` and ``--decks A,B`` are short for ``--option rounds=N`` and ``--option decks=A,B``)."""
    from rules.engine.core import ConfigError
    from rules.registry import descriptor
    d = descriptor(args.game)
    cfg = {"players": args.players, "seats": seats}
    names = getattr(args, "names", None)
    if names:
        from rules.engine.names import name_problem
        parts = [n.strip() for n in names.split(",")]
        if len(parts) != args.players:
            _die(f"--names gives {len(parts)} names for {args.players} players")
        for part in parts:
            why = name_problem(part)
            if why:
                _die(f"--names: {part[:30]!r}: {why}")
        cfg["names"] = parts
    else:
        cfg["names"] = default_names(seats)
    items = list(getattr(args, "option", None) or [])
    if getattr(args, "rounds", None) is not None:
        items.insert(0, f"rounds={args.rounds}")
    if getattr(args, "decks", None):
        items.insert(0, f"decks={args.decks}")
    try:
        for item in items:
            key, value = d.parse_option(item)
            opt = d.option(key)
            if opt.kind == "list" and len(value) != args.players:
                _die(f"{key} gives {len(value)} values for {args.players} players")
            cfg[key] = opt.check(value, args.players)
    except ConfigError as exc:
        _die(str(exc))
    return cfg


def default_names(seats: list[str]) -> list[str]:
    from game.names import default_names as names
    return names(seats)


def _new_session(game_id: str, cfg: dict, seed: int):
    from rules.engine.core import ConfigError
    from rules.engine.session import Session
    try:
        return Session(game_id, cfg, seed)
    except ConfigError as exc:
        _die(str(exc))


# ------------------------------------------------------------------------------------ commands

def _hold_user_folder():
    """One app per user folder: take its lock (a stale lock of a crashed run is taken over) and move an
    earlier version's single save into ``saves/``. A second app says that Bestiario is already open, on
    the terminal in one line and in its window, and ends."""
    from game.lock import AlreadyOpen, AppLock
    from game.paths import user_dir
    folder = user_dir()
    try:
        lock = AppLock(folder).acquire()
    except AlreadyOpen as exc:
        print(f"bestiario: {exc}", file=sys.stderr)
        _show_already_open(exc)
        raise SystemExit(1) from None
    except OSError as exc:                   # a read-only folder: play goes on, saves will say they failed
        print(f"bestiario: the user folder {folder} cannot be locked ({exc.strerror}); "
              "games may not be saved", file=sys.stderr)
        return None
    try:
        from game.saving import migrate_legacy
        migrate_legacy()
    except OSError as exc:
        print(f"bestiario: the earlier save could not be moved ({exc.strerror}); it is left where it is",
              file=sys.stderr)
    return lock


def _show_already_open(exc) -> None:
    """The same words in a window (a second start from a desktop icon has no terminal)."""
    try:
        from game.app import App
        from game.i18n import tr_or
        headless = _first_frame_only()
        app = App(headless=headless)
        line = tr_or("save.already_open_line", str(exc), pid=exc.pid or "?", folder=exc.folder)
        app.push_scene("error", title=tr_or("save.already_open", "Bestiario is already open"), lines=[line],
                       hint=tr_or("save.already_open_hint", ""))
        if headless:
            app.step([])
            return
        app.run()
    except Exception:  # noqa: BLE001 - no window could be opened: the terminal line said it
        pass


def _first_frame_only() -> bool:
    """BESTIARIO_FIRST_FRAME_EXIT: draw one frame headless, then leave (start-up benchmark, tests)."""
    return bool(os.environ.get("BESTIARIO_FIRST_FRAME_EXIT"))


def _run(app) -> int:
    """The window's loop, or one frame when only the first frame is wanted."""
    if _first_frame_only():
        app.step([])
        return 0
    app.run()
    return 0


def cmd_menu(args) -> int:
    from game.app import App
    from game.check_data import check_shared
    from game.i18n import tr_or
    lock = _hold_user_folder()  # noqa: F841 - held while the app runs
    app = App(headless=_first_frame_only())
    app.push_scene("menu")
    problems = check_shared()
    if problems:          # the strings every screen needs: say what is broken instead of showing raw keys
        app.push_scene("error", title=tr_or("errors.shared_broken", "Bestiario cannot start: a file it needs is broken"),
                       lines=problems)
    return _run(app)


def cmd_play(args) -> int:
    from game.app import App
    if args.resume is not None:
        return _resume(args)
    if args.game is None:
        _die("play needs a GAME (or --resume ID)")
    seats = _seat_kinds(args.seats, args.players)
    cfg = _game_config(args, seats)
    seed = args.seed if args.seed is not None else int(time.time() * 1000) % 1_000_000_007
    session = _new_session(args.game, cfg, seed)
    lock = _hold_user_folder()  # noqa: F841 - held while the app runs
    from game.saving import autosave
    app = App(headless=_first_frame_only())
    err = autosave(session)                 # listed among the saved games from its first moment
    if err:
        app.show_message(err)
    app.start_table(session)
    return _run(app)


def _resume(args) -> int:
    """``play --resume ID``: the saved game at its table (a refused save says why and offers the one
    before it, as Continue does)."""
    from game import saving
    from game.app import App
    from game.resume import open_saved
    lock = _hold_user_folder()  # noqa: F841 - held while the app runs
    if args.resume not in saving.save_ids():
        known = saving.save_ids()
        hint = f" (python main.py saves lists the {len(known)} there are)" if known else " (there is none)"
        _die(f"--resume {args.resume[:60]!r}: no saved game has that id{hint}")
    info = next((i for i in saving.list_saves() if i.id == args.resume), None)
    app = App(headless=_first_frame_only())
    app.replace_scene("menu")
    open_saved(app, args.resume, game_id=info.game_id if info and info.game_id else None)
    if _first_frame_only():
        app.step([])
        print(type(app.top).__name__)
        return 0
    app.run()
    return 0


def cmd_saves(args) -> int:
    """One line per game in progress, the most recently played first: id, game, players, progress,
    who plays at which level, when last played."""
    import datetime

    from game import i18n, saving
    from game.lock import AlreadyOpen, AppLock
    from game.paths import user_dir
    try:
        with AppLock(user_dir()):
            saving.migrate_legacy()
    except (AlreadyOpen, OSError):
        pass                                  # the open app has moved it already (or cannot): list as is
    i18n.set_language("en")
    infos = saving.list_saves()
    for info in infos:
        when = datetime.datetime.fromtimestamp(info.updated).strftime("%Y-%m-%d %H:%M") if info.updated else "?"
        if info.game_id:
            seats = ", ".join(f"{n} ({k})" for n, k in zip(info.names, info.seats))
            tail = f"{saving.describe(info)} — {seats} — {when}"
            if info.practice:
                tail += " — practice"
            if info.problem:
                tail += f" — newest file refused: {info.problem}"
        else:
            tail = f"cannot be read: {info.problem} — {when}"
        print(f"{info.id}  {tail}")
    if not infos:
        print("no game in progress", file=sys.stderr)
    return 0


def play_ai_game(game_id: str, cfg: dict, seed: int, kinds: list[str], bot_seed: int):
    """One AI-only game; returns (session, per-seat decision times)."""
    session = _new_session(game_id, cfg, seed)
    bots = [session.descriptor.make_bot(k if k != "human" else "easy", bot_seed * 31 + i) for i, k in enumerate(kinds)]
    times: list[list[float]] = [[] for _ in kinds]
    game = session.game
    while (p := session.current_player()) is not None:
        t = time.perf_counter()
        action = bots[p].choose(game, session.state, p)
        times[p].append(time.perf_counter() - t)
        session.apply(action)
    return session, times


def cmd_simulate(args) -> int:
    if args.games < 1:
        _die(f"--games must be 1 or more, not {args.games}")
    if args.log:
        _check_out_file("--log", args.log)
    play = play_ai_game
    if args.server:
        play = _remote_player(args.server)
    seats = _seat_kinds(args.seats or ",".join(["easy"] * args.players), args.players)
    cfg = _game_config(args, seats)
    wins = [0.0] * args.players
    totals = [0.0] * args.players
    log = open(args.log, "w", encoding="utf-8") if args.log else None
    stats = _open_stats(args.stats) if args.stats else None
    t0 = time.perf_counter()
    try:
        for g in range(args.games):
            seed = args.seed + g
            started = time.time()
            session, _ = play(args.game, cfg, seed, seats, seed)
            if stats is not None:
                from game.records import record
                session.meta = {"id": f"sim-{args.game}-{seed}-{int(started * 1000)}", "created": started,
                                "updated": time.time()}
                err = record(session, opened=stats)
                if err:
                    _die(f"--stats {args.stats}: {err}", 1)
            res = session.result()
            for w in res.winners:
                wins[w] += 1 / len(res.winners)
            for i, sc in enumerate(res.scores):
                totals[i] += sc
            line = {"game": args.game, "seed": seed, "seats": seats, "scores": res.scores,
                    "places": res.places, "winners": res.winners,
                    "actions": [a.to_json() for a in session.actions]}
            print(json.dumps(line, ensure_ascii=False), flush=True)
            if log:
                log.write(json.dumps(game_record(session), ensure_ascii=False) + "\n")
    finally:
        if log:
            log.close()
        if stats is not None:
            stats.conn.close()
    dt = time.perf_counter() - t0
    summary = {"summary": True, "game": args.game, "games": args.games, "seats": seats,
               "wins": [round(w, 2) for w in wins],
               "mean_scores": [round(t / max(1, args.games), 3) for t in totals],
               "games_per_second": round(args.games / dt, 2) if dt > 0 else None}
    print(json.dumps(summary, ensure_ascii=False))
    return 0


def _remote_player(url: str):
    """``simulate --server URL``: each game played through that server, every seat its own client
    (game/net/simulate.py); a server that is not there or refuses is one line and exit status 1."""
    from game.net.simulate import NetError, RemoteError, check_url, play_game
    why = check_url(url)
    if why:
        _die(why)

    def play(game_id, cfg, seed, kinds, bot_seed):
        try:
            return play_game(url, game_id, cfg, seed, kinds, bot_seed), None
        except NetError as exc:
            _die(f"--server: {exc}", 1)
        except RemoteError as exc:
            _die(f"--server: {exc}", 1)
    return play


def _open_stats(path: str):
    """``--stats``/``--db FILE``: the records database there (made when missing), or one line and exit."""
    from game.records import RecordsError, open_records
    _check_out_file("--stats", path)
    try:
        opened = open_records(path)
    except RecordsError as exc:
        _die(f"{path}: {exc}")
    if opened.problem:
        print(f"bestiario: {opened.problem}", file=sys.stderr)
    return opened


def cmd_stats(args) -> int:
    """The statistics, headless: per player (and game) the games, wins, wins against each AI level,
    average and best score and recent form; ``--csv FILE`` writes the recorded games, a row a seat."""
    from game.records import history, open_default, players, summary
    if args.db:
        if not os.path.isfile(args.db):
            _die(f"--db {args.db}: no such file")
        opened = _open_stats(args.db)
    else:
        opened = open_default()
        if opened.problem:
            print(f"bestiario: {opened.problem}", file=sys.stderr)
    try:
        names = [args.player] if args.player else (players(opened) or players(opened, humans=False))
        if not names:
            print("no finished game recorded yet", file=sys.stderr)
        for name in names:
            s = summary(opened, name, args.game)
            vs = ", ".join(f"{k} {w}/{n}" for k, (n, w) in s.against.items()) or "-"
            avg = f"{s.average:.1f}" if s.average is not None else "-"
            best = f"{s.best:g}" if s.best is not None else "-"
            print(f"{name}: {s.games} game{'s' if s.games != 1 else ''}, {s.wins} won ({s.wins / s.games:.0%}) · against AI: {vs} · "
                  f"average {avg}, best {best} · form {s.form or '-'}" if s.games else f"{name}: no games")
        if args.csv:
            _check_out_file("--csv", args.csv)
            _write_csv(args.csv, history(opened, args.player, args.game, limit=10 ** 9))
    finally:
        opened.conn.close()
    return 0


def _write_csv(path: str, games: list) -> None:
    import csv
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "game", "finished", "duration_s", "practice", "assisted", "seat", "name", "kind",
                    "score", "place"])
        for g in games:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(g["finished"]))
            for i, s in enumerate(g["seats"]):
                w.writerow([g["id"], g["game"], when, round(g["duration"]), int(g["practice"]), int(g["assisted"]),
                            i, s["name"], s["kind"], s["score"], s["place"]])


def game_record(session) -> dict:
    """A whole game for --log: config, seed, deal, actions (with who took them), events, result."""
    from rules.engine.session import Session
    replay = Session(session.game_id, session.config, session.seed)
    steps = []
    for a in session.actions:
        who = replay.current_player()
        evs = replay.apply(a)
        steps.append({"player": who, "action": a.to_json(), "events": [e.to_json() for e in evs]})
    res = session.result()
    return {"format": 1, "game": session.game_id, "config": session.config, "seed": session.seed,
            "start_events": [e.to_json() for e in replay.game.start_events(replay.state)],
            "steps": steps, "result": res.to_json() if res else None}


def cmd_screenshot(args) -> int:
    from game.app import App
    from game.registry import open_table
    from rules.ai import make_bot
    w, h = _parse_size(args.size)
    _check_out_file("--out", args.out)
    if args.moves < 0:
        _die(f"--moves must be 0 or more, not {args.moves}")
    if not 0 <= args.seat < args.players:
        _die(f"--seat must be a seat 0–{args.players - 1}, not {args.seat}")
    if args.review and not args.replay:
        _die("--review needs --replay LOG (a finished game)")
    if args.replay:
        session = _replay_session(args)
        session.meta["review"] = args.review
    else:
        seats = _seat_kinds(args.seats or ",".join(["human"] + ["normal"] * (args.players - 1)), args.players)
        cfg = _game_config(args, seats)
        session = _new_session(args.game, cfg, args.seed)
        bots = [make_bot("easy", args.seed * 7 + i) for i in range(args.players)]
        for _ in range(args.moves):
            p = session.current_player()
            if p is None:
                break
            session.apply(bots[p].choose(session.game, session.state, p))
    app = App(headless=True, size=(w, h))
    if args.lang:
        from game import i18n
        i18n.set_language(args.lang)
    if args.tutorial is not None:
        table = _tutorial_table(app, args)
    else:
        table = open_table(app, session, view_seat=args.seat)
    app.push(table)
    if args.stats:
        app.push_scene("stats")                 # the user folder's statistics (BESTIARIO_HOME)
    for _ in range(3):
        app.step([])
    if args.review and table.assist is not None:
        table.assist.wait(600)              # the review's chart and drops, computed beside the replay
        app.step([])
    if session.current_player() is None and not args.replay:
        for _ in range(12):                    # the ending: its final board settles, "See results" lit
            app.step([], dt=2.0)
        if args.results or args.chart:
            while app.top is not table and len(app.scenes) > 1:
                app.pop()                       # the game's own final overlay (a count, a banner)
            app.push_scene("results", session=session, board=table)
            app.step([])
            if args.chart and getattr(app.top, "chart_data", lambda: None)() is not None:
                app.top.toggle_chart()
            app.step([])
    elif args.results or args.chart:
        _die("--results and --chart need a finished game: give --moves enough to reach the end")
    import pygame
    try:
        if (w, h) != (1280, 720):
            out = pygame.transform.smoothscale(app.canvas, (w, h))
            pygame.image.save(out, args.out)
        else:
            app.screenshot(args.out)
    except (pygame.error, OSError) as exc:
        _die(f"--out {args.out}: the picture cannot be written ({str(exc)[:80]})", 1)
    print(args.out)
    return 0


def _tutorial_table(app, args):
    """``--tutorial N``: the game's tutorial at its table after its first N scripted actions."""
    from game.tutorial import tutorial_table
    from rules.engine.tutorial import TutorialSession, has_tutorial, load_tutorial
    if not has_tutorial(args.game):
        _die(f"{args.game} has no tutorial yet (data/{args.game}/tutorial.yaml)", 1)
    script = load_tutorial(args.game)
    steps = len(script.steps)
    if not 0 <= args.tutorial < steps:
        _die(f"--tutorial must be 0–{steps - 1} for {args.game}, not {args.tutorial}")
    session = TutorialSession(script, args.lang or "en", [s.expect.action() for s in script.steps[:args.tutorial]])
    return tutorial_table(app, session)


def _replay_session(args):
    """``--replay LOG --step N``: a logged game (a ``simulate --log`` line, the ``--index``-th) or a save,
    after its first N actions, from ``--seat``'s view or with every card open (``--open``)."""
    from rules.engine.core import RulesError
    from rules.engine.files import FileProblem, read_text
    from rules.engine.replay import ReplaySession
    try:
        text = read_text(args.replay, 64 * 1024 * 1024)
    except FileNotFoundError:
        _die(f"--replay {args.replay}: no such file")
    except FileProblem as exc:
        _die(f"--replay {args.replay}: {exc.why}")
    lines = [ln for ln in text.splitlines() if ln.strip()]
    try:
        if len(lines) > 1 or '"steps"' in text:
            record = json.loads(lines[args.index])
            session = ReplaySession.from_log(record, open_cards=args.open)
        else:
            session = ReplaySession.from_save(json.loads(text), open_cards=args.open)
    except IndexError:
        _die(f"--index {args.index}: the log holds {len(lines)} games")
    except (ValueError, KeyError, TypeError, RulesError) as exc:
        _die(f"--replay {args.replay}: not a game log or a save ({exc.__class__.__name__}: {str(exc)[:60]})")
    if session.game_id != args.game:
        _die(f"--replay {args.replay}: that is a game of {session.game_id}, not {args.game}")
    if args.step is not None and not 0 <= args.step <= session.length:
        _die(f"--step must be 0–{session.length} for that game, not {args.step}")
    try:
        session.goto(session.length if args.step is None else args.step)
    except RulesError as exc:
        _die(f"--replay {args.replay}: its moves do not replay ({exc})")
    return session


def cmd_options(args) -> int:
    from rules.registry import descriptor
    d = descriptor(args.game)
    print(f"{d.id}: {d.players_label()} players (default {d.default_players})")
    for o in d.options:
        if o.kind == "int":
            what = f"a whole number {o.min}–{o.max}"
        elif o.kind == "choice":
            what = "one of " + ", ".join(map(str, o.choices))
        elif o.kind == "seat":
            what = "a seat number, or random"
        elif o.kind == "list":
            what = "a comma list, one per player"
        else:
            what = "true or false"
        default = "random" if o.kind == "seat" and o.default is None else o.default
        print(f"  {o.key}: {what} (default {default})")
    return 0


def cmd_new_game(args) -> int:
    """A new game in one command: its folders, data, tests and registry lines (scaffold/)."""
    from scaffold import ScaffoldError, create
    root = os.path.abspath(args.root or os.path.dirname(os.path.abspath(__file__)))
    try:
        written = create(args.id, args.name, root, golden=not args.no_golden)
    except ScaffoldError as exc:
        _die(str(exc))
    for path in written:
        print(path)
    print(f"{args.id}: made ({len(written)} files). Next: python main.py check-data; make test; "
          f"python main.py play {args.id}", file=sys.stderr)
    return 0


def cmd_tutorial(args) -> int:
    """``tutorial GAME``: the guided first game. ``--autoplay`` drives it headless to its end, one line
    per step; without it the app opens at the tutorial (where the learner left it)."""
    from rules.engine.tutorial import TutorialBroken, autoplay, has_tutorial, load_tutorial
    if not has_tutorial(args.game):
        _die(f"{args.game} has no tutorial yet (data/{args.game}/tutorial.yaml)", 1)
    script = load_tutorial(args.game)          # a broken file: file:line: field: message, exit 1
    lang = args.lang or "en"
    if args.autoplay:
        try:
            autoplay(script, lang, say=lambda line: print(line, flush=True))
        except TutorialBroken as exc:
            print(f"bestiario: {exc}", file=sys.stderr)
            return 1
        return 0
    from game import i18n
    from game.app import App
    from game.tutorial import start_tutorial
    lock = _hold_user_folder()  # noqa: F841 - held while the app runs
    app = App(headless=_first_frame_only())
    if args.lang:
        i18n.set_language(args.lang)
    start_tutorial(app, args.game)
    return _run(app)


def cmd_hint(args) -> int:
    """The analyst's best choices for the player to move, one JSON line each (game/assist_cli.py)."""
    from game.assist_cli import SourceError, hint
    if not 1 <= args.top <= 10:
        _die(f"--top must be 1–10, not {args.top}")
    if args.step is not None and args.step < 0:
        _die(f"--step must be 0 or more, not {args.step}")
    if args.worlds is not None and not 1 <= args.worlds <= 1000:
        _die(f"--worlds must be 1–1000, not {args.worlds}")
    try:
        lines = hint(args.source, args.step, args.top, args.index, args.seed, args.lang, args.level, args.worlds)
    except SourceError as exc:
        _die(str(exc))
    for line in lines:
        print(json.dumps(line, ensure_ascii=False))
    return 0


def cmd_review(args) -> int:
    """Each decision's chance before and after, the three biggest drops, the chart (game/assist_cli.py)."""
    from game.assist_cli import SourceError, review
    if args.out:
        _check_out_file("--out", args.out)
    if args.worlds is not None and not 1 <= args.worlds <= 1000:
        _die(f"--worlds must be 1–1000, not {args.worlds}")
    try:
        lines = review(args.source, args.seat, args.out, args.index, args.seed, args.lang, args.worlds, args.level)
    except SourceError as exc:
        _die(str(exc))
    for line in lines:
        print(json.dumps(line, ensure_ascii=False))
    if args.out:
        print(args.out)
    return 0


def cmd_check_data(args) -> int:
    from game.check_data import check_all
    problems = check_all(args.dir)
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    print("data ok")
    return 0


def cmd_serve(args) -> int:
    """The authoritative online server (game/net, docs/online.md) until Ctrl+C or SIGTERM."""
    import asyncio
    if not 0 <= args.port <= 65535:
        _die(f"--port must be 0-65535, not {args.port}")
    if bool(args.tls_cert) != bool(args.tls_key):
        _die("--tls-cert and --tls-key go together")
    for opt, path in (("--tls-cert", args.tls_cert), ("--tls-key", args.tls_key)):
        if path and not os.path.isfile(path):
            _die(f"{opt} {path}: no such file")
    from game.net.server import ServerConfig, run, tls_context
    from game.net.store import StoreError, open_store
    ctx = None
    if args.tls_cert:
        import ssl
        try:
            ctx = tls_context(args.tls_cert, args.tls_key)
        except (ssl.SSLError, OSError) as exc:
            _die(f"--tls-cert/--tls-key: {exc.__class__.__name__}: {exc}")
    if args.db and not args.db.startswith(("postgresql://", "postgres://")):
        _check_out_file("--db", args.db)
    try:
        store = open_store(args.db)
    except StoreError as exc:
        _die(str(exc), 1)
    try:
        asyncio.run(run(store, ServerConfig(host=args.host, port=args.port, allow_seed=args.allow_seed), ctx,
                        announce=lambda line: print(line, flush=True)))
    except OSError as exc:
        _die(f"cannot serve on {args.host}:{args.port}: {exc.strerror or exc}", 1)
    return 0


# ------------------------------------------------------------------------------------ parser

class OneLineParser(argparse.ArgumentParser):
    """argparse, but a wrong argument is one line (``bestiario: ...``) and exit status 2, no usage dump."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sub = self.prog.split(" ", 1)[1] + " " if " " in self.prog else ""
        _die(f"{message} (python main.py {sub}--help for help)")

def build_parser() -> argparse.ArgumentParser:
    from rules.registry import GAMES
    games = sorted(GAMES)
    p = OneLineParser(prog="bestiario", description="Bestiario: animal board and card games.")
    workers_help = "processes the master AI thinks on (default: every core this computer lets it use)"
    p.add_argument("--workers", type=int, help=workers_help)
    sub = p.add_subparsers(dest="command")

    def game_args(sp, optional=False):
        if optional:
            sp.add_argument("game", choices=games, nargs="?")
        else:
            sp.add_argument("game", choices=games)
        sp.add_argument("--players", type=int, help="player count (default: the game's usual count)")
        sp.add_argument("--seats", help="comma list: human, easy, normal, hard, master (one per player)")
        sp.add_argument("--names", help="comma list of player names")
        sp.add_argument("--rounds", type=int, help="short for --option rounds=N (games with rounds)")
        sp.add_argument("--decks", help="short for --option decks=A,B: one deck id per player (deck games)")
        sp.add_argument("--option", action="append", metavar="KEY=VALUE",
                        help="a game option from its schema, e.g. board_size=5 (repeatable; "
                             "'options GAME' lists them)")

    sp = sub.add_parser("play", help="start a game directly, or resume a saved one")
    game_args(sp, optional=True)
    sp.add_argument("--seed", type=int)
    sp.add_argument("--resume", metavar="ID", help="resume a saved game ('saves' lists them)")
    sp.add_argument("--workers", type=int, help=workers_help, default=argparse.SUPPRESS)
    sp.set_defaults(func=cmd_play)

    sp = sub.add_parser("simulate", help="AI-only games, headless")
    game_args(sp)
    sp.add_argument("--games", type=int, default=10)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--log", help="write every game in full to this JSONL file (docs/log-format.md)")
    sp.add_argument("--stats", metavar="DB", help="record every game in this statistics database (made when missing)")
    sp.add_argument("--server", metavar="URL", help="play through a running server (serve --allow-seed), "
                    "every seat its own client: ws://127.0.0.1:PORT")
    sp.add_argument("--workers", type=int, help=workers_help, default=argparse.SUPPRESS)
    sp.set_defaults(func=cmd_simulate)

    sp = sub.add_parser("screenshot", help="render a table headless to a PNG")
    game_args(sp)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--moves", type=int, default=0, help="AI moves played before the picture")
    sp.add_argument("--out", default="shot.png")
    sp.add_argument("--size", default="1280x720")
    sp.add_argument("--seat", type=int, default=0, help="whose view to show")
    sp.add_argument("--replay", metavar="LOG", help="a logged game (simulate --log) or a save, shown at --step")
    sp.add_argument("--step", type=int, help="with --replay: after how many of its actions (default: the end)")
    sp.add_argument("--index", type=int, default=0, help="with --replay: which game of the log (default 0)")
    sp.add_argument("--open", action="store_true", help="with --replay: every card open")
    sp.add_argument("--lang", choices=("en", "es"), help="the language of the picture (default: the settings')")
    sp.add_argument("--results", action="store_true", help="a finished game: its results screen")
    sp.add_argument("--chart", action="store_true", help="a finished game: its score chart")
    sp.add_argument("--review", action="store_true", help="with --replay: the review beside it (chart, drops)")
    sp.add_argument("--tutorial", type=int, metavar="N", help="the game's tutorial after its first N scripted actions")
    sp.add_argument("--stats", action="store_true", help="the Statistics screen of the user folder over the table")
    sp.set_defaults(func=cmd_screenshot)

    sp = sub.add_parser("options", help="list a game's options (for --option KEY=VALUE)")
    sp.add_argument("game", choices=games)
    sp.set_defaults(func=cmd_options)

    sp = sub.add_parser("new-game", help="make a new game: its folders, data, tests and registry lines")
    sp.add_argument("id", help="the game's id (lowercase, e.g. river_race)")
    sp.add_argument("--name", required=True, help="its name as players read it")
    sp.add_argument("--root", help="the project folder (default: this one)")
    sp.add_argument("--no-golden", action="store_true", help="do not record its golden playthroughs")
    sp.set_defaults(func=cmd_new_game)

    sp = sub.add_parser("saves", help="list the games in progress, one line each, id first")
    sp.set_defaults(func=cmd_saves)

    sp = sub.add_parser("stats", help="the statistics of finished games, one line per player")
    sp.add_argument("--db", help="a statistics database (default: the user folder's)")
    sp.add_argument("--player", help="one player's name")
    sp.add_argument("--game", choices=games, help="one game only")
    sp.add_argument("--csv", metavar="FILE", help="also write every recorded game to this CSV file, a row a seat")
    sp.set_defaults(func=cmd_stats)

    sp = sub.add_parser("tutorial", help="a guided first game (--autoplay: headless, one line per step)")
    sp.add_argument("game", choices=games)
    sp.add_argument("--lang", choices=("en", "es"), help="the tutorial's language (default: the settings')")
    sp.add_argument("--autoplay", action="store_true", help="play each step's expected action, headless")
    sp.set_defaults(func=cmd_tutorial)

    sp = sub.add_parser("serve", help="the online server: tables, invitations, the rules (docs/online.md)")
    sp.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    sp.add_argument("--port", type=int, default=8765, help="the port (default 8765; 0: any free one)")
    sp.add_argument("--db", metavar="PATH_OR_URL",
                    help="a SQLite file (default: server.sqlite3 in the user folder) or postgresql://...")
    sp.add_argument("--tls-cert", metavar="FILE", help="serve over TLS (wss://): the certificate chain (PEM)")
    sp.add_argument("--tls-key", metavar="FILE", help="its private key (PEM)")
    sp.add_argument("--allow-seed", action="store_true",
                    help="a table's creator may choose its seed (tests on your own machine; never for others)")
    sp.set_defaults(func=cmd_serve)

    for name, text in (("hint", "the AI's best choices for the player to move (one JSON line each)"),
                       ("review", "a finished game's review: each decision's chance, the biggest drops, a chart")):
        sp = sub.add_parser(name, help=text)
        sp.add_argument("source", metavar="SAVE_ID_OR_LOG", help="a saved game's id, a save file or a game log")
        sp.add_argument("--index", type=int, default=0, help="which game of a log (default 0)")
        sp.add_argument("--seed", type=int, default=0, help="the analyst's seed (the same numbers for the same seed)")
        sp.add_argument("--lang", choices=("en", "es"), help="the language of the words (default: the settings')")
        sp.add_argument("--level", choices=("normal", "hard"), default="hard", help="the analyst's search (default hard)")
        sp.add_argument("--worlds", type=int, help="deals per estimate (default: hint 48, review 16)")
        sp.add_argument("--workers", type=int, help=workers_help, default=argparse.SUPPRESS)
        if name == "hint":
            sp.add_argument("--step", type=int, help="after how many decisions (default: where the game stands)")
            sp.add_argument("--top", type=int, default=3, help="how many choices (default 3)")
            sp.set_defaults(func=cmd_hint)
        else:
            sp.add_argument("--seat", type=int, help="the reviewed seat (default: the first human, else 0)")
            sp.add_argument("--out", help="write the chart to this PNG")
            sp.set_defaults(func=cmd_review)

    sp = sub.add_parser("check-data", help="validate every YAML and TMX file")
    sp.add_argument("dir", nargs="?", help="a data folder (default: the shipped one)")
    sp.set_defaults(func=cmd_check_data)
    return p


def main(argv: list[str] | None = None) -> int:
    """The command line. No traceback ever reaches the player: a broken data file is one line per problem
    (file:line: field: message) and exit status 1; anything unexpected is one line, the details go to the
    error log in the user folder."""
    here = os.path.dirname(os.path.abspath(__file__))
    if here not in sys.path:
        sys.path.insert(0, here)
    from game.paths import UserDirError
    from rules.engine.data import DataError
    from rules.engine.saves import SaveError
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:            # the reader stopped (| head): nothing more to say
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except SystemExit:
        raise
    except UserDirError as exc:
        print(f"bestiario: {exc}", file=sys.stderr)
        return 2
    except DataError as exc:
        for p in exc.problems:
            print(f"bestiario: {p}", file=sys.stderr)
        return 1
    except SaveError as exc:
        print(f"bestiario: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - the last guard
        try:
            from game.errors import log_error
            where = log_error(exc, "command line")
        except Exception:  # noqa: BLE001
            where = "(no log could be written)"
        print(f"bestiario: internal error ({exc.__class__.__name__}); the details are in {where}", file=sys.stderr)
        return 1


def _set_workers(n: int | None) -> None:
    """``--workers N``: how many processes a master search may use (the same decisions for any N)."""
    if n is None:
        return
    if not 1 <= n <= 256:
        _die(f"--workers must be between 1 and 256, not {n}")
    from rules.ai.parallel import set_workers
    set_workers(n)


def _main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    _set_workers(getattr(args, "workers", None))
    if getattr(args, "game", None) and getattr(args, "players", 0) is None:
        from rules.registry import GAMES
        args.players = GAMES[args.game].default_players
    if getattr(args, "game", None) and hasattr(args, "players"):
        from rules.registry import GAMES
        info = GAMES[args.game]
        if args.players not in info.allowed_players():
            _die(f"{args.game} takes {info.players_label()} players, not {args.players}")
    if not getattr(args, "func", None):
        return cmd_menu(args)
    return args.func(args)


if __name__ == "__main__":
    # the packaged app: a helper process multiprocessing starts (the server's undo judges use "spawn",
    # which runs this executable again with its own arguments) runs its work here and ends
    import multiprocessing
    multiprocessing.freeze_support()
    raise SystemExit(main())
