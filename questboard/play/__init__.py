"""questboard.play: one game at the table, the surface a window and the text mode drive.

`Game` holds the adventure session and the fight in progress behind one `apply(action)`,
one stream of told events (public or for the Quest Master only), who may act now, previews
of moves, shots and area cards, undo of what revealed nothing, saves and the autosave, the
automatic Quest Master as a stepper, and the public view for the shared screen.
"""

from questboard.play.actions import FightAutomatically, FightHere
from questboard.play.game import Game, Step, Undone
from questboard.play.opening import load_game, new_game
from questboard.play.told import Told
from questboard.play.waiting import PARTY, QM, Asked, QMMove

__all__ = ["PARTY", "QM", "Asked", "FightAutomatically", "FightHere", "Game", "QMMove", "Step",
           "Told", "Undone", "load_game", "new_game"]
