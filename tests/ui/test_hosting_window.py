"""The Quest Master's window as host: a seat on another machine (a real client on
127.0.0.1) answers the story's question, and the window's table moves on as if it had been
answered here; the strip tells the address, the code and who joined; leaving the game for the
launcher ends the hosting and the seats are told."""

from __future__ import annotations

from questboard.net.client import Client
from questboard.net.host import Host
from questboard.play import new_game
from questboard.play import vocabulary as V
from questboard.play.seats import QUEST_MASTER
from questboard.ui.hosting import Hosting
from questboard.ui.table.scene import Table
from tests.ui.helpers import frames, frames_until, open_app


def test_a_seats_answer_moves_the_hosts_table_and_the_strip_says_who_joined(tmp_path):
    app = open_app((1280, 720))
    game = new_game("example-short", ("karomin", "alondis"), 7)
    table = Table(app, game)
    app.show(table)
    host = Host(game).start()
    app.hosting = Hosting(app, host)
    assert host.code in app.window.title
    seat = Client(host.address, host.code, "karomin").start(wait=0)
    try:
        assert frames_until(app, lambda: seat.view is not None and "Karomin" in app.hosting.words())
        words = app.hosting.words()
        assert host.address in words and host.code in words
        shown = [b.text for b, _ in table.buttons]
        paragraph = game.view(QUEST_MASTER).story.paragraph
        seat.send(V.Choose(seat.view.story.options[0][0]))
        assert frames_until(app, lambda: game.revision > 0)
        frames(app, 2)
        now = game.view(QUEST_MASTER).story.paragraph
        assert now != paragraph
        assert [b.text for b, _ in table.buttons] != shown  # the console shows the new question
        app.screenshot(tmp_path / "hosting.png")
        from questboard.ui.launcher.scene import Launcher

        app.show(Launcher(app))
        frames(app, 2)
        assert app.hosting is None and app.window.title == "questboard"
        assert seat.wait_for(lambda c: c.error is not None or not c.connected, 10)
    finally:
        seat.stop()
        host.stop()
        app.close()


def test_the_battlefields_scale_bar_keeps_clear_of_the_hosting_strip():
    from tests.play.test_seat_views import _to_a_fight

    app = open_app((1280, 720))
    game = _to_a_fight("example-short")
    app.show(Table(app, game))
    frames(app, 3)
    host = Host(game).start()
    try:
        battle = app.scene
        field = battle.rects()["field"]
        _, before, _ = battle.painter.scale_bar(field)
        app.hosting = Hosting(app, host)
        frames(app, 3)
        strip = app.hosting.rect(app.size, app.scale)
        _, box, _ = battle.painter.scale_bar(field)
        assert before.colliderect(strip) and not box.colliderect(strip)
    finally:
        host.stop()
        app.close()
