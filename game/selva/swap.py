"""Selva between games (phase ``swap``): swap cards one for one between Bosque and Reserva, pick the Alfa, Ready.

``SwapOverlay(app, table)`` sits over the table while a human decides (the table offers ``game``,
``session``, ``_apply``, ``_is_human``, ``player_name``, ``reason``, ``hotseat`` and ``open_pause``). It
reads the state through ``table.game.view(table.session.state, seat)``, offers only the swaps ``legal_actions`` allows (a
refused pair shows ``why_illegal``'s reason) and plays through ``table.apply_action(action)``. When the
decision passes to the other human it follows them, unless the table covers the screen between two
humans (hot seat): then it closes and the table opens a new one for the next player. When the
decision passes to an AI, or the phase ends, it closes itself.
"""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.scene import Scene
from game.selva import swap_draw
from game.widgets import GOOD, WARN, Button
from rules.engine.core import Action

SWAP, ALFA, READY = "swap", "alfa", "ready"


class SwapOverlay(Scene):
    overlay = True
    PANEL = pygame.Rect(70, 24, 1140, 672)
    BOSQUE = pygame.Rect(90, 150, 360, 444)
    RESERVA = pygame.Rect(466, 150, 360, 444)
    SIDE = pygame.Rect(842, 150, 348, 444)
    ROW_H = 26
    CARD_SIZE = (170, 238)

    def __init__(self, app, table, seat: int | None = None, pool=None):
        super().__init__(app)
        self.table = table
        self.pool = pool or table.session.state.pool
        cur = self._current()
        self.seat = seat if seat is not None else (cur if cur is not None else 0)
        self.pick_out: str | None = None      # a Bosque card id
        self.pick_in: str | None = None       # a Reserva card id
        self.hovered: str | None = None
        self.scroll = {"bosque": 0, "reserva": 0}
        self.mouse = (0, 0)
        self.status: tuple[str, tuple] | None = None
        self.swap_button = Button((self.PANEL.left + 430, 624, 260, 54), tr("selva_editor.swap.swap"), self.do_swap,
                                  size=22)
        self.ready_button = Button((self.PANEL.right - 300, 624, 280, 54), tr("selva_editor.swap.ready"),
                                   self.ready, key=None, size=22)
        self._cache_key = None
        self._refresh()

    # ------------------------------------------------------------------ the table
    @property
    def game(self):
        return self.table.game

    @property
    def state(self):
        return self.table.session.state

    def _current(self):
        return self.game.current_player(self.state)

    def _is_human(self, seat) -> bool:
        return self.table.is_human(seat)

    def player_name(self, seat: int) -> str:
        return self.table.player_name(seat)

    def view(self):
        return self.game.view(self.state, self.seat)

    def legal(self) -> list:
        if self._current() != self.seat or self.state.phase != "swap":
            return []
        return list(self.game.legal_actions(self.view()))

    # ------------------------------------------------------------------ card ids
    def cid(self, x) -> str | None:
        """A card id from a pool index."""
        return self.pool.cards[x].id if type(x) is int and 0 <= x < len(self.pool.cards) else None

    def card(self, cid: str):
        i = self.pool.index.get(cid)
        return None if i is None else self.pool.cards[i]

    def name(self, cid) -> str:
        c = self.card(cid) if cid is not None else None
        return c.name(i18n.language()) if c is not None else str(cid)

    # ------------------------------------------------------------------ what the view says
    def _refresh(self) -> None:
        """Re-read the view and the legal actions (after every change)."""
        v = self.view()
        self.v = v
        self.actions = self.legal()
        self.swaps: dict[tuple[str, str], Action] = {}
        self.alfa_actions: dict[str, Action] = {}
        self.ready_action: Action | None = None
        for a in self.actions:
            if a.kind == SWAP:
                self.swaps[a.value] = a
            elif a.kind == ALFA:
                self.alfa_actions[a.value] = a
            elif a.kind == READY:
                self.ready_action = a
        self.bosque, self.reserva = self._lists(v)
        self.moved = self._moved(v)
        self.alfas = self._alfas(v)
        if self.pick_out not in self.bosque:
            self.pick_out = None
        if self.pick_in not in self.reserva:
            self.pick_in = None
        self.swap_button.enabled = (self.pick_out, self.pick_in) in self.swaps
        self.ready_button.enabled = self.ready_action is not None

    def _lists(self, v) -> tuple[dict[str, int], dict[str, int]]:
        """The seat's Bosque (its decklist) and Reserva as ``{card_id: copies}``."""
        bosque: dict[str, int] = {}
        for c, n in v.decklist[self.seat].items():
            bosque[self.cid(c)] = bosque.get(self.cid(c), 0) + n
        reserva: dict[str, int] = {}
        for u in v.reserva[self.seat]:
            c = self.cid(v.card[u])
            reserva[c] = reserva.get(c, 0) + 1
        return bosque, reserva

    def _moved(self, v) -> dict[str, dict[str, int]]:
        """Per zone, copies already swapped in this phase (each card moves once between two games)."""
        moved = v.swap_state["moved"] if v.swap_state else frozenset()
        out: dict[str, dict[str, int]] = {"bosque": {}, "reserva": {}}
        for zone in ("bosque", "reserva"):
            for u in getattr(v, zone)[self.seat]:
                if u in moved:
                    c = self.cid(v.card[u])
                    out[zone][c] = out[zone].get(c, 0) + 1
        return out

    def _alfas(self, v) -> list[str]:
        """The deck's Alfas in deck order (the active one included)."""
        out: list[str] = []
        for a in v.alfas[self.seat]:
            c = self.cid(a)
            if c and c not in out:
                out.append(c)
        return out

    def current_alfa(self) -> str | None:
        return self.cid(self.v.alfa[self.seat])

    # ------------------------------------------------------------------ texts
    def title(self) -> str:
        v = self.v
        last = v.history[-1]
        prev = last["game"]
        total = 2 * v.games_to_win - 1
        won = last["winner"] == self.seat
        return tr("selva_editor.swap.title", next=prev + 1, total=total, prev=prev,
                  result=tr("selva_editor.swap.won" if won else "selva_editor.swap.lost"))

    def score(self) -> str:
        wins = self.v.wins
        me, other = self.seat, 1 - self.seat
        return tr("selva_editor.swap.score", a=self.player_name(me), wa=wins[me], wb=wins[other],
                  b=self.player_name(other))

    def reason(self, action) -> str | None:
        """The rules' reason an action is refused (None: legal)."""
        bad = self.game.why_illegal(self.view(), action)
        if bad is None:
            return None
        return self.table.reason(bad[0], bad[1], action)      # the table's words, so both screens agree

    def _pair_action(self, out_id: str, in_id: str) -> Action:
        return self.swaps.get((out_id, in_id)) or Action(SWAP, (out_id, in_id))

    # ------------------------------------------------------------------ commands
    def _after(self) -> None:
        cur = self._current()
        if self.state.phase == "swap" and cur is not None and self._is_human(cur):
            if cur != self.seat:
                if self._table_covers():
                    self.close()         # hot seat: the table hides the screen, then opens a new overlay
                    return
                self._follow(cur)
            self._refresh()
            return
        self.close()

    def _table_covers(self) -> bool:
        """Whether the table shows a cover between two humans (then it also reopens this overlay)."""
        return self.table.hotseat

    def _follow(self, seat: int) -> None:
        self.seat = seat
        self.pick_out = self.pick_in = None
        self.status = None
        self.scroll = {"bosque": 0, "reserva": 0}

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()
        elif self in self.app.scenes:
            self.app.scenes.remove(self)

    def _apply(self, action) -> bool:
        ok = self.table.apply_action(action)
        ok = ok is not False
        self._after()
        return ok

    def pick(self, zone: str, cid: str) -> None:
        if zone == "bosque":
            self.pick_out = None if self.pick_out == cid else cid
        else:
            self.pick_in = None if self.pick_in == cid else cid
        self._refresh()
        self.status = None
        picked = self.pick_out if zone == "bosque" else self.pick_in
        items = self.bosque if zone == "bosque" else self.reserva
        if picked and self.moved[zone].get(picked, 0) >= items.get(picked, 0) > 0:
            self.status = (tr("selva_editor.swap.moved", card=self.name(picked)), WARN)
            return
        if self.pick_out and self.pick_in and (self.pick_out, self.pick_in) not in self.swaps:
            why = self.reason(self._pair_action(self.pick_out, self.pick_in))
            if why:
                self.status = (why, WARN)
        elif picked and not self.can_pair(zone, picked):
            # a card no swap can move: the rules' reason, against any card of the other column
            other = self.reserva if zone == "bosque" else self.bosque
            for partner in sorted(other):
                pair = (picked, partner) if zone == "bosque" else (partner, picked)
                why = self.reason(self._pair_action(*pair))
                if why:
                    self.status = (why, WARN)
                    break

    def do_swap(self) -> bool:
        if not (self.pick_out and self.pick_in):
            self.status = (tr("selva_editor.swap.pick"), WARN)
            return False
        action = self._pair_action(self.pick_out, self.pick_in)
        if (self.pick_out, self.pick_in) not in self.swaps:
            why = self.reason(action) or tr("selva_editor.swap.no_swaps")
            self.status = (why, WARN)
            self.app.show_message(why)
            return False
        out_name, in_name = self.name(self.pick_out), self.name(self.pick_in)
        seat = self.seat
        if not self._apply(action):
            return False
        if self.seat == seat:
            self.status = (tr("selva_editor.swap.swapped", out=out_name, **{"in": in_name}), GOOD)
            # keep the picks when more copies remain: swapping several in a row is quick
            self._refresh()
        return True

    def choose_alfa(self, cid: str) -> bool:
        if cid == self.current_alfa():
            return False
        action = self.alfa_actions.get(cid) or Action(ALFA, cid)
        if cid not in self.alfa_actions:
            why = self.reason(action)
            if why:
                self.status = (why, WARN)
                self.app.show_message(why)
                return False
        return self._apply(action)

    def ready(self) -> bool:
        if self.ready_action is None:
            why = self.reason(Action(READY))
            if why:
                self.app.show_message(why)
            return False
        return self._apply(self.ready_action)

    # ------------------------------------------------------------------ layout
    def rows(self, zone: str) -> list[tuple[str, int, pygame.Rect]]:
        box = self.BOSQUE if zone == "bosque" else self.RESERVA
        items = self.bosque if zone == "bosque" else self.reserva
        order = sorted(items, key=self._sort_key)
        n = (box.height - 40) // self.ROW_H
        self.scroll[zone] = max(0, min(self.scroll[zone], max(0, len(order) - n)))
        out = []
        for i, cid in enumerate(order[self.scroll[zone]:self.scroll[zone] + n]):
            out.append((cid, items[cid], pygame.Rect(box.left + 6, box.top + 36 + i * self.ROW_H, box.width - 12,
                                                     self.ROW_H - 2)))
        return out

    def _sort_key(self, cid: str):
        c = self.card(cid)
        order = ("recurso", "animal", "elemento", "fuerza", "sigilo", "alfa")
        if c is None:
            return (9, 0, cid)
        return (order.index(c.type) if c.type in order else 9, c.cost[0] + c.cost[1], c.name(i18n.language()))

    def alfa_rects(self) -> list[tuple[str, pygame.Rect]]:
        S = self.SIDE
        top = S.top + self.CARD_SIZE[1] + 46
        return [(cid, pygame.Rect(S.left + 10, top + i * 44, S.width - 20, 40)) for i, cid in enumerate(self.alfas)]

    def can_pair(self, zone: str, cid: str) -> bool:
        """Whether ``cid`` takes part in some legal swap (with the other pick, when there is one)."""
        if zone == "bosque":
            return any(o == cid and (self.pick_in is None or i == self.pick_in) for o, i in self.swaps)
        return any(i == cid and (self.pick_out is None or o == self.pick_out) for o, i in self.swaps)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hovered = None
            for zone in ("bosque", "reserva"):
                for cid, _n, rect in self.rows(zone):
                    if rect.collidepoint(event.pos):
                        self.hovered = cid
            for cid, rect in self.alfa_rects():
                if rect.collidepoint(event.pos):
                    self.hovered = cid
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.ready()
            elif event.key == pygame.K_ESCAPE:
                self.table.open_pause()
            return
        if event.type == pygame.MOUSEWHEEL:
            zone = "reserva" if self.RESERVA.collidepoint(self.mouse) else "bosque"
            self.scroll[zone] = max(0, self.scroll[zone] - event.y * 3)
            return
        if self.swap_button.handle(event) or self.ready_button.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for zone in ("bosque", "reserva"):
                for cid, _n, rect in self.rows(zone):
                    if rect.collidepoint(event.pos):
                        self.pick(zone, cid)
                        return
            for cid, rect in self.alfa_rects():
                if rect.collidepoint(event.pos):
                    self.choose_alfa(cid)
                    return

    def update(self, dt: float) -> None:
        # the table may have moved on (undo, an AI's turn): follow it
        cur = self._current()
        phase = self.state.phase
        key = (len(self.table.session.actions), cur, phase)
        if key != self._cache_key:
            self._cache_key = key
            if phase != "swap" or cur is None or not self._is_human(cur):
                self.close()
                return
            if cur != self.seat:
                if self._table_covers():
                    self.close()
                    return
                self._follow(cur)
            self._refresh()

    # ------------------------------------------------------------------ draw
    def draw(self, surface) -> None:
        swap_draw.draw(self, surface)
