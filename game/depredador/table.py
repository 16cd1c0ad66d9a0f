"""The Depredador Natural table: one scene showing one seat's view of the game.

It draws only from ``game.view(state, seat)`` for the seat being shown, turns the rules' legal
actions into click targets (it never decides legality itself), explains illegal clicks with the
rule's reason, runs AI seats on a background thread and writes the autosave after every action.
Zones come from ``data/depredador/layout.tmx``.
"""
from __future__ import annotations


import pygame

from game import sound
from game.depredador.draw import SIZES, CardArt
from game.i18n import name as tname
from game.i18n import tr
from game.depredador.geometry import TABLE_ZONES, seat_name
from game.table_base import GOLD, PANEL, PANEL_EDGE, TableScene
from game.text import render
from game.widgets import INK, MUTED, Button
from rules.ai import make_bot
from rules.depredador.cards import ALFA, BLACK, INVADER, NO_COLOUR, PREY
from rules.depredador.scoring import hunt_score
from rules.depredador.setup import pass_direction, pass_target
from rules.depredador.state import (PASS, PLAY, UNKNOWN, pass_action, play_action, starter_action,
                                    take_action)

FELT = (30, 82, 64)
FELT_DARK = (22, 62, 48)
FELT_LIGHT = (38, 98, 76)
BG = (18, 24, 28)
RED = (226, 84, 70)
GREEN = (120, 210, 130)
LIFT = 20
TINY_BACK = (20, 28)


def _fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis so it renders within ``width`` pixels."""
    if render(s, size, INK, bold).get_width() <= width:
        return s
    while len(s) > 1 and render(s + "…", size, INK, bold).get_width() > width:
        s = s[:-1]
    return s + "…"


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else str(v)


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
        bio = self.deck.biomes[b]
        return f"{tname(bio.names)} ({bio.letter})"

    def colour_label(self, colour: int) -> str:
        if colour == BLACK:
            return tname(self.deck.invader_names)
        return self.biome_label(colour)

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
            plays = self.trick_acc or []
            self.last_trick = (plays, e.player, d.get("lead", NO_COLOUR), self._round_of_events(), d.get("hunt", 0))
            self.trick_acc = []
            if live:
                self.flash_winner = e.player
                self.hold = max(self.hold or 0.0, self.delay * 1.8 + (0.15 if self.delay > 0 else 0.0))
                sound.play("win" if e.player == self.seat else "card", vol)
        elif k == "round_start":
            self.trick_acc = []
            self.received.clear()
            self._cur_round = d["round"]
            if not live:
                self.last_trick = None
        elif k == "passed":
            if d.get("to") == self.seat and e.seen_by(self.seat):
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

    def _round_of_events(self) -> int:
        return getattr(self, "_cur_round", 1)

    def describe(self, e) -> list[tuple[str, tuple]]:
        k, d, p = e.kind, e.data, e.player
        L = "depredador.log."
        nm = self.player_name
        plain = (214, 218, 214)
        if k == "game_start":
            biomes = ", ".join(self.biome_label(b) for b in d["biomes"])
            return [(tr(L + "game_start", players=d["players"], rounds=d["rounds"], biomes=biomes), MUTED)]
        if k == "round_start":
            return [(tr(L + "round_start", round=d["round"], rounds=d["rounds"]), GOLD)]
        if k == "deal":
            return [(tr(L + "deal", count=len(d["cards"])), MUTED)] if p == self.seat else []
        if k == "migration":
            return [(tr(L + "migration", count=d["count"], direction=tr(f"depredador.{d['direction']}")), plain)]
        if k == "pass_pick":
            return [(tr(L + "pass_pick", card=self.art.label(d["card"])), MUTED)] if p == self.seat else []
        if k == "passed":
            cards = ", ".join(self.art.label(c) for c in d["cards"])
            if p == self.seat:
                return [(tr(L + "passed_out", cards=cards, to=nm(d["to"])), plain)]
            if d["to"] == self.seat:
                return [(tr(L + "passed_in", player=nm(p), cards=cards), (170, 220, 255))]
            return []
        if k == "refugio":
            return [(tr(L + "refugio"), MUTED)] if p == 0 else []
        if k == "starter":
            if d.get("by") is None:
                return [(tr(L + "starter", player=nm(p)), plain)]
            return [(tr(L + "starter_by", by=nm(d["by"]), player=nm(p)), plain)]
        if k == "choose_starter":
            return [(tr(L + "choose_starter", player=nm(p)), plain)]
        if k == "play":
            col = (236, 236, 226) if p == self.seat else plain
            return [(tr(L + "play", player=nm(p), card=self.art.label(d["card"])), col)]
        if k == "invaders_arrive":
            return [(tr(L + "invaders_arrive"), RED)]
        if k == "take_biome":
            return [(tr(L + "take_biome", player=nm(p), biome=self.biome_label(d["biome"])), (170, 220, 255))]
        if k == "hunt_won":
            cards = ", ".join(self.art.label(c) for c in d["cards"])
            return [(tr(L + "hunt_won", player=nm(p), hunt=d["hunt"], cards=cards), GREEN)]
        if k == "round_end":
            out = [(tr(L + "round_end", round=d["round"]), GOLD)]
            for i in range(len(d["scores"])):
                out.append((tr(L + "round_line", player=nm(i), score=d["scores"][i],
                               award=_signed(d["awards"][i]), total=d["totals"][i]), plain))
            return out
        if k == "game_end":
            win = ", ".join(nm(i) for i, pl in enumerate(d["places"]) if pl == 1)
            return [(tr(L + "game_end", winners=win), GOLD)]
        return []

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
        if self.session.state.phase == "over":
            return
        v = self.view()
        mine = self.my_turn()
        card = self._card_at(pos)
        if card is not None:
            if not mine:
                self._not_your_turn()
                return
            self._human_try(pass_action(card) if v.phase == "pass" else play_action(card))
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

    # ------------------------------------------------------------------ click targets
    def _hand_layout(self) -> list[tuple[int, pygame.Rect, bool]]:
        v = self.view()
        fu = self.face_up()
        key = (self._view_key, fu, self.summary is None, self.pending_summary is None)
        if self._hand_cache is not None and self._hand_cache[0] == key:
            return self._hand_cache[1]
        cards = list(v.hands[self.seat])
        cw, ch = SIZES["small"]
        area = self.R["hand"]
        k = len(cards)
        step = min(cw + 8, (area.w - cw) / max(1, k - 1)) if k > 1 else 0
        total = cw + step * (k - 1)
        x0 = area.centerx - total / 2
        y = area.bottom - ch - 6
        mine = self.my_turn()
        legal = {a.value for a in self._legal if a.kind in (PLAY, PASS)} if mine else set()
        lift = mine and v.phase == "hunt"
        out = []
        for i, c in enumerate(cards):
            ok = c in legal
            r = pygame.Rect(int(x0 + i * step), y - (LIFT if lift and ok else 0), cw, ch)
            out.append((c, r, ok))
        self._hand_cache = (key, out)
        return out

    def card_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The shown hand's cards and where they are (empty while the hand is hidden)."""
        if not self.face_up():
            return []
        return [(c, r) for c, r, _ in self._hand_layout() if c != UNKNOWN]

    def legal_card_targets(self) -> list[tuple[int, pygame.Rect]]:
        return [(c, r) for c, r, ok in self._hand_layout() if ok] if self.face_up() else []

    def _card_at(self, pos) -> int | None:
        for c, r in reversed(self.card_targets()):
            if r.collidepoint(pos):
                return c
        return None

    def _biome_slots(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view()
        tw, th = 88, 56
        area = self.R["centre_biomes"]
        k = len(v.biomes)
        step = min(tw + 8, (area.w - tw) // max(1, k - 1)) if k > 1 else 0
        total = tw + step * (k - 1)
        x0 = area.centerx - total // 2
        y = area.centery - th // 2
        return [(b, pygame.Rect(x0 + i * step, y, tw, th)) for i, b in enumerate(v.biomes)]

    def biome_targets(self, all_tiles: bool = False) -> list[tuple[int, pygame.Rect]]:
        """Centre biome tiles that may be taken now (``all_tiles``: every tile still in the centre)."""
        v = self.view()
        if not all_tiles and not (self.my_turn() and v.phase == "biome"):
            return []
        return [(b, r) for b, r in self._biome_slots() if b in v.centre]

    def starter_targets(self) -> list[tuple[int, pygame.Rect]]:
        v = self.view()
        if not (self.my_turn() and v.phase == "starter"):
            return []
        T = self.R["trick"]
        bw, bh, gap = 168, 44, 12
        cols = min(3, self.n)
        rows = (self.n + cols - 1) // cols
        x0 = T.centerx - (cols * bw + (cols - 1) * gap) // 2
        y0 = T.top + 70 + max(0, (T.h - 90 - rows * (bh + gap)) // 2)
        order = [(self.seat + i) % self.n for i in range(self.n)]
        return [(s, pygame.Rect(x0 + (i % cols) * (bw + gap), y0 + (i // cols) * (bh + gap), bw, bh))
                for i, s in enumerate(order)]

    def seat_rect(self, seat: int) -> pygame.Rect | None:
        """Where an opponent's panel is (None for the shown seat, which sits at the bottom)."""
        k = (seat - self.seat) % self.n
        if k == 0:
            return None
        return self.layout.rect(seat_name(self.n, k))

    # ------------------------------------------------------------------ drawing helpers
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface((1280, 720)).convert()
            bg.fill(BG)
            table = pygame.Rect(6, 6, 986, 708)
            pygame.draw.rect(bg, FELT_DARK, table, border_radius=18)
            pygame.draw.rect(bg, FELT, table.inflate(-10, -10), border_radius=14)
            pygame.draw.ellipse(bg, FELT_LIGHT, self.R["trick"].inflate(120, 150).move(0, -20))
            pygame.draw.ellipse(bg, FELT, self.R["trick"].inflate(100, 130).move(0, -20))
            pygame.draw.rect(bg, (70, 60, 40), table, 3, border_radius=18)
            self._bg = bg
        return self._bg

    def _tiny_back(self) -> pygame.Surface:
        key = ("tinyback",)
        surf = self._panels.get(key)
        if surf is None:
            surf = pygame.transform.smoothscale(self.art.back("small"), TINY_BACK)
            self._panels[key] = surf
        return surf

    def _dim(self, size) -> pygame.Surface:
        return self._panel(size, fill=(0, 0, 0), alpha=110, width=0, radius=7)

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        v = self.view()
        self.menu_button.label = tr("depredador.button.menu")
        self.undo_button.label = tr("depredador.button.undo")
        self.undo_button.enabled = self.can_undo()
        surface.blit(self._background(), (0, 0))
        self._draw_biomes(surface, v)
        self._draw_trick(surface, v)
        for s in range(self.n):
            r = self.seat_rect(s)
            if r is not None:
                self._draw_seat(surface, v, s, r)
        self._draw_prompt(surface, v)
        self._draw_self_info(surface, v)
        self._draw_hand(surface, v)
        self._draw_scores(surface, v)
        self._draw_log(surface)
        self.menu_button.draw(surface)
        self.undo_button.draw(surface)
        self.zoom_drawn = None
        if self.summary is not None:
            self._draw_summary(surface)
        elif self.hover_card is not None and self.face_up():
            self._draw_zoom(surface)

    def _draw_biomes(self, surface, v) -> None:
        choosing = self.my_turn() and v.phase == "biome"
        for b, r in self._biome_slots():
            if b in v.centre:
                if choosing:
                    glow = r.inflate(10, 10)
                    pygame.draw.rect(surface, GOLD, glow, 3, border_radius=12)
                    if r.collidepoint(self.mouse):
                        r = r.move(0, -3)
                surface.blit(self.art.biome_tile(b, "tile"), r)
            else:
                tile = self.art.biome_tile(b, "tile")
                surface.blit(tile, r)
                surface.blit(self._dim(r.size), r)
                owner = next((i for i, pb in enumerate(v.player_biome) if pb == b), None)
                if owner is not None:
                    box = pygame.Rect(r.left + 3, r.top + int(r.h * 0.56), r.w - 6, int(r.h * 0.40))
                    pygame.draw.rect(surface, (20, 20, 24), box, border_radius=5)
                    tag = render(_fit("→ " + self.player_name(owner), 12, r.w - 10, True), 12, (255, 255, 255), True)
                    surface.blit(tag, tag.get_rect(center=box.center))

    def _trick_header(self, surface, v, T) -> None:
        y = T.top + 14
        last = not v.trick and self._show_last()
        if last:
            hunt_txt = tr("depredador.info.hunt", hunt=self.last_trick[4], hunts=self.hunts_per_round)
        elif v.phase in ("pass", "starter", "over"):
            hunt_txt = tr("depredador.info.round", round=v.round, rounds=v.rounds)
        else:
            hunt = min(self.hunts_per_round, v.hunt_no + 1)
            hunt_txt = tr("depredador.info.hunt", hunt=hunt, hunts=self.hunts_per_round)
        img = render(hunt_txt, 15, INK, True)
        surface.blit(img, img.get_rect(midleft=(T.left + 10, y)))
        # lead colour marker
        lead = self.last_trick[2] if last else v.lead_colour
        cx = T.centerx - 10
        if lead == NO_COLOUR or (not last and v.phase in ("pass", "starter", "over")):
            if v.phase in ("hunt", "biome"):
                img = render(tr("depredador.info.no_lead"), 14, MUTED)
                surface.blit(img, img.get_rect(center=(cx, y)))
        else:
            lab = render(tr("depredador.info.lead"), 14, INK, True)
            if lead == BLACK:
                chip = pygame.Surface((30, 24), pygame.SRCALPHA)
                pygame.draw.rect(chip, (24, 24, 28), chip.get_rect(), border_radius=5)
                pygame.draw.rect(chip, RED, chip.get_rect(), 2, border_radius=5)
                x = render("X", 14, RED, True)
                chip.blit(x, x.get_rect(center=(15, 12)))
            else:
                chip = self.art.biome_tile(lead, "chip")
            name_img = render(self.colour_label(lead), 14, INK, True)
            wtot = lab.get_width() + 6 + chip.get_width() + 6 + name_img.get_width()
            x = cx - wtot // 2
            surface.blit(lab, lab.get_rect(midleft=(x, y)))
            x += lab.get_width() + 6
            surface.blit(chip, chip.get_rect(midleft=(x, y)))
            x += chip.get_width() + 6
            surface.blit(name_img, name_img.get_rect(midleft=(x, y)))
        # invaders marker (not while the last hunt of a finished round is still shown)
        if last and self.last_trick[3] != v.round:
            return
        if v.broken:
            img = render(tr("depredador.info.invaders_in"), 13, (255, 255, 255), True)
            box = img.get_rect(midright=(T.right - 10, y)).inflate(12, 6)
            pygame.draw.rect(surface, (150, 30, 30), box, border_radius=6)
            pygame.draw.rect(surface, (255, 160, 150), box, 1, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))
        else:
            img = render(tr("depredador.info.invaders_out"), 12, (170, 184, 176))
            surface.blit(img, img.get_rect(midright=(T.right - 10, y)))

    def _show_last(self) -> bool:
        """Show the last completed hunt? While it is held on screen, until the next card of the
        same round is played, and at the end of the game."""
        if self.last_trick is None:
            return False
        if (self.hold or 0) > 0 and self.flash_winner is not None:
            return True
        v = self.view()
        if v.phase == "over":
            return True
        return self.last_trick[3] == v.round and v.phase in ("hunt", "biome")

    def _draw_trick(self, surface, v) -> None:
        T = self.R["trick"]
        self._trick_header(surface, v, T)
        showing_last = not v.trick and self._show_last()
        if not showing_last:
            if v.phase == "pass":
                self._draw_passing(surface, v, T)
                return
            if v.phase == "starter":
                self._draw_starter(surface, v, T)
                return
            if v.phase == "over":
                return
        cw, ch = SIZES["medium"]
        step = min(cw + 6, (T.w - 8) // self.n)
        total = step * (self.n - 1) + cw
        x0 = T.centerx - total // 2
        y = T.top + 62
        completed = False
        if v.trick:
            plays = list(v.trick)
            leader = plays[0][0]
            winner = None
        elif showing_last:
            plays, winner = self.last_trick[0], self.last_trick[1]
            leader = plays[0][0] if plays else 0
            completed = True
        else:
            plays, winner = [], None
            leader = v.turn if v.turn is not None else 0
        lead_idx = next((i for i, (_, c) in enumerate(plays) if self.deck.cards[c].kind < ALFA), None)
        cur = self.current()
        for i in range(self.n):
            seat = (leader + i) % self.n
            x = x0 + i * step
            r = pygame.Rect(x, y, cw, ch)
            label_col = GOLD if seat == cur and not completed else INK
            nm = _fit(self.player_name(seat), 12, step - 4, True)
            img = render(nm, 12, label_col, True)
            surface.blit(img, img.get_rect(midbottom=(r.centerx, r.top - 4)))
            if i < len(plays):
                card = plays[i][1]
                if completed and seat == winner:
                    pygame.draw.rect(surface, GOLD, r.inflate(10, 10), 4, border_radius=12)
                surface.blit(self.art.card(card, "medium"), r)
                if completed and seat != winner:
                    surface.blit(self._dim(r.size), r)
                if i == lead_idx:
                    tag = render(tr("depredador.info.lead").rstrip(":"), 11, (20, 20, 20), True)
                    box = tag.get_rect(midtop=(r.centerx, r.bottom + 4)).inflate(10, 2)
                    pygame.draw.rect(surface, GOLD, box, border_radius=5)
                    surface.blit(tag, tag.get_rect(center=box.center))
            else:
                slot = self._panel(r.size, fill=(0, 0, 0), alpha=40,
                                   edge=GOLD if seat == cur else (70, 110, 92), width=2, radius=8)
                surface.blit(slot, r)
        if completed and winner is not None:
            img = render(tr("depredador.info.won", name=self.player_name(winner)), 18, GOLD, True)
            box = img.get_rect(midtop=(T.centerx, y + ch + 30)).inflate(20, 8)
            surface.blit(self._panel(box.size, fill=(20, 30, 26), alpha=220, edge=GOLD), box)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_passing(self, surface, v, T) -> None:
        target = pass_target(v, self.seat)
        count = self.deck.pass_count
        direction = tr(f"depredador.{pass_direction(v.round)}")
        title = tr("depredador.log.migration", count=count, direction=direction)
        img = render(title, 15, INK)
        surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 44)))
        if not self.face_up():
            return
        lab = render(tr("depredador.info.passing_to", name=self.player_name(target)), 15, GOLD, True)
        surface.blit(lab, lab.get_rect(midtop=(T.centerx, T.top + 74)))
        chosen = [c for c in v.pass_sel[self.seat] if c != UNKNOWN]
        cw, ch = SIZES["medium"]
        x0 = T.centerx - (count * (cw + 12) - 12) // 2
        for i in range(count):
            r = pygame.Rect(x0 + i * (cw + 12), T.top + 104, cw, ch)
            if i < len(chosen):
                surface.blit(self.art.card(chosen[i], "medium"), r)
            else:
                surface.blit(self._panel(r.size, fill=(0, 0, 0), alpha=40, edge=(110, 150, 130)), r)

    def _draw_starter(self, surface, v, T) -> None:
        img = render(tr("depredador.info.choose_starter"), 18, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 40)))
        targets = self.starter_targets()
        if not targets:
            p = self.current()
            if p is not None:
                img = render(tr("depredador.prompt.wait_starter", name=self.player_name(p)), 16, INK)
                surface.blit(img, img.get_rect(midtop=(T.centerx, T.top + 80)))
            return
        for seat, r in targets:
            hov = r.collidepoint(self.mouse)
            surface.blit(self._panel(r.size, fill=(60, 70, 64) if hov else (44, 52, 50), alpha=240,
                                     edge=GOLD if hov else (120, 130, 120)), r)
            label = self.player_name(seat) + (f" ({tr('depredador.you')})" if seat == self.seat else "")
            img = render(_fit(label, 15, r.w - 60, True), 15, INK, True)
            surface.blit(img, img.get_rect(midleft=(r.left + 10, r.centery)))
            pts = render(tr("depredador.info.pts", points=v.totals[seat]), 13, MUTED)
            surface.blit(pts, pts.get_rect(midright=(r.right - 8, r.centery)))

    def _draw_seat(self, surface, v, seat: int, r: pygame.Rect) -> None:
        cur = self.current()
        is_cur = seat == cur and self.summary is None
        won = self.flash_winner == seat
        edge = GOLD if is_cur else (GREEN if won else PANEL_EDGE)
        surface.blit(self._panel(r.size, fill=(36, 46, 46) if is_cur else PANEL, alpha=232, edge=edge,
                                 width=3 if is_cur or won else 2), r)
        x, y = r.left + 10, r.top + 7
        pts = render(tr("depredador.info.pts", points=v.totals[seat]), 14, GOLD, True)
        surface.blit(pts, pts.get_rect(topright=(r.right - 10, y + 1)))
        nm = render(_fit(self.player_name(seat), 15, r.w - 30 - pts.get_width(), True), 15, INK, True)
        surface.blit(nm, (x, y))
        kind = self.kinds[seat]
        if is_cur:
            img = render("▶ " + tr(f"depredador.kind.{kind}"), 12, GOLD, True)
        else:
            img = render(tr(f"depredador.kind.{kind}"), 12, MUTED)
        surface.blit(img, (x, y + 21))
        # hand size (card backs) and captured pile
        yy = r.top + 48
        count = len(v.hands[seat])
        back = self._tiny_back()
        for i in range(min(count, 4)):
            surface.blit(back, (x + i * 5, yy))
        img = render(f"×{count}", 13, INK, True)
        surface.blit(img, (x + min(count, 4) * 5 + 22, yy + 6))
        caught = len(v.captured[seat])
        cx = r.left + 88
        for i in range(3 if caught else 0):
            pygame.draw.rect(surface, (60, 60, 60), (cx + i * 2, yy + 8 - i * 2, 18, 22), border_radius=3)
            pygame.draw.rect(surface, (160, 160, 150), (cx + i * 2, yy + 8 - i * 2, 18, 22), 1, border_radius=3)
        img = render(tr("depredador.info.caught", count=caught), 12, INK)
        surface.blit(img, (cx + 26, yy + 2))
        img = render(tr("depredador.info.hunt_score", score=_signed(hunt_score(v, seat))), 12, MUTED)
        surface.blit(img, (cx + 26, yy + 17))
        # biome in front of the player
        b = v.player_biome[seat]
        yb = r.bottom - 32
        if b >= 0:
            surface.blit(self.art.biome_tile(b, "mini"), (x, yb))
        else:
            img = render(tr("depredador.info.no_biome"), 12, MUTED)
            surface.blit(img, (x, yb + 5))

    def _prompt(self, v) -> tuple[str, tuple]:
        P = "depredador.prompt."
        if v.phase == "over":
            return tr(P + "over"), GOLD
        if self.summary is not None or self.pending_summary is not None:
            d = self.summary if self.summary is not None else self.pending_summary
            return tr(P + "summary", round=d["round"]), GOLD
        p = self.current()
        if p is None:
            return "", INK
        if self.my_turn():
            if v.phase == "pass":
                target = pass_target(v, self.seat)
                return tr(P + "pass", count=self.deck.pass_count, name=self.player_name(target),
                          direction=tr(f"depredador.{pass_direction(v.round)}"),
                          done=len(v.pass_sel[self.seat])), GOLD
            if v.phase == "biome":
                return tr(P + "biome"), GOLD
            if v.phase == "starter":
                return tr(P + "starter"), GOLD
            hand = v.hands[self.seat]
            colour = self.deck.cards
            lead = v.lead_colour
            if lead != NO_COLOUR:
                has = any(colour[c].colour == lead for c in hand)
                if lead == BLACK:
                    return tr(P + ("follow_black" if has else "void_black")), GOLD
                return tr(P + ("follow" if has else "void"), biome=self.biome_label(lead)), GOLD
            if v.trick:
                return tr(P + "first_colour"), GOLD
            coloured = [c for c in hand if colour[c].kind in (PREY, INVADER)]
            if not coloured:
                return tr(P + "lead_specials"), GOLD
            return tr(P + ("lead_broken" if v.broken else "lead")), GOLD
        nm = self.player_name(p)
        if self._is_human(p):
            return tr(P + "waiting", name=nm), INK
        key = {"pass": "wait_pass", "biome": "wait_biome", "starter": "wait_starter"}.get(v.phase, "thinking")
        return tr(P + key, name=nm), INK

    def _draw_prompt(self, surface, v) -> None:
        R = self.R["prompt"]
        text, col = self._prompt(v)
        mine = self.my_turn()
        surface.blit(self._panel(R.size, fill=(46, 40, 22) if mine else PANEL, alpha=235,
                                 edge=GOLD if mine else PANEL_EDGE, width=2), R)
        size = 17
        text = _fit(text, size, R.w - 24, True)
        img = render(text, size, col, True)
        surface.blit(img, img.get_rect(midleft=(R.left + 12, R.centery)))

    def _draw_self_info(self, surface, v) -> None:
        R = self.R["self_info"]
        surface.blit(self._panel(R.size, alpha=235), R)
        lab = render(tr("depredador.info.your_biome"), 13, MUTED)
        surface.blit(lab, lab.get_rect(midleft=(R.left + 10, R.centery)))
        x = R.left + 16 + lab.get_width()
        b = v.player_biome[self.seat]
        if b >= 0:
            tile = self.art.biome_tile(b, "mini")
            surface.blit(tile, tile.get_rect(midleft=(x, R.centery)))
        else:
            img = render(tr("depredador.info.no_biome"), 13, INK)
            surface.blit(img, img.get_rect(midleft=(x, R.centery)))
        pts = render(tr("depredador.info.pts", points=v.totals[self.seat]), 15, GOLD, True)
        surface.blit(pts, pts.get_rect(midright=(R.right - 10, R.centery)))

    def _draw_hand(self, surface, v) -> None:
        R = self.R["hand"]
        fu = self.face_up()
        mine = self.my_turn()
        layout = self._hand_layout()
        self.drawn_hand = (self.seat, tuple(c for c, _, _ in layout), fu)
        nm = self.player_name(self.seat) + f" ({tr('depredador.you')})" if self.humans else self.player_name(self.seat)
        tag = render(nm, 13, GOLD if mine else MUTED, True)
        surface.blit(tag, (R.left + 4, R.top - 2))
        if not fu:
            back = self.art.back("small")
            for c, r, _ in layout:
                surface.blit(back, (r.x, R.bottom - r.h - 6))
            img = render(tr("depredador.prompt.hidden"), 16, INK, True)
            box = img.get_rect(center=(R.centerx, R.centery + 10)).inflate(20, 10)
            surface.blit(self._panel(box.size, alpha=230), box)
            surface.blit(img, img.get_rect(center=box.center))
            return
        dim_illegal = mine and v.phase == "hunt"
        for c, r, ok in layout:
            if c == UNKNOWN:
                surface.blit(self.art.back("small"), r)
                continue
            if mine and ok:
                pygame.draw.rect(surface, GOLD if c != self.hover_card else (255, 240, 170), r.inflate(6, 6), 3,
                                 border_radius=9)
            surface.blit(self.art.card(c, "small"), r)
            if dim_illegal and not ok:
                surface.blit(self._dim(r.size), r)
            if c in self.received:
                tag = render(tr("depredador.info.received"), 10, (20, 20, 20), True)
                box = tag.get_rect(midbottom=(r.centerx, r.top + 2)).inflate(8, 2)
                pygame.draw.rect(surface, (170, 220, 255), box, border_radius=5)
                surface.blit(tag, tag.get_rect(center=box.center))

    def _draw_zoom(self, surface) -> None:
        rect = next((r for c, r in self.card_targets() if c == self.hover_card), None)
        if rect is None:
            return
        big = self.art.card(self.hover_card, "large")
        w, h = big.get_size()
        x = max(10, min(rect.centerx - w // 2, self.R["hand"].right - w))
        y = self.hover_anchor[1] - h
        shadow = self._panel((w + 8, h + 8), fill=(0, 0, 0), alpha=90, width=0, radius=14)
        surface.blit(shadow, (x - 2, y + 2))
        surface.blit(big, (x, y))
        self.zoom_drawn = (self.hover_card, pygame.Rect(x, y, w, h))

    def _draw_scores(self, surface, v) -> None:
        R = self.R["scores"]
        surface.blit(self._panel(R.size, alpha=240), R)
        title = tr("depredador.scores.title") + " · " + tr("depredador.info.round", round=v.round, rounds=v.rounds)
        img = render(title, 15, GOLD, True)
        surface.blit(img, (R.left + 10, R.top + 8))
        cols = (R.left + 10, R.left + 128, R.left + 178, R.right - 12)
        y = R.top + 34
        for i, key in enumerate(("player", "biome", "hunt", "total")):
            img = render(tr(f"depredador.scores.{key}"), 11, MUTED, True)
            if i == 0:
                surface.blit(img, (cols[0], y))
            elif i == 3:
                surface.blit(img, img.get_rect(topright=(cols[3], y)))
            else:
                surface.blit(img, img.get_rect(midtop=(cols[i] + 12, y)))
        y += 18
        row_h = min(26, (R.bottom - y - 6) // self.n)
        cur = self.current()
        for s in range(self.n):
            ry = y + s * row_h
            if s == cur and self.summary is None:
                surface.blit(self._panel((R.w - 8, row_h), fill=(70, 60, 30), alpha=200, width=0, radius=5),
                             (R.left + 4, ry))
            nm = self.player_name(s)
            img = render(_fit(nm, 13, 112, s == self.seat), 13, INK, s == self.seat)
            surface.blit(img, img.get_rect(midleft=(cols[0], ry + row_h // 2)))
            b = v.player_biome[s]
            if b >= 0:
                chip = self.art.biome_tile(b, "chip")
                surface.blit(chip, chip.get_rect(center=(cols[1] + 12, ry + row_h // 2)))
            else:
                img = render("—", 13, MUTED)
                surface.blit(img, img.get_rect(center=(cols[1] + 12, ry + row_h // 2)))
            img = render(_signed(hunt_score(v, s)), 13, INK)
            surface.blit(img, img.get_rect(center=(cols[2] + 12, ry + row_h // 2)))
            img = render(str(v.totals[s]), 14, GOLD, True)
            surface.blit(img, img.get_rect(midright=(cols[3], ry + row_h // 2)))

    def _draw_summary(self, surface) -> None:
        d = self.summary
        R = self.R["summary"]
        shade = self._panel((992, 712), fill=(0, 0, 0), alpha=120, width=0, radius=16)
        surface.blit(shade, (4, 4))
        surface.blit(self._panel(R.size, fill=(28, 34, 38), alpha=248, edge=GOLD, width=3, radius=12), R)
        st = self.session.state
        title = tr("depredador.summary.final") if self.final_summary else \
            tr("depredador.summary.title", round=d["round"], rounds=st.rounds)
        img = render(title, 24, GOLD, True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + 16)))
        cols = [R.left + 24, R.left + 250, R.left + 400, R.left + 500, R.right - 30]
        heads = ["player", "biome", "hunt_score", "award", "total"]
        y = R.top + 66
        for i, h in enumerate(heads):
            img = render(tr(f"depredador.summary.{h}"), 14, MUTED, True)
            surface.blit(img, img.get_rect(topright=(cols[i], y)) if i == 4 else (cols[i], y))
        y += 26
        row_h = min(40, (R.bottom - 80 - y) // self.n)
        best = max(d["scores"])
        for s in range(self.n):
            ry = y + s * row_h
            if d["awards"][s] > 0 and d["scores"][s] == best:
                surface.blit(self._panel((R.w - 24, row_h - 4), fill=(70, 60, 30), alpha=220, width=0, radius=6),
                             (R.left + 12, ry))
            nm = self.player_name(s) + (f" ({tr('depredador.you')})" if s == self.seat and self.humans else "")
            img = render(_fit(nm, 17, 210, True), 17, INK, True)
            surface.blit(img, img.get_rect(midleft=(cols[0], ry + row_h // 2 - 2)))
            b = d["biomes"][s]
            if b >= 0:
                tile = self.art.biome_tile(b, "mini")
                surface.blit(tile, tile.get_rect(midleft=(cols[1], ry + row_h // 2 - 2)))
            else:
                img = render("—", 16, MUTED)
                surface.blit(img, img.get_rect(midleft=(cols[1], ry + row_h // 2 - 2)))
            img = render(str(d["scores"][s]), 18, INK, True)
            surface.blit(img, img.get_rect(midleft=(cols[2] + 20, ry + row_h // 2 - 2)))
            a = d["awards"][s]
            img = render(_signed(a), 18, GREEN if a > 0 else RED if a < 0 else MUTED, True)
            surface.blit(img, img.get_rect(midleft=(cols[3] + 10, ry + row_h // 2 - 2)))
            img = render(str(d["totals"][s]), 20, GOLD, True)
            surface.blit(img, img.get_rect(midright=(cols[4], ry + row_h // 2 - 2)))
        if not self.final_summary:
            btn = pygame.Rect(0, 0, 200, 44)
            btn.midbottom = (R.centerx, R.bottom - 18)
            self.continue_rect = btn
            hov = btn.collidepoint(self.mouse)
            surface.blit(self._panel(btn.size, fill=(70, 80, 60) if hov else (52, 60, 56), alpha=250,
                                     edge=GOLD, width=2), btn)
            img = render(tr("depredador.summary.continue"), 18, INK, True)
            surface.blit(img, img.get_rect(center=btn.center))
        else:
            self.continue_rect = pygame.Rect(0, 0, 0, 0)
