"""What text mode shows at the table: what is told (the story read aloud, the QM's notes,
the dice), the prompt the story waits on with the words that answer it, and the heroes'
sheets. `TextTable` delegates its showing here."""

from __future__ import annotations

from questboard.cli.shown import shown, visible
from questboard.words import counted

READ_STYLE = "italic wheat1"
QM_STYLE = "dim"


def show_told(table, told, quiet: bool = False) -> None:
    from questboard.play import Advice, FightOver, ParagraphEntered, ReadAloud, Rolled
    from questboard.play.views import flowing

    names = table.game.names()
    for t in told:
        if table.public and not t.public:
            continue
        e = t.event
        text = shown(t.describe(names))
        if isinstance(e, FightOver):
            table.console.print(f"  {text}")
            table.console.print(f"[bold]{e.outcome.capitalize()}[/] after "
                                f"{counted(e.rounds, 'round')}: {shown(e.reason)}")
        elif quiet:
            table.console.print(f"  [dim]{text}[/]")
        elif isinstance(e, ReadAloud):
            table.console.print()
            table.console.print(visible(flowing(e.text)), style=READ_STYLE, markup=False)
        elif isinstance(e, ParagraphEntered):
            table.console.print(f"\n[dim]QM ▸ ({e.number})[/]")
        elif isinstance(e, Advice):
            table.console.print(f"[cyan]Advice:[/] {shown(flowing(e.text))}")
        elif isinstance(e, Rolled):
            table.console.print(f"  [bold yellow][{e.die}][/] {text}")
        elif not t.public:
            table.console.print(f"[{QM_STYLE}]QM ▸ {flowing(text)}[/]")
        else:
            table.console.print(f"  {text}")


def show_prompt(table, prompt) -> None:
    from questboard.adventure.hints import hint
    from questboard.play import Ended

    for show in (_show_choice, _show_check, _show_things, _show_fight_request, _show_moment):
        if show(table, prompt):
            break
    if isinstance(prompt, Ended):
        return
    said = hint(prompt, table.game.names())
    if said:
        table.console.print(f"[dim]({shown(said)})[/]")


def _hero_name(table):
    st = table.game.story
    return lambda h: shown(st.game.hero(h).name)


def _card_name(table):
    from questboard.adventure.names import card_name

    st = table.game.story
    return lambda cid: shown(card_name(st.cards, cid))


def _show_choice(table, prompt) -> bool:
    """An option, a hero or an order to choose."""
    from questboard.play import (
        ChooseDisputed,
        ChooseHero,
        ChooseLeader,
        ChooseOption,
        ChooseOrder,
        ChooseParticipant,
    )

    name, c = _hero_name(table), table.console
    if isinstance(prompt, ChooseOption):
        c.print("[bold]What do you do?[/]")
        for i, o in enumerate(prompt.options, start=1):
            c.print(f"  {i}. {shown(o.label)}")
    elif isinstance(prompt, ChooseHero | ChooseParticipant):
        what = shown(prompt.purpose if isinstance(prompt, ChooseHero) else f"{prompt.check.told}: who rolls?")
        c.print(f"[bold]{what}[/]")
        if isinstance(prompt, ChooseParticipant) and prompt.check.secret and not table.public:
            c.print(f"[{QM_STYLE}]QM ▸ secret until a hero is chosen: {shown(prompt.check.text)}[/]")
        for i, h in enumerate(prompt.heroes, start=1):
            c.print(f"  {i}. {name(h)}")
    elif isinstance(prompt, ChooseLeader):
        c.print("[bold]Who leads the party?[/] (the same Charisma: the party picks)")
        for i, h in enumerate(prompt.heroes, start=1):
            c.print(f"  {i}. {name(h)}")
    elif isinstance(prompt, ChooseDisputed):
        card = _card_name(table)
        centre = ", ".join([f"{card(k)}" + (f" ×{n}" if n > 1 else "") for k, n in prompt.centre])
        c.print(f"[bold]Disputed cards[/] (written down by several veterans, too few in the box): {centre}")
        c.print(f"[bold]{name(prompt.hero)} takes one:[/]")
        for i, k in enumerate(prompt.cards, start=1):
            c.print(f"  {i}. {card(k)}")
        c.print(f"  {len(prompt.cards) + 1}. leave the rest to the others (gold for equipment, a new gift drawn)")
    elif isinstance(prompt, ChooseOrder):
        c.print(f"[bold]{shown(prompt.check.text)}[/]; order: {', '.join(map(name, prompt.order))}")
    else:
        return False
    return True


def _show_check(table, prompt) -> bool:
    """A check to roll, a group's roll, or the dice of a check waiting for bonuses."""
    from questboard.play import CheckToRoll, GroupRoll, ModifyWindow
    from questboard.play.seats import QUEST_MASTER

    st, name, c = table.game.story, _hero_name(table), table.console
    if isinstance(prompt, GroupRoll):
        from questboard.adventure.hints import group_roll_text

        c.print(f"[bold]{shown(group_roll_text(st, prompt))}[/]")
        c.print(f"  {shown(table.game.view(QUEST_MASTER).story.check.standing)}")
    elif isinstance(prompt, CheckToRoll):
        c.print(f"[bold]{shown(prompt.check.text)}[/] for {', '.join(map(name, prompt.heroes))}")
    elif isinstance(prompt, ModifyWindow):
        check = table.game.view(QUEST_MASTER).story.check
        for r in check.rolls:
            c.print(f"  {shown(r.line)}")
        if check.standing:
            c.print(f"  [bold]{shown(check.standing)}[/]")
        c.print(f"  {shown(prompt.check.text)}")
    else:
        return False
    return True


def _show_things(table, prompt) -> bool:
    """Gifts to choose, things found to share out, a shop."""
    from questboard.play import ChooseGifts, Distribute, Shop

    name, card, c = _hero_name(table), _card_name(table), table.console
    if isinstance(prompt, ChooseGifts):
        c.print(f"[bold]{name(prompt.hero)}[/] must {shown(prompt.purpose)} {prompt.count} of: "
                f"{', '.join(card(g) for g in prompt.gifts)}")
    elif isinstance(prompt, Distribute):
        things = [card(i) for i in prompt.items] + ([f"{prompt.gold} gold"] if prompt.gold else [])
        c.print(f"[bold]Found:[/] {', '.join(things)} - share it out")
    elif isinstance(prompt, Shop):
        for o in prompt.offers:
            c.print(f"  {card(o.item)}: {o.gold} gold")
    else:
        return False
    return True


def _show_fight_request(table, prompt) -> bool:
    """A fight the story asks for: where, who goes first, the bad guys, the goals."""
    from questboard.play import CombatRequest

    if not isinstance(prompt, CombatRequest):
        return False
    st, c = table.game.story, table.console
    spec = prompt.combat
    c.print(f"[bold]Fight on {shown(map_title(table, spec.map))}[/], "
            f"{'the leader' if spec.first == 'leader' else 'the Quest Master'} goes first")
    from questboard.play.story_view import fight_groups

    for count, bad_guy, where in fight_groups(table.game, prompt):
        c.print(f"  {count} × {shown(bad_guy)} {shown(where)}")
    from questboard.adventure.names import printed_name
    from questboard.adventure.ways import goal_text

    guy = lambda g: printed_name(st.cards, g, "bad guy")  # noqa: E731
    goals = (f"Victory when {goal_text(spec.victory, guy)}; "
             f"defeat when {goal_text(spec.defeat, guy)}")
    from questboard.play.views import goals_public

    if goals_public(table.game):
        c.print(f"  {shown(goals)}")
    elif not table.public:  # Uncertain Circumstances: for the Quest Master's eyes only
        c.print(f"[{QM_STYLE}]QM ▸ {shown(goals)} (Uncertain Circumstances: keep them secret)[/]")
    if spec.rules:
        c.print(f"  [bold]Special rules:[/] {shown(spec.rules)}")
    for card in spec.cards:  # the adventure cards in play change this fight (R77)
        c.print(f"  [bold]Adventure card in play:[/] {shown(card.name)} — {shown(card.effect)}")
        c.print(f"    [italic]{shown(card.text)}[/]")
    c.print("  Play the fight at the table and report the result, type 'fight' to play "
            "it here (the heroes type their moves), or 'auto' (or 'auto cautious') to "
            "have it fought out automatically.")
    return True


def _show_moment(table, prompt) -> bool:
    """Something to settle first, a pause, an improvement, the end."""
    from questboard.play import Ended, Improve, Paused, SettleFirst

    name, c = _hero_name(table), table.console
    if isinstance(prompt, SettleFirst):
        c.print(f"[bold red]{shown(prompt.reason)}[/]")
    elif isinstance(prompt, Paused):
        c.print("[bold]Scripted pause.[/] 'save FILE' keeps the game; 'continue' goes on.")
    elif isinstance(prompt, Improve):
        c.print(f"[bold]{name(prompt.hero)}[/] raises an attribute ({prompt.remaining} left): "
                f"{shown(', '.join(prompt.attributes))}")
    elif isinstance(prompt, Ended):
        c.print(f"\n[bold]The end: {shown(prompt.outcome)}.[/]")
    else:
        return False
    return True


def map_title(table, map_id: str) -> str:
    from questboard.play.views import map_title as title

    return title(table.game, map_id)


def show_sheets(table, only: str | None) -> None:
    from rich.table import Table

    from questboard.adventure.answers import BadAnswer, hero_named
    from questboard.adventure.names import card_name

    st = table.game.story
    try:
        picked = hero_named(st, only) if only else None
    except BadAnswer as bad:
        table.console.print(f"[red]{shown(bad)}[/]")
        return
    name = lambda cid: shown(card_name(st.cards, cid))  # noqa: E731
    grid = Table(title="Heroes")
    for col in ("hero", "Cha", "Tal", "Dft", "Str", "Vit", "gold", "equipment", "gifts"):
        grid.add_column(col)
    for i, h in enumerate(st.game.heroes):
        if picked is not None and picked != h.id:
            continue
        lead = " (horn)" if i == st.game.leader else ""
        a = h.attributes
        gifts = ", ".join(name(g) + (" (exhausted)" if ex else "") for g, ex in h.gifts.items())
        grid.add_row(shown(h.name) + lead, str(a["charisma"]), str(a["talent"]), str(a["deftness"]),
                     str(a["strength"]), f"{h.vitality}/{h.max_vitality}", str(h.gold),
                     ", ".join(name(x) for x in h.items()), gifts)
    table.console.print(grid)
