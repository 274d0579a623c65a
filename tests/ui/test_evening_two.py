"""What a group of four hit in the real window, second round (one test a point)."""

from __future__ import annotations

import pygame
import pytest

from questboard.play import CombatRequest, new_game
from questboard.ui.battle.scene import Battle
from questboard.ui.screens import play_until
from questboard.ui.table.scene import Table
from tests.ui.helpers import click, frames, key
from tests.ui.test_battle import at, heroes_turn, px, to_fight

LEARNING = "the-harbor-treasure"


def test_enter_at_a_fights_offer_opens_the_battlefield(app):
    table = Table(app, new_game(LEARNING, ("karomin", "alondis", "cessair", "krzzzt"), 7))
    app.show(table)
    frames(app)
    assert play_until(table, lambda t: isinstance(t.game.prompt, CombatRequest))
    frames(app)
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(app.scene, Battle), "Enter fought the fight out instead of laying it out"
    assert app.scene.game.fight is not None


def test_a_turn_that_ends_by_itself_after_a_shot_says_why_on_the_panel(app):
    b = to_fight(app, ("alondis", "karomin"), 7)
    for _ in range(12):  # turn after turn until Alondis has someone to shoot
        who = heroes_turn(app, b)
        shots = [t for t in b.game.targets(who) if t.may_shoot]
        if shots and b.fight_view.turn is not None:
            n = len(b.game.told)
            click(app, px(b, at(b, shots[0].id)))
            frames(app)
            told = [b.game.words(t) for t in b.game.told[n:]]
            ended = [line for line in told if line.startswith(b.fight_view.fighter(who).name + "'s turn ends")]
            if ended:
                assert "does not move in the same turn" in ended[0]
                assert b.note == ended[0], (b.note, ended)
                return
        key(app, pygame.K_RETURN)
        frames(app)
    raise AssertionError("no shot ended a turn by itself")


def test_the_panel_is_drawn_anew_when_the_automatic_quest_masters_turn_ends(app):
    """No input comes while the automatic Quest Master plays: the picture shown when the
    heroes' turn begins is the one a fresh drawing makes (buttons, headings, dice)."""
    from questboard.play import QM
    from questboard.ui.battle import panel as BP

    b = to_fight(app, ("karomin", "alondis", "cessair", "krzzzt"), 7)
    pygame.event.clear()
    seen_qm = False
    for _ in range(6000):  # frames at 60 a second, no input at all
        main = BP.main_asked(b.game)
        if main is not None and main.side == QM:
            seen_qm = True
        elif seen_qm and not b.glides:
            break
        app.frame(1 / 60)
    assert seen_qm and main is not None and main.side != QM, "the Quest Master's turn did not end"
    for _ in range(30):
        app.frame(1 / 60)  # nothing moves the mouse: what is on screen now stays
    shown = app.surface.copy()
    b.dirty = True
    app.draw()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(app.surface, "RGB"), \
        "the window still showed an older picture of the panel"


def test_the_shops_rows_keep_their_place_when_an_item_is_bought_out(app):
    """A shop whose one copy of an item is bought: its row stays, marked sold, and no other
    button moves, so the next click lands where the mouse is."""
    from questboard.play import Shop
    from tests.ui.helpers import click_button

    table = Table(app, new_game("the-pale-kings-crown", ("karomin", "alondis", "cessair", "krzzzt"), 7))
    app.show(table)
    frames(app)
    assert play_until(table, lambda t: isinstance(t.game.prompt, Shop))
    frames(app)
    before = [(c.text, b.rect.copy()) for b, c in table.buttons]
    offers = len(table.game.prompt.offers)
    button, control = next((b, c) for b, c in table.buttons if c.text.endswith("gold") and b.is_enabled)
    click_button(app, button)
    frames(app)
    assert isinstance(table.game.prompt, Shop)
    after = [(c.text, b.rect.copy()) for b, c in table.buttons]
    assert [r for _, r in after] == [r for _, r in before], "buttons moved under the mouse"
    if len(table.game.prompt.offers) < offers:  # the item was the box's last: its row says so
        assert any(text == "sold" for text, _ in after)
    else:
        raise AssertionError("the first item of this shop was expected to be the box's only copy")


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_a_new_paragraphs_read_aloud_text_is_in_view_when_it_arrives(size):
    """Played through by its first options with four heroes, every paragraph that arrives
    shows its heading and read-aloud text whole in the text area (the passed ones above may
    scroll away), unless that text alone is taller than the area: then it starts at the top."""
    from questboard.ui.table.controls import story
    from tests.ui.helpers import open_app, run_through

    app = open_app(size)
    try:
        table = Table(app, new_game(LEARNING, ("karomin", "alondis", "cessair", "krzzzt"), 7))
        app.show(table)
        seen = set()
        for _ in run_through(app, table):
            number = story(table.game).paragraph
            if number not in seen:
                seen.add(number)
                area, top, read_end = table.picture.reading
                assert read_end <= area.h or top == 0, (number, area.h, top, read_end)
                assert top >= 0, (number, top)
        assert len(seen) >= 6
    finally:
        app.close()


def test_enter_answers_a_serious_injury_as_every_other_question(app):
    """The injury's default (what automatic play would choose) is Enter's, in the window."""
    from questboard.ui.battle.scene import QuestionBox
    from tests.ui.test_battle import fight_by_mouse

    for seed in (7, 31, 3, 11, 5):
        b = to_fight(app, ("karomin", "alondis"), seed)
        key(app, pygame.K_p, "p")
        for _ in range(300):
            if not isinstance(app.scene, Battle) or app.scene.game.fight is None:
                break
            box = app.scene.overlay
            if isinstance(box, QuestionBox) and "seriously injured" in box.q.title:
                n = len(b.game.actions)
                enter = [c for _, c in box.pairs if c.key == "enter"]
                assert len(enter) == 1 and enter[0].primary, [c.text for _, c in box.pairs]
                key(app, pygame.K_RETURN)
                assert len(b.game.actions) == n + 1, "Enter did not answer the injury"
                assert b.game.actions[-1]["fight"]["type"] == "ResolveInjury"
                return
            fight_by_mouse(app, 1, lambda b: key(app, pygame.K_s, "s"))
        app.show(app.scene)  # a new fight for the next seed
    raise AssertionError("no serious injury came up in these fights")


def test_dragging_a_base_that_may_not_move_says_who_moves_now(app):
    from tests.ui.helpers import drag

    b = to_fight(app, ("karomin", "alondis"), 7)
    who = heroes_turn(app, b)
    other = next(f for f in b.fight_view.pieces if f.id != who and f.id not in b.movable())
    start = px(b, other.at)
    drag(app, start, (start[0] + 40, start[1] + 10))
    assert b.note_bad and b.note.startswith(f"{other.name} does not move now"), b.note
    assert b.fight_view.fighter(who).name in b.note


@pytest.mark.parametrize("adventure", ["the-harbor-treasure", "the-sleeping-city", "the-pale-kings-crown",
                                       "example-short"])
def test_questions_read_as_sentences_on_the_table_and_the_tv(app, adventure):
    """No "…?: who?" and no lowercase start, in the table's question and the TV's."""
    from tests.ui.helpers import run_through

    table = Table(app, new_game(adventure, ("karomin", "alondis", "cessair", "krzzzt"), 7))
    app.show(table)
    asked = []
    for _ in run_through(app, table, 250):
        asked += [table.panel.title, table.game.public_view().question]
    asked = [q for q in asked if q]
    assert len(asked) > 10
    assert [q for q in asked if "?:" in q or q[0].islower()] == []


def test_a_dialog_over_the_battlefield_hides_every_panel_button_and_gives_them_back(app):
    from tests.ui.helpers import click_button

    b = to_fight(app, ("karomin", "alondis", "cessair", "krzzzt"), 7)
    heroes_turn(app, b)
    for name in ("keys", "menu"):
        click_button(app, b.bar_buttons[name])
        frames(app)
        assert b.overlay is not None
        shown = [c.text for bt, c in b.panel.buttons if bt.visible] + \
            [k for k, bt in b.bar_buttons.items() if bt.visible]
        assert shown == [], f"bright over the dimmed window under {name}: {shown}"
        b.close_overlay()
        frames(app)
        assert all(bt.visible for bt, _ in b.panel.buttons)


def test_the_fight_summary_scrolls_up_to_earlier_rounds_with_the_wheel_and_page_up(app):
    from questboard.ui.dialogs.fight_result import FightResultDialog

    table = Table(app, new_game(LEARNING, ("karomin", "alondis"), 7))
    app.show(table)
    lines = [f"Round {i // 4 + 1}: Orc Warrior {i} moves 0.3{i % 10} LU" for i in range(80)]
    table.overlay = FightResultDialog(table, [*lines, "The fight is over: victory (every bad guy is vanquished)"])
    table.overlay.build()
    frames(app, 2)
    box = table.overlay
    end = box.shown_from
    assert end > 0  # the fight's end in sight first
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, precise_x=0.0, precise_y=1.0,
                                         flipped=False, which=0, touch=False, window=app.window))
    frames(app, 2)
    assert box.shown_from < end, "the wheel up did not go back to earlier rounds"
    after_wheel = box.shown_from
    key(app, pygame.K_PAGEUP)
    frames(app, 2)
    assert box.shown_from < after_wheel, "PageUp did nothing"
    key(app, pygame.K_END)
    frames(app, 2)
    assert box.shown_from == end


def test_the_panels_first_row_keeps_its_place_through_every_turn_and_question(app):
    """The turn's end is the first row in every state of a fight (a disabled 'End the turn'
    while nobody may end one), so the rows below it do not jump between two clicks."""
    from tests.ui.test_battle import fight_by_mouse
    from tests.ui.test_battle_panel_fits import _qm_step

    b = to_fight(app, ("karomin", "alondis", "cessair", "krzzzt"), 7)
    key(app, pygame.K_p, "p")
    states = set()
    for _ in range(60):
        if not isinstance(app.scene, Battle) or app.scene.game.fight is None:
            break
        frames(app, 1)
        first = b.panel.buttons[0][1]
        assert first.text.startswith("End"), [c.text for _, c in b.panel.buttons]
        states.add((b.fight_view.phase, b.fight_view.question is not None, first.do is None))
        fight_by_mouse(app, 1, lambda b: _qm_step(app, b))
    assert len(states) >= 2, states


def test_an_area_cards_words_say_friends_hit_in_plain_words():
    from types import SimpleNamespace as N

    from questboard.ui.battle.area_marks import area_words

    orcs, cessair = [N(name="Orc Warrior 1"), N(name="Orc Warrior 2")], [N(name="Magistra Cessair")]
    assert area_words(orcs, ()) == "hits Orc Warrior 1, Orc Warrior 2"
    assert area_words(orcs, cessair) == "hits Orc Warrior 1, Orc Warrior 2, and Magistra Cessair too"
    assert area_words((), cessair) == "hits no enemy, only Magistra Cessair"
    assert area_words((), ()) == "hits nobody"


def test_a_window_resized_by_the_window_manager_keeps_its_size_in_the_settings(app, tmp_path, monkeypatch):
    from questboard.ui.dialogs import settings as S

    monkeypatch.setattr(S, "settings_path", lambda: tmp_path / "settings.json")
    app.window.size = (1200, 700)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1200, y=700, window=app.window))
    frames(app)
    assert tuple(app.window.size) == (1200, 700)  # the window manager's doing, as the driver did it
    assert tuple(app.settings.size) == (1200, 700), "the settings still show the old size"
    app.change_settings(text="large")
    frames(app)
    assert tuple(app.window.size) == (1200, 700), "changing the text size snapped the window back"
    app.change_settings(text="normal")


def test_a_disabled_buttons_reason_does_not_show_through_a_modal_menu(app):
    from questboard.play import Shop

    table = Table(app, new_game(LEARNING, ("karomin", "alondis"), 7))
    app.show(table)
    frames(app)
    assert play_until(table, lambda t: isinstance(t.game.prompt, Shop), prefer=("merchant", "shop", "buy"))
    frames(app)
    off = [b for b, _ in table.buttons if not b.is_enabled and app.manager.reason_at(b.rect.center)]
    assert off, "the shop has a price a hero cannot pay"
    table.open_menu()
    frames(app)
    under = [b for b in off if not table.overlay.box().colliderect(b.rect)]
    assert under
    assert all(app.manager.reason_at(b.rect.center, table.overlay) is None for b in under)
    table.close_overlay()
    frames(app)
    assert app.manager.reason_at(under[0].rect.center, table.overlay) is not None


def test_a_blurb_cut_to_its_room_ends_with_an_ellipsis(app):
    from questboard.ui.drawing import look

    font = look.serif(20, italic=True)
    text = "A stubborn dwarf from the deep halls who trusts his arm more than any spell. " * 3
    lines = look.clipped_lines(font, text, 300, 2)
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert all(font.size(line)[0] <= 300 for line in lines)
    assert " ".join(lines)[:-1].rstrip() in " ".join(text.split())
    whole = look.clipped_lines(font, "A short one.", 300, 2)
    assert whole == ["A short one."]


def test_the_range_circle_stays_on_the_field(app):
    from questboard.ui.drawing import look

    b = to_fight(app, ("alondis", "karomin"), 7)
    who = heroes_turn(app, b)
    assert any(t.reach is not None for t in b.targets(who)), "the hero on turn has a range"
    b.camera.zoom_at(px(b, b.fighter(who).at), 0.6)  # the field smaller than its frame: room around it
    b.dirty = True
    frames(app)
    surface = app.draw()
    board, field = b.sight.board(), b.rects()["field"]
    outside = [(x, y) for x in range(field.x, field.right, 3) for y in range(field.y, field.bottom, 3)
               if not board.collidepoint(x, y)]
    assert outside
    assert not any(tuple(surface.get_at(p))[:3] == tuple(look.RANGE)[:3] for p in outside)


def test_the_panels_buttons_seldom_move_through_a_fight(app):
    """The buttons under the tracker move only when the tracker grows past its tallest so
    far: a few times in a fight, never back up."""
    from tests.ui.test_battle import fight_by_mouse
    from tests.ui.test_battle_panel_fits import _qm_step

    b = to_fight(app, ("karomin", "alondis", "cessair", "krzzzt"), 7)
    key(app, pygame.K_p, "p")
    ys = []
    for _ in range(40):
        if not isinstance(app.scene, Battle) or app.scene.game.fight is None:
            break
        frames(app, 1)
        sheets = next(bt for bt, c in b.panel.buttons if c.text.startswith("The heroes' sheets"))
        ys.append(sheets.rect.y)
        fight_by_mouse(app, 1, lambda b: _qm_step(app, b))
    moves = [(a, c) for a, c in zip(ys, ys[1:], strict=False) if a != c]
    assert len(ys) > 10 and all(c > a for a, c in moves) and len(moves) <= 3, ys


def test_two_of_one_card_are_one_panel_button_that_says_how_many(app):
    b = to_fight(app, ("karomin", "alondis"), 7)
    heroes_turn(app, b)
    hero = b.game.state.hero("karomin")
    hero.equipment = [*hero.equipment, "potion-of-healing", "potion-of-healing"]
    b.game.revision += 1  # changed behind the game's back, as only a test does
    b.refresh()
    frames(app)
    potions = [c.text for _, c in b.panel.buttons if "Potion of Healing" in c.text]
    n = hero.items().count("potion-of-healing")
    assert n >= 2
    assert len([t for t in potions if t.startswith("Use Potion of Healing")]) == 1, potions
    assert f"(×{n})" in potions[0], potions
