"""The campaigns dialog asking for a new campaign: which folder of adventures is its quest pile
(any folder is one: typed, the shipped adventures when left empty), which Quest Master's profile
runs it (the current one, another kept, or a new name: R82), and the heroes chosen on the
launcher. What is done is `play.campaign`'s, as in text mode."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from questboard.errors import QuestboardError
from questboard.play import quest_master
from questboard.play.campaign import begin
from questboard.play.campaign_file import campaign_path, default_name, quests_in, write_campaign
from questboard.resources import adventures_dir
from questboard.ui.drawing import gui, look

TOP = 96  # unscaled px under the box's top: the first label
ROW = 44


def label_h(s: float) -> int:
    """The height of a label over a field."""
    return look.px(28, s)


def new_name(folder: Path) -> str:
    """The folder's name ('shipped' for the shipped adventures), then '-2', '-3' … (R74)."""
    base = default_name(folder)
    name, n = base, 1
    while campaign_path(name).exists():
        n += 1
        name = f"{base}-{n}"
    return name


class Asking:
    """What has been typed and read so far for the new campaign."""

    def __init__(self) -> None:
        self.folder_text = ""  # "" for the shipped adventures
        self.profile = quest_master.current()[0]
        self.pile, self.problem = "", ""  # the pile read from the folder, or why it cannot be one
        self.read()

    @property
    def folder(self) -> Path:
        text = self.folder_text.strip()
        return Path(text).expanduser() if text else adventures_dir()

    def read(self) -> bool:
        """The folder's adventures as a pile in words, or the problem; whether it is one."""
        try:
            self.pile = "; ".join(f"{q.title} (level {q.level})" for q in quests_in(self.folder))
            self.problem = ""
        except QuestboardError as error:
            self.pile, self.problem = "", str(error)
        return not self.problem

    def other_profile(self) -> None:
        """The next profile kept, after the one shown."""
        names = quest_master.profile_names()
        at = names.index(self.profile) if self.profile in names else -1
        self.profile = names[(at + 1) % len(names)]


def build(dialog) -> None:
    """The two fields and their buttons, in the box of `dialog` (a CampaignsDialog)."""
    s = dialog.app.scale
    b, a = dialog.box(), dialog.asking
    pad, row = look.px(30, s), look.px(ROW, s)
    bw = max(gui.button_width(words, s) for words in ("Read the folder", "Other profile"))
    w = b.w - 2 * pad - bw - look.px(10, s)
    y = b.y + look.px(TOP, s) + label_h(s)
    dialog.folder_entry = UITextEntryLine(pygame.Rect(b.x + pad, y, w, row), manager=dialog.app.manager,
                                          placeholder_text="the shipped adventures")
    dialog.folder_entry.set_text(a.folder_text)
    dialog.read_folder = dialog.button(pygame.Rect(b.x + pad + w + look.px(10, s), y, bw, row), "Read the folder",
                                       tip="The adventures of the folder typed, as the campaign's pile")
    y += row + look.px(14, s) + label_h(s)
    dialog.profile_entry = UITextEntryLine(pygame.Rect(b.x + pad, y, w, row), manager=dialog.app.manager)
    dialog.profile_entry.set_text(a.profile)
    dialog.other_profile = dialog.button(pygame.Rect(b.x + pad + w + look.px(10, s), y, bw, row), "Other profile",
                                         tip="The next Quest Master's profile kept; or type a new name")
    dialog.elements += [dialog.folder_entry, dialog.profile_entry]


def fields_bottom(dialog) -> int:
    s = dialog.app.scale
    return dialog.profile_entry.relative_rect.bottom + look.px(16, s)


def ui_event(dialog, event) -> bool:
    """The asking's own events (typing, its two buttons); whether it was one."""
    a = dialog.asking
    el = getattr(event, "ui_element", None)
    if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
        if el is dialog.folder_entry:
            a.folder_text = el.get_text()
        elif el is dialog.profile_entry:
            a.profile = el.get_text()
        return el in (dialog.folder_entry, dialog.profile_entry)
    if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and el is dialog.folder_entry or \
            event.type == pygame_gui.UI_BUTTON_PRESSED and el is dialog.read_folder:
        a.folder_text = dialog.folder_entry.get_text()
        dialog.message = "" if a.read() else a.problem
        return True
    if event.type == pygame_gui.UI_BUTTON_PRESSED and el is dialog.other_profile:
        a.other_profile()
        dialog.profile_entry.set_text(a.profile)
        return True
    return False


def start(dialog, heroes: tuple[str, ...]) -> Path | None:
    """The campaign begun and kept; its file, or None with the reason in the dialog's message."""
    a = dialog.asking
    why = quest_master.refused_name(a.profile)
    if why:
        dialog.message = why
        return None
    if not a.read():
        dialog.message = a.problem
        return None
    name = new_name(a.folder)
    try:
        c = begin(name, quests_in(a.folder), heroes, a.profile.strip())
        write_campaign(c, campaign_path(name))
    except QuestboardError as error:
        dialog.message = str(error)
        return None
    return campaign_path(name)


def draw(dialog, surface, b, pad, w, body) -> None:
    """The labels over the fields and what the campaign will be, in words."""
    s = dialog.app.scale
    a = dialog.asking
    label = look.sans(look.px(19, s, 14), bold=True)
    surface.blit(look.line(label, "Folder of adventures (empty: the shipped ones)", look.WOOD),
                 (b.x + pad, b.y + look.px(TOP, s)))
    surface.blit(look.line(label, "The Quest Master's profile (his rank and events)", look.WOOD),
                 (b.x + pad, dialog.profile_entry.relative_rect.y - label_h(s)))
    heroes = ", ".join(dialog.table.hero_name(h) for h in dialog.table.heroes)
    run = quest_master.current(a.profile.strip() or None)[1]
    pile = f"of {'the shipped adventures' if not a.folder_text.strip() else a.folder}: {a.pile}" if a.pile \
        else "(its folder holds no adventures to play)"
    text = (f"A campaign named {new_name(a.folder)}, {pile}. Its heroes, in seat order: {heroes} (chosen on the "
            f"launcher). {quest_master.rank_words(a.profile.strip() or '?', run)}. Two adventures are on offer "
            "at a time, the lowest levels first; each one completed lights a gem.")
    surface.blit(look.wrapped(body, text, look.INK, w), (b.x + pad, fields_bottom(dialog)))
