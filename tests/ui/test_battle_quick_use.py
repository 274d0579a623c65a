"""The side panel's quick "Use" buttons, by posted clicks: a card with a choice to make opens
the sheets' dialog (whom to heal among those the rules allow, which gifts to refresh); a card
with one legal choice goes straight on."""

from __future__ import annotations

from questboard.ui.table.using import UseCard
from tests.ui.helpers import button_for, click_button, frames, set_up
from tests.ui.test_battle_sheets import _fight, _touching


def _quick(b, text):
    return button_for(b, lambda c: c.text == text)


def test_a_potion_with_a_hero_touching_asks_whom_it_heals(app):
    b = _fight(app)
    st = b.game.state
    _touching(b, "cessair", "karomin")
    st.hero("karomin").vitality = 1
    st.hero("cessair").vitality = 2
    set_up(b.game)
    b.refresh()
    click_button(app, _quick(b, "Use Potion of Healing…"))
    box = b.overlay
    assert isinstance(box, UseCard)
    assert [h.id for h in box.healable] == [n.id for n in b.game.plan_use("cessair", "potion-of-healing").reach]
    assert box.points == {"karomin": 3}  # the most hurt, not the user
    click_button(app, box.use)
    assert st.hero("karomin").vitality == 4 and st.hero("cessair").vitality == 2
    assert b.overlay is None


def test_renewal_asks_which_gifts_and_spellweaver_with_one_gift_goes_straight_on(app):
    b = _fight(app)
    st = b.game.state
    cessair = st.hero("cessair")
    cessair.gifts.update({"renewal": False, "fireball": True})
    st.hero("karomin").gifts.update({"brute-strength": True, "parry": True})
    set_up(b.game)
    b.refresh()
    click_button(app, _quick(b, "Renewal…"))
    box = b.overlay
    assert isinstance(box, UseCard) and {g for _, g in box.gifts} == {"fireball", "brute-strength", "parry"}
    box.escape()
    frames(app)
    assert b.overlay is None
    click_button(app, _quick(b, "Spellweaver"))  # only Fireball is Cessair's to bring back
    assert b.overlay is None and cessair.gifts["fireball"] is False and cessair.gifts["spellweaver"] is True
    assert b.game.actions[-1]["fight"]["refresh"] == ["fireball"]
