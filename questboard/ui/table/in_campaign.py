"""A game the table plays as one adventure of a campaign (R74): the quest meter in the bar,
the ending recorded in the campaign as text mode records it (`play.campaign.record`), and
an end panel that says what changed and leads back to the campaign."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from questboard.errors import QuestboardError
from questboard.play import Ended
from questboard.play.campaign import Campaign, record
from questboard.play.campaign_file import (
    campaign_names,
    campaign_path,
    open_campaign,
    read_campaign,
    write_campaign,
)
from questboard.ui.table import controls as C

FAILED = ("After a failed adventure the roster stays as it was: the next attempt sets the heroes "
          "out as they were before this one.")


@dataclass(frozen=True)
class Played:
    """The campaign file a game belongs to, the campaign as last read, what its end changed."""

    path: Path
    campaign: Campaign
    said: tuple[str, ...] = ()


def meter_words(c: Campaign) -> str:
    """'Campaign shipped: 1 of 4 · renown 1'."""
    return f"Campaign {c.name}: {len(c.meter)} of {len(c.quests)}  ·  renown {c.renown}"


def played(path: Path | None) -> Played | None:
    """The campaign kept in `path` (None when there is none or it cannot be read)."""
    if path is None:
        return None
    try:
        return Played(Path(path), read_campaign(path))
    except QuestboardError:
        return None


def campaign_of(game) -> Path | None:
    """The campaign whose game in progress this game is (kept in the same autosave)."""
    auto = getattr(game, "autosave", None)
    if auto is None:
        return None
    for name in campaign_names():
        path = campaign_path(name)
        try:
            c = read_campaign(path)
        except QuestboardError:
            continue
        if c.game is not None and c.game.adventure == game.adventure.id and c.game.save == str(auto.path):
            return path
    return None


def quest_master_of(table) -> str | None:
    """The Quest Master's profile the table's game counts for: its campaign's (R82), else
    the current one (None)."""
    p: Played | None = table.campaign
    return (p.campaign.quest_master or None) if p is not None else None


def record_end(table) -> None:
    """The adventure has ended: its outcome recorded in the campaign, as text mode does."""
    p: Played = table.campaign
    game = table.game
    campaign = p.campaign
    try:
        campaign = open_campaign(p.path)  # as it is on disk now
        if campaign.game is None or campaign.game.adventure != game.adventure.id:
            said = ["This game is no longer the campaign's game in progress: its ending is not counted."]
        else:
            campaign, said = record(campaign, game.adventure.id, game.prompt.outcome)
            write_campaign(campaign, p.path)
    except QuestboardError as error:
        said = [f"The campaign could not record this ending: {error}"]
    table.campaign = replace(p, campaign=campaign, said=tuple(said))


def end_panel(table) -> None:
    """At the end of a campaign's adventure: what changed, and back to the campaign."""
    p: Played = table.campaign
    panel = table.panel
    if not isinstance(table.game.prompt, Ended):
        return
    panel.lines += [f"Campaign: {line}" for line in p.said]
    if table.game.prompt.outcome != "success":
        panel.lines.append(FAILED)
    panel.rows = [[C.Control("Back to the campaign", ("ui", "campaign", None), primary=True,
                             tip="The launcher with the campaign's meter and its offer of two"),
                   C.Control("Back to the launcher", ("ui", "launcher", None))]]


def back_to_campaign(table) -> None:
    """The launcher, its campaigns dialog open at this campaign."""
    from questboard.ui.launcher.campaigns import CampaignsDialog
    from questboard.ui.launcher.scene import Launcher

    table.game.close()
    launcher = Launcher(table.app)
    table.app.show(launcher)
    launcher.open_overlay(CampaignsDialog(launcher, table.campaign.path))
