"""What the console asks, by posted clicks: the horn settles a disputed choice, a group
check shows each hero's declaration, the Quest Master's hand plays what the rules allow, an
item used says whom it heals and by how much, or which gift it refreshes; the window's close
button asks first (a save?) and a second close quits."""

from __future__ import annotations

import pygame

from questboard.adventure import actions as X
from questboard.play import new_game
from questboard.ui.table.scene import Table
from tests.ui.helpers import button_for, click, click_button, frames, key, move


def at_table(app, game) -> Table:
    table = Table(app, game)
    app.show(table)
    frames(app)
    return table


def test_the_horn_lets_the_leader_settle_a_choice_alone(app):
    table = at_table(app, new_game("the-harbor-treasure", ("karomin", "alondis"), 7))
    leader = table.game.state.leader_hero.name
    horn = button_for(table, lambda c: c.text.startswith("The horn"))
    assert leader in horn.text and "(off)" in horn.text
    click_button(app, horn)
    horn = button_for(table, lambda c: c.text.startswith("The horn"))
    assert "(on)" in horn.text and horn.is_selected
    click_button(app, button_for(table, lambda c: c.key == "2"))
    assert table.game.actions[-1] == {"type": "Choose", "index": 1, "horn": True}
    assert table.game.state.leader_hero.name != leader  # the horn passed on (R10)


def _at_the_group_check(game) -> None:
    for a in (X.Choose(1), X.PickHero("karomin"), X.Roll((7,)), X.Resolve(), X.Roll((9, 9)), X.Resolve(),
              X.CombatResult(True), X.Share((("potion-of-healing", "alondis"),), (("karomin", 2), ("alondis", 1))),
              X.Continue(), X.Roll((1,))):
        assert game.apply(a).ok, a


def test_a_group_check_shows_each_heros_declaration(app):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    _at_the_group_check(game)  # Karomin rolled 1 (5 of 9); Alondis rolls next
    table = at_table(app, game)
    assert type(game.prompt).__name__ == "GroupRoll"
    assert any(ln.startswith("Karomin: die 1") and "declared nothing" in ln for ln in table.panel.lines)
    assert "Alondis rolls next: declared nothing yet" in table.panel.lines
    # Only what the rules say could help is offered, and it is Alondis's.
    declare = [c for _, c in table.buttons if c.text.startswith("Declare")]
    assert [c.do.source for c in declare] == list(game.check_bonuses()["alondis"])
    click_button(app, button_for(table, lambda c: c.text == "Declare Brute Strength"))
    assert any(ln.startswith("Alondis rolls next: declared Brute Strength (+") for ln in table.panel.lines)
    assert not [c for _, c in table.buttons if c.text.startswith("Declare")]
    key(app, pygame.K_SPACE, " ")
    assert type(game.prompt).__name__ != "GroupRoll"


def test_the_quest_masters_hand_plays_what_the_rules_allow(app):
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    game.state.qm_hand.append("bad-omen")  # set-up: an event for any time beside the fight-only one
    game.revision += 1  # changed behind the game's back: a new picture of it
    table = at_table(app, game)
    assert table.bar_buttons["hand"].text == "QM hand (2)"
    key(app, pygame.K_h, "h")
    hand = table.overlay
    assert type(hand).__name__ == "Hand"
    prayer = next(b for b, e in hand.plays.items() if e == "prayer-to-the-dark-gods")
    assert not prayer.is_enabled
    move(app, prayer.rect.center)
    assert "only be played in a fight" in app.manager.reason_at(prayer.rect.center)[1]
    omen = next(b for b, e in hand.plays.items() if e == "bad-omen")
    click_button(app, omen)
    assert game.state.qm_hand == ["prayer-to-the-dark-gods"]
    assert game.actions[-1] == {"rules": {"type": "PlayEvent", "event": "bad-omen", "target": None,
                                          "placements": []}}
    assert table.overlay is hand and "played Bad Omen" in hand.message
    key(app, pygame.K_ESCAPE)
    assert table.overlay is None and table.bar_buttons["hand"].text == "QM hand (1)"


def _use_dialog(app, table, hero, item):
    frames(app)
    chip = next(c for c in table.chips if c.hero == hero and c.card == item)
    click(app, chip.rect.center)
    use = next(b for b in table.card_menu.buttons if b.text.startswith("Use"))
    assert use.text == "Use…"
    click_button(app, use)
    assert type(table.overlay).__name__ == "UseCard"
    return table.overlay


def test_a_potion_used_says_who_regains_how_much(app):
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    karomin, alondis = game.state.hero("karomin"), game.state.hero("alondis")
    karomin.equipment.append("potion-of-healing")  # set-up: the potion, and two hurt heroes
    karomin.vitality -= 1
    alondis.vitality -= 3
    table = at_table(app, game)
    dialog = _use_dialog(app, table, "karomin", "potion-of-healing")
    assert dialog.points == {"alondis": 3}  # the most hurt first, what he lacks
    less = next(b for b, (what, h) in dialog.controls.items() if (what, h) == ("less", "alondis"))
    click_button(app, less)
    more = next(b for b, (what, h) in dialog.controls.items() if (what, h) == ("more", "karomin"))
    click_button(app, more)  # a potion heals one hero: Karomin instead
    assert dialog.points == {"karomin": 1}
    click_button(app, dialog.use)
    assert table.overlay is None
    assert karomin.vitality == karomin.max_vitality and alondis.vitality == alondis.max_vitality - 3
    assert "potion-of-healing" not in karomin.items()
    assert game.actions[-1]["rules"]["heal"] == [["karomin", 1]]


def test_a_refreshing_potion_says_which_gift(app):
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    karomin = game.state.hero("karomin")
    karomin.equipment.append("potion-of-refreshment")
    spent = [g for g in karomin.gifts if g != karomin.innate_gift][:1] or list(karomin.gifts)[:1]
    karomin.gifts[spent[0]] = True
    table = at_table(app, game)
    dialog = _use_dialog(app, table, "karomin", "potion-of-refreshment")
    assert [g for _, g in dialog.gifts] == spent and dialog.chosen == spent
    click_button(app, dialog.use)
    assert karomin.gifts[spent[0]] is False
    assert game.actions[-1]["rules"]["refresh"] == spent


def test_the_close_button_asks_first_and_a_second_close_quits(app):
    table = at_table(app, new_game("the-harbor-treasure", ("karomin", "alondis"), 7))
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=app.window))
    frames(app)
    assert app.running and type(table.overlay).__name__ == "QuitDialog"
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=app.window))
    frames(app)
    assert not app.running
