"""Scripts for `questboard text --script FILE` that survive edits to the adventure: an option
chosen by its words (`option Visit the tavern`), `expect TEXT` lines that stop the script
when the text was not told, and the path of paragraphs for `--trace`."""

from __future__ import annotations

from pathlib import Path

from questboard.errors import QuestboardError


def script_lines(path: Path) -> list[tuple[int, str]]:
    """The script's answers with their line numbers; blank lines and '#' lines skipped."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise QuestboardError(f"{path}: cannot read the script: {error.strerror}") from None
    return [(i, line.strip()) for i, line in enumerate(text.splitlines(), start=1)
            if line.strip() and not line.strip().startswith("#")]


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def option_action(prompt, line: str):
    """'option LABEL': Choose the option whose label is LABEL or, failing that, the one
    option whose label begins with it (any case, any spacing); None for other words."""
    from questboard.adventure.answers import BadAnswer
    from questboard.play import Choose, ChooseOption

    words = line.split()
    if not words or words[0].lower() != "option":
        return None
    if not isinstance(prompt, ChooseOption):
        raise BadAnswer("'option LABEL' picks an option; there is no choice of options now")
    said = " ".join(words[1:])
    if not said:
        raise BadAnswer(f"'option' needs the option's words, e.g. 'option {prompt.options[0].label}'")
    found = [o for o in prompt.options if _plain(o.label) == _plain(said)] or \
            [o for o in prompt.options if _plain(o.label).startswith(_plain(said))]
    if not found:
        offer = "; ".join(f"'{o.label}'" for o in prompt.options)
        raise BadAnswer(f"no option '{said}'; on offer: {offer}")
    if len(found) > 1:
        raise BadAnswer(f"'{said}' begins several options: "
                        + "; ".join(f"'{o.label}'" for o in found) + "; say more of it")
    return Choose(found[0].index)


def check_expected(where: str, line: str, heard: str) -> None:
    """'expect TEXT': TEXT (any case, any spacing) is in `heard`, or the script stops,
    naming `where` ('answers.txt line 12')."""
    wanted = " ".join(line.split()[1:])
    if not wanted:
        raise QuestboardError(f"{where}: 'expect' needs the words to look for, "
                              "e.g. 'expect the gate opens'")
    if _plain(wanted) not in _plain(heard):
        raise QuestboardError(f"{where}: expected '{wanted}' — not told")


def paragraph_path(game) -> str:
    """The paragraphs entered so far, in order: '(1) → (3) → (4)'."""
    from questboard.play import ParagraphEntered

    steps = [t.event.number for t in game.told if isinstance(t.event, ParagraphEntered)]
    return " → ".join(f"({n})" for n in steps) or "(no paragraph yet)"
