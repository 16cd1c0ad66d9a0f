"""The Selva table: one scene showing one seat's view of a two-player match (best of three).

It reads only ``game.view(state, seat)`` for the seat being shown, turns the rules' legal actions into
click targets (it never decides legality itself) and explains an illegal click in the player's words
(``game.selva.explain`` from the rule's code); ``TableScene`` runs the AI seats, undo, autosave, the
hot-seat cover and the keyboard focus. The shown seat sits at the bottom ("south"), the opponent at
the top ("north"); in a combat every attacker stands straight across from its blocker. Where things
are: ``game.selva.geometry``; how they look: ``game.selva.draw``, ``overlays`` and ``faces``, which
receive a :class:`~game.selva.look.Look` the table builds for each frame (never the table); what moves
when the events arrive: ``game.selva.motion`` (a :class:`~game.selva.motion.Motion` the table owns);
the log's words: ``log_text``; the prompt's: ``prompt`` (from a :class:`~game.selva.look.Seen`).
"""
from __future__ import annotations

import pygame

from game import sound
from game.i18n import tr, tr_n
from game.selva import draw as D, explain as X, faces as F, geometry as G, overlays as O
from game.selva.geometry import TABLE_ZONES
from game.selva.log_text import LogText
from game.selva.look import Look, Seen, Shown, card_name, exile_choice, instance, pool_card, pool_index, zone_name
from game.selva.motion import Motion, Stage, fight_seconds
from game.selva.prompt import next_hand, preview_time, prompt_text
from game.selva.aim import SelvaAim
from game.selva.button_row import ButtonRow
from game.selva.buttons import SelvaButtons
from game.table.scene import TableScene
from game.widgets import Button
from rules.engine.core import Action
from rules.selva import queries as SQ

RED = (232, 92, 76)
GREEN = (120, 210, 130)


def _motion_part(name: str) -> property:
    """A table attribute that is its Motion's (tests and overlays read and set it on the table)."""
    return property(lambda self: getattr(self.motion, name), lambda self, value: setattr(self.motion, name, value))


class SelvaTable(SelvaAim, SelvaButtons, TableScene):
    """The play table. Public for tests and overlays: ``session``, ``seat``, ``view()``, ``my_turn()``,
    ``face_up()``, ``can_undo()``, ``undo()``, ``save_and_quit()``, ``_apply(action)``,
    ``ai_delay_override``; click targets: ``hand_targets()``, ``card_rect(uid)``, ``usable_targets()``,
    ``buttons`` (the three action buttons, with ``button_labels()``), ``chooser``, ``focus_targets()``;
    ``autopass`` (pass every response window until the seat's next turn); what moves: ``slides``,
    ``floats``, ``flash``, ``spot``, ``banner`` (its ``motion``); and what the last frame showed (its
    ``shown``): ``drawn`` (zone -> [(uid, face_up)]), ``last_rects``, ``zoom_drawn``, ``arrows_drawn``,
    ``prompt_shown``, ``priority_shown``, ``score_shown``, ``spot_drawn`` (the other player's card shown
    large, with its targets)."""

    ZONES = TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        self.motion = Motion()                   # what moves (drawing reads it)
        self.shown = Shown()                     # what the last frame showed (drawing fills it)
        self.n = 2
        self.pool = session.state.pool
        self._geom_cache = None
        self._preview_cache = (None, [])
        self._swap_pushed = None
        self._auto_key = None
        self.selected: int | None = None      # an animal chosen (declare: attacker; block: blocker)
        self.block_for: int | None = None     # block: the attacker chosen for the selected blocker
        self.chooser: dict | None = None      # a strip of cards to pick from (zones) or to look at
        self.hover: int | None = None         # the card under the pointer
        self.hover_zone: str | None = None    # a pile under the pointer (e.g. "bosque_north")
        self.autopass = False
        self.buttons = [Button(self.R[f"button_{i}"], "", None, size=14) for i in (1, 2, 3)]
        self.button_row = ButtonRow([self.R[f"button_{i}"] for i in (1, 2, 3)])
        N = self.R["name_south"]
        self.autopass_button = (Button((N.left + 6, N.bottom - 44, N.w - 12, 38), "", self.toggle_autopass, size=13)
                                if self.humans and not self.hotseat else None)
        self.log_text = LogText(self.pool, self.names, self.seat, lambda uid: self.session.state.card[uid])
        self.resync()

    def extra_buttons(self) -> list:
        return self.buttons + ([self.autopass_button] if self.autopass_button else [])

    # ------------------------------------------------------------------ what moves, what was shown
    slides = property(lambda self: self.motion.slides)
    drawn = property(lambda self: self.shown.drawn)
    last_rects = property(lambda self: self.shown.last_rects)
    zoom_drawn = property(lambda self: self.shown.zoom)

    def covers_hint(self) -> bool:
        """The zoom is drawn over the log's corner where the Hint button stands (game/hints.py)."""
        return self.shown.zoom is not None
    arrows_drawn = property(lambda self: self.shown.arrows)
    prompt_shown = property(lambda self: self.shown.prompt)
    priority_shown = property(lambda self: self.shown.priority)
    spot_drawn = property(lambda self: self.shown.spot)
    score_shown = property(lambda self: self.shown.score)

    floats = _motion_part("floats")
    flash = _motion_part("flash")
    banner = _motion_part("banner")
    spot = _motion_part("spot")

    # ------------------------------------------------------------------ basics
    @property
    def opp(self) -> int:
        return 1 - self.seat

    def player_name(self, seat) -> str:
        return self.names[seat] if seat in (0, 1) else "?"

    def side_seat(self, side: str) -> int:
        return self.seat if side == "south" else self.opp

    def on_new_view(self, v) -> None:
        self._geom_cache = None
        self._preview_cache = (None, [])
        if self.selected is not None and not self._selection_valid():
            self.selected = None
            self.block_for = None
        if self.chooser is not None and self.chooser.get("key") != self.view_key:
            self.chooser = None
        self.keep_aim()

    # ------------------------------------------------------------------ cards
    def pidx(self, v, uid) -> int:
        """The pool index of a card instance in the view (-1: hidden)."""
        return pool_index(v, uid)

    def card(self, v, uid):
        return instance(self.pool, v, uid)

    def pcard(self, p):
        return pool_card(self.pool, p)

    def cname(self, p) -> str:
        return card_name(self.pool, p)

    def uname(self, v, uid) -> str:
        return self.cname(self.pidx(v, uid))

    def face(self, c, size) -> pygame.Surface:
        return F.face(c, size)

    @staticmethod
    def stats(v, uid) -> tuple[int, int]:
        return SQ.stats(v, uid)

    zone_name = staticmethod(zone_name)

    # ------------------------------------------------------------------ what drawing and the prompt receive
    def seen(self) -> Seen:
        """The decision on the table now, as the prompt's words need it."""
        v = self.view()
        return Seen(v=v, pool=self.pool, seat=self.seat, names=tuple(self.names), kinds=tuple(self.kinds),
                    human=tuple(self.is_human(i) for i in range(self.n)), humans=bool(self.humans),
                    current=self.current(), my_turn=self.my_turn(), face_up=self.face_up(),
                    targets=self.targets, legal=self.legal, selected=self.selected, block_for=self.block_for,
                    chooser=self.chooser, aim=self.aim_text() if self.aim is not None else None)

    def look(self) -> Look:
        """Everything one frame draws (built once per frame by ``draw``)."""
        seen = self.seen()
        g, chips = self._places()
        return Look.of(seen, R=self.R, geom=g, chips=chips, usable=frozenset(self.usable_targets()),
                       recoverable=bool(self._recoverable()), preview=self.preview(), hover=self.hover,
                       hover_zone=self.hover_zone, focus_uid=self.focus_uid(), chooser_rects=self.chooser_rects(),
                       buttons=self.buttons, specs=[(s[0], s[2]) for s in self.button_specs()],
                       autopass=self.autopass, autopass_button=self.autopass_button, motion=self.motion)

    def stage(self) -> Stage:
        """Where things are now, for the animations of a live event."""
        return Stage(seat=self.seat, face_up=self.face_up(), humans=bool(self.humans), delay=self.delay, R=self.R,
                     last_rects=self.shown.last_rects, card_rect=self.card_rect, pool=self.pool,
                     names=tuple(self.names))

    # ------------------------------------------------------------------ legal actions -> targets
    def classify(self, v, legal) -> dict:
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
        o = self.targets
        return self.selected in o["declare"] or self.selected in o["block"] or self.selected in o["exile"]

    def usable_targets(self) -> set[int]:
        """Every card uid a click may use now (hand, board, zones), for highlighting and tests."""
        if not self.my_turn():
            return set()
        self.view()
        o = self.targets
        if self.aim is not None:
            return {t for t in self.aim["options"] if type(t) is int}
        if self.selected is not None and self.selected in o["block"]:
            return set(o["block"][self.selected])
        out = set(o["hand"]) | set(o["board"]) | set(o["declare"]) | set(o["block"]) | set(o["undo_pick"])
        out |= {t for t in o["target"] if type(t) is int}
        out |= set(o["exile"])
        return out

    # ------------------------------------------------------------------ undo
    def on_undo(self) -> None:
        self._swap_pushed = None
        self._clear_selection()
        self.motion.go_on()

    def _clear_selection(self) -> None:
        self.selected = None
        self.block_for = None
        self.chooser = None
        self.aim = None

    # ------------------------------------------------------------------ events -> log, animations
    def reset_derived(self) -> None:
        self.motion = Motion()
        self.shown.last_rects = {}

    def keep_on_refilter(self):
        m = self.motion
        return m.floats, m.banner, m.spot, m.fight

    def restore_on_refilter(self, kept) -> None:
        m = self.motion
        m.floats, m.banner, m.spot, m.fight = kept

    def describe(self, e) -> list[tuple[str, tuple]]:
        self.log_text.seat = self.seat
        return self.log_text.lines(e)

    def on_event(self, e, live: bool) -> None:
        if not live:
            return
        k, d = e.kind, e.data
        vol = self.app.settings.volume
        acted = {"play": "uid", "element": "uid", "reveal": "uid", "ability": "uid", "declare": "uid",
                 "block": "blocker", "set_sigilo": "uid"}.get(k)
        m = self.motion
        if acted and type(d.get(acted)) is int:
            m.flash[d[acted]] = max(1.2, self.delay * 3)
        self._geom_cache = None
        at = self.stage()
        m.on_event(e, at)
        if k in ("alfa_damage", "heal_alfa", "deck_empty", "effect", "combat"):
            self._float_numbers(e, at)
        if k == "alfa_damage":
            sound.play("lose" if d["seat"] == self.seat else "win", vol)
        elif k == "effect":
            sound.play("card", vol)
        elif k == "combat":
            self.motion.add_fight(self.describe(e), fight_seconds(self.delay))
        elif k in ("play", "set_sigilo", "reveal", "element", "ability", "recover"):
            sound.play("card", vol)
        elif k in ("game_over", "match_end"):
            self._game_ends(e, vol)
        elif k == "turn_start":
            if d["seat"] == self.seat:
                self.autopass = False          # "until my turn": it is here
                if self.humans:
                    sound.play("turn", vol)

    def _float_numbers(self, e, at) -> None:
        """Life and damage rising from an Alfa or an animal."""
        k, d, m = e.kind, e.data, self.motion
        if k == "alfa_damage":
            m.float_alfa(at, d["seat"], f"−{d['amount']}", RED)
        elif k == "heal_alfa" and d["amount"]:
            m.float_alfa(at, d["seat"], f"+{d['amount']}", GREEN)
        elif k == "deck_empty":
            m.float_alfa(at, d["seat"], "−2", RED)
        elif k == "effect":
            eff, amt, tgt = d["effect"], d["amount"] or 0, d["target"]
            if eff == "damage_animal" and type(tgt) is int:
                m.float_uid(at, tgt, f"−{amt}", RED)
            elif eff == "pump" and type(tgt) is int:
                m.float_uid(at, tgt, "+", GREEN)
        elif k == "combat":
            att, blk = d["attacker"], d["blocker"]
            if blk is not None:
                if d["attack"] is not None:
                    m.float_uid(at, blk, f"−{d['attack']}", RED)
                if d["blocker_out"]:
                    m.float_uid(at, blk, "✗", RED, dy=18)
            if d["attacker_out"] and att is not None:
                m.float_uid(at, att, "✗", RED, dy=18)

    def _game_ends(self, e, vol) -> None:
        """The banner between games (and at the end of the match)."""
        d = e.data
        w = d["winner"]
        if e.kind == "game_over":
            wins = self.session.state.wins
            self.motion.banner = (tr("selva.banner.game_won", game=d["game"], name=self.player_name(w)),
                                  tr("selva.banner.score", a=self.player_name(0), b=self.player_name(1),
                                     x=wins[0], y=wins[1]), max(3.0, self.delay * 6))
            self.hold = max(self.hold or 0.0, self.delay * 4)
            sound.play("round", vol)
            return
        wins = d["wins"]
        self.motion.banner = (tr("selva.banner.match_won", name=self.player_name(w)),
                              tr("selva.banner.score", a=self.player_name(0), b=self.player_name(1),
                                 x=wins[0], y=wins[1]), 1e9)
        self.hold = max(self.hold or 0.0, self.delay * 3)
        sound.play("win" if w == self.seat and self.humans else "round", vol)

    # ------------------------------------------------------------------ actions
    def after_apply(self) -> None:
        self._clear_selection()

    def after_cover(self) -> None:
        self._clear_selection()
        self._sync()

    def reason(self, rule, why, action=None) -> str:
        """The refusal in the player's words, with the data's names (never the engine's ``why``)."""
        return X.reason(self.view(), self.seat, rule, action, self.player_name)

    def _explain(self, action) -> None:
        """Show why ``action`` is not possible (or take it, if the rules allow it after all)."""
        if action is None:
            head, text = self.prompt_text()
            self.app.show_message(text or head, 3.0)
            return
        self.try_action(action)

    def prompt_text(self) -> tuple[str, str]:
        return prompt_text(self.seen())

    def toggle_autopass(self) -> None:
        self.autopass = not self.autopass
        self.app.show_message(tr("selva.toast.autopass_on" if self.autopass else "selva.toast.autopass_off"), 2.5)

    def pass_until_my_turn(self) -> None:
        self.autopass = True
        a = self.targets["buttons"].get(("pass", None))
        if a is not None:
            self.apply_action(a)

    # ------------------------------------------------------------------ keyboard
    def focus_targets(self) -> list:
        """The cards a click may use now (hand, rows, strip, choice strip), then the action buttons."""
        if not self.my_turn():
            return []
        v = self.view()
        out = []
        if self.chooser is not None:
            for u, r in self.chooser_rects():
                if u in self.chooser["actions"]:
                    out.append((r, (lambda u=u: self._choose(u)), self.uname(v, u)))
        else:
            usable = self.usable_targets()
            if self.block_for is None and self.selected is not None and self.selected in self.targets["block"]:
                usable = set(self.targets["block"][self.selected])
            items = [(u, e) for u, e in self._geom().items() if type(u) is int and u in usable]
            items.sort(key=lambda x: (x[1][0].y // 60, x[1][0].x))
            seen = set()
            for u, (r, zone, _up, _t) in items:
                if u in seen:
                    continue
                seen.add(u)
                out.append((r, (lambda u=u, z=zone: self._click_card(u, z)), self.uname(v, u)))
        for spec, r in self.placed():
            out.append((r, spec[1], spec[0]))
        return out

    def focus_uid(self):
        """The card under the keyboard focus (the zoom shows it), or None."""
        if self.focus is None:
            return None
        targets = self.focus_targets()
        if self.focus >= len(targets):
            return None
        r = pygame.Rect(targets[self.focus][0])
        for u, e in self._geom().items():
            if type(u) is int and e[0] == r:
                return u
        for u, cr in self.chooser_rects():
            if cr == r:
                return u
        return None

    def main_action(self):
        """Enter / Space with nothing focused: the prompt's main (gold) button."""
        gold = [s for s in self.button_specs() if s[2]]
        return gold[0][1] if gold else None

    def on_key(self, event) -> bool:
        if self.motion.pausing() and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.motion.go_on()                # seen: go on
            return True
        return False

    # ------------------------------------------------------------------ choosers (a strip of cards)
    def _recoverable(self) -> list[int]:
        return list(self.targets["recover"])

    def _open_recover(self) -> None:
        v = self.view()
        self.chooser = {"title": tr("selva.chooser.recover"), "cards": list(v.aislamiento[self.seat]),
                        "actions": dict(self.targets["recover"]), "key": self.view_key}

    def _zone_target_options(self) -> list[int]:
        """Target options that are not drawn on the table (cards in the Aislamiento or Cementerio)."""
        v = self.view()
        onboard = set(v.animals[0]) | set(v.animals[1])
        return [t for t in self.targets["target"] if type(t) is int and t not in onboard]

    def _open_target_chooser(self) -> None:
        opts = self._zone_target_options()
        self.chooser = {"title": self.prompt_text()[1], "cards": opts,
                        "actions": {t: self.targets["target"][t] for t in opts}, "key": self.view_key}

    def _auto_target_chooser(self) -> None:
        """A card whose only targets are in a pile: open the choice at once (once per decision)."""
        if not self.my_turn() or self.view().phase != "target" or self.chooser is not None:
            return
        key = self.view_key
        if self._auto_key == key:
            return
        self._auto_key = key
        zone = self._zone_target_options()
        if zone and len(zone) == len(self.targets["target"]):
            self._open_target_chooser()

    def _open_pile(self, side: str, pile: str) -> None:
        v = self.view()
        seat = self.side_seat(side)
        if pile == "aislamiento" and side == "south" and self._recoverable() and self.my_turn():
            self._open_recover()
            return
        if pile == "bosque" or (pile == "reserva" and (side == "north" or not self.face_up())):
            return
        cards = list(getattr(v, pile)[seat])
        self.chooser = {"title": tr("selva.chooser.pile", zone=self.zone_name(pile), name=self.player_name(seat),
                                    cards=tr_n("selva.count.cards", len(cards))),
                        "cards": [c for c in cards if v.card[c] >= 0], "actions": {}, "key": self.view_key}

    def _close_chooser(self) -> None:
        self.chooser = None

    def _choose(self, uid) -> None:
        a = self.chooser["actions"].get(uid) if self.chooser else None
        if a is not None and self.my_turn():
            self.fire(uid) if self.chooser.get("aim") else self.apply_action(a)

    def chooser_rects(self) -> list[tuple[int, pygame.Rect]]:
        return G.chooser_rects(self.R["chooser"], self.chooser["cards"]) if self.chooser is not None else []

    # ------------------------------------------------------------------ loop
    def animate(self, dt: float) -> None:
        self.motion.advance(dt, self.app.top is self, self.session.state)
        self._update_hover()

    def pause_turns(self, dt: float) -> bool:
        """The spotlight holds the game a moment while the other player's card is shown (it stays, without
        holding the game, while that player chooses the card's target)."""
        return self.motion.holding()

    def anim_busy(self) -> bool:
        return self.motion.busy()

    def on_human_turn(self, seat: int) -> None:
        self._auto_target_chooser()
        st = self.session.state
        if st.phase == "swap" and seat == self.seat:
            self._maybe_swap_overlay()
        if self.autopass and st.phase == "respond" and seat == self.seat:
            a = self.targets["buttons"].get(("pass", None)) if self.my_turn() else None
            if a is not None:
                self.apply_action(a)

    def _maybe_swap_overlay(self) -> None:
        key = self.driver.moment()
        if self._swap_pushed == key:
            return
        self._swap_pushed = key
        self.app.push_scene("selva.swap", table=self)

    # ------------------------------------------------------------------ input
    def on_motion(self, pos) -> None:
        self._update_hover()

    def on_right_click(self, pos) -> None:
        self._update_hover()
        self._clear_selection()

    def on_escape(self) -> bool:
        if self.motion.pausing():
            self.motion.go_on()
            return True
        if self.chooser is not None or self.selected is not None or self.aim is not None:
            self._clear_selection()
            return True
        return False

    def on_click(self, pos) -> None:
        self._update_hover()
        if self.motion.pausing():
            self.motion.go_on()                  # a click goes on at once
            return
        if self.autopass_button is not None and self.autopass_button.rect.collidepoint(pos):
            self.toggle_autopass()
            return
        if self.click_button(pos):
            return
        if self.session.current_player() is None:
            return
        if self.chooser is not None:
            for uid, r in self.chooser_rects():
                if r.collidepoint(pos):
                    a = self.chooser["actions"].get(uid)
                    if a is not None and self.my_turn():
                        self._choose(uid)
                    elif self.chooser["actions"]:
                        self._explain(None)
                    return
            if self.chooser.get("aim"):
                self.cancel_aim()
            self.chooser = None
            return
        uid, zone = self.target_at(pos)
        if uid is None and zone is None:
            return
        if uid is None:
            # a pile: look inside it (or recover from the Aislamiento, or pick a target in it)
            pile, side = zone.rsplit("_", 1)
            if self.my_turn() and self.aim_pile_options():
                self.open_aim_chooser()
                return
            if self.my_turn() and self.view().phase == "target" and self._zone_target_options():
                self._open_target_chooser()
                return
            self._open_pile(side, pile)
            return
        if not self.my_turn():
            self.not_your_turn()
            return
        self._click_card(uid, zone)

    @staticmethod
    def _time_of(c) -> str:
        return "night" if c is not None and c.activity == "night" else "day"

    def _click_card(self, uid: int, zone: str) -> None:
        v = self.view()
        o = self.targets
        ph = v.phase
        if self.aim is not None:
            self.aim_click(uid)
            return
        if ph == "target":
            a = o["target"].get(uid)
            self.try_action(a if a is not None else Action("target", uid))
            return
        if ph == "declare" and zone.endswith("_south") and zone.split("_")[0] in ("preparacion", "combat"):
            if uid in o["undo_pick"]:
                self.apply_action(o["undo_pick"][uid])
                return
            if uid in o["declare"]:
                self.selected = None if self.selected == uid else uid
                return
            self._explain(Action("declare", (uid, self._time_of(self.card(v, uid)))))
            return
        if ph == "block":
            if zone.endswith("_south"):
                if uid in o["undo_pick"] and self.selected is None:
                    self.apply_action(o["undo_pick"][uid])
                    return
                if uid in o["block"]:
                    self.selected = None if self.selected == uid else uid
                    self.block_for = None
                    return
                attackers = [a for a, _ in v.attackers if a not in v.blocks]
                t = self._time_of(self.card(v, uid))
                self._explain(Action("block", (uid, attackers[0] if attackers else -1, t)))
                return
            # an attacker of the opponent
            if self.selected is None:
                self.app.show_message(tr("selva.toast.choose_blocker_first"), 2.5)
                return
            if o["block"].get(self.selected, {}).get(uid):
                self.block_for = uid
                return
            self._explain(Action("block", (self.selected, uid, self._time_of(self.card(v, self.selected)))))
            return
        if ph == "exile" and uid in o["exile"]:
            self.selected = uid          # the buttons now send this one
            return
        acts = o["hand"].get(uid) or o["board"].get(uid)
        if acts:
            self.take_card(acts[0])
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
        elif zone in ("preparacion_south", "combat_south") and c is not None and c.type == "animal" \
                and ph == "respond" and c.ability is not None:
            action = Action("ability", uid)
        self._explain(action)

    # ------------------------------------------------------------------ the guided first game
    def tutorial_target(self, action) -> pygame.Rect | None:
        """Where to click for ``action`` now (game.tutorial): a card, then the button or card that
        finishes the choice (declare: the attacker, then Day / Night; block: the blocker, the attacker,
        then Day / Night; exile: the animal, then Isolation / Graveyard); a button for the rest."""
        k, val = action.kind, action.value
        if self.chooser is not None:
            pick = val[0] if isinstance(val, tuple) else val
            return next((r for u, r in self.chooser_rects() if u == pick), None) or self.button_for(action)
        if k == "declare":
            return self.button_for(action) if self.selected == val[0] else self.card_rect(val[0])
        if k == "block":
            if self.selected != val[0]:
                return self.card_rect(val[0])
            return self.button_for(action) if self.block_for == val[1] else self.card_rect(val[1])
        if k == "exile":
            return self.button_for(action) if self.exile_uid() == val[0] else self.card_rect(val[0])
        if k == "recover":
            return next((r for spec, r in self.placed() if spec[1] == self._open_recover), None)
        if k in ("play", "set", "fuerza", "discard", "reveal", "ability", "element", "target"):
            return self.card_rect(val)
        return self.button_for(action)

    # ------------------------------------------------------------------ geometry
    def _geom(self) -> dict:
        """uid -> (rect, zone, face_up, tapped) for every card drawn on the table; zone piles too."""
        return self._places()[0]

    def _places(self) -> tuple[dict, dict]:
        """(the cards' places, the strips' chips) of the view shown (cached per view and selection)."""
        v = self.view()
        face_up = self.face_up()
        key = (self.view_key, face_up, self.selected, self.block_for)
        if self._geom_cache is None or self._geom_cache[0] != key:
            self._geom_cache = (key, G.layout(self.R, v, self.seat, face_up, self.usable_targets(), self.pool))
        return self._geom_cache[1]

    def card_rect(self, uid) -> pygame.Rect | None:
        e = self._geom().get(uid)
        return e[0] if e else None

    def hand_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The shown hand's cards and where they are (empty while the hand is hidden)."""
        if not self.face_up():
            return []
        out = [(u, e[0]) for u, e in self._geom().items() if type(u) is int and e[1] == "hand_south"]
        return sorted(out, key=lambda x: x[1].x)

    def target_at(self, pos):
        """(uid, zone) of the card under ``pos`` (uid None with a pile zone: the pile), topmost first."""
        return G.hit(self._geom(), pos)

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
        uid, zone = self.target_at(pos)
        self.hover = uid
        self.hover_zone = zone
        if uid is None:
            for side in ("north", "south"):
                if self.R[f"alfa_{side}"].collidepoint(pos):
                    self.hover_zone = f"alfa_{side}"
            if self.R["hand_north"].collidepoint(pos):
                self.hover_zone = "hand_north"

    # ------------------------------------------------------------------ combat preview
    def preview(self) -> list:
        """What the damage resolution would do now (shown once the blocks are being chosen)."""
        v = self.view()
        if self._preview_cache[0] != self.view_key:
            res = list(SQ.combat_preview(v)) if v.attackers and preview_time(v) else []
            self._preview_cache = (self.view_key, res)
        return self._preview_cache[1]

    preview_time = staticmethod(preview_time)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        k = self.look()
        self._sync_buttons(k.specs)
        D.draw_table(surface, k, self.shown)
        self.draw_log(surface)
        self.draw_chrome(surface)
        O.draw_overlays(surface, k, self.shown)
