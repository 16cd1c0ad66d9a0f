"""Hot-seat privacy: the table is hidden until the human whose decision it is says they are at the
screen. ``HotseatCover`` knows which human was last revealed and whether the cover is up; the table asks
it whether a seat's secrets may be drawn face up."""
from __future__ import annotations


class HotseatCover:
    def __init__(self, hotseat: bool):
        self.hotseat = hotseat
        self.revealed: int | None = None      # the human who clicked "ready"
        self.up = False
        self.shown = 0                        # how many times the cover was raised

    def needed(self, seat: int) -> bool:
        """Must the cover go up before ``seat`` (a human) decides?"""
        return self.hotseat and self.revealed != seat

    def raise_for(self, app, name: str, on_ready) -> None:
        self.up = True
        self.shown += 1

        def ready():
            self.up = False
            on_ready()

        app.push_scene("cover", name=name, on_ready=ready)

    def reveal(self, seat: int) -> None:
        self.revealed = seat
