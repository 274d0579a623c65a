"""The `questboard` command: argparse subcommands, one module each under `questboard.cli`."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
from pathlib import Path

from questboard import __version__
from questboard.errors import QuestboardError

# name -> (module, one-line help). Each module offers `configure(parser)` and `run(args) -> int`.
# Modules are imported only when their command runs, so `--help` stays fast and light.
COMMANDS: dict[str, tuple[str, str]] = {
    "cards": ("questboard.cli.cards", "list or check the box's cards"),
    "validate": ("questboard.cli.validate", "check adventures, maps and card files"),
    "measure": ("questboard.cli.measure", "referee a battlefield question: distance, sight, moves, areas"),
    "text": ("questboard.cli.text", "play an adventure in the terminal"),
    "rehearse": ("questboard.cli.rehearse", "play a fight many times and report the odds"),
    "bench": ("questboard.cli.bench", "measure speed; prints one JSON line"),
    "screenshot": ("questboard.cli.screenshot", "render a screen to a PNG file"),
    "new-adventure": ("questboard.cli.new_adventure", "start a new adventure file from a template"),
    "storyboard": ("questboard.cli.storyboard", "draw an adventure's paragraphs as the rulebook's storyboard"),
    "explore": ("questboard.cli.explore", "play many random paths through an adventure and report its coverage"),
    "docs": ("questboard.cli.docs", "print or write the authors' documentation (the file formats)"),
    "roster": ("questboard.cli.roster", "the epic heroes kept after their adventures: list, keep, forget"),
    "campaign": ("questboard.cli.campaign", "a campaign of adventures: the quest meter, the offer of two, play on"),
    "host": ("questboard.cli.host", "host a game: seats on other computers join it over the network"),
    "join": ("questboard.cli.join", "take a seat at a game hosted on another machine: a hero's or the table's"),
}


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line on stderr and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def _available() -> dict[str, tuple[str, str]]:
    found = {}
    for name, (module, help_text) in COMMANDS.items():
        if importlib.util.find_spec(module) is not None:
            found[name] = (module, help_text)
    return found


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with `only`, the other commands are named with their help
    but their modules are not imported (`questboard validate` need not load the window's)."""
    parser = _Parser(
        prog="questboard",
        description="Quest: A Time of Heroes on screen. Without a command, opens the window; "
                    "'questboard FILE_OR_FOLDER' adds adventure files to its launcher; "
                    "'questboard text' plays in the terminal.",
    )
    parser.add_argument("--version", action="version", version=f"questboard {__version__}")
    parser.add_argument("--table-window", action="store_true",
                        help="with the window: a second window for a TV or projector, showing only "
                             "what the table may see (Ctrl+T opens and closes it)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module, help_text) in _available().items():
        cmd = sub.add_parser(name, help=help_text, description=help_text)
        if only is None or name == only:
            importlib.import_module(module).configure(cmd)
        cmd.set_defaults(_module=module)
    return parser


def _adventure_paths(argv: list[str]) -> list[str] | None:
    """`questboard FILE_OR_FOLDER …`: adventure files or folders for the launcher, or None
    when the words are a command (or options) for argparse."""
    if not argv or argv[0].startswith("-") or argv[0] in COMMANDS:
        return None
    # Anything else that is not there is argparse's to refuse ("invalid choice"), in one line.
    return argv if all(not a.startswith("-") and Path(a).exists() for a in argv) else None


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    paths = [] if not words else _adventure_paths(words)
    if paths is not None:  # the window: no parser needed (it imports every command's module)
        args = argparse.Namespace(command=None, adventures=paths)
    else:
        args = build_parser(words[0] if words and words[0] in COMMANDS else None).parse_args(argv)
    if args.command is None:
        module = "questboard.cli.window"
        if importlib.util.find_spec(module) is None:
            build_parser().print_help()
            return 0
    else:
        module = args._module
    try:
        code = int(importlib.import_module(module).run(args) or 0)
        sys.stdout.flush()  # a reader gone away shows here, not in the flush at exit
        return code
    except BrokenPipeError:
        if not _reader_gone():
            return _crashed(argv)
        return _quiet_after_closed_pipe()
    except QuestboardError as error:
        print(f"questboard: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        print("questboard: interrupted", file=sys.stderr)
        return 130
    except Exception:  # noqa: BLE001 - the last guard: a report on disk, one line on screen
        return _crashed(argv)


def _reader_gone() -> bool:
    """Whether the broken pipe is our output's (`questboard … | head -1`) rather than some
    other pipe of the program's: the reader's end of stdout is closed."""
    try:
        import select

        poll = select.poll()
        poll.register(sys.stdout.fileno(), select.POLLOUT)
        return any(ev & (select.POLLERR | select.POLLHUP) for _, ev in poll.poll(0))
    except (AttributeError, OSError, ValueError):  # no poll, or stdout is no file
        return True


def _quiet_after_closed_pipe() -> int:
    """The reader of our output stopped reading: nothing is wrong, so no report. As Python's
    docs advise (signal module, 'Note on SIGPIPE'), stdout goes to devnull so that the flush
    at exit stays quiet, and the exit code is 1."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (AttributeError, OSError, ValueError):
        pass
    return 1


def _crashed(argv: list[str] | None) -> int:
    """An unexpected error: the traceback goes to a file in the user's data folder, the
    player gets one line naming it, and the autosave if a game was kept in one (it was
    flushed after every action)."""
    import traceback

    from questboard.play.folders import write_crash_report

    text = f"questboard {__version__}\nargs: {argv if argv is not None else sys.argv[1:]}\n\n"
    text += traceback.format_exc()
    try:
        where = write_crash_report(text)
    except OSError:
        print("questboard: stopped on an unexpected error (and could not write the report):",
              file=sys.stderr)
        print(text, file=sys.stderr)
        return 70
    print(f"questboard: stopped on an unexpected error; the details are in {where}"
          f"{_autosave_note()}", file=sys.stderr)
    return 70


def _autosave_note() -> str:
    """' (the autosave … keeps every action so far)' when a game was being autosaved."""
    saves = sys.modules.get("questboard.play.saves")
    kept = getattr(getattr(saves, "Autosave", None), "latest", None)
    return f" (the autosave {kept} keeps every action so far)" if kept is not None else ""
