"""What a joined seat's panel asks before it sends (R90), against a real host on 127.0.0.1: a
card that heals asks whom, from the host's plan of the use in the seat's view, then the whole
action goes; a roll may be answered with the dice rolled at the player's own table, typed in,
and the host counts them as the rules do (R37)."""

from __future__ import annotations

import pygame
import pytest

from questboard.play import Rolled
from questboard.play.vocabulary import Roll
from tests.play.helpers import story_answer
from tests.ui.helpers import click, set_up, type_text
from tests.ui.joined_table import Table, to_the_fight


def _press(t: Table, label: str) -> None:
    b = next((b for b, c in t.scene.buttons if c != "more" and c.label == label), None)
    assert b is not None, f"no {label!r} in {[c.label for _, c in t.scene.buttons if c != 'more']}"
    click(t.app, b.rect.center)
    t.run(2)


def test_a_healing_gift_asks_whom_it_heals_and_sends_the_whole_use(tmp_path):
    t = Table("cessair", seed=7, heroes=("cessair", "karomin", "alondis"))
    try:
        to_the_fight(t)
        game = t.game
        field = game.fight.field
        x, y = field.pieces["cessair"].at
        field.move_piece("karomin", (x + field.pieces["cessair"].radius + field.pieces["karomin"].radius, y))
        game.state.hero("karomin").vitality = 1
        game.state.hero("cessair").vitality = 2
        set_up(game)
        assert t.until(lambda: any(c != "more" and c.label == "Healing…" for _, c in t.scene.buttons))
        _press(t, "Healing…")
        asked = t.scene.asked
        use = next(u for u in t.client.view.fight.uses if u.card == "healing")
        assert [n.hero for n in use.reach] == [n.id for n in game.plan_use("cessair", "healing").reach]
        assert len(use.reach) > 1 and "karomin" in {n.hero for n in use.reach}
        assert asked is not None and asked.question == "Healing: whom does it heal?"
        assert [c.label for c in asked.choices] == [f"Heal {n.name} (+{n.amount})" for n in use.reach] + ["Back  (Esc)"]
        t.app.draw()
        assert asked.question in t.scene.texts
        t.app.screenshot(tmp_path / "joined-heal.png")
        before = game.revision
        _press(t, next(c.label for c in asked.choices if c.label.startswith("Heal Karomin")))
        assert t.until(lambda: game.revision != before)
        assert game.state.hero("karomin").vitality > 1 and game.state.hero("cessair").vitality == 2
        assert game.actions[-1]["fight"]["heal"][0][0] == "karomin"
        assert t.until(t.shown) and t.scene.asked is None
    finally:
        t.close()


def test_back_leaves_the_question_and_nothing_is_sent():
    t = Table("cessair", seed=7, heroes=("cessair", "karomin", "alondis"))
    try:
        to_the_fight(t)
        field = t.game.fight.field
        x, y = field.pieces["cessair"].at
        field.move_piece("karomin", (x + field.pieces["cessair"].radius + field.pieces["karomin"].radius, y))
        t.game.state.hero("karomin").vitality = 1
        set_up(t.game)
        assert t.until(lambda: any(c != "more" and c.label == "Healing…" for _, c in t.scene.buttons))
        _press(t, "Healing…")
        before = t.game.revision
        _press(t, "Back  (Esc)")
        t.run(5)
        assert t.scene.asked is None and t.game.revision == before
        assert "Healing…" in [c.label for _, c in t.scene.buttons if c != "more"]
    finally:
        t.close()


def _to_a_roll(t: Table) -> None:
    """Story answers (the host's own) until the seat is offered a roll."""
    for _ in range(30):
        assert t.until(t.shown)
        if any(c != "more" and c.act() == Roll() for _, c in t.scene.buttons):
            return
        before = t.game.revision
        t.game.apply(story_answer(t.game, 0, "hand"))
        assert t.until(lambda before=before: t.game.revision != before)
    raise AssertionError("no roll for this seat")


@pytest.fixture
def karomin():
    t = Table("karomin")
    yield t
    t.close()


def test_dice_typed_at_the_table_are_the_dice_the_host_rolls_with(karomin, tmp_path):
    t = karomin
    _to_a_roll(t)
    labels = [c.label for _, c in t.scene.buttons if c != "more"]
    assert labels[labels.index("Roll the dice") + 1] == "Type the dice you rolled…"
    _press(t, "Type the dice you rolled…")
    assert t.scene.entry is not None and t.scene.asked.dice
    type_text(t.app, "7")
    t.run(2)
    t.app.screenshot(tmp_path / "joined-typed-dice.png")
    told = len(t.game.told)
    _press(t, "Roll these dice  (Enter)")
    assert t.until(lambda: len(t.game.told) > told)
    assert t.game.actions[-1] == {"type": "Roll", "dice": [7]}
    rolled = [e.event for e in t.game.told[told:] if isinstance(e.event, Rolled)]
    assert rolled and rolled[0].die == 7


def test_dice_that_are_not_dice_or_too_many_are_refused_in_words(karomin):
    t = karomin
    _to_a_roll(t)
    _press(t, "Type the dice you rolled…")
    type_text(t.app, "x")
    _press(t, "Roll these dice  (Enter)")
    assert t.scene.note == "A d10 shows one digit, 0 to 9: e.g. 7 3"
    t.scene.entry.set_text("")
    type_text(t.app, "7 3 5")
    before = t.game.revision
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0, scancode=0,
                                         window=t.app.window))
    assert t.until(lambda: "you gave 3" in t.scene.note)
    assert t.game.revision == before and t.scene.note.startswith("This test rolls 1 die")
