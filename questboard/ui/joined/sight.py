"""The seat's hero's sight lines in a joined window: while it is his turn, the host is asked
once per view (`Client.ask_targets`) how he sees the enemies, and the answer is drawn as the
host's battlefield draws its own (`ui.battle.sight.Sight`): green along the clear line found,
red dashed up to what blocks it (outlined and named), gold rings on the foes he touches, grey
with the distance for those out of reach."""

from __future__ import annotations

from questboard.net.previews import Targets, read_preview
from questboard.ui.battle.sight import Sight
from questboard.ui.drawing import look


class _Painter:
    def __init__(self, cam, s: float) -> None:
        self.cam, self.s = cam, s

    def font(self, n: int, bold: bool = False, italic: bool = False):
        return look.sans(look.px(n, self.s, 14), bold=bold, italic=italic)

    def px(self, p):
        return self.cam.to_px(p)


class _Board:
    """What `Sight` reads of a battlefield, made of the seat's fight view and the host's answer."""

    def __init__(self, fight, cam, s: float, seen: Targets) -> None:
        self.fight_view, self.camera, self.seen = fight, cam, seen
        self.painter = _Painter(cam, s)

    def fighter(self, fid):
        return self.fight_view.fighter(fid) if fid is not None else None

    def on_field(self, fid) -> bool:
        f = self.fighter(fid)
        return f is not None and f.at is not None

    def targets(self, who: str):
        return self.seen.targets

    def melee(self, who: str):
        return self.seen.melee


class SeatSight:
    """The host's answer for the view of one stamp, asked once and kept for that stamp."""

    def __init__(self, client) -> None:
        self.client = client
        self.stamp: int | None = None  # the view the answer (or the question) is for
        self.asked: int | None = None
        self.seen: Targets | None = None
        self._stale: set[int] = set()  # questions about older views: their answers are thrown away
        self.texts: list[str] = []  # the tags drawn in the last frame

    @staticmethod
    def wanted(fight, hero: str | None) -> bool:
        """Whether the hero's sight lines belong on the field: his turn, his base down."""
        if fight is None or hero is None or fight.over or fight.active != hero or fight.phase != "heroes":
            return False
        me = fight.fighter(hero)
        return me is not None and me.at is not None

    def poll(self, stamp: int | None, fight, hero: str | None) -> bool:
        """Ask for a new view, take the answer when it came; True when the picture changed."""
        for old in [a for a in self._stale if a in self.client.previews]:
            self.client.previews.pop(old)
            self._stale.discard(old)
        if not self.wanted(fight, hero):
            changed = self.seen is not None
            self._forget()
            self.seen, self.stamp = None, None
            return changed
        if stamp != self.stamp:
            self._forget()
            self.stamp, self.seen = stamp, None
            self.asked = self.client.ask_targets(hero)
        if self.asked is not None and self.asked in self.client.previews:
            data = self.client.previews.pop(self.asked)
            self.asked = None
            try:
                self.seen = read_preview(Targets, data) if data is not None else None
            except ValueError:  # a host that answers nonsense: no lines, the game goes on
                self.seen = None
            return True
        return False

    def _forget(self) -> None:
        if self.asked is not None:
            self._stale.add(self.asked)
            self.asked = None

    def draw(self, surface, fight, cam, s: float, avoid=()) -> None:
        """The lines, rings and tags of the answer (nothing while none is in)."""
        self.texts = []
        if self.seen is None or cam is None or fight is None or self.seen.who != fight.active:
            return
        sight = Sight(_Board(fight, cam, s, self.seen))
        sight.begin()
        sight.draw(surface, self.seen.who)
        sight.place(surface, list(avoid))
        self.texts = [t[0] for t in sight.later]


__all__ = ["SeatSight"]
