"""The window played as a person would, by posted clicks and keys: the launcher into the
learning adventure with two heroes, to an ending; buying at the merchant; a card given by
drag; save, back to the launcher, and resume."""

from __future__ import annotations

import pygame
import pytest

from questboard.ui.launcher.scene import Launcher
from questboard.ui.screens import next_control
from questboard.ui.table.scene import Table
from tests.ui.helpers import (
    action_name,
    button_for,
    clear_entry,
    click,
    click_button,
    drag,
    frames,
    key,
    move,
    type_text,
)

LEARNING = "the-harbor-treasure"


def start_from_launcher(app, heroes=("karomin", "alondis"), seed="7") -> Table:
    """The launcher into the learning adventure; a tie for the leader goes to the first seat."""
    table = start_launcher_only(app, heroes, seed)
    if type(table.game.prompt).__name__ == "ChooseLeader":
        key(app, pygame.K_RETURN)
    return table


def start_launcher_only(app, heroes=("karomin", "alondis"), seed="7") -> Table:
    launcher = app.scene
    assert isinstance(launcher, Launcher)
    click(app, launcher.target("adventure", LEARNING).center)
    for h in heroes:
        click(app, launcher.target("hero", h).center)
    assert launcher.heroes == list(heroes)
    clear_entry(app, launcher.seed_entry)
    type_text(app, seed)
    assert launcher.seed_entry.get_text() == seed
    click_button(app, launcher.start)
    table = app.scene
    assert isinstance(table, Table), getattr(launcher, "message", "")
    return table


def press(app, table, control_test) -> None:
    click_button(app, button_for(table, control_test))


def play_to_ending(app, table, prefer=(), limit=200) -> None:
    for _ in range(limit):
        if type(table.game.prompt).__name__ == "Ended":
            return
        if table.overlay is not None:  # a fight's result: go on
            click_button(app, table.overlay.go_on)
            continue
        c = next_control(table, prefer)
        assert c is not None, f"nothing to press at {table.game.prompt}"
        before = len(table.game.actions)
        press(app, table, lambda x, c=c: x is c)
        assert len(table.game.actions) > before or table.choices != type(table.choices)() or table.note, \
            f"the click on {c.text!r} did nothing"
    raise AssertionError("no ending in time")


def test_the_learning_adventure_plays_to_an_ending_by_clicks(app):
    table = start_from_launcher(app)
    assert table.game.adventure.id == LEARNING
    assert [h.id for h in table.game.state.heroes] == ["karomin", "alondis"]
    assert table.game.autosave is not None
    play_to_ending(app, table)
    ended = table.game.prompt
    assert ended.outcome in ("success", "failure")
    assert table.panel.title.startswith("The end")
    # Every kind of question the learning adventure asks went through a click.
    kinds = {a["type"] if "type" in a else next(iter(a)) for a in table.game.actions}
    assert {"Choose", "Roll", "Resolve", "Share"} <= kinds, kinds
    press(app, table, lambda c: c.text == "Back to the launcher")
    assert isinstance(app.scene, Launcher)


def test_keys_choose_options_and_roll(app):
    table = start_from_launcher(app)
    assert type(table.game.prompt).__name__ == "ChooseOption"
    n = len(table.game.actions)
    key(app, pygame.K_3, "3")  # follow the map to the forest clearing
    assert len(table.game.actions) == n + 1
    for _ in range(5):
        kind = type(table.game.prompt).__name__
        if kind == "CheckToRoll":
            key(app, pygame.K_SPACE, " ")
            assert type(table.game.prompt).__name__ != "CheckToRoll"
            assert table.dice is not None and table.dice.rolls
            return
        c = next_control(table)
        click_button(app, button_for(table, lambda x, c=c: x is c))
    pytest.fail("no check to roll came up")


def test_buying_at_the_merchant_charges_the_price_shown(app):
    table = start_from_launcher(app)
    press(app, table, lambda c: "merchant" in c.text.lower())
    assert type(table.game.prompt).__name__ == "Shop"
    karomin = table.game.state.hero("karomin")
    gold = karomin.gold
    buy = button_for(table, lambda c: action_name(c) == "BuyItem" and c.do.hero == "karomin"
                     and c.do.item == "potion-of-healing")
    shown = int(buy.text.split()[0])
    click_button(app, buy)
    assert "potion-of-healing" in karomin.items()
    assert karomin.gold == gold - shown
    # What he cannot pay is off, and the mouse resting on it says why; a click does nothing.
    n = len(table.game.actions)
    sword = next(b for b, c in table.buttons if c.do is None and c.tip and "Veteran" in c.tip
                 and c.tip.startswith("Karomin"))
    assert not sword.is_enabled
    move(app, sword.rect.center)
    why = app.manager.reason_at(sword.rect.center)
    assert why is not None and "gold" in why[1], why
    click(app, sword.rect.center)
    assert len(table.game.actions) == n
    press(app, table, lambda c: action_name(c) == "LeaveShop")
    assert type(table.game.prompt).__name__ != "Shop"


def test_a_card_dragged_onto_another_hero_changes_hands(app):
    table = start_from_launcher(app)
    frames(app)
    chip = next(c for c in table.chips if c.hero == "karomin" and c.card == "treasure-map")
    target = table.sheet_rects["alondis"]
    drag(app, chip.rect.center, target.center)
    assert "treasure-map" in table.game.state.hero("alondis").items(), table.note
    assert "treasure-map" not in table.game.state.hero("karomin").items()
    # Ctrl+Z takes it back: giving a card revealed nothing.
    key(app, pygame.K_z, "z", mod=pygame.KMOD_CTRL)
    assert "treasure-map" in table.game.state.hero("karomin").items()


def test_clicking_a_card_offers_what_may_be_done_with_it(app):
    table = start_from_launcher(app)
    frames(app)
    chip = next(c for c in table.chips if c.hero == "karomin" and c.card == "treasure-map")
    click(app, chip.rect.center)
    assert table.card_menu is not None
    texts = sorted(b.text for b in table.card_menu.buttons)
    assert "Give Alondis" in texts and "Sell" in texts
    give = next(b for b in table.card_menu.buttons if b.text == "Give Alondis")
    click_button(app, give)
    assert "treasure-map" in table.game.state.hero("alondis").items()


def test_save_back_to_the_launcher_and_resume(app, tmp_path):
    table = start_from_launcher(app)
    press(app, table, lambda c: "merchant" in c.text.lower())
    press(app, table, lambda c: action_name(c) == "BuyItem" and c.do.hero == "alondis")
    snapshot, actions = table.game.snapshot(), list(table.game.actions)
    key(app, pygame.K_ESCAPE)
    menu = table.overlay
    assert menu is not None and type(menu).__name__ == "Menu"
    clear_entry(app, menu.name)
    type_text(app, str(tmp_path / "mine.json"))
    click_button(app, menu.save)
    assert (tmp_path / "mine.json").is_file(), menu.message
    assert menu.message.startswith("Saved to")
    click_button(app, menu.launcher)
    launcher = app.scene
    assert isinstance(launcher, Launcher)
    assert launcher.continue_button is not None  # the autosave of the game just left
    click_button(app, launcher.continue_button)
    resumed = app.scene
    assert isinstance(resumed, Table)
    assert resumed.game.actions == actions
    assert resumed.game.snapshot() == snapshot
    assert type(resumed.game.prompt).__name__ == "Shop"


def test_fullscreen_and_resizing_rebuild_the_layout(app):
    table = start_from_launcher(app)
    app.window.size = (1280, 720)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=720, window=app.window))
    frames(app)
    assert app.size == (1280, 720)
    assert all(b.rect.right <= 1280 and b.rect.bottom <= 720 for b, _ in table.buttons)
