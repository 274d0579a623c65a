"""A campaign (DESIGN.md: the quest pile and meter): a pile of adventures, each with its
level; two are on offer at a time, the two lowest levels (ties in the pile's order), and
the party attempts one of them. A successful ending lights a gem on the quest meter and
gains 1 renown, and the completed adventure's place on offer goes to the lowest-level one
left in the pile; a failed ending leaves it on offer. The campaign is won when the last
adventure is completed: the pile empty and nothing else on offer (R69).

Pure: no files here (`play.campaign_file` reads and writes them)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from questboard.errors import QuestboardError

ON_OFFER = 2


class CampaignRefused(QuestboardError):
    """What the campaign does not allow now, in words a player understands."""


@dataclass(frozen=True)
class Quest:
    """One adventure of the pile."""

    id: str
    title: str
    level: int
    file: str  # the adventure's file, absolute


@dataclass(frozen=True)
class InProgress:
    """The adventure being attempted and where its game is kept."""

    adventure: str
    save: str = ""  # the game's save or autosave ("" when none could be kept)


@dataclass(frozen=True)
class Campaign:
    name: str
    quests: tuple[Quest, ...]  # every adventure, in the pile's order
    heroes: tuple[str, ...]  # in seat order
    offer: tuple[str, ...]  # the adventures on offer (at most two), in their places
    pile: tuple[str, ...]  # the adventures not yet on offer, in the pile's order
    meter: tuple[str, ...] = ()  # the completed adventures, a gem each, in order
    renown: int = 0
    game: InProgress | None = None
    quest_master: str = ""  # his profile (`play.quest_master`): its rank and events (R82); "" the current one

    @property
    def won(self) -> bool:
        return not self.pile and not self.offer

    def quest(self, adventure: str) -> Quest:
        return next(q for q in self.quests if q.id == adventure)

    def offered(self) -> tuple[Quest, ...]:
        return tuple([self.quest(a) for a in self.offer])


def _lowest(pile: tuple[str, ...], quests: tuple[Quest, ...]) -> str:
    """The lowest-level adventure of the pile; of equal levels, the first in the pile."""
    order = {q.id: (q.level, i) for i, q in enumerate(quests)}
    return min(pile, key=lambda a: order[a])


def begin(name: str, quests: tuple[Quest, ...], heroes: tuple[str, ...], quest_master: str = "") -> Campaign:
    """A new campaign: the two lowest levels on offer, the rest in the pile; `quest_master`:
    the profile of the Quest Master who runs it (R82)."""
    if not quests:
        raise CampaignRefused("a campaign needs at least one adventure")
    ids = [q.id for q in quests]
    twice = sorted({a for a in ids if ids.count(a) > 1})
    if twice:
        raise CampaignRefused(f"two adventures of the campaign have the same id: {', '.join(twice)}")
    if not heroes:
        raise CampaignRefused("a campaign needs its heroes (--heroes a,b)")
    if len(set(heroes)) != len(heroes):
        raise CampaignRefused("a hero can sit at the table only once")
    pile, offer = tuple(ids), ()
    while pile and len(offer) < ON_OFFER:
        pick = _lowest(pile, quests)
        offer, pile = offer + (pick,), tuple([a for a in pile if a != pick])
    return Campaign(name, tuple(quests), tuple(heroes), offer, pile, quest_master=quest_master.strip())


def pick(campaign: Campaign, number: int) -> Quest:
    """Offer `number` (1 or 2, as shown); refused with the choices when there is none."""
    if campaign.won:
        raise CampaignRefused(f"the campaign {campaign.name} is won: every adventure is completed")
    if not 1 <= number <= len(campaign.offer):
        choices = " or ".join([str(i) for i in range(1, len(campaign.offer) + 1)])
        raise CampaignRefused(f"there is no adventure {number} on offer: choose {choices}")
    return campaign.quest(campaign.offer[number - 1])


def attempt(campaign: Campaign, adventure: str, save: str = "") -> Campaign:
    """The party sets out on an adventure on offer (its game kept in `save`)."""
    if adventure not in campaign.offer:
        raise CampaignRefused(f"{adventure} is not on offer (on offer: {', '.join(campaign.offer) or 'none'})")
    return replace(campaign, game=InProgress(adventure, save))


def record(campaign: Campaign, adventure: str, outcome: str) -> tuple[Campaign, list[str]]:
    """The ending of an adventure on offer, and what it changed, in sentences."""
    if adventure not in campaign.offer:
        raise CampaignRefused(f"{adventure} is not on offer: its ending does not count in the campaign")
    title = campaign.quest(adventure).title
    if outcome != "success":
        return replace(campaign, game=None), [f"{title} failed: it stays on offer, to be tried again."]
    place = campaign.offer.index(adventure)
    offer, pile = list(campaign.offer), campaign.pile
    said = [f"{title} completed: a gem lights on the quest meter "
            f"({len(campaign.meter) + 1} of {len(campaign.quests)}), renown {campaign.renown + 1}."]
    if pile:
        new = _lowest(pile, campaign.quests)
        offer[place] = new
        pile = tuple([a for a in pile if a != new])
        said.append(f"{campaign.quest(new).title} (level {campaign.quest(new).level}) comes on offer in its place.")
    else:
        del offer[place]
    done = replace(campaign, offer=tuple(offer), pile=pile, meter=campaign.meter + (adventure,),
                   renown=campaign.renown + 1, game=None)
    if done.won:
        said.append(f"The campaign {campaign.name} is won: every adventure is completed.")
    elif not pile:
        said.append("The pile is empty: the adventures left on offer finish the campaign.")
    return done, said


def abandon(campaign: Campaign) -> Campaign:
    """The game in progress given up: its adventure stays on offer, nothing else changes."""
    return replace(campaign, game=None)
