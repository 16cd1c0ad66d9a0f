"""The Depredador Natural table: one scene showing one seat's view of the game.

It reads only ``game.view(state, seat)`` for the seat being shown, turns the rules' legal actions into
click targets (it never decides legality itself) and explains illegal clicks with the rule's reason;
the shared ``TableScene`` runs the AI seats, undo, the hot-seat cover and the autosave. The words of
the log come from ``log_text``, the rectangles from ``geometry`` (zones of data/depredador/layout.tmx),
the pictures from ``draw``, ``hunt_view`` and ``summary``.
"""
from __future__ import annotations

import pygame

from game import sound
from game.depredador import draw, hunt_view, log_text, summary
from game.depredador.draw import SIZES, CardArt
from game.depredador.geometry import TABLE_ZONES, biome_slots, hand_rects, seat_name, starter_slots
from game.i18n import tr
from game.table_base import GOLD, TableScene
from game.widgets import INK
from rules.depredador.cards import BLACK, INVADER, NO_COLOUR, PREY
from rules.depredador.setup import pass_direction, pass_target
from rules.depredador.state import (PASS, PH_BIOME, PH_HUNT, PH_OVER, PH_PASS, PH_STARTER, PLAY, UNKNOWN,
                                    pass_action, play_action, starter_action, take_action)


class DepredadorTable(TableScene):
    """The play table. Public: ``session``, ``seat``, ``can_undo()``, ``undo()``,
    ``save_and_quit()``, ``ai_delay_override`` (tests set 0) and the click-target helpers
    ``card_targets()``, ``biome_targets()``, ``starter_targets()``, ``continue_rect``."""

    ZONES = TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        st = session.state
        self.deck = st.deck
        self.n = st.n
        self.art = CardArt(self.deck)
        self.flash_winner: int | None = None
        self._legal: set = set()
        self._hand_cache = None
        self.summary: dict | None = None
        self.pending_summary: dict | None = None
        self.summary_timer = 0.0
        self.final_summary = False
        self.hover_card: int | None = None
        self.drawn_hand: tuple | None = None      # (seat, cards, face_up) of the last frame (tests)
        self.zoom_drawn: tuple | None = None      # (card, rect) of the hover zoom in the last frame
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        self.hover_anchor = self.layout.point("hover_anchor")
        biomes_n = len(st.biomes)
        self.hunts_per_round = (biomes_n * len(self.deck.prey_values) + self.n
                                + len(self.deck.invader_by_players[self.n])) // self.n + 1
        self._resync()

    # ------------------------------------------------------------------ basics
    def classify(self, v, legal) -> dict:
        self._legal = set(legal)      # a set: the hand asks card by card
        return {}

    def on_new_view(self, v) -> None:
        self._hand_cache = None

    def my_turn(self) -> bool:
        return super().my_turn() and self.summary is None and self.pending_summary is None

    def biome_label(self, b: int) -> str:
        return log_text.biome_label(self.deck, b)

    def colour_label(self, colour: int) -> str:
        return log_text.colour_label(self.deck, colour)

    # ------------------------------------------------------------------ undo
    def on_undo(self) -> None:
        self.summary = None
        self.pending_summary = None
        self.final_summary = False

    # ------------------------------------------------------------------ events -> log, markers
    def reset_derived(self) -> None:
        self.trick_acc: list[tuple[int, int]] = []
        self.last_trick = None          # (plays, winner, lead, round, hunt number)
        self.received: set[int] = set()
        self.cur_round = 1

    def on_event(self, e, live: bool) -> None:
        k, d = e.kind, e.data
        vol = self.app.settings.volume
        if k == "play":
            self.trick_acc.append((e.player, d["card"]))
            if e.player == self.seat:
                self.received.clear()
            if live:
                sound.play("card", vol)
        elif k == "hunt_won":
            self.last_trick = (self.trick_acc, e.player, d["lead"], self.cur_round, d["hunt"])
            self.trick_acc = []
            if live:
                self.flash_winner = e.player
                self.hold = max(self.hold or 0.0, self.delay * 1.8 + (0.15 if self.delay > 0 else 0.0))
                sound.play("win" if e.player == self.seat else "card", vol)
        elif k == "round_start":
            self.trick_acc = []
            self.received.clear()
            self.cur_round = d["round"]
            if not live:
                self.last_trick = None
        elif k == "passed":
            if d["to"] == self.seat and e.seen_by(self.seat):
                self.received = set(d["cards"])
        elif k == "invaders_arrive" and live:
            sound.play("invaders", vol)
        elif k == "take_biome" and live:
            sound.play("biome", vol)
        elif k == "round_end":
            if live and d["round"] < self.session.state.rounds:
                self.pending_summary = dict(d)
                sound.play("round", vol)
        elif k == "game_end" and live:
            sound.play("round", vol)

    def describe(self, e) -> list[tuple[str, tuple]]:
        return log_text.describe(e, self.deck, self.seat, self.player_name)

    # ------------------------------------------------------------------ actions
    def after_cover(self) -> None:
        self._resync()

    def reason(self, rule, why, action=None) -> str:
        v = self.view()
        key = f"depredador.illegal.{rule}"
        lead = self.colour_label(v.lead_colour) if v.lead_colour != NO_COLOUR else ""
        text = tr(key, lead=lead, expected=tr(f"depredador.expect.{v.phase}"))
        return why if text == key else text

    # ------------------------------------------------------------------ loop
    def animate(self, dt: float) -> None:
        # the hand moves as it shrinks: what is under the pointer is recomputed every frame
        self.hover_card = self._card_at(self.mouse) if self.summary is None else None
        if (self.hold or 0) - dt <= 0:
            self.flash_winner = None

    def pause_turns(self, dt: float) -> bool:
        """A round summary holds the game until it is closed (with no human, for a few seconds)."""
        if self.summary is not None:
            if not self.humans:
                self.summary_timer -= dt
                if self.summary_timer <= 0 and not self.final_summary:
                    self.summary = None
            return True
        if self.pending_summary is not None:
            self.summary = self.pending_summary
            self.pending_summary = None
            self.summary_timer = max(2.0, self.delay * 4)
            return True
        return False

    # ------------------------------------------------------------------ input
    def on_motion(self, pos) -> None:
        self.hover_card = self._card_at(pos) if self.summary is None else None

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and self.summary is not None:
            self._close_summary()
            return True
        return False

    def _close_summary(self) -> None:
        if self.final_summary:
            return
        self.summary = None
        self.continue_rect = pygame.Rect(0, 0, 0, 0)

    def on_click(self, pos) -> None:
        if self.summary is not None:
            self._close_summary()
            return
        if self.session.state.phase == PH_OVER:
            return
        v = self.view()
        mine = self.my_turn()
        card = self._card_at(pos)
        if card is not None:
            if not mine:
                self._not_your_turn()
                return
            self._human_try(pass_action(card) if v.phase == PH_PASS else play_action(card))
            return
        for b, r in self.biome_targets(all_tiles=True):
            if r.collidepoint(pos):
                if mine:
                    self._human_try(take_action(b))
                return
        for seat, r in self.starter_targets():
            if r.collidepoint(pos):
                self._human_try(starter_action(seat))
                return

    # ------------------------------------------------------------------ keyboard
    def focus_targets(self) -> list:
        """Keyboard play (Tab/arrows, Enter): the summary's button, or the cards, biomes or players
        that may be chosen now, in reading order."""
        if self.summary is not None:
            if self.final_summary or not self.continue_rect.w:
                return []
            return [(self.continue_rect, self._close_summary, tr("depredador.summary.continue"))]
        if not self.my_turn():
            return []
        v = self.view()
        out = []
        if v.phase in (PH_HUNT, PH_PASS):
            make = pass_action if v.phase == PH_PASS else play_action
            for c, r in self.legal_card_targets():
                out.append((r, lambda a=make(c): self._human_try(a), log_text.card_label(self.deck, c)))
        for b, r in self.biome_targets():
            out.append((r, lambda a=take_action(b): self._human_try(a), self.biome_label(b)))
        for seat, r in self.starter_targets():
            out.append((r, lambda a=starter_action(seat): self._human_try(a), self.player_name(seat)))
        return out

    def main_action(self):
        return self._close_summary if self.summary is not None else None

    # ------------------------------------------------------------------ click targets
    def hand_layout(self) -> list[tuple[int, pygame.Rect, bool]]:
        """The shown hand: (card, where, playable now) for every card, in hand order (cached per view)."""
        v = self.view()
        fu = self.face_up()
        key = (self._view_key, fu, self.summary is None, self.pending_summary is None)
        if self._hand_cache is not None and self._hand_cache[0] == key:
            return self._hand_cache[1]
        cards = list(v.hands[self.seat])
        mine = self.my_turn()
        legal = {a.value for a in self._legal if a.kind in (PLAY, PASS)} if mine else set()
        lift = mine and v.phase == PH_HUNT
        ok = [c in legal for c in cards]
        rects = hand_rects(self.R["hand"], SIZES["small"], [lift and o for o in ok])
        out = list(zip(cards, rects, ok))
        self._hand_cache = (key, out)
        return out

    def card_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The shown hand's cards and where they are (empty while the hand is hidden)."""
        if not self.face_up():
            return []
        return [(c, r) for c, r, _ in self.hand_layout() if c != UNKNOWN]

    def legal_card_targets(self) -> list[tuple[int, pygame.Rect]]:
        return [(c, r) for c, r, ok in self.hand_layout() if ok] if self.face_up() else []

    def _card_at(self, pos) -> int | None:
        for c, r in reversed(self.card_targets()):
            if r.collidepoint(pos):
                return c
        return None

    def biome_slots(self) -> list[tuple[int, pygame.Rect]]:
        return biome_slots(self.R["centre_biomes"], self.view().biomes)

    def biome_targets(self, all_tiles: bool = False) -> list[tuple[int, pygame.Rect]]:
        """Centre biome tiles that may be taken now (``all_tiles``: every tile still in the centre)."""
        v = self.view()
        if not all_tiles and not (self.my_turn() and v.phase == PH_BIOME):
            return []
        return [(b, r) for b, r in self.biome_slots() if b in v.centre]

    def starter_targets(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view()
        if not (self.my_turn() and v.phase == PH_STARTER):
            return []
        return starter_slots(self.R["trick"], [(self.seat + i) % self.n for i in range(self.n)])

    def seat_rect(self, seat: int) -> pygame.Rect | None:
        """Where an opponent's panel is (None for the shown seat, which sits at the bottom)."""
        k = (seat - self.seat) % self.n
        if k == 0:
            return None
        return self.layout.rect(seat_name(self.n, k))

    def show_last(self) -> bool:
        """Show the last completed hunt? While it is held on screen, until the next card of the
        same round is played, and at the end of the game."""
        if self.last_trick is None:
            return False
        if (self.hold or 0) > 0 and self.flash_winner is not None:
            return True
        v = self.view()
        if v.phase == PH_OVER:
            return True
        return self.last_trick[3] == v.round and v.phase in (PH_HUNT, PH_BIOME)

    # ------------------------------------------------------------------ text
    def prompt(self, v) -> tuple[str, tuple]:
        """What the prompt line says now, and its colour."""
        P = "depredador.prompt."
        if v.phase == PH_OVER:
            return tr(P + "over"), GOLD
        if self.summary is not None or self.pending_summary is not None:
            d = self.summary if self.summary is not None else self.pending_summary
            return tr(P + "summary", round=d["round"]), GOLD
        p = self.current()
        if p is None:
            return "", INK
        if self.my_turn():
            if v.phase == PH_PASS:
                target = pass_target(v, self.seat)
                return tr(P + "pass", count=self.deck.pass_count, name=self.player_name(target),
                          direction=tr(f"depredador.{pass_direction(v.round)}"),
                          done=len(v.pass_sel[self.seat])), GOLD
            if v.phase == PH_BIOME:
                return tr(P + "biome"), GOLD
            if v.phase == PH_STARTER:
                return tr(P + "starter"), GOLD
            hand = v.hands[self.seat]
            cards = self.deck.cards
            lead = v.lead_colour
            if lead != NO_COLOUR:
                has = any(cards[c].colour == lead for c in hand)
                if lead == BLACK:
                    return tr(P + ("follow_black" if has else "void_black")), GOLD
                return tr(P + ("follow" if has else "void"), biome=self.biome_label(lead)), GOLD
            if v.trick:
                return tr(P + "first_colour"), GOLD
            coloured = [c for c in hand if cards[c].kind in (PREY, INVADER)]
            if not coloured:
                return tr(P + "lead_specials"), GOLD
            return tr(P + ("lead_broken" if v.broken else "lead")), GOLD
        nm = self.player_name(p)
        if self._is_human(p):
            return tr(P + "waiting", name=nm), INK
        key = {PH_PASS: "wait_pass", PH_BIOME: "wait_biome", PH_STARTER: "wait_starter"}.get(v.phase, "thinking")
        return tr(P + key, name=nm), INK

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.menu_button.label = tr("depredador.button.menu")
        self.undo_button.label = tr("depredador.button.undo")
        self.undo_button.enabled = self.can_undo()
        surface.blit(draw.background(self), (0, 0))
        draw.draw_biomes(self, surface, v)
        hunt_view.draw_hunt(self, surface, v)
        for s in range(self.n):
            r = self.seat_rect(s)
            if r is not None:
                draw.draw_seat(self, surface, v, s, r)
        draw.draw_prompt(self, surface, v)
        draw.draw_self_info(self, surface, v)
        draw.draw_hand(self, surface, v)
        draw.draw_scores(self, surface, v)
        self._draw_log(surface)
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        self.zoom_drawn = None
        if self.summary is not None:
            summary.draw_summary(self, surface)
        elif self.hover_card is not None and self.face_up():
            draw.draw_zoom(self, surface)
