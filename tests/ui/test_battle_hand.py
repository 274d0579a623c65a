"""A Quest Master playing by hand on the battlefield, by posted clicks, drags and keys: his
hand (H) plays an event when the game allows it (Reinforcements at the start of his turn),
says the game's reason when it does not, leaves the automatic Quest Master's events to him;
an event for an arch villain is played on the one chosen; and his bad guys move and attack
with the same drag and click as the heroes."""

from __future__ import annotations

import math

import pygame

from questboard.play import QM
from questboard.ui.battle import panel as BP
from questboard.ui.battle.scene import QuestionBox
from questboard.ui.table.hand import Hand
from tests.ui.helpers import click, click_button, drag, key, set_up
from tests.ui.test_battle import at, px, to_fight
from tests.ui.test_battle_every_fight import battle_at


def _by_hand(app, b) -> None:
    click_button(app, next(bt for bt, c in b.buttons if c.text.startswith("QM: automatic")))
    assert b.qm_mode == "hand"


def _hand(app, b) -> Hand:
    key(app, pygame.K_h, "h")
    assert isinstance(b.overlay, Hand)
    return b.overlay


def _button(hand: Hand, event: str):
    return next(bt for bt, e in hand.plays.items() if e == event)


def test_reinforcements_are_played_from_the_hand_at_the_start_of_the_quest_masters_turn(app):
    b = to_fight(app)  # the Quest Master starts this one
    assert BP.main_asked(b.game).side == QM
    _by_hand(app, b)
    b.game.state.qm_hand.append("reinforcements")
    b.game.revision += 1  # changed behind the game's back: a new picture of it
    bad = len(b.game.fight.in_play("bad_guy"))
    hand = _hand(app, b)
    under = [bt for bt, _ in b.buttons if hand.box().colliderect(bt.rect)]
    assert under and not any(bt.visible for bt in under)  # the panel's buttons wait under the hand
    spread = next(bt for bt, e in hand.plays.items() if e == "reinforcements" and bt.text == "Spread")
    click_button(app, spread)
    assert len(b.game.fight.in_play("bad_guy")) > bad
    assert "reinforcements" not in b.game.state.qm_hand
    assert b.game.actions[-1]["fight"]["type"] == "PlayEvent"
    assert "played Reinforcements" in hand.message
    key(app, pygame.K_RETURN)
    assert b.overlay is None and all(bt.visible for bt, _ in b.buttons)


def test_the_hand_says_the_games_reason_and_leaves_the_automatic_quest_master_his_events(app):
    b = to_fight(app)
    _by_hand(app, b)
    key(app, pygame.K_RETURN)  # End the QM's turn
    assert BP.main_asked(b.game).side != QM
    b.game.state.qm_hand.append("reinforcements")
    b.game.revision += 1  # changed behind the game's back: a new picture of it
    hand = _hand(app, b)
    bt = _button(hand, "reinforcements")
    assert not bt.is_enabled
    assert app.manager._why[bt] == b.game.plan_event("reinforcements").why_not != ""
    key(app, pygame.K_ESCAPE)
    click_button(app, next(bt for bt, c in b.buttons if c.text.startswith("QM: by hand")))
    b.game.state.qm_hand.append("blessing-of-the-dark-gods")  # of any moment: the game allows it
    b.game.revision += 1  # changed behind the game's back: a new picture of it
    assert b.game.plan_event("blessing-of-the-dark-gods").may_play
    hand = _hand(app, b)
    bt = _button(hand, "blessing-of-the-dark-gods")
    assert not bt.is_enabled and "automatic Quest Master" in app.manager._why[bt]


def test_an_event_for_an_arch_villain_is_played_on_the_one_chosen(app):
    b = battle_at(app, "the-sleeping-city", 6, ("karomin", "alondis"))  # the Orc Chieftain's yard
    _by_hand(app, b)
    game = b.game
    chief = next(f for f in game.fight.in_play("bad_guy") if f.is_arch_villain)
    game.state.qm_hand.append("blessing-of-the-dark-gods")
    game.revision += 1  # changed behind the game's back: a new picture of it
    for g in chief.gifts:
        chief.gifts[g] = True
    hand = _hand(app, b)
    bt = next(bt for bt, e in hand.plays.items() if e == "blessing-of-the-dark-gods" and chief.name in bt.text)
    click_button(app, bt)
    assert all(not spent for spent in chief.gifts.values())
    assert game.actions[-1]["fight"] == {"type": "PlayEvent", "event": "blessing-of-the-dark-gods",
                                         "target": chief.id, "placements": []}


def test_by_hand_a_bad_guy_is_dragged_into_a_hero_and_attacks_him_with_a_click(app):
    b = to_fight(app)
    _by_hand(app, b)
    game = b.game
    bf = game.fight.field
    orc = b.movable()[0]
    hero = at(b, "alondis")
    r = bf.pieces[orc].radius + bf.pieces["alondis"].radius
    start = at(b, orc)
    for angle in range(0, 360, 15):  # set the orc down a short step from Alondis (the set-up)
        a = math.radians(angle)
        bf.move_piece(orc, (hero[0] + math.cos(a) * (r + 0.25), hero[1] + math.sin(a) * (r + 0.25)))
        set_up(game)  # previews too are worked out once a revision
        if game.plan_move(orc, hero, clamp=True).contact == "alondis":
            break
        bf.move_piece(orc, start)
    set_up(game)
    b.refresh()
    plan = game.plan_move(orc, b.camera.to_lu(px(b, hero)), clamp=True)
    assert plan.legal and plan.contact == "alondis", plan
    drag(app, px(b, at(b, orc)), px(b, hero))
    assert bf.touching(orc, "alondis")
    assert game.actions[-1]["fight"]["type"] == "Move"
    click(app, px(b, at(b, "alondis")))
    assert game.actions[-1]["fight"] == {"type": "MeleeAttack", "who": orc, "target": "alondis", "weapon": None}
    for _ in range(6):  # the modify window or an injury: answered by clicks
        if not isinstance(b.overlay, QuestionBox):
            break
        click_button(app, next(bt for bt, c in b.overlay.pairs if c.primary and bt.is_enabled))
    assert not isinstance(b.overlay, QuestionBox)


def _free_spots(b, n: int) -> list:
    """`n` spots of minion zones where the game says a minion may be set down, one after another."""
    game = b.game
    zones = [z for z in game.fight.spec.map.start_zones if z.kind == "minion"]
    spots: list = []
    for z in zones:
        xs, ys = [p[0] for p in z.polygon], [p[1] for p in z.polygon]
        for i in range(1, 10):
            for j in range(1, 10):
                at = (min(xs) + (max(xs) - min(xs)) * i / 10, min(ys) + (max(ys) - min(ys)) * j / 10)
                if len(spots) < n and not game.plan_event("reinforcements", at, tuple(spots)).spot_why:
                    spots.append(at)
    assert len(spots) == n
    return spots


def test_reinforcements_are_set_down_where_the_quest_master_clicks(app):
    b = to_fight(app)
    _by_hand(app, b)
    b.game.state.qm_hand.append("reinforcements")
    b.game.revision += 1  # changed behind the game's back: a new picture of it
    comes = b.game.plan_event("reinforcements").comes
    bad = {f.id for f in b.game.fight.in_play("bad_guy")}
    hand = _hand(app, b)
    place = next(bt for bt, e in hand.plays.items() if e == "reinforcements" and bt.text == "Place…")
    click_button(app, place)
    assert b.overlay is None and "in a minion starting zone to set a minion down" in b.note
    click(app, px(b, (b.game.fight.field.width / 2, b.game.fight.field.height - 0.2)))  # no zone there
    assert "minion starting zone" in b.note and b.note_bad and not b.mode.spots
    spots = _free_spots(b, comes)
    for spot in spots:
        click(app, px(b, spot))
    came = [f for f in b.game.fight.in_play("bad_guy") if f.id not in bad]
    assert len(came) == comes, b.note
    for f, spot in zip(sorted(came, key=lambda f: f.number), spots, strict=True):
        assert math.dist(b.game.fight.field.pieces[f.id].at, spot) < 0.01  # where it was clicked, to the pixel
    assert b.game.actions[-1]["fight"]["type"] == "PlayEvent" and len(b.game.actions[-1]["fight"]["placements"]) == comes


def test_reinforcements_sent_with_none_set_down_are_spread_by_the_game_and_esc_gives_the_card_back(app):
    b = to_fight(app)
    _by_hand(app, b)
    b.game.state.qm_hand.append("reinforcements")
    b.game.revision += 1
    hand = _hand(app, b)
    click_button(app, next(bt for bt, e in hand.plays.items() if bt.text == "Place…"))
    key(app, pygame.K_ESCAPE)
    assert "reinforcements" in b.game.state.qm_hand and b.note == ""
    hand = _hand(app, b)
    click_button(app, next(bt for bt, e in hand.plays.items() if bt.text == "Place…"))
    bad = len(b.game.fight.in_play("bad_guy"))
    key(app, pygame.K_RETURN)
    assert len(b.game.fight.in_play("bad_guy")) == bad + b.game.plan_event("reinforcements").comes
    assert "reinforcements" not in b.game.state.qm_hand


def test_a_reinforcement_set_down_can_be_dragged_elsewhere_before_they_are_sent(app):
    b = to_fight(app)
    _by_hand(app, b)
    b.game.state.qm_hand.append("reinforcements")
    b.game.revision += 1
    assert b.game.plan_event("reinforcements").comes == 2
    bad = {f.id for f in b.game.fight.in_play("bad_guy")}
    hand = _hand(app, b)
    click_button(app, next(bt for bt, e in hand.plays.items() if bt.text == "Place…"))
    first, second = _free_spots(b, 2)
    r = b.game.plan_event("reinforcements").radius
    zones = [z for z in b.game.fight.spec.map.start_zones if z.kind == "minion"]
    grid = [(min(p[0] for p in z.polygon) + (max(p[0] for p in z.polygon) - min(p[0] for p in z.polygon)) * i / 10,
             min(p[1] for p in z.polygon) + (max(p[1] for p in z.polygon) - min(p[1] for p in z.polygon)) * j / 10)
            for z in zones for i in range(1, 10) for j in range(1, 10)]
    moved = next(at for at in grid if math.dist(at, first) > 3 * r and math.dist(at, second) > 3 * r
                 and not b.game.plan_event("reinforcements", at, (second,)).spot_why)
    click(app, px(b, first))
    assert [at for _, at in b.mode.spots] and len(b.mode.spots) == 1
    drag(app, px(b, first), px(b, moved))  # picked up again and dropped elsewhere
    assert len(b.mode.spots) == 1 and math.dist(b.mode.spots[0][1], moved) < 0.01
    click(app, px(b, second))
    came = sorted((f for f in b.game.fight.in_play("bad_guy") if f.id not in bad), key=lambda f: f.number)
    spots = [b.game.fight.field.pieces[f.id].at for f in came]
    assert len(spots) == 2 and math.dist(spots[0], moved) < 0.01 and math.dist(spots[1], second) < 0.01
