"""The table: the overland map, the heroes' sheets and the Quest Master's console. Every
click becomes an action for the game; what the game answers is drawn."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from questboard.play import Ended, FightAutomatically, Rolled, heroic_death, quest_master
from questboard.play.roster import RosterError, keep_heroes
from questboard.play.seats import QUEST_MASTER
from questboard.ui.acting import send, take_back
from questboard.ui.app import Scene
from questboard.ui.dialogs.fight_result import FightResultDialog
from questboard.ui.dialogs.menus import Menu, QuitDialog
from questboard.ui.dialogs.table_fight import TableFightDialog
from questboard.ui.drawing import gui, look
from questboard.ui.launcher.scene import Launcher
from questboard.ui.table import card_menu, in_campaign, layout
from questboard.ui.table import controls as C
from questboard.ui.table import input as table_input
from questboard.ui.table.dice import DiceRoll
from questboard.ui.table.hand import Hand
from questboard.ui.table.overland import Overland
from questboard.ui.table.picture import TablePicture

GLIDE = 0.25  # seconds for the miniatures to move between places


class Table(Scene):
    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        self.overland = Overland(game.cards)
        self.choices = C.Choices()
        self.note = ""  # the last refusal, in the game's words
        self.note_bad = False
        self.version = 0
        self.dice: DiceRoll | None = None
        self.glide: tuple[tuple[float, float], tuple[float, float], float] | None = None
        self.overlay = None  # a dialog of ui.dialogs, or None
        self.scroll: int | None = None  # None: as a new paragraph wants it (the picture says)
        self.chips = []
        self.cut_words: list = []  # (rect, words) drawn cut short this frame: told whole on hover
        self.sheet_rects: dict[str, pygame.Rect] = {}
        self.drag = None  # (chip, start pos, dragging?)
        self.mouse = (0, 0)
        self.card_menu: card_menu.CardMenu | None = None
        self.picture = TablePicture(self)
        self.controls_top = 0
        self.buttons: list[tuple[UIButton, C.Control]] = []
        self._parked: list[UIButton] = []  # the controls, hidden while a dialog is open
        self.column_heads: list = []
        self.row_labels: list = []
        self.bar_buttons: dict[str, UIButton] = {}
        self.campaign: in_campaign.Played | None = None  # the campaign this game is an adventure of
        self.end_seen = isinstance(game.prompt, Ended)  # the ending counted (R72), kept (R68), recorded

    # Layout ------------------------------------------------------------------------------
    def rects(self):
        w, h = self.app.size
        s = self.app.scale
        bar = pygame.Rect(0, 0, w, look.px(64, s))
        console_w = round(w * 0.40)
        left = w - console_w
        map_h = round((h - bar.h) * 0.55)
        # Adventure cards in play (R78) have a column of their own beside the map, never on it.
        column = min(look.px(240, s), left // 4) if C.story(self.game).adventure_cards else 0
        return {"bar": bar,
                "map": pygame.Rect(0, bar.bottom, left - column, map_h),
                "cards": pygame.Rect(left - column, bar.bottom, column, map_h),
                "sheets": pygame.Rect(0, bar.bottom + map_h, left, h - bar.bottom - map_h),
                "console": pygame.Rect(left, bar.bottom, console_w, h - bar.bottom)}

    def build(self) -> None:
        self.picture.clear()
        s = self.app.scale
        bar = self.rects()["bar"]
        bw, bh = look.px(150, s), look.px(46, s)
        y = bar.y + (bar.h - bh) // 2
        x = bar.right - look.px(12, s)
        self.bar_buttons = {}
        for key, text, tip in (("menu", "Menu", "Esc: save, load, settings, quit"),
                               ("keys", "Keys", "?: the keys"),
                               ("undo", "Undo", "Ctrl+Z: take back the last step if it revealed nothing"),
                               ("hand", self._hand_text(), "H: the Quest Master's events (his eyes only)")):
            w = max(bw, gui.button_width("QM hand (10)" if key == "hand" else text, s, "#small"))
            x -= w
            self.bar_buttons[key] = UIButton(pygame.Rect(x, y, w, bh), text, manager=self.manager,
                                             tool_tip_text=tip, object_id="#small")
            x -= look.px(8, s)
        self.refresh()
        if not self.end_seen and isinstance(self.game.prompt, Ended):  # ended on the battlefield
            self.the_end()

    def _hand_text(self) -> str:
        return f"QM hand ({len(C.story(self.game).qm_hand)})"

    def refresh(self) -> None:
        """The game changed (or the window): new controls, caches stale."""
        hand = self.bar_buttons.get("hand")
        if hand is not None and hand.text != self._hand_text():
            hand.set_text(self._hand_text())
        # Buttons that come back the same (text, size, state) are kept and only moved: making
        # a pygame_gui button costs ~2 ms, and most refreshes change a line, not the controls.
        spare: dict = {}
        for b in [b for b, _ in self.buttons] + self._parked:
            if b.ui_manager is self.manager and b.alive():
                spare.setdefault(b.qb_key, []).append(b)
            else:
                b.kill()
        self.buttons = []
        self._parked = []
        self.card_menu_close()
        self.version += 1
        if self.overlay is None:
            self.panel = C.panel(self.game, self.choices)
            if self.campaign is not None:
                in_campaign.end_panel(self)
            layout.lay_out(self, spare)
        for left in spare.values():
            for b in left:
                if self.overlay is None:
                    b.kill()
                else:  # under a dialog: hidden, and shown again as they are when it closes
                    b.hide()
                    self._parked.append(b)
        if self.overlay is not None:
            self.overlay.build()
        self.dirty = True

    # Acting ------------------------------------------------------------------------------
    def say(self, text: str, bad: bool = False) -> None:
        """A line under the question: a refusal (bad) or what was done."""
        self.note, self.note_bad = text, bad
        self.refresh()

    def act(self, action) -> bool:
        """Send one action to the game; a refusal is shown in its words."""
        if action is None:
            return False
        view = C.story(self.game)
        before = ({loc.id: loc.beside for loc in view.locations}, view.heroes_at)
        number = view.paragraph
        result, said = send(self.game, action)
        self.note, self.note_bad = said.text, said.bad
        if not result.ok:
            self.refresh()
            return False
        self.choices = C.Choices()
        rolled = [t.event for t in result.told if isinstance(t.event, Rolled)]
        if rolled:
            self.dice = DiceRoll(tuple((self.game.names().get(e.who, e.who), e.die) for e in rolled[-4:]),
                                 speed=self.app.animation_speed)
        elif C.story(self.game).paragraph != number:
            self.dice = None
            self.scroll = None  # the picture scrolls to the new paragraph's read-aloud text
        if isinstance(self.game.prompt, Ended):
            self.the_end()
        if isinstance(action, FightAutomatically):
            lines = [t.describe(self.game.names()) for t in result.told if t.public and t.source == "fight"]
            self.overlay = FightResultDialog(self, lines)
        self._start_glide(before)
        self.refresh()
        return True

    def heard(self) -> None:
        """A seat on another machine moved the game (`ui.hosting`): shown as if done here."""
        self.choices = C.Choices()
        self.note, self.note_bad = "", False
        if not self.end_seen and isinstance(self.game.prompt, Ended):
            self.the_end()
        self.refresh()

    def the_end(self) -> None:
        """The adventure has ended: the Quest Master has run one more (R72); a won
        adventure's heroes go into the roster (R68); a campaign's records it (R74). Said under
        the question."""
        self.end_seen = True
        try:
            words = quest_master.count_adventure(self.game, in_campaign.quest_master_of(self))
        except OSError as error:
            words = f"The Quest Master's profile could not be written: {error}"
        self.say(words)
        if self.game.prompt.outcome == "success":
            self.keep_heroes(words + ". ")
        if self.campaign is not None:
            in_campaign.record_end(self)
            self.refresh()

    def keep_heroes(self, before: str = "") -> None:
        """The heroes written into the roster as they stand; said under the question."""
        try:
            _, said = keep_heroes(self.game)
        except (OSError, RosterError) as error:
            self.say(f"The heroes could not be kept in the roster: {error}", bad=True)
            return
        self.say(before + said + ": the launcher sets them out so (Veterans from the roster)")

    def _start_glide(self, before) -> None:
        size = self.rects()["map"].size
        view = C.story(self.game)
        n = len(view.sheets)
        old = self.overland.heroes_point(size, before[0], before[1], n)
        new = self.overland.heroes_point(size, {loc.id: loc.beside for loc in view.locations}, view.heroes_at, n)
        if old is not None and new is not None and old != new and before[1] != view.heroes_at:
            self.glide = (old, new, 0.0)

    def undo(self) -> None:
        _, said = take_back(self.game)
        self.note, self.note_bad = said.text, said.bad
        self.choices = C.Choices()
        self.refresh()

    def do(self, control: C.Control) -> None:
        if isinstance(control.do, tuple) and control.do and control.do[0] == "ui":
            self._ui_choice(control.do[1], control.do[2])
        else:
            self.act(control.do)

    def _ui_choice(self, what: str, value) -> None:
        prompt = self.game.prompt
        if what == "recipient":
            order = list(C.story(self.game).from_leader())
            now = self.choices.recipients.get(value, C.story(self.game).found_to[value])
            self.choices.recipients[value] = order[(order.index(now) + 1) % len(order)]
        elif what == "gift":
            self.choices.gifts ^= {value}
            if len(self.choices.gifts) > getattr(prompt, "count", 0):
                self.choices.gifts = {value}
        elif what == "discard":
            items = list(value)
            now = self.choices.discard if self.choices.discard in items else items[0]
            self.choices.discard = items[(items.index(now) + 1) % len(items)]
        elif what == "horn":
            self.choices.horn = not self.choices.horn
        elif what == "launcher":
            self.back_to_launcher()
            return
        elif what == "campaign":
            in_campaign.back_to_campaign(self)
            return
        elif what == "heroic_death":
            fallen = (self.game.adventure.id, heroic_death.fallen(self.game) or ())
            self.game.close()
            self.app.show(Launcher(self.app, "Heroic death: choose new heroes. Seat by seat they take up the "
                                             "fallen heroes' Quest Items, and the adventure begins anew.", fallen))
            return
        elif what == "keep":
            self.keep_heroes()
            return
        elif what == "table_fight":
            self.open_overlay(TableFightDialog(self))
            return
        self.refresh()

    def back_to_launcher(self, message: str = "") -> None:
        self.game.close()
        self.app.show(Launcher(self.app, message))

    def leave(self) -> None:
        self.game.close()

    def may_close(self) -> bool:
        if isinstance(self.overlay, QuitDialog):  # closed again while asked: quit
            return True
        self.open_overlay(QuitDialog(self))
        return False

    # Input and overlays ------------------------------------------------------------------
    def ui_event(self, event) -> None:
        table_input.ui_event(self, event)

    def handle(self, event) -> None:
        table_input.handle(self, event)

    def open_overlay(self, overlay) -> None:
        if self.overlay is not None and self.overlay is not overlay:  # Menu -> Quit: one dialog at a time
            self.overlay.kill()
        self.overlay = overlay
        self.refresh()

    def close_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.kill()
        self.overlay = None
        self.refresh()

    def open_hand(self) -> None:
        self.open_overlay(Hand(self))

    def open_menu(self) -> None:
        self.open_overlay(Menu(self))

    def open_card_menu(self, chip) -> None:
        """What may be done with this card now; a note when nothing may."""
        self.card_menu_close()
        options = card_menu.options(self, chip)
        if not options:
            self.say("Nothing can be done with that card now", bad=True)
            return
        self.card_menu = card_menu.CardMenu(self, chip, options)
        self.dirty = True

    def card_menu_close(self) -> None:
        if self.card_menu is not None:
            self.card_menu.kill()
            self.card_menu = None

    # Animation ---------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.overlay is None and self.game.view(QUEST_MASTER).fight is not None:  # the battlefield
            # The battlefield goes back to tables when the fight ends, and it is heavy:
            # imported here, not at the top (a cycle; the table opens faster).
            from questboard.ui.battle.scene import enter

            enter(self)
            return True
        moving = False
        if self.dice is not None and self.dice.update(dt):
            moving = True
        if self.glide is not None:
            a, b, t = self.glide
            speed = self.app.animation_speed
            t = t + dt / GLIDE * speed if speed > 0 else 1.0
            self.glide = None if t >= 1 else (a, b, t)
            moving = True
        return moving

    # Drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.picture.draw(surface)

    def words_cut(self) -> list[tuple[pygame.Rect, str]]:
        """Words drawn cut short, with where: told whole while the mouse rests on them."""
        return self.cut_words + [(c.rect, c.name) for c in self.chips if c.cut]

    # For tests and screenshots -----------------------------------------------------------
    def button(self, text_start: str) -> UIButton:
        """The first enabled control whose text starts with `text_start`."""
        for b, _ in self.buttons:
            if b.text.startswith(text_start) and b.is_enabled:
                return b
        raise KeyError(f"no control {text_start!r}: {[b.text for b, _ in self.buttons]}")
