"""The Quest Master's program as host: a WebSocket server in its own thread, beside the
window's loop (or a plain loop when no window is open). The network thread only reads and
checks frames and sends what it is given; the game is touched in the caller's thread alone,
in `pump()`, which applies the actions seats sent where the game asks that seat, answers
previews, and sends each joined seat its view whenever the game's revision moved (by a seat,
or by the Quest Master's own mouse)."""

from __future__ import annotations

import asyncio
import queue
import secrets
import threading
import time
from collections import Counter
from collections.abc import Callable

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from questboard.net import protocol as P
from questboard.net.actions import NotAnAction, read_action
from questboard.net.asks import answer
from questboard.net.link import FLOOD_CLOSE, SeatLink
from questboard.play.seat_authority import seat_refusal
from questboard.play.seats import QUEST_MASTER, TABLE, Seat, hero_seat

HELLO_SECONDS = 5.0  # a connection says hello within this, or is closed
WRONG_CODES_FREE = 3  # wrong codes from one address before each answer is slowed


class Host:
    """A game hosted for seats on other machines. `start()` listens; call `pump()` often
    (every frame) in the thread that owns the game; `stop()` closes every connection."""

    def __init__(self, game, *, bind: str = "127.0.0.1", port: int = 0, code: str | None = None,
                 log: Callable[[str], None] | None = None, seats: tuple[str, ...] | None = None) -> None:
        """`seats`: the seats another machine may take (hero ids, "table"); None: all of them.
        A hero whose seat is not open is played at the host."""
        self.game, self.bind, self.port = game, bind, port
        every = {s.id: hero_seat(s.id) for s in game.view(QUEST_MASTER).story.sheets}
        every["table"] = TABLE
        unknown = [s for s in seats or () if s not in every]
        if unknown:
            raise ValueError(f"no seat {unknown[0]!r}: the seats are {', '.join(every)}")
        self._seats = {k: v for k, v in every.items() if seats is None or k in seats}
        self._at_host = [k for k in every if k not in self._seats]
        self.code = code or P.new_code()
        self._say = log or (lambda line: None)
        self.lines: list[str] = []  # what the host logged: joins, drops, refusals
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._links: dict[Seat, SeatLink] = {}
        self._lock = threading.Lock()
        self._wrong: Counter[str] = Counter()
        self._ready = threading.Event()
        self._error: str | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._epoch = secrets.randbelow(1 << 40) << 20  # stamps of views: epoch + the game's revision

    # Seats ------------------------------------------------------------------------------
    def seat_names(self) -> dict[str, Seat]:
        """The seats another machine may take: the open ones of each hero by id, and the
        table (worked out when the host was made: the network thread never reads the game)."""
        return dict(self._seats)

    def joined(self) -> dict[Seat, str]:
        """The seats taken now, and from where."""
        with self._lock:
            return {s: link.peer for s, link in self._links.items()}

    @property
    def address(self) -> str:
        return f"ws://{self.bind}:{self.port}"

    # Life -------------------------------------------------------------------------------
    def start(self) -> Host:
        self._thread = threading.Thread(target=self._run, name="questboard-host", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise OSError(self._error)
        self.log(f"hosting at {self.address}")
        return self

    def stop(self) -> None:
        """Stop listening and close every seat's connection (again: nothing happens)."""
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # closed meanwhile
                pass
        if self._thread is not None:
            self._thread.join(5)

    def log(self, line: str) -> None:
        self.lines.append(line)
        self._say(line)

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except OSError as error:
            self._error = f"cannot listen on {self.bind}:{self.port}: {error.strerror or error}"
            self._ready.set()

    async def _main(self) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        async with serve(self._serve, self.bind, self.port, max_size=P.MAX_FRAME, max_queue=64,
                         ping_interval=5, ping_timeout=15) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._stop.wait()

    # The network thread --------------------------------------------------------------------
    async def _serve(self, ws) -> None:
        peer = str(ws.remote_address[0]) if ws.remote_address else "?"
        link = None
        try:
            link = await self._greet(ws, peer)
            if link is None:
                return
            pouring = asyncio.ensure_future(link.pour())
            try:
                async for text in ws:
                    self._heard(link, text)
            finally:
                pouring.cancel()
        except ConnectionClosed:
            pass
        finally:
            if link is not None:
                link.closed = True
                with self._lock:
                    if self._links.get(link.seat) is link:
                        del self._links[link.seat]
                self._inbox.put(("left", link, None))

    async def _greet(self, ws, peer: str) -> SeatLink | None:
        try:
            hello = P.read(await asyncio.wait_for(ws.recv(), HELLO_SECONDS))
        except (TimeoutError, P.ProtocolError) as error:
            await self._bye(ws, f"say hello first ({error or 'too slow'})")
            return None
        if not isinstance(hello, P.Hello):
            await self._bye(ws, "say hello first")
            return None
        if hello.version != P.VERSION:
            await self._bye(ws, f"this host speaks protocol version {P.VERSION}, you {hello.version}: "
                                f"use the same questboard as the host")
            return None
        if not P.same_code(hello.code, self.code):
            self._wrong[peer] += 1
            late = self._wrong[peer] - WRONG_CODES_FREE
            wait = min(0.25 * 2 ** (late - 1), 8.0) if late > 0 else 0.0
            if wait:
                await asyncio.sleep(wait)
            self._inbox.put(("wrong code", None, (peer, wait)))
            await self._bye(ws, "wrong join code")
            return None
        seat = self._seats.get(hello.seat)
        if seat is None and hello.seat in self._at_host:
            await self._bye(ws, f"{hello.seat} is played at the host's computer: the open seats are "
                                f"{', '.join(self._seats)}")
            return None
        if seat is None:
            await self._bye(ws, f"no seat {hello.seat!r}: the seats are {', '.join(self.seat_names())}")
            return None
        link = SeatLink(ws, seat, hello.seat, asyncio.get_running_loop(), peer)
        with self._lock:
            old = self._links.get(seat)
            self._links[seat] = link
        if old is not None:
            old.closed = True
            await self._bye(old.ws, "this seat was taken by a new connection")
        self._inbox.put(("joined", link, None))
        return link

    @staticmethod
    async def _bye(ws, reason: str) -> None:
        try:
            await ws.send(P.frame("bye", reason=reason))
            await ws.close(1000, reason[:120])
        except ConnectionClosed:
            pass

    def _heard(self, link: SeatLink, text) -> None:
        if not link.bucket.take():
            link.dropped += 1
            if link.dropped in (1, FLOOD_CLOSE) or link.dropped % 500 == 0:
                link.send(P.frame("refused", reason="too many frames: slow down"))
                self._inbox.put(("flood", link, link.dropped))
            if link.dropped >= FLOOD_CLOSE:
                link.close("too many frames")
            return
        try:
            self._inbox.put((None, link, P.read(text)))
        except P.ProtocolError as error:
            link.send(P.frame("refused", reason=str(error)))
            self._inbox.put(("bad frame", link, str(error)))

    # The game's thread --------------------------------------------------------------------
    def pump(self, budget: float = 0.004) -> int:
        """Take what the seats sent (for at most `budget` seconds), then send every joined
        seat its view if the game moved. The number of frames taken."""
        taken, end = 0, time.perf_counter() + budget
        while time.perf_counter() < end:
            try:
                kind, link, data = self._inbox.get_nowait()
            except queue.Empty:
                break
            taken += 1
            self._take(kind, link, data)
        self.publish()
        return taken

    def wait(self, seconds: float) -> None:
        """Sleep until a seat sends something (or `seconds` pass): for a host without a window."""
        try:
            item = self._inbox.get(timeout=seconds)
        except queue.Empty:
            return
        self._take(*item)

    def publish(self) -> None:
        """Send each joined seat its view if the game's revision is not the one it has."""
        with self._lock:
            links = list(self._links.values())
        revision = self.game.revision
        for link in links:
            if link.sent_revision != revision and not link.closed:
                view = self.game.view(link.seat)
                link.send(P.frame("view", stamp=self.stamp, view=view.to_data()), view=True)
                link.sent_revision = revision

    @property
    def stamp(self) -> int:
        """The stamp of the game's views now."""
        return self._epoch + self.game.revision

    def _take(self, kind, link: SeatLink | None, data) -> None:
        try:
            self._handle(kind, link, data)
        except Exception as error:  # a frame must never stop the host: said, and the game goes on
            who = link.name if link is not None else "a seat"
            self.log(f"{who}: a frame could not be taken ({type(error).__name__}: {error})")
            if link is not None:
                link.send(P.frame("refused", reason="the host could not take that frame"))

    def _handle(self, kind, link: SeatLink | None, data) -> None:
        if kind == "joined":
            self.log(f"{link.name} joined from {link.peer}")
            link.send(P.frame("welcome", version=P.VERSION, seat=link.name, adventure=self.game.adventure.title,
                              seats=sorted(self.seat_names())))
            link.sent_revision = None
        elif kind == "left":
            self.log(f"{link.name} left")
        elif kind == "wrong code":
            peer, wait = data
            self.log(f"a wrong join code from {peer}" + (f" (answered after {wait:g} s)" if wait else ""))
        elif kind == "flood":
            self.log(f"{link.name} sends too fast ({data} frames dropped)")
        elif kind == "bad frame":
            self.log(f"{link.name}: {data}")
        elif isinstance(data, P.Act):
            self._act(link, data)
        elif isinstance(data, P.Ask):
            self._ask(link, data)
        elif isinstance(data, P.Ping):
            link.send(P.frame("pong", id=data.id))
        elif isinstance(data, P.Hello):
            link.send(P.frame("refused", reason="already joined"))

    def _refuse(self, link: SeatLink, reason: str) -> None:
        link.send(P.frame("refused", reason=reason, stamp=self.stamp))
        self.log(f"{link.name}: refused: {reason}")

    def _act(self, link: SeatLink, act: P.Act) -> None:
        game = self.game
        if act.stamp != self.stamp:
            self._refuse(link, "the table changed while you chose: choose again")
            return
        try:
            action = read_action(act.action)
        except NotAnAction as error:
            self._refuse(link, str(error))
            return
        why = seat_refusal(game, link.seat, action)
        if why is not None:
            self._refuse(link, why)
            return
        try:
            result = game.apply(action)
        except Exception as error:  # an engine's bug must not stop the host: start over from the log
            game.replay(list(game.actions))
            self._refuse(link, f"the host could not take that action ({type(error).__name__})")
            return
        if not result.ok:
            self._refuse(link, result.reason)

    def _ask(self, link: SeatLink, ask: P.Ask) -> None:
        preview, why = answer(self.game, link.seat, ask)
        said = {"reason": why} if preview is None else {}
        link.send(P.frame("answer", id=ask.id, what=ask.what, preview=preview, **said))

__all__ = ["Host"]
