"""What every view is made of: plain frozen values (str, int, float, bool, None and tuples of
them), turned into JSON-ready data by one function, and the one kind of choice a view offers:
a label with the action it sends, written as the action log writes it."""

from __future__ import annotations

import dataclasses
import functools
import json
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import BeforeValidator

from questboard.play.actions import decode, encode

Point = tuple[float, float]


def to_data(value: Any) -> Any:
    """A view (or any part of one) as JSON-ready data: dataclasses become dicts, tuples lists;
    a choice's action comes out as the action log's own mapping."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {f.name: to_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
        if isinstance(value, Choice):
            out["action"] = json.loads(value.action) if value.action else None
        return out
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_data(v) for k, v in value.items()}
    return value


def _as_text(action: Any) -> Any:
    """A choice's action as `action_text` writes it, from the mapping `to_data` made of it
    (a view read back from data, e.g. one sent to another machine)."""
    if action is None:
        return ""
    return action if isinstance(action, str) else json.dumps(action, sort_keys=True)


class ViewData:
    """Mixin: `to_data()` for a view."""

    def to_data(self) -> dict[str, Any]:
        return to_data(self)


def action_text(action: Any) -> str:
    """An action as the one line of JSON the log would write ("" for none)."""
    return "" if action is None else json.dumps(encode(action), sort_keys=True)


@dataclass(frozen=True)
class CardRef(ViewData):
    """A card as a view names it: its id, printed name and text."""

    id: str
    name: str
    text: str = ""


@dataclass(frozen=True)
class AdventureCardView(ViewData):
    """An adventure card in play (R77), as every seat sees it: its name, its text, and what
    it does in the next fight (or the fight now on) in words."""

    name: str
    text: str
    effect: str


@dataclass(frozen=True)
class LogLine(ViewData):
    text: str
    public: bool  # False: for the Quest Master's eyes only (his reasons, secret goals)
    at: int = -1  # where it stands in the game's log (`game.told`), -1 when not from it


@dataclass(frozen=True)
class Choice(ViewData):
    """One answer a view offers: the label, the action it sends (as `action_text` writes it;
    "" for a label or a choice the window makes on its own) and what the choice is about.
    `act()` gives the action value back to send to `Game.apply`."""

    label: str
    action: Annotated[str, BeforeValidator(_as_text)] = ""
    kind: str = ""  # modify, pass, injury, heal, strike_back, gift, item, area, refresh, end_turn
    who: str = ""  # the side answering: a hero id or QM
    card: str = ""  # the item, gift or event it uses
    attribute: str = ""  # an injury's attribute that drops
    discard: str = ""  # an injury's discard-after-use item that goes
    amount: int | None = None  # a bonus added (None: wins outright) or the Vitality healed
    key: str = ""  # "enter", "space", "1".."9"
    primary: bool = False
    tip: str = ""
    asks: bool = False  # the window must still ask whom to heal or what to refresh

    def act(self) -> Any:
        return self._act

    @functools.cached_property
    def _act(self) -> Any:  # the action value, decoded once for this choice
        return decode(json.loads(self.action)) if self.action else None


def choice(label: str, action: Any, **more: Any) -> Choice:
    c = Choice(label, action_text(action), **more)
    c.__dict__["_act"] = action  # `act()` gives the very action back, not decoded from its text
    return c


__all__ = ["AdventureCardView", "CardRef", "Choice", "LogLine", "Point", "ViewData", "action_text", "choice", "to_data"]
