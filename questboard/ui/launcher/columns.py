"""The launcher's two columns of cards: the adventures and the heroes (in seat order once
chosen). Plain functions of what they draw; the rects to click are appended to `hits`."""

from __future__ import annotations

import pygame

from questboard.ui.drawing import look
from questboard.words import counted


def draw_adventures(surface, col: pygame.Rect, s: float, adventures, chosen_entry, hits: list) -> None:
    """The adventure cards, the chosen one edged in gold; each card's rect goes into `hits`."""
    y = col.y + look.px(50, s)
    gap = look.px(14, s)
    n = max(1, len(adventures))
    card_h = min(look.px(190, s), (col.bottom - y - gap * (n - 1)) // n)
    title_f = look.serif(look.px(30, s, 17), bold=True)
    meta_f = look.sans(look.px(20, s, 14), bold=True)
    blurb_f = look.serif(look.px(22, s, 14), italic=True)
    for entry in adventures:
        r = pygame.Rect(col.x, y, col.w, card_h)
        chosen = entry is chosen_entry
        look.shadowed_panel(surface, r, "parchment" if not entry.problem else "slip",
                            look.px(12, s), border=look.GOLD if chosen else look.INK_SOFT)
        if chosen:
            pygame.draw.rect(surface, look.GOLD, r, look.px(5, s), border_radius=look.px(12, s))
        pad = look.px(18, s)
        inner = r.inflate(-2 * pad, -2 * pad)
        if entry.problem:
            meta = "cannot be played"
            text = entry.problem
        else:
            lo, hi = entry.heroes
            meta = f"Level {entry.level}  ·  {lo}–{hi} heroes" if lo != hi else f"Level {entry.level}  ·  {lo} hero"
            text = entry.blurb
        if not entry.problem and title_f.size(entry.title)[0] + meta_f.size(meta)[0] + look.px(12, s) > inner.w:
            meta = f"Level {entry.level}  ·  {lo}–{hi}" if lo != hi else f"Level {entry.level}"  # room for the title
        m = meta_f.render(meta, True, look.WOOD)
        surface.blit(m, m.get_rect(topright=(inner.right, inner.y + look.px(6, s))))
        t = title_f.render(look.ellipsis(title_f, entry.title, inner.w - m.get_width() - look.px(12, s)), True, look.INK)
        surface.blit(t, inner.topleft)
        body = look.wrapped(blurb_f, text, look.INK_SOFT, inner.w)
        room = inner.h - t.get_height() - look.px(6, s)
        surface.blit(body, (inner.x, inner.y + t.get_height() + look.px(6, s)),
                     pygame.Rect(0, 0, inner.w, look.whole_lines(blurb_f, room)))
        hits.append((r, "adventure", entry))
        y += card_h + gap


def draw_heroes(surface, col: pygame.Rect, s: float, hero_cards, seated: list[str], hits: list,
                veterans=None) -> None:
    """The hero cards, a chosen hero edged in its seat's colour with the seat on a coin;
    each card's rect goes into `hits`; a veteran of the roster (`veterans`: hero id ->
    `rules.veterans.Veteran`) with his values as written down."""
    veterans = veterans or {}
    y = col.y + look.px(50, s)
    gap = look.px(14, s)
    heroes = list(hero_cards.values())
    card_h = min(look.px(200, s), (col.bottom - y - gap * 3) // 4)
    name_f = look.serif(look.px(30, s, 17), bold=True)
    role_f = look.serif(look.px(22, s, 14), italic=True)
    num_f = look.sans(look.px(20, s, 14))
    numb_f = look.sans(look.px(22, s, 14), bold=True)
    for hero in heroes:
        r = pygame.Rect(col.x, y, col.w, card_h)
        seat = seated.index(hero.id) + 1 if hero.id in seated else 0
        colour = look.HERO_COLOURS[(seat - 1) % 4] if seat else look.INK_SOFT
        look.shadowed_panel(surface, r, "parchment", look.px(12, s),
                            border=colour if seat else look.INK_SOFT)
        if seat:
            pygame.draw.rect(surface, colour, r, look.px(5, s), border_radius=look.px(12, s))
        pad = look.px(16, s)
        # Portrait: a disc with the initial, the seat number on a gold badge.
        pr = min(card_h // 2 - pad, look.px(56, s))
        pc = (r.x + pad + pr, r.y + pad + pr)
        pygame.draw.circle(surface, colour if seat else (0x8E, 0x80, 0x6C), pc, pr)
        pygame.draw.circle(surface, look.GOLD, pc, pr, look.px(4, s))
        ini = look.serif(round(pr * 1.1), bold=True).render(hero.name[0], True, (255, 255, 255))
        surface.blit(ini, ini.get_rect(center=pc))
        if seat:
            look.coin(surface, (pc[0] + pr - look.px(6, s), pc[1] - pr + look.px(6, s)),
                      look.px(18, s, 10), str(seat))
        x = pc[0] + pr + pad
        surface.blit(name_f.render(hero.name, True, look.INK), (x, r.y + pad - look.px(4, s)))
        v = veterans.get(hero.id)
        role = hero.title if v is None else (f"Veteran of {counted(len(v.adventures), 'adventure')}, "
                                             f"{counted(v.improvements, 'improvement')}")
        surface.blit(role_f.render(look.ellipsis(role_f, role, r.right - pad - x), True, look.INK_SOFT),
                     (x, r.y + pad + name_f.get_height() - look.px(6, s)))
        yy = r.y + pad + name_f.get_height() + role_f.get_height()
        _attributes(surface, (x, yy), hero, v, num_f, numb_f, s)
        yy += numb_f.get_height() + look.px(2, s)
        bars = f"Vitality {v.vitality if v else hero.strength.start + 1}  ·  move {hero.movement_bar:g} LU"
        bars += f"  ·  range {hero.range_bar:g} LU" if hero.range_bar else "  ·  no bow"
        surface.blit(num_f.render(bars, True, look.INK_SOFT), (x, yy))
        yy += num_f.get_height() + look.px(4, s)
        most = (r.bottom - pad // 2 - yy) // role_f.get_linesize()
        if most >= 2:  # a single cut-off line says nothing
            for text in look.clipped_lines(role_f, hero.text, r.right - pad - x, most):
                surface.blit(look.line(role_f, text, look.INK_SOFT), (x, yy))
                yy += role_f.get_linesize()
        hits.append((r, "hero", hero.id))
        y += card_h + gap


def _attributes(surface, at, hero, v, num_f, numb_f, s: float) -> None:
    """A hero card's four attributes in a row: the start values, or a veteran's (`v`)."""
    xx, yy = at
    for attr in ("charisma", "talent", "deftness", "strength"):
        bar = hero.bar(attr)
        label = num_f.render({"deftness": "Dft"}.get(attr, attr[:3].capitalize()) + " ", True, look.INK_SOFT)
        val = numb_f.render(str(dict(v.attributes).get(attr, bar.start) if v else bar.start), True, look.INK)
        surface.blit(label, (xx, yy))
        surface.blit(val, (xx + label.get_width(), yy - look.px(1, s)))
        xx += label.get_width() + val.get_width() + look.px(18, s)
