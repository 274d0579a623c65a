"""The campaigns kept in the data folder, over the launcher (R74): one at a time, with its
quest meter and renown, the offer of two (Play), its heroes as the roster keeps them, its
game in progress (Resume, Give up); and a new campaign of the shipped adventures with the
heroes chosen on the launcher. What is done is `play.campaign`'s, as in text mode."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pygame_gui

from questboard.errors import QuestboardError
from questboard.play import load_game, new_game, quest_master
from questboard.play.campaign import abandon, attempt, pick
from questboard.play.campaign_file import (
    adventure_file,
    campaign_names,
    campaign_path,
    open_campaign,
    write_campaign,
)
from questboard.play.folders import new_autosave_path
from questboard.play.roster import RosterError, read_roster, toughness_bonus, veterans_for
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import gui, look
from questboard.ui.launcher import campaign_new
from questboard.ui.table.picture import draw_meter
from questboard.words import counted

PAD = 30  # unscaled px


def heroes_words(launcher, heroes: tuple[str, ...]) -> str:
    """Each hero as the roster keeps him (a veteran) or new, and the toughness bonus."""
    try:
        roster = read_roster()
    except RosterError as error:
        return f"Heroes: {', '.join(launcher.hero_name(h) for h in heroes)} (the roster cannot be read: {error})"
    words = []
    for h in heroes:
        v = roster.get(h)
        words.append(f"{launcher.hero_name(h)} (veteran of {counted(len(v.adventures), 'adventure')}, "
                     f"{counted(v.improvements, 'improvement')})" if v is not None else f"{launcher.hero_name(h)} (new)")
    bonus = toughness_bonus(heroes, roster)
    return f"Heroes: {', '.join(words)}; toughness bonus {bonus}"


class CampaignsDialog(Overlay):
    width, height = 0.74, 0.92

    def __init__(self, launcher, chosen: Path | None = None) -> None:
        super().__init__(launcher)
        self.message = ""  # what went wrong (also resets `good`)
        self.read(chosen)

    def read(self, chosen: Path | None = None) -> None:
        """The campaigns kept, `chosen` (else the first) shown."""
        self.asking = None  # a new campaign being asked for (`campaign_new.Asking`)
        self._heroes: tuple[Path | None, str] = (None, "")
        self.paths = [campaign_path(n) for n in campaign_names()]
        self.campaigns: dict[Path, object] = {}
        for p in self.paths:
            try:
                self.campaigns[p] = open_campaign(p)
            except QuestboardError as error:  # set aside, and said
                self.message = str(error)
        self.paths = [p for p in self.paths if p in self.campaigns]
        self.index = self.paths.index(Path(chosen)) if chosen is not None and Path(chosen) in self.paths else 0

    @property
    def message(self) -> str:
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        self._message, self.good = text, False  # good: it tells what was done, not what went wrong

    @property
    def asking_new(self) -> bool:
        return self.asking is not None

    @property
    def path(self) -> Path | None:
        return self.paths[self.index] if self.paths else None

    @property
    def campaign(self):
        return self.campaigns.get(self.path)

    # Widgets -----------------------------------------------------------------------------
    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(PAD, s)
        row = look.px(52, s)
        bw = look.px(300, s)
        foot = b.bottom - row - look.px(22, s)
        self.back = self.button(pygame.Rect(b.right - pad - bw, foot, bw, row), "Back  (Esc)")
        self.plays, self.resume, self.give_up, self.next_one, self.begin = {}, None, None, None, None
        if self.asking_new:
            words = "Begin the campaign"
            self.begin = self.button(pygame.Rect(b.x + pad, foot, max(bw, gui.button_width(words, s, "#primary")), row),
                                     words, primary=True)
            campaign_new.build(self)
            return
        self.new = self.button(pygame.Rect(b.x + pad, foot, bw, row), "New campaign…",
                               tip="A campaign of a folder of adventures (the shipped ones, or another), with the "
                                   "heroes chosen on the launcher")
        c = self.campaign
        if c is None:
            return
        if len(self.paths) > 1:
            words = f"Next campaign ({self.index + 1} of {len(self.paths)})"
            nw = max(bw, gui.button_width(words, s))
            self.next_one = self.button(pygame.Rect(b.right - pad - nw, b.y + look.px(90, s), nw, look.px(44, s)),
                                        words)
        pw = look.px(180, s)
        for i, (y, q) in enumerate(zip(self.offer_rows(), c.offered(), strict=False), start=1):
            bt = self.button(pygame.Rect(b.right - pad - pw, y, pw, row), "Play", primary=c.game is None,
                             tip=f"Set out on {q.title} with the campaign's heroes")
            if c.game is not None:
                self.app.manager.disable(bt, "A game of this campaign is in progress: Resume it or give it up")
            self.plays[bt] = i
        if c.game is not None:
            y = self.progress_y()
            self.resume = self.button(pygame.Rect(b.right - pad - 2 * pw - look.px(10, s), y, pw, row), "Resume",
                                      primary=True, tip=c.game.save or "no file")
            self.give_up = self.button(pygame.Rect(b.right - pad - pw, y, pw, row), "Give up",
                                       tip="The game is given up; its adventure stays on offer")

    def box(self) -> pygame.Rect:
        """As tall as the campaign shown needs, within the window."""
        w, h = self.app.size
        s = self.app.scale
        need = look.px(PAD + 190 + 2 * 62 + 16 + 52 + 70 + 96, s) + self._heroes_h()
        r = pygame.Rect(0, 0, round(w * self.width), min(max(need, look.px(560, s)), round(h * self.height)))
        r.center = (w // 2, h // 2)
        return r

    def offer_rows(self) -> list[int]:
        s = self.app.scale
        top = self.box().y + look.px(190, s)
        return [top + i * look.px(62, s) for i in range(2)]

    def progress_y(self) -> int:
        return self.offer_rows()[1] + look.px(62, self.app.scale) + self._heroes_h() + look.px(16, self.app.scale)

    def heroes_text(self) -> str:
        """The shown campaign's heroes in words (the roster read once per campaign shown)."""
        if self._heroes[0] != self.path:
            c = self.campaign
            name, run = quest_master.current(c.quest_master or None)
            qm = quest_master.rank_words(name, run)  # "The Quest Master: …" for the default profile
            said = qm if name == quest_master.DEFAULT else f"Quest Master {qm}"
            self._heroes = (self.path, f"{heroes_words(self.table, c.heroes)}. {said}")
        return self._heroes[1]

    def _heroes_h(self) -> int:
        c = self.campaign
        if c is None or self.asking_new:
            return 0
        s = self.app.scale
        width = round(self.app.size[0] * self.width) - 2 * look.px(PAD, s)
        return look.wrapped(look.sans(look.px(21, s, 14)), self.heroes_text(), look.INK,
                            width).get_height()

    # Input -------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if self.asking_new and campaign_new.ui_event(self, event):
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.back:
            self.escape()
        elif el is self.begin:
            self.start_new()
        elif el is getattr(self, "new", None):
            self.ask_new()
        elif el is self.next_one:
            self.index = (self.index + 1) % len(self.paths)
            self.message = ""
            self.build()
        elif el in self.plays:
            self.play(self.plays[el])
        elif el is self.resume:
            self.resume_game()
        elif el is self.give_up:
            title = self.campaign.quest(self.campaign.game.adventure).title
            self.campaigns[self.path] = abandon(self.campaign)
            self._keep(f"The game of {title} is given up; it stays on offer.")

    def escape(self) -> None:
        if self.asking_new:
            self.asking = None
            self.message = ""
            self.build()
        else:
            self.table.close_overlay()

    def ask_new(self) -> None:
        if not self.table.heroes:
            self.message = ("Choose the campaign's heroes on the launcher first (click their cards, "
                            "in seat order), then New campaign… again.")
            return
        self.asking, self.message = campaign_new.Asking(), ""
        self.build()

    def start_new(self) -> None:
        path = campaign_new.start(self, tuple(self.table.heroes))
        if path is None:
            return
        self.read(path)
        self.message = f"A new campaign: {self.campaign.name}. Play one of the two adventures on offer."
        self.good = True
        self.build()

    def _keep(self, said: str) -> None:
        """Write the campaign as it now stands; say what happened."""
        old = self.campaign
        try:
            write_campaign(old, self.path)
            self.message = said
            self.good = True
        except QuestboardError as error:
            self.message = str(error)
        self.build()

    def play(self, number: int) -> None:
        """Set out on adventure `number` of the offer, as `questboard campaign play` does."""
        c, path = self.campaign, self.path
        launcher = self.table
        seed = int(launcher.seed) if str(launcher.seed).strip().isdecimal() else int.from_bytes(os.urandom(3), "big")
        options = tuple((k, v) for k, v in launcher.options.items() if v)
        game = None
        try:
            quest = pick(c, number)
            game = new_game(adventure_file(quest), c.heroes, seed, options, ask_leader=True,
                            veterans=veterans_for(c.heroes),
                            adventures_run=quest_master.current(c.quest_master or None)[1],  # his rank (R82)
                            catch_up=launcher.remedy == "catch-up", own_toughness=launcher.remedy == "own")
            game.attach_autosave(new_autosave_path(game.adventure.id))
            write_campaign(attempt(c, quest.id, str(game.autosave.path)), path)
        except QuestboardError as error:
            if game is not None:
                game.close()
            self.message = str(error)
            return
        launcher.open(game, campaign=path)

    def resume_game(self) -> None:
        c, path = self.campaign, self.path
        save = Path(c.game.save) if c.game.save else None
        if save is None or not save.is_file():
            self.message = (f"The game of {c.quest(c.game.adventure).title} was kept in {c.game.save or 'no file'}, "
                            "which is not there: Give up lets its adventure be played anew.")
            return
        try:
            game = load_game(save, autosave=save)
        except QuestboardError as error:
            self.message = str(error)
            return
        if game.adventure.id != c.game.adventure:
            game.close()
            self.message = f"{save} is a game of {game.adventure.id}, not of {c.game.adventure}: Give up lets it go."
            return
        self.table.open(game, campaign=path)

    # Drawing -----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        pad = look.px(PAD, s)
        w = b.w - 2 * pad
        self.draw_title(surface, "A new campaign" if self.asking_new else "Campaigns")
        body = look.sans(look.px(21, s, 14))
        if self.asking_new:
            self._draw_new(surface, b, pad, w, body)
        elif self.campaign is None:
            text = ("No campaign is kept yet. A campaign is a pile of adventures played one after another "
                    "by the same heroes: two are on offer at a time, and each one completed lights a gem on "
                    "the quest meter. New campaign… starts one of the shipped adventures.")
            surface.blit(look.wrapped(body, text, look.INK, w), (b.x + pad, b.y + look.px(100, s)))
        else:
            self._draw_campaign(surface, b, pad, w, body)
        if self.message:
            img = look.wrapped(look.sans(look.px(19, s, 14), bold=True), self.message,
                               look.MOVE if self.good else look.REFUSED, w)
            surface.blit(img, (b.x + pad, self.back.relative_rect.y - img.get_height() - look.px(10, s)))

    def _draw_campaign(self, surface, b, pad, w, body) -> None:
        s = self.app.scale
        c = self.campaign
        draw_meter(surface, c, (b.x + pad, b.y + look.px(112, s)), s, colour=look.INK)
        head = look.sans(look.px(20, s, 14), bold=True)
        y = b.y + look.px(150, s)
        won = "The campaign is won: every adventure is completed." if c.won else \
            f"On offer (in the pile: {len(c.pile)} more)"
        surface.blit(look.line(head, won, look.WOOD), (b.x + pad, y))
        title_f = look.serif(look.px(26, s, 16), bold=True)
        pw = look.px(180, s)
        for (y, q), i in zip(zip(self.offer_rows(), c.offered(), strict=False), (1, 2), strict=False):
            text = look.ellipsis(title_f, f"{i}.  {q.title}  ·  level {q.level}", w - pw - look.px(16, s))
            img = look.line(title_f, text, look.INK)
            surface.blit(img, (b.x + pad, y + (look.px(52, s) - img.get_height()) // 2))
        y = self.offer_rows()[1] + look.px(62, s)
        surface.blit(look.wrapped(body, self.heroes_text(), look.INK, w), (b.x + pad, y))
        if c.game is not None:
            y = self.progress_y()
            room = w - 2 * pw - look.px(26, s)
            words = look.ellipsis(body, f"In progress: {c.quest(c.game.adventure).title}", room)
            img = look.line(body, words, look.INK)
            surface.blit(img, (b.x + pad, y + (look.px(52, s) - img.get_height()) // 2))

    def _draw_new(self, surface, b, pad, w, body) -> None:
        campaign_new.draw(self, surface, b, pad, w, body)
