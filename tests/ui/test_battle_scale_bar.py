"""The scale bar in the battlefield's bottom-left corner (the bottom-right one while a base
stands under it): the words of a move, an area card or the ruler that would run into it are
lifted above it, the sight tags are placed out of its way, and words elsewhere stay where
they were asked."""

from __future__ import annotations

from questboard.ui.drawing import look
from tests.ui.test_battle import to_fight


def test_words_near_the_scale_bar_are_lifted_above_it(app):
    b = to_fight(app)
    field = b.rects()["field"]
    keep = b.painter.scale_bar(field)[1]
    assert field.contains(keep) and keep.bottom >= field.bottom - look.px(30, app.scale)
    surface = app.window.get_surface()
    surface.set_clip(field)
    font = b.painter.font(19, bold=True)
    low = b.painter.words(surface, "Fireball at 30°: hits Orc Warrior 1, Orc Warrior 2", (keep.x + 4, keep.centery),
                  (255, 255, 255), font)
    assert not low.colliderect(keep) and low.bottom <= keep.top
    board = b.sight.board().clip(field)  # words stay on the field itself
    right = (keep.right + 10, board.bottom - font.get_height() - 12)
    far = b.painter.words(surface, "0.50 of 1.00 LU", right, (255, 255, 255), font)
    assert far.topleft == right  # right of the bar: not lifted
    assert surface.get_clip() == field  # the field's clip is given back


def test_the_scale_bar_box_is_what_is_drawn_and_moves_with_the_camera(app):
    b = to_fight(app)
    field = b.rects()["field"]
    layer, keep, _ = b.painter.scale_bar(field)
    assert layer.get_bounding_rect().w + 6 == keep.w  # the box is the drawn bar and words
    assert b.painter.scale_bar(field)[0] is layer  # drawn once per camera
    b.camera.zoom_at(field.center, 2.0)
    assert b.painter.scale_bar(field)[0] is not layer


def test_the_scale_bar_gives_way_to_a_base_standing_under_it(app):
    from tests.ui.test_battle import px

    b = to_fight(app)
    field = b.rects()["field"]
    _, keep, at = b.painter.scale_bar(field)
    assert at[0] == field.x
    who = b.fight_view.pieces[0].id
    b.game.fight.field.move_piece(who, b.camera.to_lu(keep.center))  # a base under the bar
    b.game.revision += 1  # changed behind the game's back: a new picture of it
    b.refresh()
    _, moved, at = b.painter.scale_bar(field)
    assert at[0] > field.centerx and moved.right <= field.right and moved.bottom == keep.bottom
    piece = next(f for f in b.fight_view.pieces if f.id == who)
    assert not moved.collidepoint(px(b, piece.at))
    app.draw()
