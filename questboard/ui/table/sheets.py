"""Hero sheets: attribute bars with start and maximum, Vitality, gold, the leader's horn,
equipment and gifts as little cards (an exhausted gift lies face down). Drawn from the
hero's sheet view as the game gives it; every change goes through the game."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from questboard.play.sheets import SheetView
from questboard.ui.drawing import look


@dataclass(frozen=True)
class Chip:
    rect: pygame.Rect
    hero: str
    kind: str  # "item" or "gift"
    card: str
    name: str
    cut: bool = False  # its name drawn cut short: told whole on hover


def horn(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """The signaling horn: a curved gold horn with a darker mouth."""
    x, y = centre
    pts = [(x - size * 0.5, y + size * 0.15), (x - size * 0.1, y + size * 0.05),
           (x + size * 0.35, y - size * 0.3), (x + size * 0.5, y - size * 0.05),
           (x + size * 0.1, y + size * 0.35), (x - size * 0.5, y + size * 0.3)]
    pygame.draw.polygon(surface, look.GOLD, pts)
    pygame.draw.polygon(surface, look.WOOD_DARK, pts, max(1, size // 12))
    pygame.draw.circle(surface, look.WOOD_DARK, (round(x + size * 0.42), round(y - size * 0.17)),
                       max(2, size // 7))


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, sheet: SheetView, scale: float) -> list[Chip]:
    """One hero's sheet (his `play.sheets.SheetView`) in `rect`; the chips of its cards (for
    clicks and drags)."""
    s = scale
    pad = look.px(12, s)
    band = _band(surface, rect, sheet, s)
    y = band.bottom + look.px(8, s)
    label_f = look.sans(look.px(17, s, 14))
    num_f = look.sans(look.px(18, s, 14), bold=True)
    label_w = max(label_f.size(a.name)[0] for a in sheet.attributes) + look.px(6, s)
    # The boxes as big as the sheet allows: the longest bar and its number, and the Vitality
    # pips with their count and the gold coin beside them, all inside the sheet.
    coin_r = look.px(15, s, 9)
    inner = rect.w - 2 * pad - label_w - look.px(6, s)
    longest = max(a.max for a in sheet.attributes)
    room_bar = (inner - num_f.size("10")[0]) // max(1, longest)
    vt_w = num_f.size(f"{sheet.max_vitality}/{sheet.max_vitality}")[0]
    room_vit = (inner - vt_w - 2 * coin_r - look.px(6, s)) // max(1, sheet.max_vitality)
    cell = max(6, min(look.px(16, s, 9), room_bar - 2, room_vit - 2))
    x = rect.x + pad + label_w
    for attr in sheet.attributes:
        surface.blit(label_f.render(attr.name, True, look.INK_SOFT), (rect.x + pad, y))
        _bar(surface, (x, y + look.px(3, s)), attr, cell)
        n = num_f.render(str(attr.value), True, look.INK)
        surface.blit(n, (x + attr.max * (cell + 2) + look.px(6, s), y))
        y += max(label_f.get_height(), cell + look.px(6, s))
    # Vitality pips and gold.
    y += look.px(4, s)
    surface.blit(label_f.render("Vitality", True, look.INK_SOFT), (rect.x + pad, y))
    r = cell // 2 + 1
    for v in range(1, sheet.max_vitality + 1):
        c = (x + (v - 1) * (cell + 2) + r, y + look.px(3, s) + r)
        pygame.draw.circle(surface, look.BAD if v <= sheet.vitality else look.PARCH_SHADOW, c, r)
        pygame.draw.circle(surface, look.INK_SOFT, c, r, 1)
    vt = num_f.render(f"{sheet.vitality}/{sheet.max_vitality}", True, look.INK)
    surface.blit(vt, (x + sheet.max_vitality * (cell + 2) + look.px(6, s), y))
    look.coin(surface, (rect.right - pad - coin_r, y + coin_r - look.px(2, s)), coin_r, str(sheet.gold))
    return _cards(surface, rect, sheet, y + cell + look.px(14, s), s)


def _band(surface, rect: pygame.Rect, sheet: SheetView, s: float) -> pygame.Rect:
    """The sheet's parchment and its coloured band: name, title and the leader's horn."""
    pad = look.px(12, s)
    colour = look.HERO_COLOURS[sheet.seat % 4]
    look.shadowed_panel(surface, rect, "parchment", look.px(10, s), border=colour)
    band = pygame.Rect(rect.x, rect.y, rect.w, look.px(54, s))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=look.px(10, s),
                     border_top_right_radius=look.px(10, s))
    name_f = look.fit(lambda n: look.serif(n, bold=True), sheet.name, rect.w - 2 * pad - look.px(40, s),
                      look.px(26, s, 16), 14)
    surface.blit(name_f.render(sheet.name, True, (255, 255, 255)), (rect.x + pad, rect.y + look.px(3, s)))
    role = look.serif(look.px(18, s, 14), italic=True).render(sheet.title, True, (0xE6, 0xEC, 0xF2))
    surface.blit(role, (rect.x + pad, band.bottom - role.get_height() - look.px(1, s)))
    if sheet.leader:
        horn(surface, (band.right - look.px(26, s), band.centery), look.px(36, s, 18))
    return band


def _bar(surface, at: tuple[int, int], attr, cell: int) -> None:
    """An attribute's boxes: filled up to its value, the start value ringed in red."""
    x, y = at
    for v in range(1, attr.max + 1):
        c = pygame.Rect(x + (v - 1) * (cell + 2), y, cell, cell)
        pygame.draw.rect(surface, look.INK if v <= attr.value else look.PARCH_SHADOW, c, border_radius=2)
        if v == attr.start:  # the red start value, as on the printed sheet
            pygame.draw.rect(surface, look.REFUSED, c.inflate(4, 4), max(2, cell // 6), border_radius=3)


def _cards(surface, rect: pygame.Rect, sheet: SheetView, y: int, s: float) -> list[Chip]:
    """Equipment (with the limit), then gifts, as little cards from `y` down."""
    pad = look.px(12, s)
    chips: list[Chip] = []
    label_f = look.sans(look.px(17, s, 14))
    head_f = look.sans(look.px(16, s, 14), bold=True)
    chip_f = look.serif(look.px(18, s, 14), bold=True)
    chip_h = chip_f.get_height() + look.px(8, s)
    cols = 2 if rect.w > look.px(380, s) else 1
    chip_w = (rect.w - 2 * pad - (cols - 1) * look.px(6, s)) // cols
    sections = (
        (f"Equipment {len(sheet.equipment)}/{sheet.equipment_limit}", "item", sheet.over_equipment,
         [(i.id, i.name, False) for i in sheet.items]),
        (f"Gifts {sheet.gift_count}/{sheet.gift_limit} + innate", "gift", sheet.over_gifts,
         [(g.id, g.name, g.exhausted) for g in sheet.gifts]),
    )
    for title, kind, over, entries in sections:
        if y + head_f.get_height() > rect.bottom - pad:
            break
        surface.blit(head_f.render(title, True, look.REFUSED if over else look.WOOD), (rect.x + pad, y))
        y += head_f.get_height() + look.px(2, s)
        if not entries:
            surface.blit(label_f.render("none", True, look.INK_SOFT), (rect.x + pad, y))
            y += label_f.get_height() + look.px(6, s)
            continue
        for k, (card_id, name, exhausted) in enumerate(entries):
            col, row = k % cols, k // cols
            cr = pygame.Rect(rect.x + pad + col * (chip_w + look.px(6, s)),
                             y + row * (chip_h + look.px(4, s)), chip_w, chip_h)
            if cr.bottom > rect.bottom - look.px(4, s):
                break
            cut = _chip(surface, cr, name, kind, exhausted, chip_f, s)
            chips.append(Chip(cr, sheet.id, kind, card_id, name, cut))
        rows = (len(entries) + cols - 1) // cols
        y += rows * (chip_h + look.px(4, s)) + look.px(6, s)
    return chips


def _chip(surface, rect: pygame.Rect, name: str, kind: str, exhausted: bool, font, s) -> bool:
    """A card on a sheet; whether its name had to be cut short."""
    radius = look.px(6, s)
    if exhausted:  # face down: the card's back, a diamond pattern
        pygame.draw.rect(surface, (0x4A, 0x3A, 0x5E), rect, border_radius=radius)
        for x in range(rect.x + 6, rect.right - 4, max(8, rect.h // 2)):
            pygame.draw.polygon(surface, (0x6A, 0x58, 0x80), [(x, rect.centery - rect.h // 4),
                                (x + rect.h // 4, rect.centery), (x, rect.centery + rect.h // 4),
                                (x - rect.h // 4, rect.centery)])
        shown = look.ellipsis(font, name, rect.w - 12)
        img = font.render(shown, True, (0xE8, 0xE0, 0xF0))
        surface.blit(img, img.get_rect(center=rect.center))
        pygame.draw.rect(surface, look.GOLD, rect, 1, border_radius=radius)
        return shown != name
    frame = look.HERO if kind == "gift" else look.WOOD
    pygame.draw.rect(surface, (0xF4, 0xEA, 0xCF), rect, border_radius=radius)
    pygame.draw.rect(surface, frame, rect, max(2, round(3 * s)), border_radius=radius)
    stripe = pygame.Rect(rect.x, rect.y, look.px(8, s, 4), rect.h)
    pygame.draw.rect(surface, frame, stripe, border_top_left_radius=radius, border_bottom_left_radius=radius)
    shown = look.ellipsis(font, name, rect.w - stripe.w - 10)
    img = font.render(shown, True, look.INK)
    surface.blit(img, (stripe.right + 5, rect.centery - img.get_height() // 2))
    return shown != name
