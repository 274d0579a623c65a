"""`questboard text ADVENTURE`: play an adventure in the terminal (or headless from a script).

A thin shell over `questboard.play.Game`: words in, actions out, what is told printed."""

from __future__ import annotations

import argparse
from pathlib import Path

from questboard.cli import textshow
from questboard.cli.shown import shown
from questboard.cli.text_start import load, new, pick_autosave


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("adventure", nargs="?", help="an adventure file or the id of a shipped one")
    parser.add_argument("--heroes", help="hero ids in seat order, e.g. karomin,alondis")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of the dice (default: a fresh one, kept in the save)")
    parser.add_argument("--script", type=Path,
                        help="read the answers from this file, one a line ('option LABEL' picks "
                             "an option by its words; 'expect TEXT' stops the script unless TEXT "
                             "was told since the last answer)")
    parser.add_argument("--trace", action="store_true",
                        help="print the path of paragraphs at the end: (1) → (3) → …")
    parser.add_argument("--save", type=Path, help="the file 'save' writes (its autosave log beside it)")
    parser.add_argument("--load", type=Path, help="resume a save or an autosave log")
    parser.add_argument("--resume", nargs="?", const="", metavar="N",
                        help="list the autosaves in the data folder; with N, resume the Nth")
    parser.add_argument("--quest-master", metavar="NAME",
                        help="who runs the adventure: his profile's adventures run give his rank and its "
                             "events (the current profile when not given)")
    parser.add_argument("--veterans", action="store_true",
                        help="the heroes kept in the roster set out as written down after their last "
                             "adventure (Epic Heroes); the others set out new")
    parser.add_argument("--heirs-of", type=Path, metavar="SAVE",
                        help="heroic death: the save of an adventure lost in a fight; the new heroes take up, "
                             "seat by seat, the Quest Items the fallen ones had when it began")
    parser.add_argument("--catch-up", action="store_true",
                        help="with --veterans: a new hero beside veterans raises as many attributes as they have "
                             "improvements each before the adventure (the rulebook's remedy)")
    parser.add_argument("--own-toughness", action="store_true",
                        help="with --veterans: new heroes beside veterans have a toughness bonus of their own, "
                             "worked out from their improvements alone, on their checks only (the rulebook's "
                             "two bonuses)")
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
    rules.add_argument("--uncertain-checks", action="store_true",
                       help="Uncertain Checks: who attempts a check is chosen before its attribute is told")
    rules.add_argument("--shopping", action="store_true",
                       help="Shopping Between Adventures: the heroes may buy from the equipment pile first")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from questboard.errors import QuestboardError

    console = Console(highlight=False, emoji=False)  # an adventure's words as written
    if args.resume is not None:
        picked = pick_autosave(console, args.resume)
        if picked is None:
            return 0
        args.load = picked
    game = load(console, args) if args.load else new(console, args)
    table = TextTable(game, console, args.save, public=args.public, quest_master=args.quest_master)
    try:
        if args.script:
            lines = _script_lines(args.script)
            return table.play(lines, source=str(args.script))
        return table.play(None)
    except EOFError:
        raise QuestboardError("input ended before the adventure did") from None
    finally:
        if getattr(args, "trace", False):
            from questboard.cli.scripts import paragraph_path

            console.print(f"[bold]Path:[/] {paragraph_path(game)}")
        game.close()


def _script_lines(path: Path) -> list[tuple[int, str]]:
    from questboard.cli.scripts import script_lines

    return script_lines(path)


# The table: shows what is told and the prompts, reads answers ---------------------------
AUTO_LINES = 12


class TextTable:
    """Plays a game at the terminal; `play(lines)` takes script lines instead of input.
    (Text mode's table; the window's is `ui.table.scene.Table`.)"""

    def __init__(self, game, console, save_path: Path | None, public: bool = False,
                 quest_master: str | None = None) -> None:
        self.game = game
        self.quest_master = quest_master  # the profile an ended adventure counts for (else the current)
        self.console = console
        self.save_path = save_path
        self.public = public
        self.feed = None  # script lines, or None at the terminal
        self.source = ""
        self.desk = None  # the fight at the keyboard, while one is on (a FightDesk)

    def play(self, lines: list[tuple[int, str]] | None, source: str = "") -> int:
        from questboard.adventure.answers import BadAnswer, answer
        from questboard.adventure.prompts import asks
        from questboard.play import Ended

        self.feed = iter(lines) if lines is not None else None
        self.source = source
        if self.feed is not None:
            self.console.record = True  # what is told, for the script's `expect` lines
            self.heard = ""
        self.show_told(self.game.told)
        while True:
            if self.game.fight is not None:
                if self.fight_here() == "quit":
                    return 0
                continue
            prompt = self.game.prompt
            self.show_prompt(prompt)
            if isinstance(prompt, Ended):
                self.keep_heroes(prompt)
                self.last_expects()
                return 0
            number, line = self.read_line(asks(prompt))
            done = self.command(line)
            if done == "quit":
                self.last_expects()
                return 0
            if done:
                continue
            try:
                action = self.fight_words(line) or self.option_words(line) or \
                    answer(self.game.story, line)
            except BadAnswer as bad:
                self.reject(number, line, str(bad))
                continue
            result = self.game.apply(action)
            if not result.ok:
                self.reject(number, line, result.reason, refused=True)
                continue
            self.show_result(action, result)

    def keep_heroes(self, ended) -> None:
        """The Quest Master has run one adventure more; a won adventure's heroes go into the
        roster (Epic Heroes), a lost one's only when the players say so ('questboard roster
        --keep SAVE')."""
        from questboard.play.quest_master import count_adventure
        from questboard.play.roster import RosterError, keep_heroes

        try:
            self.console.print(shown(count_adventure(self.game, self.quest_master)))
        except OSError as error:
            self.console.print(f"[red]The Quest Master's profile could not be written: {shown(error)}[/]")
        from questboard.play.heroic_death import fallen

        if fallen(self.game) is not None:
            self.console.print("[bold]Every hero has fallen: a heroic death.[/] 'questboard text ADVENTURE --heroes "
                               "NEW,… --heirs-of SAVE' sets new heroes out with the Quest Items the fallen had.")
        if ended.outcome != "success":
            self.console.print(f"[dim]{self.failed_words}[/]")
            return
        try:
            _, said = keep_heroes(self.game)
        except (OSError, RosterError) as error:
            self.console.print(f"[red]The heroes could not be kept in the roster: {shown(error)}[/]")
            return
        self.console.print(f"{shown(said)}: {self.kept_words}")

    failed_words = ("The heroes are not kept in the roster after a failed adventure; "
                    "'questboard roster --keep SAVE' keeps them anyway.")
    kept_words = "'questboard text ADVENTURE --heroes … --veterans' sets them out so."

    def fight_here(self) -> str | None:
        from questboard.cli.fightloop import FightDesk

        self.desk = FightDesk(self)
        try:
            return self.desk.play()
        finally:
            self.desk = None

    def fight_words(self, line: str):
        """'fight' or 'auto [greedy|cautious]' at a fight: the play action, else None."""
        from questboard.adventure.answers import BadAnswer
        from questboard.play import CombatRequest, FightAutomatically, FightHere

        words = line.lower().split()
        if not words or words[0] not in ("fight", "auto"):
            return None
        if not isinstance(self.game.prompt, CombatRequest):
            raise BadAnswer(f"'{words[0]}' plays a fight; there is no fight now")
        if words[0] == "fight":
            if len(words) != 1:
                raise BadAnswer("'fight' alone plays the fight here")
            self.console.print("[bold]The fight is yours.[/] Type the heroes' commands "
                               "('help' lists them); the Quest Master plays the bad guys.")
            return FightHere()
        policy = words[1] if len(words) > 1 else "greedy"
        if len(words) > 2 or policy not in ("greedy", "cautious"):
            raise BadAnswer("the heroes play 'greedy' or 'cautious'")
        return FightAutomatically(policy)

    def option_words(self, line: str):
        """'option LABEL': the option whose label is LABEL, or begins so (any case)."""
        from questboard.cli.scripts import option_action

        return option_action(self.game.prompt, line)

    def show_result(self, action, result) -> None:
        from questboard.play import FightAutomatically

        if isinstance(action, FightAutomatically):
            told = [t for t in result.told if t.public]
            fought = [t for t in told if t.source == "fight"]
            self.show_told(fought[-AUTO_LINES:], quiet=True)
            self.show_told([t for t in result.told if t.source != "fight"])
        else:
            self.show_told(result.told)

    def read_line(self, waiting: str) -> tuple[int, str]:
        """The next answer: typed at the terminal, or the script's next line (echoed)."""
        from questboard.errors import QuestboardError

        if self.feed is None:
            return 0, self.console.input("[bold]> [/]")
        self.heard += self.console.export_text(clear=True)
        while True:
            try:
                number, line = next(self.feed)
            except StopIteration:
                raise QuestboardError(
                    f"{self.source}: the script ran out after its last line while the game "
                    f"waits for: {waiting}") from None
            if line.split()[0].lower() != "expect":
                break
            self.expect(number, line)
        self.console.print(f"[bold]> [/]{shown(line)}")
        self.console.export_text(clear=True)  # the answer's own echo is not told text
        self.heard = ""
        return number, line

    def last_expects(self) -> None:
        """The `expect` lines right after the script's last answer still count."""
        if self.feed is None:
            return
        self.heard += self.console.export_text(clear=True)
        for number, line in self.feed:
            if line.split()[0].lower() != "expect":
                break
            self.expect(number, line)

    def expect(self, number: int, line: str) -> None:
        """'expect TEXT': TEXT was told since the last answer, or the script stops here."""
        from questboard.cli.scripts import check_expected

        check_expected(f"{self.source} line {number}", line, self.heard)
        self.console.print(f"[dim]> {shown(line)} ✓[/]")
        self.console.export_text(clear=True)

    def reject(self, number: int, line: str, reason: str, refused: bool = False) -> None:
        """A bad or refused answer: said in one line at the terminal (then asked again); a
        script stops there, naming its line."""
        from questboard.errors import QuestboardError

        if self.feed is not None:
            where = f"{self.source} line {number}: "
            raise QuestboardError(f"{where}{line!r}: {'refused: ' if refused else ''}{reason}")
        self.console.print(f"[red]{shown(reason)}[/]")

    def command(self, line: str, in_fight: bool = False) -> str | bool:
        """Commands that are not game actions: help, sheet, save, undo, seed, quit."""
        from questboard.adventure.hints import ANY_TIME_HELP, hint

        words = line.split()
        cmd = words[0].lower() if words else ""
        if cmd == "quit":
            if not in_fight:
                self.console.print(f"Goodbye. ({shown(self._autosave_words())})")
            return "quit"
        if cmd == "help" and not in_fight:
            self.console.print(f"Now: {shown(hint(self.game.prompt, self.game.names()) or 'see below')}")
            self.console.print(shown(ANY_TIME_HELP))
            return True
        if cmd == "sheet":
            self.show_sheets(" ".join(words[1:]) or None)
            return True
        if cmd == "seed" and len(words) == 1:
            self.console.print(f"The dice of this game were seeded with {self.game.setup.seed}.")
            return True
        if cmd == "undo" and len(words) == 1:
            result = self.game.undo()
            if result.ok:
                self.console.print(f"Took back: {shown(result.what)}.")
            else:
                self.console.print(f"[red]{shown(result.reason)}[/]")
            return True
        if cmd == "save":
            return self._save(" ".join(words[1:]) if len(words) > 1 else None)
        return False

    def _autosave_words(self) -> str:
        auto = self.game.autosave
        if auto is None:
            return "No autosave was kept."
        if auto.trouble is not None:
            return f"The autosave {auto.path} could not be written lately: {auto.trouble}."
        return f"The autosave {auto.path} keeps every action so far."

    def _autosave_name(self) -> str:
        auto = self.game.autosave
        return str(auto.path) if auto is not None else "(none)"

    def _save(self, name: str | None) -> bool:
        from questboard.adventure.saves import SaveError

        path = Path(name) if name else self.save_path
        if path is None:
            self.console.print("[red]Save where? 'save FILE' (or start with --save FILE); "
                               f"the autosave {shown(self._autosave_name())} keeps every action.[/]")
            return True
        try:
            written = self.game.save(path)
        except SaveError as error:
            self.console.print(f"[red]Not saved: {shown(error)}[/]")
            return True
        self.console.print(f"Saved to {shown(written)}.")
        return True

    # Showing (textshow) --------------------------------------------------------------
    def show_told(self, told, quiet: bool = False) -> None:
        textshow.show_told(self, told, quiet)

    def show_prompt(self, prompt) -> None:
        textshow.show_prompt(self, prompt)

    def _map_title(self, map_id: str) -> str:
        return textshow.map_title(self, map_id)

    def show_sheets(self, only: str | None) -> None:
        textshow.show_sheets(self, only)
