"""A fight at the keyboard (text mode's 'fight'): the heroes' decisions are typed commands
(`fightcommands`), the automatic Quest Master plays the bad guys, one decision at a time,
through the same `questboard.play.Game` that the window drives. The fight is the story's own:
what it does to the heroes stays done, and when it ends the story goes on from its result.

The desk reads the fight only through the Quest Master's view of it (`game.view`) and sends
only the actions `questboard.play` exports.

Leaving mid-fight ('quit') keeps the fight: the autosave (and a save) resumes it where it
stood."""

from __future__ import annotations

from questboard.cli import fightcommands as C
from questboard.cli.fightlook import budget_text, draw, look
from questboard.cli.fightnames import BadAnswer
from questboard.cli.shown import shown
from questboard.play import Decision, FightAutomatically
from questboard.play.fight_questions import INJURY, MODIFY, REFRESH, STRIKE_BACK
from questboard.play.fight_view import typed_names
from questboard.play.seats import QUEST_MASTER

# An automatic finish ('auto') shows this many of its last log lines.
AUTO_LINES = 12
LEFT = ("The fight is left unfinished; the autosave keeps it where it "
        "stands (resume it with 'questboard text --load').")


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
    def view(self):
        """The fight as the Quest Master's desk sees it now (None when it is over)."""
        return self.game.view(QUEST_MASTER).fight

    def play(self) -> str | None:
        """Until the fight is over (None) or the players quit ("quit")."""
        while True:
            self._qm_moves()
            view = self.view
            if view is None:
                return None
            main = view.asked[0]
            if _asked_key(view) != self.asked:
                self.show_waiting()
                self.asked = _asked_key(view)
            number, line = self.table.read_line(f"fight: {view.waiting}")
            done = self.table.command(line, in_fight=True)
            if done == "quit":
                self.console.print(LEFT)
                return "quit"
            if done:
                self.asked = None
                continue
            actor = main.side if view.fighter(main.side) is not None else view.active
            done = self._typed(number, line, actor, main.why)
            if done is not None:
                return None if done == "auto" else done

    def _typed(self, number: int, line: str, actor: str, why: str) -> str | None:
        """One typed line in the fight: a table command, or an action for the game; "quit"
        or "auto" when the desk is done with the fight."""
        try:
            command = C.parse(line, self.game, actor)
        except BadAnswer as bad:
            self.table.reject(number, line, str(bad))
            return None
        if isinstance(command, C.Quit):
            self.console.print(LEFT)
            return "quit"
        if isinstance(command, C.Help):
            self.console.print(C.HELP, markup=False, highlight=False)
        elif isinstance(command, C.Look):
            self.look(actor)
        elif isinstance(command, C.Draw):
            self.draw(command.path, actor, why)
        elif isinstance(command, C.Auto):
            self._finish_automatically(command.policy)
            return "auto"
        else:
            self._act(number, line, command, actor)
        return None

    def _act(self, number: int, line: str, command, actor: str) -> None:
        if isinstance(command, C.TakeInjury):
            asked = next(q for q in self.view.injuries if q.fighter == command.hero)
            command = asked.default.act()
        result = self.game.apply(command)
        if not result.ok:
            self.table.reject(number, line, result.reason, refused=True)
            return
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
            self.console.print(f"[red]{shown(result.reason)}[/]")
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
        if self.view is not None:
            self._show_refresh_offers()

    def _show_refresh_offers(self) -> None:
        """R4: a hero who rolled a 9 may refresh a gift now, before the next roll."""
        view = self.view
        offers = list(view.refresh_offers)
        if offers == self.offered:
            return
        self.offered = offers
        q = view.question
        for hero_id in offers:
            if q is not None and q.kind == REFRESH and q.who == hero_id:
                continue  # asked as the question the fight waits for (show_waiting)
            hero = view.fighter(hero_id)
            spent = [g.name for g in hero.gifts if g.exhausted]
            if spent:
                self.console.print(f"  {shown(hero.name)} rolled a 9: 'refresh GIFT' brings back one "
                                   f"of {shown(', '.join(spent))} (now, before the next roll)")

    # Showing ---------------------------------------------------------------------------
    def _after_action(self, actor: str) -> None:
        view = self.view
        if view is None or view.active != actor or view.turn is None or view.roll is not None:
            return
        f = view.fighter(actor)
        if f.is_hero and view.turn.who == actor and view.asked[0].side == actor:
            self.console.print(f"  [dim]{shown(f.name)}: {shown(budget_text(view, f))}[/]")

    def show_waiting(self) -> None:
        """What the fight waits for now, with the words that answer it."""
        view, c = self.view, self.console
        main, q = view.asked[0], view.question
        f = view.fighter(main.fighter) if main.fighter else None
        if q is not None and q.kind == INJURY:
            c.print(f"[bold red]{shown(main.why)}.[/] " + shown(self._injury_words(f)))
        elif q is not None and q.kind == MODIFY:
            self._show_roll()
        elif q is not None and q.kind == REFRESH:
            gifts = ", ".join(self._card_name(ch.card) for ch in q.choices if ch.kind == "refresh")
            c.print(f"[bold]{shown(q.title)}[/]: 'refresh GIFT' brings back one of {shown(gifts)}, "
                    f"or 'pass' lets it go")
        elif q is not None and q.kind == STRIKE_BACK:
            gift = next(ch.card for ch in q.choices if ch.kind == "strike_back")
            c.print(f"[bold]{shown(main.why)}[/]: 'gift {shown(self._card_name(gift))}' or 'pass'")
        elif f is not None:
            c.print(f"[bold]{shown(f.name)}[/], round {view.round}: {shown(budget_text(view, f))} "
                    f"[dim]('look', 'help')[/]")

    def _card_name(self, cid: str) -> str:
        return typed_names(self.game).get(cid, cid)

    def _injury_words(self, f) -> str:
        """Exactly the legal choices of the injury (R6, R35), and healing at once (R18)."""
        q = next(q for q in self.view.injuries if q.fighter == f.id)
        taken = [ch for ch in q.choices if ch.kind == "injury"]
        attributes = list(dict.fromkeys(ch.attribute for ch in taken if ch.attribute))
        items = list(dict.fromkeys(ch.discard for ch in taken if ch.discard))
        words = "'injury" + (" ATTR" if attributes else "") + (" discard ITEM" if items else "") + "'"
        said = [f"ATTR one of: {', '.join(attributes)}" if attributes
                else "no attribute drops: all are at their start values"]
        if items:
            said.append(f"ITEM one of: {', '.join(self._card_name(i) for i in items)}")
        alone = ", 'injury' alone lets the program choose" if attributes or items else ""
        return (f"{words} takes it ({'; '.join(said)}; all gifts are exhausted){alone}; "
                f"or heal at once: 'use ITEM', 'HERO: gift GIFT {f.id}'")

    def _show_roll(self) -> None:
        view = self.view
        r, q = view.roll, view.question
        att, dfn, loser = view.fighter(r.attacker), view.fighter(r.defender), view.fighter(r.loser)
        offers = ", ".join(f"{self._card_name(ch.card)} "
                           f"({'wins outright' if ch.amount is None else f'+{ch.amount}'})"
                           for ch in q.choices if ch.kind == "modify") or "nothing"
        self.console.print(
            f"[bold]{shown(att.name)}[/]'s {r.kind} attack on [bold]{shown(dfn.name)}[/]: "
            f"{r.att_die} → {r.att_total} vs {r.def_die} → {r.def_total}. "
            f"{shown(loser.name)} is losing; may add: {shown(offers)}. 'bonus SOURCE' or 'pass'")

    def draw(self, path: str, actor: str, why: str) -> None:
        """The field as it stands, as the referee draws it, with whose turn it is."""
        draw(self.game, self.console, path, actor, why)

    def look(self, actor: str) -> None:
        look(self.game, self.console, actor)


def _asked_key(view) -> tuple:
    """What the fight waits for, as the prompt shown for it: who, the fighter, why, which
    moment (a question's kind, else the phase) and the round."""
    main = view.asked[0]
    moment = view.question.kind if view.question is not None else view.phase
    return (main.side, main.fighter, main.why, moment, view.round)


def _secret(event) -> bool:
    """The automatic Quest Master's private reasons stay private: the players face him."""
    return isinstance(event, Decision) and event.secret
