"""The Selva table: one scene showing one seat's view of a two-player match (best of three).

It draws only from ``game.view(state, seat)`` for the seat being shown, turns the rules' legal
actions into click targets (it never decides legality itself), explains illegal clicks with the
rule's reason (``why_illegal``), runs AI seats on a background thread (``TableScene``), writes the
autosave after every action and covers the table between two human seats (hot-seat).
The shown seat sits at the bottom ("south"), the opponent at the top ("north"); the two combat
zones meet in the middle, every attacker straight across from its blocker. Zones come from
``data/selva/layout.tmx``; cards are drawn by ``game.selva.draw``.
"""
from __future__ import annotations

import math

import pygame

from game import i18n, sound
from game.selva import draw as sd
from game.i18n import tr
from game.selva.geometry import TABLE_ZONES
from game.saving import autosave
from game.table_base import GOLD, PANEL, PANEL_EDGE, TableScene
from game.text import render, wrap
from game.widgets import INK, MUTED, Button
from rules.ai import make_bot
from rules.engine.core import Action
from rules.selva import moves as SM, queries as SQ

BG = (16, 22, 20)
FELT = (28, 66, 44)
FELT_DARK = (20, 50, 34)
ZONE = (24, 56, 38)
ZONE_EDGE = (52, 92, 66)
RED = (232, 92, 76)
GREEN = (120, 210, 130)
BLUE = (120, 170, 240)
HILITE = (232, 196, 84)
SOUTH_COL = (96, 168, 236)
NORTH_COL = (236, 120, 96)

HAND = (80, 112)
BACK_N = (28, 40)
PREP = (62, 86)
COMBAT = (54, 76)
RES = (36, 50)
SLOT = (40, 52)
ALFA = (100, 140)
ZOOM = (240, 336)
CHOICE = (80, 112)

UNKNOWN = -1
PHASE_ORDER = ("despertar", "preparacion", "intimidacion", "contienda", "resolucion", "retirada")
ELEMENTS = ("agua", "fuego", "tierra", "viento")
PILES = ("bosque", "reserva", "cementerio", "aislamiento")
TIMES = ("day", "night")


def _fit(s: str, size: int, width: int, bold: bool = False) -> str:
    if render(s, size, INK, bold).get_width() <= width:
        return s
    while len(s) > 1 and render(s + "…", size, INK, bold).get_width() > width:
        s = s[:-1]
    return s + "…"


def _sget(obj, name, default=None):
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


class SelvaTable(TableScene):
    """The play table. Public for tests and overlays: ``session``, ``seat``, ``view()``, ``my_turn()``,
    ``face_up()``, ``can_undo()``, ``undo()``, ``save_and_quit()``, ``_apply(action)``,
    ``ai_delay_override``; click targets: ``hand_targets()``, ``card_rect(uid)``, ``usable_targets()``,
    ``buttons`` (the three action buttons, with ``button_labels()``), ``chooser``; and what the last
    frame showed: ``drawn`` (zone -> [(uid, face_up)]), ``zoom_drawn``, ``arrows_drawn``, ``prompt_shown``."""

    ZONES = TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        st = session.state
        self.n = 2
        self.pool = getattr(st, "pool", None)
        if self.pool is None:
            from rules.selva.cards import load_pool
            self.pool = load_pool()
        self._geom_cache = None
        self._preview_cache = (None, [])
        self._swap_pushed = None
        self.selected: int | None = None      # an animal chosen (declare: attacker; block: blocker)
        self.block_for: int | None = None     # block: the attacker chosen for the selected blocker
        self.chooser: dict | None = None      # a strip of cards to pick from (zones) or to look at
        self.hover: int | None = None         # the card under the pointer
        self.hover_zone: str | None = None    # a pile under the pointer (e.g. "bosque_north")
        self.drawn: dict = {}
        self.zoom_drawn = None
        self.arrows_drawn: list = []
        self.prompt_shown = ("", "")
        self.score_shown = (0, 0)
        self.buttons = [Button(self.R[f"button_{i}"], "", None, size=15) for i in (1, 2, 3)]
        self._resync()

    def extra_buttons(self) -> list:
        return self.buttons

    # ------------------------------------------------------------------ basics
    @property
    def opp(self) -> int:
        return 1 - self.seat

    def player_name(self, seat) -> str:
        return self.names[seat] if seat in (0, 1) else "?"

    def side_seat(self, side: str) -> int:
        return self.seat if side == "south" else self.opp

    def view(self):
        key = (self._epoch, len(self.session.actions), self.seat)
        if key != self._view_key:
            self._view_key = key
            v = self._view = self.game.view(self.session.state, self.seat)
            cur = self.game.current_player(self.session.state)
            self._legal = []
            if cur == self.seat:
                self._legal = list(self.game.legal_actions(self.session.state))
                # taking back an attacker or a blocker: legal, offered by the screen, not by the bots
                self._legal += [a for a in SM.take_backs(self.session.state) if a not in self._legal]
            self._opts = self._classify(v, self._legal)
            self._geom_cache = None
            self._preview_cache = (None, [])
            if self.selected is not None and not self._selection_valid():
                self.selected = None
                self.block_for = None
            if self.chooser is not None and self.chooser.get("key") != key:
                self.chooser = None
        return self._view

    def my_turn(self) -> bool:
        p = self.current()
        return p is not None and p == self.seat and self._is_human(p) and self.face_up()

    # ------------------------------------------------------------------ cards
    def _z(self, v, name: str, seat: int) -> list:
        """A per-seat zone of the view as a list of uids (a count is turned into unknown uids)."""
        x = getattr(v, name, None)
        if x is None:
            return []
        x = x[seat]
        if isinstance(x, int):
            return [UNKNOWN] * x
        return list(x)

    def _zcount(self, v, name: str, seat: int) -> int:
        x = getattr(v, name, None)
        if x is None:
            return 0
        x = x[seat]
        return x if isinstance(x, int) else len(x)

    def pidx(self, v, uid) -> int:
        """The pool index of a card instance in the view (-1: hidden)."""
        if uid is None or uid == UNKNOWN or uid < 0:
            return UNKNOWN
        cards = getattr(v, "card", None)
        if cards is None:
            return UNKNOWN
        try:
            p = cards[uid]
        except (IndexError, KeyError, TypeError):
            return UNKNOWN
        return UNKNOWN if p is None else int(p)

    def card(self, v, uid):
        p = self.pidx(v, uid)
        return None if p < 0 else self.pool.cards[p]

    def pcard(self, p):
        if p is None or not isinstance(p, int) or p < 0 or p >= len(self.pool.cards):
            return None
        return self.pool.cards[p]

    def cname(self, p) -> str:
        c = self.pcard(p)
        return i18n.name(c.names) if c is not None else tr("selva.hidden_card")

    def uname(self, v, uid) -> str:
        return self.cname(self.pidx(v, uid))

    def face(self, c, size) -> pygame.Surface:
        return sd.card_face(c, i18n.language(), size)

    def stats(self, v, uid) -> tuple[int, int]:
        fn = SQ.stats
        if fn is not None:
            try:
                return tuple(fn(v, uid))
            except Exception:
                pass
        c = self.card(v, uid)
        return (c.attack, c.defence) if c else (0, 0)

    # ------------------------------------------------------------------ legal actions -> targets
    def _classify(self, v, legal) -> dict:
        o = {"hand": {}, "board": {}, "declare": {}, "block": {}, "undo_pick": {}, "target": {}, "exile": {},
             "recover": {}, "buttons": {}, "swap": [], "all": list(legal)}
        for a in legal:
            k, val = a.kind, a.value
            if k in ("play", "set", "fuerza", "discard"):
                o["hand"].setdefault(val, []).append(a)
            elif k in ("reveal", "ability", "element"):
                o["board"].setdefault(val, []).append(a)
            elif k == "recover":
                o["recover"][val] = a
            elif k == "declare":
                o["declare"].setdefault(val[0], {})[val[1]] = a
            elif k == "undeclare" or k == "unblock":
                o["undo_pick"][val] = a
            elif k == "block":
                b, att, t = val
                o["block"].setdefault(b, {}).setdefault(att, {})[t] = a
            elif k == "target":
                o["target"][val] = a
            elif k == "exile":
                o["exile"].setdefault(val[0], {})[val[1]] = a
            elif k in ("swap", "alfa"):
                o["swap"].append(a)
            else:
                o["buttons"][(k, val)] = a
        return o

    def _selection_valid(self) -> bool:
        o = self._opts
        if self.selected in o.get("declare", {}) or self.selected in o.get("block", {}) \
                or self.selected in o.get("exile", {}):
            return True
        return False

    def usable_targets(self) -> set[int]:
        """Every card uid a click may use now (hand, board, zones), for highlighting and tests."""
        if not self.my_turn():
            return set()
        self.view()
        o = self._opts
        if self.selected is not None and self.selected in o["block"]:
            return set(o["block"][self.selected])
        out = set(o["hand"]) | set(o["board"]) | set(o["declare"]) | set(o["block"]) | set(o["undo_pick"])
        out |= {t for t in o["target"] if isinstance(t, int)}
        out |= set(o["exile"])
        return out

    # ------------------------------------------------------------------ undo
    def on_undo(self) -> None:
        self._swap_pushed = None
        self._clear_selection()

    def _clear_selection(self) -> None:
        self.selected = None
        self.block_for = None
        self.chooser = None

    # ------------------------------------------------------------------ events -> log, animations
    def reset_derived(self) -> None:
        self.floats: list[dict] = []
        self.flash: dict = {}                 # uid -> seconds left: a card that just acted is framed
        self.banner: tuple | None = None
        self.last_rects: dict = {}

    def keep_on_refilter(self):
        return self.floats, self.banner

    def restore_on_refilter(self, kept) -> None:
        self.floats, self.banner = kept

    def _seat_of(self, e):
        d = e.data or {}
        s = d.get("seat")
        return s if s in (0, 1) else e.player

    def describe(self, e) -> list[tuple[str, tuple]]:
        try:
            return self._describe(e)
        except Exception:          # a field we did not expect must not stop the log
            return [(e.kind, MUTED)]

    def on_event(self, e, live: bool) -> None:
        k, d = e.kind, (e.data or {})
        if not live:
            return
        vol = self.app.settings.volume
        acted = {"play": "uid", "element": "uid", "reveal": "uid", "ability": "uid", "declare": "uid",
                 "block": "blocker", "set_sigilo": "uid"}.get(k)
        if acted and isinstance(d.get(acted), int):
            self.flash[d[acted]] = max(1.2, self.delay * 3)
        if k == "alfa_damage":
            self._float_alfa(d.get("seat"), f"−{d.get('amount', 0)}", RED)
            sound.play("lose" if d.get("seat") == self.seat else "win", vol)
        elif k == "heal_alfa" and d.get("amount"):
            self._float_alfa(d.get("seat"), f"+{d.get('amount', 0)}", GREEN)
        elif k == "deck_empty":
            self._float_alfa(d.get("seat"), "−2", RED)
        elif k == "effect":
            eff, amt, tgt = d.get("effect"), d.get("amount") or 0, d.get("target")
            if eff == "damage_animal" and isinstance(tgt, int):
                self._float_uid(tgt, f"−{amt}", RED)
            elif eff == "pump" and isinstance(tgt, int):
                self._float_uid(tgt, "+", GREEN)
            sound.play("card", vol)
        elif k == "combat":
            att, blk = d.get("attacker"), d.get("blocker")
            if blk is not None:
                a_atk = d.get("attack")
                if a_atk is not None:
                    self._float_uid(blk, f"−{a_atk}", RED)
                if d.get("blocker_out"):
                    self._float_uid(blk, "✗", RED, dy=18)
            if d.get("attacker_out") and att is not None:
                self._float_uid(att, "✗", RED, dy=18)
            self.hold = max(self.hold or 0.0, self.delay * 1.5)
        elif k in ("play", "set_sigilo", "reveal", "element", "ability", "recover"):
            sound.play("card", vol)
        elif k == "game_over":
            w = d.get("winner")
            st = self.session.state
            wins = list(getattr(st, "wins", [0, 0]))
            self.banner = (tr("selva.banner.game_won", game=d.get("game", "?"), name=self.player_name(w)),
                           tr("selva.banner.score", a=self.player_name(0), b=self.player_name(1),
                              x=wins[0], y=wins[1]), max(3.0, self.delay * 6))
            self.hold = max(self.hold or 0.0, self.delay * 4)
            sound.play("round", vol)
        elif k == "match_end":
            w = d.get("winner")
            wins = d.get("wins") or [0, 0]
            self.banner = (tr("selva.banner.match_won", name=self.player_name(w)),
                           tr("selva.banner.score", a=self.player_name(0), b=self.player_name(1),
                              x=wins[0], y=wins[1]), 1e9)
            self.hold = max(self.hold or 0.0, self.delay * 3)
            sound.play("win" if w == self.seat and self.humans else "round", vol)
        elif k == "turn_start" and self._seat_of(e) == self.seat and self.humans:
            sound.play("turn", vol)

    def _float_alfa(self, seat, text, col) -> None:
        if seat not in (0, 1):
            return
        side = "south" if seat == self.seat else "north"
        r = self.R[f"alfa_{side}"]
        self.floats.append({"text": text, "col": col, "pos": (r.centerx, r.top + 70), "time": 0.0,
                            "dur": max(1.2, self.delay * 2.5), "size": 30})

    def _float_uid(self, uid, text, col, dy=0) -> None:
        r = self.last_rects.get(uid) or self.card_rect(uid)
        if r is None:
            return
        self.floats.append({"text": text, "col": col, "pos": (r.centerx, r.centery + dy), "time": 0.0,
                            "dur": max(1.2, self.delay * 2.5), "size": 22})

    # -- the log's words
    def _describe(self, e) -> list[tuple[str, tuple]]:
        k, d = e.kind, (e.data or {})
        L = "selva.log."
        seat = self._seat_of(e)
        nm = self.player_name
        cn = self.cname
        plain = (214, 218, 214)
        col = (236, 236, 226) if seat == self.seat else plain
        key = L + k
        if k == "match_start":
            return [(tr(L + "match_start", a=nm(0), b=nm(1)), MUTED)]
        if k == "game_start":
            return [(tr(L + "game_start", game=d.get("game", "?")), GOLD)]
        if k == "coin":
            return [(tr(L + "coin", name=nm(d.get("winner"))), plain)]
        if k == "starter":
            by = d.get("by")
            if by in (0, 1):
                key = "starter_self" if by == d.get("seat") else "starter_other"
                return [(tr(L + key, name=nm(by), starter=nm(d.get("seat"))), GOLD)]
            return [(tr(L + "starter", name=nm(d.get("seat"))), GOLD)]
        if k == "mulligan":
            return [(tr(L + "mulligan", name=nm(seat)), plain)]
        if k == "keep":
            return [(tr(L + "keep", name=nm(seat), count=d.get("count", "?")), plain)]
        if k == "initial_resource":
            return [(tr(L + "initial_resource", name=nm(seat), card=cn(d.get("card"))), plain)]
        if k == "reveal_alfa":
            c = self.pcard(d.get("card"))
            return [(tr(L + "reveal_alfa", name=nm(seat), card=cn(d.get("card")),
                        life=getattr(c, "life", "?")), GOLD)]
        if k == "turn_start":
            return [(tr(L + "turn_start", name=nm(seat), turn=d.get("turn_no", "?")), GOLD)]
        if k == "untap":
            return []
        if k == "draw":
            n = d.get("count", 1)
            return [(tr(L + ("draw_one" if n == 1 else "draw"), name=nm(seat), count=n), MUTED)]
        if k == "draw_cards":
            cards = d.get("cards") or []
            if not cards:
                return []
            names = [cn(c[1] if isinstance(c, (tuple, list)) else c) for c in cards]
            return [(tr(L + "draw_cards", cards=", ".join(names)), MUTED)]
        if k == "deck_empty":
            return [(tr(L + "deck_empty", name=nm(seat), life=d.get("life", "?")), RED)]
        if k == "element":
            return [(tr(L + "element", name=nm(seat), card=cn(d.get("card"))), (170, 210, 250))]
        if k == "play":
            return [(tr(L + "play", name=nm(seat), card=cn(d.get("card"))), col)]
        if k == "set_sigilo":
            return [(tr(L + "set_sigilo", name=nm(seat)), col)]
        if k == "set_sigilo_card":
            return [(tr(L + "set_sigilo_card", card=cn(d.get("card"))), MUTED)]
        if k == "bounce":
            return [(tr(L + "bounce", card=cn(d.get("card")), name=nm(seat)), plain)]
        if k == "reveal":
            return [(tr(L + "reveal", name=nm(seat), card=cn(d.get("card"))), (200, 180, 240))]
        if k == "pay":
            return []
        if k == "recover":
            return [(tr(L + "recover", name=nm(seat), card=cn(d.get("card"))), col)]
        if k == "effect":
            return self._describe_effect(d, seat)
        if k == "destroy":
            return [(tr(L + "destroy", card=cn(d.get("card")), zone=self.zone_name(d.get("to"))), RED)]
        if k == "phase":
            name = d.get("name")
            if name in ("despertar", "preparacion", "retirada", "mulligan"):
                return []          # the turn's header and the cards tell these
            label = tr(f"selva.phase.{name}")
            if label == f"selva.phase.{name}":
                return []
            return [(tr(L + "phase", phase=label), MUTED)]
        if k == "declare":
            return [(tr(L + "declare", name=nm(seat), card=self._uid_name(d.get("uid"), d.get("card")),
                        time=self.time_name(d.get("time"))), col)]
        if k == "undeclare":
            return [(tr(L + "undeclare", name=nm(seat), card=self._uid_name(d.get("uid"), d.get("card"))), MUTED)]
        if k == "window":
            w = d.get("name")
            return [(tr(L + "window", window=tr(f"selva.phase.{w}"), name=nm(d.get("first"))), MUTED)]
        if k == "pass":
            return [(tr(L + "pass", name=nm(seat)), MUTED)]
        if k == "ability":
            return [(tr(L + "ability", name=nm(seat), card=cn(d.get("card"))), (200, 180, 240))]
        if k == "block":
            bname = self._uid_name(d.get("blocker"), d.get("blocker_card"))
            out = [(tr(L + "block", name=nm(seat), card=bname,
                       attacker=self._uid_name(d.get("attacker"), d.get("attacker_card")),
                       time=self.time_name(d.get("time"))), col)]
            if d.get("penalty"):
                out.append((tr(L + "penalty", card=bname), MUTED))
            return out
        if k == "unblock":
            return [(tr(L + "unblock", name=nm(seat), card=self._uid_name(d.get("blocker", d.get("uid")))), MUTED)]
        if k == "combat":
            att, blk = d.get("attacker"), d.get("blocker")
            aname = self._uid_name(att, d.get("attacker_card"))
            if blk is None:
                if d.get("held"):
                    return [(tr(L + "combat_held", card=aname), plain)]
                return [(tr(L + "combat_unblocked", card=aname, amount=d.get("to_alfa", 0)), plain)]
            bname = self._uid_name(blk, d.get("blocker_card"))
            out = [(tr(L + "combat", card=aname, blocker=bname,
                       attack=d.get("attack", "?"), defence=d.get("defence", "?")), plain)]
            if d.get("to_alfa"):
                out.append((tr(L + "combat_through", amount=d["to_alfa"]), plain))
            if d.get("blocker_out"):
                out.append((tr(L + "falls", card=bname), RED))
            if d.get("attacker_out"):
                out.append((tr(L + "falls", card=aname), RED))
            return out
        if k == "alfa_damage":
            s = d.get("seat")
            return [(tr(L + "alfa_damage", name=nm(s), amount=d.get("amount", 0), life=max(0, d.get("life", 0))),
                     RED if s == self.seat else GREEN)]
        if k == "heal_alfa":
            if not d.get("amount"):
                return []
            return [(tr(L + "heal_alfa", name=nm(d.get("seat")), amount=d.get("amount", 0), life=d.get("life", "?")),
                     GREEN)]
        if k == "exile":
            return [(tr(L + "exile", card=cn(d.get("card")), zone=self.zone_name(d.get("to"))), plain)]
        if k == "heal":
            return []              # damage wearing off at Retirada happens every turn
        if k == "discard":
            key = "discard_random" if d.get("random") else "discard"
            return [(tr(L + key, name=nm(seat), card=cn(d.get("card"))), plain)]
        if k == "game_over":
            w = d.get("winner")
            life = d.get("life") or [0, 0]
            return [(tr(L + "game_over", game=d.get("game", "?"), name=nm(w), a=max(0, life[0]),
                        b=max(0, life[1]), p0=nm(0), p1=nm(1)), GOLD)]
        if k == "swap":
            return [(tr(L + "swap", name=nm(seat), out=cn(self._pool_of(d.get("out"))),
                        into=cn(self._pool_of(d.get("in")))), plain)]
        if k == "swap_hidden":
            return [(tr(L + "swap_hidden", name=nm(seat)), plain)]
        if k == "alfa_choice":
            return [(tr(L + "alfa_choice", name=nm(seat), card=cn(self._pool_of(d.get("card")))), plain)]
        if k == "ready":
            return [(tr(L + "ready", name=nm(seat)), MUTED)]
        if k == "match_end":
            wins = d.get("wins") or [0, 0]
            return [(tr(L + "match_end", name=nm(d.get("winner")), x=max(wins), y=min(wins)), GOLD)]
        label = tr(key, name=nm(seat) if seat in (0, 1) else "")
        return [(label, MUTED)] if label != key else []

    def _pool_of(self, x):
        """A card in an event: a pool index, or a card id (swaps name pool ids)."""
        if isinstance(x, str):
            return self.pool.index.get(x, UNKNOWN)
        return x

    def _uid_name(self, uid, card=None) -> str:
        """The name of a card instance named by an event (only public cards are named this way)."""
        if card is not None and card != UNKNOWN:
            return self.cname(card)
        try:
            return self.cname(self.session.state.card[uid])
        except (IndexError, TypeError, KeyError):
            return tr("selva.hidden_card")

    def _describe_effect(self, d, seat) -> list:
        L = "selva.log.effect."
        eff = d.get("effect", "")
        tgt = d.get("target")
        amt = d.get("amount")
        if isinstance(tgt, int):
            tname = self._uid_name(tgt, d.get("target_card"))
        else:
            tname = ""
        if isinstance(amt, (tuple, list)) and len(amt) == 2:
            amt = f"{amt[0]:+d}/{amt[1]:+d}"
        text = tr(L + eff, name=self.player_name(seat), opponent=self.player_name(1 - seat if seat in (0, 1) else 0),
                  card=self.cname(d.get("card")), target=tname, amount=amt if amt is not None else "")
        if text == L + eff:
            text = tr(L + "generic", card=self.cname(d.get("card")), effect=eff)
        return [(text, (190, 200, 230))]

    def zone_name(self, z) -> str:
        return tr(f"selva.zone.{z}") if z else "?"

    def time_name(self, t) -> str:
        return tr(f"selva.time.{t}") if t else "?"

    # ------------------------------------------------------------------ actions
    def after_apply(self) -> None:
        self._clear_selection()

    def after_cover(self) -> None:
        self._clear_selection()
        self._sync()

    def reason(self, rule, why, action=None) -> str:
        """The rule's reason: its own words in English, our translation in other languages."""
        if i18n.language() == "en" and why:
            return why[:1].upper() + why[1:]
        key = f"selva.illegal.{rule}"
        text = tr(key)
        return why if text == key else text

    def _explain(self, action) -> None:
        """Show why ``action`` is not possible (or take it, if the rules allow it after all)."""
        if action is None:
            self.app.show_message(self.prompt_text()[1] or self.prompt_text()[0], 3.0)
            return
        self._human_try(action)

    # ------------------------------------------------------------------ buttons
    def button_specs(self) -> list[tuple]:
        """(label, callback, gold, action or None) for each action button shown now, left to right (at
        most 3); ``action`` is the rules' action the button takes (None: a table-only button)."""
        if not self.my_turn():
            return []
        v = self.view()
        o = self._opts
        B = o["buttons"]
        ph = v.phase
        out = []

        def act(kind, value=None):
            a = B.get((kind, value))
            return (lambda: self._apply(a)) if a is not None else (lambda: self._human_try(Action(kind, value)))

        def spec(label, cb, gold, action=None):
            out.append((label, cb, gold, action))

        if self.chooser is not None:
            return [(tr("selva.button.close"), self._close_chooser, False, None)]
        if ph == "swap":
            if ("ready", None) in B:
                spec(tr("selva.button.ready"), act("ready"), True, Action("ready"))
            return out
        if ph == "starter":
            spec(tr("selva.button.i_start"), act("starter", self.seat), True, Action("starter", self.seat))
            spec(tr("selva.button.they_start"), act("starter", self.opp), False, Action("starter", self.opp))
            return out
        if ph == "mulligan":
            spec(tr("selva.button.keep"), act("keep"), True, Action("keep"))
            if ("mulligan", None) in B:
                spec(tr("selva.button.mulligan", count=self.next_hand_size()), act("mulligan"), False,
                     Action("mulligan"))
            return out
        if ph == "initial":
            for kind in ("hierba", "presa"):
                if ("resource", kind) in B:
                    spec(tr(f"selva.button.{kind}"), act("resource", kind), False, Action("resource", kind))
            return out
        if ph == "element":
            spec(tr("selva.button.skip"), act("skip"), True, Action("skip"))
            return out
        if ph == "main":
            if self._recoverable():
                spec(tr("selva.button.recover", count=len(self._recoverable())), self._open_recover, False)
            can = ("attack", None) in B
            spec(tr("selva.button.attack"), act("attack"), True if can else None, Action("attack"))
            spec(tr("selva.button.end"), act("end"), not can, Action("end"))
            return out
        if ph == "declare":
            if self.selected is not None:
                for t in TIMES:
                    a = o["declare"].get(self.selected, {}).get(t)
                    if a is not None:
                        spec(tr(f"selva.button.{t}"), (lambda a=a: self._apply(a)), True, a)
                spec(tr("selva.button.cancel"), self._clear_selection, False)
                return out
            n = len(getattr(v, "attackers", []) or [])
            spec(tr("selva.button.done_attack", count=n) if n else tr("selva.button.no_attack"), act("done"),
                 True, Action("done"))
            return out
        if ph == "block":
            if self.selected is not None and self.block_for is not None:
                for t in TIMES:
                    a = o["block"].get(self.selected, {}).get(self.block_for, {}).get(t)
                    if a is not None:
                        spec(tr(f"selva.button.{t}"), (lambda a=a: self._apply(a)), True, a)
                spec(tr("selva.button.cancel"), self._clear_selection, False)
                return out
            if self.selected is not None:
                spec(tr("selva.button.cancel"), self._clear_selection, False)
                return out
            n = len(getattr(v, "blocks", {}) or {})
            spec(tr("selva.button.done_block", count=n) if n else tr("selva.button.no_block"), act("done"),
                 True, Action("done"))
            return out
        if ph == "respond":
            spec(tr("selva.button.pass"), act("pass"), True, Action("pass"))
            return out
        if ph == "exile":
            uid = self.exile_uid()
            if uid is not None:
                for z in ("aislamiento", "cementerio"):
                    a = o["exile"].get(uid, {}).get(z)
                    if a is not None:
                        spec(tr(f"selva.button.{z}"), (lambda a=a: self._apply(a)), z == "aislamiento", a)
            return out
        if ph == "target":
            zone_opts = self._zone_target_options()
            if zone_opts:
                spec(tr("selva.button.choose"), self._open_target_chooser, True)
            return out
        # anything else the rules offer as a plain button
        for (k, val), a in list(B.items())[:3]:
            spec(tr(f"selva.button.{k}") if val is None else f"{k} {val}", (lambda a=a: self._apply(a)), False, a)
        return out

    def button_labels(self) -> list[str]:
        return [s[0] for s in self.button_specs()]

    def button_for(self, action) -> pygame.Rect | None:
        """Where the button that takes ``action`` is now (None: no such button)."""
        for b, spec in zip(self.buttons, self.button_specs()):
            if spec[3] is not None and spec[3] == action:
                return b.rect
        return None

    def button_rect(self, label: str) -> pygame.Rect | None:
        for b, spec in zip(self.buttons, self.button_specs()):
            if spec[0] == label:
                return b.rect
        return None

    def press_button(self, label: str) -> bool:
        """Press the action button with that label (tests, keyboard)."""
        for text, cb, _, _ in self.button_specs():
            if text == label:
                cb()
                return True
        return False

    def next_hand_size(self) -> int:
        v = self.view()
        n = self._zcount(v, "hand", self.seat)
        return max(1, n - 1) if n else 6

    def exile_uid(self):
        """The animal the Aislamiento / Cementerio buttons send now: the one clicked, else the first."""
        o = self._opts
        if self.selected in o["exile"]:
            return self.selected
        ex = list(getattr(self.view(), "exiles", []) or [])
        for u in ex:
            if u in o["exile"]:
                return u
        return next(iter(o["exile"]), None)

    def _recoverable(self) -> list[int]:
        return list(self._opts.get("recover", {}))

    def _open_recover(self) -> None:
        v = self.view()
        cards = self._z(v, "aislamiento", self.seat)
        self.chooser = {"title": tr("selva.chooser.recover"), "cards": cards,
                        "actions": dict(self._opts["recover"]), "key": self._view_key}

    def _zone_target_options(self) -> list[int]:
        """Target options that are not drawn on the table (cards in the Aislamiento or Cementerio)."""
        v = self.view()
        onboard = set()
        for s in (0, 1):
            onboard |= set(self._z(v, "animals", s))
        return [t for t in self._opts["target"] if isinstance(t, int) and t not in onboard]

    def _open_target_chooser(self) -> None:
        opts = self._zone_target_options()
        self.chooser = {"title": self.prompt_text()[1], "cards": opts,
                        "actions": {t: self._opts["target"][t] for t in opts}, "key": self._view_key}

    def _auto_target_chooser(self) -> None:
        """A card whose only targets are in a pile: open the choice at once (once per decision)."""
        if not self.my_turn() or self.view().phase != "target" or self.chooser is not None:
            return
        key = self._view_key
        if getattr(self, "_auto_key", None) == key:
            return
        self._auto_key = key
        zone = self._zone_target_options()
        if zone and len(zone) == len(self._opts["target"]):
            self._open_target_chooser()

    def _open_pile(self, side: str, pile: str) -> None:
        v = self.view()
        seat = self.side_seat(side)
        if pile == "aislamiento" and side == "south" and self._recoverable() and self.my_turn():
            self._open_recover()
            return
        if pile == "bosque":
            return
        if pile == "reserva" and side == "north":
            return
        cards = self._z(v, pile, seat)
        if pile == "reserva" and not self.face_up():
            return
        self.chooser = {"title": tr("selva.chooser.pile", zone=self.zone_name(pile), name=self.player_name(seat),
                                    count=len(cards)),
                        "cards": [c for c in cards if self.pidx(v, c) >= 0], "actions": {}, "key": self._view_key}

    def _close_chooser(self) -> None:
        self.chooser = None

    # ------------------------------------------------------------------ loop
    def animate(self, dt: float) -> None:
        for f in self.floats:
            f["time"] += dt
        self.floats = [f for f in self.floats if f["time"] < f["dur"]]
        if self.flash:
            self.flash = {u: t - dt for u, t in self.flash.items() if t - dt > 0}
        if self.banner is not None and self.banner[2] < 1e8:
            title, sub, left = self.banner
            left -= dt
            self.banner = (title, sub, left) if left > 0 else None
        self._update_hover()

    def on_human_turn(self, seat: int) -> None:
        self._auto_target_chooser()
        if self.session.state.phase == "swap" and seat == self.seat:
            self._maybe_swap_overlay()

    def _maybe_swap_overlay(self) -> None:
        key = (self._epoch, len(self.session.actions))
        if self._swap_pushed == key:
            return
        self._swap_pushed = key
        try:
            self.app.push_scene("selva.swap", table=self)
        except Exception as exc:        # a broken overlay must not block the match (the Ready button stays)
            self.app.show_message(f"Error: {exc.__class__.__name__}: {exc}")

    # ------------------------------------------------------------------ input
    def on_motion(self, pos) -> None:
        self._update_hover()

    def on_right_click(self, pos) -> None:
        self._update_hover()
        self._clear_selection()

    def on_escape(self) -> bool:
        if self.chooser is not None or self.selected is not None:
            self._clear_selection()
            return True
        return False

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            specs = self.button_specs()
            gold = [s for s in specs if s[2]]
            if gold:
                gold[0][1]()
            return True
        return False

    def on_click(self, pos) -> None:
        self._update_hover()
        specs = self.button_specs()
        for b, spec in zip(self.buttons, specs):
            if b.rect.collidepoint(pos):
                spec[1]()
                return
        if self.session.current_player() is None:
            return
        if self.chooser is not None:
            for uid, r in self.chooser_rects():
                if r.collidepoint(pos):
                    a = self.chooser["actions"].get(uid)
                    if a is not None and self.my_turn():
                        self._apply(a)
                    elif self.chooser["actions"]:
                        self._explain(None)
                    return
            self.chooser = None
            return
        uid, zone = self.target_at(pos)
        if uid is None and zone is None:
            return
        if uid is None:
            # a pile: look inside it (or recover from the Aislamiento, or pick a target in it)
            side = zone.rsplit("_", 1)[1]
            if self.my_turn() and self.view().phase == "target" and self._zone_target_options():
                self._open_target_chooser()
                return
            self._open_pile(side, zone.rsplit("_", 1)[0])
            return
        if not self.my_turn():
            self._not_your_turn()
            return
        self._click_card(uid, zone)

    def _click_card(self, uid: int, zone: str) -> None:
        v = self.view()
        o = self._opts
        ph = v.phase
        if ph == "target":
            a = o["target"].get(uid)
            self._human_try(a if a is not None else Action("target", uid))
            return
        if ph == "declare" and zone.endswith("_south") and zone.split("_")[0] in ("preparacion", "combat"):
            if uid in o["undo_pick"]:
                self._apply(o["undo_pick"][uid])
                return
            if uid in o["declare"]:
                self.selected = None if self.selected == uid else uid
                return
            c = self.card(v, uid)
            t = "night" if c is not None and c.activity == "night" else "day"
            self._explain(Action("declare", (uid, t)))
            return
        if ph == "block":
            if zone.endswith("_south"):
                if uid in o["undo_pick"] and self.selected is None:
                    self._apply(o["undo_pick"][uid])
                    return
                if uid in o["block"]:
                    self.selected = None if self.selected == uid else uid
                    self.block_for = None
                    return
                blocks = dict(getattr(v, "blocks", {}) or {})
                attackers = [a for a, _ in (getattr(v, "attackers", []) or []) if a not in blocks]
                c = self.card(v, uid)
                t = "night" if c is not None and c.activity == "night" else "day"
                self._explain(Action("block", (uid, attackers[0] if attackers else -1, t)))
                return
            # an attacker of the opponent
            if self.selected is None:
                self.app.show_message(tr("selva.toast.choose_blocker_first"), 2.5)
                return
            opts = o["block"].get(self.selected, {}).get(uid)
            if opts:
                self.block_for = uid
                return
            c = self.card(v, self.selected)
            t = "night" if c is not None and c.activity == "night" else "day"
            self._explain(Action("block", (self.selected, uid, t)))
            return
        if ph == "exile":
            if uid in o["exile"]:
                self.selected = uid          # the buttons now send this one
                return
        acts = o["hand"].get(uid) or o["board"].get(uid)
        if acts:
            self._apply(acts[0])
            return
        # explain why this card does nothing now
        c = self.card(v, uid)
        action = None
        if zone == "hand_south" and c is not None:
            if ph == "discard":
                action = Action("discard", uid)
            elif ph == "respond":
                action = Action("fuerza", uid) if c.type == "fuerza" else (
                    Action("play", uid) if c.type != "sigilo" else Action("set", uid))
            else:
                action = Action("set", uid) if c.type == "sigilo" else Action("play", uid)
        elif zone == "sigilos_south":
            action = Action("reveal", uid)
        elif zone == "elementos_south":
            action = Action("element", uid)
        elif zone in ("preparacion_south", "combat_south") and c is not None and c.type == "animal" and ph == "respond":
            action = Action("ability", uid) if getattr(c, "ability", None) is not None else None
        self._explain(action)

    # ------------------------------------------------------------------ geometry
    def _geom(self) -> dict:
        """uid -> (rect, zone, face_up, tapped) for every card drawn on the table; zone piles too."""
        v = self.view()
        key = (self._view_key, self.face_up(), self.selected, self.block_for)
        if self._geom_cache is not None and self._geom_cache[0] == key:
            return self._geom_cache[1]
        g: dict = {}
        tapped = set(getattr(v, "tapped", ()) or ())
        attackers = [(a, t) for a, t in (getattr(v, "attackers", []) or [])]
        blocks = dict(getattr(v, "blocks", {}) or {})
        attacking = {a for a, _ in attackers}
        in_combat = attacking | {b for a, (b, _) in blocks.items() if a in attacking}
        fu = self.face_up()
        for side in ("north", "south"):
            seat = self.side_seat(side)
            # hand
            hand = self._z(v, "hand", seat)
            R = self.R[f"hand_{side}"]
            if side == "south":
                cw, ch = HAND
                k = len(hand)
                step = min(cw + 6, (R.w - cw - 8) / max(1, k - 1)) if k > 1 else 0
                total = cw + step * (k - 1)
                x0 = R.centerx - total / 2
                ok = self.usable_targets() if self.my_turn() else set()
                for i, u in enumerate(hand):
                    lift = 8 if u in ok else 0
                    r = pygame.Rect(int(x0 + i * step), R.bottom - ch - 2 - lift, cw, ch)
                    up = fu and u != UNKNOWN
                    # a hidden hand (hot-seat) is keyed by position: nothing can point at its cards
                    g[u if up else ("hand", side, i)] = (r, f"hand_{side}", up, False)
            else:
                bw, bh = BACK_N
                k = len(hand)
                step = min(bw + 4, (R.w - 200 - bw) / max(1, k - 1)) if k > 1 else 0
                for i, u in enumerate(hand):
                    r = pygame.Rect(int(R.left + 4 + i * step), R.top, bw, bh)
                    # the opponent's hand is never shown, whatever the view holds
                    g[("hand", side, i)] = (r, f"hand_{side}", False, False)
            # animals in preparacion (those not in combat)
            R = self.R[f"preparacion_{side}"]
            prep = [u for u in self._z(v, "animals", seat) if u not in in_combat]
            self._row(g, prep, R, PREP, f"preparacion_{side}", tapped)
            # resources
            R = self.R[f"resources_{side}"]
            res = self._z(v, "resources", seat)
            area = pygame.Rect(R.left + 4, R.top + 15, R.w - 8, R.h - 16)
            self._row(g, res, area, RES, f"resources_{side}", tapped, gap=3, align="bottom")
            # elementos: one slot per element
            R = self.R[f"elementos_{side}"]
            for u in self._z(v, "elements", seat):
                c = self.card(v, u)
                el = getattr(c, "element", None)
                i = ELEMENTS.index(el) if el in ELEMENTS else 0
                r = self._slot_rect(R, i, 4)
                if u in tapped:
                    r = pygame.Rect(0, 0, r.h, r.w).move(0, 0)
                    r.center = self._slot_rect(R, i, 4).center
                g[u] = (r, f"elementos_{side}", True, u in tapped)
            # sigilos
            R = self.R[f"sigilos_{side}"]
            for i, u in enumerate(self._z(v, "sigilos", seat)[:3]):
                r = self._slot_rect(R, i, 3)
                up = side == "south" and fu and self.pidx(v, u) >= 0
                g[u if up else ("sigilo", side, i)] = (r, f"sigilos_{side}", up, False)
        # combat: the turn player's attackers in their combat zone, each blocker straight across
        turn = getattr(v, "turn", None)
        if attackers and turn in (0, 1):
            aside = "south" if turn == self.seat else "north"
            dside = "north" if aside == "south" else "south"
            RA, RD = self.R[f"combat_{aside}"], self.R[f"combat_{dside}"]
            k = len(attackers)
            slot = self.combat_slot(k)
            x0 = RA.centerx - slot * k // 2
            for i, (a, t) in enumerate(attackers):
                cx = x0 + slot * i + slot // 2
                g[a] = (self._card_rect_at(cx, RA, COMBAT, a in tapped), f"combat_{aside}", True, a in tapped)
                if a in blocks:
                    b = blocks[a][0]
                    g[b] = (self._card_rect_at(cx, RD, COMBAT, b in tapped), f"combat_{dside}", True, b in tapped)
        # animals leaving play after the combat (waiting for their owner's exile choice)
        exiles = list(getattr(v, "exiles", []) or [])
        owner = getattr(v, "owner", None)
        if exiles and owner is not None:
            for side in ("north", "south"):
                mine_ex = [u for u in exiles if owner[u] == self.side_seat(side)]
                R = self.R[f"combat_{side}"]
                for i, u in enumerate(mine_ex):
                    cx = R.centerx + (i - (len(mine_ex) - 1) / 2) * 90
                    g[u] = (self._card_rect_at(int(cx), R, COMBAT, False), f"leaving_{side}", True, False)
        # piles
        for side in ("north", "south"):
            for pile in PILES:
                g[(pile, side)] = (self.R[f"{pile}_{side}"], f"{pile}_{side}", False, False)
        self._geom_cache = (key, g)
        return g

    def combat_slot(self, k: int) -> int:
        """The width given to each attacker (and its blocker) in the combat zones."""
        return min(170, (self.R["combat_south"].w - 16) // max(1, k))

    def _card_rect_at(self, cx, R, size, is_tapped) -> pygame.Rect:
        """A card in a combat zone, pushed away from the middle line to leave room for the arrows."""
        w, h = (size[1], size[0]) if is_tapped else size
        r = pygame.Rect(0, 0, w, h)
        away = max(0, (R.h - h) // 2 - 3)
        north = R.centery < self.R["combat_south"].top
        r.center = (cx, R.centery - away if north else R.centery + away)
        return r

    @staticmethod
    def _slot_rect(R, i, n) -> pygame.Rect:
        w = R.w // n
        r = pygame.Rect(0, 0, *SLOT)
        r.center = (R.left + w * i + w // 2, R.centery + 6)
        return r

    def _row(self, g, uids, R, size, zone, tapped, gap=8, align="center") -> None:
        cw, ch = size
        widths = [ch if u in tapped else cw for u in uids]
        k = len(uids)
        if not k:
            return
        total = sum(widths) + gap * (k - 1)
        squeeze = 1.0
        if total > R.w - 4:
            # overlap: every card keeps at least a sliver
            squeeze = (R.w - 4 - widths[-1]) / max(1, total - widths[-1])
        x = R.left + 2
        if squeeze >= 1.0 and align == "center":
            x = R.left + 2
        for u, w in zip(uids, widths):
            h = cw if u in tapped else ch
            y = R.bottom - h - 2 if align == "bottom" else R.centery - h // 2
            g[u] = (pygame.Rect(int(x), int(y), w, h), zone, True, u in tapped)
            x += (w + gap) * squeeze

    def card_rect(self, uid) -> pygame.Rect | None:
        e = self._geom().get(uid)
        return e[0] if e else None

    def hand_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The shown hand's cards and where they are (empty while the hand is hidden)."""
        if not self.face_up():
            return []
        out = [(u, e[0]) for u, e in self._geom().items() if isinstance(u, int) and e[1] == "hand_south"]
        return sorted(out, key=lambda x: x[1].x)

    def target_at(self, pos):
        """(uid, zone) of the card under ``pos`` (uid None with a pile zone: the pile), topmost first."""
        g = self._geom()
        hits = [(u, e) for u, e in g.items() if e[0].collidepoint(pos)]
        if not hits:
            return None, None
        # the card drawn last is on top: hand cards and rows are drawn left to right
        cards = [(u, e) for u, e in hits if isinstance(u, int)]
        if cards:
            u, e = max(cards, key=lambda x: x[1][0].x)
            return u, e[1]
        for u, e in hits:
            if isinstance(u, tuple) and u[0] in PILES:
                return None, e[1]
        return None, None

    def chooser_rects(self) -> list[tuple[int, pygame.Rect]]:
        if self.chooser is None:
            return []
        cards = self.chooser["cards"]
        k = len(cards)
        cw, ch = CHOICE
        area = self._chooser_area()
        step = min(cw + 8, (area.w - 20 - cw) / max(1, k - 1)) if k > 1 else 0
        total = cw + step * (k - 1)
        x0 = area.centerx - total / 2
        return [(u, pygame.Rect(int(x0 + i * step), area.top + 34, cw, ch)) for i, u in enumerate(cards)]

    def _chooser_area(self) -> pygame.Rect:
        return pygame.Rect(196, 250, 794, 190)

    def _update_hover(self) -> None:
        pos = self.mouse
        self.hover = None
        self.hover_zone = None
        if pos[0] < 0:
            return
        if self.chooser is not None:
            for u, r in self.chooser_rects():
                if r.collidepoint(pos):
                    self.hover = u
            return
        try:
            uid, zone = self.target_at(pos)
        except Exception:
            return
        self.hover = uid
        self.hover_zone = zone
        if uid is None:
            for side in ("north", "south"):
                if self.R[f"alfa_{side}"].collidepoint(pos):
                    self.hover_zone = f"alfa_{side}"

    # ------------------------------------------------------------------ prompt
    def phase_key(self, v) -> str | None:
        """Which of the six turn phases the game is in (None before the first turn / between games)."""
        ph = v.phase
        if ph == "element":
            return "despertar"
        if ph == "main":
            return "preparacion"
        if ph == "declare":
            return "intimidacion"
        if ph == "block":
            return "contienda"
        if ph == "respond":
            return "contienda" if getattr(v, "window", None) == "contienda" else "intimidacion"
        if ph == "exile":
            return "resolucion"
        if ph == "discard":
            return "retirada"
        if ph == "target":
            w = getattr(v, "window", None)
            if w in ("intimidacion", "contienda"):
                return w
            if getattr(v, "attackers", None):
                return "contienda" if getattr(v, "blocks", None) else "intimidacion"
            return "preparacion"
        return None

    def prompt_text(self) -> tuple[str, str]:
        """(who and which phase, what may be done now)."""
        v = self.view()
        P = "selva.prompt."
        ph = v.phase
        p = self.current()
        pk = self.phase_key(v)
        turn = getattr(v, "turn", None)
        if ph == "over" or p is None:
            w = getattr(v, "winner", None)
            return tr(P + "over", name=self.player_name(w)), ""
        phase = tr(f"selva.phase.{pk}") if pk else tr(f"selva.setup.{ph}")
        if turn in (0, 1) and pk:
            head = tr(P + ("your_turn" if turn == self.seat and self.humans else "turn_of"),
                      name=self.player_name(turn), phase=phase)
        else:
            head = tr(P + "setup", phase=phase, game=getattr(v, "game_no", 1))
        if not self.my_turn():
            nm = self.player_name(p)
            if self._is_human(p) and p != self.seat:
                return head, tr(P + "waiting", name=nm)
            if self._is_human(p):
                return head, tr(P + "hidden", name=nm)
            key = {"respond": "wait_respond", "block": "wait_block", "declare": "wait_declare",
                   "exile": "wait_exile", "target": "wait_target", "swap": "wait_swap",
                   "mulligan": "wait_mulligan"}.get(ph, "thinking")
            return head, tr(P + key, name=nm)
        o = self._opts
        if self.chooser is not None:
            return head, self.chooser["title"]
        if ph == "starter":
            return head, tr(P + ("starter" if getattr(v, "game_no", 1) <= 1 else "starter_loser"))
        if ph == "mulligan":
            return head, tr(P + "mulligan", count=self._zcount(v, "hand", self.seat), next=self.next_hand_size())
        if ph == "initial":
            return head, tr(P + "initial")
        if ph == "element":
            return head, tr(P + "element")
        if ph == "main":
            res_ok = any(a.kind == "play" and getattr(self.card(v, a.value), "type", "") == "recurso"
                         for a in self._legal)
            extra = tr(P + "main_resource") if res_ok else ""
            return head, tr(P + "main") + extra
        if ph == "declare":
            if self.selected is not None:
                times = list(o["declare"].get(self.selected, {}))
                if len(times) == 1:
                    return head, tr(P + "declare_one_time", card=self.uname(v, self.selected),
                                    time=self.time_name(times[0]))
                return head, tr(P + "declare_time", card=self.uname(v, self.selected))
            return head, tr(P + "declare")
        if ph == "block":
            if self.selected is not None and self.block_for is not None:
                times = list(o["block"].get(self.selected, {}).get(self.block_for, {}))
                key = "block_one_time" if len(times) == 1 else "block_time"
                return head, tr(P + key, card=self.uname(v, self.selected), attacker=self.uname(v, self.block_for),
                                time=self.time_name(times[0]) if times else "")
            if self.selected is not None:
                return head, tr(P + "block_attacker", card=self.uname(v, self.selected))
            return head, tr(P + "block")
        if ph == "respond":
            w = getattr(v, "window", None)
            return head, tr(P + ("respond_contienda" if w == "contienda" else "respond_intimidacion"))
        if ph == "target":
            pend = getattr(v, "pending", None) or {}
            card = self.uname(v, _sget(pend, "uid"))
            kind = _sget(pend, "target_kind", "")
            return head, tr(P + "target", card=card, what=tr(f"selva.target.{kind}"))
        if ph == "exile":
            uid = self.exile_uid()
            key = "exile_many" if len(o["exile"]) > 1 else "exile"
            return head, tr(P + key, card=self.uname(v, uid))
        if ph == "discard":
            return head, tr(P + "discard", limit=self.hand_limit())
        if ph == "swap":
            return head, tr(P + "swap")
        return head, ""

    def hand_limit(self) -> int:
        fn = SQ.hand_limit
        if fn is not None:
            try:
                return int(fn(self.session.state, self.seat))
            except Exception:
                pass
        return 8

    # ------------------------------------------------------------------ drawing
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface((1280, 720)).convert()
            bg.fill(BG)
            table = pygame.Rect(2, 2, 992, 716)
            pygame.draw.rect(bg, FELT_DARK, table, border_radius=14)
            pygame.draw.rect(bg, FELT, table.inflate(-6, -6), border_radius=12)
            for side in ("north", "south"):
                for part in ("resources", "elementos", "sigilos", "preparacion", "combat"):
                    R = self.R[f"{part}_{side}"]
                    pygame.draw.rect(bg, ZONE, R, border_radius=8)
                    pygame.draw.rect(bg, ZONE_EDGE, R, 1, border_radius=8)
            # the line between the two halves
            y = (self.R["combat_north"].bottom + self.R["combat_south"].top) // 2
            pygame.draw.line(bg, (70, 100, 70), (196, y), (990, y), 1)
            self._bg = bg
        return self._bg

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.menu_button.label = tr("selva.button.menu")
        self.undo_button.label = tr("selva.button.undo")
        self.undo_button.enabled = self.can_undo()
        surface.blit(self._background(), (0, 0))
        self.drawn = {}
        self.last_rects = {}
        self._draw_zone_labels(surface, v)
        for side in ("north", "south"):
            self._draw_side(surface, v, side)
        self._draw_combat(surface, v)
        self._draw_phases(surface, v)
        self._draw_prompt(surface, v)
        self._draw_buttons(surface)
        self._draw_match(surface, v)
        self._draw_log(surface)
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        if self.chooser is not None:
            self._draw_chooser(surface, v)
        self._draw_zoom(surface, v)
        self._draw_floats(surface)
        if self.banner is not None:
            self._draw_banner(surface)

    def _draw_zone_labels(self, surface, v) -> None:
        for side in ("north", "south"):
            for part in ("preparacion", "combat", "elementos", "sigilos"):
                R = self.R[f"{part}_{side}"]
                img = render(tr(f"selva.zone.{part}"), 10, (110, 150, 118), True)
                if part in ("preparacion", "combat"):
                    surface.blit(img, (R.right - img.get_width() - 6, R.top + 3))
                else:
                    surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 1)))
            R = self.R[f"elementos_{side}"]
            for i, el in enumerate(ELEMENTS):
                r = self._slot_rect(R, i, 4)
                pygame.draw.rect(surface, (34, 70, 48), r, border_radius=5)
                pygame.draw.rect(surface, (60, 100, 74), r, 1, border_radius=5)
                fake = type("E", (), {"type": "elemento", "element": el})()
                sd.type_icon(surface, fake, r.center, 10, (70, 112, 86))
                lab = render(tr(f"selva.element.{el}"), 9, (96, 136, 108))
                surface.blit(lab, lab.get_rect(midbottom=(r.centerx, r.bottom - 2)))
            R = self.R[f"sigilos_{side}"]
            for i in range(3):
                r = self._slot_rect(R, i, 3)
                pygame.draw.rect(surface, (34, 64, 52), r, 1, border_radius=5)

    def _mark(self, zone, uid, face_up) -> None:
        self.drawn.setdefault(zone, []).append((uid, face_up))

    def _draw_side(self, surface, v, side: str) -> None:
        seat = self.side_seat(side)
        g = self._geom()
        tapped = set(getattr(v, "tapped", ()) or ())
        usable = self.usable_targets()
        hl_targets = {t for t in self._opts.get("target", {})} if self.my_turn() else set()
        damage = dict(getattr(v, "damage", {}) or {})
        mods = dict(getattr(v, "mods", {}) or {})
        arrived = set(getattr(v, "arrived", ()) or ())
        self._draw_name(surface, v, side, seat)
        self._draw_alfa(surface, v, side, seat)
        self._draw_piles(surface, v, side, seat)
        # resources header: untapped / total of each kind
        R = self.R[f"resources_{side}"]
        counts = {"hierba": [0, 0], "presa": [0, 0], "dual": [0, 0]}
        for u in self._z(v, "resources", seat):
            c = self.card(v, u)
            if c is None:
                continue
            kind = "dual" if c.dual else c.resource
            counts.setdefault(kind, [0, 0])
            counts[kind][1] += 1
            if u not in tapped:
                counts[kind][0] += 1
        x = R.left + 6
        for kind, colr in (("hierba", (150, 220, 140)), ("presa", (230, 160, 130)), ("dual", (220, 210, 150))):
            a, b = counts[kind]
            if kind == "dual" and not b:
                continue
            img = render(tr(f"selva.res.{kind}", free=a, total=b), 11, colr, True)
            surface.blit(img, (x, R.top + 2))
            x += img.get_width() + 12
        items = [(u, e) for u, e in g.items() if e[1] in (f"hand_{side}", f"preparacion_{side}",
                                                          f"resources_{side}", f"elementos_{side}",
                                                          f"sigilos_{side}", f"leaving_{side}")]
        items.sort(key=lambda x: (x[1][1], x[1][0].x))
        mine = self.my_turn()
        for u, (r, zone, up, is_tapped) in items:
            real = isinstance(u, int)
            self.last_rects[u] = r
            if zone.startswith("hand_") and side == "north":
                surface.blit(sd.card_back(BACK_N), r)
                self._mark(zone, UNKNOWN, False)
                continue
            c = self.card(v, u) if real else None
            if not up or c is None:
                size = (r.w, r.h)
                surface.blit(sd.card_back(size), r)
                self._mark(zone, u if real else UNKNOWN, False)
                if zone.startswith("sigilos_"):
                    self._flash_frame(surface, self._z(v, "sigilos", seat)[u[2]] if not real else u, r)
                if zone.startswith("sigilos_"):
                    img = render(tr("selva.info.face_down"), 9, (220, 210, 170), True)
                    surface.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 2)))
                continue
            if zone.startswith("leaving_"):
                size = COMBAT
                pygame.draw.rect(surface, RED, r.inflate(8, 8), 3, border_radius=8)
                tag = render(tr("selva.info.leaving"), 10, (255, 255, 255), True)
                box = tag.get_rect(midleft=(r.right + 8, r.centery)).inflate(8, 4)
                pygame.draw.rect(surface, (150, 40, 36), box, border_radius=5)
                surface.blit(tag, tag.get_rect(center=box.center))
            elif zone.startswith("hand_"):
                size = HAND
            elif zone.startswith("preparacion_"):
                size = PREP
            elif zone.startswith("resources_"):
                size = RES
            else:
                size = SLOT
            img = self.face(c, size)
            if is_tapped:
                img = sd.tapped(img)
            if real and (u in usable or u in hl_targets) and mine:
                col = (255, 240, 170) if u == self.hover else HILITE
                pygame.draw.rect(surface, col, r.inflate(6, 6), 3, border_radius=8)
            surface.blit(img, r)
            self._mark(zone, u, True)
            self._flash_frame(surface, u, r)
            if zone.startswith("hand_") and mine and u not in usable:
                surface.blit(self._panel(r.size, fill=(0, 0, 0), alpha=80, width=0, radius=6), r)
            if zone.startswith("sigilos_"):
                tag = render(tr("selva.info.set"), 9, (255, 255, 255), True)
                box = tag.get_rect(midbottom=(r.centerx, r.bottom - 1)).inflate(6, 2)
                pygame.draw.rect(surface, (60, 50, 110), box, border_radius=4)
                surface.blit(tag, tag.get_rect(center=box.center))
            if zone.startswith("preparacion_"):
                self._animal_marks(surface, v, u, r, damage, mods, arrived)
        if self.selected is not None:
            r = g.get(self.selected, (None,))[0]
            if r is not None:
                pygame.draw.rect(surface, (255, 250, 200), r.inflate(10, 10), 4, border_radius=9)

    def _flash_frame(self, surface, u, r) -> None:
        """A pulsing frame around a card that has just been played or has just acted."""
        left = self.flash.get(u)
        if not left:
            return
        pulse = 0.5 + 0.5 * math.sin(left * 9)
        col = (255, int(220 + 35 * pulse), int(150 + 100 * pulse))
        pygame.draw.rect(surface, col, r.inflate(8, 8), 2, border_radius=8)

    def _animal_marks(self, surface, v, u, r, damage, mods, arrived) -> None:
        c = self.card(v, u)
        if c is None or c.type != "animal":
            return
        a, d = self.stats(v, u)
        dmg = damage.get(u, 0)
        if (a, d) != (c.attack, c.defence) or dmg:
            sr = 10
            sd.stat_circle(surface, a, (r.left + sr, r.bottom - sr), sr, "attack", a - c.attack)
            sd.stat_circle(surface, d, (r.right - sr, r.bottom - sr), sr, "defence", d - c.defence)
        if dmg:
            img = render(f"−{dmg}", 14, (255, 255, 255), True)
            box = img.get_rect(topright=(r.right + 4, r.top - 4)).inflate(8, 2)
            pygame.draw.rect(surface, (200, 30, 30), box, border_radius=7)
            pygame.draw.rect(surface, (255, 220, 220), box, 1, border_radius=7)
            surface.blit(img, img.get_rect(center=box.center))
        m = mods.get(u)
        if m and tuple(m) != (0, 0):
            ma, md = m
            text = f"{ma:+d}/{md:+d}"
            img = render(text, 11, (20, 20, 20), True)
            box = img.get_rect(midtop=(r.centerx, r.top - 4)).inflate(6, 2)
            pygame.draw.rect(surface, (250, 220, 90), box, border_radius=5)
            surface.blit(img, img.get_rect(center=box.center))
        elif u in arrived and not c.has("veloz"):
            img = render(tr("selva.info.new"), 9, (230, 230, 230), True)
            box = img.get_rect(midtop=(r.centerx, r.top + 2)).inflate(6, 2)
            pygame.draw.rect(surface, (40, 60, 90), box, border_radius=4)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_name(self, surface, v, side, seat) -> None:
        R = self.R[f"name_{side}"]
        cur = self.current()
        turn = getattr(v, "turn", None)
        is_cur = cur == seat
        col = SOUTH_COL if side == "south" else NORTH_COL
        surface.blit(self._panel(R.size, fill=(40, 50, 44) if is_cur else PANEL, alpha=232,
                                 edge=GOLD if is_cur else col, width=3 if is_cur else 2), R)
        name = self.player_name(seat)
        if side == "south" and self.humans and self._is_human(seat):
            name += f" ({tr('selva.you')})"
        wins = list(getattr(v, "wins", [0, 0]) or [0, 0])
        stars = "★" * wins[seat] + "☆" * max(0, 2 - wins[seat])
        img = render(_fit(name, 14, R.w - 50, True), 14, INK, True)
        surface.blit(img, (R.left + 8, R.top + 4))
        img = render(stars, 14, GOLD, True)
        surface.blit(img, img.get_rect(topright=(R.right - 6, R.top + 3)))
        kind = tr(f"selva.kind.{self.kinds[seat]}")
        mine = side == "south" and self._is_human(seat)
        in_turn = self.phase_key(v) is not None and turn == seat
        if in_turn:
            kind = "▶ " + tr("selva.info.your_turn" if mine else "selva.info.its_turn")
        elif self.phase_key(v) is None and cur == seat:
            kind = "▶ " + tr("selva.info.deciding")
        turn = seat if in_turn or (self.phase_key(v) is None and cur == seat) else None
        img = render(_fit(kind, 11, R.w - 16, turn == seat), 11, GOLD if turn == seat else MUTED, turn == seat)
        surface.blit(img, (R.left + 8, R.top + 22))
        if side == "south":
            y = R.top + 40
            lines = [tr("selva.info.hand", count=self._zcount(v, "hand", seat), limit=self.hand_limit())]
            if is_cur and not self.my_turn() and self._is_human(seat):
                lines.append(tr("selva.info.hidden"))
            for line in lines:
                for part in wrap(line, 12, R.w - 16)[:2]:
                    surface.blit(render(part, 12, MUTED), (R.left + 8, y))
                    y += 15
            if is_cur and self.my_turn():
                img = render(tr("selva.info.decide"), 13, GOLD, True)
                surface.blit(img, (R.left + 8, R.bottom - 22))
        else:
            img = render(tr("selva.info.cards_short", count=self._zcount(v, "hand", seat)), 11, MUTED)
            surface.blit(img, img.get_rect(topright=(R.right - 6, R.top + 23)))

    def _draw_alfa(self, surface, v, side, seat) -> None:
        R = self.R[f"alfa_{side}"]
        alfa = getattr(v, "alfa", [UNKNOWN, UNKNOWN])[seat]
        c = self.pcard(alfa)
        r = pygame.Rect(R.left, R.top, *ALFA)
        if c is None:
            surface.blit(sd.card_back(ALFA), r)
            img = render(_fit(tr("selva.info.alfa_hidden"), 10, R.w, True), 10, GOLD, True)
            surface.blit(img, img.get_rect(midtop=(R.centerx, r.bottom + 3)))
            return
        surface.blit(self.face(c, ALFA), r)
        self.last_rects[("alfa", side)] = r
        life = list(getattr(v, "life", [0, 0]))[seat]
        mx = list(getattr(v, "max_life", [c.life, c.life]))[seat]
        # the life, big, over the printed life
        sx, sy, sr = sd.alfa_life_spot(c, i18n.language(), ALFA)
        lr = sr + 3
        centre = (r.left + sx, r.top + sy)
        pygame.draw.circle(surface, (20, 16, 16), centre, lr + 2)
        pygame.draw.circle(surface, (200, 36, 50) if life > 5 else (255, 60, 40), centre, lr)
        pygame.draw.circle(surface, (255, 230, 230), centre, lr, 2)
        img = render(str(max(0, life)), 24, (255, 255, 255), True)
        surface.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
        img = render(tr("selva.info.life", life=max(0, life), max=mx), 12, INK, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, r.bottom + 3)))
        # Alfa's hover zoom
        if self.hover_zone == f"alfa_{side}":
            pygame.draw.rect(surface, GOLD, r.inflate(4, 4), 2, border_radius=8)

    def _draw_piles(self, surface, v, side, seat) -> None:
        for pile in PILES:
            R = self.R[f"{pile}_{side}"]
            n = self._zcount(v, pile, seat)
            hover = self.hover_zone == f"{pile}_{side}"
            surface.blit(self._panel(R.size, fill=(26, 34, 30), alpha=235, edge=GOLD if hover else PANEL_EDGE,
                                     width=1, radius=6), R)
            # the name on top; below it a small card (a back, or the top card of an open pile) and the count
            label = tr(f"selva.zone.{pile}")
            img = render(_fit(label, 10, R.w - 6, True), 10, MUTED, True)
            surface.blit(img, (R.left + 4, R.top + 2))
            mini = pygame.Rect(R.left + 4, R.top + 14, 16, 22)
            top = None
            if pile in ("cementerio", "aislamiento") and n:
                top = self.card(v, self._z(v, pile, seat)[-1])
            if n and top is not None:
                surface.blit(self.face(top, (16, 22)), mini)
            elif n:
                surface.blit(sd.card_back((16, 22)), mini)
            else:
                pygame.draw.rect(surface, (50, 62, 56), mini, 1, border_radius=3)
            img = render(str(n), 15, INK, True)
            surface.blit(img, img.get_rect(midleft=(R.left + 26, mini.centery)))
            if pile == "aislamiento" and side == "south" and self.my_turn() and self._recoverable():
                pygame.draw.rect(surface, HILITE, R.inflate(2, 2), 2, border_radius=7)

    # -- combat: arrows from each attacker to its blocker (or to the Alfa), with the preview
    def preview(self) -> list:
        v = self.view()
        if self._preview_cache[0] == self._view_key:
            return self._preview_cache[1]
        res = []
        fn = SQ.combat_preview
        if getattr(v, "attackers", None) and self.preview_time(v):
            try:
                res = list(fn(self.session.state))
            except Exception:
                res = []
        self._preview_cache = (self._view_key, res)
        return res

    def preview_time(self, v) -> bool:
        """Are the blocks being chosen or chosen (the outcome preview is shown from then on)?"""
        return v.phase == "block" or getattr(v, "window", None) == "contienda"

    def _draw_combat(self, surface, v) -> None:
        g = self._geom()
        self.arrows_drawn = []
        attackers = list(getattr(v, "attackers", []) or [])
        blocks = dict(getattr(v, "blocks", {}) or {})
        usable = self.usable_targets()
        hl_targets = set(self._opts.get("target", {})) if self.my_turn() else set()
        damage = dict(getattr(v, "damage", {}) or {})
        mods = dict(getattr(v, "mods", {}) or {})
        turn = getattr(v, "turn", 0)
        prev = {p.get("attacker"): p for p in self.preview() if isinstance(p, dict)}
        mine = self.my_turn()
        slot = self.combat_slot(len(attackers))
        for a, t in attackers:
            e = g.get(a)
            if e is None:
                continue
            ra = e[0]
            b = blocks.get(a)
            rb = g.get(b[0])[0] if b is not None and g.get(b[0]) else None
            for u, r in ((a, ra), (b[0] if b else None, rb)):
                if u is None or r is None:
                    continue
                c = self.card(v, u)
                if c is None:
                    continue
                img = self.face(c, COMBAT)
                if e[3] if u == a else g[u][3]:
                    img = sd.tapped(img)
                if mine and (u in usable or u in hl_targets or u == self.block_for):
                    col = (255, 240, 170) if u in (self.hover, self.block_for) else HILITE
                    pygame.draw.rect(surface, col, r.inflate(6, 6), 3, border_radius=8)
                surface.blit(img, r)
                self._flash_frame(surface, u, r)
                self.last_rects[u] = r
                side = "south" if (u == a) == (turn == self.seat) else "north"
                self._mark(f"combat_{side}", u, True)
                self._animal_marks(surface, v, u, r, damage, mods, set())
            # the arrow, straight across from the attacker to its blocker (or on towards the Alfa);
            # the day/night of each at its end, the outcome preview to its right
            down = turn != self.seat          # the opponent attacks downwards
            x = ra.centerx
            p = prev.get(a)
            dy = 1 if down else -1
            y0 = ra.bottom + 2 if down else ra.top - 2
            if rb is not None:
                y1 = rb.top - 2 if down else rb.bottom + 2
            else:
                y1 = y0 + 56 * dy
            held = bool(p and p.get("held"))
            self._arrow(surface, (x, y0), (x, y1), RED if rb is None and not held else (240, 200, 120))
            sd.time_icon(surface, t, (x - 13, y0 + 8 * dy), 7)
            info = {"attacker": a, "blocker": b[0] if b else None, "time": t}
            if b is not None:
                sd.time_icon(surface, b[1], (x - 13, y1 - 8 * dy), 7)
                if b[1] != t:
                    img = render("−1", 11, (255, 170, 90), True)
                    surface.blit(img, img.get_rect(midright=(x - 22, y1 - 8 * dy)))
                    info["penalty"] = True
            labels = []
            if p:
                if p.get("blocker") is not None and p.get("attack") is not None and p.get("defence") is not None:
                    labels.append((tr("selva.preview.versus", attack=p["attack"], defence=p["defence"]), INK))
                if p.get("to_alfa"):
                    labels.append((tr("selva.preview.to_alfa", amount=p["to_alfa"]), RED))
                if p.get("blocker_dies"):
                    labels.append((tr("selva.preview.blocker_dies"), (255, 190, 120)))
                if p.get("attacker_dies"):
                    labels.append((tr("selva.preview.attacker_dies"), (255, 190, 120)))
                if not labels:
                    labels.append((tr("selva.preview.nothing"), MUTED))
                info["preview"] = p
            elif rb is None and self.preview_time(v):
                labels.append((tr("selva.preview.unblocked"), RED))
            if p and p.get("held"):
                labels = [(tr("selva.preview.held"), MUTED)]
            room = max(40, slot - ra.w // 2 - 12)
            lh = 13
            yy = (y0 + y1) // 2 - lh * len(labels) // 2
            for text, col in labels:
                img = render(_fit(text, 10, room, True), 10, col, True)
                box = img.get_rect(midleft=(x + 7, yy + lh // 2)).inflate(6, 1)
                surface.blit(self._panel(box.size, fill=(16, 20, 18), alpha=230, edge=col, width=1, radius=4), box)
                surface.blit(img, img.get_rect(center=box.center))
                yy += lh
            self.arrows_drawn.append(info)

    def _arrow(self, surface, start, end, col) -> None:
        pygame.draw.line(surface, (10, 10, 10), start, end, 6)
        pygame.draw.line(surface, col, start, end, 3)
        dx, dy = end[0] - start[0], end[1] - start[1]
        ln = math.hypot(dx, dy) or 1
        ux, uy = dx / ln, dy / ln
        px, py = -uy, ux
        k = 8
        pts = [(end[0] + ux * 2, end[1] + uy * 2), (end[0] - ux * k + px * k * 0.7, end[1] - uy * k + py * k * 0.7),
               (end[0] - ux * k - px * k * 0.7, end[1] - uy * k - py * k * 0.7)]
        pygame.draw.polygon(surface, col, pts)

    # -- phase track, prompt, buttons, match panel, zoom, chooser, floats, banner
    def _draw_phases(self, surface, v) -> None:
        R = self.R["phases"]
        surface.blit(self._panel(R.size, alpha=230), R)
        pk = self.phase_key(v)
        turn = getattr(v, "turn", None)
        if pk and turn in (0, 1):
            title = tr("selva.phases.turn", n=getattr(v, "turn_no", "?"), name=self.player_name(turn))
        else:
            title = tr(f"selva.setup.{v.phase}")
        img = render(_fit(title, 12, R.w - 12, True), 12, GOLD, True)
        surface.blit(img, (R.left + 8, R.top + 6))
        y = R.top + 26
        for ph in PHASE_ORDER:
            on = ph == pk
            r = pygame.Rect(R.left + 6, y, R.w - 12, 22)
            if on:
                pygame.draw.rect(surface, (90, 76, 30), r, border_radius=5)
                pygame.draw.rect(surface, GOLD, r, 1, border_radius=5)
            label = tr(f"selva.phase.{ph}")
            if on and v.phase == "respond":
                label += " · " + tr("selva.phases.window")
            size = 12
            while size > 9 and render(label, size, INK, on).get_width() > r.w - 10:
                size -= 1
            img = render(_fit(label, size, r.w - 10, on), size, INK if on else MUTED, on)
            surface.blit(img, img.get_rect(midleft=(r.left + 6, r.centery)))
            y += 24

    def _draw_prompt(self, surface, v) -> None:
        R = self.R["prompt"]
        head, text = self.prompt_text()
        self.prompt_shown = (head, text)
        mine = self.my_turn()
        surface.blit(self._panel(R.size, fill=(52, 44, 20) if mine else PANEL, alpha=240,
                                 edge=GOLD if mine else PANEL_EDGE, width=2), R)
        hcol = GOLD if mine else INK
        himg = render(_fit(head, 13, R.w - 16, True), 13, hcol, True)
        surface.blit(himg, (R.left + 8, R.top + 2))
        if text:
            size = 12
            while size > 10 and render(text, size, INK).get_width() > R.w - 16:
                size -= 1
            t = _fit(text, size, R.w - 16)
            surface.blit(render(t, size, INK if mine else MUTED), (R.left + 8, R.top + 19))

    def _draw_buttons(self, surface) -> None:
        specs = self.button_specs()
        for i, b in enumerate(self.buttons):
            if i >= len(specs):
                b.enabled = False
                b.hover = False
                continue
            label, _, gold, _ = specs[i]
            b.label = label
            b.enabled = gold is not None        # None: shown dimmed (a click still explains why)
            b.size = 15 if render(label, 15, INK, True).get_width() < b.rect.w - 10 else 12
            if render(label, b.size, INK, True).get_width() > b.rect.w - 8:
                b.label = _fit(label, 12, b.rect.w - 8, True)
            b.draw(surface)
            b.enabled = True
            if gold:
                pygame.draw.rect(surface, GOLD, b.rect.inflate(4, 4), 2, border_radius=10)

    def _draw_match(self, surface, v) -> None:
        R = self.R["match"]
        surface.blit(self._panel(R.size, alpha=240), R)
        wins = list(getattr(v, "wins", [0, 0]) or [0, 0])
        title = tr("selva.match.title", game=getattr(v, "game_no", 1))
        img = render(title, 14, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 6))
        # the score, big: games won
        a, b = self.player_name(0), self.player_name(1)
        left = render(_fit(a, 14, 90, True), 14, INK, True)
        right = render(_fit(b, 14, 90, True), 14, INK, True)
        score = render(f"{wins[0]} – {wins[1]}", 26, GOLD, True)
        self.score_shown = (wins[0], wins[1])
        cy = R.top + 44
        surface.blit(score, score.get_rect(center=(R.centerx, cy)))
        surface.blit(left, left.get_rect(midright=(R.centerx - score.get_width() // 2 - 8, cy)))
        surface.blit(right, right.get_rect(midleft=(R.centerx + score.get_width() // 2 + 8, cy)))
        y = R.top + 64
        hist = list(getattr(v, "history", []) or [])
        for h in hist[-2:]:
            w = _sget(h, "winner")
            life = _sget(h, "life") or [0, 0]
            line = tr("selva.match.history", game=_sget(h, "game", "?"), name=self.player_name(w),
                      a=max(0, life[0]), b=max(0, life[1]))
            surface.blit(render(_fit(line, 11, R.w - 20), 11, MUTED), (R.left + 10, y))
            y += 14
        if not hist:
            surface.blit(render(tr("selva.match.first_to"), 11, MUTED), (R.left + 10, y))

    def _zoom_target(self, v):
        """(card, extra lines) to show large now, or (None, lines) for a text panel."""
        if self.hover_zone and self.hover_zone.startswith("alfa_"):
            seat = self.side_seat(self.hover_zone.split("_")[1])
            c = self.pcard(getattr(v, "alfa", [UNKNOWN, UNKNOWN])[seat])
            life = list(getattr(v, "life", [0, 0]))[seat]
            mx = list(getattr(v, "max_life", [0, 0]))[seat]
            return c, ([tr("selva.info.life", life=max(0, life), max=mx)] if c is not None else [])
        if self.hover_zone == "bosque_north" or self.hover_zone == "bosque_south":
            seat = self.side_seat(self.hover_zone.split("_")[1])
            return None, self._decklist_lines(v, seat)
        if self.hover_zone and self.hover_zone.split("_")[0] in ("cementerio", "aislamiento", "reserva"):
            pile, side = self.hover_zone.split("_")
            seat = self.side_seat(side)
            if pile == "reserva" and (side == "north" or not self.face_up()):
                return None, [tr("selva.zoom.reserva_hidden", name=self.player_name(seat),
                                 count=self._zcount(v, "reserva", seat))]
            cards = [self.cname(self.pidx(v, u)) for u in reversed(self._z(v, pile, seat)) if self.pidx(v, u) >= 0]
            return None, [tr("selva.zoom.pile", zone=self.zone_name(pile), name=self.player_name(seat),
                             count=len(cards))] + cards
        if self.hover is not None and isinstance(self.hover, int):
            c = self.card(v, self.hover)
            if c is None:
                return None, []
            lines = []
            if c.type == "animal":
                a, d = self.stats(v, self.hover)
                dmg = (getattr(v, "damage", {}) or {}).get(self.hover, 0)
                if (a, d) != (c.attack, c.defence) or dmg:
                    lines.append(tr("selva.zoom.now", attack=a, defence=d))
                if dmg:
                    lines.append(tr("selva.zoom.damage", amount=dmg))
            return c, lines
        pend = getattr(v, "pending", None) or {}
        if v.phase == "target" and (self.my_turn() or not self._is_human(self.current())):
            # the card waiting for its target (played openly)
            c = self.card(v, _sget(pend, "uid"))
            if c is None:
                c = self.pcard(_sget(pend, "card"))
            if c is not None:
                return c, [tr("selva.zoom.pending", name=self.player_name(_sget(pend, "seat")))]
        return None, []

    def _decklist_lines(self, v, seat) -> list[str]:
        dl = getattr(v, "decklist", None)
        if not dl or dl[seat] is None:
            return [tr("selva.zoom.decklist_private", name=self.player_name(seat),
                       count=self._zcount(v, "bosque", seat))]
        lines = [tr("selva.zoom.decklist", name=self.player_name(seat), count=self._zcount(v, "bosque", seat))]
        d = dl[seat] or {}
        items = sorted(d.items(), key=lambda x: (self.pcard(x[0]).type if self.pcard(x[0]) else "", self.cname(x[0])))
        for p, n in items:
            lines.append(f"{n}× {self.cname(p)}")
        return lines

    def _draw_zoom(self, surface, v) -> None:
        c, lines = self._zoom_target(v)
        self.zoom_drawn = getattr(c, "id", None) if c is not None else (lines[0] if lines else None)
        if c is None and not lines:
            return
        R = self.R["zoom"]
        if c is None:
            # a text panel (the open decklist)
            surface.blit(self._panel(R.size, alpha=248, edge=GOLD), R)
            y = R.top + 8
            for part in wrap(lines[0], 13, R.w - 20, True)[:2]:
                surface.blit(render(part, 13, GOLD, True), (R.left + 10, y))
                y += 17
            y0 = y + 4
            per = max(1, (R.bottom - y0 - 6) // 15)
            cols = 1 if len(lines) - 1 <= per else 2
            colw = (R.w - 20) // cols
            for i, line in enumerate(lines[1:]):
                col_i, row = divmod(i, per)
                if col_i >= cols:
                    break
                surface.blit(render(_fit(line, 11, colw - 4), 11, INK),
                             (R.left + 10 + col_i * colw, y0 + row * 15))
            return
        face = self.face(c, ZOOM)
        r = face.get_rect(midtop=(R.centerx, R.top + 4))
        box = pygame.Rect(R.left, R.top, R.w, r.h + 12 + 18 * len(lines))
        surface.blit(self._panel(box.size, fill=(12, 14, 14), alpha=255, edge=GOLD, width=1), box)
        surface.blit(face, r)
        y = r.bottom + 4
        for line in lines:
            img = render(_fit(line, 13, R.w - 16, True), 13, (250, 220, 120), True)
            surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
            y += 18

    def _draw_chooser(self, surface, v) -> None:
        area = self._chooser_area()
        surface.blit(self._panel(area.size, fill=(20, 26, 24), alpha=252, edge=GOLD, width=2), area)
        title = self.chooser["title"]
        surface.blit(render(_fit(title, 14, area.w - 20, True), 14, GOLD, True), (area.left + 10, area.top + 8))
        acts = self.chooser["actions"]
        rects = self.chooser_rects()
        if not rects:
            img = render(tr("selva.chooser.empty"), 14, MUTED)
            surface.blit(img, img.get_rect(center=area.center))
        for u, r in rects:
            c = self.card(v, u)
            if c is None:
                surface.blit(sd.card_back(CHOICE), r)
                continue
            if u in acts:
                pygame.draw.rect(surface, (255, 240, 170) if u == self.hover else HILITE, r.inflate(6, 6), 3,
                                 border_radius=8)
            surface.blit(self.face(c, CHOICE), r)
            if acts and u not in acts:
                surface.blit(self._panel(r.size, fill=(0, 0, 0), alpha=110, width=0, radius=6), r)
            self._mark("chooser", u, True)

    def _draw_floats(self, surface) -> None:
        for f in self.floats:
            t = f["time"] / max(0.01, f["dur"])
            x, y = f["pos"]
            img = render(f["text"], f["size"], f["col"], True).copy()
            img.set_alpha(int(255 * (1 - t * t)))
            shadow = render(f["text"], f["size"], (0, 0, 0), True).copy()
            shadow.set_alpha(int(200 * (1 - t * t)))
            r = img.get_rect(center=(x, y - int(40 * t)))
            surface.blit(shadow, r.move(2, 2))
            surface.blit(img, r)

    def _draw_banner(self, surface) -> None:
        title, sub, _ = self.banner
        R = self.R["banner"]
        surface.blit(self._panel(R.size, fill=(24, 28, 30), alpha=240, edge=GOLD, width=3, radius=12), R)
        img = render(_fit(title, 28, R.w - 20, True), 28, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 18)))
        img = render(_fit(sub, 20, R.w - 20, True), 20, INK, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 70)))
