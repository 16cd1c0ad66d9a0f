"""Selva's setup options: a deck per seat (prebuilt and the player's legal decks), who starts, the editor."""
from __future__ import annotations

from game.i18n import name as pick_name
from game.i18n import tr, tr_n
from game.options_panel import OptionsPanel
from game.text import ellipsize, render, wrap
from game.widgets import INK, MUTED, WARN, Button, Cycler


class SelvaOptions(OptionsPanel):
    """``choices``: key -> (deck, is_user); a user deck goes into the config as a whole (a save replays
    without the user's files)."""

    def __init__(self, setup, rect):
        super().__init__(setup, rect)
        self.choices: dict[str, tuple] = {}
        self.deck_problems: list[str] = []
        self.seat_decks: list[str | None] = [None, None]
        self.load_decks()

    # ------------------------------------------------------------------ decks
    def load_decks(self) -> None:
        """Prebuilt decks and the user's legal decks; defaults: the first two different prebuilt ones."""
        self.choices = {}
        self.deck_problems = []
        try:
            from game.selva.decks import list_decks, prebuilt_ids
            from rules.selva.cards import load_pool
            from rules.selva.decks import validate
            pool = load_pool()
            decks, self.deck_problems = list_decks(pool)
            pre = prebuilt_ids(pool)
        except Exception as exc:  # no pool, a broken data file: say so, never crash the setup
            self.deck_problems = [str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__]
            decks, pre, validate, pool = [], set(), None, None
        for d in decks:
            user = d.id not in pre
            if user:
                try:
                    if validate(d, pool):
                        continue             # an illegal user deck is listed in the editor only
                except Exception:
                    continue
            self.choices[("u:" if user else "p:") + d.id] = (d, user)
        keys = list(self.choices)
        prebuilt_keys = [k for k in keys if k.startswith("p:")] or keys
        for i in range(2):
            if self.seat_decks[i] not in self.choices:
                self.seat_decks[i] = None
        if self.seat_decks[0] is None and prebuilt_keys:
            self.seat_decks[0] = prebuilt_keys[0]
        if self.seat_decks[1] is None and prebuilt_keys:
            others = [k for k in prebuilt_keys if k != self.seat_decks[0]]
            self.seat_decks[1] = (others or prebuilt_keys)[0]

    def deck_config(self, key: str | None):
        """A prebuilt deck by id; a user deck as a dict."""
        if key is None or key not in self.choices:
            return None
        deck, user = self.choices[key]
        if not user:
            return deck.id
        from rules.selva.decks import deck_to_dict
        return deck_to_dict(deck)

    def deck_label(self, key) -> str:
        from game.selva.decks import deck_label
        if key not in self.choices:
            return "—"
        deck, user = self.choices[key]
        text = deck_label(deck)
        return f"{text} {tr('selva_editor.setup.user_tag')}" if user else text

    def set_seat_deck(self, i: int, key: str) -> None:
        self.seat_decks[i] = key

    def open_deck_editor(self) -> None:
        try:
            self.setup.app.push_scene("selva.deck_editor")
        except Exception as exc:
            self.setup.app.show_message(tr("selva_editor.cannot_open", why=str(exc).splitlines()[0] if str(exc)
                                           else exc.__class__.__name__))

    # ------------------------------------------------------------------ panel
    def remember(self) -> dict:
        return {"seat_decks": list(self.seat_decks)}

    def restore(self, data) -> None:
        keys = (data or {}).get("seat_decks") if isinstance(data, dict) else None
        if isinstance(keys, list) and len(keys) == 2:
            self.seat_decks = [k if k in self.choices else self.seat_decks[i] for i, k in enumerate(keys)]

    def on_enter(self) -> None:
        self.load_decks()            # back from the deck editor: new or changed decks

    def problems(self) -> list[str]:
        if not self.choices or None in self.seat_decks:
            return [tr("selva_editor.setup.no_decks")]
        return []

    def config(self, cfg: dict) -> None:
        super().config(cfg)
        cfg["decks"] = [self.deck_config(k) for k in self.seat_decks[:2]]

    def starter_label(self, value) -> str:
        return tr("selva_editor.setup.coin") if value == "random" else self.seat_label(value)

    def build_extra(self) -> None:
        R = self.rect
        keys = list(self.choices) or [None]
        self.deck_cyclers = []
        for i in range(2):
            c = Cycler((R.left + 20, R.top + 84 + i * 110, R.width - 40, 44), keys, self.seat_decks[i],
                       self.deck_label, on_change=lambda k, i=i: self.set_seat_deck(i, k),
                       enabled=bool(self.choices), size=18)
            self.deck_cyclers.append(c)
            self.widgets.append(c)
        cur = self.value("starter")
        half = (R.width - 50) // 2
        self.starter_cycler = Cycler((R.left + 20, R.top + 340, half, 44), ["random", "0", "1"],
                                     "random" if cur is None else str(cur), self.starter_label,
                                     lambda v: self.set_value("starter", None if v == "random" else int(v)), size=16)
        # decklists private (the default) or open to both players (tournament style)
        self.open_cycler = Cycler((R.left + 30 + half, R.top + 340, half, 44), ["private", "open"],
                                  "open" if self.value("open_decklists") else "private",
                                  lambda v: tr(f"selva_editor.setup.open_{'on' if v == 'open' else 'off'}"),
                                  lambda v: self.set_value("open_decklists", v == "open"), size=16)
        self.editor_button = Button((R.left + 20, R.top + 404, R.width - 40, 48), tr("selva_editor.setup.editor"),
                                    self.open_deck_editor, size=20)
        self.widgets += [self.starter_cycler, self.open_cycler, self.editor_button]

    def draw_extra(self, surface) -> None:
        R = self.rect
        for i, c in enumerate(self.deck_cyclers):
            lab = render(tr("selva_editor.setup.deck", name=self.setup.seat_name(i)), 18, INK)
            surface.blit(lab, (R.left + 24, c.rect.top - 26))
            deck = self.choices.get(self.seat_decks[i], (None, False))[0]
            strategy = getattr(deck, "strategy", None) if deck is not None else None
            if strategy:
                text = pick_name(strategy) if isinstance(strategy, dict) else str(strategy)
                size = 14
                lines = wrap(text, size, R.width - 48)
                while len(lines) > 2 and size > 12:
                    size -= 1
                    lines = wrap(text, size, R.width - 48)
                if len(lines) > 2:              # still too long at 12 px: cut, and reported
                    lines = [lines[0], ellipsize(" ".join(lines[1:]), size, R.width - 48)]
                for j, ln in enumerate(lines):
                    surface.blit(render(ln, size, MUTED), (R.left + 24, c.rect.bottom + 4 + j * (size + 3)))
        sl = render(tr("selva_editor.setup.starter"), 18, INK)
        surface.blit(sl, (R.left + 24, self.starter_cycler.rect.top - 26))
        ol = render(tr("selva_editor.setup.open_decklists"), 18, INK)
        surface.blit(ol, (self.open_cycler.rect.left + 4, self.open_cycler.rect.top - 26))
        if self.deck_problems:
            note = render(tr_n("selva_editor.setup.skipped", len(self.deck_problems)), 14, WARN)
            surface.blit(note, (R.left + 24, R.bottom - 22))
