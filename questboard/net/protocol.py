"""The frames host and seats exchange: one JSON object each, with a `type`.

A seat sends `hello` (protocol version, join code, seat), then `act` (an action as the action
log writes it, and the stamp of the view it was chosen from) and `ask` (a preview, by `what`:
"move" where a dragged base would go, "targets" the enemies as a fighter sees them, "area" what
an area card laid at a point and an angle would hit). The host sends `welcome`, `view` (the seat's view as data, the same
`SeatView.to_data()` a window on the host reads, and its stamp: the game's revision counted from
a number new each time a host starts, so a view of a host that died is never taken for one of
the host that went on after it), `refused` (a reason for that seat),
`answer` (a preview, or none and the reason why) and `bye` (why the host closes the connection)."""

from __future__ import annotations

import json
import secrets
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

VERSION = 2  # 2: `ask` for targets and area cards
MAX_FRAME = 64 * 1024  # the most a seat may send in one frame (bytes)
MAX_VIEW = 16 * 1024 * 1024  # the most a seat takes from the host in one frame
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # no 0/O, 1/I/L: read out at the table
CODE_LENGTH = 10  # 31**10: 49.5 bits


class ProtocolError(ValueError):
    """A frame that is not one of the protocol's, in words for the sender."""


class _Frame(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Hello(_Frame):
    type: Literal["hello"]
    version: int
    code: Annotated[str, Field(max_length=64)]
    seat: Annotated[str, Field(max_length=64)]  # "table", "quest_master" or a hero's id


class Act(_Frame):
    type: Literal["act"]
    action: dict[str, Any]
    stamp: int  # the host's stamp of the view the seat chose from: an older one is refused


Finite = Annotated[float, Field(allow_inf_nan=False)]
Name = Annotated[str, Field(max_length=64)]


class AskMove(_Frame):
    """Where `who` would go, dragged to `to` (a `MovePlan`)."""

    type: Literal["ask"]
    id: int
    what: Literal["move"]
    who: Name
    to: tuple[Finite, Finite]


class AskTargets(_Frame):
    """The enemies as `who` sees them: sight lines, range, who touches (`net.previews.Targets`)."""

    type: Literal["ask"]
    id: int
    what: Literal["targets"]
    who: Name


class AskArea(_Frame):
    """Area card `gift` of `who` laid at the point `to`, turned `degrees` (`net.previews.AreaView`)."""

    type: Literal["ask"]
    id: int
    what: Literal["area"]
    who: Name
    gift: Name
    to: tuple[Finite, Finite]
    degrees: Finite


Ask = AskMove | AskTargets | AskArea
_ASK = Annotated[Ask, Field(discriminator="what")]


class Ping(_Frame):
    type: Literal["ping"]
    id: int


SeatFrame = Annotated[Hello | Act | _ASK | Ping, Field(discriminator="type")]
_READ = TypeAdapter(SeatFrame)


def read(text: str | bytes) -> Hello | Act | AskMove | AskTargets | AskArea | Ping:
    """A seat's frame; ProtocolError saying what is wrong with it."""
    if isinstance(text, bytes):
        raise ProtocolError("frames are text (JSON), not binary")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("not JSON") from None
    try:
        return _READ.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "frame"
        raise ProtocolError(f"bad frame: {where}: {first['msg']}") from None
    except RecursionError:
        raise ProtocolError("bad frame: nested too deep") from None


def frame(kind: str, **fields: Any) -> str:
    """One frame as the host or a seat sends it."""
    return json.dumps({"type": kind, **fields}, separators=(",", ":"))


def new_code() -> str:
    """A fresh join code to read out at the table: 10 letters and digits (about 49 bits)."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:5]}-{raw[5:]}"


def same_code(given: str, code: str) -> bool:
    """Whether a code typed at a seat is the host's: dashes, spaces and case do not matter."""
    def plain(c: str) -> str:
        return "".join(c.split()).replace("-", "").upper()
    return secrets.compare_digest(plain(given).encode(), plain(code).encode())


__all__ = ["MAX_FRAME", "MAX_VIEW", "VERSION", "Act", "Ask", "AskArea", "AskMove", "AskTargets", "Hello", "Ping", "ProtocolError", "frame",
           "new_code", "read", "same_code"]
