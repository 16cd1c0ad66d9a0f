"""The prompt line of Depredador's table: what it says now (``prompt_line``) and the panel with its main
button, "Pass" during the migration (``draw_prompt``). Both read a :class:`~game.depredador.look.Look`."""
from __future__ import annotations

import pygame

from game.depredador.log_text import biome_label, say, say_n
from game.depredador.look import Look
from game.i18n import tr
from game.table.paint import GOLD, PANEL, PANEL_EDGE, panel
from game.text import ellipsize, fit_size, render
from game.widgets import INK
from rules.depredador.cards import BLACK, INVADER, NO_COLOUR, PREY
from rules.depredador.scoring import result
from rules.depredador.setup import pass_direction, pass_target
from rules.depredador.state import PH_BIOME, PH_OVER, PH_PASS, PH_STARTER

P = "depredador.prompt."


def prompt_line(look: Look) -> tuple[str, tuple]:
    """What the prompt line says now, and its colour."""
    v = look.v
    if v.phase == PH_OVER and len(v.awards) >= v.rounds:
        places = result(v).places
        winners = ", ".join(look.name(i) for i, pl in enumerate(places) if pl == 1)
        return tr(P + "over_winners", winners=winners), GOLD
    if look.summary is not None or look.pending is not None:
        d = look.summary if look.summary is not None else look.pending
        return tr(P + "summary", round=d["round"]), GOLD
    if v.phase == PH_OVER:
        return tr(P + "over"), GOLD
    p = look.current
    if p is None:
        return "", INK
    if look.my_turn:
        return _my_turn_line(look), GOLD
    nm = look.name(p)
    if p in look.local_humans:
        return tr(P + "waiting", name=nm), INK
    key = {PH_PASS: "wait_pass", PH_BIOME: "wait_biome", PH_STARTER: "wait_starter"}.get(v.phase, "thinking")
    return tr(P + key, name=nm), INK


def _my_turn_line(look: Look) -> str:
    """What the shown seat is asked to do on its turn."""
    v, deck = look.v, look.deck
    if v.phase == PH_PASS:
        target = look.name(pass_target(v, look.seat))
        if look.staged is not None:
            return tr(P + "pass_ready", name=target)
        return say_n(P + "pass", deck.pass_count, deck, name=target,
                     direction=tr(f"depredador.{pass_direction(v.round)}"), done=len(look.picked))
    if v.phase == PH_BIOME:
        return tr(P + "biome")
    if look.sheltering is not None:
        return say(P + "shelter", deck)
    if v.phase == PH_STARTER:
        return tr(P + "starter")
    hand = v.hands[look.seat]
    cards = deck.cards
    lead = v.lead_colour
    if lead != NO_COLOUR:
        has = any(cards[c].colour == lead for c in hand)
        if lead == BLACK:
            return say(P + ("follow_black" if has else "void_black"), deck)
        return say(P + ("follow" if has else "void"), deck, biome=biome_label(deck, lead))
    if v.trick:
        return say(P + "first_colour", deck)
    coloured = [c for c in hand if cards[c].kind in (PREY, INVADER)]
    if not coloured:
        return say(P + "lead_specials", deck)
    return say(P + ("lead_broken" if v.broken else "lead"), deck)


def draw_prompt(look: Look, surface) -> None:
    R = look.R["prompt"]
    text, col = prompt_line(look)
    mine = look.my_turn
    surface.blit(panel(R.size, fill=(46, 40, 22) if mine else PANEL, alpha=235,
                       edge=GOLD if mine else PANEL_EDGE, width=2), R)
    width = R.w - 24
    btn = look.pass_button
    if btn is not None:
        width = btn.left - R.left - 20
        hov = btn.collidepoint(look.mouse)
        pygame.draw.rect(surface, (92, 78, 30) if hov else (70, 60, 26), btn, border_radius=7)
        pygame.draw.rect(surface, GOLD, btn, 2, border_radius=7)
        label = tr("depredador.button." + ("cancel" if look.sheltering is not None else "pass"))
        img = render(label, fit_size(label, 16, btn.w - 12, True), INK, True)
        surface.blit(img, img.get_rect(center=btn.center))
    size = fit_size(text, 17, width, True, low=14)
    img = render(ellipsize(text, size, width, True), size, col, True)
    surface.blit(img, img.get_rect(midleft=(R.left + 12, R.centery)))
