"""The battlefield scene's paces, steps and colours (shared by its parts). Plain values: it
imports nothing (the app sets SDL's hints before pygame is first imported). The bases'
colours are `ui.drawing.palette`'s."""

GLIDE = 0.25  # seconds a move of the Quest Master glides, at speed 1
QM_PACE = 0.7  # seconds between the automatic Quest Master's steps, at speed 1
FIRST_BEAT = 1.5  # seconds more before his first step: time to pause him or take him by hand
SPEEDS = (1, 2, 4, 8)
NUDGE, FINE = 0.05, 0.01  # LU per arrow key (Shift: fine)
TURN, TURN_SHIFT = 5.0, 15.0  # degrees per wheel notch or Q/E (Shift: 15° steps)
DRAG_SLOP = 5  # pixels before a press becomes a drag
GOOD_TEXT = (0xBF, 0xE3, 0xB0)
BAD_TEXT = (0xFF, 0xA8, 0x98)
QM_MODES = ("auto", "paused", "hand")

__all__ = ["BAD_TEXT", "DRAG_SLOP", "FINE", "FIRST_BEAT", "GLIDE", "GOOD_TEXT", "NUDGE", "QM_MODES", "QM_PACE", "SPEEDS",
           "TURN", "TURN_SHIFT"]
