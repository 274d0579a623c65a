"""Cards that refresh two gifts, by posted clicks: Renewal from the battlefield's sheets
offers every hero's exhausted gifts, takes up to two of one hero's, is disabled with the
reason when none is chosen, and refreshes both; the Potion of Refreshment at the story's
table takes two, and says so when one is missing."""

from __future__ import annotations

from questboard.play import new_game
from questboard.ui.table.using import UseCard
from tests.ui.helpers import click_button
from tests.ui.test_battle_sheets import _fight, _menu, _sheets
from tests.ui.test_window_asking import _use_dialog, at_table


def _gift_button(box, gift):
    return next(bt for bt, (what, g) in box.controls.items() if what == "gift" and g == gift)


def test_renewal_refreshes_the_two_gifts_chosen_of_another_hero(app):
    b = _fight(app)
    st = b.game.state
    st.hero("cessair").gifts.update({"renewal": False, "fireball": True})
    st.hero("karomin").gifts.update({"brute-strength": True, "parry": True})
    sheets = _sheets(app, b)
    click_button(app, _menu(app, sheets, "cessair", "renewal")["Use Renewal…"])
    box = b.overlay
    assert isinstance(box, UseCard)
    assert {g for _, g in box.gifts} == {"fireball", "brute-strength", "parry"}
    for g in list(box.chosen):  # choose none: Use is disabled, with the reason
        click_button(app, _gift_button(b.overlay, g))
    assert b.overlay.chosen == [] and not b.overlay.use.is_enabled
    assert app.manager.reason_at(b.overlay.use.rect.center)[1] == "Choose an exhausted gift to refresh"
    click_button(app, _gift_button(b.overlay, "fireball"))
    click_button(app, _gift_button(b.overlay, "brute-strength"))  # another hero's: a new choice
    assert b.overlay.chosen == ["brute-strength"]
    click_button(app, _gift_button(b.overlay, "parry"))
    assert b.overlay.chosen == ["brute-strength", "parry"]
    click_button(app, b.overlay.use)
    karomin = st.hero("karomin")
    assert not karomin.gifts["brute-strength"] and not karomin.gifts["parry"]
    assert st.hero("cessair").gifts["fireball"] and st.hero("cessair").gifts["renewal"]
    assert b.game.actions[-1]["fight"]["refresh"] == ["brute-strength", "parry"]


def test_the_potion_at_the_story_table_takes_two_and_says_when_one_is_missing(app):
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    karomin = game.state.hero("karomin")
    karomin.equipment.append("potion-of-refreshment")
    karomin.gifts.update({"brute-strength": True, "parry": True})
    table = at_table(app, game)
    dialog = _use_dialog(app, table, "karomin", "potion-of-refreshment")
    assert sorted(dialog.chosen) == ["brute-strength", "parry"]  # as many as it takes
    click_button(app, _gift_button(dialog, "parry"))
    assert not table.overlay.use.is_enabled
    assert app.manager.reason_at(table.overlay.use.rect.center)[1] == \
        "Potion of Refreshment refreshes 2 gifts: choose 1 more"
    click_button(app, _gift_button(table.overlay, "parry"))
    click_button(app, table.overlay.use)
    assert not karomin.gifts["brute-strength"] and not karomin.gifts["parry"]
    assert sorted(game.actions[-1]["rules"]["refresh"]) == ["brute-strength", "parry"]
