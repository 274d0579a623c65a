"""Playing a campaign's adventure in the terminal: set out on one of the offer (the heroes
as the roster keeps them), or resume the game in progress, at the text mode's table; at its
end the campaign records the outcome and says what changed."""

from __future__ import annotations

import argparse
from pathlib import Path

from questboard.cli.shown import shown
from questboard.cli.text import TextTable
from questboard.errors import QuestboardError
from questboard.play.campaign import abandon as given_up
from questboard.play.campaign import attempt, pick, record
from questboard.play.campaign_file import adventure_file, write_campaign


class CampaignTable(TextTable):
    """The text mode's table, saying what a campaign does with the heroes at the end."""

    failed_words = ("After a failed adventure the roster stays as it was: the next attempt sets "
                    "the heroes out as they were before this one.")
    kept_words = "the campaign's next adventure sets them out so."


def play(console, path: Path, campaign, number: int, args: argparse.Namespace) -> int:
    """Set out on adventure `number` of the offer; refused while a game is in progress."""
    from questboard.cli.text_start import new

    if campaign.game is not None:
        raise QuestboardError(f"a game of {campaign.quest(campaign.game.adventure).title} is in progress: "
                              "'questboard campaign resume' continues it, 'questboard campaign abandon' "
                              "gives it up")
    quest = pick(campaign, number)
    from questboard.cli.campaign import meter_line

    console.print(f"[bold]Setting out on[/] {shown(quest.title)} (level {quest.level}), adventure "
                  f"{number} of the offer of campaign {shown(campaign.name)}. {meter_line(campaign)}.")
    args.quest_master = campaign.quest_master or None  # his rank and events (R82)
    game = new(console, _text_args(adventure_file(quest), campaign.heroes, args))
    auto = game.autosave
    try:
        campaign = attempt(campaign, quest.id, str(auto.path) if auto is not None else "")
        write_campaign(campaign, path)
    except BaseException:
        game.close()
        raise
    return _at_the_table(console, path, campaign, game, args)


def resume(console, path: Path, campaign, args: argparse.Namespace) -> int:
    """Continue the game in progress from its autosave."""
    from questboard.cli.text_start import load

    if campaign.game is None:
        raise QuestboardError("no game in progress: 'questboard campaign play 1' (or 2) sets out on one of the offer")
    quest = campaign.quest(campaign.game.adventure)
    save = Path(campaign.game.save) if campaign.game.save else None
    if save is None or not save.is_file():
        raise QuestboardError(f"the game of {quest.title} was kept in {campaign.game.save or 'no file'}, which is "
                              "not there: 'questboard campaign abandon' gives it up (it stays on offer)")
    from questboard.cli.campaign import meter_line

    console.print(f"[bold]Campaign {shown(campaign.name)}[/], {shown(quest.title)} resumed. {meter_line(campaign)}.")
    game = load(console, argparse.Namespace(load=save, save=None, script=args.script))
    if game.adventure.id != quest.id:
        game.close()
        raise QuestboardError(f"{save} is a game of {game.adventure.id}, not of {quest.id}: "
                              "'questboard campaign abandon' gives the campaign's game up")
    return _at_the_table(console, path, campaign, game, args)


def abandon(console, path: Path, campaign) -> int:
    if campaign.game is None:
        console.print("No game in progress: nothing to give up.")
        return 0
    title = campaign.quest(campaign.game.adventure).title
    write_campaign(given_up(campaign), path)
    console.print(f"The game of {shown(title)} is given up; it stays on offer.")
    return 0


def _text_args(adventure: str, heroes: tuple[str, ...], args: argparse.Namespace) -> argparse.Namespace:
    """What `questboard text` would be given: the heroes as veterans, no advanced rules."""
    return argparse.Namespace(adventure=adventure, heroes=",".join(heroes), seed=args.seed, script=args.script,
                              save=None, veterans=True, lone_heroes=False, powerful_group=False, hordes=0,
                              uncertain=False, creative_gifts=False, uncertain_checks=False,
                              shopping=getattr(args, "shopping", False), catch_up=getattr(args, "catch_up", False),
                              own_toughness=getattr(args, "own_toughness", False),
                              quest_master=getattr(args, "quest_master", None))


def _at_the_table(console, path: Path, campaign, game, args: argparse.Namespace) -> int:
    """Play at the text table; an ended game's outcome is recorded, an unended one kept."""
    from questboard.cli.scripts import script_lines

    table = CampaignTable(game, console, None, public=args.public, quest_master=campaign.quest_master or None)
    try:
        if args.script:
            table.play(script_lines(args.script), source=str(args.script))
        else:
            table.play(None)
    except EOFError:
        raise QuestboardError("input ended before the adventure did: "
                              "'questboard campaign resume' continues it") from None
    finally:
        game.close()
    if not game.ended:
        console.print("The campaign keeps this game: 'questboard campaign resume' continues it.")
        return 0
    campaign, said = record(campaign, campaign.game.adventure, game.story.ended)
    write_campaign(campaign, path)
    for line in said:
        console.print(f"[bold]Campaign:[/] {shown(line)}")
    from questboard.cli.campaign import show

    show(console, campaign)
    return 0
