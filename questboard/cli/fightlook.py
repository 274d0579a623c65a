"""Looking at a fight at the keyboard: 'look' (every fighter on the field with his place,
Vitality, contacts, the gap and sight from the hero who answers now, the terrain and the
goals) and 'draw FILE.png' (the referee's picture), read from the Quest Master's view of the
fight and the game's previews."""

from __future__ import annotations

from questboard.battlefield.geometry import lu
from questboard.cli.shown import shown
from questboard.play.fight_field import draw_referee, look_from
from questboard.play.fight_view import FightView
from questboard.play.seats import QUEST_MASTER


def budget_text(view: FightView, f) -> str:
    """What the hero may still do this turn, in words that never contradict themselves: a
    move that may not be used is not counted as left ('no action left; no moving after a
    shot')."""
    if view.turn is None or view.turn.who != f.id:
        return "waiting"
    return view.turn.words


def at_text(at) -> str:
    """A position as the map file writes it: 'x,y' in LU from the top-left corner."""
    return f"{lu(at[0])},{lu(at[1])}"


def draw(game, console, path: str, actor: str, why: str) -> None:
    """The field as it stands, as the referee draws it, with whose turn it is."""
    import pygame

    from questboard.ui.drawing.referee import render_referee

    view = game.view(QUEST_MASTER).fight
    notes = [f"Round {view.round}: {why}"]
    notes += [f"{f.name}: {f.vitality}/{f.max_vitality} Vitality"
              for f in view.fighters if f.is_hero and not f.off_field]
    try:
        draw_referee(game, render_referee, {"from": actor, "active": actor, "notes": notes}, path)
    except (OSError, pygame.error) as error:
        console.print(f"[red]Cannot draw to {shown(path)}: {shown(error)}[/]")
        return
    console.print(f"Drew the field to {shown(path)}")


def look(game, console, actor: str) -> None:
    """Every fighter on the field, the terrain, the goals and what `actor` carries."""
    from rich.table import Table

    view = game.view(QUEST_MASTER).fight
    me = view.fighter(actor)
    here = me is not None and me.at is not None
    grid = Table(title=f"{shown(view.field.title)}, round {view.round}"
                       + (f" - distances and sight from {shown(me.name)}" if here else ""))
    for col in ("who", "side", "at", "Vit", "touching", "gap", "sight"):
        grid.add_column(col)
    for seen in look_from(game, actor):
        f = view.fighter(seen.fighter)
        touching = ", ".join(view.fighter(o).name for o in seen.touching)
        gap = sight = "-"
        if seen.gap is not None:
            gap = lu(seen.gap)
            sight = "clear" if seen.clear else "blocked" + (
                f" ({', '.join(seen.blockers[:2])})" if seen.blockers else "")
        side = "hero" if f.is_hero else "QM"
        grid.add_row(shown(f.name), side, at_text(f.at), f"{f.vitality}/{f.max_vitality}",
                     shown(touching or "-"), gap, shown(sight))
    console.print(grid)
    _field_words(view, console)
    if me is not None and me.is_hero:
        _carried(view, console, me)


def _field_words(view: FightView, console) -> None:
    out = [f.name for f in view.fighters if f.off_field]
    if out:
        console.print(f"  Off the field: {shown(', '.join(out))}")
    terrain = ", ".join(f"{t.name} at {at_text(t.at)}" for t in view.field.placed)
    w, h = view.field.size
    console.print(f"  Field {w:g} × {h:g} LU" + (f"; terrain: {shown(terrain)}" if terrain else ""))
    if view.goals_hidden:
        console.print("  The goals stay secret (Uncertain Circumstances).")
    else:
        console.print(f"  {shown(view.goals)}.")
    for card in view.adventure_cards:
        console.print(f"  Adventure card in play: {shown(card.name)} - {shown(card.effect)}")


def _carried(view: FightView, console, me) -> None:
    gifts = ", ".join(g.name + (" (exhausted)" if g.exhausted else "") for g in me.gifts)
    carried = ", ".join(i.name for i in me.items)
    reach = f"{me.range_bar:.2f}" if me.range_bar is not None else "none"
    console.print(f"  {shown(me.name)} carries: {shown(carried or 'nothing')}; "
                  f"gifts: {shown(gifts or 'none')}; bars: move "
                  f"{me.move_bar:.2f}, range {reach}")
    if view.turn is not None and view.turn.who == me.id:
        console.print(f"  This turn: {shown(budget_text(view, me))}")
