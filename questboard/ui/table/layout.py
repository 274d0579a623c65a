"""Where the console's controls stand: rows of buttons at the console's foot, under the
question's lines, thinner when there are many; a button that comes back the same (text,
size, state) is kept and only moved, since making a pygame_gui button costs ~2 ms."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from questboard.ui.drawing import gui, look
from questboard.ui.table import controls as C


def control_button(table, rect: pygame.Rect, c: C.Control, spare: dict) -> UIButton:
    """The button for control `c` in `rect`: a spare one of the same looks, or a new one."""
    obj = "#primary" if c.primary else ("#toggle" if c.selected is not None else None)
    why = (c.tip or table.panel.blocked) if c.do is None else None
    key = (c.text, rect.size, obj, why, c.tip, bool(c.selected))
    pool = spare.get(key)
    if pool:
        b = pool.pop()
        if b.relative_rect.topleft != rect.topleft:
            b.set_relative_position(rect.topleft)
        if not b.visible:
            b.show()
        return b
    s = table.app.scale
    b = UIButton(rect, gui.fitting(c.text, rect.w, s, obj), manager=table.manager,
                 tool_tip_text=gui.whole_tip(c.text, rect.w, s, obj, c.tip) if c.do is not None else None,
                 object_id=obj)
    if c.do is None:
        table.manager.disable(b, gui.whole_tip(c.text, rect.w, s, obj, why) or why)
    elif c.selected:
        b.select()
    b.qb_key = key
    return b


def lay_out(table, spare: dict) -> None:
    """The panel's rows as buttons (into `table.buttons`), the headings over labelled rows
    and the row labels; `table.controls_top` is where the question's text begins."""
    s = table.app.scale
    con = table.rects()["console"]
    pad = look.px(18, s)
    row_h = look.px(52, s)
    gap = look.px(8, s)
    inner_w = con.w - 2 * pad
    text_h = text_height(table, inner_w)
    rows = table.panel.rows
    room = round(con.h * 0.62) - text_h - pad
    if rows and len(rows) * (row_h + gap) > room:  # many rows: thinner ones
        row_h = max(look.px(34, s, 30), room // len(rows) - gap)
    heading_h = look.sans(look.px(18, s, 14), bold=True).get_height() + gap if table.panel.columns else 0
    top = con.bottom - pad - len(rows) * (row_h + gap)
    table.column_heads = []
    table.controls_top = top - text_h - pad
    label_w = round(inner_w * 0.42)
    y = top
    for row in rows:
        labelled = bool(row) and row[0].do is None and len(row) > 1
        rest = row[1:] if labelled else row
        lw = label_w if labelled else 0
        w_each = (inner_w - lw - gap * max(0, len(rest) - 1)) // max(1, len(rest))
        x = con.x + pad + lw
        for c in rest:
            b = control_button(table, pygame.Rect(x, y, w_each, row_h), c, spare)
            table.buttons.append((b, c))
            if labelled and y == top and len(table.column_heads) < len(table.panel.columns):
                table.column_heads.append((pygame.Rect(x, y - heading_h, w_each, heading_h),
                                           table.panel.columns[len(table.column_heads)]))
            x += w_each + gap
        y += row_h + gap
    table.row_labels = [(pygame.Rect(con.x + pad, top + i * (row_h + gap), label_w - gap, row_h), row[0])
                        for i, row in enumerate(rows) if row and row[0].do is None and len(row) > 1]


def text_height(table, width: int) -> int:
    """How tall the question's title, lines, dice and note stand above the controls."""
    s = table.app.scale
    panel = table.panel
    h = 0
    if panel.title:
        h += look.serif(look.px(28, s, 17), bold=True).get_height()
    f = look.sans(look.px(21, s, 14))
    for line in panel.lines:
        h += look.wrapped(f, line, look.INK, width).get_height()
    if table.note:
        h += look.wrapped(look.sans(look.px(21, s, 14), bold=True), table.note, look.REFUSED, width).get_height()
    if table.dice is not None:
        h += look.px(70, s)
    return h + look.px(10, s)


__all__ = ["control_button", "lay_out", "text_height"]
