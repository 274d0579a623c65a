"""pygame_gui for our windows: one UIManager per window that ignores the mouse while it is
elsewhere, and a theme in the colours of LOOK.md whose sizes follow the window's scale."""

from __future__ import annotations

import functools

import pygame
import pygame_gui

from questboard.ui.drawing import look

FAR = (-100000, -100000)


def _hex(c) -> str:
    return "#" + "".join([f"{v:02X}" for v in c])


class Manager(pygame_gui.UIManager):
    """A UIManager bound to one window: while the mouse is outside it, hover is parked far
    away (UIManager.update reads the global mouse position, which belongs to another window)."""

    def __init__(self, window: pygame.Window, theme: dict) -> None:
        self._why: dict = {}  # disabled button -> the reason shown on hover
        super().__init__(window.size, theme_path=theme, enable_live_theme_updates=False)
        self.window = window
        self.mouse_inside = True

    def _update_mouse_position(self) -> None:
        if not self.mouse_inside or pygame.mouse.get_focused() is False:
            self.mouse_position = FAR
            return
        super()._update_mouse_position()

    def watch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWENTER:
            self.mouse_inside = True
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse_inside = False

    # pygame_gui shows no tool tip on a disabled button: we keep the reason and draw it.
    def disable(self, button, why: str | None) -> None:
        """Disable `button`; `why` is shown while the mouse rests on it."""
        button.disable()
        self._why[button] = why or "Not now"

    def reason_at(self, pos: tuple[int, int], overlay=None):
        """(rect, reason) of the disabled button under `pos`, or None; under a modal dialog
        (`overlay`), only its own (it hides what lies under it, the reasons too)."""
        if not self.mouse_inside:
            return None
        if overlay is not None and getattr(overlay, "modal", True) and not overlay.box().collidepoint(pos):
            return None
        for button, why in list(self._why.items()):
            if not button.alive():
                del self._why[button]
            elif not button.is_enabled and button.visible and button.rect.collidepoint(pos):
                return button.rect, why
        return None

    def tip_at(self, pos: tuple[int, int], scene) -> tuple | None:
        """(rect, words) for what the mouse rests on: a disabled button's reason, or words the
        scene drew cut short (`scene.words_cut()`), told whole; None when neither."""
        overlay = getattr(scene, "overlay", None)
        why = self.reason_at(pos, overlay)
        if why is None and overlay is None and self.mouse_inside and hasattr(scene, "words_cut"):
            why = next(((r, words) for r, words in scene.words_cut() if r.collidepoint(pos)), None)
        return why

    def clear_and_reset(self) -> None:
        self._why.clear()
        super().clear_and_reset()


def font_sizes(scale: float) -> dict[str, int]:
    """Control text sizes at this scale; never below 14 px (LOOK.md: at 1280x720)."""
    t = look.TEXT_SCALE[0]
    return {"small": round(max(14, round(20 * scale)) * t), "normal": round(max(15, round(23 * scale)) * t),
            "big": round(max(18, round(28 * scale)) * t), "title": round(max(22, round(40 * scale)) * t)}


def button_width(text: str, scale: float, object_id: str | None = None) -> int:
    """How wide a button must be to show `text` whole: its theme's font, padding and border."""
    sizes = font_sizes(scale)
    size, bold = {"#small": (sizes["small"], False), "#primary": (sizes["big"], True)}.get(
        object_id or "", (sizes["normal"], False))
    return _measuring_font(size, bold).size(text)[0] + 2 * max(6, round(12 * scale)) + 6


@functools.lru_cache(maxsize=16)
def _measuring_font(size: int, bold: bool) -> pygame.font.Font:
    """The theme's button font at `size` (already scaled for the text size), made once: a font
    read from its file costs 1.5 ms, and each new button measures its words two or three times."""
    return pygame.font.Font(str(look.sans_paths()["bold" if bold else "regular"]), size)


def fitting(text: str, width: int, scale: float, object_id: str | None = None) -> str:
    """A button's words for its width: whole when they fit, else the part before a colon or a
    bracket ("Fireball" for "Fireball: lay the card"), else cut at a word with "…" (the
    tooltip tells the whole: `whole_tip`)."""
    if not text or button_width(text, scale, object_id) <= width:
        return text
    for sep in (": ", " ("):
        head = text.split(sep)[0]
        if head != text and button_width(head + "…", scale, object_id) <= width:
            return head + "…"
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        if button_width(" ".join(words) + "…", scale, object_id) <= width:
            return " ".join(words) + "…"
    return text


def whole_tip(text: str, width: int, scale: float, object_id: str | None = None,
              tip: str | None = None) -> str | None:
    """A button's tooltip: its own, led by the button's words when they do not fit its width
    (so a cut label is always read whole on hover)."""
    if not text or button_width(text, scale, object_id) <= width or (tip and text in tip):
        return tip
    return f"{text}: {tip}" if tip else text


def _font(size: int, bold: bool = False) -> dict:
    p = look.sans_paths()
    return {"name": "qb_sans_bold" if bold else "qb_sans", "size": str(size),
            "bold": "1" if bold else "0",
            "regular_path": str(p["bold"] if bold else p["regular"]),
            "bold_path": str(p["bold"]), "italic_path": str(p["italic"]),
            "bold_italic_path": str(p["bold_italic"])}


def theme(scale: float) -> dict:
    """The pygame_gui theme for a window of this scale."""
    s = font_sizes(scale)
    corner = str(max(3, round(8 * scale)))
    button_colours = {
        "normal_bg": _hex((0x6B, 0x47, 0x2A)), "hovered_bg": _hex((0x85, 0x5A, 0x36)),
        "active_bg": _hex((0x4A, 0x30, 0x1B)), "selected_bg": _hex(look.HERO),
        "disabled_bg": _hex((0x8E, 0x80, 0x6C)),
        "normal_text": _hex(look.PARCHMENT), "hovered_text": "#FFF6DF",
        "active_text": "#FFF6DF", "selected_text": "#FFFFFF", "disabled_text": _hex((0xD8, 0xCC, 0xB4)),
        "normal_border": _hex(look.WOOD_DARK), "hovered_border": _hex(look.GOLD),
        "active_border": _hex(look.GOLD), "selected_border": _hex(look.GOLD),
        "disabled_border": _hex((0x7A, 0x6C, 0x58)),
        "normal_text_shadow": "#00000000", "hovered_text_shadow": "#00000000",
        "active_text_shadow": "#00000000", "disabled_text_shadow": "#00000000",
        "selected_text_shadow": "#00000000",
    }
    misc = {"shape": "rounded_rectangle", "shape_corner_radius": corner, "border_width": "2",
            "shadow_width": "1", "text_horiz_alignment_padding": str(max(6, round(12 * scale)))}
    parchment_text = {"normal_text": _hex(look.INK), "dark_bg": _hex(look.PARCHMENT),
                      "normal_bg": _hex(look.PARCHMENT), "normal_border": _hex(look.INK_SOFT),
                      "selected_bg": _hex(look.HERO), "selected_text": "#FFFFFF",
                      "text_cursor": _hex(look.INK), "hovered_bg": _hex(look.PARCH_SHADOW),
                      "hovered_text": _hex(look.INK), "disabled_bg": _hex(look.PARCH_SHADOW)}
    return {
        "defaults": {"colours": {"normal_text": _hex(look.INK), "dark_bg": _hex(look.PARCHMENT),
                                 "normal_bg": _hex(look.PARCHMENT)}},
        "button": {"colours": button_colours, "font": _font(s["normal"]), "misc": misc},
        "#primary": {"colours": {**button_colours, "normal_bg": _hex((0x2F, 0x6B, 0x3A)),
                                 "hovered_bg": _hex((0x3C, 0x8D, 0x3A))},
                     "font": _font(s["big"], bold=True)},
        "#small": {"font": _font(s["small"])},
        "#toggle": {"colours": {**button_colours, "normal_bg": _hex((0x9A, 0x88, 0x6A)),
                                "normal_text": _hex(look.INK)},
                    "font": _font(s["normal"])},
        "label": {"colours": {"normal_text": _hex(look.INK), "dark_bg": "#00000000"},
                  "font": _font(s["normal"]), "misc": {"text_horiz_alignment": "left"}},
        "#light": {"colours": {"normal_text": _hex(look.PARCHMENT), "dark_bg": "#00000000"}},
        "text_entry_line": {"colours": parchment_text, "font": _font(s["normal"]),
                            "misc": {"shape": "rounded_rectangle", "shape_corner_radius": corner,
                                     "border_width": "2"}},
        "tool_tip": {"colours": {"dark_bg": _hex(look.INK), "normal_text": _hex(look.PARCHMENT),
                                 "normal_border": _hex(look.GOLD)},
                     "font": _font(s["small"]),
                     "misc": {"shape": "rounded_rectangle", "shape_corner_radius": corner,
                              "border_width": "1", "rect_width": str(round(420 * max(scale, 0.7)))}},
        "tool_tip.text_box": {"colours": {"dark_bg": _hex(look.INK), "normal_text": _hex(look.PARCHMENT)},
                              "font": _font(s["small"])},
    }

