"""The learning adventure played across machines: a headless host and three seats (two
heroes and the table) as separate processes on 127.0.0.1. A seat killed mid-fight joins again;
the host killed mid-fight goes on from its autosave and the seats join again by themselves;
the game ends, and the table's last view is the view a single-machine replay of the host's
log gives. No frame sent to a seat holds anything only the Quest Master may see."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from questboard.play import load_game
from questboard.play.actions import decode
from questboard.play.seats import QUEST_MASTER, TABLE
from questboard.play.views import flowing
from tests.net.procs import Host, seat, views, wait_until

HEROES = ("karomin", "alondis")


def _in_fight(folder: Path, moves_after: int = 0) -> bool:
    seen = views(folder, "table")
    fights = [v for v in seen if v["fight"] is not None]
    return len(fights) > moves_after


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """The whole evening: (folder of what the seats got, the host's autosave, seat exit codes)."""
    folder = tmp_path_factory.mktemp("across")
    data = folder / "data"
    host = Host(data, ["the-harbor-treasure", "--heroes", ",".join(HEROES), "--seed", "7", "--port", "0"], folder / "host.out")
    seats = {"karomin": seat(data, host, "karomin", folder, "--party"),
             "alondis": seat(data, host, "alondis", folder), "table": seat(data, host, "table", folder)}
    try:
        wait_until(lambda: _in_fight(folder, 3), 60, "the fight")
        seats["alondis"].kill()  # a player's machine dies mid-fight
        mid_fight = [views(folder, "table")[-1]["fight"] is not None]
        seats["alondis"].wait(10)
        seats["alondis"] = seat(data, host, "alondis", folder)
        wait_until(lambda: (folder / "host.out").read_text().count("alondis joined") == 2, 30, "alondis to join again")
        seen = len(views(folder, "table"))
        wait_until(lambda: len(views(folder, "table")) > seen + 3, 60, "the fight to go on after alondis joined again")
        mid_fight.append(views(folder, "table")[-1]["fight"] is not None)
        host.kill()  # the host dies mid-fight
        before = len(views(folder, "table"))
        again = Host(data, ["--load", str(host.autosave), "--port", str(host.port)], folder / "host.out")
        wait_until(lambda: len(views(folder, "table")) > before + 3, 60, "the seats to join the host again")
        codes = {name: p.wait(150) for name, p in seats.items()}
        again.proc.wait(30)
    finally:
        for p in seats.values():
            if p.poll() is None:
                p.kill()
        for h in ("host", "again"):
            proc = locals().get(h)
            if proc is not None and proc.proc.poll() is None:
                proc.kill()
    return folder, host.autosave, codes, mid_fight


def test_every_seat_plays_to_the_end_through_a_dropped_seat_and_a_dead_host(played):
    folder, autosave, codes, mid_fight = played
    assert mid_fight == [True, True]  # both kills came while the fight was on
    assert codes == {"karomin": 0, "alondis": 0, "table": 0}, [(folder / f"{n}.out").read_text() for n in codes]
    said = (folder / "host.out").read_text()
    assert said.count("alondis joined") >= 3  # joined, joined again after its kill, and after the host's
    assert "the adventure has ended" in said


def test_the_fight_was_played_by_the_seats(played):
    _, autosave, _, _ = played
    kinds = [json.loads(line) for line in autosave.read_text().splitlines()[1:]]
    fight = [a["fight"]["type"] for a in kinds if "fight" in a]
    assert fight.count("Move") >= 3 and ("MeleeAttack" in fight or "RangedAttack" in fight)
    assert "Pass" in fight or "Modify" in fight  # a modify window answered


def test_the_tables_last_view_is_a_single_machine_replay_of_the_log(played):
    folder, autosave, _, _ = played
    last = views(folder, "table")[-1]
    game = load_game(autosave)
    assert game.ended and last["ended"]
    replayed = json.loads(json.dumps(game.view(TABLE).to_data()))
    assert {**last, "revision": 0} == {**replayed, "revision": 0}  # revisions count from each start


def _texts(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [t for v in (value or ()) for t in _texts(v)]


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", flowing(text)) if s.strip()]


def _qm_only(game) -> set[str]:
    """What only the Quest Master saw along the whole game (his notes, advice, his hand,
    his reasons and other lines for his eyes) and every paragraph's notes and advice, and
    the sentences of paragraphs never read out; less anything the table was shown."""
    replay = type(game)(game.adventure, game.cards, game.setup, game.adventure_file, game.find_map)
    secret, public = set(), []
    for n in range(len(game.actions) + 1):
        qm = replay.view(QUEST_MASTER)
        secret |= set(qm.story.qm_notes) | set(qm.story.advice) | {c.text for c in qm.story.qm_hand}
        secret |= {line.text for line in qm.story.done if not line.public}
        if qm.fight is not None:
            secret |= {line.text for line in qm.fight.log if not line.public}
        public.append(json.dumps(replay.view(TABLE).to_data()))
        if n < len(game.actions):
            assert replay.apply(decode(game.actions[n])).ok
    for par in game.adventure.paragraphs.values():
        secret |= {s for t in _texts(par.qm) + _texts(par.advice) for s in _sentences(t)}
        secret |= set(_sentences(par.read or ""))
    shown = "\n".join(public)
    return {s for s in secret if len(s) >= 16 and json.dumps(s)[1:-1] not in shown}


def test_no_frame_to_a_seat_holds_what_only_the_quest_master_saw(played):
    folder, autosave, _, _ = played
    game = load_game(autosave)
    secret = _qm_only(game)
    assert secret, "the learning adventure has notes for the Quest Master"
    for name in ("karomin", "alondis", "table"):
        sent = (folder / f"{name}.frames").read_text()
        assert sent
        leaked = [s for s in secret if json.dumps(s)[1:-1] in sent]
        assert not leaked, f"{name} got {leaked[:3]}"
