"""One seat's connection as the host holds it: the WebSocket, the seat it sits for, the
frames waiting to go out (a newer view makes an older one unsent go), and how fast it may
send (a token bucket). Made and read in the host's network thread; `send` may be called
from any thread."""

from __future__ import annotations

import asyncio
import itertools
import time

from questboard.play.seats import Seat

RATE = 60.0  # frames a second a seat may send, on average
BURST = 120.0  # and at once
FLOOD_CLOSE = 3000  # frames dropped for flooding before the host closes the connection
_ids = itertools.count(1)


class Bucket:
    """A token bucket: `take()` is False when the sender is over its rate."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst, self.tokens, self.at = rate, burst, burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class SeatLink:
    """A joined seat: frames go out in order, but of several views waiting only the newest."""

    def __init__(self, ws, seat: Seat, name: str, loop: asyncio.AbstractEventLoop, peer: str) -> None:
        self.id = next(_ids)
        self.ws, self.seat, self.name, self.loop, self.peer = ws, seat, name, loop, peer
        self.out: asyncio.Queue[tuple[bool, str]] = asyncio.Queue()
        self.bucket = Bucket()
        self.dropped = 0  # frames dropped for flooding
        self.sent_revision: int | None = None  # the revision of the last view sent (host's thread)
        self.closed = False

    def send(self, text: str, view: bool = False) -> None:
        """Queue one frame (from any thread)."""
        if not self.closed:
            self.loop.call_soon_threadsafe(self.out.put_nowait, (view, text))

    def close(self, reason: str) -> None:
        """Close the connection with a reason (from any thread)."""
        self.loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self.ws.close(1000, reason[:120])))

    async def pour(self) -> None:
        """Send what is queued until the connection closes."""
        while True:
            batch = [await self.out.get()]
            while not self.out.empty():
                batch.append(self.out.get_nowait())
            last_view = max((i for i, (view, _) in enumerate(batch) if view), default=-1)
            for i, (view, text) in enumerate(batch):
                if not view or i == last_view:
                    await self.ws.send(text)


__all__ = ["Bucket", "SeatLink"]
