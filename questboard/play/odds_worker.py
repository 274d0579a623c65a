"""The odds computed in a background process, so a window never waits for them.

`OddsWorker.ask(position)` hands a position over (plain data) and returns at once; `poll()`
returns what has come back since, never blocking. A newer request supersedes the one being
played: the process takes it up after the batch in hand and the older one's reports are
dropped. `close()` ends the process (and is safe to call twice).

A process, not a thread: the simulator is plain Python and CPU-bound. It is started with the
`spawn` method, which works alike on Linux, macOS and Windows and inherits nothing of the
window (no SDL state, no open files), and it runs at a lower priority than the window.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
from dataclasses import dataclass
from typing import Any

from questboard.combat.workers import watch_parent
from questboard.errors import QuestboardError
from questboard.play.odds import BATCH, RUNS, SEED, Position, Rebuilder, batches

STOP = "stop"


@dataclass(frozen=True)
class OddsUpdate:
    """What the worker said of request `request`: the report so far after `done` of `runs`,
    or the reason it could not (`error`)."""

    request: int
    done: int
    runs: int
    report: dict[str, Any] | None
    error: str | None = None

    @property
    def finished(self) -> bool:
        return self.error is not None or self.done >= self.runs


class OddsWorker:
    """One background process playing positions out; the window polls it every frame."""

    def __init__(self, runs: int = RUNS, seed: int = SEED, batch: int = BATCH, nice: int = 10) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._requests = ctx.Queue()
        self._answers = ctx.Queue()
        self.runs = runs
        self._process = ctx.Process(target=serve, args=(self._requests, self._answers, seed, batch, nice),
                                    name="questboard-odds", daemon=True)
        self._process.start()
        self.request = 0  # the number of the latest request
        self.latest: OddsUpdate | None = None

    @property
    def pid(self) -> int | None:
        return self._process.pid

    @property
    def alive(self) -> bool:
        return self._process.is_alive()

    def ask(self, position: Position, runs: int | None = None) -> int:
        """Play this position out (superseding any earlier request); its request number."""
        self.request += 1
        self.latest = None
        self._requests.put(("odds", self.request, position, runs or self.runs))  # never blocks
        return self.request

    def poll(self) -> OddsUpdate | None:
        """The newest word on the latest request that arrived since the last poll, or None."""
        got = None
        while True:
            try:
                update = self._answers.get_nowait()
            except (queue.Empty, OSError, ValueError):
                break
            if update.request == self.request:
                got = self.latest = update
        if got is None and self.busy and not self._process.is_alive():
            got = self.latest = OddsUpdate(self.request, 0, self.runs, None,
                                           "the odds process stopped")
        return got

    @property
    def busy(self) -> bool:
        """A request is being played out (not yet finished)."""
        return self.request > 0 and (self.latest is None or not self.latest.finished)

    def close(self, timeout: float = 2.0) -> None:
        """End the process: asked to stop, then terminated if it does not."""
        p = self._process
        if p.is_alive():
            try:
                self._requests.put((STOP,))
            except (OSError, ValueError):
                pass
            p.join(timeout)
        if p.is_alive():
            p.terminate()
            p.join(timeout)
        for q in (self._requests, self._answers):
            q.cancel_join_thread()  # a request never read must not hold the program at exit
            q.close()


def serve(requests, answers, seed: int, batch: int, nice: int) -> None:
    """The worker process: take the newest request, play it in batches, report after each.
    It ends with the window, however the window ended (`combat.workers`)."""
    watch_parent()
    if nice and hasattr(os, "nice"):
        try:
            os.nice(nice)
        except OSError:
            pass
    rebuild = Rebuilder()
    job = None  # (request number, the batches of its report, runs)
    while True:
        message = requests.get() if job is None else _newest(requests)
        if message is not None:
            if message[0] == STOP:
                return
            _, number, position, runs = message
            try:
                fight = rebuild.fight(position)
                job = (number, batches(fight, runs, seed, position.policy, batch), runs)
            except QuestboardError as error:
                answers.put(OddsUpdate(number, 0, runs, None, str(error)))
                job = None
                continue
        number, reports, runs = job
        try:
            report = next(reports)
        except StopIteration:
            job = None
            continue
        except Exception as error:  # noqa: BLE001 - said to the window, which shows it
            answers.put(OddsUpdate(number, 0, runs, None, f"the odds failed: {error}"))
            job = None
            continue
        answers.put(OddsUpdate(number, report["runs"], runs, report))
        if report["runs"] >= runs:
            job = None


def _newest(requests):
    """The last message waiting (older requests are superseded), or None; a stop wins."""
    last = None
    while True:
        try:
            message = requests.get_nowait()
        except queue.Empty:
            return last
        if message[0] == STOP:
            return message
        last = message
