"""Where a terrain element's name goes in the referee picture: just under its token, else
above, on it (below its cover mark), right or left of it; the first spot that covers no base,
no zone label and no name placed before it, off the other tokens where it can be. Pixel space."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

GAP = 2  # px between a token's box and its name
BELOW_THE_MARK = 12  # px below a token's centre, where its cover mark ends


def candidates(token: pygame.Rect, size: tuple[int, int], bounds: pygame.Rect) -> list[pygame.Rect]:
    """Spots for a name of `size` beside this token's box, best first, all within `bounds`."""
    r = pygame.Rect((0, 0), size)
    spots = [r.copy() for _ in range(5)]
    spots[0].midtop = (token.centerx, token.bottom + GAP)
    spots[1].midbottom = (token.centerx, token.top - GAP)
    spots[2].midtop = (token.centerx, token.centery + BELOW_THE_MARK)
    spots[3].midleft = (token.right + GAP, token.centery)
    spots[4].midright = (token.left - GAP, token.centery)
    return [s.clamp(bounds) for s in spots]


def place(tokens: Sequence[pygame.Rect], sizes: Sequence[tuple[int, int]], avoid: Sequence[pygame.Rect],
          bounds: pygame.Rect, zones: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """One rectangle per token for its name: the first spot that no rectangle of `avoid` (the
    bases, the zone labels) and no name placed before overlaps, preferring spots off the other
    tokens and off the `zones`' boxes; when every spot is covered, the one covered least."""
    placed: list[pygame.Rect] = []
    for i, (token, size) in enumerate(zip(tokens, sizes, strict=True)):
        others = [t for j, t in enumerate(tokens) if j != i] + list(zones)

        def cost(r: pygame.Rect, others=others) -> tuple[int, int]:
            return (sum([_overlap(r, b) for b in [*avoid, *placed]]),
                    sum([_overlap(r, t) for t in others]))

        placed.append(min(candidates(token, size, bounds), key=cost))  # the first of equals
    return placed


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h
