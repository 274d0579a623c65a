"""A host under hostile frames: thousands of random and mutated frames from joined seats and
from connections that never joined, wrong codes, floods and frames over the limit. The host
never crashes, takes no action from a seat the game does not ask, answers each bad frame
with a reason, and a frame over the limit costs its loop no time (measured in the loop
thread's CPU time, so a loaded machine does not blur it)."""

from __future__ import annotations

import json
import random
import threading
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from questboard.net import protocol as P
from questboard.net.actions import read_action
from questboard.net.client import Client
from questboard.net.host import Host
from questboard.play.actions import encode
from questboard.play.seats import Seat
from questboard.play.waiting import PARTY
from tests.play.test_seat_views import _to_a_fight

ROUNDS = 2500


class Pumped:
    """A host pumped in a thread of its own, each action it took kept with who was asked."""

    def __init__(self, game) -> None:
        self.host = Host(game).start()
        self.taken: list[tuple[Seat, object, tuple]] = []  # (seat, action, who was asked) of each action taken
        self._stop = threading.Event()
        act = self.host._act

        def watched(link, frame):
            before, asked = len(game.actions), tuple((a.side, a.actions) for a in game.waiting)
            act(link, frame)
            if len(game.actions) > before:
                self.taken.append((link.seat, read_action(frame.action), asked))

        self.host._act = watched
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.host.pump()
            time.sleep(0.001)

    def stop(self) -> None:
        self._stop.set()
        self.thread.join(5)
        self.host.stop()


@pytest.fixture
def pumped():
    game = _to_a_fight("example-short", seed=11)
    p = Pumped(game)
    yield p
    p.stop()


def _valid_frames(game) -> list[str]:
    """Frames of the right shape: every action some side may send now, for every fighter."""
    out = []
    for piece in game.view(Seat("quest_master")).fight.pieces:
        at = piece.at
        for data in ({"fight": {"type": "Move", "who": piece.id, "to": [at[0] + 1, at[1]]}},
                     {"fight": {"type": "EndTurn", "who": piece.id}},
                     {"fight": {"type": "MeleeAttack", "who": piece.id, "target": "orc-warrior-1"}},
                     {"fight": {"type": "Pass", "who": piece.id}}):
            out.append(P.frame("act", action=data, stamp=0))
    out.append(P.frame("act", action=encode(_any_story_action()), stamp=0))
    out.append(P.frame("ask", id=1, what="move", who="karomin", to=[1.0, 2.0]))
    out.append(P.frame("ask", id=2, what="targets", who="karomin"))
    out.append(P.frame("ask", id=3, what="area", who="karomin", gift="fireball", to=[1.0, 2.0], degrees=30.0))
    return out


def _any_story_action():
    from questboard.play import vocabulary as V
    return V.Choose(0)


JUNK = [None, True, -1, 0, 2 ** 70, 1e308, "x" * 3000, [], {}, [[[[[]]]]], {"type": "Move"}, "NaN", "karomin", "qm"]


def _mutated(text: str, rng: random.Random, stamp: int) -> str | bytes:
    kind = rng.randrange(8)
    if kind == 0:  # bytes flipped
        b = bytearray(text.encode())
        for _ in range(rng.randint(1, 5)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b).decode("utf-8", "replace")
    if kind == 1:
        return text[: rng.randrange(len(text))]
    if kind == 2:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 200)))
    data = json.loads(text)
    if "stamp" in data and rng.random() < 0.7:
        data["stamp"] = stamp
    target = data.get("action", data)
    inner = target.get("fight", target) if isinstance(target, dict) else target
    if isinstance(inner, dict) and inner:
        key = rng.choice(list(inner))
        inner[key if rng.random() < 0.8 else rng.choice(["who", "to", "type", "zzz"])] = rng.choice(JUNK)
    if kind == 3:
        data["type"] = rng.choice(["act", "ask", "hello", "ping", "view", "", None, 5])
        if "what" in data and rng.random() < 0.5:
            data["what"] = rng.choice(["move", "targets", "area", "", None, 5])
    if kind == 4:
        data["extra"] = rng.choice(JUNK)
    return json.dumps(data)


def test_random_and_mutated_frames_never_crash_the_host_nor_act_for_a_seat_not_asked(pumped):
    rng = random.Random(2026)
    host, game = pumped.host, pumped.host.game
    frames = _valid_frames(game)  # before any seat joins: the game is the pump thread's from then on
    seats = [Client(host.address, host.code, name).start() for name in ("karomin", "alondis", "table")]
    assert all(c.error is None for c in seats)
    sent = 0
    for _ in range(ROUNDS):
        c = rng.choice(seats)
        c.send_raw(_mutated(rng.choice(frames), rng, host.stamp))
        sent += 1
        if sent % 50 == 0:
            time.sleep(0.02)  # under the rate limit mostly; the bursts above it are refused
    assert seats[0].wait_for(lambda c: len(c.refusals) > 50, 10)
    time.sleep(0.5)
    assert pumped.thread.is_alive()
    assert [c.error for c in seats] == [None, None, None]
    for seat, action, asked in pumped.taken:
        named = getattr(action, "who", None) or getattr(action, "hero", None)
        assert seat.kind != "table"
        assert named is None or named == seat.hero, (seat, action)
        assert any(isinstance(action, kinds) and side_ in (seat.hero, PARTY) for side_, kinds in asked), (seat, action)
    assert any("refused" in line for line in host.lines)
    probe = Client(host.address, host.code, "table").start()  # still serving
    assert probe.error is None and probe.view is not None
    for c in (*seats, probe):
        c.stop()


def test_a_frame_over_the_limit_never_reaches_the_hosts_loop(pumped):
    """The network thread closes the connection (1009, message too big) before the frame is
    read: the loop never parses it (what it costs the loop: `questboard bench net`)."""
    host = pumped.host
    big = P.frame("ping", id=1) + " " * (P.MAX_FRAME + 10)
    codes = []
    for _ in range(40):
        with connect(host.address, max_size=P.MAX_VIEW) as ws:
            ws.send(P.frame("hello", version=P.VERSION, code=host.code, seat="table"))
            ws.send(big)
            try:
                while True:
                    frame = json.loads(ws.recv(timeout=5))
                    assert frame["type"] in ("welcome", "view")  # never a pong: the ping was never read
            except ConnectionClosed as closed:
                codes.append(closed.rcvd.code if closed.rcvd is not None else None)
    assert codes == [1009] * 40
    assert not any("bad frame" in line or ": refused" in line for line in host.lines)


def test_wrong_codes_are_refused_and_slowed(pumped):
    host = pumped.host
    for _ in range(6):
        c = Client(host.address, "WRONG-CODE1", "karomin", rejoin=False).start()
        assert c.error == "wrong join code"
        c.stop()
    end = time.monotonic() + 5  # the host's loop logs what its network thread heard
    while sum("wrong join code" in line for line in host.lines) < 6 and time.monotonic() < end:
        time.sleep(0.02)
    said = [line for line in host.lines if "wrong join code" in line]
    # three tries answered at once, then each answer made to wait longer: codes cannot be tried quickly
    assert [line.rpartition("after ")[2] for line in said[3:]] == ["0.25 s)", "0.5 s)", "1 s)"]
    assert not any("after" in line for line in said[:3])


def test_an_unknown_seat_and_another_version_are_told_why(pumped):
    host = pumped.host
    c = Client(host.address, host.code, "gandalf", rejoin=False).start()
    assert c.error.startswith("no seat 'gandalf'") and "karomin" in c.error
    with connect(host.address) as ws:
        ws.send(P.frame("hello", version=P.VERSION + 1, code=host.code, seat="table"))
        bye = json.loads(ws.recv(timeout=5))
    assert bye["type"] == "bye" and f"version {P.VERSION}" in bye["reason"]


def test_a_flood_is_refused_and_the_seat_told_to_slow_down(pumped):
    host = pumped.host
    with connect(host.address, max_size=P.MAX_VIEW) as ws:
        ws.send(P.frame("hello", version=P.VERSION, code=host.code, seat="alondis"))
        for i in range(1000):  # far over 120 at once, however slow the machine
            ws.send(P.frame("ping", id=i))
        said = []
        end = time.monotonic() + 10
        while "too many frames: slow down" not in said and time.monotonic() < end:
            frame = json.loads(ws.recv(timeout=10))
            said.append(frame.get("reason", ""))
    assert "too many frames: slow down" in said
    end = time.monotonic() + 5
    while not any("sends too fast" in line for line in host.lines) and time.monotonic() < end:
        time.sleep(0.02)
    assert any("sends too fast" in line for line in host.lines)


def test_a_stale_action_is_refused_with_a_reason(pumped):
    host = pumped.host
    c = Client(host.address, host.code, "karomin").start()
    c.send(_any_story_action(), stamp=host.stamp - 1)
    assert c.wait_for(lambda c: any("changed while you chose" in r for r in c.refusals), 10)
    c.stop()


def test_a_seat_the_host_keeps_is_refused_and_its_hero_played_at_the_host():
    game = _to_a_fight("example-short", seed=11)
    host = Host(game, seats=("karomin", "table")).start()
    try:
        c = Client(host.address, host.code, "alondis", rejoin=False).start()
        assert c.error.startswith("alondis is played at the host's computer") and "karomin, table" in c.error
        k = Client(host.address, host.code, "karomin", rejoin=False).start(wait=0)
        end = time.monotonic() + 10
        while k.joins == 0 and k.error is None and time.monotonic() < end:
            host.pump()  # the host's loop welcomes a seat that joined
            time.sleep(0.01)
        assert k.joins == 1 and k.error is None
        k.stop()
    finally:
        host.stop()
    with pytest.raises(ValueError, match="no seat 'gandalf'"):
        Host(game, seats=("gandalf",))
