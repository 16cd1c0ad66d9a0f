"""Widgets: the text field's keys."""
import pygame


def test_ctrl_a_selects_all_and_the_next_key_replaces_it():
    from game.widgets import TextInput
    t = TextInput((0, 0, 200, 40), "Halcón", max_len=20)
    t.focus(True)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0))
    assert t.all_selected and t.text == "Halcón"
    t.handle(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    assert t.text == "Z" and not t.all_selected
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0))
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\x08", scancode=0))
    assert t.text == ""


def test_ctrl_v_pastes_the_first_printable_line(monkeypatch):
    from game.widgets import TextInput
    t = TextInput((0, 0, 200, 40), "", max_len=16)
    t.focus(True)
    monkeypatch.setattr(pygame.scrap, "has_text", lambda: True)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "  wX7lOP2NVdjz\tBYfn-and-more\nsecond line")
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="\x16", scancode=0))
    assert t.text == "wX7lOP2NVdjzBYfn"          # the tab dropped, cut at the field's length
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="\x01", scancode=0))
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "abc")
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="\x16", scancode=0))
    assert t.text == "abc"                        # a selection is replaced by what is pasted

    def broken():
        raise pygame.error("no clipboard")
    monkeypatch.setattr(pygame.scrap, "get_text", broken)
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="\x16", scancode=0))
    assert t.text == "abc"                        # no clipboard: nothing happens, nothing breaks
