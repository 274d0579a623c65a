"""`questboard rehearse MAP --heroes a,b`: play a fight many times headless and report the odds.
`questboard rehearse ADVENTURE --fight PARAGRAPH --heroes a,b`: the adventure's own fight.
`questboard rehearse MAP --gui …`: the set-up on the battlefield, played by hand or watched, with
the odds from the position on the field after every step."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from questboard.errors import QuestboardError


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("map", metavar="MAP|ADVENTURE",
                        help="a map file or the id of a map in adventures/maps; with --fight an "
                             "adventure file or the id of a shipped adventure")
    parser.add_argument("--fight", type=int, metavar="PARAGRAPH",
                        help="rehearse the adventure's fight of this paragraph: its bad guys, "
                             "zones, goals, who starts, QM sheet and toughness")
    parser.add_argument("--heroes", required=True, help="hero ids, comma-separated (1 to 4)")
    parser.add_argument("--bad-guys", default="", help="card:count,… (default: one Orc Warrior per hero; "
                                                       "not with --fight)")
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1,
                        help="run i plays seed S + i × 1000003, so each run has a seed of its own; "
                             "the report names those of the stalemates and of a few defeats, and "
                             "--seed S plays that run first (with --gui: lays it out)")
    parser.add_argument("--policy", choices=("greedy", "cautious"), default="greedy")
    parser.add_argument("--hordes", type=int, choices=(1, 2), default=0,
                        help="Charge of the Hordes: minions -1 or -2 Deftness, that many Reinforcements in hand")
    parser.add_argument("--veterans", action="store_true",
                        help="the minions are veterans (+1 Deftness, +1 combat value)")
    parser.add_argument("--workers", type=int, default=1, help="processes to use")
    parser.add_argument("--json", action="store_true", help="one JSON object, no progress bar")
    parser.add_argument("--gui", action="store_true",
                        help="open the set-up on the battlefield: play it or watch both sides, the odds "
                             "from the position shown after every step (--seed S: the run of that seed, "
                             "as the report names it)")
    parser.add_argument("--table-window", action="store_true",
                        help="with --gui: open the shared table window too")
    parser.add_argument("--chart", type=Path, metavar="FILE.png",
                        help="with --gui: where 'Save' writes the chart (default: the data folder's charts/)")


class GuiArgumentError(QuestboardError):
    """A bad argument of `rehearse --gui`: said in one line before any window opens."""

    exit_code = 2


def _map(name: str):
    from questboard.battlefield.validate import load_map
    from questboard.play.library import find_map

    path = Path(name)
    return load_map(path if path.is_file() else find_map(name))


def _bad_guys(text: str, cards) -> tuple[tuple[str, int], ...]:
    pairs = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, count = part.partition(":")
        if name not in cards.bad_guys:
            raise QuestboardError(f"no bad guy '{name}' (bad guys: {', '.join(sorted(cards.bad_guys))})")
        try:
            n = int(count or 1)
        except ValueError:
            raise QuestboardError(f"'{count}' is not a count in '{part}'") from None
        if not 1 <= n <= 20:
            raise QuestboardError(f"count {n} for {name} is outside 1–20")
        pairs.append((name, n))
    return tuple(pairs)


def run(args: argparse.Namespace) -> int:
    if args.gui:
        try:
            recipe = _recipe(args)
        except QuestboardError as error:
            raise GuiArgumentError(str(error)) from None
        return _window(args, recipe)
    if args.table_window or args.chart:
        raise QuestboardError("--table-window and --chart go with --gui")
    from questboard.combat import rehearse
    from questboard.content import load_cards

    cards = load_cards()
    heroes = tuple(h.strip() for h in args.heroes.split(",") if h.strip())
    unknown = [h for h in heroes if h not in cards.heroes]
    if unknown or not 1 <= len(heroes) <= 4 or len(set(heroes)) != len(heroes):
        raise QuestboardError(f"--heroes needs 1 to 4 different heroes of: {', '.join(cards.heroes)}")
    if args.runs < 1:
        raise QuestboardError("--runs must be at least 1")
    if not 1 <= args.workers <= (os.cpu_count() or 1) * 4:
        raise QuestboardError("--workers must be between 1 and four per CPU")
    if args.fight is not None:
        setup = _adventure_fight(args, heroes)
    else:
        setup = rehearse.Rehearsal(_map(args.map), heroes, _bad_guys(args.bad_guys, cards), args.policy,
                               args.hordes, args.veterans)
    if args.json:
        result = rehearse.run(setup, args.runs, args.seed, args.workers)
        print(json.dumps(result))
        return 0
    from rich.progress import Progress

    with Progress(transient=True) as bar:
        task = bar.add_task("Rehearsing", total=args.runs)
        result = rehearse.run(setup, args.runs, args.seed, args.workers,
                              progress=lambda n: bar.advance(task, n))
    _print(result, _replay(args))
    return 0


def _recipe(args: argparse.Namespace):
    """The set-up of `--gui`, every argument checked (the rehearsal laid out once)."""
    from questboard.content import load_cards
    from questboard.play.rehearse_game import Recipe, rehearsal_game, run_seed

    cards = load_cards()
    heroes = tuple(h.strip() for h in args.heroes.split(",") if h.strip())
    unknown = [h for h in heroes if h not in cards.heroes]
    if unknown or not 1 <= len(heroes) <= 4 or len(set(heroes)) != len(heroes):
        raise QuestboardError(f"--heroes needs 1 to 4 different heroes of: {', '.join(cards.heroes)}")
    if args.fight is not None:
        if args.bad_guys:
            raise QuestboardError("--bad-guys cannot change an adventure's fight (--fight)")
        recipe = Recipe("", heroes, (), args.policy, args.hordes, args.veterans,
                        adventure=_file_or_id(args.map), paragraph=args.fight)
    else:
        recipe = Recipe(_file_or_id(args.map), heroes, _bad_guys(args.bad_guys, cards), args.policy, args.hordes,
                        args.veterans)
    rehearsal_game(recipe, run_seed(args.seed, 0), cards)
    return recipe


def _file_or_id(name: str) -> str:
    """A file named on the command line as an absolute path (the window's background worker
    reads it again, whatever folder it runs in); a shipped id as it is."""
    path = Path(name)
    return str(path.resolve()) if path.is_file() else name


def _window(args: argparse.Namespace, recipe) -> int:
    import sys

    from questboard.cli.window import NO_DISPLAY, has_display

    if not has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from questboard.ui import app as ui_app

    try:
        ui_app.init()
    except ui_app.pygame.error:
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from questboard.ui.battle.rehearse import open_rehearsal
    from questboard.ui.table_window.window import open_table_window

    app = ui_app.App()
    open_rehearsal(app, recipe, args.seed, chart_to=args.chart)
    if args.table_window:
        open_table_window(app)
    return app.run()


def _adventure_fight(args: argparse.Namespace, heroes: tuple[str, ...]):
    from questboard.play import rehearsal
    from questboard.play.library import load_for_play

    if args.bad_guys:
        raise QuestboardError("--bad-guys cannot change an adventure's fight (--fight)")
    adventure, cards, maps = load_for_play(args.map)
    return rehearsal.setup(adventure, cards, maps, args.fight, heroes, args.policy,
                           hordes=args.hordes, veterans=args.veterans)


def _replay(args: argparse.Namespace) -> str:
    """The command that lays a run of this rehearsal out on the battlefield, but its seed."""
    import shlex

    words = ["questboard", "rehearse", args.map]
    words += ["--fight", str(args.fight)] if args.fight is not None else []
    words += ["--heroes", args.heroes]
    words += ["--bad-guys", args.bad_guys] if args.bad_guys else []
    words += ["--policy", args.policy] if args.policy != "greedy" else []
    words += ["--hordes", str(args.hordes)] if args.hordes else []
    words += ["--veterans"] if args.veterans else []
    return " ".join([shlex.quote(w) for w in words]) + " --gui --seed"


def _seeds(seeds: list[int], share: float, runs: int) -> str:
    """'; seeds 4, 2000009' (', …' when only the first are kept)."""
    if not seeds:
        return ""
    more = ", …" if len(seeds) < round(share * runs) else ""
    return f"; seed{'s' if len(seeds) > 1 else ''} {', '.join(map(str, seeds))}{more}"


def _print(r: dict, replay: str) -> None:
    low, high = r["victory_95"]
    guys = ", ".join(f"{n}× {c}" for c, n in r["bad_guys"])
    rules = "".join([f", Charge of the Hordes {r['hordes']}" if r["hordes"] else "",
                     ", veteran minions" if r["veterans"] else "",
                     f", toughness {r['toughness']}" if r["toughness"] else ""])
    where = f"{r['adventure']} ({r['paragraph']}) on {r['map']}" if r.get("adventure") else r["map"]
    print(f"{where}: {', '.join(r['heroes'])} against {guys} — {r['runs']} fights, "
          f"policy {r['policy']}{rules}")
    first = "the Quest Master" if r["first"] == "qm" else "the leader"
    print(f"  goals          victory: {r['victory_goal']}; defeat: {r['defeat_goal']}; {first} starts")
    print(f"  victory        {r['victory']:.1%}  (95% {low:.1%}–{high:.1%})")
    defeats, stalemates = r["defeat_seeds"], r["stalemate_seeds"]
    first = f"seeds of the first {len(defeats)}: " if len(defeats) > 1 else "seed "
    print(f"  defeat         {r['defeat']:.1%}" +
          (f"  ({first}{', '.join(map(str, defeats))})" if defeats else ""))
    print(f"  stalemate      {r['stalemate']:.1%}  (undecided after the round cap: "
          f"a defeat in the story, R31{_seeds(stalemates, r['stalemate'], r['runs'])})")
    print(f"  rounds         {r['rounds_mean']:.2f} ± {r['rounds_sd']:.2f}")
    for hero, p in r["serious_injury"].items():
        print(f"  {hero:<14} serious injury {p:.1%}")
    print(f"  bad guys left  {r['bad_guys_left_mean']:.2f} on average")
    print(f"  combat value   {r['combat_value']} (~{r['difficulty']}; Easy 3 / Medium 6 / Hard 10)")
    if defeats or stalemates:
        seed = (stalemates or defeats)[0]
        print(f"  replay a run   {replay} {seed}  (any seed above; --runs 1 --seed {seed} without "
              f"--gui plays it headless)")
