"""Where the field's tags go (the sight tags, an area card's words): where they are asked, or
on another side of what they name, or moved down; never over a base, another tag, a zone's
label or the scale bar, off the terrain where they can be, and inside the field itself."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from questboard.ui.drawing import field_view as V

WIDEST = 0.6  # of the field's width: longer words wrap onto more lines


def tag_later(later: list, text: str, at, colour, font, anchor: str = "topleft", around=None) -> None:
    """A tag to draw once the bases are down (see `place_tags`); `around` is the box of what
    it names, to try its other sides when the first place is taken."""
    later.append((text, at, colour, font, anchor, around))


def widest(area: pygame.Rect) -> int:
    """How wide a tag may run on this field before its words wrap."""
    return max(160, round(area.w * WIDEST))


def room(surface, within: pygame.Rect | None) -> pygame.Rect:
    """Where tags may go: the surface's clip, and the field when it shows (`within`)."""
    clip = surface.get_clip() or surface.get_rect()
    if within is None:
        return clip
    inside = clip.clip(within)
    return inside if inside.w > 40 and inside.h > 20 else clip


def place_tags(surface, later: list, avoid: Sequence[pygame.Rect], soft: Sequence[pygame.Rect] = (),
               within: pygame.Rect | None = None) -> list[pygame.Rect]:
    """Each tag where it is asked, or on another side of what it names, or moved down: out of
    the way of `avoid` (bases, zone labels, the scale bar) and of the tags placed before it,
    off `soft` (the terrain) where some spot is, inside `within` (the field on the screen).
    Returns the boxes drawn."""
    placed = list(avoid)
    area = room(surface, within)
    drawn = []
    for text, at, colour, font, anchor, around in later:
        width, spot = _spot(text, at, font, anchor, around, area, placed, soft)
        box = V.tag(surface, text, spot.topleft, colour, font, "topleft", width=width, within=area)
        placed.append(box)
        drawn.append(box)
    return drawn


def _spot(text, at, font, anchor, around, area, placed, soft) -> tuple[int, pygame.Rect]:
    """How wide the tag's words run and where it goes: near where it is asked, off the
    terrain if it can be; narrower (more lines) when it fits nowhere at its widest."""
    widths = dict.fromkeys([widest(area), max(120, round(area.w * 0.4)), max(100, round(area.w * 0.28))])
    for n, width in enumerate(widths):
        probe = V.tag_box(text, font, width)
        tries = [(anchor, at)]
        if around is not None:
            tries += [("midleft", (around.right + 3, around.centery)), ("midright", (around.left - 3, around.centery)),
                      ("midtop", (around.centerx, around.bottom + 3)), ("midbottom", (around.centerx, around.top - 3))]
        tries += [(anchor, (at[0], at[1] + k * (probe.h // 2 + 1))) for k in range(1, 8)]
        tries += [(anchor, (at[0], at[1] - k * (probe.h // 2 + 1))) for k in range(1, 8)]
        spot = (_first_free(probe, tries, area, placed, soft) if n == 0 else None) or \
            _first_free(probe, tries, area, placed, ()) or _first_free(probe, _nearby(probe, anchor, at, area), area, placed, ())
        if spot is not None:
            return width, spot
    width = widest(area)
    probe = V.tag_box(text, font, width)
    setattr(probe, anchor, (round(at[0]), round(at[1])))
    return width, probe.clamp(area)


def _first_free(probe: pygame.Rect, tries, area: pygame.Rect, placed, soft) -> pygame.Rect | None:
    for how, where in tries:
        spot = probe.copy()
        setattr(spot, how, (round(where[0]), round(where[1])))
        if area.contains(spot) and spot.collidelist(placed) < 0 and spot.collidelist(soft) < 0:
            return spot
    return None


def _nearby(probe: pygame.Rect, anchor: str, at, area: pygame.Rect):
    """Every spot of the field on a grid of half a line, the nearest to the asked one first."""
    step = max(4, probe.h // 2)
    spots = [("topleft", (x, y)) for x in range(area.x, area.right - probe.w + 1, step)
             for y in range(area.y, area.bottom - probe.h + 1, step)]
    asked = probe.copy()
    setattr(asked, anchor, (round(at[0]), round(at[1])))
    return sorted(spots, key=lambda s: (s[1][0] - asked.x) ** 2 + (s[1][1] - asked.y) ** 2)
