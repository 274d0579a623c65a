"""A fight at the keyboard (text mode's 'fight'): the heroes' decisions are typed commands
(`fightcommands`), the automatic Quest Master plays the bad guys, one decision at a time,
through the same `questboard.play.Game` that the window drives. The fight is the story's own:
what it does to the heroes stays done, and when it ends the story goes on from its result.

Leaving mid-fight ('quit') keeps the fight: the autosave (and a save) resumes it where it
stood."""

from __future__ import annotations

from rich.markup import escape

from questboard.adventure.answers import BadAnswer
from questboard.battlefield.geometry import lu
from questboard.cli import fightcommands as C
from questboard.combat.authority import waiting_for
from questboard.combat.conflict import losing_side, sources
from questboard.combat.fight import Fight, Waiting
from questboard.combat.fighters import Fighter, movement_bar, range_bar, weapons_for
from questboard.play import Decision, FightAutomatically, Modify, ResolveInjury
from questboard.play.waiting import allowed_actions
from questboard.rules.vitality import default_injury_choice, injury_choices

# An automatic finish ('auto') shows this many of its last log lines.
AUTO_LINES = 12


class FightDesk:
    """Plays the fight in progress of `table.game` line by line until it ends or the players
    leave it: `table` reads lines, shows what is told and rejects bad answers."""

    def __init__(self, table) -> None:
        self.table = table
        self.game = table.game
        self.console = table.console
        self.asked: tuple | None = None
        self.offered: list[str] = []  # refresh offers already told

    @property
    def fight(self):
        return self.game.fight

    def play(self) -> str | None:
        """Until the fight is over (None) or the players quit ("quit")."""
        while True:
            self._qm_moves()
            fight = self.fight
            if fight is None:
                return None
            w = waiting_for(fight)
            if (w, fight.round) != self.asked:
                self.show_waiting(w)
                self.asked = (w, fight.round)
            number, line = self.table.read_line(f"fight: {w.why}")
            done = self.table.command(line, in_fight=True)
            if done == "quit":
                self.console.print("The fight is left unfinished; the autosave keeps it where it "
                                   "stands (resume it with 'questboard text --load').")
                return "quit"
            if done:
                self.asked = None
                continue
            actor = w.who if w.who in fight.fighters else fight.active
            try:
                command = C.parse(line, fight, actor)
            except BadAnswer as bad:
                self.table.reject(number, line, str(bad))
                continue
            if isinstance(command, C.Quit):
                self.console.print("The fight is left unfinished; the autosave keeps it where it "
                                   "stands (resume it with 'questboard text --load').")
                return "quit"
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
                return None
            if isinstance(command, C.TakeInjury):
                hero = fight.fighters[command.hero]
                attribute, discard = default_injury_choice(fight.state, hero.hero)
                command = ResolveInjury(hero.id, attribute, discard)
            result = self.game.apply(command)
            if not result.ok:
                self.table.reject(number, line, result.reason, refused=True)
                continue
            self._show(result)
            self._after_action(actor)

    # The automatic sides ---------------------------------------------------------------
    def _qm_moves(self) -> None:
        """The automatic Quest Master plays, one decision at a time, until the heroes must
        answer or the fight is over."""
        while self.game.next_qm_action() is not None:
            result = self.game.step_qm()
            if result is None or not result.ok:
                break
            self._show(result)

    def _finish_automatically(self, policy: str) -> None:
        result = self.game.apply(FightAutomatically(policy))
        if not result.ok:
            self.console.print(f"[red]{escape(result.reason)}[/]")
            return
        told = [t for t in result.told if t.public and not _secret(t.event)]
        fight_part = [t for t in told if t.source == "fight"]
        story_part = [t for t in told if t.source != "fight"]
        if len(fight_part) > AUTO_LINES:
            self.console.print(f"  [dim]… {len(fight_part) - AUTO_LINES} earlier lines of the "
                               f"automatic fight not shown[/]")
        self.table.show_told(fight_part[-AUTO_LINES:])
        self.table.show_told(story_part)

    def _show(self, result) -> None:
        self.table.show_told([t for t in result.told if not _secret(t.event)])
        if self.fight is not None:
            self._show_refresh_offers()

    def _show_refresh_offers(self) -> None:
        """R4: a hero who rolled a 9 may refresh a gift now, before the next roll."""
        offers = list(self.fight.state.refresh_offers)
        if offers == self.offered:
            return
        self.offered = offers
        for hero_id in offers:
            hero = self.fight.fighters[hero_id]
            spent = [_card_name(self.fight, g) for g, ex in hero.gift_table().items() if ex]
            if spent:
                self.console.print(f"  {hero.name} rolled a 9: 'refresh GIFT' brings back one "
                                   f"of {', '.join(spent)} (now, before the next roll)")

    # Showing ---------------------------------------------------------------------------
    def _after_action(self, actor: str) -> None:
        fight = self.fight
        if fight is None or fight.active != actor or fight.turn is None or fight.conflict is not None:
            return
        f = fight.fighters[actor]
        if f.is_hero and fight.turn.who == actor and waiting_for(fight).who == actor:
            self.console.print(f"  [dim]{f.name}: {budget_text(fight, f)}[/]")

    def show_waiting(self, w: Waiting) -> None:
        fight, c = self.fight, self.console
        f = fight.fighters.get(w.fighter) if w.fighter else None
        allowed = allowed_actions(w)
        if ResolveInjury in allowed:
            c.print(f"[bold red]{w.why}.[/] " + escape(self._injury_words(f)))
        elif Modify in allowed:
            self._show_roll(w)
        elif fight.reaction is not None:
            c.print(f"[bold]{w.why}[/]: 'gift {_card_name(fight, fight.reaction.gift)}' or 'pass'")
        elif f is not None:
            c.print(f"[bold]{f.name}[/], round {fight.round}: {budget_text(fight, f)} "
                    f"[dim]('look', 'help')[/]")

    def _injury_words(self, f: Fighter) -> str:
        """Exactly the legal choices of the injury (R6, R35), and healing at once (R18)."""
        attributes, items = injury_choices(self.fight.state, f.hero)
        words = "'injury" + (" ATTR" if attributes else "") + (" discard ITEM" if items else "") + "'"
        said = [f"ATTR one of: {', '.join(attributes)}" if attributes
                else "no attribute drops: all are at their start values"]
        if items:
            said.append(f"ITEM one of: {', '.join(_card_name(self.fight, i) for i in items)}")
        alone = ", 'injury' alone lets the program choose" if attributes or items else ""
        return (f"{words} takes it ({'; '.join(said)}; all gifts are exhausted){alone}; "
                f"or heal at once: 'use ITEM', 'HERO: gift GIFT {f.id}'")

    def _show_roll(self, w: Waiting) -> None:
        fight = self.fight
        cf = fight.conflict
        att, dfn = fight.fighters[cf.attacker], fight.fighters[cf.defender]
        loser = losing_side(fight, cf)
        found = sources(fight, cf, loser)
        offers = ", ".join(f"{_card_name(fight, s)} ({'wins outright' if a is None else f'+{a}'})"
                           for _, s, a, _ in found) or "nothing"
        self.console.print(
            f"[bold]{att.name}[/]'s {cf.kind} attack on [bold]{dfn.name}[/]: "
            f"{cf.att_die} → {cf.att_total} vs {cf.def_die} → {cf.def_total}. "
            f"{loser.name} is losing; may add: {offers}. 'bonus SOURCE' or 'pass'")

    def draw(self, path: str, actor: str, why: str) -> None:
        """The field as it stands, as the referee draws it, with whose turn it is."""
        import pygame

        from questboard.ui.drawing.referee import render_referee

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
        from rich.table import Table

        fight = self.fight
        bf = fight.field
        me = fight.fighters.get(actor)
        here = me is not None and actor in bf.pieces
        grid = Table(title=f"{fight.spec.map.title}, round {fight.round}"
                          + (f" - distances and sight from {me.name}" if here else ""))
        for col in ("who", "side", "at", "Vit", "touching", "gap", "sight"):
            grid.add_column(col)
        on_field = [f for f in fight.fighters.values() if f.id in bf.pieces]
        for f in on_field:
            p = bf.pieces[f.id]
            touching = ", ".join(o.name for o in on_field
                                 if o.id != f.id and bf.touching(f.id, o.id))
            gap = sight = "-"
            if here and f.id != actor:
                gap = lu(bf.edge_distance(actor, f.id))
                verdict = bf.line_of_sight(actor, f.id)
                sight = "clear" if verdict.clear else "blocked" + (
                    f" ({', '.join(_label(fight, b) for b in verdict.blockers[:2])})"
                    if verdict.blockers else "")
            side = "hero" if f.is_hero else "QM"
            grid.add_row(f.name, side, at_text(p.at),
                         f"{f.current_vitality()}/{_max_vitality(f)}", touching or "-", gap, sight)
        self.console.print(grid)
        out = [f.name for f in fight.fighters.values() if f.off_field]
        if out:
            self.console.print(f"  Off the field: {', '.join(out)}")
        terrain = ", ".join(f"{_terrain_name(bf, t)} at {at_text(t.at)}"
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
            gifts = ", ".join(_card_name(fight, g) + (" (exhausted)" if ex else "")
                              for g, ex in me.hero.gifts.items())
            carried = ", ".join(_card_name(fight, i) for i in me.hero.items())
            self.console.print(f"  {me.name} carries: {carried or 'nothing'}; "
                               f"gifts: {gifts or 'none'}; bars: move "
                               f"{movement_bar(me, cards):.2f}, range {_range_text(me, cards)}")
            if fight.turn is not None and fight.turn.who == me.id:
                self.console.print(f"  This turn: {budget_text(fight, me)}")


def _secret(event) -> bool:
    """The automatic Quest Master's private reasons stay private: the players face him."""
    return isinstance(event, Decision) and event.secret


def _label(fight: Fight, blocker: str) -> str:
    """A short word for what blocks sight: a fighter's name, a terrain element's name."""
    terrain = fight.field.terrain.get(blocker)
    if terrain is not None:
        return terrain.name
    f = fight.fighters.get(blocker)
    return f.name if f is not None else blocker


def _terrain_name(bf, spec) -> str:
    """A terrain element of the map as the field names it ("Rock"), else its kind."""
    t = bf.terrain.get(spec.id)
    return t.name if t is not None and t.name else spec.name or spec.kind


def _card_name(fight: Fight, cid: str) -> str:
    """An item's, gift's or event's printed name."""
    return fight.state.names().get(cid, cid)


def at_text(at) -> str:
    """A position as the map file writes it: 'x,y' in LU from the top-left corner."""
    return f"{lu(at[0])},{lu(at[1])}"


def _max_vitality(f: Fighter) -> int:
    return f.hero.max_vitality if f.hero is not None else f.max_vitality


def _range_text(f: Fighter, cards) -> str:
    bars = [w.range_bar for w in weapons_for(f, cards, "ranged")] + [range_bar(f, None)]
    bars = [b for b in bars if b]
    return f"{max(bars):.2f}" if bars else "none"


def _count(n: int, what: str) -> str:
    return f"no {what}" if n <= 0 else f"{n} {what}" + ("s" if n > 1 else "")


def budget_text(fight: Fight, f: Fighter) -> str:
    """What the hero may still do this turn, in words that never contradict themselves: a
    move that may not be used is not counted as left ('no action left; no moving after a
    shot')."""
    from questboard.combat.turns import can_move

    b = fight.turn
    if b is None or b.who != f.id:
        return "waiting"
    if b.special:
        acts = f"{_count(b.melee, 'melee attack')}, {_count(b.ranged, 'ranged attack')}"
        prefix, action_left = f"{b.gift}: ", b.melee > 0 or b.ranged > 0
    else:
        acts, prefix, action_left = _count(b.actions, "action"), "", b.actions > 0
    if b.moves > 0 and not can_move(b):
        why = "no moving after a shot" if b.shot else f"with {b.gift} the moves come before the attack"
        return f"{prefix}{acts} left; {why}"
    left = f"{prefix}{_count(b.moves, 'move')} and {acts} left"
    if b.moved and not b.move_despite_ranged and action_left and (b.ranged > 0 or not b.special):
        left += "; no shooting after a move"
    return left
