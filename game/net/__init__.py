"""Online play (issue 25): the authoritative server, its storage, the wire protocol and a client.

Nothing here imports pygame: the server runs headless (``python main.py serve``).

- ``protocol``: the messages, each checked against its schema (size, depth, known fields only);
- ``codec``: a seat's view as a JSON tree (what a seat may see, and nothing else);
- ``store``: the one storage interface, SQLite (WAL, the default) and PostgreSQL (psycopg 3);
- ``server``: asyncio + websockets; the rules run here and nowhere else;
- ``client``: an asyncio client (acknowledged or refused actions, reconnection), usable from a thread.
"""
