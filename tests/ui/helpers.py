"""Drive the window as a person would: posted mouse and key events, each with its window."""

from __future__ import annotations

import time

import pygame

from questboard.ui.app import App


def open_app(size=(1600, 900)) -> App:
    return App(size=size, hidden=True)


def frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def frames_until(app: App, test, seconds: float = 10.0) -> bool:
    """Frames until `test()` holds (True) or `seconds` pass (False): for what another thread
    brings (a host's answer, a seat joining)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        frames(app, 1)
        if test():
            return True
        time.sleep(0.005)
    return False


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    w = app.window
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), window=w))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, window=w))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, window=w))
    frames(app)


def move(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                                         window=app.window))
    frames(app)


def click_button(app: App, button) -> None:
    assert button.is_enabled, f"{button.text!r} is disabled"
    click(app, button.rect.center)


def drag(app: App, start, end) -> None:
    w = app.window
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0), window=w))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, window=w))
    frames(app, 1)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for p in (mid, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), window=w))
        frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, window=w))
    frames(app)


def key(app: App, key: int, unicode: str = "", mod: int = 0, times: int = 1) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, unicode=unicode, mod=mod,
                                             scancode=0, window=app.window))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, unicode=unicode, mod=mod,
                                             scancode=0, window=app.window))
    frames(app)


def clear_entry(app: App, entry) -> None:
    """Click into a text entry and delete what it holds, as a person would."""
    click(app, entry.rect.center)
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE, times=len(entry.get_text()) + 1)
    assert entry.get_text() == ""


def type_text(app: App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch, window=app.window))
    frames(app)


def button_for(table, test) -> object:
    """The widget of the first live control for which `test(control)` holds."""
    for b, c in table.buttons:
        if c.do is not None and test(c):
            return b
    raise AssertionError(f"no such control among {[b.text for b, _ in table.buttons]}")


def action_name(control) -> str:
    return type(control.do).__name__


def set_up(game) -> None:
    """A test's set-up changed the game behind `apply` (a base set down, a gift spent): its
    views and previews are worked out anew, as after a step."""
    game.revision += 1


def run_through(app: App, table, steps: int = 300):
    """Play the story as a quick run-through does (`screens.next_control`), closing each
    dialog: yields before every press, the frame drawn; stops at the ending."""
    from questboard.ui.screens import next_control

    for _ in range(steps):
        if type(table.game.prompt).__name__ == "Ended":
            return
        if table.overlay is not None:
            table.close_overlay()
            frames(app, 1)
            continue
        frames(app, 1)
        yield
        table.do(next_control(table))


def clipped_widgets(app: App) -> list[str]:
    """The buttons and labels whose words do not fit their box and whose tooltip does not
    tell them whole."""
    from pygame_gui.elements import UIButton, UILabel

    out = []
    why = getattr(app.manager, "_why", {})
    stack = list(app.manager.get_root_container().elements)
    while stack:
        el = stack.pop()
        stack.extend(getattr(el, "elements", ()) or ())
        if not isinstance(el, UIButton | UILabel) or not el.visible or not el.alive():
            continue
        text = el.text or ""
        if not text.strip():
            continue
        border = el.border_width
        border = max(border.values()) if isinstance(border, dict) else border
        room = el.rect.w - 2 * (border + el.shadow_width)
        tip = getattr(el, "tool_tip_text", None) or why.get(el) or ""
        if el.font.size(text)[0] > room and text.rstrip("…") not in tip:
            out.append(f"{text!r} ({el.font.size(text)[0]} px in {room})")
    return out
