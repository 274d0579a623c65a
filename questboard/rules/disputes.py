"""Disputed cards of epic heroes (the rulebook's "Epic Heroes"): when veterans wrote down
more copies of a card than the box still holds, the copies there are laid in the centre and
the heroes who claim them take one each in turn (R80): the heroes involved in seat order,
round and round, each taking a copy he wrote down and has not yet got, or leaving the rest
to the others. Who ends without a card he wrote down gets a replacement: a piece of
equipment's worth in gold, another gift drawn from the same pile.

Pure: a `Draft` is a value; `take` returns the next one."""

from __future__ import annotations

from dataclasses import dataclass, replace

from questboard.rules.log import GiftChanged, GoldChanged, LogEvent
from questboard.rules.outcome import Refusal
from questboard.rules.state import GameState


@dataclass(frozen=True)
class Claim:
    """A veteran wrote down `wanted` copies of a disputed card."""

    hero: str
    card: str
    kind: str  # "equipment" or "gift"
    wanted: int


@dataclass(frozen=True)
class Draft:
    """The disputed cards in the centre and who takes which, in turn."""

    order: tuple[str, ...]  # the heroes involved, in seat order
    centre: tuple[tuple[str, int], ...]  # (card, copies laid in the centre), in the order met
    claims: tuple[Claim, ...]
    taken: tuple[tuple[str, str], ...] = ()  # (hero, card), in the order taken
    done: tuple[str, ...] = ()  # heroes who left the rest to the others
    turn: int = 0  # where in `order` the next turn begins

    def got(self, hero: str, card: str) -> int:
        return sum(1 for h, c in self.taken if h == hero and c == card)

    def left(self, card: str) -> int:
        """Copies of a card still in the centre."""
        laid = dict(self.centre).get(card, 0)
        return laid - sum(1 for _, c in self.taken if c == card)


def open_draft(state: GameState, wanted: dict[str, dict[str, tuple[str, int]]]) -> Draft | None:
    """The draft of the cards claimed beyond what the box holds (`wanted`: hero -> card ->
    (kind, copies written down), heroes in seat order), or None when nothing is disputed.
    A card none of whose copies is left is no dispute: each claimant is replaced at once."""
    totals: dict[str, int] = {}
    for cards in wanted.values():
        for card, (_, n) in cards.items():
            totals[card] = totals.get(card, 0) + n
    centre = []
    for card, total in totals.items():
        have = _in_box(state, card, next(k for cs in wanted.values() for c, (k, _) in cs.items() if c == card))
        if 0 < have < total:
            centre.append((card, have))
    disputed = {c for c, _ in centre}
    claims = tuple([Claim(h, c, k, n) for h, cs in wanted.items() for c, (k, n) in cs.items() if c in disputed])
    if not claims:
        return None
    order = tuple([h for h in wanted if any(cl.hero == h for cl in claims)])
    return Draft(order, tuple(centre), claims)


def _in_box(state: GameState, card: str, kind: str) -> int:
    if kind == "equipment":
        return state.supply.equipment.get(card, 0)
    gift = state.cards.gifts.get(card)
    return int(gift is not None and card in state.supply.gift_piles.get(gift.group, []))


def choices(draft: Draft, hero: str) -> tuple[str, ...]:
    """The disputed cards this hero may take now: left in the centre, written down by him,
    not all his copies got yet."""
    if hero in draft.done:
        return ()
    return tuple([c.card for c in draft.claims if c.hero == hero and draft.left(c.card) > 0
                  and draft.got(hero, c.card) < c.wanted])


def whose_turn(draft: Draft) -> str | None:
    """The next hero who has a card to take, from where the turn stands; None when the
    draft is over."""
    n = len(draft.order)
    for step in range(n):
        hero = draft.order[(draft.turn + step) % n]
        if choices(draft, hero):
            return hero
    return None


def take(draft: Draft, hero: str, card: str, names=None) -> Draft:
    """The hero whose turn it is takes one copy of `card`, or with `card` "" leaves the
    disputed cards he has not got to the others. Refused with the reason otherwise."""
    names = names or {}
    turn = whose_turn(draft)
    if hero != turn:
        raise Refusal(f"It is {names.get(turn, turn)}'s turn to take a disputed card")
    mine = choices(draft, hero)
    after = draft.order.index(hero) + 1
    if card == "":
        return replace(draft, done=draft.done + (hero,), turn=after)
    if card not in mine:
        offered = ", ".join([names.get(c, c) for c in mine])
        raise Refusal(f"{names.get(hero, hero)} may take one of {offered}, or leave them to the others")
    return replace(draft, taken=draft.taken + ((hero, card),), turn=after)


def in_seat_order(draft: Draft) -> Draft:
    """The draft as nobody is asked (a script, the program's own games): each in turn takes
    the first card he may."""
    while (hero := whose_turn(draft)) is not None:
        draft = take(draft, hero, choices(draft, hero)[0])
    return draft


def settle(state: GameState, draft: Draft, told: int = 0) -> list[LogEvent]:
    """The draft over: each hero gets the copies he took (the takes from the `told`-th on are
    told: the first were told as they were made); for each copy he wrote down and did not
    get, a piece of equipment's worth in gold or a gift drawn from its pile."""
    said: list[LogEvent] = []
    for i, (hero_id, card) in enumerate(draft.taken):
        hero = state.hero(hero_id)
        claim = next(c for c in draft.claims if c.hero == hero_id and c.card == card)
        if claim.kind == "equipment":
            state.supply.equipment[card] -= 1
            hero.equipment.append(card)
        else:
            state.supply.gift_piles[state.cards.gifts[card].group].remove(card)
            hero.gifts[card] = False
        said += [DisputedTaken(hero_id, card)] if i >= told else []
    for c in draft.claims:
        for _ in range(c.wanted - draft.got(c.hero, c.card)):
            said += replaced(state, c.hero, c.card, c.kind)
    return said


def replaced(state: GameState, hero_id: str, card: str, kind: str) -> list[LogEvent]:
    """A card written down and not to be had: its worth in gold, or another of its gift pile."""
    hero = state.hero(hero_id)
    if kind == "equipment":
        item = state.cards.equipment.get(card)
        worth = item.gold if item is not None else 0
        hero.gold += worth
        return [GoldChanged(hero_id, worth, hero.gold, f"the worth of {item.name if item else card}, "
                                                       "held by another hero")]
    gift = state.cards.gifts.get(card)
    pile = state.supply.gift_piles.get(gift.group, []) if gift is not None else []
    if not pile:
        return [GiftChanged(hero_id, card, "not to be had: its pile is empty")]
    drawn = pile.pop()
    hero.gifts[drawn] = False
    return [GiftChanged(hero_id, drawn, f"drawn for {gift.name}, held by another hero", drawn=True)]


@dataclass(frozen=True)
class DisputedTaken(LogEvent):
    """A hero took a disputed card, his turn come (R80)."""

    hero: str
    item: str  # "": he leaves the disputed cards he has not got to the others

    @property
    def text(self) -> str:
        if not self.item:
            return f"{self.hero} leaves the other disputed cards to the others"
        return f"{self.hero} takes {self.item} from the disputed cards"
