"""`questboard campaign`: a campaign of adventures in the terminal (R69–R71). `new [FOLDER]
--heroes a,b` starts one (the shipped adventures by default); `campaign` (or `show`) prints
the quest meter, the renown, the two adventures on offer and the heroes; `play N` plays one
of the offer in text mode, the heroes setting out as the roster keeps them, and records its
ending; `resume` continues the game in progress; `abandon` gives it up."""

from __future__ import annotations

import argparse
from pathlib import Path

from questboard.errors import QuestboardError


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--name", help="which campaign (needed only when several are kept)")
    sub = parser.add_subparsers(dest="action", metavar="ACTION")
    new = sub.add_parser("new", help="start a campaign of a folder of adventures (the shipped ones by default)")
    new.add_argument("folder", nargs="?", type=Path, help="a folder of adventure files (default: the shipped ones)")
    new.add_argument("--heroes", required=True, help="hero ids in seat order, e.g. karomin,alondis")
    new.add_argument("--quest-master", metavar="NAME",
                     help="the Quest Master's profile that runs the campaign (a new name makes a new one; "
                          "default: the current profile): its adventures run give his rank and events")
    show = sub.add_parser("show", help="the quest meter, the renown, the offer of two and the heroes")
    play = sub.add_parser("play", help="play adventure N of the offer (1 or 2) in the terminal")
    play.add_argument("number", help="1 or 2: which adventure of the offer")
    play.add_argument("--seed", type=int, default=None, help="seed of the dice (default: a fresh one)")
    play.add_argument("--shopping", action="store_true",
                      help="Shopping Between Adventures: the heroes may buy from the equipment pile first")
    play.add_argument("--catch-up", action="store_true",
                      help="a new hero beside veterans raises as many attributes as they have improvements each (R75)")
    play.add_argument("--own-toughness", action="store_true",
                      help="a new hero beside veterans has a toughness bonus of his own, on his checks only (R81)")
    resume = sub.add_parser("resume", help="continue the campaign's game in progress")
    abandon = sub.add_parser("abandon", help="give up the game in progress (its adventure stays on offer)")
    for each in (play, resume):
        each.add_argument("--script", type=Path, help="read the answers from this file, as 'questboard text' does")
        each.add_argument("--public", action="store_true", help="hide what only the Quest Master may see")
    for each in (new, show, play, resume, abandon):
        each.add_argument("--name", default=argparse.SUPPRESS, help="which campaign (or a new one's name)")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    console = Console(highlight=False, emoji=False)
    action = args.action or "show"
    if action == "new":
        return _new(console, args)
    from questboard.cli import campaign_play
    from questboard.play.campaign_file import open_campaign

    path = _which(args.name)
    campaign = open_campaign(path)
    if action == "show":
        show(console, campaign)
        return 0
    if action == "play":
        return campaign_play.play(console, path, campaign, _number(args.number), args)
    if action == "resume":
        return campaign_play.resume(console, path, campaign, args)
    return campaign_play.abandon(console, path, campaign)


def _which(name: str | None) -> Path:
    """The campaign's file: the one named, or the only one kept."""
    from questboard.play.campaign_file import campaign_names, campaign_path, campaigns_dir

    names = campaign_names()
    if name is not None:
        path = campaign_path(name)
        if not path.is_file():
            raise QuestboardError(f"no campaign {name!r} ({', '.join(names) or 'none is kept yet'})")
        return path
    if not names:
        raise QuestboardError(f"no campaign yet in {campaigns_dir()}: "
                              "'questboard campaign new --heroes a,b' starts one")
    if len(names) > 1:
        raise QuestboardError(f"several campaigns are kept ({', '.join(names)}): say which with --name")
    return campaign_path(names[0])


def _number(word: str) -> int:
    if not word.strip().isdecimal():
        raise QuestboardError(f"'campaign play' takes the number of an adventure on offer, 1 or 2, not {word!r}")
    return int(word)


def _new(console, args: argparse.Namespace) -> int:
    from questboard.play.campaign import begin
    from questboard.play.campaign_file import campaign_path, default_name, quests_in, write_campaign
    from questboard.resources import adventures_dir

    folder = args.folder if args.folder is not None else adventures_dir()
    heroes = _heroes(args.heroes)
    name = args.name if args.name else default_name(folder)
    path = campaign_path(name)
    if path.exists():
        raise QuestboardError(f"a campaign {name!r} is kept already ({path}): give another --name")
    campaign = begin(name, quests_in(folder), heroes, _quest_master(args.quest_master))
    write_campaign(campaign, path)
    console.print(f"[bold]A new campaign:[/] {_shown(name)}, kept in {_shown(path)}.")
    show(console, campaign)
    return 0


def _quest_master(name: str | None) -> str:
    """The profile named (refused with the reason when it cannot be one), else the current."""
    from questboard.play import quest_master

    if name is None:
        return quest_master.current()[0]
    why = quest_master.refused_name(name)
    if why:
        raise QuestboardError(f"--quest-master {name!r}: {why}")
    return name.strip()


def _heroes(words: str) -> tuple[str, ...]:
    from questboard.play.library import hero_cards

    heroes = tuple(h.strip().lower() for h in words.split(",") if h.strip())
    known = hero_cards()
    unknown = [h for h in heroes if h not in known]
    if unknown:
        raise QuestboardError(f"no hero {unknown[0]!r}: the heroes are {', '.join(known)}")
    return heroes


def _shown(text) -> str:
    from questboard.cli.shown import shown

    return shown(str(text))


def show(console, campaign) -> None:
    """The campaign as it stands: meter, renown, the offer, the heroes, the game in progress."""
    c = campaign
    console.print(f"[bold]Campaign {_shown(c.name)}[/]: {len(c.quests)} adventures")
    console.print(meter_line(c))
    if c.won:
        console.print("[bold]The campaign is won[/]: every adventure is completed.")
    for i, q in enumerate(c.offered(), start=1):
        console.print(f"  {i}. {_shown(q.title)} (level {q.level}; {_shown(q.id)})")
    if not c.won:
        console.print(f"In the pile: {len(c.pile)} more; 'questboard campaign play N' sets out on one of the offer.")
    console.print(f"Heroes: {_shown(_heroes_line(c.heroes))}")
    console.print(f"Quest Master: {_shown(quest_master_line(c))}")
    if c.game is not None:
        console.print(f"Game in progress: {_shown(c.quest(c.game.adventure).title)} "
                      "('questboard campaign resume' continues it)")


def quest_master_line(c) -> str:
    """'Mara: Dungeon Master, 2 adventures run': the campaign's profile as it stands (R82)."""
    from questboard.play import quest_master

    return quest_master.rank_words(*quest_master.current(c.quest_master or None))


def meter_line(c) -> str:
    """'Quest meter: ●○○ 1 of 3; renown 1': a gem for each completed adventure."""
    gems = "●" * len(c.meter) + "○" * (len(c.quests) - len(c.meter))
    return f"Quest meter: {gems} {len(c.meter)} of {len(c.quests)}; renown {c.renown}"


def _heroes_line(heroes: tuple[str, ...]) -> str:
    """The heroes in seat order, each as the roster keeps him (or new), and the toughness
    bonus their improvements give the next adventure."""
    from questboard.play.library import hero_cards
    from questboard.play.roster import RosterError, veterans_for
    from questboard.rules.toughness import toughness

    cards = hero_cards()
    try:
        kept = {v.hero: v for v in veterans_for(heroes)}
    except RosterError as error:
        return f"{', '.join(heroes)} (the roster cannot be read: {error})"
    words = []
    for h in heroes:
        name = cards[h].name if h in cards else h
        v = kept.get(h)
        words.append(f"{name} ({_count(len(v.adventures), 'adventure')}, {_count(v.improvements, 'improvement')})"
                     if v is not None else f"{name} (new)")
    bonus = toughness([kept[h].improvements if h in kept else 0 for h in heroes]).bonus
    return f"{', '.join(words)}; toughness bonus {bonus} (before an adventure's own)"


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"
