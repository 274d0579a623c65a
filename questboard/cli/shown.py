"""Words from a file or a player inside the terminal's Rich markup, shown exactly as written:
brackets such as `[sic]` or `[/]` are text, never a style, and a control character (an
escape sequence, a bell) is shown as its code instead of reaching the terminal."""

from __future__ import annotations

from rich.markup import escape

from questboard.yamlfile import CONTROL


def visible(text: str) -> str:
    """`text` with each control character but newline and tab written as its code (`\\x1b`)."""
    return CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def shown(value: object) -> str:
    """`value` as text to put into Rich markup, so that it prints exactly as written."""
    return escape(visible(str(value)))
