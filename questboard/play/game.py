"""One game at the table: the adventure's story and the fight in progress behind one
`apply(action) -> Step | Refused`, one ordered stream of told events, one action log.

A fight is played on the story's own heroes (not on a copy): what it does to them (damage,
gifts exhausted, items used up, swapped or sold, gold, injuries settled) is done once, by the
fight's own actions, and is in the stream as the fight's events. When the fight ends the
story hears only who won and takes its way on. The log holds story, fight and play actions
in the order they were taken, so a save made in the middle of a fight replays to the very
same position.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from questboard.adventure import actions as X
from questboard.adventure import runner
from questboard.adventure.model import Adventure
from questboard.adventure.prompts import CombatRequest, Prompt
from questboard.adventure.state import RunnerState, Setup
from questboard.combat import engine as fight_engine
from questboard.combat import previews, uses
from questboard.combat.authority import settled, waiting_for
from questboard.combat.auto_qm import AutoQM
from questboard.combat.fight import Fight
from questboard.combat.policies import HeroPolicy
from questboard.combat.resolve import drive
from questboard.combat.setup import SetupError, start_fight
from questboard.combat.spec import CombatSpec
from questboard.errors import QuestboardError
from questboard.play import offers, old_logs, saves, undoing, views, waiting
from questboard.play.actions import (
    FightAutomatically,
    FightHere,
    decode,
    encode,
    is_fight_action,
    is_play_action,
    is_shared_action,
)
from questboard.play.asked_once import AskedOnce
from questboard.play.naming import Naming
from questboard.play.seat_views import ViewCache
from questboard.play.steps import Step, Undone
from questboard.play.told import FIGHT, STORY, SecretGoals, Told, tell
from questboard.rules.cards import CardSet
from questboard.rules.outcome import Refusal, Refused

POLICIES = ("greedy", "cautious")


Result = Step | Refused
MapFinder = Callable[[str], Any]  # map id -> a CombatMap



class _ResultRefused(Exception):
    """The story refused a finished fight's outcome (the step that ended it is taken back)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason

class Game:
    """One adventure session and the fight in progress. Changed only by `apply` and `undo`."""

    about: dict = {}  # kept in the head of its saves: `play.opening.about` (title, map files)

    def __init__(self, adventure: Adventure, cards: CardSet, setup: Setup, adventure_file: str,
                 find_map: MapFinder, autosave=None) -> None:
        self.adventure = adventure
        self.cards = cards
        self.setup = setup
        self.adventure_file = adventure_file
        self.find_map = find_map
        self._qm = AutoQM()
        self.revision = 0  # changes with every accepted action, undo and replay
        self._views = ViewCache()
        self._once = AskedOnce()  # previews and whom the game waits for, once a revision
        self._naming = Naming(self)
        self._begin()
        self.autosave = None
        if autosave is not None:
            self.attach_autosave(autosave)

    # The state ---------------------------------------------------------------------------
    def _begin(self) -> None:
        self.story: RunnerState
        self.story, first = runner.start(self.adventure, self.cards, self.setup)
        self.fight: Fight | None = None
        self.actions: list[dict[str, Any]] = []
        self.told: list[Told] = list(tell(first.events, STORY))
        self.last: Step = Step(tuple(self.told))
        self.settled = 0  # actions before this index revealed something: no undo past it
        self.revealed = "the adventure began"

    @property
    def prompt(self) -> Prompt | None:
        """The story's question (a CombatRequest while a fight is on)."""
        return self.story.waiting

    @property
    def state(self):
        """The rules state: heroes, piles, dice."""
        return self.story.game

    @property
    def ended(self) -> bool:
        return self.story.ended is not None

    def names(self) -> dict[str, str]:
        """Id -> name of heroes, cards, the fight's fighters and the combat maps (their
        titles), for telling events in words."""
        return dict(self._naming.names())

    def words(self, told: Told) -> str:
        """`told` in words (`Told.describe` with the game's names)."""
        return self._naming.words_of((told,))[0]

    def words_of(self, told: Iterable[Told]) -> list[str]:
        """Each of `told` in words."""
        return self._naming.words_of(told)

    # Acting ------------------------------------------------------------------------------
    def apply(self, action: object) -> Result:
        """Carry out one action of the table, the story's or the fight's; on refusal nothing
        changes. Accepted actions go into the log (and the autosave)."""
        in_fight = self.fight is not None
        result = self._take(action)
        if result.ok:
            self.revision += 1
            data = encode(action, in_fight)
            self.actions.append(data)
            if self._revealing:
                self.settled = len(self.actions)
            result = self._autosaved(result)
        return result

    def _autosaved(self, step: Step, whole: bool = False) -> Step:
        """The step, telling also of trouble writing the autosave (play goes on)."""
        trouble = None if self.autosave is None else \
            self.autosave.keep(self.actions, whole, self.story.ended)
        if trouble is None:
            return step
        told = Told(trouble, True, STORY)
        self.told.append(told)
        return Step((*step.told, told))

    def _take(self, action: object) -> Result:
        before = undoing.fingerprint(self.story.game)
        try:
            if is_play_action(action):
                events = self._play(action)
            elif is_fight_action(action) or (self.fight is not None and is_shared_action(action)):
                events = self._fight_action(action)  # selling, items, gifts … by context
            else:
                events = self._story(action)
        except Refusal as refusal:
            return Refused(refusal.reason)
        except _ResultRefused as refusal:
            # The step ended the fight and the story cannot take its outcome (R41: a round
            # that asks nothing). Half of it is done, so start over from the log without it.
            self.replay(list(self.actions))
            return Refused(refusal.reason)
        step = Step(tuple(events))
        self.told.extend(step.told)
        self.last = step
        why = undoing.revealed(before, self.story.game, step.events, action)
        self._revealing = why is not None
        if why is not None:
            self.revealed = why
        return step

    def _story(self, action: object) -> list[Told]:
        if self.fight is not None:
            raise Refusal("The fight is on: that waits until it is over")
        result = runner.apply(self.story, action)
        if not result.ok:
            raise Refusal(result.reason)
        return list(tell(result.events, STORY))

    def _fight_action(self, action: object) -> list[Told]:
        fight = self.fight
        if fight is None:
            raise Refusal("There is no fight now")
        outcome = fight_engine.apply(fight, action, self._once.known(self, "fight"))
        if not outcome.ok:
            raise Refusal(outcome.reason)
        return list(tell(outcome.events, FIGHT)) + self._after_fight()

    def _play(self, action: FightHere | FightAutomatically) -> list[Told]:
        told: list[Told] = []
        if isinstance(action, FightAutomatically) and action.policy not in POLICIES:
            raise Refusal(f"The automatic heroes play {' or '.join(POLICIES)}")
        if self.fight is None:
            told += self._set_up_fight()
        elif isinstance(action, FightHere):
            raise Refusal("The fight is already on")
        if isinstance(action, FightAutomatically):
            fight = self.fight
            start = len(fight.log)
            drive(fight, HeroPolicy(action.policy), self._qm)
            told += [t for t in tell(fight.log[start:], FIGHT)]
            told += self._after_fight()
        return told

    def _set_up_fight(self) -> list[Told]:
        prompt = self.story.waiting
        if not isinstance(prompt, CombatRequest):
            raise Refusal("There is no fight to play now")
        spec = CombatSpec.from_request(prompt.combat, self.find_map(prompt.combat.map))
        try:
            self.fight = start_fight(self.story.game, spec, record=True)
        except SetupError as error:
            raise QuestboardError(f"{self.adventure_file}: paragraph {self.story.paragraph}: "
                                  f"{error}") from None
        told = list(tell(self.fight.log, FIGHT))
        if self.fight.goals_hidden:
            goals = self.fight.spec  # with the cards' names
            told.insert(1, Told(SecretGoals(goals.victory.describe(), goals.defeat.describe()),
                                False, FIGHT))
        return told + self._after_fight()

    def _after_fight(self) -> list[Told]:
        """A fight that is over hands the story its outcome; the heroes already carry the rest."""
        fight = self.fight
        if fight is None or not fight.over:
            return []
        self.fight = None
        result = runner.apply(self.story, X.CombatResult(victory=fight.result.victory))
        if not result.ok:
            raise _ResultRefused(result.reason)
        return list(tell(result.events, STORY))

    # Undo --------------------------------------------------------------------------------
    def undo(self) -> Undone | Refused:
        """Take back the last step if it revealed nothing (no die, no card, no hidden text);
        the undone step leaves the action log."""
        if len(self.actions) <= self.settled:
            return Refused(f"Nothing to take back since {self.revealed}")
        last = decode(self.actions[-1])
        names = self.names()
        self.replay(self.actions[:-1])
        self._autosaved(Step(()), whole=True)
        return Undone(undoing.words(last, names))

    def replay(self, actions: list[dict[str, Any]], where: str = "") -> None:
        """Start over and take these logged actions again (QuestboardError if one is refused)."""
        self._begin()
        self.revision += 1
        for i, data in enumerate(actions, start=1):
            try:
                action = decode(data)
            except ValueError as error:
                raise QuestboardError(f"{where}action {i} is damaged: {error}") from None
            result = self._take(action)
            if not result.ok and old_logs.let_refresh_go(self):
                result = self._take(action)
            if not result.ok:
                raise QuestboardError(f"{where}action {i} does not replay ({result.reason}); "
                                      "the save belongs to another version of the adventure")
            self.actions.append(data)
            if self._revealing:
                self.settled = len(self.actions)

    # Saves -------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """Everything that matters as plain data: equal snapshots mean equal games."""
        return saves.plain({"story": self.story.snapshot(),
                      "fight": self.fight.snapshot() if self.fight is not None else None})

    def attach_autosave(self, path: Path) -> None:
        """Keep every action from now on in the autosave log at `path` (written anew with
        the actions so far, replacing the file only once it is complete)."""
        if self.autosave is not None:
            self.autosave.close()
        self.autosave = saves.Autosave(Path(path), self.setup, self.adventure_file, self.actions,
                                       self.story.ended, self.about)

    def save(self, path: Path) -> Path:
        """Write a save atomically (the previous one kept as .bak); SaveError says why not."""
        return saves.write_save(Path(path), self.setup, self.adventure_file, self.actions,
                                self.snapshot(), self.story.ended, self.about)

    def close(self) -> None:
        if self.autosave is not None:
            self.autosave.close()
            self.autosave = None

    # Who may act, and the automatic Quest Master ------------------------------------------
    @property
    def waiting(self):
        """Every side that may act now, each with the typed actions it may send (worked out
        once a revision)."""
        return self._once.answer(self, "waiting", lambda: waiting.asked(self))

    def fight_asked(self):
        """Whom the fight now on waits for (`combat.authority.waiting_for`), worked out once a
        revision; None when no fight is on."""
        fight = self.fight
        return None if fight is None else self._once.answer(self, "fight", lambda: waiting_for(fight))

    def next_qm_action(self):
        """The automatic Quest Master's next decision as a value (`QMMove`), or None when
        the fight does not wait for the Quest Master. Nothing is applied."""
        fight = self.fight
        if fight is None or fight.over:
            return None
        w = waiting_for(fight)
        if w.who != waiting.QM:
            return None
        action, why = self._qm.decide(fight, w.allowed)
        return waiting.QMMove(action, why, waiting.fallback(fight, w))

    def step_qm(self) -> Result | None:
        """Apply the automatic Quest Master's next decision (its fallback if refused)."""
        move = self.next_qm_action()
        if move is None:
            return None
        result = self.apply(move.action)
        return result if result.ok else self.apply(move.fallback)

    # Views -------------------------------------------------------------------------------
    def view(self, seat):
        """What `seat` (`play.seats`) may see now, as plain data: the same object until the
        game's revision changes."""
        return self._views.get(self, seat)

    def public_view(self):
        return views.public_view(self)

    def paragraph_view(self):
        return views.paragraph_view(self)

    def shop_prices(self):
        """Each hero's price for each offer of the open shop, as the engine will charge."""
        return offers.shop_prices(self)

    def check_bonuses(self) -> dict[str, tuple[str, ...]]:
        """Each hero's items and ready gifts that could still change the check at hand."""
        return offers.check_bonuses(self)

    # Previews ----------------------------------------------------------------------------
    def _fight_on(self) -> Fight:
        if self.fight is None:
            raise QuestboardError("there is no fight now")
        return self.fight

    def _preview(self, preview, *args, **kwargs):
        """`preview(fight, *args)`, reading the fight with whom it waits for worked out once;
        asked again of the same revision, the answer it had (a drag's last plan is the one its
        release commits)."""
        fight = self._fight_on()

        def work_out():
            with settled(fight, self.fight_asked()):
                return preview(fight, *args, **kwargs)
        return self._once.answer(self, (preview, args, tuple(kwargs.items())), work_out)

    def reading(self) -> settled | nullcontext:
        """While the game is read and not changed (its views built), whom the fight waits for
        is worked out once: `with game.reading(): …`."""
        return nullcontext() if self.fight is None else settled(self.fight, self.fight_asked())

    def plan_move(self, who: str, to: tuple[float, float], clamp: bool = False):
        return self._preview(previews.plan_move, who, to, clamp=clamp)

    def targets(self, who: str):
        return self._preview(previews.targets, who)

    def plan_area(self, who: str, gift: str, mouse: tuple[float, float], degrees: float):
        return self._preview(previews.plan_area, who, gift, mouse, degrees)

    def melee_targets(self, who: str):
        return self._preview(previews.melee_targets, who)

    def swap_partners(self, who: str):
        return self._preview(previews.swap_partners, who)

    def swap_refusal(self, who: str, to: str) -> str:
        """Why hero `who` may not hand an item to `to` now, or ""."""
        return self._preview(previews.swap_refusal, who, to)

    def plan_use(self, who: str, card: str):
        """What using `card` (an item or a gift of `who`) would meet now: allowed or why not,
        whom a heal may reach, which gifts a refresh may bring back (`combat.uses.UsePlan`)."""
        return self._preview(uses.plan_use, who, card)

    def plan_event(self, event: str, at=None, placed=()):
        """What the Quest Master playing `event` would meet now in the fight: allowed or why
        not, the arch villains it may be played on, where Reinforcements may come (`combat.uses.EventPlan`)."""
        return self._preview(uses.plan_event, event, at, tuple(placed))
