"""Selva between games (phase ``swap``): swap cards one for one between Bosque and Reserva, pick the Alfa, Ready.

``SwapOverlay(app, table)`` sits over the table while a human decides. It reads the state through
``table.game.view(table.session.state, seat)``, offers only the swaps ``legal_actions`` allows (a
refused pair shows ``why_illegal``'s reason) and plays through ``table._apply(action)``. When the
decision passes to the other human it follows them, unless the table covers the screen between two
humans (hot seat): then it closes and the table opens a new one for the next player. When the
decision passes to an AI, or the phase ends, it closes itself.
"""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.scene import Scene
from game.text import font, render, wrap
from game.widgets import ACCENT, GOOD, INK, MUTED, WARN, Button, dim, draw_panel
from rules.engine.core import Action

SWAP, ALFA, READY = "swap", "alfa", "ready"


def _ellipsis(s: str, size: int, width: int, bold: bool = False) -> str:
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


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
        if pool is None:
            pool = getattr(table, "pool", None)
        if pool is None:
            from rules.selva.cards import load_pool
            pool = load_pool()
        self.pool = pool
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
        try:
            return self.table.game.current_player(self.table.session.state)
        except Exception:
            return None

    def _is_human(self, seat) -> bool:
        f = getattr(self.table, "_is_human", None)
        if f is not None:
            try:
                return bool(f(seat))
            except Exception:
                pass
        seats = self.table.session.config.get("seats") or []
        return seat is not None and seat < len(seats) and seats[seat] == "human"

    def player_name(self, seat: int) -> str:
        f = getattr(self.table, "player_name", None)
        if f is not None:
            try:
                return str(f(seat))
            except Exception:
                pass
        names = self.table.session.config.get("names") or []
        return names[seat] if seat < len(names) else f"{seat + 1}"

    def view(self):
        return self.game.view(self.state, self.seat)

    def legal(self) -> list:
        if self._current() != self.seat or getattr(self.state, "phase", None) != "swap":
            return []
        return list(self.game.legal_actions(self.state))

    # ------------------------------------------------------------------ card ids
    def cid(self, x) -> str | None:
        """A card id from a pool id (str) or a pool index (int)."""
        if isinstance(x, str):
            return x if x in self.pool.index else None
        if isinstance(x, int) and 0 <= x < len(self.pool.cards):
            return self.pool.cards[x].id
        return None

    def card(self, cid: str):
        i = self.pool.index.get(cid)
        return None if i is None else self.pool.cards[i]

    def name(self, cid) -> str:
        c = self.card(cid) if cid is not None else None
        return c.name(i18n.language()) if c is not None else str(cid)

    # ------------------------------------------------------------------ what the state says
    def _refresh(self) -> None:
        """Re-read the view and the legal actions (after every change)."""
        v = self.view()
        self.v = v
        self.actions = self.legal()
        self.swaps: dict[tuple[str, str], Action] = {}
        self.alfa_actions: dict[str, Action] = {}
        self.ready_action: Action | None = None
        for a in self.actions:
            if a.kind == SWAP and isinstance(a.value, (tuple, list)) and len(a.value) == 2:
                o, i = self.cid(a.value[0]), self.cid(a.value[1])
                if o and i:
                    self.swaps[(o, i)] = a
            elif a.kind == ALFA:
                c = self.cid(a.value)
                if c:
                    self.alfa_actions[c] = a
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

    def _counts_from(self, value) -> dict[str, int]:
        """``{card_id: n}`` from a mapping (pool index or id → count) or a list of ids / indices / (id, n)."""
        out: dict[str, int] = {}
        if isinstance(value, dict):
            items = value.items()
        elif isinstance(value, (list, tuple)):
            items = []
            for x in value:
                if isinstance(x, (list, tuple)) and len(x) == 2:
                    items.append((x[0], x[1]))
                else:
                    items.append((x, 1))
        else:
            return out
        for k, n in items:
            c = self.cid(k)
            if c and isinstance(n, int) and n > 0:
                out[c] = out.get(c, 0) + n
        return out

    def _seat_part(self, value):
        if isinstance(value, (list, tuple)) and len(value) == 2 and not isinstance(value[0], (int, str)):
            return value[self.seat]
        if isinstance(value, dict) and self.seat in value:
            return value[self.seat]
        return value

    def _lists(self, v) -> tuple[dict[str, int], dict[str, int]]:
        """The seat's Bosque and Reserva as ``{card_id: copies}``."""
        ss = getattr(v, "swap_state", None)
        bosque = reserva = None
        if isinstance(ss, dict):
            for key in ("bosque", "decks"):
                if key in ss:
                    part = self._seat_part(ss[key])
                    if isinstance(part, dict) and "bosque" in part:
                        bosque = self._counts_from(part["bosque"])
                        reserva = self._counts_from(part.get("reserva", {}))
                    else:
                        bosque = self._counts_from(part)
                    break
            if reserva is None and "reserva" in ss:
                reserva = self._counts_from(self._seat_part(ss["reserva"]))
        if bosque is None:
            dl = getattr(v, "decklist", None)
            bosque = self._counts_from(dl[self.seat]) if dl is not None else {}
        if reserva is None:
            uids = (getattr(v, "reserva", None) or [[], []])[self.seat]
            cards = getattr(v, "card", None) or {}
            idx = []
            for u in uids:
                try:
                    idx.append(cards[u])
                except (KeyError, IndexError, TypeError):
                    continue
            reserva = self._counts_from([i for i in idx if isinstance(i, int) and i >= 0])
        return bosque, reserva

    def _moved(self, v) -> dict[str, dict[str, int]]:
        """Per zone, copies already swapped in this phase (each card moves once, when the rules say so)."""
        ss = getattr(v, "swap_state", None)
        moved = set((ss.get("moved") if isinstance(ss, dict) else None) or ())
        out: dict[str, dict[str, int]] = {"bosque": {}, "reserva": {}}
        cards = getattr(v, "card", None) or []
        for zone in ("bosque", "reserva"):
            try:
                uids = getattr(v, zone)[self.seat]
            except (AttributeError, IndexError, TypeError):
                continue
            for u in uids:
                if u not in moved:
                    continue
                try:
                    c = self.cid(cards[u])
                except (IndexError, KeyError, TypeError):
                    continue
                if c:
                    out[zone][c] = out[zone].get(c, 0) + 1
        return out

    def _alfas(self, v) -> list[str]:
        """The deck's Alfas in deck order (the active one included)."""
        out: list[str] = []
        try:
            seq = list(getattr(v, "alfas")[self.seat])
        except (AttributeError, TypeError, IndexError, KeyError):
            seq = list(getattr(self._deck_entry(), "alfas", ()) or ())
        for a in seq:
            c = self.cid(a)
            if c and c not in out:
                out.append(c)
        cur = self.current_alfa()
        for c in [cur, *self.alfa_actions]:
            if c and c not in out:
                out.append(c)
        return out

    def _deck_entry(self):
        decks = getattr(self.state, "decks", None)
        if isinstance(decks, (list, tuple)) and len(decks) > self.seat and hasattr(decks[self.seat], "alfas"):
            return decks[self.seat]
        try:
            cfg = (self.table.session.config.get("decks") or [None, None])[self.seat]
            from rules.selva.decks import deck_from_dict, find_prebuilt
            if isinstance(cfg, str):
                return find_prebuilt(cfg, self.pool)
            if isinstance(cfg, dict):
                return deck_from_dict(cfg, self.pool)
            return cfg
        except Exception:
            return None

    def current_alfa(self) -> str | None:
        al = getattr(self.v, "alfa", None)
        try:
            return self.cid(al[self.seat])
        except (TypeError, IndexError, KeyError):
            return None

    # ------------------------------------------------------------------ texts
    def title(self) -> str:
        v = self.v
        hist = list(getattr(v, "history", None) or [])
        last = hist[-1] if hist else {}
        prev = last.get("game") if isinstance(last, dict) else None
        if not isinstance(prev, int):
            prev = max(1, int(getattr(v, "game_no", 1) or 1) - (0 if hist else 0))
        gtw = int(self.table.session.config.get("games_to_win", 2) or 2)
        total = 2 * gtw - 1
        won = isinstance(last, dict) and last.get("winner") == self.seat
        return tr("selva_editor.swap.title", next=prev + 1, total=total, prev=prev,
                  result=tr("selva_editor.swap.won" if won else "selva_editor.swap.lost"))

    def score(self) -> str:
        wins = list(getattr(self.v, "wins", None) or [0, 0]) + [0, 0]
        me, other = self.seat, 1 - self.seat
        return tr("selva_editor.swap.score", a=self.player_name(me), wa=wins[me], wb=wins[other],
                  b=self.player_name(other))

    def reason(self, action) -> str | None:
        """The rules' reason an action is refused (None: legal)."""
        bad = self.game.why_illegal(self.state, action)
        if bad is None:
            return None
        rule, why = bad if isinstance(bad, tuple) else (bad.rule, bad.why)
        return self.table.reason(rule, why, action)      # the table's words, so both screens agree

    def _pair_action(self, out_id: str, in_id: str) -> Action:
        a = self.swaps.get((out_id, in_id))
        if a is not None:
            return a
        # the same value shape as the legal ones (ids or pool indices)
        sample = next(iter(self.swaps.values()), None)
        if sample is not None and isinstance(sample.value[0], int):
            return Action(SWAP, (self.pool.index[out_id], self.pool.index[in_id]))
        return Action(SWAP, (out_id, in_id))

    # ------------------------------------------------------------------ commands
    def _after(self) -> None:
        cur = self._current()
        phase = getattr(self.state, "phase", None)
        if phase == "swap" and cur is not None and self._is_human(cur):
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
        return bool(getattr(self.table, "hotseat", False)) and hasattr(self.table, "_cover")

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
        ok = self.table._apply(action)
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
                opener = getattr(self.table, "open_pause", None)
                if opener is not None:
                    opener()
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
        phase = getattr(self.state, "phase", None)
        key = (len(getattr(self.table.session, "actions", []) or []), cur, phase)
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
        dim(surface, 170)
        P = self.PANEL
        draw_panel(surface, P, alpha=245)
        y = P.top + 14
        for line in wrap(self.title(), 20, P.width - 40, bold=True)[:3]:
            img = render(line, 20, INK, bold=True)
            surface.blit(img, img.get_rect(midtop=(P.centerx, y)))
            y += 26
        sc = render(self.score(), 18, ACCENT, bold=True)
        surface.blit(sc, sc.get_rect(midtop=(P.centerx, max(y + 4, 100))))
        self._draw_column(surface, "bosque")
        self._draw_column(surface, "reserva")
        self._draw_side(surface)
        if self.status:
            text, col = self.status
        elif self.pick_out and self.pick_in:
            text, col = tr("selva_editor.swap.pick_both", out=self.name(self.pick_out),
                           **{"in": self.name(self.pick_in)}), INK
        elif not self.swaps:
            text, col = tr("selva_editor.swap.no_swaps"), MUTED
        else:
            text, col = tr("selva_editor.swap.pick"), MUTED
        img = render(_ellipsis(text, 17, P.width - 40), 17, col, bold=col is not MUTED)
        surface.blit(img, img.get_rect(midtop=(P.centerx, 600)))
        self.swap_button.draw(surface)
        self.ready_button.draw(surface)
        hint = render(tr("selva_editor.swap.keys"), 14, MUTED)
        surface.blit(hint, hint.get_rect(midleft=(P.left + 20, 651)))

    def _draw_column(self, surface, zone: str) -> None:
        box = self.BOSQUE if zone == "bosque" else self.RESERVA
        items = self.bosque if zone == "bosque" else self.reserva
        draw_panel(surface, box, alpha=200)
        head = tr(f"selva_editor.swap.{zone}", n=sum(items.values()))
        surface.blit(render(head, 18, ACCENT, bold=True), (box.left + 12, box.top + 8))
        picked = self.pick_out if zone == "bosque" else self.pick_in
        lang = i18n.language()
        for cid, n, rect in self.rows(zone):
            ok = self.can_pair(zone, cid)
            if cid == picked:
                pygame.draw.rect(surface, (48, 78, 64), rect, border_radius=5)
                pygame.draw.rect(surface, ACCENT, rect, 2, border_radius=5)
            elif cid == self.hovered:
                pygame.draw.rect(surface, (44, 56, 60), rect, border_radius=5)
            col = INK if ok or cid == picked else MUTED
            surface.blit(render(f"{n}×", 15, col, bold=True), (rect.left + 8, rect.top + 4))
            c = self.card(cid)
            nm = c.name(lang) if c else cid
            if self.moved[zone].get(cid):
                nm = "⇄ " + nm
            surface.blit(render(_ellipsis(nm, 15, 196), 15, col), (rect.left + 48, rect.top + 4))
            if c is not None and c.type == "animal":
                st = render(f"{c.attack}/{c.defence}", 14, col)
                surface.blit(st, st.get_rect(midright=(rect.right - 60, rect.centery)))
            if c is not None and any(c.cost):
                from game.selva.deck_editor import _pips
                _pips(surface, rect.right - 52, rect.centery, c.cost, r=4, gap=1)
        if not items:
            surface.blit(render(tr("selva_editor.empty_zone"), 15, MUTED), (box.left + 14, box.top + 40))
        n = (box.height - 40) // self.ROW_H
        if len(items) > n:      # a scroll bar: where the visible rows are in the whole list
            track_h = n * self.ROW_H
            bar_h = max(20, track_h * n // len(items))
            by = box.top + 36 + int((track_h - bar_h) * self.scroll[zone] / max(1, len(items) - n))
            pygame.draw.rect(surface, (110, 120, 124), (box.right - 6, by, 3, bar_h), border_radius=2)

    def _draw_side(self, surface) -> None:
        S = self.SIDE
        draw_panel(surface, S, alpha=200)
        show = self.hovered or self.pick_in or self.pick_out or self.current_alfa()
        c = self.card(show) if show else None
        if c is not None:
            from game.selva.deck_editor import card_picture
            img = card_picture(c, i18n.language(), self.CARD_SIZE)
            if img.get_size() != self.CARD_SIZE:
                img = pygame.transform.smoothscale(img, self.CARD_SIZE)
            surface.blit(img, img.get_rect(midtop=(S.centerx, S.top + 8)))
        surface.blit(render(tr("selva_editor.swap.alfa"), 16, ACCENT, bold=True),
                     (S.left + 12, S.top + self.CARD_SIZE[1] + 18))
        cur = self.current_alfa()
        lang = i18n.language()
        for cid, rect in self.alfa_rects():
            a = self.card(cid)
            active = cid == cur
            can = active or cid in self.alfa_actions
            pygame.draw.rect(surface, (48, 78, 64) if active else (50, 58, 66), rect, border_radius=8)
            pygame.draw.rect(surface, ACCENT if active else (96, 104, 110), rect, 3 if active else 2, border_radius=8)
            mark = "✓ " if active else ""
            label = f"{mark}{a.name(lang) if a else cid}"
            surface.blit(render(_ellipsis(label, 17, rect.width - 80, True), 17, INK if can else MUTED, bold=True),
                         (rect.left + 12, rect.top + 10))
            if a is not None and a.life:
                life = render(f"♥ {a.life}", 16, (240, 140, 140), bold=True)
                surface.blit(life, life.get_rect(midright=(rect.right - 12, rect.centery)))
