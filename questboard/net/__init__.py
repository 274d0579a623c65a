"""questboard.net: seats on other machines. The Quest Master's program hosts the game
(`host.Host`: a WebSocket server beside the window's loop, the only place the game changes);
each player's program joins as a seat (`client.Client`), receives its seat's view as data and
sends actions, which the host applies only where the game asks that seat (`protocol` says how
the frames look)."""
