"""Drawing the Selva deck editor (and the card pictures and cost pips the swap screen shares): the
pool list, the card under the pointer, the deck with its verdict. Each function takes the editor
scene ``ed`` and the surface."""
from __future__ import annotations

import pygame

from game import i18n
from game.i18n import tr
from game.selva.faces import card_face, cost_badges
from game.text import condense, ellipsize, fit_size, fits, font, render, wrap
from game.widgets import ACCENT, GOOD, INK, MUTED, WARN, draw_background, draw_panel

HIERBA = (96, 176, 84)
PRESA = (196, 110, 60)
TYPE_COLOURS = {"alfa": (222, 184, 84), "animal": (120, 168, 110), "recurso": (150, 130, 96),
                "elemento": (96, 150, 200), "fuerza": (196, 110, 100), "sigilo": (150, 116, 190)}


def card_picture(card, lang: str, size: tuple[int, int]) -> pygame.Surface:
    """A card, large (the table's card face)."""
    return card_face(card, lang, size)


def pips(surface, x: int, y: int, cost, r: int = 6, gap: int = 3) -> int:
    """The cost as the cards show it: a leaf and the number of Hierba, a bone and the number of Presa
    (numbers at 12 px or more); return the end x."""
    return cost_badges(surface, cost, (x, y), max(16, 2 * r + 4), 12)


def fitted(text: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
    """``text`` at the largest size from ``size`` down to 12 that fits ``width`` (cut, and reported,
    only if even 12 px is too wide)."""
    sz = fit_size(text, size, width, bold, low=12)
    return ellipsize(text, sz, width, bold), sz


def draw(ed, surface) -> None:
    draw_background(surface)
    title = tr("selva_editor.title")
    size = fit_size(title, 20, 184, True)
    surface.blit(render(title, size, INK, bold=True), (20, 16))
    cap = tr("selva_editor.name") + (" •" if ed.dirty else "")
    surface.blit(render(cap, 14, ACCENT if ed.dirty else MUTED), (20, 42))
    ed.name_input.draw(surface)
    for w in ed.top_widgets:
        w.draw(surface)
    ed.search_input.draw(surface)
    cards = ed.filtered()
    shown = render(tr("selva_editor.filter.shown", n=len(cards), total=len(ed.pool.cards)), 14, MUTED)
    surface.blit(shown, shown.get_rect(midleft=(1078, 91)))
    _draw_list(ed, surface)
    _draw_preview(ed, surface)
    _draw_deck(ed, surface)
    hint = render(tr("selva_editor.keys"), 14, MUTED)
    surface.blit(hint, hint.get_rect(midbottom=(640, 719)))

def _draw_list(ed, surface) -> None:
    L = ed.LIST
    draw_panel(surface, L, alpha=210)
    lang = i18n.language()
    cards = ed.filtered()
    heads = ((tr("selva_editor.col.deck"), L.left + 12), (tr("selva_editor.col.name"), L.left + 50),
             (tr("selva_editor.col.type"), L.left + 256), (tr("selva_editor.col.cost"), L.left + 336))
    after = L.left
    for i, (text, x) in enumerate(heads):
        x = max(x, after)                       # a heading wider than its column pushes the next one
        room = (heads[i + 1][1] if i + 1 < len(heads) else L.right - 120) - x - 4
        if not fits(text, 13, room):            # condensed when that fits, else condensed and wider
            condense(text, 13)
        img = render(text, 13, MUTED)
        surface.blit(img, (x, L.top + 10))
        after = x + img.get_width() + 6
    stat = render(tr("selva_editor.col.stats"), 13, MUTED)
    surface.blit(stat, stat.get_rect(topright=(L.right - 46, L.top + 10)))
    rows = ed.list_rows()
    if not rows:
        none = render(tr("selva_editor.no_match"), 16, MUTED)
        surface.blit(none, none.get_rect(center=(L.centerx, L.top + 120)))
    for i, (card, rect) in enumerate(rows):
        mine = ed.draft.copies(card.id) + (1 if card.id in ed.draft.alfas else 0)
        sel = card.id == ed.selected
        if sel or card.id == ed.hovered:
            pygame.draw.rect(surface, (48, 78, 64) if sel else (44, 56, 60), rect, border_radius=6)
            if sel:
                pygame.draw.rect(surface, ACCENT, rect, 2, border_radius=6)
        chip = pygame.Rect(rect.left + 4, rect.top + 4, 8, rect.height - 8)
        pygame.draw.rect(surface, TYPE_COLOURS.get(card.type, MUTED), chip, border_radius=3)
        cnt = render(str(mine) if mine else "·", 15, ACCENT if mine else MUTED, bold=True)
        surface.blit(cnt, cnt.get_rect(center=(rect.left + 28, rect.centery)))
        nm, sz = fitted(card.name(lang), 15, 200, True)
        img = render(nm, sz, INK, bold=True)
        surface.blit(img, img.get_rect(midleft=(rect.left + 44, rect.centery)))
        surface.blit(render(tr(f"selva.type.{card.type}"), 12, MUTED), (rect.left + 250, rect.top + 9))
        pips(surface, rect.left + 344, rect.centery, card.cost, r=6, gap=1)
        if card.type == "animal":
            stat = f"{card.attack}/{card.defence}"
            surface.blit(render(stat, 15, INK, bold=True), render(stat, 15, INK).get_rect(
                midright=(rect.right - 40, rect.centery)))
        elif card.type == "alfa":
            stat = f"♥{card.life}"
            img = render(stat, 15, (240, 140, 140), bold=True)
            surface.blit(img, img.get_rect(midright=(rect.right - 40, rect.centery)))
        pr = ed.plus_rect(i)
        can = ed.draft.why_not_add(card.id, "alfas" if card.type == "alfa" else "bosque") is None
        pygame.draw.rect(surface, (60, 90, 70) if can else (44, 48, 52), pr, border_radius=6)
        plus = render("+", 18, INK if can else MUTED, bold=True)
        surface.blit(plus, plus.get_rect(center=pr.center))
    n = ed.visible_rows()
    if len(cards) > n:
        track = pygame.Rect(L.right - 5, L.top + 34, 3, n * ed.ROW_H)
        bar_h = max(20, track.height * n // len(cards))
        by = track.top + int((track.height - bar_h) * ed.scroll / max(1, len(cards) - n))
        pygame.draw.rect(surface, (100, 110, 114), (track.left, by, 3, bar_h), border_radius=2)

def _draw_files(ed, surface) -> None:
    """The player's decks (ready, or a draft with the first rule it breaks) and every deck file that
    could not be read, with its reason."""
    P = ed.PREVIEW
    clip = surface.get_clip()
    surface.set_clip(P.inflate(-4, -4))
    for row, r in ed.file_rows():
        kind = row[0]
        if kind == "head":
            y = r.top + 3
            for line in wrap(row[1], 15, r.w - 8, True):
                surface.blit(render(line, 15, ACCENT, bold=True), (r.left + 4, y))
                y += 19
        elif kind == "empty":
            surface.blit(render(row[1], 13, MUTED), (r.left + 8, r.top + 3))
        elif kind == "deck":
            _path, deck, status = row[1]
            from game.selva.decks import deck_label
            lit = r.collidepoint(ed.mouse)
            pygame.draw.rect(surface, (48, 70, 64) if lit else (40, 48, 52), r, border_radius=6)
            if deck.id == ed.loaded_id:
                pygame.draw.rect(surface, ACCENT, r, 2, border_radius=6)
            nm, sz = fitted(deck_label(deck), 14, r.w - 12, True)
            surface.blit(render(nm, sz, INK, bold=True), (r.left + 6, r.top + 3))
            text = ed.status_text(status)
            y = r.top + 21
            for line in wrap(text, 12, r.w - 16):
                surface.blit(render(line, 12, GOOD if status is None else WARN), (r.left + 8, y))
                y += 15
        else:
            y = r.top + 2
            for line in wrap(row[1], 12, r.w - 12):
                surface.blit(render(line, 12, (236, 200, 170)), (r.left + 4, y))
                y += 15
    surface.set_clip(clip)


def _draw_preview(ed, surface) -> None:
    P = ed.PREVIEW
    draw_panel(surface, P, alpha=210)
    if ed.files_open:
        _draw_files(ed, surface)
        return
    card = ed.current_card()
    lang = i18n.language()
    if card is None:
        msg = render(tr("selva_editor.no_card"), 16, MUTED)
        surface.blit(msg, msg.get_rect(center=(P.centerx, P.top + 180)))
        return
    img = card_picture(card, lang, ed.CARD_SIZE)
    if img.get_size() != ed.CARD_SIZE:
        img = pygame.transform.smoothscale(img, ed.CARD_SIZE)
    surface.blit(img, img.get_rect(midtop=(P.centerx, P.top + 8)))
    y = P.top + 8 + ed.CARD_SIZE[1] + 6
    if card.type == "alfa":
        line = tr("selva_editor.in_alfas") if card.id in ed.draft.alfas else tr("selva_editor.life", n=card.life)
    else:
        line = tr("selva_editor.in_deck", b=ed.draft.bosque.get(card.id, 0), r=ed.draft.reserva.get(card.id, 0))
    img = render(line, 14, ACCENT, bold=True)
    surface.blit(img, img.get_rect(midtop=(P.centerx, y)))
    y += 20
    bottom = (596 if card.type != "alfa" else 620)
    lines: list[tuple[str, tuple]] = []
    for kw in sorted(card.keywords):          # the card face prints the fact; the keywords in words here
        k = ed.pool.keyword(kw)
        lines += [(ln, (220, 210, 170)) for ln in wrap(f"{i18n.name(k.names)}: {i18n.name(k.text)}", 13,
                                                       P.width - 20)]
    for ln, col in lines:
        if y + 16 > bottom:
            break
        surface.blit(render(ln, 13, col), (P.left + 10, y))
        y += 16
    for b in ed.card_buttons():
        b.draw(surface)

def _draw_deck(ed, surface) -> None:
    D = ed.DECK
    draw_panel(surface, D, alpha=210)
    lang = i18n.language()
    rows = ed.deck_rows()
    for row, rect in rows:
        kind = row[0]
        if kind == "head":
            surface.blit(render(row[1], 16, ACCENT, bold=True), (rect.left + 4, rect.top + 2))
            continue
        if kind == "empty":
            surface.blit(render(row[1], 14, MUTED), (rect.left + 14, rect.top + 3))
            continue
        (cid, n), zone = row[1], row[2]
        i = ed.pool.index.get(cid)
        card = ed.pool.cards[i] if i is not None else None
        if cid == ed.hovered or cid == ed.selected:
            pygame.draw.rect(surface, (44, 60, 60), rect, border_radius=4)
        label = f"{n}×" if zone != "alfas" else ("①" if ed.draft.alfas and ed.draft.alfas[0] == cid else "•")
        surface.blit(render(label, 14, INK, bold=True), (rect.left + 12, rect.top + 3))
        nm, sz = fitted(card.name(lang) if card else cid, 14, 220)
        img = render(nm, sz, INK if card else WARN)
        surface.blit(img, img.get_rect(midleft=(rect.left + 48, rect.centery)))
        if card is not None:
            pips(surface, rect.right - 126, rect.centery, card.cost, r=4, gap=2)
        if zone != "alfas":
            pr = ed.deck_plus_rect(rect)
            pygame.draw.rect(surface, (56, 80, 66), pr, border_radius=4)
            t = render("+", 14, INK, bold=True)
            surface.blit(t, t.get_rect(center=pr.center))
        mr = ed.deck_minus_rect(rect)
        pygame.draw.rect(surface, (90, 56, 50), mr, border_radius=4)
        t = render("−", 14, INK, bold=True)
        surface.blit(t, t.get_rect(center=mr.center))
    entries = ed.deck_entries()
    area = ed.deck_area()
    n = area.height // ed.DROW_H
    if len(entries) > n:
        bar_h = max(16, area.height * n // len(entries))
        by = area.top + int((area.height - bar_h) * ed.deck_scroll / max(1, len(entries) - n))
        pygame.draw.rect(surface, (100, 110, 114), (D.right - 5, by, 3, bar_h), border_radius=2)
    # the verdict
    y = area.bottom + 10
    pygame.draw.line(surface, (80, 90, 96), (D.left + 10, y - 5), (D.right - 10, y - 5), 1)
    probs = ed.problems()
    if not probs:
        img = render("✓ " + tr("selva_editor.legal"), 20, GOOD, bold=True)
        surface.blit(img, (D.left + 14, y + 4))
        return
    surface.blit(render(tr("selva_editor.problems"), 15, WARN, bold=True), (D.left + 14, y))
    y += 22
    shown = 0
    for p in probs:
        lines = wrap("• " + p, 14, D.width - 28)
        if y + 17 * len(lines) > D.bottom - 22:
            break
        for ln in lines:
            surface.blit(render(ln, 14, (236, 200, 170)), (D.left + 14, y))
            y += 17
        shown += 1
    if shown < len(probs):
        surface.blit(render(f"+{len(probs) - shown}…", 14, MUTED), (D.left + 14, D.bottom - 20))
