"""What a window draws, as plain values: the current paragraph (for the Quest Master's
console) and the public view (all that the shared screen may show, nothing more)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from questboard.adventure import events as AE
from questboard.adventure import prompts as P
from questboard.adventure.card_play import in_play
from questboard.play.kept import KeptParts
from questboard.play.told import FIGHT, STORY, Told
from questboard.play.viewdata import AdventureCardView
from questboard.rules.log import CheckResolved, Rolled


def flowing(text: str) -> str:
    """A YAML block's lines joined into flowing text; blank lines stay paragraph breaks."""
    return re.sub(r"(?<!\n)\n(?!\n)", " ", text).strip()


@dataclass(frozen=True)
class ParagraphView:
    """The paragraph the story stands at: its texts, what was done there (with results),
    and the question now pending."""

    number: int
    read_aloud: tuple[str, ...]
    qm_notes: tuple[str, ...]
    advice: tuple[str, ...]
    done: tuple[str, ...]  # the tasks carried out and their results, in order
    prompt: P.Prompt | None


@dataclass(frozen=True)
class PieceView:
    id: str
    name: str
    side: str
    at: tuple[float, float]
    radius: float
    vitality: int
    max_vitality: int


@dataclass(frozen=True)
class FieldView:
    map_id: str
    title: str
    round: int
    turn: str  # whose turn it is, in words
    pieces: tuple[PieceView, ...]
    off_field: tuple[str, ...]
    goals: str | None  # None under Uncertain Circumstances
    rules: str = ""  # the fight's special rules ("" when none)


@dataclass(frozen=True)
class HeroView:
    id: str
    name: str
    vitality: int
    max_vitality: int
    gold: int
    items: tuple[str, ...]
    gifts: tuple[tuple[str, bool], ...]  # gift name, exhausted


@dataclass(frozen=True)
class PublicView:
    """What the shared screen may show: read-aloud text, the question in public words, the
    heroes, the dice, the battlefield and the public log. Never QM notes, the QM's hand,
    queries, hidden goals, or what the automatic Quest Master means to do next."""

    paragraph: int
    read_aloud: tuple[str, ...]
    question: str
    heroes: tuple[HeroView, ...]
    dice: tuple[str, ...]  # the latest rolls and checks' verdicts, in words (totals in)
    field: FieldView | None
    log: tuple[str, ...]
    passed: tuple[tuple[int, tuple[str, ...]], ...] = ()  # paragraphs the last step went through first
    adventure_cards: tuple[AdventureCardView, ...] = ()  # the adventure cards in play (R77)

    def texts(self) -> list[str]:
        """Every string the view holds (to check that nothing hidden is in it)."""
        out = [*self.read_aloud, self.question, *self.dice, *self.log]
        out += [text for _, read in self.passed for text in read]
        out += [text for c in self.adventure_cards for text in (c.name, c.text, c.effect)]
        for h in self.heroes:
            out += [h.name, *h.items, *(g for g, _ in h.gifts)]
        if self.field is not None:
            f = self.field
            out += [f.title, f.turn, *(p.name for p in f.pieces), *f.off_field]
            out += [f.goals] if f.goals else []
        return out


def since_paragraph(told: list[Told]) -> tuple[int, list[Told]]:
    """The number of the paragraph the story stands at and what was told since it began."""
    for i in range(len(told) - 1, -1, -1):
        if isinstance(told[i].event, AE.ParagraphEntered):
            return told[i].event.number, told[i + 1:]
    return 0, list(told)


def paragraph_view(game) -> ParagraphView:
    number, since = since_paragraph(game.told)
    read, notes, advice, done = [], [], [], []
    for t in since:
        if t.source != STORY:
            continue
        e = t.event
        if isinstance(e, AE.ReadAloud):
            read.append(flowing(e.text))
        elif isinstance(e, AE.QMNote):
            notes.append(flowing(e.text))
        elif isinstance(e, AE.Advice):
            advice.append(flowing(e.text))
        else:
            done.append(game.words(t))
    return ParagraphView(number, tuple(read), tuple(notes), tuple(advice), tuple(done), game.prompt)


def public_view(game, log_lines: int = 40, kept: KeptParts | None = None) -> PublicView:
    """The table's picture; with `kept`, the heroes' part made before while their sheets stay."""
    number, since = since_paragraph(game.told)
    read = tuple([flowing(t.event.text) for t in since
                 if t.public and isinstance(t.event, AE.ReadAloud)])
    dice, log = _dice_and_log(game, log_lines)
    return PublicView(number, read, public_question(game), _kept_heroes(game, kept), dice,
                      _field(game), log, passed_on_the_way(game, number), adventure_cards(game))


def _dice_and_log(game, log_lines: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The last rolls among the newest dozen public lines, and the public log's newest
    `log_lines` (no read-aloud text or advice), in words (read from the end: the log grows)."""
    if log_lines > 0:
        public, most = [], max(12, log_lines)
        for t in reversed(game.told):  # a plain loop: on every revision
            if t.public:
                public.append(t)
                if len(public) == most:
                    break
        public.reverse()
    else:  # `[-0:]`: every line
        public = [t for t in game.told if t.public]
    rolls, lines = [], []
    for t in public[-12:]:
        if isinstance(t.event, Rolled | CheckResolved):
            rolls.append(t)
    for t in public[-log_lines:]:
        if not isinstance(t.event, AE.ReadAloud | AE.Advice):
            lines.append(t)
    words = game.words_of(rolls + lines)  # one asking of the names for both
    return tuple(words[:len(rolls)]), tuple(words[len(rolls):])


def adventure_cards(game) -> tuple[AdventureCardView, ...]:
    """The adventure cards in play (R77), in the order they came into play: public, as
    cards on the table are."""
    return tuple([AdventureCardView(*card) for card in in_play(game.story)])


def passed_on_the_way(game, number: int) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The paragraphs the last step went through before the one the story stands at, each
    with its public read-aloud text, in order (the table reads every one aloud)."""
    out: list[tuple[int, list[str]]] = []
    for t in game.last.told:
        e = t.event
        if t.source != STORY:
            continue
        if isinstance(e, AE.ParagraphEntered):
            out.append((e.number, []))
        elif out and t.public and isinstance(e, AE.ReadAloud):
            out[-1][1].append(flowing(e.text))
    if out and out[-1][0] == number:
        out.pop()
    return tuple([(n, tuple(read)) for n, read in out if n != number])


def _kept_heroes(game, kept: KeptParts | None) -> tuple[HeroView, ...]:
    if kept is None:
        return _heroes(game)
    heroes = game.state.heroes
    key = tuple([(h.card, h.vitality, h.attributes["strength"], h.gold, tuple(h.equipment),
                  tuple(h.quest_items), tuple(h.gifts.items())) for h in heroes])
    return kept.get("table heroes", (game.cards, *heroes), key, lambda: _heroes(game))


def _heroes(game) -> tuple[HeroView, ...]:
    cards = game.cards
    out = []
    for h in game.state.heroes:
        items = tuple([cards.any_item(i).name if cards.any_item(i) else i for i in h.items()])
        gifts = tuple([(cards.gifts[g].name if g in cards.gifts else g, ex) for g, ex in h.gifts.items()])
        out.append(HeroView(h.id, h.name, h.vitality, h.max_vitality, h.gold, items, gifts))
    return tuple(out)


def _field(game) -> FieldView | None:
    fight = game.fight
    if fight is None:
        return None
    bf = fight.field
    pieces = []
    for f in fight.fighters.values():
        if f.off_field or f.id not in bf.pieces:
            continue
        p, h = bf.pieces[f.id], f.hero  # read off directly: this runs for every base on every revision
        top = h.max_vitality if h is not None else f.max_vitality
        pieces.append(PieceView(f.id, f.name, f.side, (p.x, p.y), p.radius, h.vitality if h is not None else f.vitality, top))
    if fight.active and fight.active in fight.fighters:
        turn = f"Round {fight.round}: {fight.fighters[fight.active].name}"
    else:
        turn = f"Round {fight.round}: the Quest Master's turn" if fight.phase == "qm" else f"Round {fight.round}"
    goals = None if not goals_public(game) else (
        f"Victory: {fight.spec.victory.describe()}; defeat: {fight.spec.defeat.describe()}")
    off = tuple([f.name for f in fight.fighters.values() if f.off_field and f.is_hero])
    return FieldView(fight.spec.map.id, fight.spec.map.title, fight.round, turn,
                     tuple(pieces), off, goals, " ".join((fight.spec.rules or "").split()))


def map_title(game, map_id: str) -> str:
    """A combat map's title ("The Forest Clearing"); its id when it cannot be read (a
    missing or broken map is told when the fight is set up)."""
    from questboard.errors import QuestboardError

    try:
        return game.find_map(map_id).title
    except QuestboardError:
        return map_id


def goals_public(game) -> bool:
    """Whether the table may know how fights are won and lost (not under Uncertain
    Circumstances, until the fight is over)."""
    return not game.state.options.uncertain_circumstances


def public_question(game) -> str:
    """The pending question as the table may read it (no hidden goals, no QM prompts)."""
    if game.fight is not None:
        w = [a for a in game.waiting if a.side != "party"]
        return w[0].why if w else ""
    prompt = game.prompt
    if prompt is None or prompt.hidden:
        return ""
    names = game.names()
    if isinstance(prompt, P.ChooseOption):
        return "What do you do? " + " / ".join([o.label for o in prompt.options])
    if isinstance(prompt, P.ChooseHero | P.ChooseParticipant):
        what = prompt.purpose if isinstance(prompt, P.ChooseHero) else f"{_capital(prompt.check.told)}: who rolls?"
        return f"{what} " + ", ".join([names.get(h, h) for h in prompt.heroes])
    if isinstance(prompt, P.ChooseLeader):
        return "Who leads? " + ", ".join([names.get(h, h) for h in prompt.heroes])
    if isinstance(prompt, P.ChooseDisputed):
        return f"{names.get(prompt.hero, prompt.hero)} takes a disputed card: " + \
            ", ".join([names.get(c, c) for c in prompt.cards])
    if isinstance(prompt, P.CheckToRoll | P.ChooseOrder | P.GroupRoll | P.ModifyWindow):
        return _capital(prompt.check.text)
    if isinstance(prompt, P.CombatRequest):
        return f"A fight on {map_title(game, prompt.combat.map)}"
    if isinstance(prompt, P.Shop):
        return "The shop is open"
    if isinstance(prompt, P.Distribute):
        return "Share out what was found"
    if isinstance(prompt, P.SettleFirst):
        return prompt.reason
    if isinstance(prompt, P.Improve):
        return f"{names.get(prompt.hero, prompt.hero)} raises an attribute"
    if isinstance(prompt, P.Ended):
        return f"The end: {prompt.outcome}"
    return ""



def _capital(text: str) -> str:
    """A sentence's first letter in capitals ('group strength check' -> 'Group strength check')."""
    return text[:1].upper() + text[1:]

__all__ = ["FIGHT", "adventure_cards", "FieldView", "HeroView", "ParagraphView", "PieceView", "PublicView",
           "goals_public", "paragraph_view", "public_view", "public_question"]
