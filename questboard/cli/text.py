"""`questboard text ADVENTURE`: play an adventure in the terminal (or headless from a script)."""

from __future__ import annotations

import argparse
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("adventure", nargs="?", help="an adventure file or the id of a shipped one")
    parser.add_argument("--heroes", help="hero ids in seat order, e.g. karomin,alondis")
    parser.add_argument("--seed", type=int, default=1, help="seed of the dice (default 1)")
    parser.add_argument("--script", type=Path, help="read the answers from this file, one a line")
    parser.add_argument("--save", type=Path, help="the file 'save' writes (its autosave log beside it)")
    parser.add_argument("--load", type=Path, help="resume a save or an autosave log")
    parser.add_argument("--public", action="store_true",
                        help="hide what only the Quest Master may see (QM notes, markers, events)")
    rules = parser.add_argument_group("advanced rules (rulebook: Advanced Rules)")
    rules.add_argument("--lone-heroes", action="store_true", help="the Lone Heroes rule")
    rules.add_argument("--powerful-group", action="store_true",
                       help="Powerful Hero Groups: one extra event per hero (3 or 4 heroes)")
    rules.add_argument("--hordes", type=int, choices=(1, 2), default=0,
                       help="Charge of the Hordes: 1 or 2 Reinforcements before each fight")
    rules.add_argument("--uncertain", action="store_true",
                       help="Uncertain Circumstances: fight goals are kept from the heroes")
    rules.add_argument("--creative-gifts", action="store_true", help="the Creative Gifts rule")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from questboard.adventure.session import Session
    from questboard.errors import QuestboardError

    console = Console(highlight=False)
    autosave = args.save.with_name(args.save.name + ".autosave") if args.save else None
    if args.load:
        session = Session.load(args.load, autosave=autosave)
        console.print(f"[bold]Resumed[/] {args.load} after {len(session.actions)} actions.")
    else:
        session = _new_session(args, autosave)
    table = Table(session, console, args.save, public=args.public)
    try:
        if args.script:
            lines = _script_lines(args.script)
            return table.play(lines, source=str(args.script))
        return table.play(None)
    except EOFError:
        raise QuestboardError("input ended before the adventure did") from None
    finally:
        session.close()


def _new_session(args: argparse.Namespace, autosave: Path | None):
    from questboard.adventure.files import find_adventure, load_for_play
    from questboard.adventure.session import Session
    from questboard.adventure.state import Setup
    from questboard.errors import QuestboardError

    if not args.adventure or not args.heroes:
        raise QuestboardError("give an ADVENTURE and --heroes (or --load a save)")
    path = find_adventure(args.adventure)
    adventure, cards = load_for_play(path)
    heroes = tuple(h.strip().lower() for h in args.heroes.split(",") if h.strip())
    setup = Setup(adventure.id, heroes, args.seed, options=_options(args))
    return Session(adventure, cards, setup, str(path), autosave)


def _options(args: argparse.Namespace) -> tuple[tuple[str, object], ...]:
    """The advanced rules chosen on the command line, as the setup records them."""
    chosen = {"lone_heroes": args.lone_heroes, "powerful_group": args.powerful_group,
              "charge_of_the_hordes": args.hordes, "uncertain_circumstances": args.uncertain,
              "creative_gifts": args.creative_gifts}
    return tuple((k, v) for k, v in chosen.items() if v)


def _script_lines(path: Path) -> list[tuple[int, str]]:
    from questboard.errors import QuestboardError

    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise QuestboardError(f"{path}: cannot read the script: {error.strerror}") from None
    return [(i, line.strip()) for i, line in enumerate(text.splitlines(), start=1)
            if line.strip() and not line.strip().startswith("#")]


def _flow(text: str) -> str:
    """Join the lines of a YAML block into flowing text; blank lines stay paragraphs."""
    import re

    return re.sub(r"(?<!\n)\n(?!\n)", " ", text)


# The table: shows events and prompts, reads answers ---------------------------------------
READ_STYLE = "italic wheat1"
QM_STYLE = "dim"


class Table:
    """Plays a session at the terminal; `play(lines)` takes script lines instead of input."""

    def __init__(self, session, console, save_path: Path | None, public: bool = False) -> None:
        self.session = session
        self.console = console
        self.save_path = save_path
        self.public = public
        self.feed = None  # script lines, or None at the terminal
        self.source = ""
        self.chosen_injuries: dict[str, tuple[str | None, str | None]] = {}
        self.fight = None  # the fight being played at the keyboard, if any (a PlayerFight)

    def play(self, lines: list[tuple[int, str]] | None, source: str = "") -> int:
        from questboard.adventure.answers import BadAnswer, answer
        from questboard.adventure.prompts import Ended

        self.show_events(self.session.last.events)
        self.feed = iter(lines) if lines is not None else None
        self.source = source
        while True:
            prompt = self.session.prompt
            self.show_prompt(prompt)
            if isinstance(prompt, Ended):
                return 0
            number, line = self.read_line(type(prompt).__name__)
            done = self.command(line)
            if done == "quit":
                return 0
            if done:
                continue
            try:
                fought = self.player_fight(line)
                if fought == "quit":
                    return 0
                action = fought or self.auto_fight(line) or answer(self.session.state, line)
            except BadAnswer as bad:
                self.reject(number, line, str(bad))
                continue
            result = self.session.apply(action)
            if not result.ok:
                self.reject(number, line, result.reason, refused=True)
                continue
            self.show_events(result.events)
            if fought:
                self.settle_chosen_injuries()

    def read_line(self, waiting: str) -> tuple[int, str]:
        """The next answer: typed at the terminal, or the script's next line (echoed)."""
        from questboard.errors import QuestboardError

        if self.feed is None:
            return 0, self.console.input("[bold]> [/]")
        try:
            number, line = next(self.feed)
        except StopIteration:
            raise QuestboardError(
                f"{self.source}: the script ran out after its last line while the game "
                f"waits for: {waiting}") from None
        self.console.print(f"[bold]> [/]{line}")
        return number, line

    def reject(self, number: int, line: str, reason: str, refused: bool = False) -> None:
        """A bad or refused answer: said in one line at the terminal (then asked again); a
        script stops there, naming its line."""
        from questboard.errors import QuestboardError

        if self.feed is not None:
            where = f"{self.source} line {number}: "
            raise QuestboardError(f"{where}{line!r}: {'refused: ' if refused else ''}{reason}")
        from rich.markup import escape

        self.console.print(f"[red]{escape(reason)}[/]")

    def player_fight(self, line: str):
        """'fight' at a fight: the players type the heroes' moves, the automatic QM answers.
        The CombatResult for the story, "quit", or None if the line is something else."""
        from questboard.adventure.answers import BadAnswer
        from questboard.adventure.prompts import CombatRequest

        words = line.split()
        if [w.lower() for w in words] != ["fight"]:
            return None
        prompt = self.session.prompt
        if not isinstance(prompt, CombatRequest):
            raise BadAnswer("'fight' plays a fight; there is no fight now")
        from questboard.cli.autofight import set_up
        from questboard.cli.fightloop import PlayerFight

        self.console.print("[bold]The fight is yours.[/] Type the heroes' commands "
                           "('help' lists them); the Quest Master plays the bad guys.")
        self.fight = PlayerFight(set_up(self.session.state.game, prompt.combat), self)
        try:
            outcome = self.fight.play()
        finally:
            self.fight = None
        if outcome is None:
            self.console.print("The fight is left unfinished; the story waits at its start.")
            return "quit"
        self.chosen_injuries = outcome.injuries
        return outcome.result

    def settle_chosen_injuries(self) -> None:
        """An injury chosen in the fight is settled the same way in the story (R19)."""
        from questboard.rules.actions import ResolveInjury

        chosen, self.chosen_injuries = self.chosen_injuries, {}
        for hero, (attribute, discard) in chosen.items():
            pending = [p.hero for p in self.session.state.game.pending_injuries]
            if hero not in pending:
                continue
            result = self.session.apply(ResolveInjury(hero, attribute, discard))
            if result.ok:
                self.show_events(result.events)

    def auto_fight(self, line: str):
        """'auto [greedy|cautious]' at a fight: the combat engine plays it out."""
        from questboard.adventure.answers import BadAnswer
        from questboard.adventure.prompts import CombatRequest

        words = line.split()
        if not words or words[0].lower() != "auto":
            return None
        prompt = self.session.prompt
        if not isinstance(prompt, CombatRequest):
            raise BadAnswer("'auto' plays a fight; there is no fight now")
        policy = words[1].lower() if len(words) > 1 else "greedy"
        if policy not in ("greedy", "cautious"):
            raise BadAnswer("the heroes play 'greedy' or 'cautious'")
        from questboard.cli.autofight import fight_automatically

        auto = fight_automatically(self.session.state.game, prompt.combat, policy)
        for text in auto.log[-12:]:
            self.console.print(f"  [dim]{text}[/]")
        f = auto.fight
        self.console.print(f"[bold]{f.outcome.capitalize()}[/] after {f.rounds} round(s): {f.reason}")
        return auto.result

    def command(self, line: str) -> str | bool:
        """Commands that are not game actions: help, sheet, save, quit."""
        from questboard.adventure.answers import ANY_TIME_HELP, hint

        words = line.split()
        cmd = words[0].lower() if words else ""
        if cmd == "quit":
            self.console.print("Goodbye. (The autosave keeps every action so far.)")
            return "quit"
        if cmd == "help":
            self.console.print(f"Now: {hint(self.session.prompt) or 'see below'}")
            self.console.print(ANY_TIME_HELP)
            return True
        if cmd == "sheet":
            self.show_sheets(words[1] if len(words) > 1 else None)
            return True
        if cmd == "save":
            from questboard.errors import QuestboardError

            path = Path(words[1]) if len(words) > 1 else self.save_path
            if path is None:
                raise QuestboardError("save where? give 'save FILE' or start with --save FILE")
            self.session.save(path)
            self.console.print(f"Saved to {path}.")
            return True
        return False

    # Showing ---------------------------------------------------------------------------
    def show_events(self, events, names=None) -> None:
        from questboard.adventure import events as E
        from questboard.rules.log import Rolled

        names = names if names is not None else self.session.state.game.names()
        for e in events:
            if e.hidden and self.public:
                continue
            text = e.describe(names) if hasattr(e, "describe") else e.text
            if isinstance(e, E.ReadAloud):
                self.console.print()
                self.console.print(_flow(e.text), style=READ_STYLE)
            elif isinstance(e, E.ParagraphEntered):
                self.console.print(f"\n[dim]QM ▸ ({e.number})[/]")
            elif isinstance(e, E.Advice):
                self.console.print(f"[cyan]Advice:[/] {_flow(e.text)}")
            elif isinstance(e, Rolled):
                self.console.print(f"  [bold yellow][{e.die}][/] {text}")
            elif e.hidden:
                self.console.print(f"[{QM_STYLE}]QM ▸ {_flow(text)}[/]")
            else:
                self.console.print(f"  {text}")

    def show_prompt(self, prompt) -> None:
        from questboard.adventure import prompts as P
        from questboard.adventure.answers import hint

        st = self.session.state
        name = lambda h: st.game.hero(h).name  # noqa: E731
        c = self.console
        if isinstance(prompt, P.ChooseOption):
            c.print("[bold]What do you do?[/]")
            for i, o in enumerate(prompt.options, start=1):
                c.print(f"  {i}. {o.label}")
        elif isinstance(prompt, P.ChooseHero | P.ChooseParticipant):
            what = prompt.purpose if isinstance(prompt, P.ChooseHero) else prompt.check.text
            c.print(f"[bold]{what}[/] - who?")
            for i, h in enumerate(prompt.heroes, start=1):
                c.print(f"  {i}. {name(h)}")
        elif isinstance(prompt, P.ChooseOrder):
            c.print(f"[bold]{prompt.check.text}[/]; order: {', '.join(map(name, prompt.order))}")
        elif isinstance(prompt, P.GroupRoll):
            from questboard.adventure.answers import group_roll_text

            c.print(f"[bold]{group_roll_text(st, prompt)}[/]")
        elif isinstance(prompt, P.RollCheck):
            c.print(f"[bold]{prompt.check.text}[/] for {', '.join(map(name, prompt.heroes))}")
        elif isinstance(prompt, P.ModifyWindow):
            for r in prompt.rolls:
                hero = st.game.hero(r.hero)
                total = r.die + hero.attribute(prompt.check.attribute) + r.bonus
                foe = f", QM rolled {r.foe_die}" if r.foe_die is not None else ""
                auto = " (wins automatically)" if r.auto else ""
                c.print(f"  {hero.name}: die {r.die} + {prompt.check.attribute} "
                        f"{hero.attribute(prompt.check.attribute)} + {r.bonus} = {total}{foe}{auto}")
            c.print(f"  {prompt.check.text}")
        elif isinstance(prompt, P.ChooseGifts):
            c.print(f"[bold]{name(prompt.hero)}[/] must {prompt.purpose} {prompt.count} of: "
                    f"{', '.join(prompt.gifts)}")
        elif isinstance(prompt, P.Distribute):
            things = list(prompt.items) + ([f"{prompt.gold} gold"] if prompt.gold else [])
            c.print(f"[bold]Found:[/] {', '.join(things)} - share it out")
        elif isinstance(prompt, P.Shop):
            for o in prompt.offers:
                c.print(f"  {st.cards.any_item(o.item).name} ({o.item}): {o.gold} gold")
        elif isinstance(prompt, P.SettleFirst):
            c.print(f"[bold red]{prompt.reason}[/]")
        elif isinstance(prompt, P.CombatRequest):
            spec = prompt.combat
            c.print(f"[bold]Fight on {spec.map}[/], {spec.first} goes first")
            for g in spec.groups:
                c.print(f"  {g.count} × {st.cards.bad_guys[g.bad_guy].name} in {g.zone}")
            from questboard.adventure.ways import goal_text

            goals = f"Victory when {goal_text(spec.victory)}; defeat when {goal_text(spec.defeat)}"
            if not st.game.options.uncertain_circumstances:
                c.print(f"  {goals}")
            elif not self.public:  # Uncertain Circumstances: for the Quest Master's eyes only
                c.print(f"[{QM_STYLE}]QM ▸ {goals} (Uncertain Circumstances: keep them secret)[/]")
            if spec.rules:
                c.print(f"  [bold]Special rules:[/] {spec.rules}")
            c.print("  Play the fight at the table and report the result, type 'fight' to play "
                    "it here (the heroes type their moves), or 'auto' (or 'auto cautious') to "
                    "have it fought out automatically.")
        elif isinstance(prompt, P.Paused):
            c.print("[bold]Scripted pause.[/] 'save FILE' keeps the game; 'continue' goes on.")
        elif isinstance(prompt, P.Improve):
            c.print(f"[bold]{name(prompt.hero)}[/] raises an attribute ({prompt.remaining} left): "
                    f"{', '.join(prompt.attributes)}")
        elif isinstance(prompt, P.Ended):
            c.print(f"\n[bold]The end: {prompt.outcome}.[/]")
            return
        if hint(prompt):
            c.print(f"[dim]({hint(prompt)})[/]")

    def show_sheets(self, only: str | None) -> None:
        from rich.table import Table as Grid

        st = self.session.state
        grid = Grid(title="Heroes")
        for col in ("hero", "Cha", "Tal", "Dft", "Str", "Vit", "gold", "equipment", "gifts"):
            grid.add_column(col)
        for i, h in enumerate(st.game.heroes):
            if only and st.hero_id(only) != h.id:
                continue
            lead = " (horn)" if i == st.game.leader else ""
            a = h.attributes
            gifts = ", ".join(g + (" (exhausted)" if ex else "") for g, ex in h.gifts.items())
            grid.add_row(h.name + lead, str(a["charisma"]), str(a["talent"]), str(a["deftness"]),
                         str(a["strength"]), f"{h.vitality}/{h.max_vitality}", str(h.gold),
                         ", ".join(h.items()), gifts)
        self.console.print(grid)
