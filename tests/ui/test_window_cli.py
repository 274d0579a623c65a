"""`questboard` without a display, `questboard screenshot`, and what the window shows that
the rules decide (the options it offers, the prices it shows) pinned to the rules."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys

import pygame
import pytest

from questboard.cli.main import main


def test_without_a_display_one_line_names_the_headless_commands_and_exits_2():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["SDL_VIDEODRIVER"] = ""
    result = subprocess.run([sys.executable, "-m", "questboard"], capture_output=True, text=True,
                            env=env, timeout=60)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "no display" in lines[0] and "text" in lines[0] and "screenshot" in lines[0]
    assert "Traceback" not in result.stderr + result.stdout


@pytest.mark.parametrize("scene", ["launcher", "shop", "menu"])
def test_screenshot_writes_the_scene_as_a_png(tmp_path, scene, capsys):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", scene, "--out", str(out), "--size", "1280x720"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    assert f"wrote {out}" in capsys.readouterr().out


def test_screenshot_refuses_a_bad_size_in_one_line(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["screenshot", "table", "--out", str(tmp_path / "x.png"), "--size", "big"])
    assert stop.value.code == 2
    assert "WIDTHxHEIGHT" in capsys.readouterr().err


def test_the_launcher_offers_exactly_the_advanced_rules_that_exist():
    from questboard.rules.state import AdvancedRules
    from questboard.ui.launcher.scene import OPTIONS

    assert [k for k, _, _ in OPTIONS] == [f.name for f in dataclasses.fields(AdvancedRules)]


def test_the_prices_shown_in_the_shop_are_the_play_layers():
    from questboard.adventure.actions import Choose
    from questboard.play import new_game
    from questboard.ui.table import controls as C

    game = new_game("the-harbor-treasure", ("karomin", "cessair"), 3)
    assert game.apply(Choose(1)).ok  # the merchant
    panel = C.panel(game, C.Choices())
    shown = {(c.do.hero, c.do.item): int(c.text.split()[0]) for row in panel.rows for c in row
             if type(c.do).__name__ == "BuyItem"}
    prices = game.shop_prices()
    assert shown == {(p.hero, p.item): p.gold for p in prices if p.affordable}
    refused = [c for row in panel.rows for c in row[1:] if c.do is None]
    assert len(refused) == sum(not p.affordable for p in prices)
    assert all("gold" in c.tip for c in refused)  # the reason, shown on hover


def test_fonts_come_from_pip_packages_not_the_system():
    from questboard.ui.drawing import look

    for path in [*look.sans_paths().values(), *look.serif_paths().values()]:
        assert path.is_file()
        assert "site-packages" in path.parts or "dist-packages" in path.parts, path
