"""`questboard host`: the Quest Master's program hosts a game for seats on other machines.

With a display it opens the window on the game (the Quest Master plays as ever; seats join
beside him); `--headless` runs without one: the automatic Quest Master plays the bad guys and
every hero's decisions come from the seats. Either way the host prints its address and join
code, and keeps the game in its autosave (`--load` that autosave after a crash: the code is
kept beside it, so the seats join again by themselves)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from questboard.errors import QuestboardError
from questboard.net.hosting import code_for, open_hosted_game

AFTER_THE_END = 3.0  # seconds a headless host goes on sending after the adventure ended
EVERYWHERE = ("0.0.0.0", "::", "")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("adventure", nargs="?", help="an adventure file or the id of a shipped one")
    parser.add_argument("--heroes", help="hero ids in seat order, e.g. karomin,alondis")
    parser.add_argument("--seed", type=int, default=None, help="seed of the dice (default: a fresh one)")
    parser.add_argument("--load", type=Path, metavar="AUTOSAVE",
                        help="go on with a hosted game from its autosave (its join code is kept beside it)")
    parser.add_argument("--port", type=int, default=8765, help="the port to listen on (default 8765; 0: any free one)")
    parser.add_argument("--bind", default="127.0.0.1", metavar="ADDRESS",
                        help="the address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: "
                             "every network it is on)")
    parser.add_argument("--seats", metavar="SEATS",
                        help="the seats other computers may take, e.g. karomin,table (default: every hero and the "
                             "table); a hero left out is played at this computer")
    parser.add_argument("--headless", action="store_true",
                        help="no window: the automatic Quest Master plays the bad guys")


def run(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        print(f"questboard host: error: --port {args.port}: a port is 0 to 65535", file=sys.stderr)
        return 2
    try:
        game, autosave = open_hosted_game(args.adventure, args.heroes, args.seed, args.load)
        code = code_for(autosave)
    except (QuestboardError, OSError) as error:
        print(f"questboard host: {error}", file=sys.stderr)
        return 2
    seats = None if not args.seats else tuple(s.strip().lower() for s in args.seats.split(",") if s.strip())
    if not args.headless:
        from questboard.cli.window import has_display

        if has_display():
            from questboard.ui import app  # noqa: F401 - SDL's hints (the window's class) before pygame loads
            from questboard.ui.hosting import host_in_window

            return host_in_window(game, args.bind, args.port, code, seats)
        print("questboard host: no display: hosting without a window (--headless)", file=sys.stderr)
    return _headless(game, autosave, args.bind, args.port, code, seats)


def _headless(game, autosave: Path | None, bind: str, port: int, code: str, seats) -> int:
    from questboard.net.host import Host

    try:
        host = Host(game, bind=bind, port=port, code=code, seats=seats,
                    log=lambda line: print(f"host: {line}", flush=True))
        host.start()
    except (OSError, ValueError) as error:
        print(f"questboard host: {error}", file=sys.stderr)
        return 2
    _announce(host, autosave)
    ended_at = None
    try:
        while ended_at is None or time.monotonic() - ended_at < AFTER_THE_END:
            host.wait(0.02)
            host.pump()
            if game.next_qm_action() is not None:
                game.step_qm()
            if game.ended and ended_at is None:
                ended_at = time.monotonic()
                print("host: the adventure has ended", flush=True)
    except KeyboardInterrupt:
        print(f"host: stopped; the game is kept in {autosave}", flush=True)
        return 130
    finally:
        host.stop()
        game.close()
    return 0


def _announce(host, autosave: Path | None) -> None:
    print(f"address: {host.address}", flush=True)
    print(f"code: {host.code}", flush=True)
    print(f"seats: {', '.join(host.seat_names())}", flush=True)
    if autosave is not None:
        print(f"autosave: {autosave}", flush=True)
    if host.bind in EVERYWHERE:
        print(warning(host.port), flush=True)
    print(f"join with: questboard join {host.bind if host.bind not in EVERYWHERE else 'THIS-COMPUTER'}:"
          f"{host.port} --code {host.code} --seat HERO", flush=True)


def warning(port: int) -> str:
    """What listening on every network means, in plain words."""
    return (f"Listening on every network this computer is on: anyone who can reach port {port} and knows "
            "the code can join and watch the table; the frames are not encrypted. On a home network "
            "behind a router that is your household; in a café, everyone there.")
