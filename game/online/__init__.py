"""Online play in the app (issue 25): the tables this player holds (``book``), work that waits for the
network done beside the window (``jobs``), and what a table played through a server adds to the table
(``helper``: quick messages, "reconnecting…", a move on its way, the server's refusals). The scenes are
``game/scenes/online.py`` (the Online screen and "My online tables") and ``game/scenes/waiting_room.py``;
the wire, the server and the remote session are in ``game/net``."""
