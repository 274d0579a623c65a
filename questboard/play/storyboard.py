"""The storyboard of an adventure as the window draws it: the graph of paragraphs and ways
(`adventure.storyboard`), named here so the drawing layer never reaches into `adventure`."""

from questboard.adventure.storyboard import Arrow, Board, Box, Namer, board_of

__all__ = ["Arrow", "Board", "Box", "Namer", "board_of"]
