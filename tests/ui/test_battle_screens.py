"""`questboard screenshot battlefield`: a shipped fight reached by playing its story, laid out on
the battlefield, with a move being dragged, sight lines and an area card in one picture."""

from __future__ import annotations

import pygame
import pytest

from questboard.cli.main import main
from questboard.errors import QuestboardError
from questboard.ui.battle import screens as S


def test_every_shipped_map_but_one_has_a_fight_and_the_story_leads_to_it():
    assert S.fights_on("forest-clearing") == [("the-harbor-treasure", 15), ("the-harbor-treasure", 16)]
    assert S.fights_on("harbor-warehouse") == []
    game, seed = S.reach_fight("the-harbor-treasure", 16, ("karomin", "alondis"), 7)
    assert type(game.prompt).__name__ == "CombatRequest" and game.story.paragraph == 16
    assert game.setup.seed == seed


def test_the_picture_shows_a_move_sight_lines_and_an_area_card(tmp_path, capsys):
    out = tmp_path / "field.png"
    assert main(["screenshot", "battlefield", "--fight-of", "the-harbor-treasure:16", "--size", "1280x720",
                 "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    said = capsys.readouterr().out
    assert f"wrote {out}" in said and "The Forest Clearing" in said and "paragraph 16" in said


def test_the_showcase_is_what_play_answers(tmp_path):
    from questboard.ui.app import App
    from questboard.ui.battle.scene import Battle
    from questboard.ui.table.scene import Table

    game, _ = S.reach_fight("the-harbor-treasure", 16, S.DEFAULT_HEROES, 7, want=lambda g: bool(S.area_gifts(g)))
    app = App(size=(1280, 720), hidden=True)
    try:
        table = Table(app, game)
        app.show(table)
        table.do(next(c for _, c in table.buttons if type(c.do).__name__ == "FightHere"))
        app.frame(0.016)
        battle = app.scene
        assert isinstance(battle, Battle)
        S._to_heroes_turn(battle)
        S.showcase(battle)
        who = battle.actor()
        assert battle.plan is not None and battle.plan.legal and battle.plan.who == who
        assert battle.plan.end == game.plan_move(who, battle.plan.to, clamp=True).end
        area = battle.showcase["area"]
        again = game.plan_area(area.who, area.gift, area.centre, area.degrees)
        assert area.valid and (again.centre, again.degrees, again.hit) == (area.centre, area.degrees, area.hit)
        shooter = battle.showcase["sight_of"]
        assert any(t.sight for t in game.targets(shooter))
        app.draw()
    finally:
        app.close()


def test_an_unknown_map_or_a_bad_fight_is_told_in_one_line(tmp_path, capsys):
    with pytest.raises(QuestboardError, match="no map 'nowhere'"):
        S.render(tmp_path / "x.png", map_id="nowhere")
    with pytest.raises(QuestboardError, match="ADVENTURE:PARAGRAPH"):
        S.render(tmp_path / "x.png", fight_of="the-harbor-treasure")
    with pytest.raises(QuestboardError, match="is not fought on ship-deck"):
        S.render(tmp_path / "x.png", map_id="ship-deck", fight_of="the-harbor-treasure:16")


def test_the_battlefield_bench_measures_the_crowded_field():
    from questboard.ui.battle.bench import run

    result = run(2)
    assert result["bases"] == 40 and result["terrain"] == 12 and result["sight_lines"] > 0
    for k in ("frame_ms", "drag_frame_ms", "geometry_ms", "table_window_frame_ms"):
        assert result[k] > 0 and k in result["targets"]


@pytest.mark.parametrize("how", ["a shipped map no fight uses", "a map file", "a map file of a shipped id"])
def test_a_map_by_its_file_or_one_no_fight_uses_is_set_up_as_rehearse_sets_it_up(how, tmp_path, capsys):
    from tests.an_authors_folder import MAP, write_authors_folder

    if how == "a shipped map no fight uses":
        name, title = "harbor-warehouse", "The Harbor Warehouse"
    else:
        own = write_authors_folder(tmp_path).parent / "maps" / f"{MAP}.yaml"
        if how == "a map file of a shipped id":  # the file is drawn, not the shipped fight
            text = own.read_text(encoding="utf-8").replace(f"id: {MAP}", "id: forest-clearing")
            own = tmp_path / "forest-clearing.yaml"
            own.write_text(text.replace("title: The Forest Clearing", "title: My Clearing"), encoding="utf-8")
        name, title = str(own), "My Clearing" if how == "a map file of a shipped id" else "The Forest Clearing"
    out = tmp_path / "field.png"
    assert main(["screenshot", "battlefield", "--map", name, "--bad-guys", "orc-archer:2",
                 "--size", "1280x720", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    said = capsys.readouterr().out
    assert f"wrote {out}: a rehearsal set-up, on {title}" in said
