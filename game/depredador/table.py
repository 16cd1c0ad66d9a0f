"""The Depredador Natural table: one scene showing one seat's view of the game.

It reads only ``game.view(state, seat)`` for the seat being shown, turns the rules' legal actions (and
the migration's take-backs) into click and keyboard targets (it never decides legality itself) and
explains refused clicks with the rule's reason in the player's words; the shared ``TableScene`` runs the
AI seats, undo, the hot-seat cover and the autosave. The words come from ``log_text`` and ``hunts``, the
rectangles from ``geometry`` (zones of data/depredador/layout.tmx), the pictures from ``art``, ``draw``,
``prompt``, ``hunt_view``, ``summary`` and ``last_hunt``: each frame the table builds a ``look.Look`` (what
those functions draw) and hands it to them; they never see the table. Cards move with short slides
(``game.anim``).

The migration: a click sets a card aside (it rises in place: the hand does not move) and a click on a
card set aside takes it back. The last card is held by the table until the player presses "Pass"
(the prompt's main button, or Space), so every pick can be taken back until the cards are sent.
"""
from __future__ import annotations

import pygame

from game import sound
from game.anim import Slides
from game.depredador import draw, hunt_view, last_hunt, log_text, summary
from game.depredador.art import SIZES, CardArt
from game.depredador.geometry import (LIFT, TABLE_ZONES, biome_slots, hand_rects, hunt_places, last_hunt_button,
                                      pass_button, scores_button, seat_name, starter_slots)
from game.depredador.hunts import HuntBook
from game.depredador.log_text import say, say_n
from game.depredador.look import Look, Paints
from game.depredador.prompt import draw_prompt, prompt_line
from game.i18n import tr
from game.table.scene import TableScene
from game.table.steady import Steady
from rules.depredador.cards import BLACK, NO_COLOUR
from rules.depredador.state import (PASS, PH_BIOME, PH_HUNT, PH_OVER, PH_PASS, PH_STARTER, PLAY, STARTER, TAKE,
                                    UNKNOWN, UNPASS, pass_action, play_action, starter_action, take_action)

MINI = (112, 24)                    # a biome's mini tile (seat panels, the shown seat's panel)


class DepredadorTable(TableScene):
    """The play table. Public: ``session``, ``seat``, ``can_undo()``, ``undo()``, ``save_and_quit()``,
    ``ai_delay_override`` (tests set 0), the click-target helpers ``card_targets()``,
    ``biome_targets()``, ``starter_targets()``, ``continue_rect``, ``pass_button_rect()``,
    ``last_button_rect()``, ``staged`` (the last migration pick, held until "Pass"), ``look()`` (what the
    drawing functions are given) and what the last frame showed: ``drawn_hand``, ``zoom_drawn``,
    ``badges``, ``name_rect``."""

    ZONES = TABLE_ZONES

    def __init__(self, app, session, view_seat: int | None = None):
        super().__init__(app, session, view_seat)
        self.paints = Paints()                   # what drawing paints once and keeps (felt, panels)
        st = session.state
        self.deck = st.deck
        self.n = st.n
        self.art = CardArt(self.deck)
        self.slides = Slides()
        self.flash_winner: int | None = None
        self.legal_set: set = set()
        self._hand_cache = None
        self.summary: dict | None = None
        self.pending_summary: dict | None = None
        self.summary_timer = 0.0
        self.final_summary = False
        self.summary_again = False                # the summary shown was opened again (its button: Close)
        self.round_state = None                   # the table as the round ended (before the next deal)
        self._round_end_seen = 0                  # how many events the table had taken in at that moment
        self._round_view = None                   # (seat, its view of round_state)
        self.hover_card: int | None = None
        self.steady = Steady()                    # the hand keeps its places while the pointer is over it
        self.drawn_hand: tuple | None = None      # (seat, cards, face_up) of the last frame (tests)
        self.zoom_drawn: tuple | None = None      # (card, rect) of the hover zoom in the last frame
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        self.badges: list = []                    # (card, rect) of the "new" / "pass" marks last frame
        self.name_rect = pygame.Rect(0, 0, 0, 0)  # where the shown seat's name was drawn
        self.staged: int | None = None            # the migration's last pick, sent with "Pass"
        self.sheltering: int | None = None        # a Refugio waiting for its biome (still in the hand)
        self.last_view: int | None = None         # the hunt told back (index in book.hunts), None: closed
        self._incoming: list = []                 # received cards to slide into the hand next frame
        self._drawn_rects: dict = {}              # card -> where the hand showed it last frame
        self.hover_anchor = self.layout.point("hover_anchor")
        self.resync()

    # ------------------------------------------------------------------ basics
    def classify(self, v, legal) -> dict:
        self.legal_set = set(legal)      # a set: the hand asks card by card
        return {}

    def view(self):
        """The shown seat's view; while a round's summary is due or shown, the table as that round ended
        (the next round's hand is dealt only once the summary is closed)."""
        v = super().view()
        if self.round_state is None:
            return v
        if self._round_view is None or self._round_view[0] != self.seat:
            self._round_view = (self.seat, self.game.view(self.round_state, self.seat))
        return self._round_view[1]

    def _keep_round_board(self) -> None:
        """The round just ended with the session's last action: keep the table as it was then."""
        acts = self.session.actions
        if not acts or not getattr(self.session, "replayable", True):
            return                          # an online table cannot replay the round (the seed is the server's)
        st = self.game.new_game(self.session.config, self.session.seed)
        for a in acts[:-1]:
            self.game.apply(st, a, log=False)
        self.round_state = self.game.round_end_board(st, acts[-1])
        self._round_view = None
        self._hand_cache = None

    def _drop_round_board(self, resync: bool = True) -> None:
        if self.round_state is None:
            return
        self.round_state = None
        self._round_view = None
        self._hand_cache = None
        if resync:
            self.resync()                   # the log now tells the next round's deal

    def may_tell(self, e) -> bool:
        """What the log may tell: while the table shows a round's end, nothing of the next round yet."""
        if self.round_state is not None and self.events_seen > self._round_end_seen:
            return False
        return super().may_tell(e)

    def on_new_view(self, v) -> None:
        self._hand_cache = None
        if self.staged is not None and (v.phase != PH_PASS or self.staged not in v.hands[self.seat]
                                        or self.game.current_player(v) != self.seat):
            self.staged = None
        if self.sheltering is not None and (v.phase != PH_HUNT or self.sheltering not in v.hands[self.seat]
                                            or self.game.current_player(v) != self.seat):
            self.sheltering = None

    def my_turn(self) -> bool:
        return super().my_turn() and self.summary is None and self.pending_summary is None

    def biome_label(self, b: int) -> str:
        return log_text.biome_label(self.deck, b)

    def colour_label(self, colour: int) -> str:
        return log_text.colour_label(self.deck, colour)

    def slide_seconds(self) -> float:
        return 0.0 if self.delay <= 0 else min(0.35, 0.18 + self.delay * 0.2)

    # ------------------------------------------------------------------ undo, cover
    def on_undo(self) -> None:
        self.summary = None
        self.pending_summary = None
        self.final_summary = False
        self.summary_again = False
        self.staged = None
        self.sheltering = None
        self.last_view = None
        self._drop_round_board(resync=False)        # the undo rebuilds everything next

    def after_cover(self) -> None:
        self.staged = None
        self.resync()

    # ------------------------------------------------------------------ events -> log, slides
    def reset_derived(self) -> None:
        self.book = HuntBook()
        self.completed = None           # the hunt just finished, held on the table for a moment
        self.round_ends: list[dict] = []  # each finished round's scores (its round_end event's data)
        self.received: set[int] = set()
        self.cur_round = 1
        self.slides.clear()
        self._incoming = []

    def keep_on_refilter(self):
        return (self.completed, self.flash_winner)

    def restore_on_refilter(self, kept) -> None:
        done, winner = kept
        if done is not None and self.book.hunts and self.book.hunts[-1].hunt == done.hunt:
            self.completed = self.book.hunts[-1]
        self.flash_winner = winner

    def on_event(self, e, live: bool) -> None:
        k, d = e.kind, e.data
        done = self.book.feed(e)
        vol = self.app.settings.volume
        if k == "play":
            if e.player == self.seat:
                self.received.clear()
            if live:
                self.completed = None
                self._slide_play(e.player, d["card"])
                sound.play("card", vol)
        elif k == "hunt_won":
            if live:
                self.completed = done
                self.flash_winner = e.player
                self.hold = max(self.hold or 0.0, self.delay * 1.8 + (0.15 if self.delay > 0 else 0.0))
                if self.session.current_player() is not None:
                    self._slide_won(done)       # the game's last hunt stays on the final board
                sound.play("win" if e.player == self.seat else "card", vol)
        elif k == "round_start":
            self.received.clear()
            self.cur_round = d["round"]
        elif k == "passed":
            if d["to"] == self.seat and e.seen_by(self.seat):
                self.received = set(d["cards"])
            if live:
                self._slide_passed(e.player, d)
        elif k == "invaders_arrive" and live:
            sound.play("invaders", vol)
        elif k == "take_biome" and live:
            self._slide_biome(e.player, d["biome"])
            sound.play("biome", vol)
        elif k == "round_end":
            self.round_ends.append(dict(d))
            if live and d["round"] < self.session.state.rounds:
                self.pending_summary = dict(d)
                self._round_end_seen = self.events_seen
                self._keep_round_board()
                sound.play("round", vol)
        elif k == "game_end" and live:
            sound.play("round", vol)

    def describe(self, e) -> list[tuple[str, tuple]]:
        return log_text.describe(e, self.deck, self.seat, self.player_name)

    # ------------------------------------------------------------------ slides
    def _seat_spot(self, seat: int, size=(40, 57)) -> pygame.Rect:
        """Where cards come from or go to for ``seat``: its panel, or the shown seat's own panel."""
        r = self.seat_rect(seat)
        if r is None:
            r = self.R["self_info"]
        return pygame.Rect((0, 0), size).move(r.centerx - size[0] // 2, r.centery - size[1] // 2)

    def _slide_play(self, seat: int, card: int) -> None:
        secs = self.slide_seconds()
        plays = self.book.cur.plays
        if secs <= 0 or not plays:
            return
        i = len(plays) - 1
        places = hunt_places(self.R["trick"], self.n, SIZES["medium"])
        start = self._drawn_rects.get(card) if seat == self.seat and self.face_up() else None
        if start is None:
            start = self._seat_spot(seat)
        self.slides.add(("card", card), self.art.card(card, "medium"), start, places[i], secs)

    def _slide_won(self, h) -> None:
        secs = self.slide_seconds()
        if secs <= 0 or h is None:
            return
        places = hunt_places(self.R["trick"], self.n, SIZES["medium"])
        to = self._seat_spot(h.winner, (30, 43))
        for i, (_, card) in enumerate(h.plays):
            self.slides.add(("won", card), self.art.card(card, "medium"), places[i], to, secs, delay=self.hold)

    def _slide_passed(self, src: int, d: dict) -> None:
        """The shown seat's own migration: its cards fly to the receiver, the received ones into its hand."""
        secs = self.slide_seconds()
        if secs <= 0 or not self.face_up():
            return
        if src == self.seat:
            to = self._seat_spot(d["to"])
            for c in d["cards"]:
                start = self._drawn_rects.get(c)
                if start is not None:
                    self.slides.add(("sent", c), self.art.card(c, "small"), start, to, secs)
        if d["to"] == self.seat:
            self._incoming = [(c, self._seat_spot(src)) for c in d["cards"]]

    def _slide_biome(self, seat: int, biome: int) -> None:
        secs = self.slide_seconds()
        if secs <= 0:
            return
        tile = next((r for b, r in self.biome_slots() if b == biome), None)
        if tile is None:
            return
        r = self.seat_rect(seat)
        if r is None:
            R = self.R["self_info"]
            to = pygame.Rect((R.right - 10 - MINI[0], R.centery - MINI[1] // 2), MINI)
        else:
            to = pygame.Rect((r.left + 10, r.bottom - 28), MINI)
        start = pygame.Rect((0, 0), MINI)
        start.center = tile.center
        self.slides.add(("biome", biome), self.art.biome_tile(biome, "mini"), start, to, secs)

    def _land_incoming(self) -> None:
        if not self._incoming:
            return
        where = {c: r for c, r, _ in self.hand_layout()}
        for c, start in self._incoming:
            if c in where:
                self.slides.add(("card", c), self.art.card(c, "small"), start, where[c], self.slide_seconds())
        self._incoming = []

    def anim_busy(self) -> bool:
        return self.slides.busy() or bool(self._incoming)

    # ------------------------------------------------------------------ acting
    def reason(self, rule, why, action=None) -> str:
        """The player's words for a refusal (never the rules' own ``why``)."""
        v = self.view()
        key = f"depredador.illegal.{rule}"
        if rule == "follow_lead" and v.lead_colour == BLACK:
            key = "depredador.illegal.follow_black"
        lead = self.colour_label(v.lead_colour) if v.lead_colour != NO_COLOUR else ""
        text = say(key, self.deck, lead=lead, expected=tr(f"depredador.expect.{v.phase}"))
        return text if text != key else say("depredador.illegal.generic", self.deck)

    def picked_cards(self) -> list[int]:
        """The cards the shown seat has set aside in the migration (its rules picks, then the held one)."""
        v = self.view()
        if v.phase != PH_PASS or not self.face_up():
            return []
        out = [c for c in v.pass_sel[self.seat] if c != UNKNOWN]
        if self.staged is not None:
            out.append(self.staged)
        return out

    def _pass_click(self, card: int) -> None:
        """A click on a hand card during the migration: set it aside, or take it back."""
        v = self.view()
        if card == self.staged:
            self.staged = None
            self._hand_cache = None
            return
        taken_back = [a for a in self.game.take_backs(v) if a.value == card]
        if taken_back:
            staged, self.staged = self.staged, None
            if self.try_action(taken_back[0]) and staged is not None:
                self.try_action(pass_action(staged))     # the held card becomes a pick: one may be held
            return
        count = self.deck.pass_count
        chosen = len(self.picked_cards())
        if chosen >= count:
            self.app.show_message(say_n("depredador.illegal.all_chosen", count, self.deck), 3.0)
            sound.play("error", self.app.settings.volume)
            return
        action = pass_action(card)
        if chosen + 1 < count:
            self.try_action(action)
            return
        bad = self.game.why_illegal(v, action)           # the last pick waits for "Pass"
        if bad is not None:
            self.refuse(bad, action)
            return
        self.staged = card
        self._hand_cache = None
        sound.play("card", self.app.settings.volume)

    def send_passes(self) -> None:
        """"Pass": the held last pick goes to the rules, which send the cards once everyone chose."""
        if self.staged is None:
            return
        card, self.staged = self.staged, None
        self._hand_cache = None
        self.try_action(pass_action(card))

    def _card_click(self, card: int) -> None:
        if not self.my_turn():
            self.not_your_turn()
            return
        v = self.view()
        if v.phase == PH_PASS:
            self._pass_click(card)
        elif card == self.sheltering:
            self.cancel_shelter()
        elif self.deck.shelter[card] and len(v.centre) > 1 and self.game.why_illegal(v, play_action(card)) is None:
            self.sheltering = card          # the biome first: the card leaves the hand only once it is chosen
            self.hover_card = None          # no zoom over the centre while the biome is chosen
            self._hand_cache = None
            self.focus = None
            sound.play("card", self.app.settings.volume)
        else:
            self.sheltering = None
            self.try_action(play_action(card))

    # ------------------------------------------------------------------ the Refugio's biome
    def shelter_in(self, biome: int) -> None:
        """The biome chosen for the Refugio held: the card is played, then the biome taken."""
        card, self.sheltering = self.sheltering, None
        self._hand_cache = None
        if card is not None and self.try_action(play_action(card)) and self.view().phase == PH_BIOME:
            self.try_action(take_action(biome))

    def cancel_shelter(self) -> None:
        """The Refugio goes back among the hand's cards; nothing was played."""
        self.sheltering = None
        self._hand_cache = None

    def cancel_button_rect(self) -> pygame.Rect | None:
        """The prompt's "Cancel" while a Refugio waits for its biome."""
        if self.sheltering is None or not self.my_turn():
            return None
        return pass_button(self.R["prompt"])

    # ------------------------------------------------------------------ the last hunt
    def open_last(self) -> None:
        if self.book.hunts:
            self.last_view = len(self.book.hunts) - 1
            self.focus = None

    def close_last(self) -> None:
        self.last_view = None

    def open_scores(self) -> None:
        """The last finished round's scores again (at the end: the final scores)."""
        if not self.round_ends or self.overlay_open():
            return
        self.summary = dict(self.round_ends[-1])
        self.summary_again = True
        self.final_summary = self.session.current_player() is None
        self.summary_timer = max(2.0, self.delay * 4)
        self.focus = None

    def scores_button_rect(self) -> pygame.Rect | None:
        """"Round scores (S)": shown once a round has ended, while nothing is open over the table."""
        if not self.round_ends or self.overlay_open() or self.pending_summary is not None:
            return None
        return scores_button(self.R["trick"])

    def on_game_over(self) -> None:
        """The game ended: its final scores over the final board (closed, the board keeps the last hunt;
        "Round scores" opens them again)."""
        if self.round_ends:
            self.open_scores()

    def last_button_rect(self) -> pygame.Rect | None:
        if not self.book.hunts or self.summary is not None or self.last_view is not None:
            return None
        return last_hunt_button(self.R["trick"])

    # ------------------------------------------------------------------ loop
    def animate(self, dt: float) -> None:
        self.slides.update(dt)
        self._land_incoming()
        if self.session.current_player() is None and self.book.hunts:
            self.completed = self.book.hunts[-1]     # the final board keeps the game's last hunt
        elif self.completed is not None and (self.hold or 0) <= 0:
            self.completed = None           # the hunt's cards now fly to its winner
        # the zoom follows the pointer, never the hand: a card played (or a card that came under a resting
        # pointer) shows no zoom until the pointer moves over a card
        if self.hover_card is not None and (self._card_at(self.mouse) != self.hover_card or self.overlay_open()):
            self.hover_card = None
        if (self.hold or 0) - dt <= 0:
            self.flash_winner = None

    def pause_turns(self, dt: float) -> bool:
        """A round summary holds the game until it is closed (with no human, for a few seconds); the
        last hunt told back holds it while it is open."""
        if self.last_view is not None:
            return True
        if self.summary is not None:
            if not self.humans:
                self.summary_timer -= dt
                if self.summary_timer <= 0:
                    self._close_summary()
            return True
        if self.pending_summary is not None:
            self.summary = self.pending_summary
            self.pending_summary = None
            self.summary_timer = max(2.0, self.delay * 4)
            return True
        return False

    # ------------------------------------------------------------------ input
    def overlay_open(self) -> bool:
        """Is something shown over the table (a round summary, the last hunt told back)?"""
        return self.summary is not None or self.last_view is not None

    def on_motion(self, pos) -> None:
        self.hover_card = None if self.overlay_open() else self._card_at(pos)

    def handle(self, event) -> None:
        """Space presses the prompt's main button (Pass, Continue, close the last hunt) whenever there is
        one, even with a card ringed; Enter makes the ringed move. Everything else: the shared table."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            act = self.main_action()
            if act is not None:
                act()
                return
        super().handle(event)

    def on_key(self, event) -> bool:
        key = event.key
        if self.last_view is not None:
            if key in (pygame.K_LEFT, pygame.K_UP):
                self.last_view = max(0, self.last_view - 1)
            elif key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.last_view = min(len(self.book.hunts) - 1, self.last_view + 1)
            elif key in (pygame.K_l, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close_last()
            return True
        if key == pygame.K_l and self.summary is None:
            self.open_last()
            return True
        if key == pygame.K_s and not self.overlay_open():
            self.open_scores()
            return True
        return False

    def on_escape(self) -> bool:
        if self.last_view is not None:
            self.close_last()
            return True
        if self.sheltering is not None:
            self.cancel_shelter()
            return True
        return False

    def on_right_click(self, pos) -> None:
        if self.sheltering is not None:
            self.cancel_shelter()

    def _close_summary(self) -> None:
        self.summary = None
        self.summary_again = False
        self.final_summary = False
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        if self.pending_summary is None:
            self._drop_round_board()        # now the next round is dealt

    def on_click(self, pos) -> None:
        if self.last_view is not None:
            self.close_last()
            return
        if self.summary is not None:
            self._close_summary()
            return
        btn = self.last_button_rect()
        if btn is not None and btn.collidepoint(pos):
            self.open_last()
            return
        btn = self.scores_button_rect()
        if btn is not None and btn.collidepoint(pos):
            self.open_scores()
            return
        if self.session.state.phase == PH_OVER:
            return
        btn = self.pass_button_rect()
        if btn is not None and btn.collidepoint(pos):
            self.send_passes()
            return
        btn = self.cancel_button_rect()
        if btn is not None and btn.collidepoint(pos):
            self.cancel_shelter()
            return
        mine = self.my_turn()
        card = self._card_at(pos)
        if card is not None:
            self._card_click(card)
            return
        for b, r in self.biome_targets(all_tiles=True):
            if r.collidepoint(pos):
                if mine and self.sheltering is not None:
                    self.shelter_in(b)
                elif mine:
                    self.try_action(take_action(b))
                return
        for seat, r in self.starter_targets():
            if r.collidepoint(pos):
                self.try_action(starter_action(seat))
                return

    # ------------------------------------------------------------------ keyboard
    def focus_targets(self) -> list:
        """Keyboard play (Tab/arrows, Enter): the summary's button; or the cards, biomes or players that
        may be chosen now, "Pass" and "Last hunt", in reading order."""
        if self.last_view is not None:
            return []
        if self.summary is not None:
            if not self.continue_rect.w:
                return []
            return [(self.continue_rect, self._close_summary, tr("depredador.summary.continue"))]
        out = []
        if self.my_turn():
            v = self.view()
            if v.phase == PH_PASS:
                for c, r in self.card_targets():
                    out.append((r, lambda c=c: self._card_click(c), log_text.card_label(self.deck, c)))
            elif v.phase == PH_HUNT:
                for c, r in self.legal_card_targets():
                    out.append((r, lambda c=c: self._card_click(c), log_text.card_label(self.deck, c)))
            for b, r in self.biome_targets():
                if self.sheltering is not None:
                    out.append((r, lambda b=b: self.shelter_in(b), self.biome_label(b)))
                else:
                    out.append((r, lambda a=take_action(b): self.try_action(a), self.biome_label(b)))
            for seat, r in self.starter_targets():
                out.append((r, lambda a=starter_action(seat): self.try_action(a), self.player_name(seat)))
            btn = self.pass_button_rect()
            if btn is not None:
                out.append((btn, self.send_passes, tr("depredador.button.pass")))
            btn = self.cancel_button_rect()
            if btn is not None:
                out.append((btn, self.cancel_shelter, tr("depredador.button.cancel")))
        btn = self.scores_button_rect()
        if btn is not None:
            out.append((btn, self.open_scores, tr("depredador.button.scores")))
        btn = self.last_button_rect()
        if btn is not None:
            out.append((btn, self.open_last, tr("depredador.button.last_hunt")))
        return out

    def main_action(self):
        """Enter/Space with nothing focused: Continue, close the last hunt, or "Pass"."""
        if self.summary is not None:
            return self._close_summary
        if self.last_view is not None:
            return self.close_last
        if self.pass_button_rect() is not None:
            return self.send_passes
        return None

    # ------------------------------------------------------------------ click targets
    def hand_layout(self) -> list[tuple[int, pygame.Rect, bool]]:
        """The shown hand: (card, where, may be clicked now) for every card, in hand order (cached per
        view). During the migration the cards set aside keep their place, raised. While the pointer is
        over the hand, the cards keep their places (``Steady``): a card played leaves its place empty and
        nothing slides under the pointer."""
        v = self.view()
        fu = self.face_up()
        zone = self.R["hand"]
        held = zone.collidepoint(self.mouse)
        key = (self.view_key, fu, self.summary is None, self.pending_summary is None, self.staged, held,
               self.sheltering)
        if self._hand_cache is not None and self._hand_cache[0] == key:
            return self._hand_cache[1]
        mine = self.my_turn()
        cards = list(v.hands[self.seat])
        if v.phase == PH_PASS and fu:
            cards = sorted(cards + [c for c in v.pass_sel[self.seat] if c != UNKNOWN])
        legal = {a.value for a in self.legal_set if a.kind in (PLAY, PASS)} if mine else set()
        picked = set(self.picked_cards()) if mine else set()
        ok = [c in legal or c in picked for c in cards]
        if v.phase == PH_PASS:
            lifted = [c in picked for c in cards]
        else:
            lifted = [mine and v.phase == PH_HUNT and o for o in ok]
        size = SIZES["small"]
        ids = [("card", c, i) if c == UNKNOWN else ("card", c) for i, c in enumerate(cards)]
        places = self.steady.layout(ids, zone, self.mouse,
                                    lambda keys: dict(zip(keys, hand_rects(zone, size, [False] * len(keys)))))
        rects = [places[k].move(0, -LIFT if up else 0) for k, up in zip(ids, lifted)]
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
        if not all_tiles and not (self.my_turn() and (v.phase == PH_BIOME or self.sheltering is not None)):
            return []
        return [(b, r) for b, r in self.biome_slots() if b in v.centre]

    def starter_targets(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view()
        if not (self.my_turn() and v.phase == PH_STARTER):
            return []
        return starter_slots(self.R["trick"], [(self.seat + i) % self.n for i in range(self.n)])

    def tutorial_target(self, action) -> pygame.Rect | None:
        """Where to click for ``action`` now (game.tutorial): the card in hand (the last card to pass,
        once held: "Pass"; a Refuge, once lifted: the biome the next step takes), a centre biome, a
        starting hunter's button."""
        k, val = action.kind, action.value
        if k == TAKE:
            return dict(self.biome_slots()).get(val)
        if k == STARTER:
            return dict(self.starter_targets()).get(val)
        if k == PASS and val == self.staged:
            return self.pass_button_rect()
        if k == PLAY and val == self.sheltering:
            return self._next_biome_rect()
        if k in (PASS, PLAY, UNPASS):
            return dict(self.card_targets()).get(val)
        return None

    def _next_biome_rect(self) -> pygame.Rect | None:
        """The centre biome a tutorial's next step takes (the Refuge held waits for it); else the centre."""
        session = getattr(self, "tutorial", None)
        nxt = None
        if session is not None and session.position + 1 < len(session.expected_actions):
            nxt = session.expected_actions[session.position + 1]
        if nxt is not None and nxt.kind == TAKE:
            return dict(self.biome_slots()).get(nxt.value)
        return self.R["centre_biomes"]

    def pass_button_rect(self) -> pygame.Rect | None:
        """The prompt's "Pass" button: shown once the last card to pass is chosen."""
        if self.staged is None or not self.my_turn() or self.view().phase != PH_PASS:
            return None
        return pass_button(self.R["prompt"])

    def seat_rect(self, seat: int) -> pygame.Rect | None:
        """Where an opponent's panel is (None for the shown seat, which sits at the bottom)."""
        k = (seat - self.seat) % self.n
        if k == 0:
            return None
        return self.layout.rect(seat_name(self.n, k))

    # ------------------------------------------------------------------ text
    def prompt(self, v) -> tuple[str, tuple]:
        """What the prompt line says now, and its colour."""
        return prompt_line(self.look(v))

    # ------------------------------------------------------------------ draw
    def look(self, v=None) -> Look:
        """What drawing is given this frame (``v``: the shown seat's view, asked for when not given)."""
        v = self.view() if v is None else v
        st = self.session.state
        n = self.n
        return Look(
            v=v, seat=self.seat, n=n, names=tuple(self.player_name(s) for s in range(n)), kinds=tuple(self.kinds),
            humans=tuple(self.humans), local_humans=frozenset(s for s in range(n) if self.is_human(s)),
            deck=self.deck, art=self.art, paints=self.paints, R=self.R, hover_anchor=self.hover_anchor,
            slides=self.slides, mouse=self.mouse,
            current=None if self.round_state is not None else self.current(), my_turn=self.my_turn(),
            face_up=self.face_up(), summary=self.summary, pending=self.pending_summary,
            final_summary=self.final_summary, flash_winner=self.flash_winner, completed=self.completed,
            hover_card=self.hover_card, received=frozenset(self.received), staged=self.staged,
            picked=tuple(self.picked_cards()), hand=tuple(self.hand_layout()),
            biome_slots=tuple(self.biome_slots()), starters=tuple(self.starter_targets()),
            pass_button=self.pass_button_rect() or self.cancel_button_rect(), last_button=self.last_button_rect(),
            scores_button=self.scores_button_rect(), summary_again=self.summary_again, sheltering=self.sheltering, book=tuple(self.book.hunts),
            last_view=self.last_view, rounds=st.rounds, hunts=st.hunts)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.look()
        surface.blit(draw.background(look), (0, 0))
        draw.draw_biomes(look, surface)
        hunt_view.draw_hunt(look, surface)
        for s in range(self.n):
            r = self.seat_rect(s)
            if r is not None:
                draw.draw_seat(look, surface, s, r)
        draw_prompt(look, surface)
        self.name_rect = draw.draw_self_info(look, surface)
        badges = draw.draw_hand(look, surface)
        self.drawn_hand = (self.seat, tuple(c for c, _, _ in look.hand), look.face_up)
        if badges is not None:
            self.badges = badges
        self._drawn_rects = {c: r for c, r, _ in look.hand} if look.face_up else {}
        draw.draw_scores(look, surface)
        self.draw_log(surface)
        self.draw_chrome(surface)
        self.slides.draw(surface)
        self.zoom_drawn = None
        if self.summary is not None:
            self.continue_rect = summary.draw_summary(look, surface)
        elif self.last_view is not None:
            last_hunt.draw_last_hunt(look, surface)
        elif self.hover_card is not None and self.face_up():
            self.zoom_drawn = draw.draw_zoom(look, surface)
