"""The field's tags (sight tags, an area card's words) at a small window, on every shipped
map with four heroes: each on the field, none over a base, a zone's label, the scale bar or
another tag."""

from __future__ import annotations

from pathlib import Path

import pytest

from questboard.ui.battle import screens as S

MAPS = sorted(p.stem for p in (Path(__file__).parents[2] / "adventures" / "maps").glob("*.yaml"))
FOUR = ("karomin", "alondis", "cessair", "krzzzt")


@pytest.mark.parametrize("map_id", MAPS)
def test_tags_keep_to_the_field_and_off_bases_labels_and_each_other(map_id):
    from questboard.ui.app import App

    game, _, paragraph = S.picture_game(map_id, None, FOUR, 7)
    app = App(size=(1024, 600), hidden=True)
    try:
        battle = S.stage(app, game, rehearsal=paragraph is None)
        app.draw()
        painter, sight = battle.painter, battle.sight
        board = sight.board()
        tags = list(sight.drawn)
        assert tags, f"{map_id}: the picture shows sight tags"
        keep_clear = painter._keep_clear(battle.rects())
        if painter.said is not None:
            tags.append(painter.said)
        assert battle.art.label_boxes(), f"{map_id}: the zones are labelled"
        for i, t in enumerate(tags):
            assert board.contains(t), f"{map_id}: a tag at {t} runs off the field {board}"
            assert t.collidelist(keep_clear) < 0, f"{map_id}: a tag at {t} covers {keep_clear[t.collidelist(keep_clear)]}"
            assert t.collidelist(tags[:i]) < 0, f"{map_id}: two tags overlap at {t}"
    finally:
        app.close()


def test_the_fields_words_grow_with_the_text_size_and_the_panel_still_fits_them(tmp_path, monkeypatch):
    from questboard.ui.app import App
    from questboard.ui.dialogs import settings as SD
    from questboard.ui.drawing import look
    from tests.ui.helpers import clipped_widgets

    monkeypatch.setattr(SD, "settings_path", lambda: tmp_path / "settings.json")
    app = App(size=(1600, 900), hidden=True)
    try:
        game, _, paragraph = S.picture_game("monastery-yard", None, FOUR, 7)
        battle = S.stage(app, game, rehearsal=paragraph is None)
        app.draw()
        before = ([r.h for r in battle.art.label_boxes()], [r.h for r in battle.sight.drawn],
                  battle.painter.scale_bar(battle.rects()["field"])[1].h)
        app.change_settings(text="larger")
        for _ in range(3):
            app.frame(0.016)
        battle = app.scene
        app.draw()
        after = ([r.h for r in battle.art.label_boxes()], [r.h for r in battle.sight.drawn],
                 battle.painter.scale_bar(battle.rects()["field"])[1].h)
        assert before[0] and before[1], "the picture has zone labels and sight tags"
        assert min(after[0]) > max(before[0]), f"zone labels {before[0]} → {after[0]}"
        assert min(after[1]) > max(before[1]), f"sight tags {before[1]} → {after[1]}"
        assert after[2] > before[2], "the scale bar's words"
        assert clipped_widgets(app) == []
    finally:
        look.set_text_scale(1.0)
        app.close()


def test_the_tvs_field_stays_under_its_title_however_far_it_is_zoomed():
    import pygame

    from questboard.ui.app import App

    game, _, paragraph = S.picture_game("monastery-yard", None, FOUR, 7)
    app = App(size=(1280, 720), hidden=True)
    try:
        battle = S.stage(app, game, rehearsal=paragraph is None)
        app.toggle_public()
        app.draw()
        band = pygame.Rect(0, 0, app.public.picture.area.w, app.public.picture.area.top)
        assert band.h > 20
        before = app.surface.subsurface(band).copy()
        battle.camera.zoom_at(battle.rects()["field"].center, 3.0)
        app.public.picture.camera.zoom_at(app.public.picture.area.center, 3.0)
        app.draw()
        after = app.surface.subsurface(band).copy()
        assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")
    finally:
        app.close()
