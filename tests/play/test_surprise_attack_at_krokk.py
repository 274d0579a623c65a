"""A Hush over Krokk uses the rulebook's own example of an Adventure card: heroes who all
climb the monastery wall unseen (marker 1) put Surprise Attack in play as the yard fight
begins, and the heroes act first in a fight written for the Quest Master to begin."""

from __future__ import annotations

from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.play import FightHere
from questboard.play.opening import new_game
from questboard.play.seats import TABLE

# Set off at once; Karomin's Talent Test; then everybody's Deftness Test over the wall.
OVER_THE_WALL = ["2", "karomin", "roll 9", "done", "roll 9 9", "done"]
STRAIGHT_IN = ["2", "karomin", "roll 0", "done"]  # the Talent Test fails: paragraph 6


def _to_the_yard(lines):
    game = new_game("the-sleeping-city", ("karomin", "cessair"), 3)
    for line in lines:
        assert game.apply(answer(game.story, line)).ok, line
    assert isinstance(game.prompt, P.CombatRequest)
    return game


def test_surprise_attack_gives_the_heroes_the_first_turn_at_the_monastery():
    game = _to_the_yard(OVER_THE_WALL)
    assert game.story.paragraph == 7
    written = game.adventure.paragraphs[7].next.combat
    assert written.first == "qm"  # as the fight is written, without the card
    assert [c.name for c in game.view(TABLE).table.adventure_cards] == ["Surprise Attack"]
    assert game.apply(FightHere()).ok
    assert game.fight.phase == "heroes" and game.fight.active == game.state.leader_hero.id
    told = [game.words(t) for t in game.told if t.public and t.source == "fight"]
    assert "Adventure card in play: Surprise Attack — the heroes act first" in told
    assert [c.name for c in game.view(TABLE).fight.adventure_cards] == ["Surprise Attack"]


def test_heroes_who_walk_straight_in_meet_no_surprise():
    game = _to_the_yard(STRAIGHT_IN)
    assert game.story.paragraph == 6
    assert game.view(TABLE).table.adventure_cards == ()
    assert game.apply(FightHere()).ok
    assert game.fight.phase == "qm" and game.fight.spec.cards == ()


def test_a_rehearsal_of_the_yard_fight_counts_the_card_it_puts_in_play():
    from questboard.play import rehearsal
    from questboard.play.library import MapLookup

    game = new_game("the-sleeping-city", ("karomin", "cessair"), 3)
    surprised = rehearsal.fight_spec(game.adventure, game.cards, MapLookup(), 7, 2)
    plain = rehearsal.fight_spec(game.adventure, game.cards, MapLookup(), 6, 2)
    assert (surprised.first, [c.name for c in surprised.cards]) == ("leader", ["Surprise Attack"])
    assert (plain.first, plain.cards) == ("qm", ())
