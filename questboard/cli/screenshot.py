"""`questboard screenshot SCENE --out FILE.png`: render a screen of the window to a PNG,
headless (SDL's dummy video driver)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

SCENES = ("launcher", "table", "sheets", "shop", "menu", "check", "hand", "settings", "quit",
          "continue", "table-settings", "calibration", "table-view",
          "battlefield", "rehearse")  # as questboard.ui.screens.SCENES, the battlefield, a rehearsal


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: write WIDTHxHEIGHT, e.g. 1920x1080") from None
    if not (640 <= w <= 7680 and 360 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"{text!r}: from 640x360 to 7680x4320")
    return w, h


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("scene", choices=SCENES, help="which screen")
    parser.add_argument("--out", type=Path, required=True, help="the PNG to write")
    parser.add_argument("--adventure", default="the-harbor-treasure",
                        help="an adventure file or the id of a shipped one")
    parser.add_argument("--heroes", default="karomin,alondis", help="hero ids in seat order")
    parser.add_argument("--paragraph", type=int, help="play on (first options) to this paragraph")
    parser.add_argument("--seed", type=int, default=7, help="seed of the dice")
    parser.add_argument("--size", type=_size, default=(1920, 1080), help="window size, e.g. 1280x720")
    parser.add_argument("--map", metavar="MAP",
                        help="battlefield and rehearse: a map file or the id of a shipped map; "
                             "battlefield: the first shipped fight on it, or the map set up as "
                             "'questboard rehearse' sets it up when no shipped fight uses it")
    parser.add_argument("--fight-of", metavar="ADVENTURE:PARAGRAPH",
                        help="battlefield: the fight of this paragraph (reached by playing the story)")
    parser.add_argument("--bad-guys", default="",
                        help="rehearse, and a battlefield no shipped fight uses: card:count,… "
                             "(as 'questboard rehearse')")


def run(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from questboard.ui.screens import render

    heroes = tuple(h.strip().lower() for h in args.heroes.split(",") if h.strip())
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if args.scene == "battlefield":
        from questboard.ui.battle import screens as battle_screens

        if args.heroes == "karomin,alondis":  # not given: a bow, a blade and a mage's spells
            heroes = battle_screens.DEFAULT_HEROES
        from questboard.cli.rehearse import _bad_guys
        from questboard.content import load_cards

        out, what = battle_screens.render(args.out, args.map, args.fight_of, heroes, args.seed, args.size,
                                          _bad_guys(args.bad_guys, load_cards()))
        print(f"wrote {out}: {what}")
        return 0
    if args.scene == "rehearse":
        from questboard.cli.rehearse import _bad_guys
        from questboard.content import load_cards
        from questboard.play.rehearse_game import Recipe
        from questboard.ui.battle import rehearse as rehearse_gui

        recipe = Recipe(args.map or "monastery-yard", heroes, _bad_guys(args.bad_guys, load_cards()))
        out, what = rehearse_gui.render(args.out, recipe, args.seed, args.size)
        print(f"wrote {out}: {what}")
        return 0
    out = render(args.scene, args.out, args.adventure, heroes, args.size, args.paragraph, args.seed)
    print(f"wrote {out}")
    return 0
