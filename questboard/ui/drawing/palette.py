"""The battlefield's colours, shared by the window's field (field_view) and the referee and
fight pictures (referee): what each terrain kind and each kind of start zone is painted in.
The general palette of LOOK.md (parchment, ink, the sides' colours) lives in `look`."""

from __future__ import annotations

from questboard.ui.drawing.look import BAD, HERO

ARCH_VILLAIN = (0x6A, 0x1E, 0x3A)
HERO_FILL = (0xEE, 0xF1, 0xF4)  # a base's face, by side
BAD_FILL = (0xF2, 0xDF, 0xD6)
ZONE_COLOURS = {"hero": HERO, "minion": BAD, "arch_villain": ARCH_VILLAIN}

TOKEN = {  # terrain kind -> (fill, highlight)
    "lake": ((0x4F, 0x7F, 0x9A), (0x86, 0xAE, 0xC2)),
    "tents": ((0xC9, 0xB0, 0x7E), (0xE2, 0xCF, 0xA4)),
    "cottage": ((0x8B, 0x45, 0x2E), (0xA8, 0x5E, 0x42)),
    "tree": ((0x2E, 0x55, 0x28), (0x4A, 0x7D, 0x3B)),
    "brazier": ((0x3A, 0x35, 0x30), (0xE0, 0x7B, 0x2A)),
    "rock": ((0x85, 0x80, 0x78), (0xA9, 0xA4, 0x9A)),
    "barrels": ((0x7A, 0x52, 0x30), (0x9B, 0x6E, 0x44)),
    "altar": ((0xAE, 0xA8, 0x9B), (0xCC, 0xC6, 0xB9)),
    "campfire": ((0x6F, 0x6A, 0x62), (0xE0, 0x7B, 0x2A)),
    "prone_woman": ((0x7E, 0x5C, 0x8A), (0xD9, 0xB0, 0x8C)),
}
PLAIN = ((0x9C, 0x8F, 0x6E), (0xB5, 0xAE, 0xA2))  # a custom element without cover


def is_drop(t) -> bool:
    """Terrain that blocks feet but not sight and is no water (a chasm, a pit, a ditch): drawn
    sunk into the ground, casting no shadow, never as a raised block."""
    return t.kind == "custom" and not t.cover and not is_water(t)


def is_water(t) -> bool:
    """Terrain painted as water and casting no shadow: a lake, or custom water without cover."""
    return t.kind == "lake" or (t.kind == "custom" and not t.cover
                                and any(w in t.name.lower() for w in ("water", "pond", "river", "sea")))
