"""The heroes' sheets on the battlefield, by posted clicks, drags and keys: a healing gift
heals the hero chosen in its dialog, a potion offers only its user and the heroes touching
him, a refresh brings back the gift chosen, an item changes hands by a drag onto the other
hero's sheet or base or by its Give button (only between touching heroes, in the owner's
turn), a gift of any moment is used from the sheet in another hero's turn, and a "!" gift only
as its owner's action, its button disabled with the game's reason otherwise."""

from __future__ import annotations

import pygame

from questboard.play import MeleeAttack
from questboard.ui.battle.sheets import HeroSheets
from questboard.ui.table.using import UseCard
from tests.ui.helpers import click, click_button, drag, frames, key, set_up
from tests.ui.test_battle import at, heroes_turn, px, to_fight

PARTY = ("cessair", "karomin", "alondis")


def _fight(app):
    b = to_fight(app, PARTY, 7)
    who = heroes_turn(app, b)
    assert who == "cessair"
    return b


def _touching(b, a: str, c: str) -> None:
    """Set `c` down base to base beside `a` (the test's set-up, not an input)."""
    bf = b.game.fight.field
    x, y = bf.pieces[a].at
    bf.move_piece(c, (x + bf.pieces[a].radius + bf.pieces[c].radius, y))
    assert bf.touching(a, c)
    set_up(b.game)
    b.refresh()


def _sheets(app, b) -> HeroSheets:
    set_up(b.game)  # what the test set up before opening them
    key(app, pygame.K_TAB)
    assert isinstance(b.overlay, HeroSheets)
    return b.overlay


def _menu(app, sheets: HeroSheets, hero: str, card: str) -> dict:
    chip = next(c for c in sheets.chips if c.hero == hero and c.card == card)
    click(app, chip.rect.center)
    assert sheets.menu is not None and sheets.menu[0].card == card
    return {bt.text: bt for bt in sheets.menu[1]}


def test_the_healing_gift_heals_the_hero_chosen_in_its_dialog(app):
    b = _fight(app)
    st = b.game.state
    st.hero("cessair").gifts["healing"] = False
    st.hero("karomin").vitality, st.hero("alondis").vitality = 1, 2
    sheets = _sheets(app, b)
    click_button(app, _menu(app, sheets, "cessair", "healing")["Use Healing…"])
    box = b.overlay
    assert isinstance(box, UseCard)
    plan = b.game.plan_use("cessair", "healing")
    assert [h.id for h in box.healable] == [n.id for n in plan.reach]  # whom the rules allow
    assert box.points == {"karomin": 4}  # the most hurt first
    less = next(bt for bt, (what, h) in box.controls.items() if what == "less" and h == "karomin")
    for _ in range(3):
        click_button(app, less)
    more = next(bt for bt, (what, h) in box.controls.items() if what == "more" and h == "alondis")
    click_button(app, more)
    click_button(app, b.overlay.use)
    assert st.hero("karomin").vitality == 2 and st.hero("alondis").vitality == 3
    assert st.hero("cessair").gifts["healing"] is True
    assert isinstance(b.overlay, HeroSheets)  # back to the sheets


def test_a_potion_offers_only_its_user_and_the_heroes_touching_him(app):
    b = _fight(app)
    st = b.game.state
    _touching(b, "cessair", "karomin")
    bf = b.game.fight.field
    assert not bf.touching("cessair", "alondis")
    st.hero("karomin").vitality = st.hero("alondis").vitality = 1
    sheets = _sheets(app, b)
    click_button(app, _menu(app, sheets, "cessair", "potion-of-healing")["Use Potion of Healing…"])
    box = b.overlay
    assert [h.id for h in box.healable] == ["cessair", "karomin"]  # Alondis stands too far
    assert box.points == {"karomin": 3}
    click_button(app, box.use)
    assert st.hero("karomin").vitality == 4 and "potion-of-healing" not in st.hero("cessair").items()


def test_a_refresh_brings_back_the_gift_chosen(app):
    b = _fight(app)
    hero = b.game.state.hero("cessair")
    hero.gifts["healing"] = True
    hero.gifts["fireball"] = True
    sheets = _sheets(app, b)
    click_button(app, _menu(app, sheets, "cessair", "spellweaver")["Use Spellweaver…"])
    box = b.overlay
    assert sorted(g for _, g in box.gifts) == ["fireball", "healing"]
    pick = next(bt for bt, (what, g) in box.controls.items() if what == "gift" and g not in box.chosen)
    chosen = box.controls[pick][1]
    click_button(app, pick)
    click_button(app, b.overlay.use)
    assert hero.gifts[chosen] is False and hero.gifts["spellweaver"] is True
    other = "healing" if chosen == "fireball" else "fireball"
    assert hero.gifts[other] is True


def test_an_item_changes_hands_by_a_drag_onto_the_other_sheet_or_base(app):
    b = _fight(app)
    st = b.game.state
    st.hero("cessair").equipment.append("shield")
    sheets = _sheets(app, b)
    chip = next(c for c in sheets.chips if c.card == "shield")
    drag(app, chip.rect.center, sheets.sheet_rects["karomin"].center)  # not touching: refused
    assert "shield" in st.hero("cessair").items()
    assert "touching" in b.note
    _touching(b, "cessair", "karomin")
    frames(app)
    chip = next(c for c in sheets.chips if c.card == "shield")
    drag(app, chip.rect.center, sheets.sheet_rects["karomin"].center)
    assert "shield" in st.hero("karomin").items() and "shield" not in st.hero("cessair").items()
    assert b.game.actions[-1]["fight"]["type"] == "SwapItem"


def test_an_item_dropped_on_a_heros_base_goes_to_him(app):
    b = _fight(app)
    st = b.game.state
    st.hero("cessair").equipment.append("shield")
    _touching(b, "cessair", "alondis")
    sheets = _sheets(app, b)
    base = px(b, at(b, "alondis"))
    if sheets.box().collidepoint(base):  # the view panned up so the base shows above the sheets
        b.camera.pan(0, sheets.box().top - 60 - base[1])
        frames(app)
        base = px(b, at(b, "alondis"))
    assert not sheets.box().collidepoint(base) and b.rects()["field"].collidepoint(base)
    chip = next(c for c in sheets.chips if c.card == "shield")
    drag(app, chip.rect.center, base)
    assert "shield" in st.hero("alondis").items()


def test_the_give_buttons_say_who_may_take_an_item_and_why_not(app):
    b = _fight(app)
    st = b.game.state
    _touching(b, "cessair", "karomin")
    sheets = _sheets(app, b)
    menu = _menu(app, sheets, "cessair", "treasure-map")
    assert menu["Give to Karomin"].is_enabled
    assert not menu["Give to Alondis"].is_enabled
    assert app.manager._why[menu["Give to Alondis"]] == b.game.swap_refusal("cessair", "alondis")
    click_button(app, menu["Give to Karomin"])
    assert "treasure-map" in st.hero("karomin").items()
    menu = _menu(app, sheets, "karomin", "treasure-map")  # Karomin's turn has not come
    assert not menu["Give to Magistra Cessair"].is_enabled


def test_a_gift_of_any_moment_is_used_from_the_sheet_in_another_heros_turn(app):
    b = _fight(app)
    st = b.game.state
    st.hero("karomin").vitality = 2
    sheets = _sheets(app, b)
    click_button(app, _menu(app, sheets, "karomin", "second-wind")["Use Second Wind"])
    assert st.hero("karomin").vitality == 4 and st.hero("karomin").gifts["second-wind"] is True
    assert b.game.fight.active == "cessair"  # her turn goes on


def test_a_turn_gift_is_only_its_owners_action_and_says_why_otherwise(app):
    b = _fight(app)
    st = b.game.state
    st.hero("alondis").gifts["sprint"] = False
    st.hero("cessair").gifts["fireball"] = False
    sheets = _sheets(app, b)
    menu = _menu(app, sheets, "alondis", "sprint")
    bt = menu["Use Sprint"]
    assert not bt.is_enabled
    assert app.manager._why[bt] == b.game.plan_use("alondis", "sprint").why_not != ""
    menu = _menu(app, sheets, "cessair", "fireball")
    lay = menu["Fireball: lay the card"]
    assert lay.is_enabled
    click_button(app, lay)  # the card follows the mouse on the field: the sheets give way
    assert b.overlay is None and b.area is not None and b.area.gift == "fireball"
    key(app, pygame.K_ESCAPE)
    assert b.area is None
    sheets = _sheets(app, b)
    st.hero("cessair").gifts["healing"] = False
    st.hero("karomin").vitality = 1
    click_button(app, _menu(app, sheets, "cessair", "healing")["Use Healing…"])
    key(app, pygame.K_ESCAPE)  # Esc leaves the dialog for the sheets
    assert isinstance(b.overlay, HeroSheets) and st.hero("karomin").vitality == 1
    key(app, pygame.K_TAB)
    assert b.overlay is None


def test_the_sheets_button_opens_them(app):
    b = _fight(app)
    bt = next(bt for bt, c in b.buttons if c.text.startswith("The heroes' sheets"))
    click_button(app, bt)
    assert isinstance(b.overlay, HeroSheets)
    click_button(app, b.overlay.close)
    assert b.overlay is None


def test_a_seriously_injured_hero_is_healed_at_once_by_another_heros_gift(app):
    from questboard.play import QM
    from questboard.ui.battle import panel as BP
    from questboard.ui.battle.scene import QuestionBox

    b = to_fight(app, ("karomin", "cessair"), 17)  # a seed where a hero is seriously injured
    for h in b.game.state.heroes:
        h.gifts["healing"] = False  # the set-up: each may heal the other from afar
    key(app, pygame.K_p, "p")
    for _ in range(300):  # the heroes only end their turns and let the rolls stand
        box = b.overlay
        if isinstance(box, QuestionBox) and "seriously injured" in box.q.title:
            break
        if isinstance(box, QuestionBox):
            key(app, pygame.K_RETURN)
        elif BP.main_asked(b.game).side == QM:
            key(app, pygame.K_s, "s")
        else:
            key(app, pygame.K_RETURN)
    box = b.overlay
    assert isinstance(box, QuestionBox) and "seriously injured" in box.q.title
    hurt = box.q.who
    other = next(h for h in ("karomin", "cessair") if h != hurt)
    name = b.game.state.hero(other).name
    heal = next(bt for bt, c in box.pairs if c.text.startswith(f"Heal at once: {name}'s Healing"))
    click_button(app, heal)
    fight = b.game.fight
    assert b.game.state.hero(hurt).vitality > 0 and not fight.state.pending_injuries
    assert not fight.fighters[hurt].off_field and b.game.state.hero(other).gifts["healing"] is True
    assert b.game.actions[-1]["fight"]["heal"][0][0] == hurt


def test_the_sheets_give_way_to_a_question_the_fight_asks(app):
    from questboard.ui.asking import Offer
    from questboard.ui.battle.scene import QuestionBox

    b = _fight(app)
    _touching(b, "cessair", "orc-warrior-1")
    b.game.state.hero("cessair").gifts["parry"] = False  # a bonus that could turn the roll
    b.game.state.dice.force(5, 5)  # 5+2 against 5+4: Magistra Cessair is losing the roll
    _sheets(app, b)
    # The roll comes while the sheets are open (sent through the game, as the automatic
    # Quest Master's would be): the modify window replaces them.
    assert b.game.apply(Offer.of(b.game).make(MeleeAttack, who="cessair", target="orc-warrior-1")).ok
    frames(app)
    assert isinstance(b.overlay, QuestionBox) and "losing the roll" in b.overlay.q.title
