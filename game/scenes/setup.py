"""New game: players (kind and name per seat) and the game's options, then Start.

The players panel is shared; each game brings its own options panel (Depredador: rounds, biomes,
starting hunter; Animal Duel: board size, variants, who starts) and its own config keys."""
from __future__ import annotations

import time

import pygame

from game.i18n import name as pick_name, tr
from game.names import default_names
from game.scene import Scene
from game.text import render
from game.widgets import (INK, MUTED, WARN, Button, Cycler, Stepper, TextInput, Toggle, draw_background,
                          draw_panel, draw_title)
from rules.engine.core import ConfigError
from rules.registry import GAMES, get_game

KINDS = ("human", "easy", "normal", "hard")
NAME_MAX = 20


def new_seed() -> int:
    return int(time.time() * 1000) % 1_000_000_007


DUEL_VARIANTS = ("variant_kids", "variant_habitat", "variant_level_start", "variant_team")


class SetupScene(Scene):
    """Seat kinds and names for the game's players, then its options (``game_id`` decides which)."""

    LEFT = pygame.Rect(40, 128, 700, 472)
    RIGHT = pygame.Rect(760, 128, 480, 472)

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        info = GAMES[game_id]
        self.min_players, self.max_players = info.min_players, info.max_players
        default = getattr(info, "default_players", None) or min(4, self.max_players)
        self.players = max(self.min_players, min(default, self.max_players))
        self.kinds = ["human"] + ["normal"] * (self.max_players - 1)
        self.names = default_names(self.kinds)
        self.edited = [False] * self.max_players      # a name the player typed is never replaced
        # depredador options
        self.deck = None
        self.rounds = 3
        self.random_biomes = True
        self.biomes: list[str] = []                    # chosen biome ids, in click order
        self.starter: int | None = None
        if game_id == "depredador":
            from rules.depredador.cards import load_deck
            self.deck = load_deck()
            self.rounds = self.deck.rounds_default
        # animal duel options
        self.duel = game_id == "animal_duel"
        self.board_size = 4
        self.board_sizes: tuple = (3, 4, 5)
        self.variants = {k: False for k in DUEL_VARIANTS}
        if self.duel:
            from rules.animal_duel.rules import BOARD_SIZES, DEFAULT_SIZE
            self.board_sizes, self.board_size = tuple(BOARD_SIZES), DEFAULT_SIZE
            self.players = 2
            self.variants["variant_team"] = False
        # selva options: a deck per seat (prebuilt + the player's legal decks)
        self.selva = game_id == "selva"
        self.selva_choices: dict[str, tuple] = {}     # key -> (deck, is_user)
        self.selva_problems: list[str] = []
        self.seat_decks: list[str | None] = [None, None]
        if self.selva:
            self.players = 2
            self.load_selva_decks()
        self.widgets: list = []
        self.inputs: list[TextInput] = []
        self.build()

    # ------------------------------------------------------------------ model
    def kind_label(self, kind: str) -> str:
        return tr(f"setup.kind.{kind}")

    def seat_name(self, i: int) -> str:
        return self.names[i].strip() or tr("setup.seat", n=i + 1)

    def problems(self) -> list[str]:
        """Why Start is not possible yet (empty: ready)."""
        out = []
        n = self.players
        for i in range(n):
            if not self.names[i].strip():
                out.append(tr("setup.need_name", n=i + 1))
        if self.selva and (not self.selva_choices or None in self.seat_decks):
            out.append(tr("selva_editor.setup.no_decks"))
        if self.deck is not None and not self.random_biomes and len(self.biomes) != n:
            out.append(tr("setup.choose_biomes", n=n, k=len(self.biomes)))
        return out

    def config(self) -> dict:
        n = self.players
        cfg = {"players": n, "seats": list(self.kinds[:n]), "names": [s.strip() for s in self.names[:n]]}
        if self.deck is not None:
            cfg["rounds"] = self.rounds
            if not self.random_biomes:
                cfg["biomes"] = list(self.biomes)
            if self.starter is not None:
                cfg["starter"] = self.starter
        if self.selva:
            cfg["decks"] = [self.deck_config(k) for k in self.seat_decks[:2]]
            if self.starter is not None:
                cfg["starter"] = self.starter
        if self.duel:
            cfg["board_size"] = self.board_size
            cfg.update(self.variants)
            if self.starter is not None:
                cfg["starter"] = self.starter
        return cfg

    # ------------------------------------------------------------------ selva decks
    def load_selva_decks(self) -> None:
        """Prebuilt decks and the user's legal decks; defaults: the first two different prebuilt ones."""
        self.selva_choices = {}
        self.selva_problems = []
        try:
            from game.selva.decks import list_decks, prebuilt_ids
            from rules.selva.cards import load_pool
            from rules.selva.decks import validate
            pool = load_pool()
            decks, self.selva_problems = list_decks(pool)
            pre = prebuilt_ids(pool)
        except Exception as exc:  # no pool, a broken data file: say so, never crash the setup
            self.selva_problems = [str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__]
            decks, pre, validate, pool = [], set(), None, None
        for d in decks:
            user = d.id not in pre
            if user:
                try:
                    if validate(d, pool):
                        continue             # an illegal user deck is listed in the editor only
                except Exception:
                    continue
            self.selva_choices[("u:" if user else "p:") + d.id] = (d, user)
        keys = list(self.selva_choices)
        prebuilt_keys = [k for k in keys if k.startswith("p:")] or keys
        for i in range(2):
            if self.seat_decks[i] not in self.selva_choices:
                self.seat_decks[i] = None
        if self.seat_decks[0] is None and prebuilt_keys:
            self.seat_decks[0] = prebuilt_keys[0]
        if self.seat_decks[1] is None and prebuilt_keys:
            others = [k for k in prebuilt_keys if k != self.seat_decks[0]]
            self.seat_decks[1] = (others or prebuilt_keys)[0]

    def deck_config(self, key: str | None):
        """A prebuilt deck by id; a user deck as a dict (a save replays without the user's files)."""
        if key is None or key not in self.selva_choices:
            return None
        deck, user = self.selva_choices[key]
        if not user:
            return deck.id
        from rules.selva.decks import deck_to_dict
        return deck_to_dict(deck)

    def deck_label(self, key) -> str:
        from game.selva.decks import deck_label
        if key not in self.selva_choices:
            return "—"
        deck, user = self.selva_choices[key]
        text = deck_label(deck)
        return f"{text} {tr('selva_editor.setup.user_tag')}" if user else text

    def set_seat_deck(self, i: int, key: str) -> None:
        self.seat_decks[i] = key

    def open_deck_editor(self) -> None:
        try:
            from game.selva.deck_editor import DeckEditorScene
            scene = DeckEditorScene(self.app)
        except Exception as exc:
            self.app.show_message(tr("selva_editor.cannot_open", why=str(exc).splitlines()[0] if str(exc) else
                                     exc.__class__.__name__))
            return
        self.app.push(scene)

    # ------------------------------------------------------------------ changes
    def set_players(self, n: int) -> None:
        self.players = n
        if self.duel:
            self.variants["variant_team"] = n == 4     # four players play Animal Duel only in teams
        if self.starter is not None and self.starter >= n:
            self.starter = None
        self.build()

    def set_board_size(self, size: int) -> None:
        self.board_size = size

    def set_variant(self, key: str, on: bool) -> None:
        self.variants[key] = on
        if key == "variant_team":
            self.set_players(4 if on else 2)

    def set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind
        if not self.edited[i]:
            self.names[i] = default_names(self.kinds)[i]
            self.inputs[i].text = self.names[i]

    def set_name(self, i: int, text: str) -> None:
        self.names[i] = text
        self.edited[i] = True

    def set_rounds(self, r: int) -> None:
        self.rounds = r

    def set_random_biomes(self, on: bool) -> None:
        self.random_biomes = on
        self.build()

    def toggle_biome(self, bid: str, on: bool) -> None:
        if on and bid not in self.biomes:
            self.biomes.append(bid)
        elif not on and bid in self.biomes:
            self.biomes.remove(bid)

    def set_starter(self, value) -> None:
        self.starter = None if value == "random" else int(value)

    # ------------------------------------------------------------------ widgets
    def build(self) -> None:
        focused = next((i for i, t in enumerate(self.inputs) if t.focused), None)
        self.widgets = []
        self.inputs = []
        L = self.LEFT
        self.count = Stepper((L.right - 230, L.top + 56, 200, 44), self.players, self.min_players,
                             self.max_players, self.set_players, step=2 if self.duel else 1)
        self.widgets.append(self.count)
        self.kind_cyclers = []
        y0 = L.top + 150
        for i in range(self.max_players):
            y = y0 + i * 52
            cyc = Cycler((L.left + 70, y, 220, 44), list(KINDS), self.kinds[i], self.kind_label,
                         on_change=lambda k, i=i: self.set_kind(i, k), enabled=i < self.players)
            inp = TextInput((L.left + 310, y, 370, 44), self.names[i],
                            on_change=lambda t, i=i: self.set_name(i, t), max_len=NAME_MAX,
                            placeholder=tr("setup.name_placeholder"))
            self.kind_cyclers.append(cyc)
            self.inputs.append(inp)
            if i < self.players:
                self.widgets += [cyc, inp]
        if focused is not None and focused < self.players:
            self.inputs[focused].focused = True
        self.biome_toggles = []
        if self.deck is not None:
            R = self.RIGHT
            self.rounds_stepper = Stepper((R.left + 250, R.top + 56, 200, 44), self.rounds, self.deck.rounds_min,
                                          self.deck.rounds_max, self.set_rounds)
            self.random_toggle = Toggle((R.left + 20, R.top + 150, R.width - 40, 40), tr("setup.random_biomes"),
                                        self.random_biomes, self.set_random_biomes)
            self.widgets += [self.rounds_stepper, self.random_toggle]
            for j, b in enumerate(self.deck.biomes):
                col, row = j % 2, j // 2
                rect = (R.left + 20 + col * 225, R.top + 198 + row * 48, 215, 42)
                t = Toggle(rect, pick_name(b.names), b.id in self.biomes,
                           lambda on, bid=b.id: self.toggle_biome(bid, on), enabled=not self.random_biomes,
                           swatch=b.colour, letter=b.letter)
                self.biome_toggles.append(t)
                self.widgets.append(t)
            starters = ["random"] + [str(i) for i in range(self.players)]
            self.starter_cycler = Cycler((R.left + 20, R.top + 400, R.width - 40, 44), starters,
                                         "random" if self.starter is None else str(self.starter),
                                         self._starter_label, self.set_starter)
            self.widgets.append(self.starter_cycler)
        if self.duel:
            self._build_duel_options()
        if self.selva:
            self._build_selva_options()
        self.back_button = Button((40, 636, 220, 56), tr("common.back"), self.back, size=22)
        self.start_button = Button((1020, 636, 220, 56), tr("setup.start"), self.start, size=22)
        self.widgets += [self.back_button, self.start_button]

    def _build_duel_options(self) -> None:
        R = self.RIGHT
        self.size_cycler = Cycler((R.left + 250, R.top + 56, 200, 44), list(self.board_sizes), self.board_size,
                                  lambda n: f"{n} × {n}", self.set_board_size)
        self.widgets.append(self.size_cycler)
        self.variant_toggles = {}
        for j, key in enumerate(DUEL_VARIANTS):
            t = Toggle((R.left + 20, R.top + 150 + j * 50, R.width - 40, 42), tr(f"animal_duel.setup.{key}"),
                       self.variants[key], lambda on, key=key: self.set_variant(key, on))
            self.variant_toggles[key] = t
            self.widgets.append(t)
        starters = ["random"] + [str(i) for i in range(self.players)]
        self.starter_cycler = Cycler((R.left + 20, R.top + 400, R.width - 40, 44), starters,
                                     "random" if self.starter is None else str(self.starter),
                                     self._starter_label, self.set_starter)
        self.widgets.append(self.starter_cycler)

    def _build_selva_options(self) -> None:
        R = self.RIGHT
        keys = list(self.selva_choices) or [None]
        self.deck_cyclers = []
        for i in range(2):
            c = Cycler((R.left + 20, R.top + 84 + i * 110, R.width - 40, 44), keys, self.seat_decks[i],
                       self.deck_label, on_change=lambda k, i=i: self.set_seat_deck(i, k),
                       enabled=bool(self.selva_choices), size=18)
            self.deck_cyclers.append(c)
            self.widgets.append(c)
        starters = ["random", "0", "1"]
        self.starter_cycler = Cycler((R.left + 20, R.top + 340, R.width - 40, 44), starters,
                                     "random" if self.starter is None else str(self.starter),
                                     self._selva_starter_label, self.set_starter)
        self.editor_button = Button((R.left + 20, R.top + 404, R.width - 40, 48), tr("selva_editor.setup.editor"),
                                    self.open_deck_editor, size=20)
        self.widgets += [self.starter_cycler, self.editor_button]

    def _selva_starter_label(self, value) -> str:
        return tr("selva_editor.setup.coin") if value == "random" else self._starter_label(value)

    def _draw_selva_options(self, surface) -> None:
        R = self.RIGHT
        draw_panel(surface, R, alpha=200)
        self._heading(surface, tr("setup.options"), R)
        for i, c in enumerate(self.deck_cyclers):
            lab = render(tr("selva_editor.setup.deck", name=self.seat_name(i)), 18, INK)
            surface.blit(lab, (R.left + 24, c.rect.top - 26))
            c.draw(surface)
            deck = self.selva_choices.get(self.seat_decks[i], (None, False))[0]
            strategy = getattr(deck, "strategy", None) if deck is not None else None
            if strategy:
                text = pick_name(strategy) if isinstance(strategy, dict) else str(strategy)
                from game.text import wrap
                lines = wrap(text, 14, R.width - 48)
                for j, ln in enumerate(lines[:2]):
                    surface.blit(render(ln + ("…" if j == 1 and len(lines) > 2 else ""), 14, MUTED),
                                 (R.left + 24, c.rect.bottom + 4 + j * 17))
        sl = render(tr("selva_editor.setup.starter"), 18, INK)
        surface.blit(sl, (R.left + 24, self.starter_cycler.rect.top - 26))
        self.starter_cycler.draw(surface)
        self.editor_button.draw(surface)
        if self.selva_problems:
            note = render(tr("selva_editor.setup.skipped", n=len(self.selva_problems)), 14, WARN)
            surface.blit(note, (R.left + 24, R.bottom - 22))

    def _draw_duel_options(self, surface) -> None:
        R = self.RIGHT
        draw_panel(surface, R, alpha=200)
        self._heading(surface, tr("setup.options"), R)
        lab = render(tr("animal_duel.setup.board_size"), 20, INK)
        surface.blit(lab, lab.get_rect(midleft=(R.left + 24, self.size_cycler.rect.centery)))
        self.size_cycler.draw(surface)
        surface.blit(render(tr("animal_duel.setup.variants"), 20, INK), (R.left + 24, R.top + 118))
        for t in self.variant_toggles.values():
            t.draw(surface)
        sl = render(tr("animal_duel.setup.starter"), 20, INK)
        surface.blit(sl, (R.left + 24, R.top + 368))
        self.starter_cycler.draw(surface)

    def _starter_label(self, value) -> str:
        if value == "random":
            return tr("setup.random")
        i = int(value)
        return f"{i + 1}. {self.seat_name(i)}"

    def on_enter(self) -> None:
        if self.selva:
            self.load_selva_decks()     # back from the deck editor: new or changed decks
        self.build()

    # ------------------------------------------------------------------ commands
    def back(self) -> None:
        self.app.pop()

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.app.show_message(problems[0])
            return
        cfg = self.config()
        game = get_game(self.game_id)
        try:
            if hasattr(game, "normalize_config"):
                game.normalize_config(cfg)
            from rules.engine.session import Session
            session = Session(self.game_id, cfg, new_seed())
        except ConfigError as exc:
            self.app.show_message(tr("setup.bad_config", why=str(exc)))
            return
        from game import registry as tables
        from game.scenes.menu import MenuScene
        table = tables.open_table(self.app, session)
        self.app.replace(MenuScene(self.app))
        self.app.push(table)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        focused = next((i for i, t in enumerate(self.inputs) if t.focused), None)
        if focused is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.inputs[focused].focus(False)
            nxt = (focused + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % self.players
            self.inputs[nxt].focus(True)
            return
        if focused is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            self.inputs[focused].handle(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            # a click anywhere ends name editing (the field under the pointer then takes focus)
            for t in self.inputs:
                if t.focused and not t.rect.collidepoint(event.pos):
                    t.focus(False)
        for w in list(self.widgets):
            if w.handle(event):
                return

    def update(self, dt: float) -> None:
        for t in self.inputs:
            t.update(dt)
        self.start_button.enabled = not self.problems()

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        draw_background(surface)
        draw_title(surface, tr("setup.title"), tr(f"games.{self.game_id}.name"), y=22)
        L, R = self.LEFT, self.RIGHT
        draw_panel(surface, L, alpha=200)
        self._heading(surface, tr("setup.players"), L)
        lab = render(tr("setup.player_count"), 20, INK)
        surface.blit(lab, lab.get_rect(midleft=(L.left + 24, self.count.rect.centery)))
        self.count.draw(surface)
        hy = L.top + 122
        for text, x in ((tr("setup.kind_heading"), L.left + 70), (tr("setup.name_heading"), L.left + 310)):
            surface.blit(render(text, 18, MUTED), (x, hy))
        for i in range(self.max_players):
            cyc, inp = self.kind_cyclers[i], self.inputs[i]
            active = i < self.players
            num = render(f"{i + 1}.", 22, INK if active else (90, 96, 100), bold=True)
            surface.blit(num, num.get_rect(midright=(L.left + 56, cyc.rect.centery)))
            if active:
                cyc.draw(surface)
                inp.draw(surface)
            else:
                pygame.draw.rect(surface, (44, 50, 56), cyc.rect.union(inp.rect), 1, border_radius=8)
        if self.deck is not None:
            draw_panel(surface, R, alpha=200)
            self._heading(surface, tr("setup.options"), R)
            lab = render(tr("setup.rounds"), 20, INK)
            surface.blit(lab, lab.get_rect(midleft=(R.left + 24, self.rounds_stepper.rect.centery)))
            self.rounds_stepper.draw(surface)
            bl = render(tr("setup.biomes"), 20, INK)
            surface.blit(bl, (R.left + 24, R.top + 118))
            if not self.random_biomes:
                cnt = render(tr("setup.biomes_count", k=len(self.biomes), n=self.players), 18,
                             INK if len(self.biomes) == self.players else WARN)
                surface.blit(cnt, cnt.get_rect(topright=(R.right - 24, R.top + 120)))
            self.random_toggle.draw(surface)
            for t in self.biome_toggles:
                t.draw(surface)
            sl = render(tr("setup.starter"), 20, INK)
            surface.blit(sl, (R.left + 24, R.top + 368))
            self.starter_cycler.draw(surface)
        if self.selva:
            self._draw_selva_options(surface)
        if self.duel:
            self._draw_duel_options(surface)
            if self.players == 4:
                note = render(tr("animal_duel.setup.teams_note"), 16, MUTED)
                surface.blit(note, (L.left + 24, L.bottom - 32))
        problems = self.problems()
        if problems:
            msg = render("⚠ " + problems[0], 20, WARN, bold=True)
            surface.blit(msg, msg.get_rect(center=(640, 618)))
        else:
            msg = render(tr("setup.ready"), 18, MUTED)
            surface.blit(msg, msg.get_rect(center=(640, 618)))
        hint = render(tr("setup.keys"), 18, MUTED)
        surface.blit(hint, hint.get_rect(center=(640, 664)))
        self.back_button.draw(surface)
        self.start_button.draw(surface)

    @staticmethod
    def _heading(surface, text: str, rect: pygame.Rect) -> None:
        img = render(text, 24, INK, bold=True)
        surface.blit(img, (rect.left + 24, rect.top + 14))
