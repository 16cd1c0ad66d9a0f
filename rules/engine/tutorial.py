"""Tutorials: a guided first game from a fixed deal, one shared runner for every game (no pygame here).

``data/<game>/tutorial.yaml`` (schema: :class:`TutorialFile`) fixes the game (players, seats, names in
each language, options, seed) and lists the **steps**, one action each, in the order they are played:
the human's steps say what to do and why (``text``, in ``en`` and ``es``), may say what to point at
(``point``: a zone of the game's layout, or ``target``, the target of the expected action, which the
game's table turns into a rect) and what to say for any other click (``wrong``; the shared default is
``tutorial.wrong``); the other seats' steps are their recorded actions (a ``text`` is optional: it is
shown while they move). Then ``free_turns`` turns of free play against the AI, then the ``summary``.

:class:`TutorialSession` is a :class:`rules.engine.session.Session` (the table drives it as a local
game) that accepts, while the script lasts, only the expected action (anything else raises
``IllegalAction("tutorial", ...)``: nothing changes), and knows its step and progress. Its position (the
actions taken) is kept in ``tutorials/<game>.json`` of the user folder (:meth:`TutorialSession.save`,
:func:`resume`). :class:`ScriptedBot` plays the other seats' recorded steps, then their real level.
:func:`check` replays a tutorial (every expected action legal at its step) for ``check-data``;
:func:`autoplay` drives one to its end headless (``python main.py tutorial GAME --autoplay``).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Annotated, Any, Callable

from pydantic import Field, model_validator

from rules.engine.core import Action, ConfigError, IllegalAction
from rules.engine.data import DataError, DataProblem, data_dir, load_yaml
from rules.engine.models import Int, Model, NonNegInt, Str, validate
from rules.engine.session import Session, UndoPlan

FILE = "tutorial.yaml"
POSITION_FORMAT = 1
LANGS = ("en", "es")
MIN_TAUGHT, MAX_TAUGHT = 10, 20           # the human's scripted steps
MAX_TEXT = 240                            # characters: one or two short sentences
FREE_CAP = 3000                           # actions autoplay plays in the free turns at most

MAX_SUMMARY = 480
Text = Annotated[str, Field(min_length=1, max_length=MAX_TEXT, strict=True)]
LongText = Annotated[str, Field(min_length=1, max_length=MAX_SUMMARY, strict=True)]


class Texts(Model):
    """A text in each language."""
    en: Text
    es: Text

    def get(self, lang: str) -> str:
        return self.es if lang == "es" else self.en


class Summary(Texts):
    """What was learnt, in each language (a few sentences)."""
    en: LongText
    es: LongText


class Expect(Model):
    """An action written as its kind and value (``{kind: place, value: [27, 5]}``)."""
    kind: Str
    value: Any = None

    def action(self) -> Action:
        return Action.from_json({"kind": self.kind, "value": self.value})


class Step(Model):
    expect: Expect
    text: Texts | None = None
    point: Str | None = None          # a zone name, or "target" (the expected action's target)
    wrong: Texts | None = None        # said for any other click (default: the shared tutorial.wrong)


class SeatNames(Model):
    en: tuple[Str, ...]
    es: tuple[Str, ...]


class Fixed(Model):
    """The fixed game: the same every time."""
    players: Annotated[int, Field(ge=1, le=8, strict=True)]
    seats: tuple[Str, ...]
    names: SeatNames
    options: dict[str, Any] = {}
    seed: NonNegInt

    @model_validator(mode="after")
    def _one_per_seat(self):
        if len(self.seats) != self.players:
            raise ValueError(f"seats: {len(self.seats)} seats for {self.players} players")
        if [k for k in self.seats].count("human") != 1:
            raise ValueError("seats: exactly one seat is 'human' (the learner)")
        for lang in LANGS:
            if len(getattr(self.names, lang)) != self.players:
                raise ValueError(f"names.{lang}: one name per player ({self.players})")
        return self


class TutorialFile(Model):
    game: Fixed
    panel: tuple[Int, Int, Int, Int] | None = None     # where the step's text is shown (x, y, w, h)
    steps: tuple[Step, ...] = Field(min_length=1, max_length=120)
    free_turns: Annotated[int, Field(ge=0, le=10, strict=True)] = 2
    summary: Summary


@dataclass
class Script:
    """A loaded tutorial: the file's model, where it came from (``file``, the lines of its fields), and
    what replaying it once told (who decides each step)."""
    game_id: str
    data: TutorialFile
    file: str
    lines: dict = field(default_factory=dict)
    deciders: list = field(default_factory=list)

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.data.steps

    @property
    def human(self) -> int:
        return list(self.data.game.seats).index("human")

    @property
    def seed(self) -> int:
        return self.data.game.seed

    def config(self, lang: str = "en") -> dict:
        g = self.data.game
        names = g.names.es if lang == "es" else g.names.en
        return {"players": g.players, "seats": list(g.seats), "names": list(names), **dict(g.options)}

    def line(self, path: str) -> int:
        while path:
            if path in self.lines:
                return self.lines[path]
            cut = max(path.rfind("."), path.rfind("["))
            path = path[:cut] if cut > 0 else ""
        return 1

    def problem(self, path: str, message: str) -> DataProblem:
        return DataProblem(self.file, self.line(path), path, message)

    def taught(self) -> list[int]:
        """The indices of the human's steps (the ones that teach)."""
        return [i for i, who in enumerate(self.deciders) if who == self.human]


# ---------------------------------------------------------------------------- loading and checking

def tutorial_path(game_id: str, root: str | None = None) -> str:
    return os.path.join(root or data_dir(), game_id, FILE)


def has_tutorial(game_id: str, root: str | None = None) -> bool:
    return os.path.isfile(tutorial_path(game_id, root))


def load_tutorial(game_id: str, root: str | None = None, display: str | None = None) -> Script:
    """The game's tutorial, checked: its schema, then a replay (every expected action legal at its step,
    the human's steps written and 10–20 of them). DataError (file:line: field: message) otherwise."""
    path = tutorial_path(game_id, root)
    if display is None:
        display = os.path.join("data", game_id, FILE) if root is None else path
    doc = load_yaml(path, display)
    data = validate(TutorialFile, doc.value, doc)
    script = Script(game_id, data, display, dict(doc.lines))
    problems = replay_problems(script)
    if problems:
        raise DataError(problems)
    return script


def check(root: str, game_id: str) -> list[DataProblem]:
    """``check-data`` for a game's tutorial (none: nothing to check)."""
    if not has_tutorial(game_id, root):
        return []
    try:
        load_tutorial(game_id, root, tutorial_path(game_id, root))
    except DataError as exc:
        return exc.problems
    return []


def _start(script: Script) -> tuple[Session | None, list[DataProblem]]:
    from rules.engine.session import config_problem
    cfg = script.config("en")
    why = config_problem(script.game_id, cfg)
    if why is None:
        for lang in LANGS:
            why = why or config_problem(script.game_id, script.config(lang))
    if why is not None:
        return None, [script.problem("game", why)]
    try:
        return Session(script.game_id, cfg, script.seed), []
    except ConfigError as exc:
        return None, [script.problem("game.options", str(exc))]


def replay_problems(script: Script) -> list[DataProblem]:
    """Play the script from its seed: the first step whose expected action is not legal, a human step
    without text, too few or too many taught steps. Fills ``script.deciders``."""
    session, problems = _start(script)
    if session is None:
        return problems
    script.deciders = []
    for i, step in enumerate(script.steps):
        who = session.current_player()
        if who is None:
            return [script.problem(f"steps[{i}]", "the game is already over at this step")]
        bad = step_problem(session, step)
        if bad:
            return [script.problem(f"steps[{i}].expect", bad)]
        if who == script.human and step.text is None:
            problems.append(script.problem(f"steps[{i}]", "a step of the learner needs a text (en, es)"))
        script.deciders.append(who)
        session.apply(step.expect.action())
    n = len(script.taught())
    if not MIN_TAUGHT <= n <= MAX_TAUGHT:
        problems.append(script.problem("steps", f"{n} steps of the learner: a tutorial teaches in "
                                                f"{MIN_TAUGHT}-{MAX_TAUGHT}"))
    return problems


def step_problem(session: Session, step: Step) -> str | None:
    """Why ``step``'s expected action cannot be taken now, or None."""
    try:
        action = step.expect.action()
    except (ValueError, TypeError) as exc:
        return f"not an action ({exc})"
    legal = session.legal_actions()
    if action in legal:
        return None
    shown = ", ".join(str(a) for a in legal[:8]) + (" …" if len(legal) > 8 else "")
    return f"{action} is not legal at this step (legal: {shown})"


# ---------------------------------------------------------------------------- the session

class TutorialSession(Session):
    """A local game that follows the script: while it lasts only the expected action is accepted (the
    other seats' steps come from :class:`ScriptedBot`), then ``free_turns`` turns of free play."""

    def __init__(self, script: Script, lang: str = "en", actions: list[Action] | None = None):
        self.script = script
        self.lang = lang
        self.expected_actions = [s.expect.action() for s in script.steps]
        super().__init__(script.game_id, script.config(lang), script.seed, actions)
        self.meta = {"tutorial": True, "practice": True}

    # ------------------------------------------------------------------ where the learner is
    @property
    def position(self) -> int:
        return len(self.actions)

    @property
    def scripted(self) -> bool:
        """Still in the script (not yet in the free turns)."""
        return len(self.actions) < len(self.expected_actions)

    def step(self) -> Step | None:
        return self.script.steps[len(self.actions)] if self.scripted else None

    def expected(self) -> Action | None:
        return self.expected_actions[len(self.actions)] if self.scripted else None

    def step_number(self) -> tuple[int, int]:
        """``(n, total)``: the learner's step being taught (1-based; total when the script is done)."""
        taught = self.script.taught()
        done = sum(1 for i in taught if i < len(self.actions))
        return min(done + 1, len(taught)) if self.scripted else len(taught), len(taught)

    def free_done(self) -> int:
        """Free turns the learner has finished (a run of their decisions followed by another's)."""
        start = len(self.expected_actions)
        who = self.deciders()[start:] + [self.current_player()]
        me = self.script.human
        return sum(1 for a, b in zip(who, who[1:]) if a == me and b != me)

    @property
    def finished(self) -> bool:
        if self.scripted:
            return False
        return self.current_player() is None or self.free_done() >= self.script.data.free_turns

    def progress(self) -> dict:
        n, total = self.step_number()
        return {"step": n, "steps": total, "position": len(self.actions), "scripted": self.scripted,
                "free_done": self.free_done(), "free_turns": self.script.data.free_turns,
                "finished": self.finished}

    def text(self, lang: str | None = None) -> str | None:
        step = self.step()
        return step.text.get(lang or self.lang) if step is not None and step.text is not None else None

    def wrong(self, lang: str | None = None) -> str | None:
        """The step's words for another click (None: the shared default)."""
        step = self.step()
        return step.wrong.get(lang or self.lang) if step is not None and step.wrong is not None else None

    def summary(self, lang: str | None = None) -> str:
        return self.script.data.summary.get(lang or self.lang)

    # ------------------------------------------------------------------ play
    def apply(self, action: Action):
        exp = self.expected()
        if exp is not None and action != exp:
            raise IllegalAction("tutorial", self.wrong("en") or f"this step expects {exp}")
        return super().apply(action)

    def undo_plan(self, seat, humans, mode="fair") -> UndoPlan:
        return UndoPlan(None, "off")          # a tutorial goes forward; leaving and resuming keeps its place

    # ------------------------------------------------------------------ leave and resume
    def to_position(self) -> dict:
        return {"format": POSITION_FORMAT, "game": self.game_id, "lang": self.lang,
                "actions": [a.to_json() for a in self.actions], "finished": self.finished}

    def save(self, folder: str) -> str:
        """Keep the position in ``folder/tutorials/<game>.json`` (atomic); returns the path."""
        from rules.engine.saves import write_json_atomic
        path = position_path(folder, self.game_id)
        write_json_atomic(path, self.to_position())
        return path


def position_path(folder: str, game_id: str) -> str:
    return os.path.join(folder, "tutorials", f"{game_id}.json")


def resume(script: Script, folder: str, lang: str = "en") -> TutorialSession:
    """The tutorial where the learner left it (a fresh one when nothing is kept, the file is unreadable,
    the tutorial was finished, or its moves no longer follow the script)."""
    from rules.engine.files import FileProblem, load_json
    try:
        data = load_json(position_path(folder, script.game_id), 1024 * 1024)
        assert isinstance(data, dict) and data.get("format") == POSITION_FORMAT and not data.get("finished")
        actions = [Action.from_json(a) for a in data["actions"]]
        return TutorialSession(script, lang, actions)
    except (OSError, FileProblem, AssertionError, KeyError, TypeError, ValueError, IllegalAction):
        return TutorialSession(script, lang)


def forget(folder: str, game_id: str) -> None:
    """Start the tutorial afresh next time."""
    path = position_path(folder, game_id)
    if os.path.exists(path):
        os.unlink(path)


# ---------------------------------------------------------------------------- the other seats

class ScriptedBot:
    """A seat's player in a tutorial: its recorded step while the script lasts, then ``bot``'s choice."""

    def __init__(self, session: TutorialSession, bot):
        self.session = session
        self.bot = bot

    def choose(self, game, state, seat: int) -> Action:
        exp = self.session.expected()
        if exp is not None:
            return exp
        return self.bot.choose(game, state, seat)

    def __getattr__(self, name):
        return getattr(self.bot, name)


# ---------------------------------------------------------------------------- headless

class TutorialBroken(Exception):
    """A step whose expected action cannot be taken; ``str()`` is one line naming it."""


def autoplay(script: Script, lang: str = "en", say: Callable[[str], None] = print, make_bot=None,
             seed: int = 0) -> TutorialSession:
    """Drive the tutorial to its end: each step's expected action (one line each: number, text in
    ``lang``, action), then the free turns (the learner as the easy level, the others as their seats'
    levels; ``make_bot(level, seed)`` gives them, by default the game's). TutorialBroken names a step
    whose action is not legal."""
    s = TutorialSession(script, lang)
    for i, step in enumerate(script.steps):
        bad = step_problem(s, step)
        if bad:
            raise TutorialBroken(f"{script.file}:{script.line(f'steps[{i}]')}: step {i + 1}: {bad}")
        who = s.current_player()
        words = step.text.get(lang) if step.text is not None else f"({s.config['names'][who]})"
        s.apply(step.expect.action())
        say(f"{i + 1:>3} {words} -> {s.actions[-1]}")
    make_bot = make_bot or s.descriptor.make_bot
    kinds = ["easy" if k == "human" else k for k in script.data.game.seats]
    bots = [make_bot(k, seed + 7919 * p) for p, k in enumerate(kinds)]
    n = 0
    while not s.finished and n < FREE_CAP:
        who = s.current_player()
        action = bots[who].choose(s.game, s.state.clone(), who)
        s.apply(action)
        n += 1
        say(f"  free {s.free_done()}/{script.data.free_turns}: ({s.config['names'][who]}) {action}")
    say(script.data.summary.get(lang))
    return s
