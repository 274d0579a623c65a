"""The battlefield's hover: the words about the base or the terrain under the mouse, beside
it (a base's Vitality and bars, and what the piece on turn can do to an enemy)."""

from __future__ import annotations

import pygame

from questboard.ui.drawing import look


def hover(painter, surface) -> None:
    """The words about what the mouse rests on in the field: a base, else a terrain element."""
    battle = painter.battle
    r = battle.rects()["field"]
    if not r.collidepoint(battle.mouse) or battle.overlay is not None:
        return
    who = painter.piece_at(battle.mouse)
    if who is not None:
        text = about(battle, who)
    else:
        t = painter.terrain_at(battle.mouse)
        if t is None:
            return
        text = f"The {t.name}: " + ("cover, it blocks sight and moves" if t.cover
                                    else "no cover: it blocks moves, not sight")
    f = painter.font(17)
    img = look.wrapped(f, text, look.PARCHMENT, look.px(380, battle.app.scale, 240))
    box = img.get_rect().inflate(16, 12)
    box.topleft = (battle.mouse[0] + 16, battle.mouse[1] + 18)
    if box.right > r.right:
        box.right = battle.mouse[0] - 12
    if box.bottom > r.bottom:
        box.bottom = battle.mouse[1] - 12
    pygame.draw.rect(surface, look.INK, box, border_radius=6)
    pygame.draw.rect(surface, look.GOLD, box, 1, border_radius=6)
    surface.blit(img, img.get_rect(center=box.center))


def about(battle, who: str) -> str:
    """A base in words: name, Vitality, and for an enemy what the piece on turn can do to it."""
    f = battle.fighter(who)
    if f is None:
        return who
    bits = [f"{f.name}: Vitality {f.vitality} of {f.max_vitality}",
            f"move {f.card_move_bar:.2f} LU" + (f", range {f.card_range_bar:.2f} LU" if f.card_range_bar else "")]
    a = battle.actor()
    me = battle.fighter(a)
    if a is not None and a != who and me is not None and me.side != f.side:
        m = next((m for m in battle.melee(a) if m.id == who), None)
        if m is not None:
            bits.append("touching: click to attack" if m.may_attack else m.why_not)
        else:
            t = next((t for t in battle.targets(a) if t.id == who), None)
            if t is not None:
                bits.append(f"{t.gap:.2f} LU edge to edge; " + ("click to shoot" if t.may_shoot else t.why_not))
    return "\n".join(bits)


__all__ = ["about", "hover"]
