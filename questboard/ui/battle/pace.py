"""The automatic Quest Master on the battlefield, a part of `Battle`: automatic at a visible
pace, paused (S steps him), or by hand (the bad guys moved with the same tools); his speed,
and his reasons for the Quest Master's log."""

from __future__ import annotations

from questboard.ui.battle import panel as BP
from questboard.ui.battle.tuning import FIRST_BEAT, QM_PACE, SPEEDS
from questboard.ui.table.controls import Control


class Pace:
    def __init__(self, battle) -> None:
        self.battle = battle
        settings = getattr(battle.app, "settings", None)
        self.mode = "hand" if getattr(settings, "quest_master", "") == "by hand" else "auto"  # QM_MODES
        self.speed_i = 0  # into SPEEDS
        self.timer = -FIRST_BEAT  # seconds (at speed 1) since his last step: a beat more before his first
        self.why: list[tuple[int, str]] = []  # (told index, the automatic QM's reason)

    @property
    def speed(self) -> int:
        return SPEEDS[self.speed_i]

    def pause(self) -> None:
        self.mode = "paused" if self.mode == "auto" else "auto"
        self.timer = 0.0

    def faster(self) -> None:
        self.speed_i = (self.speed_i + 1) % len(SPEEDS)

    def by_hand(self) -> None:
        self.mode = "auto" if self.mode == "hand" else "hand"
        self.battle.selected = None

    def rows(self) -> list[list[Control]]:
        """The panel's rows for him: pause or play, step, speed, by hand, his hand of events."""
        mode = self.mode
        play = Control("Pause  (P)" if mode == "auto" else "Play  (P)", ("ui", "pause", None),
                       tip="The automatic Quest Master's pace: pause or go on")
        step = Control("Step  (S)", ("ui", "step", None), tip="One decision of the automatic Quest Master")
        speed = Control(f"Speed ×{self.speed}  (+)", ("ui", "speed", None),
                        tip="Faster glides and steps; the dice settle at once from ×4")
        hand = Control("QM: by hand" if mode == "hand" else "QM: automatic", ("ui", "hand", None),
                       tip="Who moves the bad guys: the automatic Quest Master, or you with the same tools")
        events = Control("The QM's hand  (H)", ("ui", "open", "hand"),
                         tip="The Quest Master's events, played when the rules allow (QM: by hand)")
        return [[play, step, speed], [hand, events]]

    def step(self) -> bool:
        """One decision of the automatic Quest Master (its fallback if refused), its moves
        gliding; False when the fight does not wait for him."""
        b = self.battle
        game = b.game
        move = game.next_qm_action()
        if move is None:
            return False
        at = len(game.told)
        result = game.apply(move.action)
        if not result.ok:
            result = game.apply(move.fallback)
        if not result.ok:
            self.mode = "paused"
            b.say(f"The automatic Quest Master is stuck: {result.reason}", bad=True)
        else:
            self.why.append((at, move.why))
            b._after_step(result.told, glide=True)
        b.cancel_modes()
        b.refresh()
        return True

    def tick(self, dt: float, free: bool) -> bool:
        """Time passes: when automatic and `free` (nothing gliding, no question open) and the
        fight waits for him, he steps at his pace. True while he is about to."""
        if self.mode != "auto" or not free:
            return False
        main = BP.main_asked(self.battle.game)
        if main is None or main.side != BP.QM:
            return False
        self.timer += dt * self.speed
        if self.timer >= QM_PACE:
            self.timer = 0.0
            self.battle.step_qm()
        return True
