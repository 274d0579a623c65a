"""A seat on another machine: joins the host with the code read out at the table, keeps the
newest view the host sent, sends actions in the seat's name, asks previews, and joins again
by itself when the connection drops (until the host says it may not: a wrong code, another
protocol version, no such seat)."""

from __future__ import annotations

import asyncio
import itertools
import json
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from questboard.net import protocol as P
from questboard.net.remote_view import RemoteView, view_from_data
from questboard.play.actions import encode

RETRY_SECONDS = (0.1, 0.25, 0.5, 1.0, 2.0)  # waits between attempts to join again


class Client:
    """One seat joined to a host at `address` (ws://host:port). Its state is read from any
    thread; `received` counts the frames that changed it."""

    def __init__(self, address: str, code: str, seat: str, *, rejoin: bool = True,
                 on_change: Callable[[], None] | None = None,
                 record: Callable[[str], None] | None = None) -> None:
        self.address = address if "://" in address else f"ws://{address}"
        self.code, self.seat, self.rejoin = code, seat, rejoin
        self.on_change = on_change or (lambda: None)
        self.record = record  # given every frame the host sent, as it came (tests, logs)
        self.adventure = ""
        self.error: str | None = None  # why the host will not have this seat (then it stops)
        self.refusals: list[str] = []
        self.previews: dict[int, Any] = {}  # each ask's answer as data (None: no preview)
        self.unanswered: dict[int, str] = {}  # why the host gave no preview for an ask
        self.connected = False
        self.joins = 0  # how many times this seat joined (1 + rejoins)
        self.received = 0
        self._data: dict[str, Any] | None = None
        self._stamp: int | None = None
        self._view: RemoteView | None = None
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._ws = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    # Life -------------------------------------------------------------------------------
    def start(self, wait: float = 10.0) -> Client:
        """Join; wait until the first view came (or the host refused, or `wait` passed)."""
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), name="questboard-seat",
                                        daemon=True)
        self._thread.start()
        self.wait_for(lambda c: c._data is not None or c.error is not None, wait)
        return self

    def stop(self) -> None:
        if self._loop is not None and self._stopping is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stopping.set)
            except RuntimeError:  # it closed meanwhile: the seat had stopped by itself
                pass
        if self._thread is not None:
            self._thread.join(5)

    async def _main(self) -> None:
        self._loop, self._stopping = asyncio.get_running_loop(), asyncio.Event()
        stop = asyncio.ensure_future(self._stopping.wait())
        for attempt in itertools.count():
            session = asyncio.ensure_future(self._session())
            await asyncio.wait({session, stop}, return_when=asyncio.FIRST_COMPLETED)
            if stop.done():
                session.cancel()
                if self._ws is not None:
                    await self._ws.close()
                return
            if self.error is not None or not self.rejoin:
                stop.cancel()
                return
            pause = RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)] if not self.connected else 0.05
            await asyncio.sleep(pause)

    async def _session(self) -> None:
        try:
            async with connect(self.address, max_size=P.MAX_VIEW, open_timeout=5) as ws:
                self._ws = ws
                await ws.send(P.frame("hello", version=P.VERSION, code=self.code, seat=self.seat))
                async for text in ws:
                    if self.record is not None:
                        self.record(text)
                    self._heard(json.loads(text))
        except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError) as error:
            self._note_drop(error)
        except InvalidURI as error:
            self._fail(f"not an address: {error.uri}")
        finally:
            self._ws = None
            with self._changed:
                self.connected = False
                self._changed.notify_all()

    def _note_drop(self, error: Exception) -> None:
        if self.joins == 0 and not self.rejoin:
            self._fail(f"cannot reach {self.address}: {error}")

    def _fail(self, reason: str) -> None:
        with self._changed:
            self.error = reason
            self._changed.notify_all()
        self.on_change()

    def _heard(self, frame: dict[str, Any]) -> None:
        kind = frame.get("type")
        with self._changed:
            if kind == "welcome":
                self.connected, self.adventure = True, frame.get("adventure", "")
                self.joins += 1
            elif kind == "view":
                self._data, self._view, self._stamp = frame["view"], None, frame["stamp"]
            elif kind == "refused":
                self.refusals.append(frame.get("reason", ""))
            elif kind == "answer":
                if frame.get("preview") is None and frame.get("reason"):
                    self.unanswered[frame["id"]] = frame["reason"]
                self.previews[frame["id"]] = frame.get("preview")
            elif kind == "bye":
                self.error = frame.get("reason", "the host closed the connection")
            self.received += 1
            self._changed.notify_all()
        self.on_change()

    # Reading ----------------------------------------------------------------------------
    @property
    def data(self) -> dict[str, Any] | None:
        """The newest view as the host sent it."""
        return self._data

    @property
    def view(self) -> RemoteView | None:
        """The newest view as view values (read back once per view)."""
        with self._lock:
            if self._view is None and self._data is not None:
                self._view = view_from_data(self._data)
            return self._view

    @property
    def stamp(self) -> int | None:
        """The host's stamp of the newest view: an action chosen from it is sent with it."""
        return self._stamp

    def current(self) -> tuple[int | None, RemoteView | None]:
        """The newest view and its stamp, read together."""
        with self._lock:
            stamp = self._stamp
        view = self.view
        with self._lock:
            return (stamp, view) if stamp == self._stamp else (self._stamp, None)

    def wait_for(self, test: Callable[[Client], bool], seconds: float) -> bool:
        """Wait until `test(self)` holds (True) or `seconds` pass (False)."""
        end = time.monotonic() + seconds
        with self._changed:
            while not test(self):
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._changed.wait(left)
            return True

    # Sending ----------------------------------------------------------------------------
    def send(self, action: object, stamp: int | None = None) -> None:
        """Send an action in this seat's name, chosen from the view of `stamp` (the newest)."""
        at = self._stamp if stamp is None else stamp
        self._send(P.frame("act", action=encode(action), stamp=-1 if at is None else at))

    def ask_move(self, who: str, to: tuple[float, float]) -> int:
        """Ask where `who` would go, dragged to `to`: the answer arrives in `previews[id]`."""
        return self._ask("move", who=who, to=list(to))

    def ask_targets(self, who: str) -> int:
        """Ask how `who` sees the enemies (`net.previews.Targets` as data, in `previews[id]`)."""
        return self._ask("targets", who=who)

    def ask_area(self, who: str, gift: str, to: tuple[float, float], degrees: float) -> int:
        """Ask what area card `gift` laid at `to`, turned `degrees`, would hit
        (`net.previews.AreaView` as data, in `previews[id]`)."""
        return self._ask("area", who=who, gift=gift, to=list(to), degrees=degrees)

    def _ask(self, what: str, **fields) -> int:
        ask = next(self._ids)
        self._send(P.frame("ask", id=ask, what=what, **fields))
        return ask

    def send_raw(self, text: str | bytes) -> None:
        """Send one frame as given (for tests of what a host takes)."""
        self._send(text)

    def _send(self, text: str | bytes) -> None:
        ws, loop = self._ws, self._loop
        if ws is None or loop is None:
            with self._changed:
                self.refusals.append("not connected to the host: try again in a moment")
            return
        asyncio.run_coroutine_threadsafe(_quietly(ws.send(text)), loop)


async def _quietly(sending) -> None:
    try:
        await sending
    except ConnectionClosed:
        pass


__all__ = ["Client"]
