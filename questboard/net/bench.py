"""`questboard bench net`: the learning adventure hosted on loopback with four seats (three
heroes and the table). Every hero decision is sent by the seat it belongs to (the party's by
the first), and timed from the send until that seat has the new view; the automatic Quest
Master plays at the host. On each hero's turn his seat asks his sight lines once a view, as the
joined window does, timed until the answer is in. Also the host's frame (`pump`: taking frames, building and sending
each seat's view) while the four are joined, in wall and CPU time. Prints numbers; the
targets are the issue's, never asserted in tests."""

from __future__ import annotations

import statistics
import time

from questboard.net.client import Client
from questboard.net.host import Host
from questboard.play import new_game
from questboard.play import vocabulary as V
from questboard.play.autoplay import next_hero_action
from questboard.play.seat_authority import acting_side
from questboard.play.waiting import QM

HEROES = ("karomin", "alondis", "cessair")
SIMPLE = ((V.CheckToRoll, V.Roll), (V.ChooseOrder, V.Roll), (V.GroupRoll, V.Roll), (V.ModifyWindow, V.Resolve),
          (V.Shop, V.LeaveShop), (V.Paused, V.Continue), (V.CombatRequest, V.FightHere))


def _story_action(game):
    """A plain answer to the story's question."""
    p = game.prompt
    for kind, act in SIMPLE:
        if isinstance(p, kind):
            return act()
    if isinstance(p, V.ChooseOption):
        return V.Choose(p.options[0].index)
    if isinstance(p, V.ChooseHero | V.ChooseParticipant):
        return V.PickHero(p.heroes[0])
    if isinstance(p, V.ChooseLeader):
        return V.PickLeader(p.heroes[0])
    if isinstance(p, V.Distribute):
        return V.Share(tuple((i, HEROES[0]) for i in p.items), ((HEROES[0], p.gold),) if p.gold else ())
    if isinstance(p, V.Improve):
        return V.ImproveAttribute(p.hero, p.attributes[0])
    return None


def _pump_until(host, test, seconds: float, frames: list) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        wall, cpu = time.perf_counter(), time.thread_time()
        taken = host.pump()
        frames.append(((time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000, taken))
        if test():
            return True
        time.sleep(0.0005)
    return False


def _sight(host, seat, who: str, frames: list, sights: list) -> None:
    """The seat asks how its hero sees the enemies: the time until the answer is in."""
    asked, t = seat.ask_targets(who), time.perf_counter()
    if _pump_until(host, lambda: asked in seat.previews, 5, frames):
        sights.append((time.perf_counter() - t) * 1000)
        seat.previews.pop(asked)


def _one_game(seed: int, trips: list, frames: list, previews: list, sights: list) -> None:
    game = new_game("example-short", HEROES, seed)
    host = Host(game).start()
    seats = {name: Client(host.address, host.code, name).start(wait=0) for name in (*HEROES, "table")}
    sighted = None  # the stamp whose sight lines were asked
    try:
        _pump_until(host, lambda: all(c.stamp == host.stamp for c in seats.values()), 10, frames)
        for _ in range(400):
            if game.ended:
                break
            if game.fight is not None:
                if game.next_qm_action() is not None:
                    game.step_qm()
                    continue
                move = next_hero_action(game)
                action = None if move is None else move.action
            else:
                move, action = None, _story_action(game)
            if action is None:
                break
            side = acting_side(game, action)
            seat = seats[side if side in seats and side != QM else HEROES[0]]
            if game.fight is not None and side in HEROES and sighted != host.stamp:
                sighted = host.stamp
                _sight(host, seat, side, frames, sights)
            if isinstance(action, V.Move):  # the drag's preview, asked of the host first
                asked, t = seat.ask_move(action.who, action.to), time.perf_counter()
                if _pump_until(host, lambda a=asked, c=seat: a in c.previews, 5, frames):
                    previews.append((time.perf_counter() - t) * 1000)
            before, sent = host.stamp, time.perf_counter()
            seat.send(action, before)
            moved = _pump_until(host, lambda b=before, c=seat: host.stamp != b or bool(c.refusals), 5, frames)
            if not moved or seat.refusals:
                if move is not None and game.fight is not None:
                    game.apply(move.fallback)
                seat.refusals.clear()
                continue
            if seat.wait_for(lambda c, s=host.stamp: c.stamp == s, 5):
                trips.append((time.perf_counter() - sent) * 1000)
    finally:
        for c in seats.values():
            c.stop()
        host.stop()


def _oversize_pumps(frames: int = 20) -> float:
    """The most CPU one pump of the host's loop takes while seats send frames over the limit
    (ms): the network thread closes them before they are read."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    from questboard.net import protocol as P

    game = new_game("example-short", HEROES, 1)
    host = Host(game).start()
    worst, big = 0.0, P.frame("ping", id=1) + " " * (P.MAX_FRAME + 10)
    try:
        for _ in range(frames):
            with connect(host.address, max_size=P.MAX_VIEW) as ws:
                ws.send(P.frame("hello", version=P.VERSION, code=host.code, seat="table"))
                ws.send(big)
                try:
                    while True:
                        cpu = time.thread_time()
                        host.pump()
                        worst = max(worst, time.thread_time() - cpu)
                        ws.recv(timeout=0.01)
                except (ConnectionClosed, TimeoutError):
                    pass
    finally:
        host.stop()
    return worst * 1000


def run(repeat: int = 3) -> dict:
    trips: list[float] = []
    frames: list[tuple[float, float, int]] = []
    previews: list[float] = []
    sights: list[float] = []
    for seed in range(1, repeat + 1):
        _one_game(seed, trips, frames, previews, sights)
    trips.sort()
    walls = sorted(f[0] for f in frames)
    cpus = sorted(f[1] for f in frames)
    busy = sorted(f[0] for f in frames if f[2])  # frames that took a seat's frame (and sent views)
    busy_cpu = sorted(f[1] for f in frames if f[2])

    def p99(values):
        return values[min(len(values) - 1, int(len(values) * 0.99))] if values else None

    return {"seats": len(HEROES) + 1, "round_trips": len(trips),
            "round_trip_ms_median": round(statistics.median(trips), 3) if trips else None,
            "round_trip_ms_p99": round(p99(trips), 3) if trips else None,
            "move_previews": len(previews),
            "move_preview_ms_median": round(statistics.median(previews), 3) if previews else None,
            "targets_previews": len(sights),
            "targets_preview_ms_median": round(statistics.median(sights), 3) if sights else None,
            "host_frames": len(frames),
            "host_frame_ms_median": round(statistics.median(walls), 3),
            "host_frame_ms_p99": round(p99(walls), 3),
            "host_frame_cpu_ms_median": round(statistics.median(cpus), 3),
            "host_frame_cpu_ms_p99": round(p99(cpus), 3),
            "host_busy_frames": len(busy),
            "host_busy_frame_ms_median": round(statistics.median(busy), 3) if busy else None,
            "host_busy_frame_cpu_ms_median": round(statistics.median(busy_cpu), 3) if busy_cpu else None,
            "oversize_frame_pump_cpu_ms_max": round(_oversize_pumps(), 3),
            "targets": {"round_trip_ms_median": 10, "host_frame_ms": 8, "oversize_frame_pump_cpu_ms_max": 25}}
