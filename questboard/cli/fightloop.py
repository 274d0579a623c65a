"""A fight at the keyboard (text mode's 'fight'): the heroes' decisions are typed commands
(`fightcommands`), the automatic Quest Master plays the bad guys, and the finished fight
comes back to the story as its CombatResult (`autofight.result_of`).

The fight runs on a copy of the game, like an automatic one; only the result touches the
story. Leaving mid-fight ('quit') leaves the story at the start of the fight."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.markup import escape

from questboard.adventure.answers import BadAnswer
from questboard.cli import fightcommands as C
from questboard.cli.autofight import TrialFight, result_of
from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat.auto_qm import AutoQM
from questboard.combat.conflict import losing_side, sources
from questboard.combat.engine import apply, waiting_for
from questboard.combat.fight import Fight, Waiting
from questboard.combat.fighters import Fighter, movement_bar, range_bar, weapons_for
from questboard.combat.policies import HeroPolicy
from questboard.combat.resolve import drive
from questboard.rules.vitality import default_injury_choice

# An automatic finish ('auto') shows this many of its last log lines.
AUTO_LINES = 12


class _HeroesAnswer(Exception):
    """The fight waits for the players: stops `drive` before it decides for them."""


class _Players:
    """Stands in for the automatic heroes in `drive`: hands every hero decision back."""

    def free_action(self, fight: Fight, hero_id: str):
        return None

    def decide(self, fight: Fight, who: str, allowed: tuple[str, ...]):
        raise _HeroesAnswer


@dataclass
class FightOutcome:
    """The fight's verdict for the story, and the injuries the players chose in the fight
    (hero -> attribute, item), so the story can settle them the same way (R19)."""

    result: object  # adventure.actions.CombatResult
    injuries: dict[str, tuple[str | None, str | None]] = field(default_factory=dict)


class PlayerFight:
    """Plays one fight: `table` reads lines, shows events and rejects bad answers."""

    def __init__(self, trial: TrialFight, table) -> None:
        self.trial = trial
        self.fight = trial.fight
        self.table = table
        self.console = table.console
        self.qm = AutoQM()
        self.shown = 0  # how much of the fight's log has been shown
        self.injuries: dict[str, tuple[str | None, str | None]] = {}
        self.offered: list[str] = []  # refresh offers already told

    def play(self) -> FightOutcome | None:
        """Until the fight is over; None if the players quit."""
        fight = self.fight
        asked: tuple | None = None
        while True:
            self._qm_moves()
            if fight.over:
                break
            w = waiting_for(fight)
            if (w, fight.round) != asked:
                self.show_waiting(w)
                asked = (w, fight.round)
            number, line = self.table.read_line(f"fight: {w.why}")
            actor = w.who if w.who in fight.fighters else fight.active
            try:
                command = C.parse(line, fight, actor)
            except BadAnswer as bad:
                self.table.reject(number, line, str(bad))
                continue
            if isinstance(command, C.Quit):
                return None
            if isinstance(command, C.Help):
                self.console.print(C.HELP, markup=False, highlight=False)
                continue
            if isinstance(command, C.Look):
                self.look(actor)
                continue
            if isinstance(command, C.Draw):
                self.draw(command.path, actor, w.why)
                continue
            if isinstance(command, C.Auto):
                self._finish_automatically(command.policy)
                break
            if isinstance(command, C.TakeInjury):
                hero = fight.fighters[command.hero]
                command = A.ResolveInjury(hero.id, *default_injury_choice(fight.state, hero.hero))
            elif isinstance(command, A.ResolveInjury):
                self.injuries[command.hero] = (command.attribute, command.discard)
            outcome = apply(fight, command)
            if not outcome.ok:
                if isinstance(command, A.ResolveInjury):
                    self.injuries.pop(command.hero, None)
                self.table.reject(number, line, outcome.reason, refused=True)
                continue
            self._show_log()
            self._after_action(actor)
        self._show_log()
        r = fight.result
        self.console.print(f"[bold]{r.outcome.capitalize()}[/] after {r.rounds} round(s): {r.reason}")
        return FightOutcome(result_of(self.trial), self.injuries)

    # The automatic sides ---------------------------------------------------------------
    def _qm_moves(self) -> None:
        """The Quest Master plays until the heroes must answer or the fight is over."""
        try:
            drive(self.fight, _Players(), self.qm)
        except _HeroesAnswer:
            pass
        self._show_log()

    def _finish_automatically(self, policy: str) -> None:
        start = self.shown
        drive(self.fight, HeroPolicy(policy), self.qm)
        rest = [e for e in _for_players(self.fight.log[start:]) if not (e.hidden and self.table.public)]
        if len(rest) > AUTO_LINES:
            self.console.print(f"  [dim]… {len(rest) - AUTO_LINES} earlier lines of the "
                               f"automatic fight not shown[/]")
        self.table.show_events(rest[-AUTO_LINES:], names=self.trial.game.names())
        self.shown = len(self.fight.log)

    def _show_log(self) -> None:
        log = self.fight.log
        if self.shown < len(log):
            self.table.show_events(_for_players(log[self.shown:]), names=self.trial.game.names())
            self.shown = len(log)
            self._show_refresh_offers()

    def _show_refresh_offers(self) -> None:
        """R4: a hero who rolled a 9 may refresh a gift now, before the next roll."""
        offers = list(self.fight.state.refresh_offers)
        if offers == self.offered:
            return
        self.offered = offers
        for hero_id in offers:
            hero = self.fight.fighters[hero_id]
            spent = [g for g, ex in hero.gift_table().items() if ex]
            if spent:
                self.console.print(f"  {hero.name} rolled a 9: 'refresh GIFT' brings back one "
                                   f"of {', '.join(spent)} (now, before the next roll)")

    # Showing ---------------------------------------------------------------------------
    def _after_action(self, actor: str) -> None:
        fight = self.fight
        if fight.over or fight.active != actor or fight.turn is None or fight.conflict is not None:
            return
        f = fight.fighters[actor]
        if f.is_hero and fight.turn.who == actor and waiting_for(fight).who == actor:
            self.console.print(f"  [dim]{f.name}: {budget_text(fight, f)}[/]")

    def show_waiting(self, w: Waiting) -> None:
        fight, c = self.fight, self.console
        f = fight.fighters.get(w.fighter) if w.fighter else None
        if "ResolveInjury" in w.allowed:
            c.print(f"[bold red]{w.why}.[/] " + escape(
                    f"'injury' takes it (the story asks what it costs), or 'injury ATTR "
                    f"[discard ITEM]'; or heal at once: 'use ITEM', 'HERO: gift GIFT {w.fighter}'"))
        elif "Modify" in w.allowed:
            self._show_roll(w)
        elif fight.reaction is not None:
            c.print(f"[bold]{w.why}[/]: 'gift {fight.reaction.gift}' or 'pass'")
        elif f is not None:
            c.print(f"[bold]{f.name}[/], round {fight.round}: {budget_text(fight, f)} "
                    f"[dim]('look', 'help')[/]")

    def _show_roll(self, w: Waiting) -> None:
        fight = self.fight
        cf = fight.conflict
        att, dfn = fight.fighters[cf.attacker], fight.fighters[cf.defender]
        loser = losing_side(fight, cf)
        found = sources(fight, cf, loser)
        offers = ", ".join(f"{s} ({'wins outright' if a is None else f'+{a}'})"
                           for _, s, a, _ in found) or "nothing"
        self.console.print(
            f"[bold]{att.name}[/]'s {cf.kind} attack on [bold]{dfn.name}[/]: "
            f"{cf.att_die} → {cf.att_total} vs {cf.def_die} → {cf.def_total}. "
            f"{loser.name} is losing; may add: {offers}. 'bonus SOURCE' or 'pass'")

    def draw(self, path: str, actor: str, why: str) -> None:
        """The field as it stands, as the referee draws it, with whose turn it is."""
        import pygame

        from questboard.ui.referee import render_referee

        fight = self.fight
        notes = [f"Round {fight.round}: {why}"]
        notes += [f"{f.name}: {f.current_vitality()}/{_max_vitality(f)} Vitality"
                  for f in fight.fighters.values() if f.is_hero and not f.off_field]
        try:
            render_referee(fight.field, fight.spec.map, {"from": actor, "active": actor, "notes": notes}, path)
        except (OSError, pygame.error) as error:
            self.console.print(f"[red]Cannot draw to {path}: {error}[/]")
            return
        self.console.print(f"Drew the field to {path}")

    def look(self, actor: str) -> None:
        from rich.table import Table as Grid

        fight = self.fight
        bf = fight.field
        me = fight.fighters.get(actor)
        here = me is not None and actor in bf.pieces
        grid = Grid(title=f"{fight.spec.map.title}, round {fight.round}"
                          + (f" - distances and sight from {me.name}" if here else ""))
        for col in ("who", "side", "at", "Vit", "touching", "gap", "sight"):
            grid.add_column(col)
        on_field = [f for f in fight.fighters.values() if f.id in bf.pieces]
        call = {f.id: C.short_name(fight, f) for f in on_field}
        for f in on_field:
            p = bf.pieces[f.id]
            touching = ", ".join(call[o.id] for o in on_field
                                 if o.id != f.id and bf.touching(f.id, o.id))
            gap = sight = "-"
            if here and f.id != actor:
                gap = f"{bf.edge_distance(actor, f.id):.2f}"
                verdict = bf.line_of_sight(actor, f.id)
                sight = "clear" if verdict.clear else "blocked" + (
                    f" ({', '.join(_label(bf, b) for b in verdict.blockers[:2])})"
                    if verdict.blockers else "")
            side = "hero" if f.is_hero else "QM"
            grid.add_row(call[f.id], side, f"{p.x:.2f},{p.y:.2f}",
                         f"{f.current_vitality()}/{_max_vitality(f)}", touching or "-", gap, sight)
        self.console.print(grid)
        out = [f.name for f in fight.fighters.values() if f.off_field]
        if out:
            self.console.print(f"  Off the field: {', '.join(out)}")
        terrain = ", ".join(f"{t.name or t.kind} at {t.at[0]:.1f},{t.at[1]:.1f}"
                            for t in fight.spec.map.terrain)
        w, h = fight.spec.map.size
        self.console.print(f"  Field {w:g} × {h:g} LU" + (f"; terrain: {terrain}" if terrain else ""))
        if fight.goals_hidden:
            self.console.print("  The goals stay secret (Uncertain Circumstances).")
        else:
            self.console.print(f"  Victory: {fight.spec.victory.describe()}; "
                               f"defeat: {fight.spec.defeat.describe()}.")
        if me is not None and me.hero is not None:
            cards = fight.state.cards
            gifts = ", ".join(g + (" (exhausted)" if ex else "") for g, ex in me.hero.gifts.items())
            self.console.print(f"  {me.name} carries: {', '.join(me.hero.items()) or 'nothing'}; "
                               f"gifts: {gifts or 'none'}; bars: move "
                               f"{movement_bar(me, cards):.2f}, range {_range_text(me, cards)}")
            if fight.turn is not None and fight.turn.who == me.id:
                self.console.print(f"  This turn: {budget_text(fight, me)}")


def _for_players(events: list) -> list:
    """The automatic Quest Master's private reasons stay private: the players face him."""
    return [e for e in events if not (isinstance(e, E.Decision) and e.secret)]


def _label(bf, blocker: str) -> str:
    """A short word for what blocks sight: a base's id, a terrain element's name."""
    terrain = bf.terrain.get(blocker)
    return terrain.name if terrain is not None else blocker


def _max_vitality(f: Fighter) -> int:
    return f.hero.max_vitality if f.hero is not None else f.max_vitality


def _range_text(f: Fighter, cards) -> str:
    bars = [w.range_bar for w in weapons_for(f, cards, "ranged")] + [range_bar(f, None)]
    bars = [b for b in bars if b]
    return f"{max(bars):.2f}" if bars else "none"


def _count(n: int, what: str) -> str:
    return f"no {what}" if n <= 0 else f"{n} {what}" + ("s" if n > 1 else "")


def budget_text(fight: Fight, f: Fighter) -> str:
    """What the hero may still do this turn, in words."""
    b = fight.turn
    if b is None or b.who != f.id:
        return "waiting"
    if b.special:
        left = f"{b.gift}: {b.moves} move(s), {b.melee} melee, {b.ranged} ranged left"
    else:
        left = f"{_count(b.moves, 'move')} and {_count(b.actions, 'action')} left"
    if b.shot and not b.move_despite_ranged:
        left += " (shot: no moving now)"
    elif b.moved and not b.move_despite_ranged and not b.special:
        left += " (moved: no shooting now)"
    return left
